"""A game screen that has left the screen stack (the title, a new or loaded game took its
place) draws nothing more: a late callback meant for it (a command chosen in the palette, which
Textual runs after the palette closes; a timer; a worker's answer) found its widgets gone and
raised NoMatches (#board, or Textual's Header looking for its HeaderTitle when the title
changed), which stopped the app. Found by the monkey's key-mashing; reached here directly."""

from __future__ import annotations

from kemet_tui.core.paths import autosave_dir
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.game import KemetGameScreen
from kemet_tui.tui.screens.resume import ResumeDialog
from kemet_tui.tui.screens.seti.game import SetiGameScreen
from tests.tui.conftest import saved_game
from tests.tui.kemet_support import FULL, lift, lifted


def command(screen, title: str):
    return next(c.callback for c in screen.app.get_system_commands(screen) if c.title == title)


async def test_a_palette_command_for_a_seti_screen_that_has_gone_does_nothing():
    app = make_app("seti-aleph", seed=1, frozen=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetiGameScreen)
        flip = command(screen, "Flip the board")
        app.show_title()
        await pilot.pause()
        flip()  # what the palette runs after it closes
        screen.sync()
        await pilot.pause()
        assert app.is_running and app._exception is None
        assert not screen.flip or not screen.is_attached


async def test_a_kemet_screen_that_has_gone_sets_no_title_and_draws_nothing():
    app = make_app("kemet-seth", seed=1, options={"alliance_size": 2}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = next(s for s in app.screen_stack if isinstance(s, KemetGameScreen))
        title = screen.sub_title
        app.show_title()
        await pilot.pause()
        screen.sync()
        screen.say("late")
        await pilot.pause()
        assert app.is_running and app._exception is None
        assert screen.sub_title == title, "nothing is drawn on a screen that has left"


async def test_typing_a_move_chosen_in_the_palette_after_the_game_went_does_nothing():
    app = make_app("seti-beth", seed=1, frozen=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        type_a_move = command(screen, "Type a move")
        app.show_title()
        await pilot.pause()
        type_a_move()  # its entry went with the screen's widgets
        await pilot.pause()
        assert app.is_running and app._exception is None


async def test_a_curtain_lifted_for_a_kemet_game_that_went_shows_nothing():
    app = make_app("kemet-seth", seed=1, options={"alliance_size": 2}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, KemetGameScreen))
        app.show_title()
        await pilot.pause()
        screen.take_keyboard()  # the curtain's Enter, handled after the game left
        screen.hand_over()
        await pilot.pause()
        assert app.is_running and app._exception is None
        assert not any(isinstance(s, KemetGameScreen) for s in app.screen_stack)


async def test_a_title_changed_while_the_screen_is_being_removed_stops_nothing():
    """A screen leaving the stack loses its widgets child first: a title set then (in the
    same burst of keys as the move that left) reaches the header after its title widget went.
    Textual's own header raised ``NoMatches 'HeaderTitle'``; the screens' header draws nothing
    then. Reached directly: the title widget removed as the screen's removal does first."""
    from textual.widgets import Header

    from kemet_tui.tui.framework.textual_private import HeaderTitle

    for ruleset, options in (("seti-beth", None), ("kemet-seth", {"alliance_size": 2})):
        app = make_app(ruleset, seed=1, options=options, frozen=True)
        async with app.run_test(size=FULL) as pilot:
            await pilot.pause()
            screen = next(s for s in app.screen_stack if hasattr(s, "engine"))
            header = screen.query_one(Header)
            await header.query_one(HeaderTitle).remove()
            screen.title = "a title nobody sees"
            screen.sub_title = "nor this"
            await pilot.pause(0.2)
            assert app.is_running and app._exception is None, ruleset


async def test_a_dialog_taken_away_as_soon_as_it_came_stops_nothing():
    """A yes/no dialog pushed and popped in one tick (the screen beneath left in the same
    burst of keys) runs its mount handler with its buttons gone: focusing its default answer
    raised ``NoMatches '#no'``."""
    from kemet_tui.tui.screens.dialogs import ConfirmDialog

    app = make_app("seti-beth", seed=1, frozen=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen

        def push_and_leave(safe_default: bool) -> None:
            app.push_screen(ConfirmDialog("Replace file?", "x", safe_default=safe_default))
            app.pop_screen()

        for safe_default in (True, False):
            app.call_later(push_and_leave, safe_default)
            await pilot.pause(0.3)
            assert app.is_running and app._exception is None
            assert app.screen is game


async def test_a_setup_forms_select_changed_while_it_is_being_removed_stops_nothing():
    """The Kemet setup form opened and closed in one burst of keys: a value set or the list
    opened after the select's parts went raised ``NoMatches '#label'`` or ``'SelectOverlay'``
    inside Textual's ``Select`` (found by the random keys' storms of Enter). Reached directly:
    the parts removed as the form's removal does first."""
    from textual.widgets import Select
    from textual.widgets._select import SelectCurrent, SelectOverlay

    app = make_app("seti-beth", seed=1, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        app.ask_new_game("kemet-seth")
        await pilot.pause()
        size = app.screen.query_one("#size", Select)
        await size.query_one(SelectCurrent).remove()
        await size.query_one(SelectOverlay).remove()
        size.value = 3
        size.action_show_overlay()
        await pilot.pause(0.2)
        assert app.is_running and app._exception is None


async def test_page_keys_in_the_burst_that_opens_a_select_stop_nothing():
    """Enter on the setup form's select, then page up and page down at once: the keys reached
    its list before it was laid out, and Textual's page move raised ``KeyError`` (found by
    the random keys' storms of Enter)."""
    from textual import events
    from textual.widgets import Select

    app = make_app("seti-beth", seed=1, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        app.ask_new_game("kemet-seth")
        await pilot.pause()
        app.screen.query_one("#size", Select).focus()
        await pilot.pause()
        for key in ("enter", "pageup", "pagedown", "pageup"):
            event = events.Key(key, "\r" if key == "enter" else None)
            event.set_sender(app)
            app._driver.send_message(event)
        await pilot.pause(0.3)
        assert app.is_running and app._exception is None


async def test_a_mouse_press_on_a_panel_just_removed_stops_nothing():
    """A click that lands on a widget removed in the same tick (its parent gone, the screen not
    yet laid out again) reached Textual's text selection, which read the parent's region:
    ``AttributeError: 'NoneType' object has no attribute 'region'`` (random keys, Kemet N = 5,
    seed 107). The press is forwarded the way Textual forwards it, before the next layout."""
    from textual import events

    app = make_app("kemet-seth", seed=7, frozen=True, options={"alliance_size": 4})
    async with lifted(app) as (pilot, game):
        panel = next(w for w in game.query("Static") if w.region.area and w.parent is not None)
        x, y = panel.region.offset
        await panel.remove()
        assert panel.parent is None
        press = events.MouseDown(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)
        game._forward_event(press)
        await pilot.pause()
        assert app.is_running and app._exception is None


OPENED_FROM_THE_TITLE = {
    "new Seti-Aleph": lambda app: app.ask_new_game("seti-aleph"),
    "new Kemet: Seth": lambda app: app.ask_new_game("kemet-seth"),
    "load": lambda app: app.screen.action_load(),
    "replay": lambda app: app.screen.action_replay(),
    "help": lambda app: app.screen.action_help(),
    "resume": lambda app: app.push_screen(ResumeDialog("seti-aleph", "Seti-Aleph")),
    "settings": lambda app: app.action_settings(),
}


async def test_a_screen_taken_away_in_the_tick_it_came_stops_nothing():
    """A key of a burst opens a form or a screen and the next one takes it away before it
    is mounted: its mount handler found its widgets gone and raised ``NoMatches`` (random
    keys, Kemet N = 5: ``'#name-seth'`` on the setup form). Every screen the title opens."""
    saved_game(
        autosave_dir(), "seti-aleph", ("a1c2",), seed=2, name="seti-aleph-20260102-120000-cccc.json"
    )  # for Resume to open
    for name, opens in OPENED_FROM_THE_TITLE.items():
        app = make_app(frozen=True)
        async with app.run_test(size=FULL) as pilot:
            await pilot.pause()
            title = app.screen

            def open_and_leave() -> None:
                opens(app)
                assert app.screen is not title, name
                app.pop_screen()

            app.call_later(open_and_leave)
            await pilot.pause(0.3)
            assert app.is_running and app._exception is None, name
            assert app.screen is title, name


async def test_help_closed_while_its_tabs_are_being_mounted_stops_nothing():
    """Help opened and closed a few ticks apart (F1 then Esc in one burst): the tabs' mount
    handler made the named first tab active after the tabs had gone, and Textual raised
    ``ValueError: No Tab with id '--content-tab-rules'`` (random keys, Kemet N = 5)."""
    import asyncio

    from kemet_tui.tui.screens.help import HelpScreen
    from kemet_tui.tui.screens.kemet.help import KemetHelpScreen

    for opens in (lambda: HelpScreen("seti-aleph", []), lambda: KemetHelpScreen([])):
        for ticks in range(1, 8):
            app = make_app(frozen=True)
            async with app.run_test(size=FULL) as pilot:
                await pilot.pause()
                app.push_screen(opens())
                for _ in range(ticks):
                    await asyncio.sleep(0)
                app.pop_screen()
                await pilot.pause(0.2)
                assert app.is_running and app._exception is None, ticks


#: screens whose mount handler is safe without the guard, and why
MOUNT_SAFE_UNGUARDED = {
    "ConfirmDialog": "it focuses its default button through query().results(), which finds "
    "nothing once the buttons went",
}


def screens_with_a_mount_handler() -> list[type]:
    """Every screen class of the app that defines its own ``on_mount``."""
    import importlib
    import pkgutil

    from textual.screen import Screen

    import kemet_tui.tui.screens as package

    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)
    found, todo = [], list(Screen.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith("kemet_tui.") and "on_mount" in vars(cls):
            found.append(cls)
    return found


def test_every_screens_mount_handler_runs_only_while_the_screen_is_shown():
    """A new screen must guard its mount handler with ``screens.shown.while_shown`` (a burst of
    keys can take a screen away before its Mount arrives), or say here why it need not."""
    screens = screens_with_a_mount_handler()
    assert len(screens) >= 20
    unguarded = sorted(
        cls.__qualname__
        for cls in screens
        if not hasattr(vars(cls)["on_mount"], "__wrapped__")
        and cls.__name__ not in MOUNT_SAFE_UNGUARDED
    )
    assert not unguarded, f"on_mount without @while_shown: {unguarded}"
