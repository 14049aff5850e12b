"""Battle arithmetic: the effects each side benefits from, its strength, damage, protection and
unblockable damage, the winner and the casualties.

seed-002 / kemet-seth.md §Battles: strength = units + card strength + tile, creature and DI
bonuses + 1 for a defender in a city district; the higher wins and a tie goes to the defender;
casualties are the opponent's unblockable damage first, then its damage minus own protection,
never below 0. seed-000: a mixed troop benefits from each different tile of its members.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.rules.kemet.data.models import BattleCard, CreatureCard
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.state.contexts import BattleContext, of_role
from kemet_tui.rules.kemet.state.model import KemetState, is_member

Ctx = BattleContext


@dataclass(frozen=True, slots=True)
class Totals:
    strength: int = 0
    damage: int = 0
    protection: int = 0
    unblockable: int = 0


# --- cards -----------------------------------------------------------------------------------------
@cache
def _cards() -> dict[str, BattleCard]:
    return {card.id: card for card in fx.data().cards.battle_card}


@cache
def _creature_cards() -> dict[str, CreatureCard]:
    return {card.id: card for card in fx.data().cards.creature_card}


def battle_card(card_id: str) -> BattleCard | None:
    return _cards().get(card_id) if card_id else None


def creature_card(card_id: str) -> CreatureCard | None:
    return _creature_cards().get(card_id) if card_id else None


def known_battle_card(card_id: str) -> BattleCard:
    """The battle card ``card_id``, which a record or a listed action names (``KeyError`` for
    an id that is no battle card)."""
    return _cards()[card_id]


def known_creature_card(card_id: str) -> CreatureCard:
    """The creature card ``card_id``, which a battle record names (``KeyError`` otherwise)."""
    return _creature_cards()[card_id]


def is_mirror(card: BattleCard | None) -> bool:
    return card is not None and any(e.hook == "mirror_card" for e in card.effects)


def card_in_use(c: Ctx, role: str) -> BattleCard | None:
    """The card ``role`` fights with: its own, or the opponent's after an Ambush swap."""
    owner = rec.other(role) if c["swapped"] else role
    return battle_card(of_role(c, owner, "play"))


def card_values(c: Ctx, role: str) -> Totals:
    """The card's printed values; a mirror copies the opponent's card (0 against a mirror)."""
    card = card_in_use(c, role)
    if is_mirror(card):
        card = card_in_use(c, rec.other(role))
        if is_mirror(card):
            card = None
    if card is None:
        return Totals()
    return Totals(card.strength, card.damage, card.protection, card.unblockable)


# --- effects -------------------------------------------------------------------------------------
def cancels(state: KemetState, c: Ctx, role: str) -> bool:
    """Whether ``role``'s own creature (or creature card) cancels the other creatures
    (Deep Desert Snake: cancel_creatures)."""
    creature = rec.troop(state, role, c).creature
    found = fo.troop_effects(state, (), creature, "cancel_creatures")
    card = creature_card(c["creature_card"]) if role == "att" else None
    return bool(found) or bool(card and any(e.hook == "cancel_creatures" for e in card.effects))


def cancelled(state: KemetState, c: Ctx, role: str) -> bool:
    """Whether ``role``'s creature gives nothing in this battle."""
    return cancels(state, c, rec.other(role))


def role_effects(
    state: KemetState, c: Ctx, role: str, hook: str, seats: tuple[str, ...] | None = None
) -> list[dict[str, Any]]:
    """Every ``hook`` effect serving ``role``: its troop's tiles and creature (unless cancelled),
    Seth's creature card, and the DI cards its fighter laid for this battle."""
    return [params for _, params in named_role_effects(state, c, role, hook, seats)]


def named_role_effects(
    state: KemetState, c: Ctx, role: str, hook: str, seats: tuple[str, ...] | None = None
) -> list[tuple[str, dict[str, Any]]]:
    """:func:`role_effects` with the name of the tile, card or power each comes from."""
    troop = rec.troop(state, role, c)
    seats = seats if seats is not None else (troop.seats or of_role(c, role, "seats0"))
    tiles, powers, hooks = _role_holdings(state, c, role, seats, troop.creature)
    if hook not in hooks:
        return []
    off = cancelled(state, c, role)
    found = fo.named_holding_effects(tiles, powers, None if off else troop.creature, hook)
    card = creature_card(c["creature_card"]) if role == "att" else None
    if card is not None and not off:
        found += [(card.name, dict(e.params)) for e in card.effects if e.hook == hook]
    for di in of_role(c, role, "di"):
        spec = common.di_card(di)
        found += [(spec.name, dict(e.params)) for e in spec.effects if e.hook == hook]
    return found


