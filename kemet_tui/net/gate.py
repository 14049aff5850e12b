"""Who may open a connection to the table, asked before the websocket is opened.

- A connection that names an ``Origin`` comes from a web page in a browser: the table's
  screens (``kemet-tui join``, each browser tab's join screen run by ``serve --join``) send
  none, so any page open in a player's browser is refused unless its origin is allowed.
- Spectators (no key, or a wrong one) are capped: each costs the host a socket and the
  public board's messages. Seats are never capped (a seat's key is its right to play).
- Each address may open so many connections a second (a token bucket): a burst of reconnects
  passes, a flood does not.

Each refusal is an HTTP status the screen turns into one line (``protocol.REFUSALS``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from kemet_tui.protocol import FORBIDDEN, FULL, TOO_FAST

#: spectators a table lets in by default
DEFAULT_SPECTATORS = 8
#: connections an address may open a second, and in one burst, by default
DEFAULT_JOIN_RATE = 5.0
DEFAULT_JOIN_BURST = 20


@dataclass
class JoinRate:
    """A token bucket per address: ``burst`` at once, then ``rate`` a second."""

    rate: float = DEFAULT_JOIN_RATE
    burst: int = DEFAULT_JOIN_BURST
    clock: Callable[[], float] = time.monotonic
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)

    def allow(self, address: str) -> bool:
        now = self.clock()
        tokens, then = self._buckets.get(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - then) * self.rate)
        if len(self._buckets) > 4096:  # forget the addresses whose buckets are full again
            self._buckets = {
                a: b
                for a, b in self._buckets.items()
                if b[0] + (now - b[1]) * self.rate < self.burst
            }
        if tokens < 1.0:
            self._buckets[address] = (tokens, now)
            return False
        self._buckets[address] = (tokens - 1.0, now)
        return True


@dataclass
class Gate:
    """The checks a new connection passes, in order: origin, rate, spectators."""

    max_spectators: int = DEFAULT_SPECTATORS
    origins: frozenset[str] = frozenset()
    rate: JoinRate = field(default_factory=JoinRate)

    @classmethod
    def allowing(cls, origins: Iterable[str] = (), **kwargs) -> Gate:
        return cls(origins=frozenset(o.rstrip("/") for o in origins), **kwargs)

    def refusal(
        self, origin: str | None, address: str, spectator: bool, spectators: int
    ) -> int | None:
        """The HTTP status refusing this connection, or None to let it in."""
        if origin is not None and origin.rstrip("/") not in self.origins:
            return FORBIDDEN
        if not self.rate.allow(address):
            return TOO_FAST
        if spectator and spectators >= self.max_spectators:
            return FULL
        return None
