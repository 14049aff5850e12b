"""The Kemet screen's keys and focus: digits choose from anywhere, ``0`` + a letter past the
ninth answer, every Tab stop shows its focus, Tab leaves the map, focus survives a resize."""

from __future__ import annotations

from textual.widgets import Input

from kemet_tui.tui.widgets.kemet import KemetBoard
from tests.tui.kemet_support import (
    COMPACT,
    FULL,
    app_for,
    asked,
    game,
    lift,
    new_engine,
    play_until,
)


def a2_acts():
    """A member chooses an action space from ten answers or more (the tenth: ``0a``)."""
    choosing = asked("member-action")
    return play_until(
        new_engine(2, seed=5),
        lambda engine: choosing(engine) and len(engine.legal_tokens()) >= 10,
        seed=5,
    )


def status(screen) -> str:
    return str(screen.query_one("#status").message)


async def test_digits_choose_from_the_map_and_0_then_a_letter_past_nine(tmp_path):
    app = app_for(a2_acts(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        tokens = screen.decision.tokens
        assert len(tokens) >= 10
        await pilot.press("f2")
        screen.board.focus()
        await pilot.pause()
        before = len(screen.engine.plies)
        await pilot.press("0", "a")
        await pilot.pause()
        assert screen.engine.plies[before].token == tokens[9], "0a is the tenth answer"


async def test_a_digit_works_with_the_map_focused(tmp_path):
    app = app_for(a2_acts(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        first = screen.decision.tokens[0]
        await pilot.press("f2")
        screen.board.focus()
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert screen.engine.tokens[-1] == first


async def test_tab_leaves_the_map_and_every_stop_shows_its_focus(tmp_path):
    app = app_for(a2_acts(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        chain = [w.id for w in screen.focus_chain]
        assert "view-actions" not in chain, "a scrolling frame draws no focus: no Tab stop"
        await pilot.press("f2")
        screen.board.focus()
        await pilot.pause()
        await pilot.press("tab")
        await pilot.pause()
        assert not isinstance(screen.focused, KemetBoard), "Tab goes on to the next widget"
        for widget in screen.focus_chain:
            if isinstance(widget, (Input, KemetBoard)):
                continue  # a text cursor, the map's cursor box
            screen.set_focus(None)
            await pilot.pause()
            blurred = widget.styles.border_top
            screen.set_focus(widget)
            await pilot.pause()
            assert widget.styles.border_top != blurred, f"{widget.id} shows no focus"


async def test_focus_comes_back_after_a_resize(tmp_path):
    app = app_for(a2_acts(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.resize_terminal(*COMPACT)
        await pilot.pause()
        await pilot.pause()
        assert screen.focused is not None, "the keys work again without an Esc"
        first = screen.decision.tokens[0]
        await pilot.press("enter")
        await pilot.pause()
        assert screen.engine.tokens[-1] == first
