"""The status line and the token entry under every game's table (Seti and Kemet alike), and the
autosave, whose only way to report trouble is that status line.

A mixin: the screen composes a :class:`StatusLine` ``#status`` and a :class:`MoveEntry`
``#entry`` and owns an ``engine``; this gives it ``say``, ``entry`` and ``autosave``.
"""

from __future__ import annotations

from typing import Any

from kemet_tui.tui.autosave import write_autosave
from kemet_tui.tui.widgets.move_entry import MoveEntry
from kemet_tui.tui.widgets.status import StatusLine, Tone


class GameStatus:
    """``say``, ``entry`` and ``autosave`` for a screen with ``#status`` and ``#entry``."""

    engine: Any
    query_one: Any

    def say(self, message: str, tone: Tone = "info") -> None:
        """Put a message on the status line."""
        self.query_one("#status", StatusLine).say(message, tone)

    @property
    def entry(self) -> MoveEntry:
        return self.query_one("#entry", MoveEntry)

    def autosave(self) -> None:
        """Write the game to the ruleset's autosave so that a killed terminal loses nothing."""
        problem = write_autosave(self.engine)
        if problem:
            self.say(problem, "error")
