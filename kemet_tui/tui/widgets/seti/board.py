"""The Seti board: squares, pieces and ships, a keyboard cursor, highlights; clicks and keys out.

The board never touches the game. Its screen hands it a position and the squares to highlight
(attributes down); the board answers with :class:`SetiBoard.SquareSelected` when a square is
picked by Enter, space or a click (messages up). It only owns what is purely visual: the cursor,
the scale and the orientation it was told to use.
"""

from __future__ import annotations

from functools import lru_cache

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from kemet_tui.core import Engine, IllegalAction
from kemet_tui.rules.seti.board import PIECE_MASK, SHIP_MASK, ship_colour
from kemet_tui.rules.seti.state import SetiState
from kemet_tui.tui.looks.palette import DARK, Palette, palette_of
from kemet_tui.tui.settings_apply import piece_glyphs_setting
from kemet_tui.tui.widgets.seti.glyphs import CellLook, Mark, background, cell_look

#: (cell width, cell height) for each scale; the screen picks the largest that fits
CELL_SIZES = {1: (5, 1), 2: (7, 2), 3: (9, 3)}
LABEL_WIDTH = 3


@lru_cache(maxsize=128)
def _style(fg: str | None, bg: str | None, bold: bool = False, underline: bool = False) -> Style:
    return Style(color=fg, bgcolor=bg, bold=bold, underline=underline)


def label_style(palette: Palette, strong: bool) -> Style:
    return _style(palette.label_strong, None, True) if strong else _style(palette.label, None)


@lru_cache(maxsize=32)
def file_label_strip(
    files: int, flipped: bool, width: int, base: Style, palette: Palette = DARK
) -> Strip:
    """The ``a b c`` row above and below the board (``base``: the widget's own style)."""
    letters = [chr(ord("a") + f) for f in range(files)]
    if flipped:
        letters.reverse()
    text = " " * LABEL_WIDTH + "".join(letter.center(width) for letter in letters)
    return Strip([Segment(text + " " * LABEL_WIDTH, base + label_style(palette, False))])


@lru_cache(maxsize=2048)
def rank_strip(
    number: int,
    strong: bool,
    cells: tuple,
    centre: bool,
    width: int,
    base: Style,
    palette: Palette = DARK,
) -> Strip:
    """One text line of a rank: its labels and its squares (``cells`` from ``cell_key``).
    The cursor's square is underlined on its middle line."""
    labels = base + label_style(palette, strong)
    segments = [Segment(f"{number:>2} " if centre else " " * LABEL_WIDTH, labels)]
    side = (width - 5) // 2
    for look, bg, cursor in cells:
        pad = _style(None, bg)
        if not centre:
            segments.append(Segment(" " * width, pad))
            continue
        line = _style(None, bg, underline=cursor)
        ship = _style(look.ship_fg, bg, True, cursor) if look.ship_fg else line
        piece = _style(look.piece_fg, bg, True, cursor) if look.piece_fg else line
        mark = _style(look.mark_fg, bg, True, cursor)
        segments += [
            Segment(" " * side, line),
            Segment(look.outer_left, mark),
            Segment(look.left, ship),
            Segment(look.middle, piece),
            Segment(look.right, ship),
            Segment(look.outer_right, mark),
            Segment(" " * (width - 5 - side), line),
        ]
    segments.append(Segment(f" {number:<2}" if centre else " " * LABEL_WIDTH, labels))
    return Strip(segments)


def board_size(files: int, ranks: int, scale: int) -> Size:
    """Cells the board needs, labels included (used by the screen to choose a scale)."""
    width, height = CELL_SIZES[scale]
    return Size(files * width + 2 * LABEL_WIDTH, ranks * height + 2)


