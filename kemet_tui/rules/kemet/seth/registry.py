"""What Seth's own spaces answer, in one place: what each of those spaces does (with, for a
yellow space, why it could do nothing against a member), the decisions the actions push, and
the continuation of Furious Invasion.

The modules define the functions and the handlers; this list names them, so where a space, a
decision kind or a continuation is answered is read here instead of searched for.
``rules/kemet/tables.py`` gathers it with the other packages' lists into the engine's tables
(``state/handlers.py``, ``state/tables.py``); importing it fills nothing.
"""

from kemet_tui.rules.kemet.mechanics import forces
from kemet_tui.rules.kemet.seth import corrupt, destroy, invasion
from kemet_tui.rules.kemet.state.tables import ActionDef

#: decision kind -> its handler
HANDLERS = {
    "furious-invasion": invasion.INVASION_HANDLER,
    "invasion-order": invasion.ORDER_HANDLER,
    "corrupt-creature": corrupt.CREATURE_HANDLER,
    "corrupt-pyramid": corrupt.PYRAMID_HANDLER,
    "destroy-units": destroy.DESTROY_HANDLER,
}

#: action id (tokens.toml) -> what the space does
ACTIONS = {
    "furious_invasion": ActionDef(invasion.begin),
    "corrupt_creature": ActionDef(
        corrupt.begin_creature,
        target=corrupt.creature_problem,
        may_target=corrupt.creature_reachable,
    ),
    "corrupt_pyramid": ActionDef(
        corrupt.begin_pyramid, target=corrupt.pyramid_problem, may_target=corrupt.pyramid_reachable
    ),
    "corrupt_troop": ActionDef(
        corrupt.begin_troop, target=corrupt.troop_problem, may_target=forces.on_map
    ),
    "destroy_two_units": ActionDef(
        destroy.begin, target=destroy.destroy_problem, may_target=forces.on_map
    ),
}

#: continuation name -> what carries Furious Invasion on after each of its moves and battles
RESUMES = {
    "furious-invasion": invasion.resume_invasion,
}
