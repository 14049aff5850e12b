"""A game screen that has left the screen stack (the title, a new or loaded game took its
place) draws nothing more: a late callback meant for it (a command chosen in the palette, which
Textual runs after the palette closes; a timer; a worker's answer) found its widgets gone and
raised NoMatches (#board, or Textual's Header looking for its HeaderTitle when the title
changed), which stopped the app. Found by the monkey's key-mashing; reached here directly."""

from __future__ import annotations

from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.game import SetiGameScreen
from kemet_tui.tui.screens.kemet.game import KemetGameScreen
from tests.tui.kemet_support import FULL, lift


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
