"""The options a Kemet: Seth game is created with (validated; stored in the game record).

``alliance_size``, ``ta_seti`` and ``seth_target_vp`` are the rules' own options (ruleset.toml,
kemet-seth.md §Setup). ``open_hands`` is a house rule a table may choose, off by default: the
members show each other their cards, which the rulebook forbids, to pass the keyboard among them
without a curtain (docs/rules/kemet-seth.md §Seats). ``round_cap`` is a safeguard for self-play
series (``simulate``, ``balance``), not a rule of the game: a game nobody has won after that many
rounds stops *unfinished* (never a draw: the rules have none). It is off (0) by default and a game played
by people never has one: ``play`` refuses it. ``bots`` says which seats a computer plays: the rules
ignore it, it is here so that the record (a save, a resume, a replay) remembers the seats.
``teach`` turns on the teacher of a first game (``kemet_tui/teach``): the rules ignore it too,
and a record without it (every game before it, and every game that does not teach) reads as off.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from kemet_tui.core.bot_seats import check_bot_seats, parse_bot_seats
from kemet_tui.core.text import clean_name
from kemet_tui.rules.kemet.state.model import MEMBER_COLOURS, MEMBERS, SETH

DEFAULT_ROUND_CAP = 0


class KemetOptions(BaseModel):
    """``players``: names, Seth's first then the members' (optional; seats get default names).
    ``colours``: the members' colours in seat order (optional; the UI shows them, the rules
    never read them)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    alliance_size: int = Field(default=2, ge=2, le=5)
    ta_seti: bool = False
    seth_target_vp: int = 8
    round_cap: int = Field(default=DEFAULT_ROUND_CAP, ge=0, le=100)
    #: a table that talks openly: the members see each other's DI cards, battle cards and
    #: discards (Seth never does), so the keyboard passes among them with no curtain
    open_hands: bool = False
    players: tuple[str, ...] = ()
    colours: tuple[str, ...] = ()
    bots: dict[str, str] = {}
    #: the teacher's lessons on screen (the UI's, kept in the record like ``bots``)
    teach: bool = False

    @field_validator("seth_target_vp")
    @classmethod
    def _target(cls, value: int) -> int:
        if value not in (8, 10):
            raise ValueError("Seth's target is 8 or 10 battle VP")
        return value

    @field_validator("players")
    @classmethod
    def _names(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        names = tuple(clean_name(name) for name in value)
        if not all(names) or len(set(names)) != len(names):
            raise ValueError("player names must be non-empty and different")
        return names

    @field_validator("colours")
    @classmethod
    def _colours(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        unknown = [c for c in value if c not in MEMBER_COLOURS]
        if unknown:
            raise ValueError(
                f"unknown colour {unknown[0]!r}: choose among {', '.join(MEMBER_COLOURS)}"
            )
        if len(set(value)) != len(value):
            raise ValueError("two members cannot share a colour")
        return value

    @model_validator(mode="after")
    def _one_colour_per_member(self) -> KemetOptions:
        if self.colours and len(self.colours) != self.alliance_size:
            raise ValueError(
                f"give {self.alliance_size} colours (one per member), not {len(self.colours)}"
            )
        return self

    @model_validator(mode="after")
    def _one_name_per_seat(self) -> KemetOptions:
        if self.players and len(self.players) != self.alliance_size + 1:
            raise ValueError(
                f"give {self.alliance_size + 1} player names (Seth, then each member), "
                f"not {len(self.players)}"
            )
        return self

    @model_validator(mode="before")
    @classmethod
    def _bot_seats(cls, data: Any) -> Any:
        """``bots`` in any of its forms, as seat -> spec (a member's colour read as its seat)."""
        if not isinstance(data, dict) or "bots" not in data:
            return data
        bots = parse_bot_seats(data["bots"], "seth:kemet:1")
        seat_of = _seats_by_colour(data.get("colours"), data.get("alliance_size", 2))
        seated: dict[str, str] = {}
        for seat, spec in bots.items():
            if seat_of.get(seat, seat) in seated:
                raise ValueError(
                    f"bots: {seat!r} names the seat {seat_of.get(seat, seat)} a second time"
                )
            seated[seat_of.get(seat, seat)] = spec
        return {**data, "bots": seated}

    @model_validator(mode="after")
    def _bots_sit_at_seats(self) -> KemetOptions:
        check_bot_seats(self.bots, (SETH, *MEMBERS[: self.alliance_size]))
        return self


def _seats_by_colour(colours: Any, size: Any) -> dict[str, str]:
    """Colour -> member seat, from the options' colours or the default ones (best effort: bad
    colours or sizes are reported by their own validators)."""
    if not colours:
        colours = MEMBER_COLOURS[:size] if isinstance(size, int) else ()
    return {str(colour): seat for colour, seat in zip(colours, MEMBERS)}


__all__ = ["DEFAULT_ROUND_CAP", "MEMBER_COLOURS", "KemetOptions"]