def _role_holdings(
    state: KemetState, c: Ctx, role: str, seats: tuple[str, ...], creature: str | None
) -> tuple[tuple[str, ...], tuple[str, ...], frozenset]:
    """(the troop's tiles, its temple powers, every hook of its sources): its tiles and
    temple powers, its creature, Seth's creature card, its DI cards, cancellation aside. A
    battle's stages ask for a dozen hooks that most troops have none of; the hooks answer
    them without building the effects, and are kept per role by the parts they are worked
    out from (the seats' states, the Osiris tiles, the temple powers, the creature, the
    cards), which stay the same objects through most of a battle."""
    card, di = (c["creature_card"] if role == "att" else ""), of_role(c, role, "di")
    held, osiris, temple = state.seats, state.osiris, state.temple_powers
    kept = _holdings_kept.get(role)
    if (
        kept is not None
        and kept[0] == seats
        and kept[1] is held
        and kept[2] is osiris
        and kept[3] is temple
        and kept[4] is creature
        and kept[5] is card
        and kept[6] is di
    ):
        return kept[7]
    powers = state.temple_powers if any(is_member(seat) for seat in seats) else ()
    tiles = fo.troop_tiles(state, seats)
    hooks = set(fx.hooks_of(tiles, powers))
    if creature:
        hooks |= fx.hooks_of((creature,), ())
    if card:
        hooks |= _creature_card_hooks(card)
    for card_id in di:
        hooks |= _di_hooks(card_id)
    answer = (tiles, powers, frozenset(hooks))
    _holdings_kept[role] = (seats, held, osiris, temple, creature, card, di, answer)
    return answer


#: role -> (the parts :func:`_role_holdings` read, its answer); one tuple replaced at once, so
#: another thread is never handed another battle's answer
_holdings_kept: dict[str, tuple[Any, ...]] = {}


@cache
def _creature_card_hooks(card_id: str) -> frozenset[str]:
    card = creature_card(card_id)
    return frozenset(e.hook for e in card.effects) if card else frozenset()


@cache
def _di_hooks(card_id: str) -> frozenset[str]:
    return frozenset(e.hook for e in common.di_card(card_id).effects)


def matches(state: KemetState, c: Ctx, role: str, params: dict[str, Any]) -> bool:
    """An effect's when / against / where conditions (hooks.py battle_bonus)."""
    if not serves(params, role, rec.side(c, rec.other(role))):
        return False
    return where_ok(state, c["space"], params.get("where", "any"))


def serves(params: dict[str, Any], role: str, against_side: str) -> bool:
    """An effect's when / against conditions for ``role`` (``att`` or ``def``) fighting
    ``against_side``: what a bot weighing a battle before it starts can already tell."""
    when = params.get("when", "any")
    if when != "any" and when != ("attacking" if role == "att" else "defending"):
        return False
    against = params.get("against", "any")
    return against == "any" or against == against_side


def where_ok(state: KemetState, space: str, where: str) -> bool:
    spec = common.game_map(state).space(space)
    if where == "temple":
        sacred = state.sacred_at(space)
        return spec.kind == "temple" or bool(sacred and sacred.level >= 3)
    if where == "city":
        return spec.kind in ("district", "seth_district")
    if where == "obelisk":
        return spec.obelisk
    return True


# --- totals ----------------------------------------------------------------------------------------
#: the names of the parts of a strength that come from no tile or card
UNITS, CITY_DEFENDER, WOUND = "units", "city defender", "Divine Wound"


