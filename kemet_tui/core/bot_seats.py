"""The ``bots`` game option: which seats a computer plays.

The rules never read it; it lives in a game's options only so that the record (and so a save, a
resume or a replay) remembers who is a bot. Every ruleset's option model reads it with these
functions, so that ``-o bots=brown:seti:3`` and ``-o bots=seth:kemet:1,a2:random`` (the command
line's forms), a list of ``SEAT:BOT`` or a mapping mean the same everywhere. Which bot specs
exist is the bots' business (``kemet_tui.bots.make_bot``); here only their shape is checked, so
the core stays free of the bots package.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

#: a bot spec's shape (``random``, ``greedy``, ``seti:3``, ``kemet:1``, ``kemet:3/8``: a level
#: with its search budget)
SPEC = re.compile(r"[a-z]+(:[0-9]+(/[0-9]+)?)?")


def parse_bot_seats(value: Any, example: str) -> dict[str, str]:
    """Seat -> bot spec (lower case) from a mapping, ``"SEAT:BOT"``, ``"SEAT:BOT,SEAT:BOT"``
    or a list of those; ValueError (with ``example``) when it is none of them."""
    if isinstance(value, str):
        value = [part for part in value.split(",") if part.strip()]
    if isinstance(value, (list, tuple)):
        value = dict(_seat_and_spec(item, example) for item in value)
    if not isinstance(value, Mapping):
        raise ValueError(f"bots is a mapping of seat to bot, e.g. {example}")
    bots = {str(seat).strip().lower(): str(spec).strip().lower() for seat, spec in value.items()}
    for spec in bots.values():
        if not SPEC.fullmatch(spec):
            raise ValueError(
                f"bots: {spec!r} is not a bot name such as random or {example.partition(':')[2]}"
            )
    return bots


def check_bot_seats(bots: Mapping[str, str], seats: Iterable[str]) -> None:
    """ValueError naming the seats there are when ``bots`` seats a computer elsewhere."""
    seats = tuple(seats)
    for seat in bots:
        if seat not in seats:
            raise ValueError(
                f"bots: there is no seat {seat!r} (the seats are "
                f"{', '.join(seats[:-1])} and {seats[-1]})"
            )


def _seat_and_spec(item: Any, example: str) -> tuple[str, str]:
    """``"brown:seti:3"`` as ``("brown", "seti:3")``."""
    seat, sep, spec = str(item).partition(":")
    if not sep:
        raise ValueError(f"bots: {item!r} is not SEAT:BOT, e.g. {example}")
    return seat, spec


__all__ = ["SPEC", "check_bot_seats", "parse_bot_seats"]
