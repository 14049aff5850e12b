"""What is still to be sent to one connection, and the task that sends it.

The table never waits for a screen: it hands each connection's :class:`Outbox` the message and
goes on; the outbox's own task writes it to the socket. A screen that reads slowly (or never)
only delays its own messages, and it is never sent a stale position: a newer ``table`` message
replaces one still waiting. Notes (a refusal, what was said) keep their order among the tables
and are capped, so a screen that floods the host with bad messages cannot make it hoard their
refusals.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable

#: how many notes may wait for one connection; older ones are dropped beyond this
MAX_NOTES = 32


class Outbox:
    """One connection's pending messages (already encoded), oldest first."""

    def __init__(self, send: Callable[[str], Awaitable[None]]) -> None:
        self._send = send
        #: (is a table message, text)
        self._pending: deque[tuple[bool, str]] = deque()
        #: the last table message handed in, so an unchanged one is not sent again
        self._last_table = ""
        self._ready = asyncio.Event()

    def put_table(self, text: str) -> None:
        """The connection's newest table message; one still waiting is dropped for it."""
        if text == self._last_table:
            return
        self._last_table = text
        kept = [entry for entry in self._pending if not entry[0]]
        self._pending = deque([*kept, (True, text)])
        self._ready.set()

    def put_note(self, text: str) -> None:
        """A refusal or a note for this connection alone (the oldest are dropped past the
        cap)."""
        notes = [i for i, (table, _) in enumerate(self._pending) if not table]
        if len(notes) >= MAX_NOTES:
            del self._pending[notes[0]]
        self._pending.append((False, text))
        self._ready.set()

    @property
    def waiting(self) -> int:
        return len(self._pending)

    async def run(self) -> None:
        """Send what is handed in, in order, until the connection fails or the task is
        cancelled."""
        while True:
            await self._ready.wait()
            self._ready.clear()
            while self._pending:
                _, text = self._pending.popleft()
                try:
                    await self._send(text)
                except (ConnectionError, RuntimeError):
                    return
