"""The move log of the seat at the keyboard, written line by line as the game goes on.

Each seat reads its own log (``panels.ply_line``), so the log is rewritten when the seat at the
keyboard changes or an undo shortened it; otherwise the plies not written yet are added. It
shows its last lines and scrolls back with the keys, the wheel or its bar (a
:class:`ScrolledRows`: a new line repaints the lines that moved and lays nothing out again).
A ply's line wrapped before, at the same width, is not wrapped again, and a resize wraps the
lines again at the new width.
Rewriting it for the next seat is the part of lifting a curtain that costs most, so it can be
done beforehand, while the curtain is up (:meth:`SeatLog.prepare`): the lines are made and
wrapped off screen and kept aside, and shown only by :meth:`SeatLog.show` for that seat.
"""

from __future__ import annotations

from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.strip import Strip

from kemet_tui.core import Engine
from kemet_tui.tui.looks.recolour import themed_line_filters
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.seats import SeatStyle
from kemet_tui.tui.widgets.row_refresh import line_key
from kemet_tui.tui.widgets.scrolled_rows import ScrolledRows

#: plies written when the log is rewritten (older ones scroll out of any panel anyway)
KEEP = 30
#: plies the log holds as the game goes on (the oldest go first)
HELD = KEEP * 4
#: wrapped lines kept for reuse: the lines held and a prepared log or two (a line drawn
#: holds its strips and the crops Textual keeps of them: a game's worth grew the memory)
WRAPPED_KEPT = HELD + 2 * KEEP


class SeatLog(ScrolledRows, can_focus=True):
    """The plies as one seat may read them; :meth:`show` brings it up to date."""

    def get_line_filters(self):  # noqa: ANN201 - Textual's signature
        """Kemet's colours redrawn for the theme (``tui/looks/recolour.py``)."""
        return themed_line_filters(self)

    DEFAULT_CSS = """
    SeatLog {
        background: $surface;
        color: $foreground;
        scrollbar-size-vertical: 1;
        &:focus { background-tint: $foreground 5%; }
    }
    """
    BAR_ALWAYS = True

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "scroll_by(-1)", "Scroll up", show=False),
        Binding("down", "scroll_by(1)", "Scroll down", show=False),
        Binding("pageup", "scroll_page(-1)", "Page up", show=False),
        Binding("pagedown", "scroll_page(1)", "Page down", show=False),
        Binding("home", "scroll_home", "Oldest", show=False),
        Binding("end", "scroll_end", "Newest", show=False),
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        #: whose log is written (``False``: nobody's, the log is blank) and up to which ply
        self._seat: str | None | bool = False
        self._count = 0
        #: the lines written, oldest first
        self._lines: list[Text] = []
        #: (seat, plies, lines) made ahead for the next seat; never shown before
        self._prepared: tuple[str | None, int, list[Text]] | None = None
        self._wrapped: dict[tuple, list[Strip]] = {}

    @property
    def lines(self) -> list[Text]:
        """The lines the log holds (scrolled out or not)."""
        return list(self._lines)

    def blank(self) -> None:
        """Empty the log (behind the curtain)."""
        if self._seat is not False:
            self._seat, self._count = False, 0
            self._write([])

    def show(
        self,
        engine: Engine,
        seat: str | None,
        looks: dict[str, SeatStyle],
        labels: dict[tuple[int, str], str],
    ) -> None:
        """Add the plies not written yet, or rewrite the log for another seat."""
        plies = len(engine.plies)
        if seat == self._seat and plies == self._count:
            return
        prepared, self._prepared = self._prepared, None
        if seat == self._seat and self._count <= plies and self._count:
            added = self.text_lines(engine, seat, looks, labels, self._count, plies)
            self._write((self._lines + added)[-HELD:])
        elif prepared is not None and prepared[:2] == (seat, plies):
            self._write(prepared[2])
        else:
            start = max(0, plies - KEEP)
            self._write(self.text_lines(engine, seat, looks, labels, start, plies))
        self._seat, self._count = seat, plies

    def prepare(
        self,
        engine: Engine,
        seat: str | None,
        looks: dict[str, SeatStyle],
        labels: dict[tuple[int, str], str],
    ) -> None:
        """Make and wrap, off screen, the log ``seat`` will read when it takes the keyboard
        (the curtain is up meanwhile): :meth:`show` then only hands the lines over."""
        plies = len(engine.plies)
        lines = self.text_lines(engine, seat, looks, labels, max(0, plies - KEEP), plies)
        self._prepared = (seat, plies, lines)
        if self.size:
            width = max(1, self.content_size.width - self._bar_width())
            style = self.rich_style
            for line in lines:
                self._wrap(line, width, style)

    @staticmethod
    def text_lines(
        engine: Engine,
        seat: str | None,
        looks: dict[str, SeatStyle],
        labels: dict[tuple[int, str], str],
        start: int,
        plies: int,
    ) -> list[Text]:
        """The lines of plies ``start`` to ``plies`` as ``seat`` reads them ("No actions yet."
        before the first)."""
        if not plies:
            return [panels.no_actions()]
        return [
            panels.ply_line(engine, index, seat, looks, labels) for index in range(start, plies)
        ]

    def _write(self, lines: list[Text]) -> None:
        """Hold ``lines`` and show the last of them."""
        self._lines = lines
        self._rows = None
        self.scroll_to_end()

    # --- drawing -----------------------------------------------------------------------------
    def row_style(self):
        """The widget's own style, as ``RichLog`` pads its lines."""
        return self.rich_style

    def draw_rows(self, width: int) -> list[Strip]:
        rows: list[Strip] = []
        style = self.rich_style  # worked out from the ancestors' styles: once
        for line in self._lines:
            rows += self._wrap(line, width, style)
        if len(self._wrapped) > WRAPPED_KEPT:  # keep the lines drawn now, let the rest go
            kept = {(line_key(line), width, style) for line in self._lines}
            self._wrapped = {k: v for k, v in self._wrapped.items() if k in kept}
        return rows

    def _wrap(self, line: Text, width: int, style: Style) -> list[Strip]:
        """``line`` wrapped at ``width`` cells, as a Rich console renders it, over the log's
        own ``style`` (as ``RichLog`` draws it)."""
        key = (line_key(line), width, style)
        strips = self._wrapped.get(key)
        if strips is None:
            console = self.app.console
            rendered = console.render(line, console.options.update_width(width))
            strips = [
                strip.apply_style(style)
                for strip in Strip.from_lines(list(Segment.split_lines(rendered)))
            ]
            self._wrapped[key] = strips
        return strips

    # --- keys --------------------------------------------------------------------------------
    def action_scroll_by(self, rows: int) -> None:
        self.scroll_to_row(max(0, min(self.last_top, self.top + rows)))

    def action_scroll_page(self, direction: int) -> None:
        self.action_scroll_by(direction * self.page)

    def action_scroll_home(self) -> None:
        self.scroll_to_row(0)

    def action_scroll_end(self) -> None:
        self.scroll_to_row(self.last_top)
