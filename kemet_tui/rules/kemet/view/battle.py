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

__all__ = ["BATTLE", "ROLES", "UNITS", "Totals", "battle_card", "creature_card", "ctx",
           "is_mirror", "marker_index", "parts", "totals", "troop", "troop_from"]
