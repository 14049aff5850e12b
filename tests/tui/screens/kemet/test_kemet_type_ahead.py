"""Typing ahead while a computer seat thinks: a key typed then is refused with one line, never
kept to be played later and never piled up in the entry."""

from __future__ import annotations

from kemet_tui.tui.app import make_app
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.conftest import settle
from tests.tui.kemet_support import FULL, game
from tests.tui.screens.kemet.test_bots_kemet import LONE_A1


def status(app) -> str:
    return game(app).query_one("#status", StatusLine).message


async def test_keys_typed_while_a_bot_thinks_are_refused_in_one_line_and_not_kept(gated_bots):
    made = gated_bots
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2, "bots": LONE_A1}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain for A1: Seth's bot sets up first
        await pilot.pause()
        screen = game(app)
        assert screen.bot_deciding
        await pilot.press(*"next:a2")
        await pilot.pause()
        assert screen.entry.input.value == "" and not screen.entry.input.has_focus, (
            "nothing piles up in the entry"
        )
        assert status(app).endswith("“2” was not kept: type on your turn."), status(app)
        assert "Seth (Level 1) is thinking" in status(app) and "\n" not in status(app)
        await pilot.press("1")
        assert status(app).endswith("“1” was not kept: type on your turn.")
        for bot in made:
            bot.gate.set()
        await settle(pilot, rounds=3)
        assert screen.engine.plies and {p.seat for p in screen.engine.plies} == {"seth"}, (
            "only the bot's answers were played: nothing typed meanwhile"
        )
        assert screen.entry.input.value == ""


async def test_a_token_in_the_entry_when_a_bot_starts_thinking_goes(gated_bots):
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2, "bots": LONE_A1}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = game(app)
        screen.entry.input.value = "act:move1"  # left there when the bot's turn came
        screen.entry.input.focus()
        await pilot.pause()
        screen.start_bot()
        await pilot.pause()
        assert screen.entry.input.value == "" and not screen.entry.input.has_focus
        await pilot.press(*"troop:a1b")
        await pilot.pause()
        assert screen.entry.input.value == "", "the next token does not pile on"
