"""A seat's end of the websocket: what the join screen (and a scripted seat) talks through.

:class:`SeatLink` opens the address the host printed, hands on each message the host sends and
sends tokens. It keeps the latest ``table`` message, so whoever reads it next sees the table as
it is now, never an older frame.
"""

from __future__ import annotations

import json
from typing import Any

import aiohttp

from kemet_tui.core.errors import KemetError


class LinkError(KemetError):
    """The host cannot be reached, or it closed the connection (said in one line)."""


class SeatLink:
    """One connection to a hosted table."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.table: dict[str, Any] | None = None
        self._session: aiohttp.ClientSession | None = None
        self._socket: aiohttp.ClientWebSocketResponse | None = None

    async def open(self) -> None:
        """Connect (once: a link already open stays as it is)."""
        if self._socket is not None and not self._socket.closed:
            return
        self._session = aiohttp.ClientSession()
        try:
            self._socket = await self._session.ws_connect(self.url, heartbeat=20.0)
        except (aiohttp.ClientError, OSError, ValueError) as error:
            await self._session.close()
            raise LinkError(f"cannot join {self.url}: {error or type(error).__name__}") from None

    async def close(self) -> None:
        if self._socket is not None:
            await self._socket.close()
        if self._session is not None:
            await self._session.close()

    async def __aenter__(self) -> SeatLink:
        await self.open()
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    async def receive(self) -> dict[str, Any]:
        """The next message from the host; :class:`LinkError` once the connection is gone."""
        message = await self._socket.receive()
        if message.type != aiohttp.WSMsgType.TEXT:
            raise LinkError("the host closed the connection")
        data = json.loads(message.data)
        if data.get("type") == "table":
            self.table = data
        return data

    async def play(self, token: str) -> None:
        """Send ``token`` as this seat's answer (the host replies with the new table or a
        refusal)."""
        await self._socket.send_str(json.dumps({"type": "play", "token": token}))

    async def undo(self) -> None:
        """Ask to take this seat's last answer back (the host replies with the new table, or
        a refusal with the reason)."""
        await self._socket.send_str(json.dumps({"type": "undo"}))
