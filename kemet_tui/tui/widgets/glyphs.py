"""How one Seti square looks: glyphs and colours, kept apart from the widget that lays them out.

Pieces are told apart by shape as well as colour, so the board reads on a monochrome terminal
and for colour-blind players: White pieces are capitals (``P`` Pharaoh, ``H`` High Priest),
Brown pieces small letters (``p``, ``h``); a ship is a pair of brackets around the square's
content, ``[ ]`` for White's and ``{ }`` for Brown's, with ``~`` when no piece stands on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from kemet_tui.rules.seti.board import (
    KIND_LETTERS,
    PIECE_MASK,
    piece_colour,
    piece_kind,
    ship_colour,
)

WHITE_FG = "#ffffff"
BROWN_FG = "#f2a65a"
SHIP_FG = ("#e6e6e6", "#e08a3c")
SHIP_BRACKETS = (("[", "]"), ("{", "}"))


class Mark(IntEnum):
    """What a square is highlighted for, most important last (the highest mark wins)."""

    NONE = 0
    SHIP = 1
    LAST = 2
    TARGET = 3
    CAPTURE = 4
    SELECTED = 5
    CHOICE = 6


#: background per mark on a dark and a light square (neighbouring highlights stay apart), and
#: its brighter form when the cursor is on the square
BACKGROUND = {
    Mark.SHIP: ("#1d4560", "#245272", "#3d6fd6"),
    Mark.LAST: ("#3f4a60", "#4a566e", "#3d6fd6"),
    Mark.TARGET: ("#285f37", "#317243", "#45a85f"),
    Mark.CAPTURE: ("#732a2a", "#883333", "#c9493e"),
    Mark.SELECTED: ("#8c6d12", "#9c7a16", "#c99a1e"),
    Mark.CHOICE: ("#553682", "#654096", "#9263d6"),
}
SQUARE_BG = ("#2f333d", "#3a3f4b")  # dark, light
CURSOR_BG = "#3d6fd6"


@dataclass(frozen=True, slots=True)
class CellLook:
    """The three characters at the centre of a square and their colours."""

    left: str
    middle: str
    right: str
    piece_fg: str | None
    ship_fg: str | None


def cell_look(cell: int, mark: Mark) -> CellLook:
    """Glyphs for a board cell (piece, ship) with the hint dot for empty targets."""
    ship = ship_colour(cell)
    left, right = SHIP_BRACKETS[ship] if ship is not None else (" ", " ")
    ship_fg = SHIP_FG[ship] if ship is not None else None
    code = cell & PIECE_MASK
    if code:
        letter = KIND_LETTERS[piece_kind(code)]
        white = piece_colour(code) == 0
        return CellLook(left, letter if white else letter.lower(), right,
                        WHITE_FG if white else BROWN_FG, ship_fg)
    if ship is not None:
        return CellLook(left, "~", right, ship_fg, ship_fg)
    middle = {Mark.TARGET: "·", Mark.CHOICE: "*"}.get(mark, " ")
    return CellLook(left, middle, right, "#d0d0d0", ship_fg)


def background(mark: Mark, light: bool, cursor: bool) -> str:
    """The square's background colour for its mark, brighter under the cursor."""
    if mark in BACKGROUND:
        dark, lit, bright = BACKGROUND[mark]
        return bright if cursor else (lit if light else dark)
    return CURSOR_BG if cursor else SQUARE_BG[light]


def legend_pieces() -> list[tuple[str, str]]:
    """(text, colour) pairs explaining the glyphs, for side panels and help."""
    return [("P H", WHITE_FG), (" White  ", "#9aa2b1"), ("p h", BROWN_FG), (" Brown", "#9aa2b1")]
