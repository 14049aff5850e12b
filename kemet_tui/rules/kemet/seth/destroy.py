"""Destroy two units, a yellow space of Seth's board (seed-000 Effects of Yellow Spaces).

"Seth destroys two units belonging to the player whose Action token he used. Seth can choose
to destroy units of two different troops." One ``destroy-units`` decision of Seth per unit:
``kill:SPACE`` names a troop holding a unit of the targeted member (mixed troops too: the unit
that dies is that member's). How many: ``divine.destroy_amount`` (Reign of Terror destroys two
more, Judgement of Anubis one fewer). Fewer die when the member has fewer units on the map. A
creature left without its controller's unit goes home (``common.remove_units``; a
``creature-home`` decision of its controller when several districts fit, asked before the
next unit).
"""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions.divine import destroy_amount
from kemet_tui.rules.kemet.mechanics import common, forces
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import destroy_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import SETH, KemetState

DESTROY = "destroy-units"


def victims(state: KemetState, member: str) -> list[str]:
    """Spaces of the troops holding a unit of ``member``."""
    return [t.space for t in state.troops if t.count(member)]


def destroy_problem(state: KemetState, member: str) -> str | None:
    if forces.on_map(state, member):  # a troop holding one of its units: a victim
        return None
    return f"{common.label(state, member)} has no unit on the map"


def begin(state: KemetState, seat: str, member: str):
    amount = destroy_amount(state)
    if amount <= 0:
        return state, (Event("kill", "Destroy two units destroys nothing (Judgement of Anubis)."),)
    return state.push(decision(DESTROY, SETH, target=member, left=amount)), ()


def _legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("kill", space) for space in victims(state, destroy_context(pending)["target"])]


def _apply(state: KemetState, pending: Decision, action: KemetAction):
    ctx = destroy_context(pending)
    member, space, left = ctx["target"], action.args[0], ctx["left"] - 1
    before = state.pop()
    state = common.remove_units(before, space, member, 1)
    event = Event("kill", f"Seth destroys a unit of {common.label(state, member)} on {space}.")
    if left > 0 and victims(state, member):
        again = pending.with_context(left=left)
        if common.asked_home(before, state):  # the creature goes home first, then the next unit
            state = state.evolve(pending=state.pending[:-1] + (again, state.pending[-1]))
        else:
            state = state.push(again)
    return state, (event,)


def _explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    ctx = destroy_context(pending)
    return (
        f"Name a troop holding a unit of {common.label(state, ctx['target'])} "
        f"({ctx['left']} to destroy): kill:SPACE."
    )


DESTROY_HANDLER = Handler(_legal, _apply, _explain)
