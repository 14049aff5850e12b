"""``DecisionList`` (a ``ScrolledRows``): it draws what Textual's ``OptionList`` draws, answers
to the same keys and clicks, scrolls itself with its own bar, and a new list of answers
repaints the rows that changed without laying the screen out again."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.widgets import Input, OptionList

from kemet_tui.tui.widgets.decision_list import DecisionList

CSS = """
DecisionList, OptionList { height: 9; width: 40; padding: 0; }
OptionList { border: tall $border-blurred; }
OptionList:focus { border: tall $border; }
"""


def answers(count: int, label: str = "Answer") -> list[Text]:
    """``count`` answers, every third long enough to wrap in a list 40 cells wide."""
    return [
        Text.assemble(
            (f"{i + 1} ", "bold #ffa62b"),
            f"{label} {i}" + (" with a label long enough to wrap" if i % 3 == 2 else ""),
            (f"  tok:{i}", "dim"),
        )
        for i in range(count)
    ]


class ListsApp(App[None]):
    CSS = CSS

    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[int] = []

    def on_decision_list_selected(self, message: DecisionList.Selected) -> None:
        self.chosen.append(message.index)

    def compose(self) -> ComposeResult:
        yield Input(id="elsewhere")
        yield DecisionList(id="ours")
        yield OptionList(id="textual")


def cells(strips) -> list[list[tuple]]:
    """Every cell of the lines as a terminal shows it: its character, its background and, when
    something is drawn in it, its colour and weight (the segments' split, the mouse's meta and
    what a blank cell cannot show aside)."""
    return [
        [shown(char, segment.style) for segment in strip for char in segment.text]
        for strip in strips
    ]


def shown(char: str, style) -> tuple:
    if style is None:
        return (char, None, None, False)
    colour, background = style.color, style.bgcolor
    if style.reverse:
        colour, background = background, colour
    if not char.strip():
        return (char, background, None, False)
    return (char, background, colour, bool(style.bold))


def drawn(widget) -> list:
    """The widget as Textual draws it whole (frame, background tint and all)."""
    widget.refresh()
    return cells(widget.render_lines(widget.outer_size.region))


def on_screen(widget) -> list:
    """The cells of the screen the widget covers (an ``OptionList``'s bar is a widget of its
    own, drawn over it)."""
    strips = widget.screen._compositor.render_strips()
    region = widget.region
    return cells([strips[y].crop(region.x, region.right) for y in range(region.y, region.bottom)])


@asynccontextmanager
async def our_list(count: int) -> AsyncIterator[tuple[Any, ListsApp, DecisionList]]:
    """An app showing ``count`` answers in our list alone: the pilot, the app, the list."""
    app = ListsApp()
    async with app.run_test(size=(90, 30)) as pilot:
        ours = app.query_one(DecisionList)
        ours.show_answers(answers(count))
        await pilot.pause()
        yield pilot, app, ours


async def show_both(pilot, count: int) -> tuple[DecisionList, OptionList]:
    app = pilot.app
    ours, textual = app.query_one(DecisionList), app.query_one(OptionList)
    ours.show_answers(answers(count))
    textual.add_options(answers(count))
    textual.highlighted = 0
    await pilot.pause()
    return ours, textual


async def test_it_draws_what_an_option_list_draws_focused_or_not_scrolled_or_not():
    app = ListsApp()
    async with app.run_test(size=(90, 30)) as pilot:
        ours, textual = await show_both(pilot, 9)  # more rows than the box: a bar
        assert on_screen(ours) == on_screen(textual)
        focused = []
        for widget in (ours, textual):
            widget.focus()
            await pilot.press("down", "down", "down", "pagedown")
            await pilot.pause()
            focused.append(on_screen(widget))
        assert ours.highlighted == textual.highlighted > 3
        assert ours.top == textual.scroll_offset.y > 0
        assert focused[0] == focused[1]


async def test_a_short_list_has_no_bar_and_uses_the_whole_width():
    app = ListsApp()
    async with app.run_test(size=(90, 30)) as pilot:
        ours, textual = await show_both(pilot, 3)
        assert on_screen(ours) == on_screen(textual)
        assert all(row.cell_length == ours.content_size.width for row in ours.rows)


async def test_the_keys_move_the_highlight_and_enter_chooses():
    async with our_list(12) as (pilot, app, ours):
        ours.focus()
        await pilot.press("end")
        assert ours.highlighted == 11
        assert ours.top == ours.last_top, "the last answer is scrolled into sight"
        await pilot.press("up", "home", "down", "enter")
        await pilot.pause()
        assert app.chosen == [1]
        await pilot.press("pagedown")
        paged = ours.highlighted
        assert ours._starts[paged] - ours._starts[1] >= ours.page - 1, "about a page down"
        await pilot.press("pageup")
        assert ours.highlighted < paged
        await pilot.press("end")
        ours.show_answers(answers(12))
        await pilot.pause()
        assert ours.top == 0 and ours.highlighted == 0, "a new list shows from its top"


async def test_a_click_chooses_the_answer_under_it_even_on_its_second_line():
    async with our_list(4) as (pilot, app, ours):
        second_line_of_answer_2 = ours._starts[2] + 1
        assert ours.answer_at(second_line_of_answer_2) == 2
        await pilot.click(ours, offset=(5, ours.gutter.top + second_line_of_answer_2))
        await pilot.pause()
        assert app.chosen == [2] and ours.highlighted == 2


async def wheel(pilot, widget, event) -> None:
    """One notch of the mouse wheel over ``widget``."""
    await pilot._post_mouse_events([event], widget, offset=(3, 3))
    await pilot.pause()


async def test_the_wheel_and_the_bar_scroll_it():
    async with our_list(20) as (pilot, _app, ours):
        assert ours.top == 0
        await wheel(pilot, ours, events.MouseScrollDown)
        assert ours.top > 0
        await wheel(pilot, ours, events.MouseScrollUp)
        await pilot.pause()
        assert ours.top == 0
        bar_x = ours.gutter.left + ours.content_size.width - 1
        bottom = ours.gutter.top + ours.content_size.height - 1
        await pilot.click(ours, offset=(bar_x, bottom))  # below the thumb: a page down
        await pilot.pause()
        assert ours.top == ours.page
        assert ours.highlighted == 0, "scrolling moves no highlight"


async def test_a_new_list_repaints_the_changed_rows_and_lays_nothing_out():
    async with our_list(5) as (pilot, app, ours):
        ours._exchange_repaint_regions()
        again = answers(5)
        again[3] = Text("4 Another answer")  # one row, as the answer it replaces
        ours.show_answers(again)
        assert not ours._layout_required and not app.screen._layout_required
        ours.flush_redraw()
        rows = {
            y - ours.gutter.top
            for region in ours._exchange_repaint_regions()
            for y in region.line_range
        }
        assert rows == {ours._starts[3]}
        await pilot.pause()
        assert drawn(ours)[ours.gutter.top + ours._starts[3]][1][0] == "4"


def test_a_list_shows_every_answers_token_or_none():
    """Tokens beside their labels for every answer of a list, or for none when one is too
    long to sit there (a list that shows some and not others reads as if they differed)."""
    from kemet_tui.tui.widgets.decision_panel import choice_prompt, shows_tokens

    short = (("act:pray2", "Pray (row 2)"), ("done", "Discard no more DI cards"))
    long = short + (("fight:seth-card-jackal-charge/seth-card-desert-fury", "Play Jackal"),)
    assert shows_tokens(short) and not shows_tokens(long)
    assert choice_prompt(1, "done", "Discard no more", shows_tokens(short)).plain.endswith("done")
    assert "done" not in choice_prompt(1, "done", "Discard no more", shows_tokens(long)).plain
