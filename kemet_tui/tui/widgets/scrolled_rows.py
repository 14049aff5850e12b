"""A box of fixed size that shows rows of text, scrolls them itself and draws its own scroll bar.

Textual's scrolling widgets (``OptionList``, ``RichLog``) keep a virtual size, and every new
content changes it: that lays the whole screen out again (about 2 ms at 160 × 50) and redraws
the widget whole, on every action of a game, to show a list of answers or one more log line.
The decision list and the log take a fixed share of the side panel whatever they hold, so they
need none of it: a :class:`ScrolledRows` draws its rows (a subclass says how, at a width, and
keeps the drawn rows of the lines it saw before), shows those from ``top``, draws the bar in its
last columns the way Textual draws a scroll bar (the same ``ScrollBarRender``, colours and
width from the ``scrollbar-*`` styles), and repaints only the rows on screen that changed.

The wheel, a click on the bar (a page up or down, as Textual's bar does) and dragging its thumb
scroll it; a subclass binds the keys.
"""

from __future__ import annotations

from typing import ClassVar, Self

from rich.segment import Segment
from textual import events
from textual.geometry import Region
from textual.scrollbar import ScrollBarRender
from textual.strip import Strip

from kemet_tui.tui.framework.textual_private import no_dirty_regions
from kemet_tui.tui.widgets.row_refresh import DeferredRedraw, repaint_changed_rows

#: rows moved by one notch of the mouse wheel
WHEEL_ROWS = 2


