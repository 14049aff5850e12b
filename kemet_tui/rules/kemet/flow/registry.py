"""What the round answers, in one place: the decisions of the setup, the Night, the Day and the
Dusk, the automatic steps the queue names and who sees a drawn card.

The modules define the functions and the handlers; this list names them, so where a decision
kind or a queued step is answered is read here instead of searched for.
``rules/kemet/tables.py`` gathers it with the other packages' lists into the engine's tables
(``state/handlers.py``, ``state/tables.py``); importing it fills nothing.
"""

from kemet_tui.rules.kemet.flow import day, dusk, night, setup

#: decision kind -> its handler
HANDLERS = {
    "setup-pyramids": setup.PYRAMIDS_HANDLER,
    "setup-units": setup.UNITS_HANDLER,
    "setup-tile": setup.TILE_HANDLER,
    "temple-sacrifice": night.TEMPLE_SACRIFICE_HANDLER,
    "give-di": night.GIVE_DI_HANDLER,
    "keep-di": night.KEEP_DI_HANDLER,
    "free-level": night.FREE_LEVEL_HANDLER,
    "reinforce": night.REINFORCE_HANDLER,
    "steal-di": night.STEAL_DI_HANDLER,
    "alliance-turn": day.ALLIANCE_TURN_HANDLER,
    "member-action": day.MEMBER_ACTION_HANDLER,
    "seth-action": day.SETH_ACTION_HANDLER,
    "sanctuary": dusk.SANCTUARY_HANDLER,
}

#: decision kind -> what a seat may read of its context
CONTEXT_VIEWS = {
    "keep-di": night.KEEP_DI_VIEW,
}

#: step name (``"name:argument"`` in ``state.queue``) -> the step
STEPS = {
    "income": night.income,
    "temples": night.temples,
    "temple": night.temple,
    "tiles": night.tiles,
    "alliance-di": night.alliance_di,
    "night-di": night.night_di,
    "free-level": night.free_level,
    "reinforce": night.reinforce,
    "steal-di": night.steal_di,
    "prayer-levels": dusk.prayer_levels,
    "prayer": dusk.prayer,
    "temple-vp": dusk.temple_vp,
    "sanctuary": dusk.sanctuary,
    "tokens-back": dusk.tokens_back,
}
