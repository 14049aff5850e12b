"""The teacher on a game screen, as a part that owns its state, tested without Textual: whether
the game teaches (its ``teach`` option), and a lesson the player brought back or put away with
the key (``T``) for the question asked now.

Both game screens keep one and ask it, at every redraw, what their :class:`TeachPanel` shows.
A lesson pinned or put away holds for the question it was asked at: the next question is
taught (or not) as the teacher says. A lesson folded while the seat answers on (a Move's
steps) unfolds with the key.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from kemet_tui.teach import Taught, teacher_for, teaches


class Teaching:
    """One game's teacher and the player's wish for the question on screen."""

    def __init__(self, ruleset_name: str, options: Mapping[str, Any],
                 lone_human: bool = False) -> None:
        self.teacher = teacher_for(ruleset_name, lone_human)
        #: the game's option: lessons come by themselves the first times
        self.on = teaches(options)
        #: (the question, shown or not) the player chose with the key
        self._wish: tuple[Hashable, bool] | None = None

    @property
    def busy(self) -> bool:
        """Whether anything may be shown now (the game teaches, or the key was pressed): a
        screen names its question in full only then (it costs a walk of the game)."""
        return self.on or self._wish is not None

    def taught(self, states: Sequence[Any], asked: Hashable) -> Taught:
        """What the panel shows at the question ``asked`` (any value that changes when the
        question does), ``states`` the game so far. A wish for an earlier question is
        forgotten."""
        if self._wish is not None and self._wish[0] != asked:
            self._wish = None
        wish = self._wish[1] if self._wish is not None else None
        if wish is False:
            return Taught(None)
        if wish:
            return self.teacher.on_demand(states)
        return self.teacher.now(states) if self.on else Taught(None)

    def toggle(self, states: Sequence[Any], asked: Hashable) -> Taught:
        """The key: unfold a folded lesson, hide a whole one, or bring the question's lesson
        back."""
        now = self.taught(states, asked)
        self._wish = (asked, now.lesson is None or now.folded)
        return self.taught(states, asked)
