"""The battle in progress as a reader draws it: where its record sits in the pending
decisions and what it holds (the two roles, their troops, the cards), and the arithmetic of a
side's totals (strength, damage, protection) with the parts each comes from.

Only reads: a screen may show a battle at every stage without reaching into the modules that
fight it, and what it reads of a secret card goes through the seat's view as everywhere else.
"""

from kemet_tui.rules.kemet.battle.record import BATTLE, ROLES, ctx, marker_index, troop
from kemet_tui.rules.kemet.battle.strength import (
    UNITS,
    Totals,
    battle_card,
    creature_card,
    is_mirror,
    parts,
    totals,
)
from kemet_tui.rules.kemet.mechanics.forces import troop_from
from kemet_tui.rules.kemet.state.contexts import battle_context
from kemet_tui.rules.kemet.state.model import KemetState

#: a battle's stages after its cards went back to their owners: its record no longer holds
#: them, and ``last_battle`` keeps the battle as the table saw it (a PP share still to choose)
CARDS_PUT_AWAY = ("pp", "end")


def as_seen(view: KemetState) -> KemetState:
    """``view`` with its battle under way as the table sees it: once that battle has put its
    cards away (its PP still to be shared out), the record kept from just before
    (``last_battle``) is its innermost battle, so a reader still draws both cards and the
    strengths the battle was won with; otherwise ``view`` itself."""
    index = marker_index(view)
    if index is not None and battle_context(view.pending[index])["stage"] in CARDS_PUT_AWAY:
        return last_ended(view) or view
    return view


def revealed(view: KemetState) -> KemetState | None:
    """``view`` with the battle whose cards were turned over last as its innermost battle
    record, or None when no battle was fought: the one under way once fought (a retreat or a
    PP share still to choose: ``as_seen``), else the last one fought to its end (it left the
    stack within the play that revealed it: a battle that ends a Day, a Furious Invasion or
    the game). A reader draws the reveal of every battle from it, as it draws the battle
    under way."""
    view = as_seen(view)
    index = marker_index(view)
    if index is not None and battle_context(view.pending[index])["fought"]:
        return view
    return last_ended(view)


def last_ended(view: KemetState) -> KemetState | None:
    """``view`` with the last battle fought to its end as its innermost battle record (it is
    kept after it leaves the stack), or None before any: how a reader draws a battle that is
    over, also while the next one is under way."""
    if view.last_battle is None:
        return None
    return view.evolve(pending=view.pending + (view.last_battle,))


__all__ = [
    "BATTLE",
    "ROLES",
    "battle_context",
    "UNITS",
    "Totals",
    "battle_card",
    "creature_card",
    "ctx",
    "is_mirror",
    "last_ended",
    "marker_index",
    "parts",
    "revealed",
    "totals",
    "troop",
    "troop_from",
]
