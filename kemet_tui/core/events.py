"""Events: what an action did, with who may see it.

Secrets are filtered in the core: every event says which seats may read it (``None`` means
everyone), and ``visible_to`` is the only way the UI and the log read events.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``text`` is a player-facing sentence."""

    kind: str
    text: str
    seats: tuple[str, ...] | None = None
    #: True when this event drew chance or revealed a secret: undo may not cross it.
    irreversible: bool = False

    def visible_to(self, seat: str | None) -> bool:
        """Whether ``seat`` may see this event (``None`` is a spectator: public events only)."""
        if self.seats is None:
            return True
        return seat is not None and seat in self.seats
