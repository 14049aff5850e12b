"""Precomputed per-variant tables the Seti bots read in their hot loops.

Attack sets are bitmasks (bit ``sq`` set when a piece there could move to ``sq``), so "which
goal squares does Brown cover" is a few ``|`` and ``&``. Piece codes are those of the board
encoding: 1 White Pharaoh, 2 White High Priest, 3 Brown Pharaoh, 4 Brown High Priest.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache

from kemet_tui.rules.seti.board import Geometry
from kemet_tui.rules.seti.state import variant_geometry
from kemet_tui.rules.seti.variant import variant_spec

CODES = (1, 2, 3, 4)
#: moves-to-goal above this count as "far": the tables treat them alike
FAR = 9


@dataclass(frozen=True, slots=True)
class Tables:
    """Geometry of one variant in the shapes the evaluation and the search want."""

    geo: Geometry
    aleph: bool
    size: int
    #: targets of a piece code on a square (index 0 unused)
    targets: tuple[tuple[tuple[int, ...], ...], ...]
    #: the same targets as a bitmask
    attack: tuple[tuple[int, ...], ...]
    #: bitmask of each colour's goal row, and its squares
    goal_mask: tuple[int, int]
    goal_squares: tuple[tuple[int, ...], tuple[int, ...]]
    #: fewest moves a piece code needs from a square to its goal row on an empty board
    to_goal: tuple[tuple[int, ...], ...]
    #: rank of each square counted from each colour's own starting row
    progress: tuple[tuple[int, ...], tuple[int, ...]]


def _colour(code: int) -> int:
    return (code - 1) >> 1


def _mask(squares: tuple[int, ...]) -> int:
    bits = 0
    for sq in squares:
        bits |= 1 << sq
    return bits


def _distances(targets: tuple[tuple[int, ...], ...], goal: tuple[int, ...]) -> tuple[int, ...]:
    """Breadth-first moves-to-goal over a move graph (moves are symmetric, so search back)."""
    dist = [FAR] * len(targets)
    queue = deque(goal)
    for sq in goal:
        dist[sq] = 0
    while queue:
        sq = queue.popleft()
        for other in targets[sq]:
            if dist[other] > dist[sq] + 1:
                dist[other] = dist[sq] + 1
                queue.append(other)
    return tuple(min(d, FAR) for d in dist)


@cache
def tables(variant: str) -> Tables:
    """The tables of ``"aleph"`` or ``"beth"`` (built once)."""
    geo = variant_geometry(variant)
    aleph = variant_spec(variant).captured_pieces_change_sides  # type: ignore[arg-type]
    goal_squares = tuple(tuple(geo.row_squares(geo.goal_rank(c))) for c in (0, 1))
    targets = ((),) + tuple(geo.leaps if (code - 1) & 1 else geo.steps for code in CODES)
    to_goal = ((),) + tuple(
        _distances(targets[code], goal_squares[_colour(code)]) for code in CODES
    )
    progress = (
        tuple(geo.rank_of(sq) for sq in range(geo.size)),
        tuple(geo.ranks - 1 - geo.rank_of(sq) for sq in range(geo.size)),
    )
    return Tables(
        geo=geo,
        aleph=aleph,
        size=geo.size,
        targets=targets,
        attack=tuple(tuple(_mask(t) for t in per_code) for per_code in targets),
        goal_mask=(_mask(goal_squares[0]), _mask(goal_squares[1])),
        goal_squares=goal_squares,  # type: ignore[arg-type]
        to_goal=to_goal,
        progress=progress,  # type: ignore[arg-type]
    )


def bits(mask: int) -> list[int]:
    """The squares set in a bitmask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
