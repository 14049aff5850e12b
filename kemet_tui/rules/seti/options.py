"""The options a Seti game is created with (validated; stored in the game record)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from kemet_tui.core.bot_seats import check_bot_seats, parse_bot_seats
from kemet_tui.core.text import clean_name

SEATS = ("white", "brown")


class SetiOptions(BaseModel):
    """``players`` are names in the order given; ``colours_by_lot`` draws who plays White.

    ``bots`` maps a seat to the computer that plays it (``{"brown": "seti:3"}``). The rules ignore
    it: it lives here only so that a saved game remembers who is a bot. The command line's
    ``-o bots=brown:seti:3`` (or ``white:random,brown:greedy``) is accepted as well as a mapping.

    ``teach`` turns on the teacher of a first game (``kemet_tui/teach``); the rules ignore it too.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    repetition_draw: bool = True
    players: tuple[str, str] = ("White", "Brown")
    colours_by_lot: bool = False
    bots: dict[str, str] = {}
    teach: bool = False

    @field_validator("players")
    @classmethod
    def _names(cls, value: tuple[str, str]) -> tuple[str, str]:
        names = tuple(clean_name(name) for name in value)
        if not all(names) or names[0] == names[1]:
            raise ValueError("the two players need two different, non-empty names")
        return names  # type: ignore[return-value]

    @field_validator("bots", mode="before")
    @classmethod
    def _bots(cls, value: Any) -> dict[str, str]:
        """Seat -> bot spec, from a mapping, ``"seat:spec"`` or a list of those."""
        bots = parse_bot_seats(value, "brown:seti:3")
        check_bot_seats(bots, SEATS)
        return bots


DEFAULT_OPTIONS = SetiOptions()
__all__ = ["DEFAULT_OPTIONS", "SetiOptions"]
