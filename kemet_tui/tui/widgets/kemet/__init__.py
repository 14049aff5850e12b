"""The Kemet: Seth widgets: each takes a seat's view (``ruleset.view(state, seat)``) and what to
highlight through typed reactives, and posts messages; none of them changes the game.

=================  ===================================================================
``KemetBoard``     the map; ``targets``; posts ``SpaceChosen``, ``CursorMoved``
``SpacePanel``     the space under the board's cursor
``PyramidBoard``   a member's action pyramid or Seth's board; ``choices``; posts
                   ``BoardSpaceChosen``
``PyramidsOf``     every player's pyramids by colour and level
``OsirisBoard``    the Alliance's shared board and its victory conditions
``CreatureCards``  Seth's creature cards: level, phase, power and ability
``CombatCards``    battle cards, DI cards for a battle, the reveal; posts ``CardsChosen``,
                   ``DiCardAdded``, ``DiDone``
``DayTrack``       the Day's nine turns and the eclipse
``TileMarket``     the tiles for sale; ``buyable``; posts ``TileChosen``
``SeatTiles``      every seat's power tiles, the one under the cursor told whole
``DiHand``         the seat's DI cards (others: counts); ``playable``; posts ``DiCardChosen``
``Scores``         PP, tokens, DI and reserve of every seat; VP of both sides
``KemetLog``       the events the seat may see
=================  ===================================================================
"""

from kemet_tui.tui.widgets.kemet.board import KemetBoard
from kemet_tui.tui.widgets.kemet.board_layout import board_size, scale_for
from kemet_tui.tui.widgets.kemet.combat import CombatCards
from kemet_tui.tui.widgets.kemet.creature_cards import CreatureCards
from kemet_tui.tui.widgets.kemet.day_track import DayTrack
from kemet_tui.tui.widgets.kemet.di_hand import DiHand
from kemet_tui.tui.widgets.kemet.log import KemetLog
from kemet_tui.tui.widgets.kemet.market import TileMarket
from kemet_tui.tui.widgets.kemet.osiris_board import OsirisBoard
from kemet_tui.tui.widgets.kemet.pyramid import PyramidBoard, choices_from_tokens
from kemet_tui.tui.widgets.kemet.pyramids_of import PyramidsOf
from kemet_tui.tui.widgets.kemet.scores import Scores
from kemet_tui.tui.widgets.kemet.seat_tiles import SeatTiles
from kemet_tui.tui.widgets.kemet.space_panel import SpacePanel

__all__ = [
    "CombatCards",
    "CreatureCards",
    "DayTrack",
    "DiHand",
    "KemetBoard",
    "KemetLog",
    "OsirisBoard",
    "PyramidBoard",
    "PyramidsOf",
    "Scores",
    "SeatTiles",
    "SpacePanel",
    "TileMarket",
    "board_size",
    "choices_from_tokens",
    "scale_for",
]
