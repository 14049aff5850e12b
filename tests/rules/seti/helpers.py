"""Building Seti positions for tests from a readable picture of the board."""

from __future__ import annotations

from dataclasses import replace

from kemet_tui.rules.seti import ALEPH, BETH, SetiState
from kemet_tui.rules.seti.board import (
    PIECE_MASK,
    SHIP,
    piece_code,
    piece_colour,
    piece_kind,
    ship_colour,
)

LETTERS = {"P": (0, 0), "H": (0, 1), "p": (1, 0), "h": (1, 1)}


def position(
    variant: str,
    rows: list[str],
    to_move: int = 0,
    reserves: tuple[int, int] = (3, 3),
    repetition_draw: bool = True,
) -> SetiState:
    """A state from rows written top (highest rank) first, two characters a square:
    a piece letter (``P H`` White, ``p h`` Brown, ``.`` none) then a ship mark (``*`` White,
    ``#`` Brown, space or ``.`` none). Example row for Aleph: ``"P*h .#"``."""
    ruleset = ALEPH if variant == "aleph" else BETH
    start = ruleset.new_game(0, {"repetition_draw": repetition_draw})
    geo = start.geo
    assert len(rows) == geo.ranks, f"need {geo.ranks} rows"
    board = [0] * geo.size
    for row_index, row in enumerate(rows):
        rank = geo.ranks - 1 - row_index
        row = row.ljust(geo.files * 2)
        for file in range(geo.files):
            piece, ship = row[2 * file], row[2 * file + 1]
            cell = 0
            if piece in LETTERS:
                cell = piece_code(*LETTERS[piece])
            if ship == "*":
                cell |= SHIP[0]
            elif ship == "#":
                cell |= SHIP[1]
            board[geo.square(file, rank)] = cell
    board_t = tuple(board)
    return replace(
        start,
        board=board_t,
        to_move=to_move,
        reserves=reserves,
        positions=((board_t, to_move, reserves),),
    )


def to_reference(state: SetiState):
    """The same position in the reference implementation's terms."""
    geo = state.geo
    pieces, ships = {}, {}
    for square, cell in enumerate(state.board):
        code = cell & PIECE_MASK
        if code:
            pieces[geo.name(square)] = (
                ("white", "brown")[piece_colour(code)],
                "PH"[piece_kind(code)],
            )
        owner = ship_colour(cell)
        if owner is not None:
            ships[geo.name(square)] = ("white", "brown")[owner]
    side = ("white", "brown")[state.to_move]
    return pieces, ships, side, {"white": state.reserves[0], "brown": state.reserves[1]}
