"""What a Kemet bot knows of the game beyond the view: card data, map distances, battle odds.

Everything here reads only public data (the ruleset files) or the view a bot is handed; the
estimates are deliberately rough (units + best card + city bonus) because a bot that plays many
hundred decisions a game cannot afford to simulate every battle.
"""

from __future__ import annotations

from functools import lru_cache

from kemet_tui.rules.kemet.battle.strength import is_mirror, serves
from kemet_tui.rules.kemet.data import load_kemet_data
from kemet_tui.rules.kemet.mechanics.common import game_map, rules
from kemet_tui.rules.kemet.mechanics.forces import (
    creature_stats,
    named_holding_effects,
    troop_tiles,
)
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Troop, side_of

#: strength we assume for a battle card we cannot see (the hands average about this)
UNSEEN_CARD = 2


@lru_cache(maxsize=1)
def _cards() -> dict:
    return {c.id: c for c in load_kemet_data().cards.battle_card}


@lru_cache(maxsize=1)
def _di() -> dict:
    return {c.id: c for c in load_kemet_data().decks.di_card}


def card(card_id: str):
    """The battle card's data, or ``None`` for a hidden or unknown id."""
    return _cards().get(card_id)


def di(card_id: str):
    return _di().get(card_id)


def card_value(card_id: str) -> float:
    """How good a battle card is to play now: strength first, then damage and protection. A
    card that copies the opponent's (the Battle Mirror) is worth the opponent's average card."""
    c = card(card_id)
    if c is None:
        return 0.0
    if is_mirror(c):
        return _mirror_value(c.side)
    return _printed_value(c)


def _printed_value(c) -> float:
    return 3 * c.strength + 1.5 * (c.damage + c.unblockable) + c.protection - 2 * c.own_losses


@lru_cache(maxsize=2)
def _mirror_value(side: str) -> float:
    """The mean value of the cards the other side starts with: what a copy of its card is
    worth when its hand is hidden."""
    theirs = [
        _printed_value(c)
        for c in _cards().values()
        if c.side not in (side, "") and c.kind != "tile"
    ]
    return sum(theirs) / len(theirs) if theirs else 0.0


def best_card_strength(state: KemetState, seat: str) -> int:
    """The strongest card ``seat`` holds as far as the view shows (its own hand), else a guess."""
    try:
        hand = state.seat(seat).battle_hand
    except KeyError:
        return UNSEEN_CARD
    known = [card(c).strength for c in hand if card(c) is not None]
    return max(known) if known else UNSEEN_CARD


def side(seat: str) -> str:
    return side_of(seat)


def troop_side(troop: Troop) -> str:
    return troop.side


def distances(state: KemetState, start: str, who: str) -> dict[str, int]:
    """Steps from ``start`` to every space, for a troop of ``who``'s side (the portal is Seth's
    until the Ceremony opens it)."""
    portal = who == SETH or state.portal_open
    gmap = game_map(state)
    return _cached(gmap, start, portal)


_DIST: dict[tuple[str, str, bool], dict[str, int]] = {}


def _cached(gmap, start: str, portal: bool) -> dict[str, int]:
    key = (gmap.key, start, portal)
    found = _DIST.get(key)
    if found is None:
        found = _DIST[key] = gmap.distances_from(start, portal)
    return found


def space_kind(state: KemetState, space: str) -> str:
    return game_map(state).space(space).kind


def is_district(state: KemetState, space: str) -> bool:
    return space_kind(state, space) in ("district", "seth_district")


def fighting_seat(troop: Troop) -> str:
    """The seat whose cards a troop would fight with (the biggest share of a mixed troop)."""
    if not troop.units:
        return troop.creature_owner or SETH
    return max(troop.units, key=lambda pair: (pair[1], pair[0]))[0]


def strength(
    state: KemetState, troop: Troop, units: int | None = None, defending: bool = False
) -> float:
    """Rough battle strength: units + creature + best card + the city-district defence bonus."""
    size = troop.size if units is None else units
    creature = 1 if troop.creature else 0
    bonus = 1 if defending and is_district(state, troop.space) else 0
    return size + creature + best_card_strength(state, fighting_seat(troop)) + bonus


