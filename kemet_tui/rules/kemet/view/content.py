"""The game's content as a reader looks it up: a card, a tile or a temple power by its id, the
figures of the rules (targets, costs), the content files whole, and the map's own types.

The screen draws cards, tiles and maps but has no business knowing which rules module keeps
each table; this module is where a reader finds them, so the rules may move them freely.
"""

from kemet_tui.rules.kemet.alliance.sacred import power_spec
from kemet_tui.rules.kemet.data import load_kemet_data
from kemet_tui.rules.kemet.data.board import KemetMap, Space
from kemet_tui.rules.kemet.data.grid import BRACKETS, line
from kemet_tui.rules.kemet.data.models import BattleCard
from kemet_tui.rules.kemet.mechanics.common import di_card, rules
from kemet_tui.rules.kemet.mechanics.effects import data, tile

__all__ = [
    "BRACKETS",
    "BattleCard",
    "KemetMap",
    "Space",
    "data",
    "di_card",
    "line",
    "load_kemet_data",
    "power_spec",
    "rules",
    "tile",
]
