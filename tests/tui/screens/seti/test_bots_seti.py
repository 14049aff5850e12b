"""Playing Seti against the computer: the bot thinks in a worker, the UI stays usable, records
remember who is a bot. Bots are seeded from the game, so their replies are the same every run."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Select

from kemet_tui.bots import make_bot
from kemet_tui.core import Engine
from kemet_tui.core.storage import load_engine, save_engine
from kemet_tui.rules.seti.options import SetiOptions
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.help import HelpScreen
from kemet_tui.tui.screens.new_game import NewGameDialog
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.conftest import SIZE, GatedBot, game_app, game_screen, settle, type_move

VS_LEVEL_1 = {"bots": {"brown": "seti:1"}}


def expected_reply(
    tokens: tuple[str, ...], spec: str = "seti:1", seed: int = 1, seat: str = "brown"
) -> str:
    """What the bot answers after ``tokens``, asked outside the UI."""
    engine = Engine("seti-aleph", seed)
    for token in tokens:
        engine.play_token(token)
    bot, state = make_bot(spec, seed), engine.state
    action = bot.choose(engine.ruleset, engine.view(seat), engine.legal_actions(), seat)
    return engine.ruleset.format_action(state, action)


def status_text(app) -> str:
    return str(app.screen.query_one("#status", StatusLine).render())


def test_bots_option_is_read_from_the_command_line_forms():
    assert SetiOptions.model_validate({"bots": "brown:seti:3"}).bots == {"brown": "seti:3"}
    both = SetiOptions.model_validate({"bots": ["white:random", "brown:greedy"]})
    assert both.bots == {"white": "random", "brown": "greedy"}
    assert SetiOptions().bots == {}


async def test_a_human_move_is_answered_by_the_bot():
    app = game_app(options=VS_LEVEL_1)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await type_move(pilot, "b1b2")
        await settle(pilot)
        reply = expected_reply(("b1b2",))
        assert screen.engine.tokens == ("b1b2", reply)
        assert screen.engine.to_act == "white"
        assert f"Brown (Level 1) played {reply}" in status_text(app)
        assert screen.board.last_move


@pytest.fixture
def gated(monkeypatch) -> list[GatedBot]:
    made: list[GatedBot] = []

    def make(spec, seed=0):
        made.append(GatedBot(spec, seed))
        return made[-1]

    monkeypatch.setattr("kemet_tui.tui.parts.bot_seat_runner.make_bot", make)
    yield made
    for bot in made:
        bot.gate.set()


async def test_the_ui_stays_usable_while_the_bot_thinks(gated):
    app = game_app(options={"bots": {"white": "seti:1"}})
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("enter")  # the human tries to move in the bot's turn: refused
        assert screen.engine.tokens == ()
        assert "White (Level 1) is thinking" in status_text(app)
        await pilot.press("f")
        assert screen.flip
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        gated[-1].gate.set()  # the last bot made is the screen's
        await settle(pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert screen.engine.tokens == (expected_reply((), seat="white"),)


async def test_undo_takes_back_to_the_last_human_move():
    app = game_app(options=VS_LEVEL_1)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await type_move(pilot, "b1b2")
        await settle(pilot)
        assert len(screen.engine.tokens) == 2
        await pilot.press("u")
        await settle(pilot)
        assert screen.engine.tokens == ()
        assert screen.engine.to_act == "white"
        await pilot.press("U")
        await settle(pilot)
        assert screen.engine.tokens == ("b1b2", expected_reply(("b1b2",)))


async def test_two_bots_play_the_game_to_its_end():
    app = game_app("seti-beth", options={"bots": {"white": "greedy", "brown": "random"}})
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        for _ in range(200):
            await settle(pilot)
            if screen.engine.outcome is not None:
                break
        assert screen.engine.outcome is not None
        assert len(screen.engine.tokens) > 4


async def test_resume_keeps_the_bot_seat(tmp_path):
    engine = Engine("seti-aleph", 1, VS_LEVEL_1)
    engine.play_token("b1b2")
    path = tmp_path / "vs-bot.json"
    save_engine(path, engine)
    assert load_engine(path).options == VS_LEVEL_1
    app = make_app(load=path, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        assert screen.bot_seats.is_bot("brown") and not screen.bot_seats.is_bot("white")
        assert screen.engine.tokens == ("b1b2", expected_reply(("b1b2",)))


async def test_new_game_form_seats_a_bot():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        app.ask_new_game("seti-aleph")
        await pilot.pause()
        assert isinstance(app.screen, NewGameDialog)
        assert app.screen.query_one("#seat-white", Select).value == "human"
        app.screen.query_one("#seat-brown", Select).value = "seti:3"
        app.screen.query_one("#seed", Input).value = "5"
        await pilot.click("#start")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.engine.options["bots"] == {"brown": "seti:3"}
        assert screen.sub_title == "White vs Brown (Level 3)"


def test_an_unknown_bot_is_refused_on_the_title():
    from kemet_tui.tui.screens.bot_seats import check_bots

    try:
        check_bots("seti-aleph", {"bots": {"brown": "seti:9"}})
    except ValueError as error:
        assert "seti:3" in str(error)
    else:
        raise AssertionError("seti:9 was accepted")
