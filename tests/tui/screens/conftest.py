"""Helpers of the joined-screen tests (``kemet-tui join``): a table hosted on the loopback
address, a seat's app joined to it by its link, and the waits for what the host's messages
open, so each test says only what it does on the screen."""

from __future__ import annotations

import asyncio

from kemet_tui.core.engine import Engine
from kemet_tui.net.link import SeatLink
from kemet_tui.net.server import TableServer
from kemet_tui.net.table import host
from kemet_tui.tui.app import KemetApp, make_app
from kemet_tui.tui.screens.kemet.joined import JoinedKemetScreen

#: seconds a wait gives the host and the screen before the test fails
PATIENCE = 20.0


async def _until(pilot, done) -> None:
    async def wait() -> None:
        while not done():
            await pilot.pause(0.02)

    await asyncio.wait_for(wait(), PATIENCE)


async def _served() -> TableServer:
    server = TableServer(host(Engine("kemet-seth", 4, {"alliance_size": 2})))
    await server.start()
    return server


def _seat_app(server: TableServer, seat: str | None, **options) -> KemetApp:
    """The app of ``seat`` (None: a spectator) joined to ``server``'s table by its link."""
    key = server.table.keys.key_of(seat) if seat is not None else None
    return make_app(join=[SeatLink(server.url(key))], frozen=True, **options)


async def _seat_screen(pilot, app) -> JoinedKemetScreen:
    """The seat's screen, once the host's first message has opened it."""
    await _until(pilot, lambda: isinstance(app.screen, JoinedKemetScreen) and app.screen.is_mounted)
    return app.screen


async def _first_view(pilot, app) -> JoinedKemetScreen:
    """The seat's screen once it holds the host's first message (the seat's view)."""
    screen = await _seat_screen(pilot, app)
    await _until(pilot, lambda: screen.table_message is not None)
    return screen


async def _seti_table():
    """A hosted Seti-Beth game and the app of the seat to move, joined to it."""
    server = TableServer(host(Engine("seti-beth", 2, {})))
    await server.start()
    return server, _seat_app(server, server.table.engine.to_act)


async def _seti_screen(pilot, app):
    """The Seti seat's screen, once it has drawn the host's first message."""
    from kemet_tui.tui.screens.seti.joined import JoinedSetiScreen
    from kemet_tui.tui.widgets.seti.board import SetiBoard

    def drawn() -> bool:
        screen = app.screen
        return (
            isinstance(screen, JoinedSetiScreen)
            and screen.is_mounted
            and screen.query_one("#board", SetiBoard).position is not None
        )

    await _until(pilot, drawn)
    return app.screen
