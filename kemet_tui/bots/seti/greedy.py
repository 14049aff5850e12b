"""The one-ply Seti bot: take a safe step onto the goal row, never leave the opponent one, and
otherwise grab material and ground, judged by a deliberately simple count.

It is the yardstick between random play and search: it never blunders into a loss in one, but
it does not see a piece it leaves hanging.
"""

from __future__ import annotations

from collections.abc import Sequence

from kemet_tui.bots.seti.tables import Tables, tables
from kemet_tui.bots.seti.tactics import PIECE, attacks, pieces_on_goal, safe_goal_targets
from kemet_tui.core import rng
from kemet_tui.rules.seti.movegen import apply_move
from kemet_tui.rules.seti.state import SetiMove, SetiState

WIN, LOSS, LOST_NEXT = 1_000_000, -1_000_000, -500_000
_VALUE = (0, 100, 130, 100, 130)
STEP = 8  # per row advanced
RESERVE_SHIP = 20


def greedy_move(view: SetiState, legal: Sequence[SetiMove], chooser: int) -> SetiMove:
    """The best move by :func:`score_after`, ties broken by the seeded ``chooser``."""
    t = tables(view.variant)
    board, side, reserves = view.board, view.to_move, view.reserves
    scored = [(score_after(t, *apply_move(board, side, reserves, m), side), m) for m in legal]
    top = max(score for score, _ in scored)
    move, _ = rng.choice(chooser, [m for score, m in scored if score == top])
    return move


def score_after(t: Tables, board: tuple[int, ...], reserves: tuple[int, int], side: int) -> int:
    """How good the position after one of ``side``'s moves looks to ``side``."""
    other = 1 - side
    if pieces_on_goal(t, board, other):
        return LOSS  # the opponent stood on his goal row and is still there
    on_goal = pieces_on_goal(t, board, side)
    if on_goal and not any(attacks(t, board, other) >> sq & 1 for sq in on_goal):
        return WIN
    if safe_goal_targets(t, board, other):
        return LOST_NEXT
    return material_and_ground(t, board, reserves, side)


def material_and_ground(
    t: Tables, board: tuple[int, ...], reserves: tuple[int, int], side: int
) -> int:
    """Piece values plus rows advanced, plus ships in reserve, for ``side`` minus the other."""
    score = (reserves[side] - reserves[1 - side]) * RESERVE_SHIP
    for sq, cell in enumerate(board):
        code = cell & PIECE
        if code:
            colour = (code - 1) >> 1
            value = _VALUE[code] + STEP * t.progress[colour][sq]
            score += value if colour == side else -value
    return score
