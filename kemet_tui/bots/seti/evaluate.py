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
from typing import NamedTuple

from kemet_tui.bots.seti.tables import CODES, Tables, tables
from kemet_tui.bots.seti.tactics import PIECE, SHIPS, safe_from

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
    #: the side to move has a piece an enemy piece could move onto, with no own piece covering
    #: its square (a loss, or in Aleph a defection, if it cannot get away), or with cover
    attacked: int = 16
    attacked_defended: int = 6
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


class Scan(NamedTuple):
    """One pass over the board: what the search's leaves and the evaluation both need."""

    #: squares each colour's pieces could move to
    reach: list[int]
    #: squares holding each colour's pieces
    pieces: list[int]
    #: squares holding a piece that stands on a ship (no one may move there)
    shipped: int
    #: ships of each colour on the board
    ships: list[int]
    #: material, race and ships on the board, positive for White
    base: int


def scan(t: Tables, pst: tuple[tuple[int, ...], ...], board: tuple[int, ...], w: Weights) -> Scan:
    """Read the board once (skipping empty squares, most of them)."""
    base = 0
    attack = t.attack
    reach, pieces, ships = [0, 0], [0, 0], [0, 0]
    shipped = 0
    for sq, cell in enumerate(board):
        if not cell:
            continue
        code = cell & PIECE
        ship = cell & SHIPS
        if ship:
            owner = 0 if ship == 8 else 1
            ships[owner] += 1
        if code:
            colour = (code - 1) >> 1
            base += pst[code][sq]
            reach[colour] |= attack[code][sq]
            pieces[colour] |= 1 << sq
            if ship:
                shipped |= 1 << sq
                if owner == colour:  # safe from capture where it stands
                    base += w.ship_under_own if colour == 0 else -w.ship_under_own
        elif ship:
            base += w.lone_ship if owner == 0 else -w.lone_ship
    return Scan(reach, pieces, shipped, ships, base)


def can_move(t: Tables, seen: Scan, side: int, reserves: tuple[int, int]) -> bool:
    """Whether ``side`` has a legal move, from the scan (a piece may go anywhere it reaches
    except onto its own pieces and onto pieces standing on ships)."""
    if t.aleph and (reserves[side] or seen.ships[side]):
        return True  # a ship can always be placed (more squares than ships) or taken back
    return bool(seen.reach[side] & ~(seen.pieces[side] | seen.shipped))


def evaluate(
    t: Tables,
    board: tuple[int, ...],
    side: int,
    reserves: tuple[int, int],
    seen: Scan,
    w: Weights = DEFAULT_WEIGHTS,
) -> int:
    """The score of a position for ``side`` (to move), higher is better, from its scan."""
    reach = seen.reach
    score = seen.base + (reserves[0] - reserves[1]) * w.reserve_ship
    score += w.guard * (
        (reach[0] & t.goal_mask[1]).bit_count() - (reach[1] & t.goal_mask[0]).bit_count()
    )
    mine = score if side == 0 else -score
    exposed = seen.pieces[side] & ~seen.shipped & reach[1 - side]
    if exposed:
        defended = exposed & reach[side]
        mine -= w.attacked * (exposed ^ defended).bit_count()
        mine -= w.attacked_defended * defended.bit_count()
    return mine - _threat(t, board, 1 - side, reach, w)


def _threat(t: Tables, board: tuple[int, ...], colour: int, reach: list[int], w: Weights) -> int:
    """What the side to move must spend on stopping ``colour`` from a safe move to its goal."""
    safe = safe_from(t, board, colour, reach)
    if not safe:
        return 0
    return w.threat_one if safe & (safe - 1) == 0 else w.threat_many
