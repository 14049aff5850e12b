"""``RowRefresh``: a redraw repaints the rows that changed, and only those; what is on screen is
what a whole repaint would draw; a new number of rows lays the screen out again."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.reactive import reactive
from textual.visual import Visual, visualize
from textual.widget import Widget

from kemet_tui.tui.widgets.row_refresh import RowRefresh, text_lines


class Lines(RowRefresh, Widget):
    """As many rows as ``rows`` says, each drawn in its own colour."""

    DEFAULT_CSS = "Lines { height: auto; border: round white; padding: 0 1; }"
    REDRAWN_BY = ("rows",)
    rows: reactive[tuple[str, ...]] = reactive(("alpha", "beta", "gamma"), repaint=False)

    def render(self) -> Text:
        return Text("\n").join(
            Text(row, style="bold #e8c35a" if row.isupper() else "#8a93a6") for row in self.rows
        )


class LinesApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Lines()


@asynccontextmanager
async def shown_lines() -> AsyncIterator[tuple[Any, Lines]]:
    """An app showing a ``Lines`` widget, laid out and painted: the pilot and the widget."""
    app = LinesApp()
    async with app.run_test(size=(30, 10)) as pilot:
        widget = app.query_one(Lines)
        await pilot.pause()
        yield pilot, widget


def whole(widget: Lines) -> list:
    """The rows as Textual draws the widget whole (what the rows must match)."""
    width = widget.content_size.width
    return Visual.to_strips(
        widget, visualize(widget, widget.render()), width, None, widget.visual_style
    )


def repainted_rows(widget: Lines) -> set[int]:
    """The content rows the widget asked Textual to repaint (and forgets them)."""
    rows = {
        y - widget.gutter.top
        for region in widget._exchange_repaint_regions()
        for y in region.line_range
    }
    return rows


async def test_a_redraw_repaints_only_the_rows_that_changed():
    async with shown_lines() as (pilot, widget):
        widget.rows = ("alpha", "BETA", "gamma")
        await pilot.pause(0.05)
        assert widget._painted == whole(widget)
        widget.rows = ("alpha", "beta", "gamma")
        widget.flush_redraw()
        assert repainted_rows(widget) == {1}


async def test_what_is_drawn_is_what_a_whole_repaint_draws():
    async with shown_lines() as (pilot, widget):
        for rows in (("ONE", "two", "three"), ("one", "TWO", "three"), ("x", "y", "Z")):
            widget.rows = rows
            await pilot.pause()
            assert [widget.render_line(y) for y in range(3)] == whole(widget)


async def test_a_new_number_of_rows_lays_the_screen_out_again():
    async with shown_lines() as (pilot, widget):
        assert widget.size.height == 3
        widget.rows = ("one", "two", "three", "four", "five")
        await pilot.pause()
        assert widget.size.height == 5
        assert [widget.render_line(y) for y in range(5)] == whole(widget)


async def test_several_changes_in_one_handler_draw_once():
    async with shown_lines() as (pilot, widget):
        drawn = []
        original = widget.draw_rows
        widget.draw_rows = lambda width: drawn.append(width) or original(width)
        widget.rows = ("A", "b", "c")
        widget.rows = ("a", "B", "c")
        widget.rows = ("a", "b", "C")
        await pilot.pause()
        assert len(drawn) == 1
        assert [widget.render_line(y) for y in range(3)] == whole(widget)


def test_text_is_cut_into_its_lines_and_other_renderables_are_drawn_whole():
    from rich.console import Group
    from rich.table import Table

    assert [t.plain for t in text_lines(Text("a\nb\n\nc"))] == ["a", "b", "", "c"]
    assert [t.plain for t in text_lines(Group(Text("a\nb"), Text("c")))] == ["a", "b", "c"]
    assert text_lines(Table()) is None