@dataclass(frozen=True, slots=True, init=False)
class Part:
    """One named contribution to a side's totals: its units, the city-district defender
    bonus, the battle card, a tile, a creature, a DI card, Divine Wound..."""

    source: str
    strength: int = 0
    damage: int = 0
    protection: int = 0
    unblockable: int = 0

    def __init__(
        self,
        source: str,
        strength: int = 0,
        damage: int = 0,
        protection: int = 0,
        unblockable: int = 0,
    ) -> None:
        """The dataclass's ``__init__`` with the slots set directly (see ``core.events``):
        a battle's totals are worked out from half a dozen parts a side, several times."""
        _part_source(self, source)
        _part_strength(self, strength)
        _part_damage(self, damage)
        _part_protection(self, protection)
        _part_unblockable(self, unblockable)

    @property
    def counts(self) -> bool:
        return bool(self.strength or self.damage or self.protection or self.unblockable)


#: the slots' own setters (a frozen class refuses ``setattr``; its slots do not)
_part_source = Part.source.__set__  # type: ignore[attr-defined]
_part_strength = Part.strength.__set__  # type: ignore[attr-defined]
_part_damage = Part.damage.__set__  # type: ignore[attr-defined]
_part_protection = Part.protection.__set__  # type: ignore[attr-defined]
_part_unblockable = Part.unblockable.__set__  # type: ignore[attr-defined]


def totals(state: KemetState, c: Ctx, role: str) -> Totals:
    """Strength, damage, protection and unblockable damage of ``role`` now: the sum of its
    :func:`parts`."""
    found = parts(state, c, role)
    return Totals(
        sum(p.strength for p in found),
        sum(p.damage for p in found),
        sum(p.protection for p in found),
        sum(p.unblockable for p in found),
    )


def parts(state: KemetState, c: Ctx, role: str) -> tuple[Part, ...]:
    """What ``role``'s totals are made of, each part named after where it comes from (the
    units first; parts that add nothing left out), so that the reveal can name every bonus
    and the figures it shows are the ones the battle is fought with."""
    troop = rec.troop(state, role, c)
    found = list(_base(state, c, role, troop.size))
    played = card_in_use(c, role)
    values = card_values(c, role)
    if played is not None:
        found.append(
            Part(played.name, values.strength, values.damage, values.protection, values.unblockable)
        )
    for source, params in named_role_effects(state, c, role, "battle_bonus"):
        if matches(state, c, role, params):
            found.append(
                Part(
                    source,
                    int(params.get("strength", 0)),
                    int(params.get("damage", 0)),
                    int(params.get("protection", 0)),
                    int(params.get("unblockable", 0)),
                )
            )
    stats = fo.creature_stats(troop.creature)
    if stats is not None and not cancelled(state, c, role):
        found.append(
            Part(
                fx.tile(troop.creature).name,
                stats.strength,
                stats.damage,
                stats.protection,
                stats.unblockable,
            )
        )
    found.append(Part(WOUND, of_role(c, role, "wound")))
    found += _corrupted_bonus(state, c, role, troop)
    return tuple(p for i, p in enumerate(found) if i == 0 or p.counts)


def _base(state: KemetState, c: Ctx, role: str, units: int) -> tuple[Part, ...]:
    """Units (Seth's lone creature: its card's power and damage), plus the city-district
    defender bonus (seed-002; kemet-seth.md: 1)."""
    card = creature_card(c["creature_card"]) if role == "att" else None
    if card is not None:
        return (Part(card.name, card.power, card.damage),)
    if role == "def" and where_ok(state, c["space"], "city"):
        return Part(UNITS, units), Part(CITY_DEFENDER, common.rules().city_defender_bonus)
    return (Part(UNITS, units),)


def _corrupted_bonus(state: KemetState, c: Ctx, role: str, troop: Any) -> list[Part]:
    """Servile Corruption: + strength per corrupted unit in a Seth troop (when it attacks)."""
    count = fo.total(troop.corrupted)
    if not count:
        return []
    return [
        Part(source, int(p.get("strength", 0)) * count)
        for source, p in named_role_effects(state, c, role, "corrupted_unit_strength")
        if matches(state, c, role, p)
    ]


def winner(att: Totals, dfn: Totals) -> str:
    """The higher strength wins; a tie goes to the defender (seed-002)."""
    return "att" if att.strength > dfn.strength else "def"


def damage_losses(size: int, mine: Totals, theirs: Totals) -> int:
    """Units lost to the opponent: unblockable first, then damage − protection (≥ 0)."""
    return min(size, theirs.unblockable + max(0, theirs.damage - mine.protection))
