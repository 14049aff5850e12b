"""What the Alliance's rites answer, in one place: their decisions, the options of the window
that opens an Alliance turn, the continuations that carry a rite on after a DI window, the
window's skip and the effects of the rites' DI cards.

The modules define the functions and the handlers; this list names them, so where a decision
kind or a continuation is answered is read here instead of searched for.
``rules/kemet/tables.py`` gathers it with the other packages' lists into the engine's tables
(``state/handlers.py``, ``state/tables.py``); importing it fills nothing.
"""

from kemet_tui.rules.kemet.alliance import ceremony, rites, sacred

#: decision kind -> its handler
HANDLERS = {
    "sacred": sacred.SACRED_HANDLER,
    "ceremony": ceremony.CEREMONY_HANDLER,
    "rite-di": rites.WINDOW_HANDLER,
}

#: verb -> an option of the first ``alliance-turn`` decision, offered in this order
ALLIANCE_TURN_OPTIONS = {
    "temple": sacred.TURN_OPTION,
    "ceremony": ceremony.TURN_OPTION,
}

#: continuation name -> what carries the rite on once its ``rite-di`` window closes
RESUMES = {
    "sacred": sacred.settle,
    "ceremony": ceremony.settle,
}

#: decision kind -> the answer given when it comes back with nothing left to ask
SKIPS = {
    "rite-di": rites.skip_empty_hand,
}

#: a DI card's effect hook -> its effect once the card is let be
DI_EFFECTS = {
    "sacred_temple_discount": rites.lowering("sacred_temple_discount"),
    "ceremony_discount": rites.lowering("ceremony_discount"),
}
