"""The Osiris board as the UI shows it: pure functions of a state (or of a seat's view).

seed-000 §Osiris Game Board: the Alliance's shared board holds the Alliance tiles, the prayer
and power tokens of the sacred temples, the power of the Great Ceremony, and the common
permanent and temporary VP. ``summary(state)`` gathers all of it; every part is also a function
of its own. They read only public facts, so they give the same answer on ``view(state, seat)``
(a face-down prayer token shows only its back there, as on the table).

Temporary VP (seed-002; research §3.4; seed-000 sidebar "Only a sacred temple at level 3
counts"): one per temple the Alliance holds (printed temples and level-3 sacred temples) and
one per level-4 pyramid a member controls.
"""

from __future__ import annotations

from dataclasses import dataclass

from kemet_tui.rules.kemet.alliance import ceremony, sacred
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics import victory
from kemet_tui.rules.kemet.mechanics.common import controlled_pyramids, members, rules, temples_held
from kemet_tui.rules.kemet.state.model import ALLIANCE, KemetState


@dataclass(frozen=True, slots=True)
class TileSlot:
    tile: str
    name: str
    colour: str
    #: on the Osiris board (bought), else still for sale
    owned: bool


@dataclass(frozen=True, slots=True)
class Creature:
    """Where the Osiris figure is: a space, or a member's reserve."""

    tile: str
    controller: str
    space: str | None


@dataclass(frozen=True, slots=True)
class TempleInfo:
    """A sacred temple and its tokens."""

    space: str
    level: int
    #: who stands there: ``alliance``, ``seth`` or None
    holder: str | None
    #: "none", "down" (back: 1 PP) or "up" (front)
    prayer: str
    #: PP it gives at the end of the Day to its holder (0 without a prayer token)
    prayer_pp: int
    power: str | None


@dataclass(frozen=True, slots=True)
class TemporaryVp:
    temples: tuple[str, ...]
    pyramids: tuple[str, ...]

    @property
    def total(self) -> int:
        return len(self.temples) + len(self.pyramids)


@dataclass(frozen=True, slots=True)
class CeremonyInfo:
    done: bool
    cost: int
    participants: tuple[str, ...]
    #: PP the participants hold between them
    participants_pp: int
    #: why it cannot start now, or None
    problem: str | None


@dataclass(frozen=True, slots=True)
class OsirisBoard:
    tiles: tuple[TileSlot, ...]
    creature: Creature | None
    temples: tuple[TempleInfo, ...]
    #: temple powers the Alliance holds, in the order gained
    powers: tuple[str, ...]
    #: temple powers not drawn yet (public: all are known, those gained are shown)
    powers_left: tuple[str, ...]
    prayer_tokens_left: int
    #: sacred-temple pieces left, for levels 1, 2, 3
    stock: tuple[int, ...]
    permanent_vp: int
    temporary_vp: TemporaryVp
    ceremony: CeremonyInfo
    progress: victory.Progress


def alliance_tiles(state: KemetState) -> tuple[TileSlot, ...]:
    """The Alliance tiles of this game (the black one with Ta Seti only)."""
    out = []
    for tile in fx.data().tiles.tile:
        if tile.kind == "alliance" and (state.ta_seti or tile.module != "ta-seti"):
            out.append(TileSlot(tile.id, tile.name, tile.colour, tile.id in state.osiris))
    return tuple(out)


def osiris_creature(state: KemetState) -> Creature | None:
    """The figure of an Alliance creature tile on the board (the Osiris creature), if bought."""
    for slot in alliance_tiles(state):
        if not slot.owned or fx.tile(slot.tile).creature is None:
            continue
        for troop in state.troops:
            if troop.creature == slot.tile:
                return Creature(slot.tile, troop.creature_owner or "", troop.space)
        for seat in members(state):
            if slot.tile in state.seat(seat).creatures_in_reserve:
                return Creature(slot.tile, seat, None)
    return None


def temple_info(state: KemetState) -> tuple[TempleInfo, ...]:
    out = []
    for temple in state.sacred_temples:
        troop = state.troop_at(temple.space)
        holder = troop.side if troop is not None and troop.units else None
        face, pp = "none", 0
        if temple.prayer_token:
            face = "up" if temple.level >= sacred.TOP_LEVEL else "down"
            pp = (
                sacred.prayer_spec(temple.prayer_token).front_pp
                if face == "up"
                else rules().sacred_prayer_pp_back
            )
        out.append(TempleInfo(temple.space, temple.level, holder, face, pp, temple.power))
    return tuple(out)


def temporary_vp(state: KemetState) -> TemporaryVp:
    """The Alliance's temporary VP and where each comes from (``common.alliance_temporary_vp``
    gives the same total)."""
    pyramids = sorted(
        {
            p.site
            for seat in members(state)
            for p in controlled_pyramids(state, seat)
            if p.level >= 4
        }
    )
    return TemporaryVp(temples_held(state, ALLIANCE), tuple(pyramids))


def ceremony_info(state: KemetState) -> CeremonyInfo:
    who = ceremony.participants(state)
    return CeremonyInfo(
        state.great_ceremony_done,
        ceremony.cost(state),
        who,
        sum(state.seat(m).pp for m in who),
        ceremony.problem(state),
    )


def powers_not_drawn(state: KemetState) -> tuple[str, ...]:
    """Every temple power not yet the Alliance's (which of them lies on top stays secret)."""
    return tuple(p.id for p in fx.data().tokens.temple_power if p.id not in state.temple_powers)


def summary(state: KemetState) -> OsirisBoard:
    """Everything the Osiris board shows."""
    return OsirisBoard(
        tiles=alliance_tiles(state),
        creature=osiris_creature(state),
        temples=temple_info(state),
        powers=state.temple_powers,
        powers_left=powers_not_drawn(state),
        prayer_tokens_left=len(state.prayer_tokens_left),
        stock=tuple(sacred.in_stock(state, level) for level in range(1, sacred.TOP_LEVEL + 1)),
        permanent_vp=state.alliance_vp,
        temporary_vp=temporary_vp(state),
        ceremony=ceremony_info(state),
        progress=victory.progress(state),
    )
