"""The Seti board: squares, pieces and ships, a keyboard cursor, highlights; clicks and keys out.

The board never touches the game. Its screen hands it a position and the squares to highlight
(attributes down); the board answers with :class:`SetiBoard.SquareSelected` when a square is
picked by Enter, space or a click (messages up). It only owns what is purely visual: the cursor,
the scale and the orientation it was told to use.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from kemet_tui.rules.seti.board import PIECE_MASK, SHIP_MASK, ship_colour
from kemet_tui.rules.seti.state import SetiState
from kemet_tui.tui.widgets.glyphs import Mark, background, cell_look, cell_styles

#: (cell width, cell height) for each scale; the screen picks the largest that fits
CELL_SIZES = {1: (5, 1), 2: (7, 2), 3: (9, 3)}
LABEL_WIDTH = 3
LABEL_STYLE = Style(color="#8a93a6")
LABEL_STRONG = Style(color="#d7dce6", bold=True)


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
    cursor: reactive[int] = reactive(0)
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

    # --- drawing -------------------------------------------------------------------------
    def render(self) -> Text:
        lines = [self._file_labels()]
        width, height = CELL_SIZES[self.scale]
        for row in range(self.ranks):
            for line in range(height):
                lines.append(self._rank_line(row, line, width, height))
        lines.append(self._file_labels())
        return Text("\n").join(lines)

    def _file_labels(self) -> Text:
        width = CELL_SIZES[self.scale][0]
        text = Text(" " * LABEL_WIDTH)
        for column in range(self.files):
            file = self.files - 1 - column if self.flipped else column
            text.append(chr(ord("a") + file).center(width), LABEL_STYLE)
        text.append(" " * LABEL_WIDTH)
        return text

    def _rank_line(self, row: int, line: int, width: int, height: int) -> Text:
        rank = self.square_at(row, 0) // self.files
        centre = line == height // 2
        label = f"{rank + 1:>2} " if centre else " " * LABEL_WIDTH
        strong = rank in (0, self.ranks - 1)
        text = Text(label, LABEL_STRONG if strong else LABEL_STYLE)
        for column in range(self.files):
            self._append_cell(text, self.square_at(row, column), centre, width)
        text.append(f" {rank + 1:<2}" if centre else " " * LABEL_WIDTH, LABEL_STRONG if strong else LABEL_STYLE)
        return text

    def _append_cell(self, text: Text, square: int, centre: bool, width: int) -> None:
        cell = self.position.board[square] if self.position else 0
        mark = self.mark_of(square, cell)
        rank, file = divmod(square, self.files)
        cursor = self.show_cursor and self.has_focus and square == self.cursor
        bg = background(mark, (rank + file) % 2 == 1, cursor)
        look = cell_look(cell, mark)
        pad, ship, piece = cell_styles(look, bg)
        if not centre:
            text.append(" " * width, pad)
            return
        side = (width - 3) // 2
        text.append(" " * side, pad)
        text.append(look.left, ship)
        text.append(look.middle, piece)
        text.append(look.right, ship)
        text.append(" " * (width - 3 - side), pad)

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
