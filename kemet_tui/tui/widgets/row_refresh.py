"""Repaint only the rows of a ``render()``-drawn widget that changed.

Textual repaints a ``render()``-drawn widget whole on every ``refresh()``: every row is drawn
again, and a reactive declared with ``layout=True`` (an ``auto`` height) lays the whole screen out
again too. The Kemet side panels change a row or two per action (one seat's PP, which DI cards
are playable, a token placed), yet that whole repaint and relayout was a large share of the time
between a key press and the next frame.

A widget with :class:`RowRefresh` calls :meth:`RowRefresh.redraw` when what it draws may have
changed (its reactives are declared ``repaint=False``; those named in ``REDRAWN_BY`` redraw by
themselves). Once the handler that changed it has
run (several attributes set in a row cost one drawing), the rows are drawn, compared with those
on screen, and only the rows that differ are repainted; the screen is laid out again only when
the number of rows changed. The rows are drawn exactly as Textual draws them (the same
``Visual.to_strips``), so the look is the same. A plain ``refresh()`` (focus, a style, a resize)
still repaints the widget whole.
"""

from __future__ import annotations

from typing import ClassVar, Self

from rich.console import Group
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from kemet_tui.tui.framework.textual_private import count_the_next_layout_ask, no_dirty_regions

#: rows kept per widget (a widget draws a few dozen distinct lines)
ROW_CACHE_SIZE = 128


def text_lines(drawn: object) -> list[Text] | None:
    """The lines of what ``render()`` returned, when it is text (a ``Text`` or a ``Group`` of
    them); ``None`` for anything else (drawn whole)."""
    if isinstance(drawn, Text):
        return drawn.split("\n", allow_blank=True)
    if isinstance(drawn, Group) and all(isinstance(r, Text) for r in drawn.renderables):
        return [line for text in drawn.renderables for line in text_lines(text) or ()]
    return None


def moved_down(strips: list[Strip], rows: int) -> list[Strip]:
    """``strips`` drawn alone, as they are when ``rows`` rows come before them: Textual marks
    every cell with its place in the widget's content (the ``offset`` meta, which text
    selection and clicks read), and a line drawn alone starts at row 0."""
    if not rows:
        return strips
    return [
        Strip([_moved(segment, rows) for segment in strip], strip.cell_length) for strip in strips
    ]


def _moved(segment: Segment, rows: int) -> Segment:
    style = segment.style
    offset = style.meta.get("offset") if style is not None else None
    if offset is None:
        return segment
    x, y = offset
    return Segment(
        segment.text, style + RichStyle.from_meta({"offset": (x, y + rows)}), segment.control
    )


def line_key(line: Text) -> tuple:
    return (
        line.plain,
        tuple(line.spans),
        line.style,
        line.justify,
        line.overflow,
        line.no_wrap,
        line.end,
    )


class DeferredRedraw(Widget):
    """Mixin: a widget that repaints what changed once the running handler is done, so that
    several changes in a row cost one drawing. :meth:`flush_redraw` does the repaint (the
    screen also calls it before it draws out of turn, behind the curtain)."""

    _redraw_asked: bool = False

    def redraw_later(self) -> None:
        """Ask for :meth:`flush_redraw` after the running handler (once, however often)."""
        if not self._redraw_asked:
            self._redraw_asked = True
            self.screen.call_next(self.flush_redraw)

    def flush_redraw(self) -> None:
        """Repaint what changed since :meth:`redraw_later` was asked (nothing otherwise)."""
        if self._redraw_asked:
            self._redraw_asked = False
            self.repaint_changes()

    def repaint_changes(self) -> None:
        raise NotImplementedError


