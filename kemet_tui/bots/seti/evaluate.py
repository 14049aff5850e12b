"""A static evaluation of Seti positions, in hundredths of a Pharaoh, for the side to move.

What decides Seti is the race to the goal row, so most of the score is *how few moves* each
piece needs to get there (read from the tables, which know that a High Priest on the b-file of
Seti-Aleph cannot leap onto the next row), then material, ships and threats. The exact endings
(a safe move onto the goal row, a piece there that must be taken) are found by the search before
it ever calls this, so the evaluation only has to rank positions that are still open.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from kemet_tui.bots.seti.tables import CODES, Tables, tables
from kemet_tui.bots.seti.tactics import PIECE, SHIPS, safe_goal_targets

SHIP_OF = (8, 16)


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's knobs (hundredths of a Pharaoh); levels may use other weights."""

    pharaoh: int = 100
    priest: int = 130
    #: bonus by moves still needed to reach the goal row: index 1 is "one move away"
    race: tuple[int, ...] = (0, 60, 30, 14, 6, 2, 0, 0, 0, 0)
    reserve_ship: int = 20
    ship_under_own: int = 12
    lone_ship: int = 6
    #: the side to move has a piece that an enemy piece could move onto
    attacked: int = 12
    #: the opponent covers a goal square the side to move must answer: one square, two or more
    threat_one: int = 70
    threat_many: int = 220
    #: own starting-row squares (the enemy's goal) covered by own pieces
    guard: int = 6


DEFAULT_WEIGHTS = Weights()


@cache
def piece_square(variant: str, weights: Weights = DEFAULT_WEIGHTS) -> tuple[tuple[int, ...], ...]:
    """Material plus race bonus of each piece code on each square, positive for White."""
    t = tables(variant)
    out: list[tuple[int, ...]] = [()]
    for code in CODES:
        value = weights.priest if (code - 1) & 1 else weights.pharaoh
        sign = 1 if code <= 2 else -1
        race = weights.race
        out.append(tuple(sign * (value + race[min(d, len(race) - 1)]) for d in t.to_goal[code]))
    return tuple(out)


def evaluate(
    t: Tables,
    pst: tuple[tuple[int, ...], ...],
    board: tuple[int, ...],
    side: int,
    reserves: tuple[int, int],
    w: Weights = DEFAULT_WEIGHTS,
) -> int:
    """The score of a position for ``side`` (to move), higher is better."""
    score = 0
    attack = t.attack
    reach = [0, 0]
    ship_bonus = [0, 0]
    occupied = [0, 0]
    for sq, cell in enumerate(board):
        code = cell & PIECE
        if code:
            colour = (code - 1) >> 1
            score += pst[code][sq]
            reach[colour] |= attack[code][sq]
            ship = cell & SHIPS
            if ship == SHIP_OF[colour]:
                ship_bonus[colour] += w.ship_under_own
            elif not ship:
                occupied[colour] |= 1 << sq
        elif cell & SHIPS:
            ship_bonus[0 if cell & SHIPS == 8 else 1] += w.lone_ship
    score += (reserves[0] - reserves[1]) * w.reserve_ship + ship_bonus[0] - ship_bonus[1]
    score += w.guard * (
        (reach[0] & t.goal_mask[1]).bit_count() - (reach[1] & t.goal_mask[0]).bit_count()
    )
    mine = score if side == 0 else -score
    mine -= w.attacked * (occupied[side] & reach[1 - side]).bit_count()
    return mine - _threat(t, board, 1 - side, w)


def _threat(t: Tables, board: tuple[int, ...], colour: int, w: Weights) -> int:
    """What the side to move must spend on stopping ``colour`` from a safe move to its goal."""
    safe = safe_goal_targets(t, board, colour)
    if not safe:
        return 0
    return w.threat_one if safe & (safe - 1) == 0 else w.threat_many
