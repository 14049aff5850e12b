"""The Kemet: Seth widgets: each takes a seat's view (``ruleset.view(state, seat)``) and what to
highlight through typed reactives, and posts messages; none of them changes the game."""

from kemet_tui.tui.widgets.kemet.board import KemetBoard
from kemet_tui.tui.widgets.kemet.space_panel import SpacePanel

__all__ = ["KemetBoard", "SpacePanel"]
