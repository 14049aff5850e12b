"""Whatever a connection sends, the host answers in one line and goes on: JSON nested deep, a
nested token, a lone surrogate, binary frames, 10 MB, floods, a bug while reading; nothing is
written to the host's terminal, and a bug's traceback goes to the log."""

from __future__ import annotations

import asyncio
import json
import logging

import aiohttp
import pytest

from kemet_tui import protocol
from kemet_tui.core import rng
from kemet_tui.net import server as server_module
from kemet_tui.net.link import SeatLink
from kemet_tui.protocol import Refused, Table
from tests.net.support import PATIENCE, caught_up, next_table, refusal, served

BAD = [
    "[" * 2000 + "]" * 2000,
    '{"type": "play", "plies": 0, "token": ' + "[" * 1500 + "]" * 1500 + "}",
    '{"type": "play", "plies": 0, "token": ' + "[" * 900 + "]" * 900 + "}",
    '{"type": "play", "plies": 0, "token": "\\ud800"}',
    '{"type": "play", "plies": 0, "token": "\\ud800' + "x" * 3000 + '"}',
    '{"type": "play", "plies": 0, "token": "\\u001b[31mred"}',
    '{"type": "undo", "plies": 99999999999999999999999999}',
    '{"type": "play", "plies": 0, "token": "put:s2", "extra": {"a": [1, 2]}}',
    "\udcff not json",
    '{"type": "play", "plies": 0, "token": "' + "y" * 3900 + '"}',
    "",
]


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def server_log():
    handler = _Records()
    logger = logging.getLogger(server_module.__name__)
    logger.addHandler(handler)
    yield handler
    logger.removeHandler(handler)


async def _raw(server, key: str | None = None):
    session = aiohttp.ClientSession()
    socket = await session.ws_connect(server.url(key))
    return session, socket


async def _answer(socket) -> dict:
    """The next message that is not a table."""

    async def wait() -> dict:
        while True:
            message = await socket.receive()
            assert message.type == aiohttp.WSMsgType.TEXT, message
            data = json.loads(message.data)
            if data["type"] != "table":
                return data

    return await asyncio.wait_for(wait(), PATIENCE)


async def test_every_bad_message_is_one_line_to_its_sender_and_nothing_on_the_terminal(capfd):
    server = await served({"alliance_size": 2})
    seth = server.table.keys.key_of("seth")
    session, socket = await _raw(server, seth)
    try:
        for text in BAD:
            await socket.send_str(text.encode("utf-8", "surrogatepass").decode("utf-8", "replace"))
            answer = await _answer(socket)
            assert answer["type"] == "refused" and len(answer["reason"].splitlines()) == 1
            assert len(answer["token"]) <= protocol.ECHO_CHARS
            assert len(answer["reason"]) <= protocol.REASON_CHARS
        await socket.send_bytes(b"\x00\xff" * 100)
        assert "Only text" in (await _answer(socket))["reason"]
        assert len(server.table.engine.plies) == 0
    finally:
        await socket.close()
        await session.close()
        await server.stop()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


async def test_a_lone_surrogate_in_a_token_is_refused_in_one_line():
    """The token is read from JSON's escape, so the host holds a lone surrogate: it is refused
    without echoing it (an echo of it could not be sent)."""
    server = await served({"alliance_size": 2})
    try:
        async with SeatLink(server.url(server.table.keys.key_of("seth"))) as link:
            await next_table(link)
            await link._socket.send_str('{"type": "play", "plies": 0, "token": "a\\ud800b"}')
            refused = await refusal(link)
            assert refused.token == "" and "not valid text" in refused.reason
    finally:
        await server.stop()


async def test_ten_megabytes_end_that_connection_only(capfd):
    server = await served({"alliance_size": 2})
    try:
        session, socket = await _raw(server)
        try:
            try:
                await socket.send_str("x" * 10_000_000)
            except ConnectionError:
                pass  # the host closed the connection while it was still being sent
            message = await asyncio.wait_for(socket.receive(), PATIENCE)
            while message.type == aiohttp.WSMsgType.TEXT:
                message = await asyncio.wait_for(socket.receive(), PATIENCE)
            assert message.type in (
                aiohttp.WSMsgType.CLOSE,
                aiohttp.WSMsgType.CLOSED,
                aiohttp.WSMsgType.ERROR,
            )
        finally:
            await socket.close()
            await session.close()
        async with SeatLink(server.url(server.table.keys.key_of("seth"))) as link:
            assert (await next_table(link)).asked
    finally:
        await server.stop()
    assert capfd.readouterr().err == ""


async def test_a_flood_keeps_the_table_answering_and_its_refusals_capped():
    server = await served({"alliance_size": 2})
    seth = server.table.keys.key_of("seth")
    session, socket = await _raw(server, seth)
    try:
        for number in range(3000):
            await socket.send_str(json.dumps({"type": "play", "token": "x", "plies": number}))
            if number % 2:
                await socket.send_bytes(b"\x01")
        async with SeatLink(server.url(seth)) as link:
            table = await next_table(link)
            await link.play(table.legal[0], table.plies)
            await next_table(link, lambda t: t.plies == 1)
        waiting = max(c.outbox.waiting for c in server.connections)
        assert waiting <= 33
    finally:
        await socket.close()
        await session.close()
        await server.stop()


async def test_a_bug_while_reading_a_message_is_logged_and_said_in_one_line(
    monkeypatch, capfd, server_log
):
    server = await served({"alliance_size": 2})

    def broken(seat, token):
        raise RuntimeError("a bug in the table")

    monkeypatch.setattr(server.table, "play", broken)
    try:
        async with SeatLink(server.url(server.table.keys.key_of("seth"))) as link:
            table = await next_table(link)
            await link.play(table.legal[0], 0)
            refused = await refusal(link)
            assert refused.reason == server_module.UNREADABLE
            await link.play(table.legal[0], 0)  # the connection goes on
            assert isinstance(await refusal(link), Refused)
    finally:
        await server.stop()
    assert any(
        r.exc_info and "a bug in the table" in str(r.exc_info[1]) for r in server_log.records
    )
    assert capfd.readouterr().err == ""


async def test_every_answer_sent_twice_is_played_once():
    """A seeded game whose every answer is sent twice (as a screen might on a double key
    press or a resend): the second is refused, and the game is the answers given, once each."""
    server = await served({"alliance_size": 2}, seed=3)
    table, engine = server.table, server.table.engine
    links = {s: SeatLink(server.url(table.keys.key_of(s))) for s in table.keys.seats}
    chooser, answered, refused = rng.seed_state(3), [], 0
    try:
        for link in links.values():
            await link.open()
        while engine.outcome is None and len(answered) < 300:
            seat = table.answerers()[0]
            latest = await caught_up(links[seat], len(engine.plies))
            token, chooser = rng.choice(chooser, latest.legal)
            await links[seat].play(token, latest.plies)
            await links[seat].play(token, latest.plies)
            answered.append(token)
            assert "another position" in (await refusal(links[seat])).reason
            refused += 1
        assert [p.token for p in engine.plies] == answered and refused == len(answered)
    finally:
        for link in links.values():
            await link.close()
        await server.stop()


def test_tables_are_typed_on_both_ends():
    assert isinstance(
        protocol.host_message_of(protocol.encode(Refused(token="t", reason="r"))), Refused
    )
    with pytest.raises(protocol.BadMessage):
        protocol.host_message_of('{"type": "table"}')
    assert Table.model_fields["plies"].annotation is int
