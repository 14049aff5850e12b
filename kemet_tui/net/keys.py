"""The seats' secret keys: a seat is played only by whoever holds its key.

The host makes one random key per human seat when the game is hosted and prints it in that
seat's join link. A connection names a key, never a seat: :meth:`SeatKeys.seat_for` compares it
with every seat's key in constant time (``hmac.compare_digest``, and always all of them), so
neither the answer nor its timing tells how close a guess came. A connection without a valid key
is a spectator: it sees the public view and cannot play.

The keys of a hosted game are kept beside its autosave (:func:`keys_path`, readable by its
owner only), so that the host taken up again with ``--load`` lets the same lines in; one seat's
key may be made anew (:meth:`SeatKeys.reissued`) when its line went astray.
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
from collections.abc import Iterable, Mapping
from pathlib import Path

from kemet_tui.core.paths import write_atomically

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

    def reissued(self, seat: str) -> SeatKeys:
        """The same keys but ``seat``'s, made anew (its old line no longer plays it)."""
        return SeatKeys({**self._keys, seat: secrets.token_urlsafe(KEY_BYTES)})

    def kept_for(self, seats: Iterable[str]) -> SeatKeys:
        """The keys of ``seats`` only, a fresh one for a seat that had none (a seat given to
        a bot since loses its key; one taken back from a bot gets a new one)."""
        return SeatKeys(
            {seat: self._keys.get(seat) or secrets.token_urlsafe(KEY_BYTES) for seat in seats}
        )

    def write(self, path: Path) -> None:
        """Keep the keys in ``path``, readable and writable by its owner only."""
        write_atomically(path, json.dumps(self._keys) + "\n")
        os.chmod(path, 0o600)

    @classmethod
    def read(cls, path: Path) -> SeatKeys | None:
        """The keys kept in ``path``; None when there are none to read (no file, or not keys)."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and v for k, v in data.items()
        ):
            return None
        return cls(data)

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


def keys_path(save: Path) -> Path:
    """Where the keys of the game autosaved in ``save`` are kept."""
    save = Path(save)
    return save.with_name(save.stem + ".keys")