class ScrolledRows(DeferredRedraw):
    """Rows of text in a box of fixed size, scrolled from ``top``; a bar when they overflow."""

    DEFAULT_CSS = """
    ScrolledRows { height: 1fr; }
    """

    #: the bar is always there (a log), or only when the rows overflow the box (a list)
    BAR_ALWAYS: ClassVar[bool] = False

    #: the first row shown
    top: int = 0
    #: the last row stays in sight (a log following its newest line, across a resize too)
    at_end: bool = False
    #: the rows drawn for the current content, at ``_rows_width``; ``None``: to be drawn
    _rows: list[Strip] | None = None
    _rows_width: int = -1
    _bar_shown: bool = False
    #: the lines last handed to Textual (rows, padding and bar); ``None``: draw them all again
    _shown: list[Strip] | None = None
    #: the thumb is held by the mouse: (row grabbed on the bar, ``top`` then)
    _grab: tuple[int, int] | None = None

    # --- what a subclass provides ------------------------------------------------------------
    def draw_rows(self, width: int) -> list[Strip]:
        """Every row of the content drawn at ``width`` cells (narrower rows are padded)."""
        raise NotImplementedError

    def row_style(self):
        """The Rich style of the cells no row covers."""
        return self.visual_style.rich_style

    # --- changes -----------------------------------------------------------------------------
    def rows_changed(self) -> None:
        """The content changed: its rows are drawn again once the running handler is done,
        and the lines on screen that differ are repainted."""
        self._rows = None
        self._redraw()

    def scroll_to_row(self, top: int) -> None:
        """Show the rows from ``top`` (kept within the content)."""
        self.at_end = top >= self.last_top
        if top != self.top:
            self.top = top
            self._redraw()

    def scroll_to_end(self) -> None:
        """Show the last rows, and keep them in sight (new rows, a new size)."""
        self.at_end = True
        self._redraw()

    def _redraw(self) -> None:
        if self._shown is None or not self.is_attached:
            self.refresh()
        else:
            self.redraw_later()

    def repaint_changes(self) -> None:
        old = self._shown
        if old is None:
            return
        new = self._box_lines()
        if len(new) != len(old):
            self.refresh()
            return
        self._shown = new
        repaint_changed_rows(self, old, new)

    def refresh(
        self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False
    ) -> Self:
        if repaint and not regions:  # a whole repaint (a style, the focus, a new size)
            self._shown = self._rows = None
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    # --- geometry ----------------------------------------------------------------------------
    @property
    def rows(self) -> list[Strip]:
        """The content's rows as drawn for the box now (all of them, shown or scrolled out)."""
        self._draw_for_box()
        return self._rows or []

    @property
    def page(self) -> int:
        """Rows the box shows at once."""
        return max(1, self.content_size.height)

    @property
    def last_top(self) -> int:
        """The ``top`` that shows the last row at the bottom of the box."""
        return max(0, len(self.rows) - self.page)

    def _bar_width(self) -> int:
        return self.styles.scrollbar_size_vertical

    def _draw_for_box(self) -> None:
        """Draw the rows for the box's width: the whole width, or less the bar when they
        overflow (or the bar is always there)."""
        width, height = self.content_size
        if self._rows is not None and self._rows_width == width:
            return
        bar = self._bar_width()
        rows = None if self.BAR_ALWAYS else self.draw_rows(width)
        self._bar_shown = rows is None or len(rows) > height
        if self._bar_shown:
            rows = self.draw_rows(max(1, width - bar))
        self._rows, self._rows_width = rows, width

    # --- drawing -----------------------------------------------------------------------------
    def _box_lines(self) -> list[Strip]:
        """The lines of the box: the rows from ``top``, padded to the box, and the bar."""
        self._draw_for_box()
        rows = self._rows or []
        width, height = self.content_size
        if self.at_end:
            self.top = len(rows) - height
        self.top = max(0, min(self.top, len(rows) - height))
        bar = self._bar_width() if self._bar_shown else 0
        row_width, style = max(0, width - bar), self.row_style()
        shown = rows[self.top : self.top + height]
        lines = [row.crop_extend(0, row_width, style) for row in shown]
        lines += [Strip.blank(row_width, style)] * (height - len(lines))
        if not bar:
            return lines
        cells = self._bar_cells(height, len(rows))
        return [Strip([*line, cell], width) for line, cell in zip(lines, cells, strict=True)]

    def _bar_cells(self, height: int, rows: int) -> list[Segment]:
        """The bar's cell of each line, drawn as Textual draws a vertical scroll bar."""
        styles = self.styles
        background, colour = styles.scrollbar_background, styles.scrollbar_color
        if background.a < 1:
            background = self.background_colors[0] + background
        colour = background + colour
        bar = ScrollBarRender.render_bar(
            size=height,
            virtual_size=rows,
            window_size=height if height < rows else 0,
            position=self.top,
            thickness=self._bar_width(),
            vertical=True,
            back_color=background.rich_color,
            bar_color=colour.rich_color,
        )
        return bar.segments

    def render_line(self, y: int) -> Strip:
        if self._shown is None or len(self._shown) != self.content_size.height:
            self._shown = self._box_lines()
        no_dirty_regions(self)  # Textual's whole-widget render cache is not used
        if y < len(self._shown):
            return self._shown[y]
        return Strip.blank(self.content_size.width, self.row_style())

    # --- the mouse ---------------------------------------------------------------------------
    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.scroll_to_row(min(self.last_top, self.top + WHEEL_ROWS))

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.scroll_to_row(max(0, self.top - WHEEL_ROWS))

    def on_bar(self, event: events.MouseEvent) -> int | None:
        """The line of the bar under the mouse (``None``: not on the bar)."""
        offset = event.get_content_offset(self)
        if not self._bar_shown or offset is None:
            return None
        if offset.x < self.content_size.width - self._bar_width():
            return None
        return offset.y

    def thumb(self) -> range:
        """The lines of the bar the thumb covers."""
        rows, height = len(self.rows), self.page
        if rows <= height:
            return range(0, height)
        size = max(1, round(height * height / rows))
        start = round((height - size) * self.top / max(1, rows - height))
        return range(start, start + size)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        line = self.on_bar(event)
        if line is None:
            return
        event.stop()
        thumb = self.thumb()
        if line in thumb:
            self._grab = (line, self.top)
            self.capture_mouse()
        elif line < thumb.start:
            self.scroll_to_row(max(0, self.top - self.page))
        else:
            self.scroll_to_row(min(self.last_top, self.top + self.page))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        if self._grab is None:
            return
        line, top = self._grab
        moved = event.get_content_offset_capture(self).y - line
        rows_per_line = len(self.rows) / self.page
        self.scroll_to_row(max(0, min(self.last_top, top + round(moved * rows_per_line))))

    def on_mouse_up(self, event: events.MouseUp) -> None:
        if self._grab is not None:
            self._grab = None
            self.release_mouse()
            event.stop()


__all__ = ["ScrolledRows"]