class SetiBoard(Widget, can_focus=True):
    """A Seti board (3 × 10 or 5 × 10) with a cursor; posts the squares the player picks."""

    DEFAULT_CSS = """
    SetiBoard {
        width: auto;
        height: auto;
    }
    """

    BINDINGS = [
        Binding("up,k", "move_cursor(1, 0)", "Up", show=False, id="board.up"),
        Binding("down,j", "move_cursor(-1, 0)", "Down", show=False, id="board.down"),
        Binding("left,h", "move_cursor(0, -1)", "Left", show=False, id="board.left"),
        Binding("right,l", "move_cursor(0, 1)", "Right", show=False, id="board.right"),
        Binding("enter,space", "select", "Select", show=False, id="board.select"),
    ]

    class SquareSelected(Message):
        """The player picked ``square`` (Enter, space or a click)."""

        def __init__(self, square: int) -> None:
            super().__init__()
            self.square = square

    position: reactive[SetiState | None] = reactive(None, layout=True)
    cursor: reactive[int] = reactive(0, repaint=False)  # repaints its two squares only
    selected: reactive[int] = reactive(-1)
    targets: reactive[frozenset[int]] = reactive(frozenset())
    choices: reactive[frozenset[int]] = reactive(frozenset())
    last_move: reactive[frozenset[int]] = reactive(frozenset())
    flipped: reactive[bool] = reactive(False)
    scale: reactive[int] = reactive(1, layout=True)
    show_cursor: reactive[bool] = reactive(True)

    # --- geometry ----------------------------------------------------------------------------
    @property
    def files(self) -> int:
        return self.position.geo.files if self.position else 3

    @property
    def ranks(self) -> int:
        return self.position.geo.ranks if self.position else 10

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return board_size(self.files, self.ranks, self.scale).width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return board_size(self.files, self.ranks, self.scale).height

    def square_at(self, row: int, column: int) -> int:
        """The square drawn at visual ``row`` (0 at the top) and ``column`` (0 at the left)."""
        rank = row if self.flipped else self.ranks - 1 - row
        file = self.files - 1 - column if self.flipped else column
        return rank * self.files + file

    def visual_of(self, square: int) -> tuple[int, int]:
        """The (row, column) where ``square`` is drawn."""
        rank, file = divmod(square, self.files)
        row = rank if self.flipped else self.ranks - 1 - rank
        column = self.files - 1 - file if self.flipped else file
        return row, column

    def square_from_offset(self, x: int, y: int) -> int | None:
        """The square under a content offset, or ``None`` on the labels."""
        width, height = CELL_SIZES[self.scale]
        if y < 1 or x < LABEL_WIDTH:
            return None
        row, column = (y - 1) // height, (x - LABEL_WIDTH) // width
        if row >= self.ranks or column >= self.files:
            return None
        return self.square_at(row, column)

    def watch_cursor(self, old: int, new: int) -> None:
        """Repaint the squares the cursor left and reached, not the whole board."""
        for square in (old, new):
            if 0 <= square < self.files * self.ranks:
                self.refresh(self.square_region(square))

    def square_region(self, square: int) -> Region:
        """The widget-relative region where ``square`` is drawn."""
        width, height = CELL_SIZES[self.scale]
        row, column = self.visual_of(square)
        return Region(LABEL_WIDTH + column * width, 1 + row * height, width, height)

    # --- input ---------------------------------------------------------------------------
    def action_move_cursor(self, rows_up: int, columns_right: int) -> None:
        """Move the cursor as the player sees the board, whichever way it is turned."""
        row, column = self.visual_of(self.cursor)
        row = min(max(row - rows_up, 0), self.ranks - 1)
        column = min(max(column + columns_right, 0), self.files - 1)
        self.cursor = self.square_at(row, column)

    def action_select(self) -> None:
        self.post_message(self.SquareSelected(self.cursor))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        square = None if offset is None else self.square_from_offset(offset.x, offset.y)
        if square is not None:
            self.cursor = square
            self.focus()
            self.post_message(self.SquareSelected(square))

    # --- drawing (Line API: one cached strip per row line, so a cursor move redraws little) ---
    def render_line(self, y: int) -> Strip:
        width, height = CELL_SIZES[self.scale]
        base = self.rich_style
        palette = palette_of(self)
        if y == 0 or y == self.ranks * height + 1:
            return file_label_strip(self.files, self.flipped, width, base, palette)
        row, line = divmod(y - 1, height)
        if row >= self.ranks:
            return Strip.blank(self.size.width)
        rank = self.square_at(row, 0) // self.files
        cells = tuple(
            self.cell_key(self.square_at(row, column), palette) for column in range(self.files)
        )
        strong = rank in (0, self.ranks - 1)
        return rank_strip(rank + 1, strong, cells, line == height // 2, width, base, palette)

    def cell_key(self, square: int, palette: Palette = DARK) -> tuple[CellLook, str, bool]:
        """Everything that decides how a square is drawn (glyphs, colours, the cursor's
        underline, a goal row's frame), hashable."""
        cell = self.position.board[square] if self.position else 0
        mark = self.mark_of(square, cell)
        rank, file = divmod(square, self.files)
        cursor = self.show_cursor and self.has_focus and square == self.cursor
        look = cell_look(
            cell, mark, palette, piece_glyphs_setting(self.app), rank in (0, self.ranks - 1)
        )
        bg = background(mark, (rank + file) % 2 == 1, cursor, palette)
        return look, bg, cursor

    def mark_of(self, square: int, cell: int) -> Mark:
        """Why a square is highlighted (the strongest reason wins)."""
        if square in self.choices:
            return Mark.CHOICE
        if square == self.selected:
            return Mark.SELECTED
        if square in self.targets:
            return Mark.CAPTURE if self._holds_enemy(cell) else Mark.TARGET
        if square in self.last_move:
            return Mark.LAST
        if cell & SHIP_MASK:
            return Mark.SHIP
        return Mark.NONE

    def _holds_enemy(self, cell: int) -> bool:
        """Whether a target square is drawn as a capture (a piece, or a ship not the mover's)."""
        mover = self.position.to_move if self.position else 0
        ship = ship_colour(cell)
        return bool(cell & PIECE_MASK) or (ship is not None and ship != mover)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


__all__ = ["CELL_SIZES", "SetiBoard", "board_size"]


def move_squares(engine: Engine, ply: int) -> frozenset[int]:
    """The squares the ``ply``-th action touched (for the last-move tint); none for meta actions."""
    if ply < 1:
        return frozenset()
    before = engine.states[ply - 1]
    try:
        move = engine.ruleset.parse_action(before, engine.tokens[ply - 1])
    except IllegalAction:
        return frozenset()
    return frozenset(sq for sq in (move.origin, move.target) if sq >= 0)
