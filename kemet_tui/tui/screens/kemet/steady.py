"""Answers that stay put: while a question is asked again of the same seat and its list only
shrinks (recruiting fills a district, a space runs out), every answer left keeps its line, and
so its key, and an answer gone leaves a gap; decided without Textual (``tests/tui/
test_steady.py``).

A player who read "2 recruits on a1c" presses 2 for a1c, whatever filled meanwhile: the line
does not slide up under the finger. A list that gains an answer, or another question, or
another seat, is laid out afresh in the engine's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

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


def lay_out(before: Asked | None, seat: str | None, kind: str | None,
            tokens: Sequence[str]) -> Asked:
    """The lines of ``tokens`` for ``seat`` asked ``kind``: at the lines they had in
    ``before`` when it was the same question of the same seat and nothing new came (the list
    only shrank), gaps where answers went; else in the engine's order."""
    kept = before is not None and (before.seat, before.kind) == (seat, kind) \
        and set(tokens) <= set(before.lines)
    if not kept:
        return Asked(seat, kind, tuple(tokens))
    present = set(tokens)
    lines = [line if line in present else GAP for line in before.lines]
    while lines and lines[-1] == GAP:
        lines.pop()
    return Asked(seat, kind, tuple(lines))
