"""Troops that stand on a space without being on the board: the map must still draw them.

A troop that moves is lifted off the board into its ``move`` decision (``movement.py``: it
travels in the context), and an attacking troop lives in its battle's record until the battle
is over (``battle/record.py``). Drawn from ``view.troops`` alone, the map showed nothing where a
troop was moving, and during a retreat only the loser on the contested space. The screen hands
the map these troops as *visitors*, by the space they stand on; the map draws them after the
troop that holds the space, marked as moving (``board_look``). Troops are public: a view gives
them to every seat.
"""

from __future__ import annotations

from kemet_tui.rules.kemet import KemetState, Troop, move_context
from kemet_tui.rules.kemet.view import battle


def visitors(view: KemetState | None) -> dict[str, Troop]:
    """``{space: troop}`` of the troops in flight: a moving troop where it stands now, the
    attacker on the space it attacks (the innermost decision wins a space)."""
    out: dict[str, Troop] = {}
    if view is None:
        return out
    for pending in view.pending:
        if pending.kind == "move":
            ctx = move_context(pending)
            units, creatures = ctx.get("units") or (), ctx.get("creatures") or ()
            at = ctx.get("at")
            if at and (units or creatures):
                creature = creatures[0] if creatures else None
                out[at] = battle.troop_from(at, units, creature, ctx.get("corrupted") or ())
        elif pending.kind == battle.BATTLE:
            c = battle.battle_context(pending)
            troop = battle.troop(view, "att", c)
            if troop.units or troop.creature:
                out[c["space"]] = troop
    return out
