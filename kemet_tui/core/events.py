"""Events: what an action did, with who may see it.

Secrets are filtered in the core: every event says which seats may read it (``None`` means
everyone), and ``visible_to`` is the only way the UI and the log read events.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened. ``text`` is a player-facing sentence."""

    kind: str
    text: str
    seats: tuple[str, ...] | None = None
    #: True when this event drew chance or revealed a secret: undo may not cross it.
    irreversible: bool = False

    def __init__(
        self, kind: str, text: str, seats: tuple[str, ...] | None = None, irreversible: bool = False
    ) -> None:
        """The dataclass's own ``__init__`` with each field set through its slot directly
        (the generated one looks ``object.__setattr__`` up for every field of a frozen class):
        a rules engine makes one or two events per action, so this halves their cost."""
        _set_kind(self, kind)
        _set_text(self, text)
        _set_seats(self, seats)
        _set_irreversible(self, irreversible)

    def visible_to(self, seat: str | None) -> bool:
        """Whether ``seat`` may see this event (``None`` is a spectator: public events only)."""
        if self.seats is None:
            return True
        return seat is not None and seat in self.seats


#: the slots' own setters (a frozen class refuses ``setattr``; its slots do not)
_set_kind = Event.kind.__set__  # type: ignore[attr-defined,misc]
_set_text = Event.text.__set__  # type: ignore[attr-defined,misc]
_set_seats = Event.seats.__set__  # type: ignore[misc,union-attr]
_set_irreversible = Event.irreversible.__set__  # type: ignore[attr-defined,misc]
