"""Recruit: units from the reserve into the city, one at a time (``put:SPACE``), then ``done``.

Research §4.4: 1 PP per unit into one's own city districts (Seth: his sectors), troop limits
(Seth 6, the Alliance 5: seed-000); a creature waiting in reserve joins a troop of his in the
city (``put:SPACE,TILE``, free); recruits into a district an enemy holds attack it (a battle
once recruiting is done). Tiles: Recruiting Scribe (recruit_bonus: free units), Enforced
Recruitment (recruit_anywhere: onto any troop of his), Priest of Ra (one PP off the whole
payment). The same decision places free units for Mercenaries and the Enlistment DI card.

Asking one unit at a time keeps the legal list short (a few spaces) instead of every split.
"""

from __future__ import annotations

from functools import cache

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.battle import begin_battle
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import (
    city_spaces_for,
    creature_spots,
    is_enemy,
    join_creature,
    joined,
    label,
    troop_limit,
    without_one,
)
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act, make_action
from kemet_tui.rules.kemet.state.contexts import recruit_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import KemetState, evolved, make_troop


def begin_recruit(state: KemetState, seat: str, token: str = ""):
    free = fx.total(state, seat, "recruit_bonus", "units")
    return state.push(_ask(seat, free, True)), ()


def push_free_recruit(state: KemetState, seat: str, units: int) -> KemetState:
    """Place up to ``units`` free units as a Recruit would (Mercenaries, Enlistment)."""
    if units <= 0 or state.seat(seat).reserve <= 0:
        return state
    return state.push(_ask(seat, units, False))


def _ask(seat: str, free: int, payable: bool) -> Decision:
    return decision("recruit", seat, free=free, payable=payable, paid=0, attack="", attackers=0)


# --- what may be recruited where ------------------------------------------------------------------
def unit_cost(state: KemetState, seat: str, pending: Decision) -> int | None:
    """PP the next unit costs (0 while free units last; the Priest of Ra discount comes off the
    whole payment, so off the first paid unit), or None when no more may be recruited."""
    if state.seat(seat).reserve <= 0:
        return None
    c = recruit_context(pending)
    if c["free"] > 0:
        return 0
    if not c["payable"]:
        return None
    discount = fx.total(state, seat, "spend_discount", "pp")
    paid = c["paid"]
    cost = max(0, paid + 1 - discount) - max(0, paid - discount)
    return cost if cost <= state.seat(seat).pp else None


def unit_spaces(state: KemetState, seat: str, pending: Decision) -> list[str]:
    """Own city spaces without an enemy (and, with Enforced Recruitment, every troop of his)
    below the troop limit; a city space an enemy holds, to attack it (one such space per
    Recruit)."""
    spaces = _sorted_city(state.n, seat)
    if fx.has(state, seat, "recruit_anywhere"):
        spaces = tuple(sorted({*spaces, *(t.space for t in state.troops if t.count(seat))}))
    c = recruit_context(pending)
    attack = c["attack"]
    out = []
    for space in spaces:
        troop = state.troop_at(space)
        if is_enemy(troop, seat):
            if attack in ("", space) and c["attackers"] < troop_limit(seat):
                out.append(space)
        elif (troop.size if troop else 0) < troop_limit(seat):
            out.append(space)
    return out


@cache
def _sorted_city(n: int, seat: str) -> tuple[str, ...]:
    """The spaces of ``seat``'s city in the order :func:`unit_spaces` lists them (every
    recruit asks)."""
    return tuple(sorted(city_spaces_for(n, seat)))


def _legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    seat = pending.decider
    out = []
    if unit_cost(state, seat, pending) is not None:
        out += [make_action(KemetAction, ("put", (s,))) for s in unit_spaces(state, seat, pending)]
    if recruit_context(pending)["payable"]:
        for tile_id in dict.fromkeys(state.seat(seat).creatures_in_reserve):
            out += [act("put", s, tile_id) for s in creature_spots(state, seat)]
    return out + [act("done")]


def _apply(state: KemetState, pending: Decision, action: KemetAction):
    seat = pending.decider
    if action.verb == "done":
        state, events = _finish(state.pop(), seat, pending)
        return state, (Event("recruit", f"{label(state, seat)} stops recruiting."),) + events
    space = action.args[0]
    if len(action.args) == 2:
        return _creature(state, seat, space, action.args[1])
    cost = unit_cost(state, seat, pending)
    assert cost is not None, "put:SPACE is listed only while a unit may be recruited"
    c = recruit_context(pending)
    free = c["free"]
    changes: dict[str, int | str] = {"free": free - 1} if free > 0 else {"paid": c["paid"] + 1}
    troop = state.troop_at(space)
    troops = state.troops
    if is_enemy(troop, seat):  # the unit waits to attack: it leaves the reserve only
        changes.update(attack=space, attackers=c["attackers"] + 1)
    else:
        troops = state.troops_with(space, joined(troop, space, seat))
    pending = pending.with_context(**changes)
    me = state.seat(seat)  # paid, out of the reserve, on the board, asked again: one copy
    state = evolved(
        state,
        {
            "seats": state.seats_with(
                evolved(me, {"pp": me.pp - max(0, cost), "reserve": me.reserve - 1})
            ),
            "troops": troops,
            "pending": state.pending[:-1] + (pending,),
        },
    )
    text = f"{label(state, seat)} recruits a unit on {space}" + (f" ({cost} PP)." if cost else ".")
    if unit_cost(state, seat, pending) is None and not recruit_context(pending)["payable"]:
        state, more = _finish(state.pop(), seat, pending)
        return state, (Event("recruit", text),) + more
    return state, (Event("recruit", text),)


def _creature(state: KemetState, seat: str, space: str, tile_id: str):
    reserve = without_one(state.seat(seat).creatures_in_reserve, tile_id)
    state = join_creature(
        state.update_seat(seat, creatures_in_reserve=reserve), seat, space, tile_id
    )
    return state, (
        Event("recruit", f"{fx.tile(tile_id).name} joins {label(state, seat)}'s troop on {space}."),
    )


def _finish(state: KemetState, seat: str, pending: Decision):
    """Recruiting is over; recruits sent into an enemy-held district attack it now."""
    c = recruit_context(pending)
    attackers, space = c["attackers"], c["attack"]
    if not attackers:
        return state, ()
    state = begin_recruit_battle(state, seat, space, attackers)
    return state, (
        Event(
            "battle",
            f"{label(state, seat)}'s {counted(attackers, 'recruit')} "
            f"attack{'s' if attackers == 1 else ''} {space}.",
        ),
    )


def begin_recruit_battle(state: KemetState, seat: str, space: str, units: int) -> KemetState:
    """Recruits sent into a district an enemy holds attack it (research §4.4): they are the
    attacking troop, carried into the battle as a moving troop is (``forces.py``)."""
    troop = make_troop(space, {seat: units})
    return begin_battle(state, seat, space, troop=troop, moved=False)


def _explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    seat = pending.decider
    if action.verb == "put" and action.args:
        if unit_cost(state, seat, pending) is None:
            return "No more units can be recruited: the reserve is empty or the PP have run out."
        if action.args[0] not in unit_spaces(state, seat, pending):
            return (
                f"Units are recruited into your own city (Seth: the sectors of Seth's city), "
                f"below the troop limit of {troop_limit(seat)}; {action.args[0]} is not such "
                "a space."
            )
    return "Recruit a unit (put:SPACE), a creature from reserve (put:SPACE,TILE), or stop (done)."


RECRUIT_HANDLER = Handler(_legal, _apply, _explain)
