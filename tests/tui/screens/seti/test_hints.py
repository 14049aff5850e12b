"""Hints on demand in the hotseat: H shows the strongest bot's answers for the player to move,
each with its reason, in the hint panel (the status line names the bot's choice); a computer
seat's turn gets none."""

from __future__ import annotations

from kemet_tui.bots.hints import hints
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.conftest import SIZE, game_app, game_screen


def _status(app) -> str:
    return str(game_screen(app).query_one("#status", StatusLine).render())


def hint_shown(screen) -> str:
    """The hint panel's text ("" while it is hidden)."""
    panel = screen.query_one("#hint")
    return str(screen.query_one("#hint-body").render()) if panel.display else ""


async def _settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def test_h_shows_the_bots_answers_for_the_player_to_move():
    app = game_app("seti-beth")
    async with app.run_test(size=SIZE) as pilot:
        engine = game_screen(app).engine
        seat = engine.to_act
        expected = hints(engine.ruleset, engine.view(seat), engine.legal_actions(), seat)
        await pilot.press("H")
        await _settle(app, pilot)
        said = _status(app)
        assert said.startswith(f"Hint for White: {expected[0].token} (its choice)")
        panel = hint_shown(game_screen(app))
        assert all(f"{h.token}" in panel and f"— {h.reason}" in panel for h in expected)
        assert engine.tokens == ()  # a hint plays nothing
        assert [(h.seat, h.ply) for h in engine.hints] == [(seat, 0)]  # but the record notes it
        await app.workers.wait_for_complete()
        game_screen(app).saves.writer.wait()
        from kemet_tui.core.storage import load_engine

        kept = load_engine(game_screen(app).saves.autosaved.path)
        assert kept.hints == engine.hints  # and the autosave has it before any move


def test_no_hint_on_a_computer_seats_turn_nor_after_the_end():
    from kemet_tui.core import Engine
    from kemet_tui.tui.parts.hint_asker import refusal

    engine = Engine("seti-beth", 1)
    assert refusal(engine, lambda seat: seat == "brown") is None
    assert "hints are for the players" in refusal(engine, lambda seat: seat == "white")
    engine.resign("white")
    assert "game is over" in refusal(engine, lambda seat: False)


async def test_a_kemet_hint_is_for_the_seat_on_screen_and_leaves_with_it(tmp_path):
    """At a battle's cards the hint names the asking seat's own cards: it is shown on that
    seat's view only, and once the answer is given and the curtain passes, it is gone."""
    from tests.tui.kemet_support import (
        FULL,
        answer,
        app_for,
        asked,
        game,
        lift,
        new_engine,
        play_until,
    )

    engine = play_until(new_engine(2, seed=1), asked("battle-cards"), seed=1)
    first = engine.to_act
    app = app_for(engine, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        assert screen.eyes == first
        await pilot.press("H")
        await _settle(app, pilot)
        said = str(screen.query_one("#status", StatusLine).render())
        assert said.startswith(f"Hint for {screen.label(first)}: "), said
        hinted = said.split(": ", 1)[1].split(" (")[0]
        assert hinted in screen.engine.legal_tokens()
        assert hint_shown(screen).startswith(hinted)
        await answer(pilot, hinted)
        await lift(pilot)
        assert screen.eyes != first
        assert hint_shown(screen) == ""  # the first seat's hint went with its question
        assert "Hint for" not in str(screen.query_one("#status", StatusLine).render())
        await pilot.press("H")
        await _settle(app, pilot)
        said = str(screen.query_one("#status", StatusLine).render())
        if screen.engine.to_act == screen.eyes:
            assert said.startswith(f"Hint for {screen.label(screen.eyes)}: ")
        else:
            assert said.startswith("No hint here")