class RowRefresh(DeferredRedraw):
    """Mixin: ``redraw()`` repaints the rows that changed (put it before the widget class)."""

    #: the reactives (declared ``repaint=False``) whose new value redraws the changed rows
    REDRAWN_BY: ClassVar[tuple[str, ...]] = ()

    #: the rows Textual was last given to paint (``None``: draw them all at the next paint)
    _painted: list[Strip] | None = None
    _painted_width: int = -1
    #: lines of text drawn before, by (line, row), for one width and base style (``_row_stamp``)
    _row_cache: dict[tuple, list[Strip]]
    _row_stamp: tuple | None = None

    def on_mount(self) -> None:
        for name in self.REDRAWN_BY:
            self.watch(self, name, lambda _new: self.redraw(), init=False)

    def draw_rows(self, width: int) -> list[Strip]:
        """The widget's content rows at ``width``, drawn the way Textual draws ``render()``;
        a line of text drawn before (same text, styles and width) is not drawn again."""
        drawn = self.render()
        lines = text_lines(drawn)
        style = self.visual_style
        if lines is None:
            return Visual.to_strips(self, visualize(self, drawn), width, None, style)
        cache = self._row_cache_for(width, style)
        rows: list[Strip] = []
        for line in lines:
            key = (line_key(line), len(rows))  # the row: the strips carry it (mouse offsets)
            strips = cache.get(key)
            if strips is None:
                strips = Visual.to_strips(self, visualize(self, line), width, None, style)
                strips = cache[key] = moved_down(strips, len(rows))
            rows += strips
        return rows

    def _row_cache_for(self, width: int, style: object) -> dict[tuple, list[Strip]]:
        """The drawn lines at this width and base style (a new one when either changed)."""
        stamp = (width, style)
        if self._row_stamp != stamp or len(self._row_cache) > ROW_CACHE_SIZE:
            self._row_stamp, self._row_cache = stamp, {}
        return self._row_cache

    def redraw(self) -> None:
        """What ``render()`` draws may have changed: once the running handler is done, repaint
        the rows that did (or the whole widget, if it was never painted)."""
        if self._painted is None or not self.is_attached:
            self.measure_again()
            return
        self.redraw_later()

    def repaint_changes(self) -> None:
        """Compare the rows now with the painted ones and ask Textual to repaint the changed
        ones."""
        width = self.content_size.width
        old = self._painted
        if old is None or width != self._painted_width or not width:
            self.measure_again()
            return
        new = self.draw_rows(width)
        if len(new) != len(old):
            self.measure_again()
            return
        self._painted = new
        repaint_changed_rows(self, old, new)

    def measure_again(self) -> None:
        """Repaint the widget whole and lay the screen out with the widget measured anew.
        Textual keeps a widget's measurement (its box model) until the widget asks for a
        layout, and counts only the first ask until the widget has handled it on idle: a
        measurement taken in between (showing a widget reads its region, which lays the
        screen out; the screen laid out behind the curtain) was kept for good, with the
        height of the rows drawn before (a player's own DI cards cut off the panel)."""
        count_the_next_layout_ask(self)  # the measurement taken before is dropped
        self.refresh(layout=True)

    def refresh(
        self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False
    ) -> Self:
        if repaint and not regions:  # a whole repaint: every row is drawn again
            self._painted = None
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The number of rows: the rows drawn for the screen when they are at this width (a
        row repaint would otherwise make Textual draw the whole widget again to measure it at
        the next layout)."""
        if self._painted is not None and width == self._painted_width:
            return len(self._painted)
        rows = self.draw_rows(width)
        if self._painted is None:  # the whole widget is to be painted anyway: keep them
            self._painted, self._painted_width = rows, width
        return len(rows)

    def render_line(self, y: int) -> Strip:
        width = self.content_size.width
        if self._painted is None or width != self._painted_width:
            self._painted, self._painted_width = self.draw_rows(width), width
        no_dirty_regions(self)  # Textual's whole-widget render cache is not used
        if y < len(self._painted):
            return self._painted[y]
        return Strip.blank(width, self.visual_style.rich_style)


def repaint_changed_rows(widget: Widget, old: list[Strip], new: list[Strip]) -> None:
    """Ask Textual to repaint the content rows of ``widget`` where ``new`` differs from
    ``old`` (as many rows each), and no others."""
    width = widget.content_size.width
    changed = [
        y
        for y, (was, now) in enumerate(zip(old, new, strict=True))
        if was is not now and was != now
    ]
    if changed:
        widget.refresh(*(Region(0, y, width, 1) for y in changed))


def flush_redraws(root: Widget) -> None:
    """Run the pending redraws of ``root``'s widgets now (before a screen is laid out and drawn
    by hand)."""
    for widget in root.query(DeferredRedraw):
        widget.flush_redraw()


__all__ = ["DeferredRedraw", "RowRefresh", "flush_redraws", "repaint_changed_rows"]
