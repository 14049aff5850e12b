"""PP that a mixed troop earns is split among its members as they choose (seed-000 §Prayer
Points and Mixed Troops: temple PP at night, recalls, combat powers such as Crusade).

``share_pp`` grants at once when one seat is concerned, else asks the ``alliance`` (a public team
choice) one PP at a time (``give:a2``): a handful of small choices instead of every split. The
PP are granted together at the end, so Divine Strength adds its bonus once per gain, not per PP.
The movement and battle modules may call ``share_pp`` for recalls and combat powers.
"""

from __future__ import annotations

from collections import Counter

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions import KemetAction, act
from kemet_tui.rules.kemet.common import gain_pp, label
from kemet_tui.rules.kemet.decisions import Decision, Handler, decision, handles
from kemet_tui.rules.kemet.state import ALLIANCE, KemetState


def share_pp(state: KemetState, seats: tuple[str, ...], pp: int, why: str
             ) -> tuple[KemetState, tuple[Event, ...]]:
    """Give ``pp`` PP to ``seats`` (the members of one troop); ask how to split if several."""
    seats = tuple(dict.fromkeys(seats))
    if pp <= 0 or not seats:
        return state, ()
    if len(seats) == 1:
        state, got = gain_pp(state, seats[0], pp)
        return state, (Event("pp", f"{label(state, seats[0])} gains {got} PP ({why})."),)
    ask = decision("share-pp", ALLIANCE, seats=seats, left=pp, given=(), why=why)
    return state.push(ask), (Event("pp", f"The Alliance splits {pp} PP ({why})."),)


def _legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("give", seat) for seat in pending.get("seats")]


def _apply(state: KemetState, pending: Decision, action: KemetAction):
    given = pending.get("given") + (action.args[0],)
    left = pending.get("left") - 1
    if left > 0:
        return state.replace_top(pending.with_context(given=given, left=left)), ()
    state, events = state.pop(), []
    for seat, pp in sorted(Counter(given).items()):
        state, got = gain_pp(state, seat, pp)
        events.append(Event("pp", f"{label(state, seat)} gains {got} PP ({pending.get('why')})."))
    return state, tuple(events)


def _explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    seats = ", ".join(pending.get("seats"))
    return f"The Alliance gives the next PP to one of the troop's members ({seats}): give:SEAT."


handles("share-pp", Handler(_legal, _apply, _explain))
