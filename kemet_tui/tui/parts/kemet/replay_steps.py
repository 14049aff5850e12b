"""The steps of a Kemet replay and the landmarks ``[`` and ``]`` jump between. Pure: no Textual.

Step ``k`` is the position after ``k`` plies (``Engine.states[k]``: the record replayed once
through the checked path, so a step is exactly ``Engine.from_record`` of the record's first
``k`` actions). A game of Kemet runs to a thousand plies, so one step at a time is not enough to
find a moment: the landmarks are where a round's Night falls, where its Day begins and where a
battle starts, read off the states themselves (phase, round and the pending battle record), not
off event texts that may be reworded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kemet_tui.rules.kemet import KemetState

BATTLE = "battle"


@dataclass(frozen=True, slots=True)
class Mark:
    """A landmark: the step it is at, what it is (``round``, ``day``, ``battle``), a label."""

    step: int
    kind: str
    label: str


def _battle_space(state: KemetState) -> str | None:
    """The space of the battle being fought in ``state`` (the newest one), if any."""
    spaces = [p.get("space") for p in state.pending if p.kind == BATTLE]
    return str(spaces[-1]) if spaces else None


def marks_between(before: KemetState, after: KemetState, step: int) -> list[Mark]:
    """The landmarks a ply crossed, going from ``before`` to ``after`` (step ``step``)."""
    out = []
    if after.round != before.round and after.round:
        # a Night that asks nothing passes within the ply: the round opens on its Day
        out.append(Mark(step, "round", f"Round {after.round}: {after.phase.capitalize()}"))
    elif after.phase == "day" and before.phase != "day":
        out.append(Mark(step, "day", f"Round {after.round}: Day"))
    battles = sum(p.kind == BATTLE for p in after.pending)
    if battles > sum(p.kind == BATTLE for p in before.pending):
        out.append(Mark(step, BATTLE, f"Battle on {_battle_space(after)}"))
    return out


def landmarks(states: Sequence[KemetState]) -> tuple[Mark, ...]:
    """Every landmark of a game, in step order."""
    out: list[Mark] = []
    for step in range(1, len(states)):
        out += marks_between(states[step - 1], states[step], step)
    return tuple(out)


def next_mark(marks: Sequence[Mark], step: int, last: int) -> int:
    """The step of the first landmark after ``step`` (the end when none is left)."""
    return next((m.step for m in marks if m.step > step), last)


def previous_mark(marks: Sequence[Mark], step: int) -> int:
    """The step of the last landmark before ``step`` (the start when none is)."""
    return next((m.step for m in reversed(marks) if m.step < step), 0)


def place(marks: Sequence[Mark], step: int, state: KemetState) -> str:
    """Where the step stands: ``Round 2: Day``, and ``Battle on b3`` while one is fought."""
    rounds = (m for m in reversed(marks) if m.step <= step and m.kind != BATTLE)
    parts = [next((m.label for m in rounds), "Setup")]
    space = _battle_space(state)
    if space is not None:
        parts.append(f"Battle on {space}")
    return " · ".join(parts)


def clamp(step: int, last: int) -> int:
    return min(max(step, 0), last)
