"""The table's server: websockets (aiohttp) between the hosted table and the seats' screens.

One route, ``/play?key=KEY``: a websocket that plays the seat whose key it names, or watches the
public view without one (:mod:`.keys`). After every change each connection is sent its own
``table`` message (:mod:`.messages`); a token it sends is played through the table, or refused
with the reason to that connection alone. Bots answer in a worker thread, one after another,
while no human may; the table waits for a human seat as long as it takes, and every screen is
told whom it waits for.

The server listens on 127.0.0.1 unless it is given another address.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

from aiohttp import WSMsgType, web

from kemet_tui.core.errors import IllegalAction
from kemet_tui.net import messages
from kemet_tui.net.table import BotTurn, HostedTable

log = logging.getLogger(__name__)

LOOPBACK = "127.0.0.1"
PLAY_PATH = "/play"


@dataclass(eq=False)
class Connection:
    """One open websocket and the seat it plays (None: a spectator)."""

    socket: web.WebSocketResponse
    seat: str | None
    #: the last message sent, so an unchanged one is not sent again
    last: str = field(default="", repr=False)


class TableServer:
    """Serves one :class:`HostedTable` until stopped."""

    def __init__(self, table: HostedTable, host: str = LOOPBACK, port: int = 0,
                 bot_pause: float = 0.0) -> None:
        self.table = table
        self.host, self.port = host, port
        self.bot_pause = bot_pause
        self.connections: set[Connection] = set()
        self._runner: web.AppRunner | None = None
        self._bots: asyncio.Task | None = None
        self._lock = asyncio.Lock()

    # --- running -------------------------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get(PLAY_PATH, self.play_socket)
        return app

    async def start(self) -> None:
        """Listen (on a free port when ``port`` is 0; :attr:`port` then says which) and let the
        bots play if they are asked first."""
        self._runner = web.AppRunner(self.app(), access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.port).start()
        self.port = self._runner.addresses[0][1]
        self.kick_bots()

    async def stop(self) -> None:
        if self._bots is not None:
            self._bots.cancel()
        for connection in list(self.connections):
            await connection.socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def url(self, key: str | None = None) -> str:
        """The address a screen joins with (a seat's, with its key; the public one without)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}{PLAY_PATH}" + (f"?key={key}" if key else "")

    # --- one connection ------------------------------------------------------------------------
    async def play_socket(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(heartbeat=20.0, max_msg_size=messages.MAX_INCOMING)
        await socket.prepare(request)
        connection = Connection(socket, self.table.join(request.query.get("key")))
        self.connections.add(connection)
        try:
            await self.send_all()
            async for message in socket:
                if message.type == WSMsgType.TEXT:
                    await self.received(connection, message.data)
                elif message.type == WSMsgType.ERROR:
                    break
        finally:
            self.connections.discard(connection)
            self.table.leave(connection.seat)
            await self.send_all()
        return socket

    async def received(self, connection: Connection, text: str) -> None:
        """A screen sent ``text``: play its token or take its answer back, or tell that screen
        why not."""
        try:
            kind, token = messages.request_of(text)
        except messages.BadMessage as error:
            await self._send(connection, messages.refused("", str(error)))
            return
        async with self._lock:
            try:
                if kind == "undo":
                    done = self.table.undo(connection.seat)
                else:
                    self.table.play(connection.seat, token)
            except IllegalAction as error:
                await self._send(connection, messages.refused(token, error.reason))
                return
        if kind == "undo":
            for other in list(self.connections):
                await self._send(other, messages.said(done))
        await self.send_all()
        self.kick_bots()

    # --- sending -------------------------------------------------------------------------------
    async def send_all(self) -> None:
        """Each connection its own view of the table (an unchanged message is not sent)."""
        for connection in list(self.connections):
            text = messages.encode(messages.table_message(self.table, connection.seat))
            if text != connection.last:
                connection.last = text
                await self._send_text(connection, text)

    async def _send(self, connection: Connection, message: dict) -> None:
        await self._send_text(connection, messages.encode(message))

    async def _send_text(self, connection: Connection, text: str) -> None:
        if connection.socket.closed:
            return
        try:
            await connection.socket.send_str(text)
        except (ConnectionError, RuntimeError):
            pass  # the screen went away; its loop in play_socket ends and says so

    # --- bots ----------------------------------------------------------------------------------
    def kick_bots(self) -> None:
        """Let the bots play, in order, while a bot is asked (once at a time)."""
        if self._bots is None or self._bots.done():
            self._bots = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        try:
            await self._bots_answer()
        except Exception:  # a bug in a bot: recorded, and the table waits rather than dies
            log.exception("a bot failed to answer; the game waits")

    async def _bots_answer(self) -> None:
        loop = asyncio.get_running_loop()
        while (turn := self.table.bot_turn()) is not None:
            if self.bot_pause and self.table.bot_answered_last():
                await asyncio.sleep(self.bot_pause)  # so that people can follow the bots
            action = await loop.run_in_executor(None, think, turn, self.table)
            async with self._lock:
                played = self.table.play_bot(turn, action)
            if played is not None:
                await self.send_all()


def think(turn: BotTurn, table: HostedTable):
    """The bot's answer, from the view of the seat it answers for (a worker thread)."""
    ruleset = table.engine.ruleset
    return turn.bot.choose(ruleset, ruleset.view(turn.state, turn.seat),
                           ruleset.legal_actions(turn.state), turn.seat)
