"""The teacher on a game screen, as a part that owns its state, tested without Textual: whether
the game teaches (its ``teach`` option), and a lesson the player brought back or put away with
the key (``T``) for the question asked now.

Both game screens keep one and ask it, at every redraw, what their :class:`TeachPanel` shows;
so do the seats' own screens of a hosted game, whose :class:`SentTeacher` reads the host's word
(the host walks the game's states: a seat's screen holds only its last message).
A lesson pinned or put away holds for the question it was asked at: the next question is
taught (or not) as the teacher says. A lesson folded while the seat answers on (a Move's
steps) unfolds with the key.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from kemet_tui.teach import Taught, teacher_for, teaches


class SentTeacher:
    """The teacher of a seat's own screen: the host's :class:`~kemet_tui.protocol.LessonNote`
    names the lesson and how often the seat met it; the words are the teach package's."""

    def __init__(self, ruleset_name: str) -> None:
        self.lessons = teacher_for(ruleset_name).lessons

    def now(self, note: Any) -> Taught:
        """The lesson the question gets while it is new (``note`` None: nothing is asked)."""
        if note is None or note.fresh is None:
            return Taught(None)
        return Taught(
            self.lessons.get(note.fresh), note.fresh, note.count, fresh=True, folded=note.folded
        )

    def on_demand(self, note: Any) -> Taught:
        """The question's lesson, new or not (the player asked for it)."""
        if note is None or note.topic is None:
            return Taught(None)
        return Taught(self.lessons.get(note.topic), note.topic)


class Teaching:
    """One game's teacher and the player's wish for the question on screen. ``teacher``
    reads the game (default: the ruleset's, handed the game's states); a seat's screen gives
    a :class:`SentTeacher`, handed the host's note instead."""

    def __init__(
        self,
        ruleset_name: str,
        options: Mapping[str, Any],
        lone_human: bool = False,
        teacher: Any = None,
    ) -> None:
        self.teacher = teacher if teacher is not None else teacher_for(ruleset_name, lone_human)
        #: the game's option: lessons come by themselves the first times
        self.on = teaches(options)
        #: (the question, shown or not) the player chose with the key
        self._wish: tuple[Hashable, bool] | None = None

    @property
    def busy(self) -> bool:
        """Whether anything may be shown now (the game teaches, or the key was pressed): a
        screen names its question in full only then (it costs a walk of the game)."""
        return self.on or self._wish is not None

    def taught(self, states: Sequence[Any] | Any, asked: Hashable) -> Taught:
        """What the panel shows at the question ``asked`` (any value that changes when the
        question does), ``states`` the game so far (what the teacher reads). A wish for an
        earlier question is forgotten."""
        if self._wish is not None and self._wish[0] != asked:
            self._wish = None
        wish = self._wish[1] if self._wish is not None else None
        if wish is False:
            return Taught(None)
        if wish:
            return self.teacher.on_demand(states)
        return self.teacher.now(states) if self.on else Taught(None)

    def toggle(self, states: Sequence[Any] | Any, asked: Hashable) -> Taught:
        """The key: unfold a folded lesson, hide a whole one, or bring the question's lesson
        back."""
        now = self.taught(states, asked)
        self._wish = (asked, now.lesson is None or now.folded)
        return self.taught(states, asked)
