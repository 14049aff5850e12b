"""The status line and the token entry under every game's table (Seti and Kemet alike), and the
autosave, whose only way to report trouble is that status line.

A mixin: the screen composes a :class:`StatusLine` ``#status`` and a :class:`MoveEntry`
``#entry`` and owns an ``engine``; this gives it ``say``, ``entry`` and ``autosave``. The game's
autosave (its own file and lock, :mod:`kemet_tui.tui.autosave`) is handed over by the app, or
made for a new game at the first write; the screen gives it up when it is removed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kemet_tui.tui.autosave import Autosave, start_autosave
from kemet_tui.tui.widgets.move_entry import MoveEntry
from kemet_tui.tui.widgets.status import StatusLine, Tone


class GameStatus:
    """``say``, ``entry`` and ``autosave`` for a screen with ``#status`` and ``#entry``."""

    engine: Any
    query_one: Any
    #: this game's autosave; the app sets it when it opens the screen
    autosaved: Autosave | None = None

    def has_left(self) -> bool:
        """Whether the screen has left the app's screen stack (the title, a new or a loaded
        game took its place): its widgets are being removed or gone, and a late callback
        meant for it (a palette command, which Textual runs once the palette has closed; a
        timer; a bot's answer) must draw nothing, nor set the title its Header watches."""
        app = getattr(self, "app", None)
        return app is None or self not in app.screen_stack

    def unless_left(self, callback: Callable[[], object]) -> Callable[[], None]:
        """``callback``, to be run later (a palette command runs once the palette has closed):
        by then the screen may have left the stack, and then it does nothing."""
        def run() -> None:
            if not self.has_left():
                callback()
        return run

    def say(self, message: str, tone: Tone = "info") -> None:
        """Put a message on the status line."""
        if self.has_left():
            return
        self.query_one("#status", StatusLine).say(message, tone)

    @property
    def entry(self) -> MoveEntry:
        return self.query_one("#entry", MoveEntry)

    def autosave(self) -> None:
        """Write the game to its autosave so that a killed terminal loses nothing."""
        if self.autosaved is None:
            self.autosaved = start_autosave(self.engine.ruleset.name)
        problem = self.autosaved.write(self.engine)
        if problem:
            self.say(problem, "error")

    def on_unmount(self) -> None:
        """Off the screen stack: another window may take the game up (a finished one's
        autosave goes: Resume lists games in progress only)."""
        if self.autosaved is not None:
            self.autosaved.close(self.engine)
