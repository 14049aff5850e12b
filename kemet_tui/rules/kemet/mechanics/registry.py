"""What the shared mechanics answer, in one place: the two decisions any rule may push (a mixed
troop's PP shared out, a lone creature's new home) and the victory checks.

The modules define the handlers; this list names them, so where a decision kind is answered is
read here instead of searched for. ``rules/kemet/tables.py`` gathers it with the other packages'
lists into the engine's tables (``state/handlers.py``); importing it fills nothing.
"""

from kemet_tui.rules.kemet.mechanics import forces, homes, victory

#: decision kind -> its handler
HANDLERS = {
    "pp-share": forces.PP_SHARE_HANDLER,
    "creature-home": homes.HOME_HANDLER,
}

#: the victory checks run after every step, after Seth's own (``victory.victory``), in this order
VICTORY_CHECKS = {
    "alliance": victory.alliance_victory,
}
