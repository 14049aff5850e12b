"""Escape and the moves out of a battle: the free spaces a side may flee to (a retreat, the
Escape DI card), a whole side moved there, and the cards chosen for a battle that does not
happen given back to their hands (research §4.7 / FAQ 2.1, kemet-seth.md §Battles).

Kept apart from ``cards.py`` (which offers Escape in the DI decision) and ``after.py`` (which
offers the retreat), which both build on it.
"""

from __future__ import annotations

from dataclasses import replace

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.rules.kemet.battle import strength as st
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.state.contexts import BattleContext, for_role, of_role
from kemet_tui.rules.kemet.state.model import KemetState


def free_spaces(state: KemetState, c: BattleContext, role: str) -> list[str]:
    """Adjacent spaces with no troop where ``role``'s troop may go (retreat, Escape)."""
    side = rec.side(c, role)
    troop = rec.troop(state, role, c)
    walls = bool(st.role_effects(state, c, role, "ignore_walls")) or bool(
        troop.creature and fo.creature_stats(troop.creature).ignores_walls
    )
    m = common.game_map(state)
    out = []
    for space in m.neighbours(c["space"], portal=common.may_use_portal(state, side)):
        if state.troop_at(space) is not None:
            continue
        if common.enemy_district(state, side, space) and not walls:
            continue
        out.append(space)
    return out


def move_role(state: KemetState, role: str, to: str) -> KemetState:
    """Put ``role``'s whole troop (units, creature) on ``to``."""
    troop = rec.troop(state, role)
    state = rec.set_troop(state, role, None)
    return state.with_troop(to, replace(troop, space=to))


def escape(state: KemetState, to: str) -> rec.Result:
    """The defender plays Escape: no battle, it moves to ``to``, the attacker takes the space
    and its move ends; cards chosen for the battle go back to their hands."""
    c = rec.ctx(state)
    seat = c["def_fighter"]
    hand = state.seat(seat).di_hand
    card = next(d for d in hand if any(e.hook == "escape" for e in common.di_card(d).effects))
    state = state.update_seat(seat, di_hand=common.without_one(hand, card))
    state = common.discard_di(state, seat, (card,))
    state = give_back(give_back(state, "att"), "def")
    state = rec.jump(move_role(state, "def", to), "place")
    text = f"{rec.label(state, seat)} plays {common.di_card(card).name}: the troop flees to {to}."
    state, events = rec.advance(state)
    return state, (Event("escape", text, irreversible=True),) + events


def give_back(state: KemetState, role: str) -> KemetState:
    """Cards chosen for a battle that does not happen go back to the hand (Escape)."""
    c = rec.ctx(state)
    seat = of_role(c, role, "fighter")
    if not seat:
        return state
    me = state.seat(seat)
    cards = tuple(card for card in (of_role(c, role, "play"), of_role(c, role, "discard")) if card)
    state = state.update_seat(
        seat, battle_hand=me.battle_hand + cards, di_hand=me.di_hand + of_role(c, role, "di")
    )
    return rec.update(state, **for_role(role, play="", discard="", di=()))
