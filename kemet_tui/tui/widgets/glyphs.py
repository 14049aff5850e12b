"""How one Seti square looks: glyphs and colours, kept apart from the widget that lays them out.

Pieces are told apart by shape as well as colour, so the board reads on a monochrome terminal
and for colour-blind players: White pieces are capitals (``P`` Pharaoh, ``H`` High Priest),
Brown pieces small letters (``p``, ``h``); a ship is a pair of brackets around the square's
content, ``[ ]`` for White's and ``{ }`` for Brown's, with ``~`` when no piece stands on it.

Every highlight has a glyph as well as its colour (:data:`MARK_GLYPHS`), drawn on both sides
of the square's content: ``>P<`` the selected piece, ``xpx`` a piece that can be taken,
``-P-`` the last move's squares, ``·`` an empty square a move can reach, ``*`` a square to
choose; the cursor underlines its square. The colours come from the theme's
:class:`~kemet_tui.tui.palette.Palette`.
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
from kemet_tui.tui.palette import DARK, Palette

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


#: the glyphs either side of a square's content for each mark (a ship's own brackets are
#: inside them)
MARK_GLYPHS = {
    Mark.LAST: ("-", "-"),
    Mark.CAPTURE: ("x", "x"),
    Mark.SELECTED: (">", "<"),
    Mark.CHOICE: ("*", "*"),
}
#: the glyph in the middle of an empty square for each mark
EMPTY_GLYPHS = {Mark.TARGET: "·", Mark.CHOICE: "*"}


@dataclass(frozen=True, slots=True)
class CellLook:
    """The five characters at the centre of a square (a mark's glyph, the content in a ship's
    brackets, the mark's glyph again) and their colours."""

    left: str
    middle: str
    right: str
    piece_fg: str | None
    ship_fg: str | None
    outer_left: str = " "
    outer_right: str = " "
    mark_fg: str | None = None


def ship_colours(palette: Palette) -> tuple[str, str]:
    return palette.white_ship, palette.brown_ship


def piece_colours(palette: Palette) -> tuple[str, str]:
    return palette.white_piece, palette.brown_piece


def cell_look(cell: int, mark: Mark, palette: Palette = DARK) -> CellLook:
    """Glyphs for a board cell (piece, ship) with the mark's glyphs around them."""
    ship = ship_colour(cell)
    left, right = SHIP_BRACKETS[ship] if ship is not None else (" ", " ")
    ship_fg = ship_colours(palette)[ship] if ship is not None else None
    code = cell & PIECE_MASK
    outer_left, outer_right = MARK_GLYPHS.get(mark, (" ", " "))
    if code:
        letter = KIND_LETTERS[piece_kind(code)]
        white = piece_colour(code) == 0
        return CellLook(left, letter if white else letter.lower(), right,
                        piece_colours(palette)[0 if white else 1], ship_fg,
                        outer_left, outer_right, palette.strong)
    if mark == Mark.CHOICE:  # the middle says it: no glyphs around an empty square to choose
        outer_left, outer_right = " ", " "
    if mark in EMPTY_GLYPHS:
        return CellLook(left, EMPTY_GLYPHS[mark], right, palette.hint, ship_fg,
                        outer_left, outer_right, palette.strong)
    if ship is not None:
        return CellLook(left, "~", right, ship_fg, ship_fg, outer_left, outer_right,
                        palette.strong)
    return CellLook(left, " ", right, palette.hint, ship_fg, outer_left, outer_right,
                    palette.strong)


def background(mark: Mark, light: bool, cursor: bool, palette: Palette = DARK) -> str:
    """The square's background colour for its mark, brighter under the cursor."""
    if mark != Mark.NONE:
        return palette.mark(mark.name.lower(), light, cursor)
    if cursor:
        return palette.cursor
    return palette.square_light if light else palette.square_dark


def legend_pieces(palette: Palette = DARK) -> list[tuple[str, str]]:
    """(text, colour) pairs explaining the glyphs, for side panels and help."""
    return [("P H", palette.white_piece), (" White  ", palette.soft),
            ("p h", palette.brown_piece), (" Brown", palette.soft)]
