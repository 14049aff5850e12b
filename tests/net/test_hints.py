"""Hints on a joined screen: a seat asks the host, which notes the hint in the game's record
and answers that seat alone, computed on its view; a spectator, another seat's turn, a team's
decision and another position are refused with the reason."""

from __future__ import annotations

import asyncio

from kemet_tui.bots.hints import hints
from kemet_tui.core.engine import Engine
from kemet_tui.net.link import SeatLink
from kemet_tui.net.table import host
from kemet_tui.protocol import AskHint, Hinted, request_of
from tests.net.support import next_of, next_table, refusal, served


async def test_the_seat_to_answer_gets_its_hint_and_the_record_notes_it():
    server = await served({"alliance_size": 2})
    try:
        engine = server.table.engine
        keys = server.table.keys
        async with (
            SeatLink(server.url(keys.key_of("seth"))) as seth,
            SeatLink(server.url(keys.key_of("a1"))) as a1,
        ):
            table = await next_table(seth, lambda t: t.asked)
            await next_table(a1)
            expected = hints(engine.ruleset, engine.view("seth"), engine.legal_actions(), "seth")
            await seth.hint(table.plies)
            got = await next_of(seth, Hinted)
            assert got.plies == table.plies and got.bot == "kemet:3"
            assert [(h.token, h.reason, h.chosen) for h in got.answers] == [
                (h.token, h.reason, h.chosen) for h in expected
            ]
            assert [(h.seat, h.ply) for h in engine.hints] == [("seth", 0)]
            assert engine.plies == ()  # a hint plays nothing
            # the other seat is told nothing of it
            other = asyncio.ensure_future(next_of(a1, Hinted))
            await asyncio.sleep(0.2)
            assert not other.done()
            other.cancel()
    finally:
        await server.stop()


async def test_a_hint_is_refused_to_a_spectator_another_seat_and_another_position():
    server = await served({"alliance_size": 2})
    try:
        keys = server.table.keys
        async with (
            SeatLink(server.url()) as watcher,
            SeatLink(server.url(keys.key_of("a1"))) as a1,
            SeatLink(server.url(keys.key_of("seth"))) as seth,
        ):
            await next_table(watcher)
            await watcher.hint(0)
            assert "spectator" in (await refusal(watcher)).reason
            await next_table(a1)
            await a1.hint(0)
            assert "not your turn" in (await refusal(a1)).reason
            await next_table(seth)
            await seth.hint(5)
            assert "another position" in (await refusal(seth)).reason
        assert server.table.engine.hints == ()
    finally:
        await server.stop()


def test_the_table_refuses_a_bot_a_team_decision_and_a_finished_game():
    engine = Engine("kemet-seth", 4, {"alliance_size": 2, "bots": {"a2": "kemet:1"}})
    table = host(engine)
    assert table.hint_refusal("a2") == "A computer seat gets no hints."
    assert table.hint_refusal("seth") is None
    while engine.to_act != "alliance":
        engine.play_token(engine.legal_tokens()[0])
    assert "not the team's" in table.hint_refusal("a1")
    engine.resign("seth")
    assert "game is over" in table.hint_refusal("a1")


def test_a_hint_request_reads_as_typed():
    assert request_of('{"type": "hint", "plies": 3}') == AskHint(plies=3)
