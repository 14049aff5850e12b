"""Where a creature goes when its controller's last unit in its troop is lost.

seed-000 Creatures and mixed troops: "the creature immediately returns to a city district
containing a unit of that player (of his choice). Otherwise, it is put in reserve on its Power
tile." ``common.creature_home`` moves it at once when one district qualifies; when several do
it pushes a ``creature-home`` decision of the controller, answered here with ``home:SPACE``.
A battle waits for the answer (its stage stops; ``then="battle"`` runs it on); outside a
battle (Destroy two units, Raining Fire, a sacrifice) the decision is simply asked next.
"""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import creature_home_context
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import KemetState


def _legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    """The districts still fit to take it (the decision was built with at least one; should
    they all be gone, the reserve is the answer left)."""
    fit = common.creature_homes(state, pending.decider)
    homes = [h for h in creature_home_context(pending)["homes"] if h in fit]
    return [act("home", h) for h in homes] or [act("reserve")]


def _apply(state: KemetState, pending: Decision, action: KemetAction):
    ctx = creature_home_context(pending)
    seat, creature = pending.decider, ctx["creature"]
    state = state.pop()
    figure = fx.tile(creature).creature.figure
    if action.verb == "reserve":
        reserve = state.seat(seat).creatures_in_reserve + (creature,)
        state = state.update_seat(seat, creatures_in_reserve=reserve)
        event = Event("creature", f"{figure} goes back to {common.label(state, seat)}'s reserve.")
    else:
        state = common.put_creature(state, action.args[0], creature, seat)
        event = Event("creature", f"{figure} returns to {action.args[0]}.")
    state, more = fo.resume(state, ctx["then"])
    return state, (event,) + more


def _explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    return (
        "Name the district of your city, holding one of your units and no creature, where "
        "your creature returns: " + ", ".join(a.token for a in _legal(state, pending)) + "."
    )


HOME_HANDLER = Handler(_legal, _apply, _explain)
