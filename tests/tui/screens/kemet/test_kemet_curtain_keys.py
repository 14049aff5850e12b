"""Keys meant for the curtain stay with the curtain: a second Enter (a double press, a key
repeat, a burst from the terminal) that arrives as the curtain goes never answers the decision
behind it, whose list has the focus the moment the seat's view is up."""

from __future__ import annotations

from textual import events

from kemet_tui.tui.app import make_app
from kemet_tui.tui.parts.kemet.key_gate import CURTAIN_ECHO
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from tests.tui.kemet_support import FULL, app_for, asked, game, new_engine, play_until


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
        screen.key_gate.echo = CURTAIN_ECHO  # as in a real terminal (a frozen app has none)
        plies = len(screen.engine.plies)
        await pilot.press("enter")
        assert app.screen is screen and screen.decision.options.has_focus
        for after, answered in ((CURTAIN_ECHO / 2, False), (CURTAIN_ECHO * 1.5, True)):
            key = enter()
            key.time = (
                screen.key_gate.view_up_at + after
            )  # the curtain's key pressed again, then later
            app.post_message(key)
            await pilot.pause()
            assert (len(screen.engine.plies) == plies + 1) is answered, (
                f"an Enter {after:.2f} s after the curtain went answered: {not answered}"
            )


async def test_p_on_a_veto_window_curtain_lets_the_card_be_without_the_view_going_up(tmp_path):
    """The curtain before a Veto window offers its pass to whoever it names: p plays
    ``allow`` for that seat, whose view never goes up; a curtain before a turn offers none."""
    engine = play_until(new_engine(2, seed=1), asked("veto"), seed=3)
    seat = engine.to_act
    async with app_for(engine, tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        curtain = pilot.app.screen
        assert isinstance(curtain, CurtainScreen) and "Let it be, without looking" in curtain.hint()
        screen = game(pilot.app)
        went_up = []
        screen.handover.went_up = lambda seat, eyes, claims=(), up=screen.handover.went_up: (
            went_up.append(eyes),
            up(seat, eyes, claims),
        )
        await pilot.press("p")
        await pilot.pause()
        last = screen.engine.plies[-1]
        assert (last.seat, last.token) == (seat, "allow")
        assert seat not in went_up
        if (
            isinstance(pilot.app.screen, CurtainScreen)
            and screen.engine.state.decision.kind != "veto"
        ):
            assert not pilot.app.screen.passing
