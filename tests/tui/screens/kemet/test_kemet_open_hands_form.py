"""The setup form's open-hands switch: off by default, it says what it reveals when turned on,
and the game it starts shows the members each other's cards with no curtain between them."""

from __future__ import annotations

from textual.widgets import Static, Switch

from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.setup import options_from
from tests.tui.kemet_support import FULL, game, setup_form


def test_the_form_stores_open_hands_only_when_chosen():
    assert "open_hands" not in options_from(2, "", [], ["red", "blue"], False, False)
    assert (
        options_from(2, "", [], ["red", "blue"], False, False, open_hands=True)["open_hands"]
        is True
    )


async def test_the_switch_says_what_it_reveals_and_starts_an_open_hand_game():
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        form = await setup_form(pilot)
        switch = form.query_one("#open-hands", Switch)
        assert switch.value is False, "off by default"
        hint = form.query_one("#setup-hint", Static)
        assert "Seth sees none" not in str(hint.render())
        switch.value = True
        await pilot.pause()
        text = str(hint.render())
        assert "DI cards, battle cards and discards" in text and "Seth sees none" in text
        await pilot.click("#start")
        await pilot.pause()
        screen = game(app)
        assert screen.engine.state.open_hands and screen.engine.options["open_hands"]
        assert isinstance(app.screen, CurtainScreen)
