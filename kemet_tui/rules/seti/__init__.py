"""Seti (1979): Seti-Aleph and Seti-Beth. Rules as settled in docs/rules/seti.md."""

from kemet_tui.rules.seti.perft import perft
from kemet_tui.rules.seti.ruleset import SetiRuleset
from kemet_tui.rules.seti.state import MOVE, PLACE_SHIP, REMOVE_SHIP, SetiMove, SetiState

ALEPH = SetiRuleset("aleph")
BETH = SetiRuleset("beth")

__all__ = [
    "ALEPH",
    "BETH",
    "MOVE",
    "PLACE_SHIP",
    "REMOVE_SHIP",
    "SetiMove",
    "SetiRuleset",
    "SetiState",
    "perft",
]
