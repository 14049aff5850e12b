"""An undo over the wire tells no one a secret: along seeded games played through the host
(random answers from the tokens each seat is sent), every secret answer is taken back the
moment it is given and played again, and every message to every connection that may not read
that answer (the other seats and the public line) is searched for its token."""

from __future__ import annotations

import asyncio
import re

import pytest

from kemet_tui import protocol
from kemet_tui.core import rng
from kemet_tui.net.link import LinkError, SeatLink
from kemet_tui.protocol import Said
from kemet_tui.rules.kemet import KEMET
from tests.net.support import PATIENCE, served

#: plies each game is played to (enough for battles, DI cards and discards)
PLIES = 500


async def _collect(link: SeatLink, into: list) -> None:
    """Every message ``link`` is sent, until it closes."""
    try:
        while True:
            into.append(await link.receive())
    except LinkError:
        return


def _names(message, token: str, before) -> bool:
    """Whether ``message`` names ``token``: as a word of what is said, or in a table message
    more often than the same connection's table of the position before it was played did (a
    token may be a plain word such as ``done``, public in the log where others gave it)."""
    if isinstance(message, Said):
        return re.search(rf"(?<![\w:-]){re.escape(token)}(?![\w:-])", message.text) is not None
    return _count(message, token) > _count(before, token)


def _count(table, token: str) -> int:
    return protocol.encode(table.model_copy(update={"legal": []})).count(f'"{token}"')


async def _until(done) -> None:
    async def wait() -> None:
        while not done():
            await asyncio.sleep(0.002)

    await asyncio.wait_for(wait(), PATIENCE)


@pytest.mark.parametrize(
    "seed, options",
    [
        (3, {"alliance_size": 2}),
        (11, {"alliance_size": 3, "bots": {"a3": "kemet:1"}}),
    ],
)
async def test_every_secret_answer_taken_back_is_told_only_to_who_may_read_it(seed, options):
    server = await served(options, seed=seed)
    table, engine = server.table, server.table.engine
    seats = (*table.keys.seats, None)
    links = {s: SeatLink(server.url(table.keys.key_of(s) if s else None)) for s in seats}
    got: dict[str | None, list] = {s: [] for s in seats}
    readers = []
    try:
        for seat, link in links.items():
            await link.open()
            readers.append(asyncio.ensure_future(_collect(link, got[seat])))
        chooser, undone = rng.seed_state(seed), 0
        while engine.outcome is None and len(engine.plies) < PLIES:
            await _until(
                lambda: (
                    table.bot_turn() is None
                    and all(
                        link.table is not None and link.table.plies == len(engine.plies)
                        for link in links.values()
                    )
                )
            )
            if engine.outcome is not None:
                break
            seat, plies = table.answerers()[0], len(engine.plies)
            token, chooser = rng.choice(chooser, links[seat].table.legal)
            before, tables = engine.state, {s: links[s].table for s in seats}
            blind = [s for s in seats if not KEMET.token_visible_to(before, token, s)]
            await links[seat].play(token, plies)
            await _until(lambda: len(engine.plies) > plies)
            await _until(lambda: table.bot_turn() is None)
            if not blind or table.undo_span(seat) == 0:
                continue
            marks = {s: len(got[s]) for s in seats}
            await links[seat].undo(len(engine.plies))
            await _until(
                lambda: all(any(isinstance(m, Said) for m in got[s][marks[s] :]) for s in seats)
            )
            await _until(lambda: all(link.table.plies == plies for link in links.values()))
            undone += 1
            for other in blind:
                for message in got[other][marks[other] :]:
                    assert not _names(message, token, tables[other]), (other, token, message)
                told = next(m for m in got[other][marks[other] :] if isinstance(m, Said))
                assert told.text.startswith(f"{table.label(seat)} took back an answer")
            own = next(m for m in got[seat][marks[seat] :] if isinstance(m, Said))
            assert token in own.text
            await links[seat].play(token, plies)  # the game goes on as it would have
            await _until(lambda: len(engine.plies) > plies)
        assert undone >= 10
    finally:
        for link in links.values():
            await link.close()
        for reader in readers:
            reader.cancel()
        await server.stop()
