"""What the board actions answer, in one place: the decisions their modules own, what each
space's action does, the free actions and the DI cards' effects.

The modules define the functions and the handlers; this list names them, so where a decision
kind, an action id or a card's effect hook is answered is read here instead of searched for.
``rules/kemet/tables.py`` gathers it with the other packages' lists into the engine's tables
(``state/handlers.py``, ``state/tables.py``); importing it fills nothing.
"""

from kemet_tui.rules.kemet.actions import divine, economy, movement, recruit
from kemet_tui.rules.kemet.state.tables import ActionDef

#: decision kind -> its handler
HANDLERS = {
    "recruit": recruit.RECRUIT_HANDLER,
    "move": movement.MOVE_HANDLER,
    "raise": economy.RAISE_HANDLER,
    "buy": economy.BUY_HANDLER,
    "place-creature": economy.PLACE_CREATURE_HANDLER,
    "drop-card": economy.DROP_CARD_HANDLER,
    "veto": divine.VETO_HANDLER,
    "di-target": divine.DI_TARGET_HANDLER,
}

#: action id (tokens.toml) -> what the space does (Seth's own spaces: ``seth/registry.py``)
ACTIONS = {
    "recruit": ActionDef(recruit.begin_recruit),
    "move": ActionDef(movement.move_action),
    "pray": ActionDef(economy.pray),
    "raise_pyramid": ActionDef(economy.begin_raise),
    "invocation": ActionDef(economy.invocation),
    "buy_red": ActionDef(economy.buy_action("red")),
    "buy_blue": ActionDef(economy.buy_action("blue")),
    "buy_white": ActionDef(economy.buy_action("white")),
    "buy_black": ActionDef(economy.buy_action("black")),
    "buy_purple": ActionDef(economy.buy_action("purple")),
}

#: verb -> a free action of the action decisions
FREE_ACTIONS = {
    "di": divine.DI_FREE_ACTION,
}

#: a DI card's effect hook -> its effect once the card is let be (the rites' cards:
#: ``alliance/registry.py``; the battle cards are read by the battle itself)
DI_EFFECTS = {
    "gain_pp": divine.gain_effect,
    "draw_di": divine.draw_effect,
    "free_recruit": divine.recruit_effect,
    "steal_pp": divine.steal_effect,
    "give_pp": divine.target_effect("give_pp"),
    "kill_units": divine.target_effect("kill_units"),
    "retrieve_di": divine.target_effect("retrieve_di"),
    "movement_bonus": movement.card_effect("movement_bonus"),
    "ignore_walls": movement.card_effect("ignore_walls"),
    "teleport": movement.card_effect("teleport"),
}
