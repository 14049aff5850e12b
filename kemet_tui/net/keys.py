"""The seats' secret keys: a seat is played only by whoever holds its key.

The host makes one random key per human seat when the game is hosted and prints it in that
seat's join link. A connection names a key, never a seat: :meth:`SeatKeys.seat_for` compares it
with every seat's key in constant time (``hmac.compare_digest``, and always all of them), so
neither the answer nor its timing tells how close a guess came. A connection without a valid key
is a spectator: it sees the public view and cannot play.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable, Mapping

#: bytes of randomness in a key (its text is about 4/3 as long)
KEY_BYTES = 18


class SeatKeys:
    """Seat -> its secret key, made once per hosted game."""

    def __init__(self, keys: Mapping[str, str]) -> None:
        self._keys = dict(keys)

    @classmethod
    def made_for(cls, seats: Iterable[str]) -> SeatKeys:
        """A fresh random key for each of ``seats``."""
        return cls({seat: secrets.token_urlsafe(KEY_BYTES) for seat in seats})

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(self._keys)

    def key_of(self, seat: str) -> str:
        """The key to print in ``seat``'s join link (the host's own screen only)."""
        return self._keys[seat]

    def seat_for(self, key: str | None) -> str | None:
        """The seat whose key ``key`` is, or None (no key, or a wrong one: a spectator)."""
        if not key:
            return None
        given = key.encode("utf-8", "replace")
        found = None
        for seat, own in self._keys.items():
            if hmac.compare_digest(given, own.encode("utf-8")):
                found = seat
        return found
