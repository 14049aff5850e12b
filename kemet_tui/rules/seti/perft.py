"""Perft: the number of leaves of the legal-move tree ``depth`` plies deep (seti.md §Perft).

With the repetition rule off (the printed rules) the count runs on the raw encoding and counts
the last ply without building moves; with it on, it runs on full states so the draw is honoured.
"""

from __future__ import annotations

from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.seti import movegen
from kemet_tui.rules.seti.board import Geometry
from kemet_tui.rules.seti.state import SetiState


def perft(ruleset: Ruleset, state: SetiState, depth: int) -> int:
    """The perft count of ``state`` at ``depth`` (``depth >= 0``)."""
    if depth < 0:
        raise ValueError("depth must be at least 0")
    if state.result is not None:
        return 0 if depth else 1
    if state.repetition_draw:
        return _perft_states(ruleset, state, depth)
    return _perft_raw(state.geo, state.board, state.to_move, state.reserves, state.aleph, depth)


def _perft_raw(
    geo: Geometry,
    board: tuple[int, ...],
    side: int,
    reserves: tuple[int, int],
    aleph: bool,
    depth: int,
) -> int:
    if depth == 0:
        return 1
    if movegen.has_piece_on_goal(geo, board, side):
        return 0
    if depth == 1:
        return movegen.count_moves(geo, board, side, reserves, aleph)
    total = 0
    apply_move, other = movegen.apply_move, 1 - side
    for move in movegen.generate(geo, board, side, reserves, aleph):
        after, after_reserves = apply_move(board, side, reserves, move)
        total += _perft_raw(geo, after, other, after_reserves, aleph, depth - 1)
    return total


def _perft_states(ruleset: Ruleset, state: SetiState, depth: int) -> int:
    if depth == 0:
        return 1
    moves = ruleset.legal_actions(state)
    if depth == 1:
        return len(moves)
    return sum(_perft_states(ruleset, ruleset.apply(state, m)[0], depth - 1) for m in moves)
