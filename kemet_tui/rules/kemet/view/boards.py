"""The boards of a state as a reader draws them: the action pyramids and their spaces, the
pyramids a seat controls, the day-phase track, a tile's price for a seat, and the Osiris
board's summary with the Alliance's temporary VP.

These are the same functions the rules decide with, so what the screen shows is what the rules
will apply; this module names the ones a reader may use.
"""

from kemet_tui.rules.kemet.actions.board import (
    Space,
    member_spaces,
    rows_with_tokens,
    seth_spaces,
    space_named,
    token_title,
    unused_extras,
)
from kemet_tui.rules.kemet.actions.economy import tile_cost
from kemet_tui.rules.kemet.alliance.osiris import OsirisBoard, summary, temporary_vp
from kemet_tui.rules.kemet.mechanics.common import controls, day_track, own_pyramids

__all__ = [
    "OsirisBoard",
    "Space",
    "controls",
    "day_track",
    "member_spaces",
    "own_pyramids",
    "rows_with_tokens",
    "seth_spaces",
    "space_named",
    "summary",
    "temporary_vp",
    "tile_cost",
    "token_title",
    "unused_extras",
]
