"""The teacher of a first game: a short lesson at each kind of decision, the first few times.

Pure (no Textual, no Rich): the lessons are data, one module a game (:mod:`.kemet`,
:mod:`.seti`), and :mod:`.lesson` decides when a lesson is told and when it steps back. A
screen asks :func:`teacher_for` its game's teacher, hands it the game's states, and draws the
lesson it gets. Whether a game teaches is its ``teach`` option, kept in the record; the rules
ignore it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kemet_tui.teach.lesson import TIMES, Lesson, Step, Walk

#: the game option that turns the teacher on
OPTION = "teach"


@dataclass(frozen=True, slots=True)
class Taught:
    """What the teacher says now: ``lesson`` (None: nothing), the kind of decision it is
    about, how many times its seat met that kind before (``count``), whether it is told
    because it is still new (``fresh``) rather than asked for, and whether it is folded to
    its first line because the seat answers on within the same question (``folded``)."""

    lesson: Lesson | None
    kind: str | None = None
    count: int = 0
    fresh: bool = False
    folded: bool = False


class Teacher:
    """One game's teacher: the lessons of its ruleset and the steps of its states."""

    def __init__(
        self, lessons: Mapping[str, Lesson], step_of: Callable[[Any], Step], times: int = TIMES
    ) -> None:
        self.lessons = lessons
        self._walk = Walk(step_of, times)

    def now(self, states: Sequence[Any]) -> Taught:
        """The lesson the last of ``states`` gets while it is new (else ``lesson`` None)."""
        kind, count, opening = self._walk.now(states)
        if kind is None:
            return Taught(None)
        return Taught(self.lessons.get(kind), kind, count, fresh=True, folded=not opening)

    def meeting_start(self, states: Sequence[Any]) -> int:
        """Where the question asked in the last of ``states`` began: the index of the first
        of the states that ask its seat the same (a Move's steps are one question)."""
        steps = self._walk.steps(states)
        start = len(steps) - 1
        while start > 0 and steps[start - 1] == steps[-1]:
            start -= 1
        return start

    def on_demand(self, states: Sequence[Any]) -> Taught:
        """The lesson of the question asked in the last of ``states``, new or not (a player
        asked for it): its most pressing topic."""
        steps = self._walk.steps(states)
        topics = steps[-1].topics if steps else ()
        if not topics:
            return Taught(None)
        return Taught(self.lessons.get(topics[0]), topics[0])


def teacher_for(ruleset_name: str, lone_human: bool = False) -> Teacher:
    """The teacher of a ruleset (``kemet-seth``, ``seti-aleph``, ``seti-beth``);
    ``lone_human``: one human plays Kemet: Seth, whose screen plays every single answer
    without asking (such a question is no meeting)."""
    if ruleset_name.startswith("seti"):
        from kemet_tui.teach import seti

        return Teacher(seti.LESSONS, seti.step_of)
    from kemet_tui.teach import kemet

    return Teacher(kemet.LESSONS, kemet.lone_human_step_of if lone_human else kemet.step_of)


def teaches(options: Mapping[str, Any]) -> bool:
    """Whether a game's options turn the teacher on."""
    return bool(options.get(OPTION))


__all__ = ["OPTION", "TIMES", "Lesson", "Taught", "Teacher", "teacher_for", "teaches"]