def margin(state: KemetState, attacker: Troop, defender: Troop, units: int | None = None) -> float:
    """Attacker's strength minus the defender's; a tie goes to the defender, so > 0 wins."""
    return strength(state, attacker, units) - strength(state, defender, defending=True)


def keeps_a_unit(state: KemetState, attacker: Troop, defender: Troop, units: int) -> bool:
    """Whether ``units`` of ``attacker`` have a card that wins the attack with a unit left
    against the defender's deadliest card: without one, a win gives no battle VP (seed-002)
    and the beaten troop stays where it is.

    The attacker's cards are its fighter's hand when the view shows it (the decider's own),
    else those its side starts the game with; the defender's are those its side starts with
    (a hand the bot may not see is never read). Both troops' tiles and creatures count; the
    defender's strength is :func:`strength`'s guess."""
    other = side_of(fighting_seat(defender))
    att_strength, _, att_protection = _bonus(state, attacker, False, other)
    def_strength, def_damage, _ = _bonus(state, defender, True, side_of(fighting_seat(attacker)))
    hit = _deadliest(other, state.ta_seti) + def_damage
    stats = creature_stats(defender.creature) if defender.creature else None
    if stats is not None:
        hit += stats.damage + stats.unblockable
    against = strength(state, defender, defending=True) + def_strength
    base = units + (1 if attacker.creature else 0) + att_strength
    return any(
        base + card_strength > against and units - max(0, hit - protection - att_protection) >= 1
        for card_strength, protection in _attack_cards(state, attacker)
    )


def _attack_cards(state: KemetState, attacker: Troop) -> tuple[tuple[int, int], ...]:
    """(strength, protection) of each card the attacker may play: its fighter's hand if the
    view shows it, else its side's starting hand."""
    seat = fighting_seat(attacker)
    try:
        hand = state.seat(seat).battle_hand
    except KeyError:
        hand = ()
    known = [card(c) for c in hand]
    if hand and all(k is not None for k in known):
        return tuple((k.strength, k.protection) for k in known if k is not None)
    return _profiles(side_of(seat), state.ta_seti)


def _bonus(state: KemetState, troop: Troop, defending: bool, against: str) -> tuple[int, int, int]:
    """(strength, damage, protection) the troop's tiles, temple powers and creature add in a
    battle it attacks or defends against ``against``'s side (where a bonus applies aside)."""
    powers = state.temple_powers if troop.side == ALLIANCE else ()
    role = "def" if defending else "att"
    strength_, damage, protection = 0, 0, 0
    for _, params in named_holding_effects(
        troop_tiles(state, troop.seats), powers, troop.creature, "battle_bonus"
    ):
        if not serves(params, role, against):
            continue
        strength_ += int(params.get("strength", 0))
        damage += int(params.get("damage", 0)) + int(params.get("unblockable", 0))
        protection += int(params.get("protection", 0))
    return strength_, damage, protection


@lru_cache(maxsize=4)
def _deadliest(side_name: str, ta_seti: bool) -> int:
    """The most damage a card of ``side_name``'s starting hand deals."""
    return max((c.damage + c.unblockable for c in _hand(side_name, ta_seti)), default=0)


@lru_cache(maxsize=4)
def _profiles(side_name: str, ta_seti: bool) -> tuple[tuple[int, int], ...]:
    """(strength, protection) of each card of ``side_name``'s starting hand."""
    return tuple((c.strength, c.protection) for c in _hand(side_name, ta_seti))


@lru_cache(maxsize=4)
def starting_hand(side_name: str, ta_seti: bool) -> tuple[str, ...]:
    """The battle cards each player of ``side_name`` starts the game with: public, and what a
    bot takes a hand it may not see to hold."""
    return tuple(c.id for c in load_kemet_data().battle_hand(side_name, ta_seti))


def _hand(side_name: str, ta_seti: bool):
    return [known for c in starting_hand(side_name, ta_seti) if (known := card(c)) is not None]


def temples_needed(state: KemetState) -> int:
    return rules().temples_for_vp(state.n)


def enemy_side(side_name: str) -> str:
    return ALLIANCE if side_name == SETH else SETH
