"""The table's server: websockets (aiohttp) between the hosted table and the seats' screens.

One route, ``/play?key=KEY``: a websocket that plays the seat whose key it names, or watches the
public view without one (:mod:`.keys`); the :mod:`.gate` decides first whether it may open at
all. After every change each connection is sent its own ``table`` message (:mod:`.messages`):
one is made per distinct view (every spectator shares the public one) and handed to each
connection's :class:`~.outbox.Outbox`, whose task sends it, so the table never waits for a
screen. A request a screen sends (:mod:`.protocol`) is played through the table, or refused
with the reason to that connection alone; whatever a message holds, reading it never ends the
connection with an error (the traceback of a bug goes to the log). Bots answer in a thread of
their own, one after another, while no human may; the table waits for a human seat as long as
it takes, and every screen is told whom it waits for.

The server listens on 127.0.0.1 unless it is given another address, over TLS when given a
certificate (``wss://`` lines).
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import threading
from dataclasses import dataclass, field

from aiohttp import WSMsgType, web

from kemet_tui import protocol
from kemet_tui.core.errors import IllegalAction
from kemet_tui.net import messages
from kemet_tui.net.gate import Gate
from kemet_tui.net.outbox import Outbox
from kemet_tui.net.table import BotTurn, HostedTable
from kemet_tui.protocol import AskHint, Play, Refused, Undo

log = logging.getLogger(__name__)

LOOPBACK = "127.0.0.1"
PLAY_PATH = "/play"
#: seconds the host gives its connections to close when it stops
CLOSE_PATIENCE = 2.0
UNREADABLE = "That message could not be read (the host noted why in its log)."


@dataclass(eq=False)
class Connection:
    """One open websocket, the seat it plays (None: a spectator) and what waits to be sent."""

    socket: web.WebSocketResponse
    seat: str | None
    outbox: Outbox = field(repr=False)


class TableServer:
    """Serves one :class:`HostedTable` until stopped."""

    def __init__(
        self,
        table: HostedTable,
        host: str = LOOPBACK,
        port: int = 0,
        bot_pause: float = 0.0,
        gate: Gate | None = None,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.table = table
        self.host, self.port = host, port
        self.bot_pause = bot_pause
        self.gate = gate or Gate()
        self.ssl_context = ssl_context
        self.connections: set[Connection] = set()
        self._runner: web.AppRunner | None = None
        self._bots: asyncio.Task | None = None
        self._lock = asyncio.Lock()
        #: one hint is computed at a time (the bots' caches are per process)
        self._hinting = asyncio.Lock()
        #: seat -> (the table's version, its table message), made once per change
        self._rendered: dict[str | None, tuple[int, str]] = {}
        self._version = 0
        #: spectators' websockets being opened (counted against the cap already)
        self._opening = 0

    # --- running -------------------------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get(PLAY_PATH, self.play_socket)
        return app

    async def start(self) -> None:
        """Listen (on a free port when ``port`` is 0; :attr:`port` then says which) and let the
        bots play if they are asked first."""
        self._runner = web.AppRunner(self.app(), access_log=None, shutdown_timeout=CLOSE_PATIENCE)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.port, ssl_context=self.ssl_context).start()
        self.port = self._runner.addresses[0][1]
        self.kick_bots()

    async def stop(self) -> None:
        """Stop at once: the bots' task, then every connection (each given a moment to close)."""
        if self._bots is not None:
            self._bots.cancel()
        closing = [c.socket.close() for c in list(self.connections)]
        if closing:
            await asyncio.wait([asyncio.ensure_future(c) for c in closing], timeout=CLOSE_PATIENCE)
        if self._runner is not None:
            await self._runner.cleanup()

    def url(self, key: str | None = None) -> str:
        """The address a screen joins with (a seat's, with its key; the public one without)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        scheme = "wss" if self.ssl_context is not None else "ws"
        return f"{scheme}://{host}:{self.port}{PLAY_PATH}" + (f"?key={key}" if key else "")

    # --- one connection ------------------------------------------------------------------------
    async def play_socket(self, request: web.Request) -> web.StreamResponse:
        key = request.query.get("key")
        seat = self.table.keys.seat_for(key)
        spectators = self._opening + sum(1 for c in self.connections if c.seat is None)
        refusal = self.gate.refusal(
            request.headers.get("Origin"), request.remote or "", seat is None, spectators
        )
        if refusal is not None:
            return web.Response(status=refusal, text=protocol.REFUSALS[refusal])
        # a seat's messages are compressed (a player may be far away); a spectator's are not,
        # since each connection compresses alone and a hundred would cost the table its pace
        socket = web.WebSocketResponse(
            heartbeat=20.0, max_msg_size=protocol.MAX_INCOMING, compress=seat is not None
        )
        self._opening += seat is None  # counted against the cap while it opens
        try:
            await socket.prepare(request)
        finally:
            self._opening -= seat is None
        connection = Connection(socket, self.table.join(key), Outbox(socket.send_str))
        writer = asyncio.get_running_loop().create_task(connection.outbox.run())
        self.connections.add(connection)
        try:
            self._changed(new_version=connection.seat is not None, only=connection)
            async for message in socket:
                if message.type == WSMsgType.ERROR:
                    break
                await self._read(connection, message)
        finally:
            self.connections.discard(connection)
            writer.cancel()
            self.table.leave(connection.seat)
            if connection.seat is not None:
                self._changed(new_version=True)
        return socket

    async def _read(self, connection: Connection, message) -> None:
        """One message from a screen: whatever it holds, the connection goes on (a bug in
        reading it is logged, and the screen told in one line)."""
        try:
            if message.type == WSMsgType.TEXT:
                await self.received(connection, message.data)
            elif message.type == WSMsgType.BINARY:
                self._note(
                    connection, Refused(token="", reason="Only text messages are understood.")
                )
        except Exception:
            log.exception("a message from a screen could not be read")
            self._note(connection, Refused(token="", reason=UNREADABLE))

    async def received(self, connection: Connection, text: str) -> None:
        """A screen sent ``text``: play its token or take its answer back, or tell that screen
        why not."""
        try:
            request = protocol.request_of(text)
        except protocol.BadMessage as error:
            self._note(connection, Refused(token="", reason=str(error)))
            return
        token = request.token if isinstance(request, Play) else ""
        if isinstance(request, AskHint):
            await self._hint(connection, request)
            return
        async with self._lock:
            try:
                undone = self._answer(connection.seat, request)
            except IllegalAction as error:
                self._note(
                    connection,
                    Refused(
                        token=protocol.safe_echo(token), reason=protocol.safe_reason(error.reason)
                    ),
                )
                return
        if undone is not None:
            for other in list(self.connections):
                self._note(other, messages.undo_said(self.table, undone, other.seat))
        self._changed()
        self.kick_bots()

    def _answer(self, seat: str | None, request: Play | Undo):
        """Play or undo through the table, in the position the request names; what an undo
        took back (None for a play)."""
        self._same_position(request.plies)
        if isinstance(request, Undo):
            return self.table.undo(seat)
        self.table.play(seat, request.token)
        return None

    def _same_position(self, asked: int) -> None:
        plies = len(self.table.engine.plies)
        if asked != plies:
            raise IllegalAction(
                f"That was sent for another position (ply {asked}); "
                f"the table is at ply {plies} now."
            )

    async def _hint(self, connection: Connection, request: AskHint) -> None:
        """A seat asks for a hint: noted in the record, computed on that seat's view in a
        thread of its own (a Level 3 search takes about a second), and sent to that
        connection alone; or refused with the reason. The table itself does not change."""
        from kemet_tui.bots.hints import STRONGEST, hints
        from kemet_tui.bots.registry import family_of

        async with self._lock:
            try:
                self._same_position(request.plies)
                view, legal, seat = self.table.ask_hint(connection.seat)
            except IllegalAction as error:
                self._note(connection, Refused(token="", reason=protocol.safe_reason(error.reason)))
                return
        ruleset = self.table.engine.ruleset
        async with self._hinting:
            given = await in_daemon_thread(hints, ruleset, view, legal, seat)
        bot = STRONGEST[family_of(ruleset.name) or "seti"]
        self._note(connection, messages.hinted(request.plies, bot, given))

    # --- sending -------------------------------------------------------------------------------
    def _changed(self, new_version: bool = True, only: Connection | None = None) -> None:
        """Hand every connection (or ``only`` one) its table message: one made per distinct
        view and per change, never more (a spectator's arrival changes no one's message)."""
        if new_version:
            self._version += 1
        targets = [only] if only is not None and not new_version else list(self.connections)
        targets.sort(key=lambda c: c.seat is None)  # the seats' writers wake first
        for connection in targets:
            connection.outbox.put_table(self._rendering(connection.seat))

    def _rendering(self, seat: str | None) -> str:
        version, text = self._rendered.get(seat, (-1, ""))
        if version != self._version:
            text = protocol.encode(messages.table_message(self.table, seat))
            self._rendered[seat] = (self._version, text)
        return text

    def _note(self, connection: Connection, message) -> None:
        connection.outbox.put_note(protocol.encode(message))

    # --- bots ----------------------------------------------------------------------------------
    def kick_bots(self) -> None:
        """Let the bots play, in order, while a bot is asked (once at a time)."""
        if self._bots is None or self._bots.done():
            self._bots = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        try:
            await self._bots_answer()
        except asyncio.CancelledError:
            raise
        except Exception:  # a bug in a bot: recorded, and the table waits rather than dies
            log.exception("a bot failed to answer; the game waits")

    async def _bots_answer(self) -> None:
        while (turn := self.table.bot_turn()) is not None:
            if self.bot_pause and self.table.bot_answered_last():
                await asyncio.sleep(self.bot_pause)  # so that people can follow the bots
            action = await in_daemon_thread(think, turn, self.table)
            async with self._lock:
                played = self.table.play_bot(turn, action)
            if played is not None:
                self._changed()


async def in_daemon_thread(function, *args):
    """``function(*args)`` in a daemon thread of its own: a bot still thinking never keeps the
    host from stopping (a pool's worker threads are waited for when the program ends)."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future = loop.create_future()

    def run() -> None:
        try:
            result, error = function(*args), None
        except BaseException as failure:  # handed to the awaiting task, raised there
            result, error = None, failure
        try:
            loop.call_soon_threadsafe(_settle, done, result, error)
        except RuntimeError:
            pass  # the host stopped while the bot thought: nobody waits for its answer

    threading.Thread(target=run, name="kemet-bot", daemon=True).start()
    return await done


def _settle(future: asyncio.Future, result, error) -> None:
    if future.done():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


def think(turn: BotTurn, table: HostedTable):
    """The bot's answer, from the view of the seat it answers for (a worker thread)."""
    ruleset = table.engine.ruleset
    return turn.bot.choose(
        ruleset, ruleset.view(turn.state, turn.seat), ruleset.legal_actions(turn.state), turn.seat
    )
