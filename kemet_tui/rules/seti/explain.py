"""Why a Seti move is illegal, in a player's words: one function per rule of seti.md."""

from __future__ import annotations

from kemet_tui.rules.seti.board import (
    COLOUR_NAMES,
    KIND_NAMES,
    PIECE_MASK,
    SHIP,
    SHIP_MASK,
    piece_colour,
    piece_kind,
)
from kemet_tui.rules.seti.movegen import capture_placements
from kemet_tui.rules.seti.notation import format_move
from kemet_tui.rules.seti.state import MOVE, PLACE_SHIP, SetiMove, SetiState


def explain(state: SetiState, move: SetiMove) -> str:
    """The rule a move breaks (it is known not to be among the legal moves)."""
    if move.kind == MOVE:
        return _explain_piece_move(state, move)
    if not state.aleph:
        return "Seti-Beth is played without Ships of the Dead."
    if move.kind == PLACE_SHIP:
        return _explain_place(state, move.target)
    return _explain_remove(state, move.target)


def _describe(state: SetiState, square: int) -> str:
    code = state.board[square] & PIECE_MASK
    return f"{COLOUR_NAMES[piece_colour(code)]} {KIND_NAMES[piece_kind(code)]}"


def _explain_piece_move(state: SetiState, move: SetiMove) -> str:
    geo, board, side = state.geo, state.board, state.to_move
    origin, target = move.origin, move.target
    name = geo.name
    code = board[origin] & PIECE_MASK
    if not code:
        return f"There is no piece on {name(origin)}."
    if piece_colour(code) != side:
        return f"The piece on {name(origin)} is {COLOUR_NAMES[1 - side]}'s; it is {COLOUR_NAMES[side]}'s turn."
    if piece_kind(code):
        if target not in geo.leaps[origin]:
            return (
                f"A High Priest leaps exactly two squares (straight, diagonal or a knight's move); "
                f"{name(origin)} to {name(target)} is not such a leap."
            )
    elif target not in geo.steps[origin]:
        return (
            f"A Pharaoh moves one square in any direction; {name(origin)} to {name(target)} is not."
        )
    other = board[target]
    if other & PIECE_MASK:
        if piece_colour(other & PIECE_MASK) == side:
            return f"{name(target)} holds your own {KIND_NAMES[piece_kind(other & PIECE_MASK)]}."
        if other & SHIP_MASK:
            return f"The {_describe(state, target)} on {name(target)} stands on a ship and cannot be captured."
        return _explain_placement(state, move)
    return f"{_token(state, move)} is not a legal move now."


def _explain_placement(state: SetiState, move: SetiMove) -> str:
    geo = state.geo
    if not state.aleph:
        return "In Seti-Beth a captured piece leaves the game: write the capture without '=square'."
    after = list(state.board)
    after[move.target] = state.board[move.origin] & PIECE_MASK
    after[move.origin] = state.board[move.origin] & SHIP_MASK
    places = ", ".join(geo.name(sq) for sq in capture_placements(geo, after, state.to_move))
    if move.place == -2:
        return f"Say where the captured piece goes: add =square, one of {places}."
    return f"The captured piece cannot go on {geo.name(move.place)}; it may go on {places}."


def _explain_place(state: SetiState, square: int) -> str:
    geo, side = state.geo, state.to_move
    if not state.reserves[side]:
        return "You have no Ship of the Dead in reserve."
    if state.board[square] & SHIP_MASK:
        return f"{geo.name(square)} already holds a ship."
    return f"Ships may not be placed on your goal row (rank {geo.goal_rank(side) + 1})."


def _explain_remove(state: SetiState, square: int) -> str:
    cell = state.board[square] & SHIP_MASK
    if not cell:
        return f"There is no ship on {state.geo.name(square)}."
    if cell != SHIP[state.to_move]:
        return f"The ship on {state.geo.name(square)} is not yours."
    return f"-{state.geo.name(square)} is not a legal move now."


def _token(state: SetiState, move: SetiMove) -> str:
    return format_move(state.geo, move)
