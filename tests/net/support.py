"""What the network tests share: a served table on the loopback address, and waiting (bounded)
for the next message of a kind."""

from __future__ import annotations

import asyncio

from kemet_tui.core.engine import Engine
from kemet_tui.net.link import SeatLink
from kemet_tui.net.messages import UNSENDABLE
from kemet_tui.net.server import TableServer
from kemet_tui.net.table import host
from kemet_tui.protocol import Refused, Said, Table

#: seconds a test waits for a message before it fails (nothing here should take a second)
PATIENCE = 20.0


async def served(
    options: dict, seed: int = 4, ruleset: str = "kemet-seth", **server_options
) -> TableServer:
    server = TableServer(host(Engine(ruleset, seed, options)), **server_options)
    await server.start()
    return server


def sent_view(ruleset, view) -> dict:
    """``view`` as a table message carries it (no seed, no generator state)."""
    return {k: v for k, v in ruleset.dump_state(view).items() if k not in UNSENDABLE}


async def next_of(link: SeatLink, kind, until=lambda message: True):
    """The next message of ``kind`` that ``until`` accepts."""

    async def wait():
        while True:
            message = await link.receive()
            if isinstance(message, kind) and until(message):
                return message

    return await asyncio.wait_for(wait(), PATIENCE)


async def next_table(link: SeatLink, until=lambda table: True) -> Table:
    return await next_of(link, Table, until)


async def refusal(link: SeatLink) -> Refused:
    """The next ``refused`` message (table messages may come before it)."""
    return await next_of(link, Refused)


async def said(link: SeatLink) -> str:
    return (await next_of(link, Said)).text


async def caught_up(link: SeatLink, plies: int) -> Table:
    """The table as ``link`` was last sent it, once that is the game after ``plies`` plies."""
    if link.table is not None and link.table.plies == plies:
        return link.table
    return await next_table(link, lambda t: t.plies == plies)
