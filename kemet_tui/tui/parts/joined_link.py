"""Following a seat's link for its screen: every message the host sends is handed on, a request
that cannot be sent is said in one line, and a dropped connection is joined again by itself (the host keeps the seat's place, and sends the
table as it is now to the new connection), a few times a minute for a while, saying so.

A link needs ``open()``, ``receive()`` and ``close()`` (``kemet_tui.net.link.SeatLink``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from kemet_tui.core.errors import KemetError

#: seconds between two tries to join again (the last one repeats)
RETRY_DELAYS = (0.5, 1.0, 2.0, 3.0, 5.0)
#: tries before the screen gives up (some ten minutes)
MAX_TRIES = 120


async def follow(
    link: Any,
    received: Callable[[Any], None],
    say: Callable[[str, str], None],
    leaving: Callable[[], bool],
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> None:
    """Hand ``link``'s messages to ``received`` until the screen is ``leaving``; join again
    after a dropped connection, up to :data:`MAX_TRIES` times in a row."""
    tries = 0
    while not leaving():
        try:
            await link.open()
            if tries:
                say("Joined the table again.", "good")
            tries = 0
            while True:
                received(await link.receive())
        except KemetError as error:
            if leaving():
                return
            if tries >= MAX_TRIES:
                say(f"{error} (q leaves).", "error")
                return
            delay = RETRY_DELAYS[min(tries, len(RETRY_DELAYS) - 1)]
            tries += 1
            say(f"{error}: joining again in {delay:g} s (q leaves).", "warn")
            await link.close()
            await sleep(delay)


async def sent(request: Awaitable[None], say: Callable[[str, str], None]) -> None:
    """Await a request to the host (a play, an undo, a hint); a connection gone is said on the status
    line, never a crash (the screen is joining again meanwhile)."""
    try:
        await request
    except KemetError as error:
        say(f"{error} (the screen joins again by itself).", "error")
