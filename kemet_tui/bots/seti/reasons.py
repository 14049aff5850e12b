"""Why the Seti bots like a move, in words: the term of the one-ply count that decides.

A hint shows each suggested move with a reason. The greedy count (``greedy.score_after``) is
the bots' plainest judgement: the goal row first (a safe step onto it wins, leaving the
opponent one loses), then material, rows advanced and ships in reserve. The reason names the
ending when there is one, else the term the move changes most: a piece taken (and, in
Seti-Aleph, turned to the mover's side), rows gained towards the goal, a ship placed or taken
back, and, when those are even, how many moves the side has after it (mobility). A Seti
position has no secret, so a reason can say anything the board shows.
"""

from __future__ import annotations

from kemet_tui.bots.seti.greedy import LOSS, LOST_NEXT, RESERVE_SHIP, STEP, WIN, score_after
from kemet_tui.bots.seti.tables import tables
from kemet_tui.bots.seti.tactics import PIECE
from kemet_tui.rules.seti.movegen import apply_move, count_moves
from kemet_tui.rules.seti.state import MOVE, PLACE_SHIP, SetiMove, SetiState

#: the pieces' names by their code's kind (even code: Pharaoh, odd: High Priest)
PIECE_NAMES = ("Pharaoh", "High Priest")


def reason(view: SetiState, move: SetiMove) -> str:
    """Why the greedy count likes ``move`` for the side to move, in a few words."""
    t = tables(view.variant)
    side = view.to_move
    board, reserves = apply_move(view.board, side, view.reserves, move)
    score = score_after(t, board, reserves, side)
    if score == WIN:
        return "reaches the goal row where no piece can take it: wins"
    if score == LOSS:
        return "leaves the opponent's piece on its goal row: loses"
    if score == LOST_NEXT:
        return "leaves the opponent a safe step onto its goal row"
    return _dominant(view, move, board, reserves)


def _taken(view: SetiState, move: SetiMove) -> str | None:
    """The piece a move takes (standing on its target), by name."""
    if move.kind != MOVE:
        return None
    code = view.board[move.target] & PIECE
    return PIECE_NAMES[(code - 1) & 1] if code else None


def _dominant(view: SetiState, move: SetiMove, board, reserves) -> str:
    """The term of the count the move changes most: material, ground, ships, else mobility."""
    side = view.to_move
    taken = _taken(view, move)
    if taken:
        turned = " and turns it to its own side" if move.place >= 0 else ""
        return f"takes a {taken}{turned} (material)"
    ships = (reserves[side] - view.reserves[side]) * RESERVE_SHIP
    if move.kind == MOVE and ships > 0:
        return "takes an enemy ship: one more in reserve"
    ground = _ground(view, move)
    if abs(ships) > abs(ground):
        return "places a ship" if move.kind == PLACE_SHIP else "takes a ship back into reserve"
    rows = ground // STEP
    if rows > 0:
        return f"gains ground: {rows} row{'s' if rows > 1 else ''} nearer the goal"
    moves = count_moves(view.geo, board, side, reserves, view.aleph)
    return f"keeps {moves} moves open (mobility)"


def _ground(view: SetiState, move: SetiMove) -> int:
    """The rows a piece's move advances it towards its goal, in the count's points."""
    if move.kind != MOVE:
        return 0
    t = tables(view.variant)
    code = view.board[move.origin] & PIECE
    colour = (code - 1) >> 1
    return STEP * (t.progress[colour][move.target] - t.progress[colour][move.origin])
