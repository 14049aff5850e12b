"""Many screens on one table: one message made per distinct view, a screen that reads nothing
stalls no one and is sent only the newest table, the gate (browser pages, spectators, the join
rate), a second screen on a seat shown to the table, TLS, and no seed or generator state in
any message (Seti's view included)."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess

import aiohttp
import pytest

from kemet_tui import protocol
from kemet_tui.core.engine import Engine
from kemet_tui.net import messages
from kemet_tui.net.gate import Gate, JoinRate
from kemet_tui.net.link import LinkError, SeatLink
from kemet_tui.net.outbox import MAX_NOTES, Outbox
from kemet_tui.net.table import host
from kemet_tui.tui.parts.joined_text import seats_text
from tests.net.support import PATIENCE, next_table, served


async def test_one_message_is_made_per_distinct_view(monkeypatch):
    server = await served(
        {"alliance_size": 2}, gate=Gate(max_spectators=50, rate=JoinRate(1000.0, 1000))
    )
    made = []
    real = messages.table_message
    monkeypatch.setattr(
        messages, "table_message", lambda table, seat: made.append(seat) or real(table, seat)
    )
    links = [SeatLink(server.url()) for _ in range(20)]
    seth = SeatLink(server.url(server.table.keys.key_of("seth")))
    try:
        for link in (*links, seth):
            await link.open()
            await next_table(link)
        made.clear()
        table = seth.table
        await seth.play(table.legal[0], table.plies)
        for link in links:
            await next_table(link, lambda t: t.plies == 1)
        assert sorted(made, key=str) == sorted([None, "seth"], key=str)
    finally:
        for link in (*links, seth):
            await link.close()
        await server.stop()


async def test_an_outbox_keeps_only_the_newest_table_and_caps_its_notes():
    sent = []
    gate = asyncio.Event()

    async def send(text: str) -> None:
        await gate.wait()
        sent.append(text)

    box = Outbox(send)
    box.put_table("t1")
    box.put_note("n1")
    box.put_table("t2")
    box.put_table("t2")  # unchanged: not sent again
    for number in range(MAX_NOTES + 10):
        box.put_note(f"m{number}")
    box.put_table("t3")
    runner = asyncio.ensure_future(box.run())
    gate.set()
    for _ in range(1000):  # until the outbox is empty (a few turns of the loop)
        if box.waiting == 0 and sent:
            break
        await asyncio.sleep(0)
    runner.cancel()
    assert [t for t in sent if t.startswith("t")] == ["t3"]
    assert len([t for t in sent if not t.startswith("t")]) == MAX_NOTES
    assert sent[-1] == "t3"


async def test_a_screen_that_reads_nothing_stalls_no_one():
    server = await served({"alliance_size": 2})
    session = aiohttp.ClientSession()
    try:
        deaf = await session.ws_connect(server.url(), max_msg_size=0)  # reads nothing
        seth = SeatLink(server.url(server.table.keys.key_of("seth")))
        async with seth:
            table = await next_table(seth)
            while table.asked and table.plies < 12:
                await seth.play(table.legal[0], table.plies)
                table = await next_table(seth, lambda t, p=table.plies: t.plies > p)
            assert table.plies >= 2
        deafs = [c for c in server.connections if c.seat is None]
        assert all(c.outbox.waiting <= 1 + MAX_NOTES for c in deafs)
        await deaf.close()
    finally:
        await session.close()
        await server.stop()


async def test_a_web_page_is_refused_and_so_is_a_spectator_past_the_cap():
    server = await served({"alliance_size": 2}, gate=Gate(max_spectators=1))
    session = aiohttp.ClientSession()
    try:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await session.ws_connect(server.url(), headers={"Origin": "https://evil.example"})
        assert refused.value.status == protocol.FORBIDDEN
        async with SeatLink(server.url()) as first:
            await next_table(first)
            with pytest.raises(LinkError, match="as many spectators"):
                await SeatLink(server.url()).open()
            async with SeatLink(server.url(server.table.keys.key_of("a1"))) as seat:
                assert (await next_table(seat)).seat == "a1"  # seats are never capped
    finally:
        await session.close()
        await server.stop()


def test_the_join_rate_lets_a_burst_in_then_so_many_a_second():
    now = [0.0]
    rate = JoinRate(rate=2.0, burst=3, clock=lambda: now[0])
    assert [rate.allow("a") for _ in range(4)] == [True, True, True, False]
    assert rate.allow("b")
    now[0] += 0.5
    assert rate.allow("a") and not rate.allow("a")


async def test_too_many_joins_from_one_address_are_refused_in_one_line():
    server = await served(
        {"alliance_size": 2}, gate=Gate(max_spectators=100, rate=JoinRate(rate=0.01, burst=3))
    )
    links = []
    try:
        for _ in range(3):
            links.append(SeatLink(server.url()))
            await links[-1].open()
        with pytest.raises(LinkError, match="too many screens joined"):
            await SeatLink(server.url()).open()
    finally:
        for link in links:
            await link.close()
        await server.stop()


async def test_a_second_screen_on_a_seat_is_shown_to_the_table():
    server = await served({"alliance_size": 2})
    key = server.table.keys.key_of("a1")
    try:
        async with (
            SeatLink(server.url(server.table.keys.key_of("seth"))) as seth,
            SeatLink(server.url(key)),
            SeatLink(server.url(key)),
        ):
            table = await next_table(seth, lambda t: t.entry("a1").screens == 2)
            assert "A1 ● 2 screens" in seats_text(table)
    finally:
        await server.stop()


@pytest.mark.parametrize(
    "ruleset, options",
    [
        ("kemet-seth", {"alliance_size": 2}),
        ("seti-aleph", {"colours_by_lot": True}),
        ("seti-beth", {}),
    ],
)
def test_no_table_message_carries_a_seed_or_generator_state(ruleset, options):
    engine = Engine(ruleset, 123456789, options)
    for _ in range(30):
        if engine.outcome is not None:
            break
        engine.play_token(engine.legal_tokens()[-1])
    table = host(engine)
    assert engine.ruleset.view(engine.state, None) is not engine.state or ruleset == "kemet-seth"
    for seat in (*table.seats, None):
        data = json.loads(protocol.encode(messages.table_message(table, seat)))
        text = json.dumps(data)
        assert "123456789" not in text and str(engine.seed) not in text
        assert not {"seed", "rng"} & set(data) and not {"seed", "rng"} & set(data["view"])


def _self_signed(tmp_path):
    """A certificate for 127.0.0.1 made here (openssl), or None."""
    if shutil.which("openssl") is None:
        return None
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    done = subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
        ],
        capture_output=True,
        timeout=60,
    )
    return (cert, key) if done.returncode == 0 else None


async def test_a_host_over_tls_gives_wss_lines_and_a_seat_joins_trusting_its_certificate(tmp_path):
    import ssl

    made = _self_signed(tmp_path)
    if made is None:
        pytest.skip("openssl cannot make a self-signed certificate here")
    cert, key = made
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    server = await served({"alliance_size": 2}, ssl_context=context)
    try:
        url = server.url(server.table.keys.key_of("seth"))
        assert url.startswith("wss://127.0.0.1:")
        async with SeatLink(url, cafile=str(cert)) as link:
            assert (await asyncio.wait_for(next_table(link), PATIENCE)).seat == "seth"
        with pytest.raises(LinkError, match="cannot join"):
            await SeatLink(url).open()  # a certificate nobody vouches for is refused
    finally:
        await server.stop()
