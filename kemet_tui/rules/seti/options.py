"""The options a Seti game is created with (validated; stored in the game record)."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

SEATS = ("white", "brown")
#: a bot spec's shape (``random``, ``greedy``, ``seti:3``); which specs exist is the bots' business
_SPEC = re.compile(r"[a-z]+(:[0-9]+)?")


class SetiOptions(BaseModel):
    """``players`` are names in the order given; ``colours_by_lot`` draws who plays White.

    ``bots`` maps a seat to the computer that plays it (``{"brown": "seti:3"}``). The rules ignore
    it: it lives here only so that a saved game remembers who is a bot. The command line's
    ``-o bots=brown:seti:3`` (or ``white:random,brown:greedy``) is accepted as well as a mapping.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    repetition_draw: bool = True
    players: tuple[str, str] = ("White", "Brown")
    colours_by_lot: bool = False
    bots: dict[str, str] = {}

    @field_validator("players")
    @classmethod
    def _names(cls, value: tuple[str, str]) -> tuple[str, str]:
        names = tuple(name.strip() for name in value)
        if not all(names) or names[0] == names[1]:
            raise ValueError("the two players need two different, non-empty names")
        return names  # type: ignore[return-value]

    @field_validator("bots", mode="before")
    @classmethod
    def _bots(cls, value: Any) -> dict[str, str]:
        """Seat -> bot spec, from a mapping, ``"seat:spec"`` or a list of those."""
        if isinstance(value, str):
            value = [value]
        if isinstance(value, (list, tuple)):
            value = dict(_seat_and_spec(item) for item in value)
        if not isinstance(value, dict):
            raise ValueError("bots is a mapping of seat to bot, e.g. brown:seti:3")
        bots = {str(seat).strip().lower(): str(spec).strip().lower() for seat, spec in value.items()}
        for seat, spec in bots.items():
            if seat not in SEATS:
                raise ValueError(f"bots: there is no seat {seat!r} (the seats are white and brown)")
            if not _SPEC.fullmatch(spec):
                raise ValueError(f"bots: {spec!r} is not a bot name such as random or seti:3")
        return bots


def _seat_and_spec(item: Any) -> tuple[str, str]:
    """``"brown:seti:3"`` as ``("brown", "seti:3")``."""
    seat, sep, spec = str(item).partition(":")
    if not sep:
        raise ValueError(f"bots: {item!r} is not SEAT:BOT, e.g. brown:seti:3")
    return seat, spec


DEFAULT_OPTIONS = SetiOptions()
__all__ = ["DEFAULT_OPTIONS", "SetiOptions"]
