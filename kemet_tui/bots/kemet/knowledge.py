"""What a Kemet bot knows of the game beyond the view: card data, map distances, battle odds.

Everything here reads only public data (the ruleset files) or the view a bot is handed; the
estimates are deliberately rough (units + best card + city bonus) because a bot that plays many
hundred decisions a game cannot afford to simulate every battle.
"""

from __future__ import annotations

from functools import lru_cache

from kemet_tui.rules.kemet.battle.strength import is_mirror
from kemet_tui.rules.kemet.data import load_kemet_data
from kemet_tui.rules.kemet.mechanics.common import game_map, rules
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


def temples_needed(state: KemetState) -> int:
    return rules().temples_for_vp(state.n)


def enemy_side(side_name: str) -> str:
    return ALLIANCE if side_name == SETH else SETH
