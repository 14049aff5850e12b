"""Answers that stay put: while a question is asked again of the same seat and its list only
shrinks (recruiting fills a district, a space runs out), every answer left keeps its line, and
so its key, and an answer gone leaves a gap; decided without Textual (``tests/tui/
test_steady.py``).

A player who read "2 recruits on a1c" presses 2 for a1c, whatever filled meanwhile: the line
does not slide up under the finger. A question asked in public that the seat then answers on
its own view, after looking at its cards (:mod:`.claims`), keeps its public answers' lines too,
the answers that play a card coming after them. A list that gains an answer otherwise, or
another question, or another seat, is laid out afresh in the engine's order. A troop's move
one step further is another question (``question``): its answers are other places, and
keeping the lines of the last step's left the few answers of a troop with no move left
behind ten gaps, past the digit keys. And a list that would hold more gaps than answers is
laid out afresh too: so few answers left of so many make another list (Seth's extra token
after his action, asked with the same kind, showed some twenty gaps and its answers out of
sight).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kemet_tui.tui.parts.kemet.claims import claimed_seat

#: the token of a line whose answer is gone (the panel shows it dimmed; it plays nothing)
GAP = ""
#: what a gap line says
GAP_LABEL = "— (no longer possible)"


@dataclass(frozen=True, slots=True)
class Asked:
    """A list laid out for ``seat`` asked a ``kind`` question: ``lines`` (gaps included)."""

    seat: str | None
    kind: str | None
    lines: tuple[str, ...]
    #: how many plies the game had when it was laid out
    at: int = 0


def question(kind: str | None, at: object = None) -> str | None:
    """What makes a question the same one asked again: its kind, and where the troop being
    moved stands (``at``, for a move), so that each step of a move is laid out afresh."""
    return f"{kind}@{at}" if kind is not None and at else kind


def lay_out(
    before: Asked | None, seat: str | None, kind: str | None, tokens: Sequence[str], at: int = 0
) -> Asked:
    """The lines of ``tokens`` for ``seat`` asked ``kind`` after ``at`` plies: at the lines
    they had in ``before`` when it was the same question of the same seat and nothing new came
    (the list only shrank), gaps where answers went; else in the engine's order. The caller
    forgets ``before`` once another seat has answered since."""
    if before is None or (before.seat, before.kind) != (seat, kind):
        return Asked(seat, kind, tuple(tokens), at)
    claimed = any(claimed_seat(line) for line in before.lines)
    old = [line for line in before.lines if not claimed_seat(line)]
    if not claimed and not set(tokens) <= set(old):
        return Asked(seat, kind, tuple(tokens), at)
    present, known = set(tokens), set(old)
    lines = [line if line in present else GAP for line in old]
    lines += [token for token in tokens if token not in known]
    while lines and lines[-1] == GAP:
        lines.pop()
    if lines.count(GAP) > len(lines) - lines.count(GAP):
        return Asked(seat, kind, tuple(tokens), at)  # mostly gaps: the list is another one
    return Asked(seat, kind, tuple(lines), at)
