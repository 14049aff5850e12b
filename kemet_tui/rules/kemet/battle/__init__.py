"""Battles of Kemet: Seth (research §4.7, seed-002, kemet-seth.md §Battles).

``start_battle(state, attacker, space, troop=...)`` → (state, events) and ``begin_battle`` (the
same, returning only the state) put a battle on the decision stack; ``record.py`` explains how it
runs; ``registry.py`` lists the decisions, the stages and the continuation of a battle.
"""

from kemet_tui.rules.kemet.battle.flow import begin_battle, creature_targets, start_battle
from kemet_tui.rules.kemet.battle.record import BATTLE, SECRET_KEYS

__all__ = ["BATTLE", "SECRET_KEYS", "begin_battle", "creature_targets", "start_battle"]
