"""Seats on their own screens, over the loopback address: joining, playing a whole seeded game
with scripted seats, a wrong key, a reconnection, a seat that vanishes mid-battle, and no
message to one seat holding another's secrets."""

from __future__ import annotations

import asyncio

import pytest

from kemet_tui.bots.registry import make_bot
from kemet_tui.net.link import LinkError, SeatLink
from kemet_tui.net.server import LOOPBACK
from kemet_tui.rules.kemet import KEMET
from tests.net.support import caught_up, next_table, refusal, said, sent_view, served


async def test_the_server_listens_on_loopback_and_a_seat_joins_with_its_key():
    server = await served({"alliance_size": 2})
    try:
        assert server.host == LOOPBACK and server.url().startswith("ws://127.0.0.1:")
        seth = server.table.keys.key_of("seth")
        async with SeatLink(server.url(seth)) as link:
            table = await next_table(link)
            assert table.seat == "seth" and table.asked and table.legal
            assert table.view == sent_view(KEMET, KEMET.view(server.table.engine.state, "seth"))
            assert table.entry("seth").connected
    finally:
        await server.stop()


async def test_a_wrong_key_watches_the_public_view_and_cannot_play():
    server = await served({"alliance_size": 2})
    try:
        right = server.table.keys.key_of("seth")
        async with SeatLink(server.url("x" + right[1:])) as link:
            table = await next_table(link)
            assert table.seat is None and not table.asked and table.legal == []
            assert table.view == sent_view(KEMET, KEMET.view(server.table.engine.state, None))
            await link.play(server.table.engine.legal_tokens()[0], 0)
            assert "spectator" in (await refusal(link)).reason
        assert len(server.table.engine.plies) == 0
    finally:
        await server.stop()


async def test_an_illegal_token_is_refused_to_its_sender_with_the_reason():
    server = await served({"alliance_size": 2})
    try:
        async with SeatLink(server.url(server.table.keys.key_of("seth"))) as link:
            await next_table(link)
            await link.play("act:nowhere", 0)
            refused = await refusal(link)
            assert refused.token == "act:nowhere" and refused.reason
    finally:
        await server.stop()


async def test_a_seat_takes_its_answer_back_over_the_wire_and_every_screen_is_told():
    server = await served({"alliance_size": 2})
    try:
        keys, engine = server.table.keys, server.table.engine
        async with (
            SeatLink(server.url(keys.key_of("seth"))) as seth,
            SeatLink(server.url(keys.key_of("a1"))) as a1,
        ):
            first = await next_table(seth, lambda t: t.asked)
            assert not first.may_undo
            await seth.undo(0)
            assert "Nothing of yours" in (await refusal(seth)).reason
            await seth.play(first.legal[0], 0)
            after = await next_table(seth, lambda t: t.plies == 1)
            assert after.may_undo
            await seth.undo(1)
            told = await said(a1)
            assert told.startswith("Seth took back")
            back = await next_table(seth, lambda t: t.plies == 0)
            assert back.asked and len(engine.plies) == 0
    finally:
        await server.stop()


async def test_the_host_cannot_be_reached_in_one_line():
    with pytest.raises(LinkError, match="cannot join"):
        async with SeatLink("ws://127.0.0.1:9/play"):
            pass


def _chooser(seat: str, seed: int):
    """A scripted seat: ``kemet:1`` answering from the view the host sent, nothing else."""
    bot = make_bot("kemet:1", seed)

    def choose(table: dict) -> str:
        view = KEMET.load_state(table.view)
        legal = [KEMET.parse_action(view, token) for token in table.legal]
        decider = table.to_act
        return KEMET.format_action(view, bot.choose(KEMET, view, legal, decider))

    return choose


async def _scripted_seat(link: SeatLink, choose, received: list) -> None:
    """Answer whenever asked, until the game is over; keep every table message."""
    answered = -1
    while True:
        table = await next_table(link)
        received.append(table)
        if table.outcome is not None:
            return
        if table.asked and table.plies != answered:
            answered = table.plies
            await link.play(choose(table), table.plies)


async def test_a_whole_seeded_game_by_scripted_seats_and_no_seat_sees_anothers_secrets():
    server = await served({"alliance_size": 2, "bots": {"a2": "kemet:1"}}, seed=7)
    table = server.table
    try:
        seats = ("seth", "a1")
        links = [SeatLink(server.url(table.keys.key_of(s))) for s in seats]
        watcher = SeatLink(server.url())
        received = {seat: [] for seat in (*seats, None)}
        for link in (*links, watcher):
            await link.open()
        tasks = [
            _scripted_seat(link, _chooser(seat, 99), received[seat])
            for link, seat in zip(links, seats)
        ]
        tasks.append(_scripted_seat(watcher, lambda t: "", received[None]))
        await asyncio.wait_for(asyncio.gather(*tasks), 120)
        for link in (*links, watcher):
            await link.close()
    finally:
        await server.stop()
    engine = table.engine
    assert engine.outcome is not None and len(engine.plies) > 100
    states = engine.states
    for seat, tables in received.items():
        assert tables[-1].outcome == engine.outcome.to_json()
        for sent in tables:
            assert sent.seat == seat
            assert sent.view == sent_view(KEMET, KEMET.view(states[sent.plies], seat))
            assert sent.asked is (sent.legal != [])


async def test_a_seat_that_vanishes_mid_battle_is_waited_for_and_finds_its_view_on_return():
    server = await served({"alliance_size": 2}, seed=209)
    table = server.table
    engine = table.engine
    try:
        links = {s: SeatLink(server.url(table.keys.key_of(s))) for s in table.keys.seats}
        for link in links.values():
            await link.open()
        choosers = {s: _chooser(s, 5) for s in links}
        # play through the hosted table until a battle asks a seat for its cards
        while engine.state.decision.kind != "battle-cards":
            seat = table.answerers()[0]
            latest = await caught_up(links[seat], len(engine.plies))
            await links[seat].play(choosers[seat](latest), latest.plies)
            await caught_up(links[seat], len(engine.plies) + 1)
        asked = table.answerers()[0]
        other = next(s for s in links if s != asked)
        before = sent_view(KEMET, KEMET.view(engine.state, asked))
        await links.pop(asked).close()
        told = await next_table(links[other], lambda t: t.waiting_for)
        assert told.waiting_for == [table.label(asked)]
        async with SeatLink(server.url(table.keys.key_of(asked))) as back:
            again = await next_table(back)
            assert again.view == before and again.asked and again.legal
        for link in links.values():
            await link.close()
    finally:
        await server.stop()
