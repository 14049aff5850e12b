"""Player-facing text about Seti positions and moves (for the log and ``kemet-tui show``)."""

from __future__ import annotations

from kemet_tui.rules.seti.board import (
    COLOUR_NAMES,
    KIND_LETTERS,
    KIND_NAMES,
    PIECE_MASK,
    SHIP_MASK,
    piece_colour,
    piece_kind,
    ship_colour,
)
from kemet_tui.rules.seti.state import MOVE, PLACE_SHIP, SetiMove, SetiState


def describe_move(state: SetiState, move: SetiMove) -> str:
    """A sentence for the move list, e.g. ``White High Priest a1-b3 captures Brown Pharaoh``."""
    geo, board, side = state.geo, state.board, state.to_move
    colour = COLOUR_NAMES[side]
    if move.kind == PLACE_SHIP:
        return f"{colour} places a Ship of the Dead on {geo.name(move.target)}."
    if move.kind != MOVE:
        return f"{colour} takes back the ship on {geo.name(move.target)}."
    kind = KIND_NAMES[piece_kind(board[move.origin] & PIECE_MASK)]
    text = f"{colour} {kind} {geo.name(move.origin)}-{geo.name(move.target)}"
    other = board[move.target]
    if other & PIECE_MASK:
        taken = f"{COLOUR_NAMES[1 - side]} {KIND_NAMES[piece_kind(other & PIECE_MASK)]}"
        if move.place >= 0:
            text += f" captures the {taken}; it joins {colour} on {geo.name(move.place)}"
        else:
            text += f" captures the {taken}"
    elif other & SHIP_MASK and ship_colour(other) != side:
        text += f" captures {COLOUR_NAMES[1 - side]}'s ship"
    return text + "."


def cell_text(cell: int) -> str:
    """Two characters for a square: piece letter (upper White, lower Brown), ship mark."""
    code = cell & PIECE_MASK
    piece = "."
    if code:
        letter = KIND_LETTERS[piece_kind(code)]
        piece = letter if piece_colour(code) == 0 else letter.lower()
    ship = {None: " ", 0: "*", 1: "#"}[ship_colour(cell)]
    return piece + ship


def position_text(state: SetiState) -> str:
    """The board as text, rank 10 on top (``*`` White ship, ``#`` Brown ship) with reserves."""
    geo = state.geo
    lines = []
    for rank in range(geo.ranks - 1, -1, -1):
        row = "".join(cell_text(state.board[sq]) for sq in geo.row_squares(rank))
        lines.append(f"{rank + 1:>2} {row}")
    lines.append("   " + "".join(f"{chr(ord('a') + f)} " for f in range(geo.files)))
    lines.append(f"to move: {COLOUR_NAMES[state.to_move]}, ply {state.ply}")
    if state.aleph:
        lines.append(f"ships in reserve: White {state.reserves[0]}, Brown {state.reserves[1]}")
    return "\n".join(lines)
