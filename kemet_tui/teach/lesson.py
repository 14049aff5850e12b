"""What a teaching panel says, and when it says it: the game-agnostic part of the teacher.

A :class:`Lesson` explains one *kind* of decision (what is asked, what each kind of answer does,
the rule behind it), never one position: it names no card, no space and nobody's hand, so it
can be shown to whoever is at the keyboard without giving a secret away. The games' lessons are
data (:mod:`.kemet`, :mod:`.seti`); this module decides which one a decision gets.

When: a seat meets a kind of decision several times in a game (a Recruit asked again and again
while its units are placed is one meeting). The lesson comes the first :data:`TIMES` meetings
of that seat with that kind, then steps back. The count is read off the game's states, not
kept anywhere, so it survives an undo, a save and a resume, and the same game always teaches the
same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: how many meetings of a seat with a kind of decision get the lesson before it steps back
TIMES = 3


@dataclass(frozen=True, slots=True)
class Lesson:
    """One kind of decision, explained: ``title`` names it, ``what`` says what is asked,
    ``answers`` what each kind of answer does, ``rule`` the rule behind it."""

    kind: str
    title: str
    what: str
    answers: tuple[tuple[str, str], ...]
    rule: str


@dataclass(frozen=True, slots=True)
class Step:
    """One state of a game as the teacher reads it: who is asked (``seat``) and the kinds of
    lesson that fit the question, the most specific first (none: nothing worth teaching)."""

    seat: str | None
    topics: tuple[str, ...] = ()


def lesson_for(
    lessons: Mapping[str, Lesson], kind: str | None, count: int, times: int = TIMES
) -> Lesson | None:
    """The lesson of ``kind`` at its ``count``-th meeting (0 for the first), or None once it
    has stepped back (or for a kind without a lesson)."""
    if kind is None or count >= times:
        return None
    return lessons.get(kind)


def teaching(steps: Sequence[Step], times: int = TIMES) -> tuple[str | None, int]:
    """The kind the last step teaches and how many times its seat met that kind before.

    Walking the game from the start: a step that asks the same seat the same topics as the
    step before is the same meeting; a new meeting teaches the first of its topics its seat has
    met fewer than ``times`` times (so a Seti turn that could also capture teaches the capture
    first, and the plain move once the capture has been told). Returns ``(None, 0)`` when the
    last step teaches nothing now."""
    met: dict[tuple[str | None, str], int] = {}
    previous: Step | None = None
    chosen: str | None = None
    count = 0
    for step in steps:
        if step != previous:
            chosen, count = _new_meeting(step, met, times)
        previous = step
    return chosen, count


def opens_meeting(steps: Sequence[Step]) -> bool:
    """Whether the last step opens its meeting (the question was not asked of its seat just
    before): a lesson is told whole there, and folds while the seat answers on (a Move's
    steps, a Recruit's units), so that the answers keep their rows."""
    return len(steps) < 2 or steps[-1] != steps[-2]


def _new_meeting(
    step: Step, met: dict[tuple[str | None, str], int], times: int
) -> tuple[str | None, int]:
    for topic in step.topics:
        seen = met.get((step.seat, topic), 0)
        if seen < times:
            met[(step.seat, topic)] = seen + 1
            return topic, seen
    return None, 0


class Walk:
    """:func:`teaching` over a game's states, kept from one call to the next: a screen asks at
    every redraw, and only the states played since cost anything (each state's :class:`Step`
    is worked out once, the meetings counted on from where the last call stopped). A state is
    known by identity: a history only grows at its end or loses its last states (an undo),
    so the states still known are those up to the last one that is."""

    def __init__(self, step_of: Callable[[Any], Step], times: int = TIMES) -> None:
        self._step_of = step_of
        self.times = times
        self._states: list[Any] = []
        self._steps: list[Step] = []
        self._met: dict[tuple[str | None, str], int] = {}
        self._walked = 0
        self._chosen: tuple[str | None, int] = (None, 0)

    def steps(self, states: Sequence[Any]) -> list[Step]:
        """The step of each of ``states`` (the list is the walk's own: do not change it)."""
        keep = self._known_prefix(states)
        if keep < self._walked:  # states taken back: count the meetings again
            self._met, self._walked, self._chosen = {}, 0, (None, 0)
        del self._states[keep:], self._steps[keep:]
        for state in states[keep:]:
            self._states.append(state)
            self._steps.append(self._step_of(state))
        return self._steps

    def _known_prefix(self, states: Sequence[Any]) -> int:
        known = min(len(states), len(self._states))
        while known and states[known - 1] is not self._states[known - 1]:
            known -= 1
        return known

    def now(self, states: Sequence[Any]) -> tuple[str | None, int, bool]:
        """:func:`teaching` of ``states``, and whether the last step opens its meeting."""
        steps = self.steps(states)
        for index in range(self._walked, len(steps)):
            if index == 0 or steps[index] != steps[index - 1]:
                self._chosen = _new_meeting(steps[index], self._met, self.times)
        self._walked = len(steps)
        if not steps:
            self._chosen = (None, 0)
        return self._chosen[0], self._chosen[1], opens_meeting(steps)
