"""The command palette survives a burst of keys that reaches it before it is laid out, and its
page keys still page once it is."""

from __future__ import annotations

from textual import events
from textual.command import CommandList

from kemet_tui.tui.app import make_app
from kemet_tui.tui.framework.command_palette import SteadyCommandPalette


def send_burst(app, keys: list[str]) -> None:
    """Queue ``keys`` as a terminal delivers a fast typist's keys: all of them before the app
    has handled the first."""
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(app)
        app._driver.send_message(event)


async def test_page_keys_in_the_burst_that_opens_the_palette_do_not_stop_the_app():
    app = make_app("seti-aleph", seed=0, frozen=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        send_burst(app, ["ctrl+p", "a", "pagedown", "pageup", "pagedown"])
        await pilot.pause(0.3)
        assert app.is_running and app._exception is None
        assert isinstance(app.screen, SteadyCommandPalette)


async def test_page_down_moves_the_highlight_of_a_laid_out_list():
    app = make_app("seti-aleph", seed=0, frozen=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause(0.3)
        commands = app.screen.query_one(CommandList)
        assert commands.option_count > commands.scrollable_content_region.height > 0
        first = commands.highlighted
        await pilot.press("pagedown")
        await pilot.pause()
        assert commands.highlighted > first
        await pilot.press("pageup")
        await pilot.pause()
        assert commands.highlighted == first


async def test_an_enter_storm_on_the_palette_runs_its_first_command_once():
    """ctrl+p, then Enter three times at once: the first Enter highlights "Back to title", the
    second runs it, the third reaches the closing palette and must neither pop the screen
    beneath it nor stop the app (``ScreenStackError``)."""
    app = make_app("seti-aleph", seed=1, frozen=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        send_burst(app, ["ctrl+p"])
        await pilot.pause(0.3)
        send_burst(app, ["enter", "enter", "enter"])
        await pilot.pause(0.3)
        assert app.is_running and app._exception is None
        assert [type(screen).__name__ for screen in app.screen_stack] == ["TitleScreen"]


async def test_a_palette_that_is_not_on_top_pops_nobody_elses_screen():
    """The random keys found the palette dismissing itself while it was no longer the screen
    on top (``ScreenStackError`` with the title alone beneath): it pops only itself."""
    from kemet_tui.tui.screens.dialogs import ConfirmDialog

    app = make_app("seti-aleph", seed=1, frozen=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        send_burst(app, ["ctrl+p"])
        await pilot.pause(0.3)
        palette = app.screen
        assert isinstance(palette, SteadyCommandPalette)
        app.push_screen(ConfirmDialog("Q", "q"))
        await pilot.pause()
        before = list(app.screen_stack)
        palette.dismiss()
        await pilot.pause()
        assert app.screen_stack == before and app._exception is None
        app.show_title()
        await pilot.pause()
        palette.dismiss()  # gone from the stack, the title alone left
        await pilot.pause()
        assert app.is_running and app._exception is None


async def test_the_theme_list_takes_an_enter_storm():
    """The palette's "Change theme" opened Textual's own palette, which an Enter storm made
    pop the screen beneath it (``ScreenStackError``, found by the random keys)."""
    app = make_app("seti-aleph", seed=1, frozen=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.search_themes()
        await pilot.pause(0.3)
        assert isinstance(app.screen, SteadyCommandPalette)
        send_burst(app, ["enter"] * 5)
        await pilot.pause(0.3)
        assert app.is_running and app._exception is None
        assert type(app.screen).__name__ == "SetiGameScreen"


def test_a_page_key_before_the_palette_is_mounted_is_ignored():
    """The burst that opens the palette can bring a page key before its list is mounted."""
    palette = SteadyCommandPalette()
    palette.action_page("down")
    palette.action_page("up")
    assert not palette.query(CommandList)


async def test_a_key_that_finds_no_screen_left_is_dropped():
    """Keys of a burst still queued while the app closes find its screen stack empty."""
    app = make_app("seti-aleph", seed=0, frozen=True)
    assert not app.screen_stack
    await app.on_event(events.Key("pagedown", None))
    assert not app.screen_stack
