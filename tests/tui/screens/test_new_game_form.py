"""The Seti new-game form: Enter starts the game from any field, as its button says, and the
footer shows the form's keys, not the title's."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Select, Switch
from textual.widgets._footer import FooterKey

from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.new_game import NewGameDialog
from tests.tui.conftest import SIZE, game_screen


async def open_form(pilot) -> NewGameDialog:
    await pilot.press("down", "n")  # Seti-Aleph, the second game of the picker
    await pilot.pause()
    form = pilot.app.screen
    assert isinstance(form, NewGameDialog)
    return form


@pytest.mark.parametrize(
    "field", ["#name-1", "#name-2", "#by-lot", "#repetition", "#seat-white", "#seat-brown", "#seed"]
)
async def test_enter_in_any_field_starts_the_game(field):
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot)
        form.query_one("#seed", Input).value = "5"
        form.query_one(field).focus()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        engine = game_screen(app).engine
        assert engine.seed == 5
        assert engine.state.repetition_draw is True, "Enter on a switch does not toggle it"
        assert "bots" not in engine.options, "Enter on a menu does not change it"


async def test_space_still_toggles_a_switch_and_opens_a_menu():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot)
        form.query_one("#by-lot").focus()
        await pilot.press("space")
        assert form.query_one("#by-lot", Switch).value is True
        form.query_one("#seat-brown").focus()
        await pilot.press("space")
        await pilot.pause()
        assert form.query_one("#seat-brown", Select).expanded
        await pilot.press("down", "enter")  # the open menu takes Enter for its choice
        await pilot.pause()
        assert isinstance(app.screen, NewGameDialog)
        assert form.query_one("#seat-brown", Select).value != "human"


async def test_the_footer_shows_the_forms_keys():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot)
        keys = {key.description for key in form.query(FooterKey)}
        assert {"Start", "Cancel"} <= keys
        assert not keys & {"Resume", "Load", "Replay", "New game"}
