"""A hint read whole on the smallest screens: at 80 × 24 (Seti in hotseat, and a seat's own
screen of either game; Kemet: Seth's hotseat at its least, 120 × 40) every answer of the hint
and its reason stand in the hint panel, all in sight, and the answers below keep their rows.
The hint takes the lesson's place and ``T`` brings the lesson back. Its look is in
``test_hint_snapshots.py``."""

from __future__ import annotations

from kemet_tui.bots.hints import hints
from kemet_tui.core.engine import Engine
from kemet_tui.net.server import TableServer
from kemet_tui.net.table import host
from kemet_tui.tui.widgets.decision_panel import DecisionPanel
from kemet_tui.tui.widgets.hint_panel import HintPanel
from tests.tui.conftest import SIZE, game_app, game_screen
from tests.tui.kemet_support import app_for, game, lift, new_engine, play_until
from tests.tui.screens.conftest import _first_view, _seat_app, _seti_screen, _until
from tests.tui.screens.seti.test_hints import hint_shown

#: a Kemet: Seth position whose hint is long: A2's action, a DI card and two Moves, reasons of
#: some eighty characters each (two members, seed 2, random answers of seed 1)
LONG_HINT_PLY = 200


def long_hint_engine(**options) -> Engine:
    engine = new_engine(2, seed=2, **options)
    return play_until(engine, lambda e: len(e.plies) == LONG_HINT_PLY, seed=1)


def expected_hints(engine: Engine):
    seat = engine.to_act
    return hints(engine.ruleset, engine.view(seat), engine.legal_actions(), seat)


def assert_whole(screen, expected) -> None:
    """Every answer and its whole reason in the panel, and the panel needs no scrolling."""
    text = hint_shown(screen)
    for answer in expected:
        assert answer.token in text and f"— {answer.reason}" in text.replace("\n", " "), text
    panel = screen.query_one("#hint", HintPanel)
    assert panel.max_scroll_y == 0, "the whole hint is in sight"
    assert panel.region.height == panel.outer_size.height > 2


async def test_a_seti_hint_is_whole_at_80_by_24():
    app = game_app("seti-aleph")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        expected = expected_hints(screen.engine)
        await pilot.press("H")
        await _until(pilot, lambda: hint_shown(screen))
        await pilot.pause()
        assert_whole(screen, expected)
        assert screen.board.region.height > 0 and screen.query_one("#moves").region.height > 0


async def test_a_kemet_seats_long_hint_is_whole_at_80_by_24_above_its_answers():
    engine = long_hint_engine(teach=True)
    expected = expected_hints(engine)
    assert max(len(h.reason) for h in expected) > 50
    server = TableServer(host(engine))
    await server.start()
    try:
        async with _seat_app(server, engine.to_act).run_test(size=(80, 24)) as pilot:
            screen = await _first_view(pilot, pilot.app)
            await pilot.press("T")  # the lesson of the question, asked for
            await pilot.pause()
            assert screen.query_one("#teach").display
            await pilot.press("H")
            await _until(pilot, lambda: hint_shown(screen))
            await pilot.pause()
            assert_whole(screen, expected)
            decision = screen.query_one("#decision", DecisionPanel)
            assert decision.choices and decision.region.height >= 8
            assert not screen.query_one("#teach").display  # the hint stands in its place
            await pilot.press("m", "m")  # the scores in the answers' place: the hint waits
            await pilot.pause()
            assert not screen.query_one("#hint").display
            await pilot.press("m")
            await pilot.pause()
            assert_whole(screen, expected)
            await pilot.press("T")
            await pilot.pause()
            assert hint_shown(screen) == "" and screen.query_one("#teach").display
    finally:
        await server.stop()


async def test_a_seti_seats_hint_is_whole_at_80_by_24():
    server = TableServer(host(Engine("seti-aleph", 1, {})))
    await server.start()
    engine = server.table.engine
    expected = expected_hints(engine)
    app = _seat_app(server, engine.to_act)
    try:
        async with app.run_test(size=SIZE) as pilot:
            screen = await _seti_screen(pilot, app)
            await pilot.press("H")
            await _until(pilot, lambda: hint_shown(screen))
            await pilot.pause()
            assert_whole(screen, expected)
    finally:
        await server.stop()


async def test_a_kemet_hint_is_whole_on_the_hotseats_least_screen(tmp_path):
    engine = long_hint_engine()
    expected = expected_hints(engine)
    app = app_for(engine, tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        await pilot.press("H")
        await _until(pilot, lambda: hint_shown(screen))
        await pilot.pause()
        assert_whole(screen, expected)
        decision = screen.query_one("#decision", DecisionPanel)
        assert decision.choices and decision.region.height >= 8
