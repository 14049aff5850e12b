"""H on a joined screen: the host computes the hint on the seat's view, notes it in the game's
record, and the seat's status line shows it; another seat's screen and a spectator's get a
refusal and no note."""

from __future__ import annotations

from kemet_tui.bots.hints import hints
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.screens.conftest import (
    _first_view,
    _seat_app,
    _served,
    _seti_screen,
    _seti_table,
    _until,
)
from tests.tui.screens.seti.test_hints import hint_shown


def _status(screen) -> str:
    return str(screen.query_one("#status", StatusLine).render())


async def test_h_on_a_kemet_seats_screen_shows_the_hosts_hint_and_the_record_notes_it():
    server = await _served()
    engine = server.table.engine
    seat = engine.to_act
    expected = hints(engine.ruleset, engine.view(seat), engine.legal_actions(), seat)
    app = _seat_app(server, seat)
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            screen = await _first_view(pilot, app)
            await pilot.press("H")
            await _until(pilot, lambda: _status(screen).startswith("Hint for "))
            said = _status(screen)
            assert said.startswith(f"Hint for {server.table.label(seat)}: ")
            assert f"{expected[0].token} (its choice)" in said
            panel = hint_shown(screen)
            assert all(h.token in panel and f"— {h.reason}" in panel for h in expected)
            assert [(h.seat, h.ply) for h in engine.hints] == [(seat, 0)]
            assert engine.plies == ()
    finally:
        await server.stop()


async def test_h_on_another_seats_screen_and_a_spectators_is_refused_and_not_noted():
    server = await _served()
    engine = server.table.engine
    other = next(s for s in server.table.keys.seats if s != engine.to_act)
    for seat in (other, None):
        app = _seat_app(server, seat)
        async with app.run_test(size=(160, 50)) as pilot:
            screen = await _first_view(pilot, app)
            await pilot.press("H")
            await pilot.pause(0.2)
            said = _status(screen)
            assert (
                ("spectator" in said)
                if seat is None
                else said.startswith("A hint is for your own turn")
            ), said
    assert engine.hints == ()
    await server.stop()


async def test_h_on_a_seti_seats_screen_shows_the_hint():
    server, app = await _seti_table()
    engine = server.table.engine
    seat = engine.to_act
    expected = hints(engine.ruleset, engine.view(seat), engine.legal_actions(), seat)
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            screen = await _seti_screen(pilot, app)
            await pilot.press("H")
            await _until(pilot, lambda: _status(screen).startswith("Hint for "))
            said = _status(screen)
            assert f"{expected[0].token} (its choice)" in said
            panel = hint_shown(screen)
            assert all(h.token in panel and f"— {h.reason}" in panel for h in expected)
            assert [(h.seat, h.ply) for h in engine.hints] == [(seat, 0)]
    finally:
        await server.stop()
