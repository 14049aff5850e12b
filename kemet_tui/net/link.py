"""A seat's end of the websocket: what the join screen (and a scripted seat) talks through.

:class:`SeatLink` opens the address the host printed, hands on each message the host sends,
typed (:mod:`.protocol`), and sends the seat's requests, each naming the position it answers.
It keeps the latest ``table`` message, so whoever reads it next sees the table as it is now,
never an older frame. A ``wss://`` address is opened over TLS, checked against the system's
certificates or the ``cafile`` given.
"""

from __future__ import annotations

import ssl

import aiohttp

from kemet_tui import protocol
from kemet_tui.core.errors import KemetError
from kemet_tui.protocol import AskHint, Play, Table, Undo


class LinkError(KemetError):
    """The host cannot be reached, or it closed the connection (said in one line)."""


class SeatLink:
    """One connection to a hosted table."""

    def __init__(self, url: str, cafile: str | None = None) -> None:
        self.url = url
        self.cafile = cafile
        self.table: Table | None = None
        self._session: aiohttp.ClientSession | None = None
        self._socket: aiohttp.ClientWebSocketResponse | None = None

    @property
    def is_open(self) -> bool:
        return self._socket is not None and not self._socket.closed

    async def open(self) -> None:
        """Connect (once: a link already open stays as it is)."""
        if self.is_open:
            return
        await self.close()
        self._session = aiohttp.ClientSession()
        try:
            self._socket = await self._session.ws_connect(self.url, heartbeat=20.0, ssl=self._ssl())
        except aiohttp.WSServerHandshakeError as error:
            await self._session.close()
            why = protocol.REFUSALS.get(error.status, f"the host answered {error.status}")
            raise LinkError(f"cannot join {self.url}: {why}") from None
        except (aiohttp.ClientError, OSError, ValueError) as error:
            await self._session.close()
            raise LinkError(f"cannot join {self.url}: {error or type(error).__name__}") from None

    def _ssl(self) -> ssl.SSLContext | bool:
        if self.cafile is None:
            return True
        return ssl.create_default_context(cafile=self.cafile)

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

    async def receive(self) -> protocol.Table | protocol.Refused | protocol.Said | protocol.Hinted:
        """The next message from the host; :class:`LinkError` once the connection is gone."""
        if self._socket is None:
            raise LinkError("not connected to the host")
        message = await self._socket.receive()
        if message.type != aiohttp.WSMsgType.TEXT:
            raise LinkError("the host closed the connection")
        try:
            data = protocol.host_message_of(message.data)
        except protocol.BadMessage as error:
            raise LinkError(str(error)) from None
        if isinstance(data, Table):
            self.table = data
        return data

    async def play(self, token: str, plies: int) -> None:
        """Send ``token`` as this seat's answer to the table message of ``plies`` plies (the
        host replies with the new table or a refusal)."""
        await self._send(Play(token=token, plies=plies))

    async def undo(self, plies: int) -> None:
        """Ask to take this seat's last answer back in the position of ``plies`` plies (the
        host replies with the new table, or a refusal with the reason)."""
        await self._send(Undo(plies=plies))

    async def hint(self, plies: int) -> None:
        """Ask for a hint for this seat's question in the position of ``plies`` plies (the
        host replies with the answers, to this link alone, or a refusal)."""
        await self._send(AskHint(plies=plies))

    async def _send(self, request: Play | Undo | AskHint) -> None:
        if not self.is_open:
            raise LinkError("not connected to the host")
        try:
            await self._socket.send_str(protocol.encode(request))  # type: ignore[union-attr]
        except (ConnectionError, RuntimeError) as error:
            raise LinkError(f"the host closed the connection ({error})") from None
