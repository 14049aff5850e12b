"""Keys meant for the curtain stay with the curtain: a second Enter (a double press, a key
repeat, a burst from the terminal) that arrives as the curtain goes never answers the decision
behind it, whose list has the focus the moment the seat's view is up."""

from __future__ import annotations

from textual import events

from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.game_keys import CURTAIN_ECHO
from tests.tui.kemet_support import FULL, game


def new_app():
    return make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)


def enter() -> events.Key:
    return events.Key("enter", None)


async def test_two_enters_at_the_curtain_lift_it_and_answer_nothing():
    app = new_app()
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        screen = game(app)
        plies = len(screen.engine.plies)
        app.post_message(enter())  # both sent before the first is read: the terminal's burst
        app.post_message(enter())
        await pilot.pause()
        await pilot.pause()
        assert app.screen is screen and screen.viewer == "seth"
        assert len(screen.engine.plies) == plies, "the second Enter answered the decision"
        assert screen.engine.state.decision is not None and screen.deciding


async def test_an_enter_just_after_the_curtain_answers_nothing_a_later_one_does():
    app = new_app()
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = game(app)
        screen.curtain_echo = CURTAIN_ECHO  # as in a real terminal (a frozen app has none)
        plies = len(screen.engine.plies)
        await pilot.press("enter")
        assert app.screen is screen and screen.decision.options.has_focus
        for after, answered in ((CURTAIN_ECHO / 2, False), (CURTAIN_ECHO * 1.5, True)):
            key = enter()
            key.time = screen.view_up_at + after  # the curtain's key pressed again, then later
            app.post_message(key)
            await pilot.pause()
            assert (len(screen.engine.plies) == plies + 1) is answered, \
                f"an Enter {after:.2f} s after the curtain went answered: {not answered}"
