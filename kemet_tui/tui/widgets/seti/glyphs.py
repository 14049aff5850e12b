"""How one Seti square looks: glyphs and colours, kept apart from the widget that lays them out.

Pieces are told apart by shape as well as colour, so the board reads on a monochrome terminal
and for colour-blind players (:data:`PIECE_GLYPHS`, one table per mode). By default the Pharaoh
is a triangle, a High Priest a circle and a Ship of the Dead a square, White's hollow
(``△ ○ □``) and Brown's filled (``▲ ● ■``); a ship under a piece is drawn beside it (``▲□``:
Brown's Pharaoh on White's ship). In ASCII mode (the player's ``ascii`` setting) White's pieces
are capitals (``P`` Pharaoh, ``H`` High Priest) and Brown's small letters (``p``, ``h``), and a
ship is a pair of brackets round the square's content, ``[ ]`` for White's and ``{ }`` for
Brown's, with ``~`` when no piece stands on it.

Every highlight has a glyph as well as its colour (:data:`MARK_GLYPHS`), drawn on both sides
of the square's content: ``>P<`` the selected piece, ``xpx`` a piece that can be taken,
``-P-`` the last move's squares, ``·`` an empty square a move can reach, ``*`` a square to
choose; the cursor underlines its square. An unmarked square of a goal row (the first and the
last rank) is framed, ``▏ ▕`` (``| |`` in ASCII). The colours come from the theme's
:class:`~kemet_tui.tui.looks.palette.Palette`.
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
from kemet_tui.tui.looks.palette import DARK, Palette

SHIP_BRACKETS = (("[", "]"), ("{", "}"))


@dataclass(frozen=True, slots=True)
class PieceGlyphs:
    """One way of drawing Seti's pieces and ships."""

    #: [colour][kind]: White's Pharaoh and High Priest, then Brown's
    pieces: tuple[tuple[str, str], tuple[str, str]]
    #: a ship with no piece on it, by colour
    ships: tuple[str, str]
    #: brackets round the content of a square with a ship (None: the ship's glyph is drawn
    #: beside the piece standing on it)
    brackets: tuple[tuple[str, str], tuple[str, str]] | None
    #: either side of an unmarked square of a goal row
    goal: tuple[str, str]


PIECE_GLYPHS = {
    "shapes": PieceGlyphs(
        pieces=(("△", "○"), ("▲", "●")), ships=("□", "■"), brackets=None, goal=("▏", "▕")
    ),
    "ascii": PieceGlyphs(
        pieces=(tuple(KIND_LETTERS), tuple(k.lower() for k in KIND_LETTERS)),
        ships=("~", "~"),
        brackets=SHIP_BRACKETS,
        goal=("|", "|"),
    ),
}


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


def cell_look(
    cell: int, mark: Mark, palette: Palette = DARK, mode: str = "shapes", goal: bool = False
) -> CellLook:
    """Glyphs for a board cell (piece, ship) with the mark's glyphs around them (a goal
    row's frame when the square has no mark)."""
    glyphs = PIECE_GLYPHS[mode]
    ship = ship_colour(cell)
    ship_fg = ship_colours(palette)[ship] if ship is not None else None
    code = cell & PIECE_MASK
    if glyphs.brackets is not None:
        left, right = glyphs.brackets[ship] if ship is not None else (" ", " ")
    else:
        left, right = " ", (glyphs.ships[ship] if ship is not None and code else " ")
    outer_left, outer_right = MARK_GLYPHS.get(mark, glyphs.goal if goal else (" ", " "))
    mark_fg = palette.strong if mark in MARK_GLYPHS or not goal else palette.key
    if code:
        colour = piece_colour(code)
        return CellLook(
            left,
            glyphs.pieces[colour][piece_kind(code)],
            right,
            piece_colours(palette)[colour],
            ship_fg,
            outer_left,
            outer_right,
            mark_fg,
        )
    if mark == Mark.CHOICE:  # the middle says it: no glyphs around an empty square to choose
        outer_left, outer_right = " ", " "
    if mark in EMPTY_GLYPHS:
        return CellLook(
            left, EMPTY_GLYPHS[mark], right, palette.hint, ship_fg, outer_left, outer_right, mark_fg
        )
    if ship is not None:
        return CellLook(
            left, glyphs.ships[ship], right, ship_fg, ship_fg, outer_left, outer_right, mark_fg
        )
    return CellLook(left, " ", right, palette.hint, ship_fg, outer_left, outer_right, mark_fg)


def background(mark: Mark, light: bool, cursor: bool, palette: Palette = DARK) -> str:
    """The square's background colour for its mark, brighter under the cursor."""
    if mark != Mark.NONE:
        return palette.mark(mark.name.lower(), light, cursor)
    if cursor:
        return palette.cursor
    return palette.square_light if light else palette.square_dark


def legend_pieces(palette: Palette = DARK, mode: str = "shapes") -> list[tuple[str, str]]:
    """(text, colour) pairs explaining the glyphs, for side panels and help: each side's
    colour, then which glyph is the Pharaoh and which the High Priest."""
    pieces = PIECE_GLYPHS[mode].pieces
    white, brown = (" ".join(pair) for pair in pieces)
    return [
        (white, palette.white_piece),
        (" White  ", palette.soft),
        (brown, palette.brown_piece),
        (" Brown", palette.soft),
        (
            f"  {pieces[0][0]}{pieces[1][0]} Pharaoh  {pieces[0][1]}{pieces[1][1]} High Priest",
            palette.soft,
        ),
    ]


def ship_legend(palette: Palette = DARK, mode: str = "shapes") -> list[tuple[str, str]]:
    """How each side's ship is drawn: ``□ ■`` (``[~] {~}`` in ASCII)."""
    glyphs, colours = PIECE_GLYPHS[mode], ship_colours(palette)
    if glyphs.brackets is None:
        return [(glyphs.ships[colour], colours[colour]) for colour in (0, 1)]
    return [
        (f"{left}{glyphs.ships[colour]}{right}", colours[colour])
        for colour, (left, right) in enumerate(glyphs.brackets)
    ]
