"""What each action space of a board costs and does, in the players' words, for the seat whose
board it is: the numbers come from the rules as they apply to that seat now (the PP a Pray
gives with its tiles, the free units of a Recruit, the steps of a Move), so the board shows what
the action would do if taken now, not a printed summary.
"""

from __future__ import annotations

from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import setup_rules
from kemet_tui.rules.kemet.state.model import SETH, KemetState

BUY_COLOURS = ("white", "red", "blue", "black", "purple")


def action_facts(state: KemetState, seat: str, action: str) -> tuple[str, str]:
    """``(cost, effect)`` of the board action ``action`` for ``seat`` now."""
    if action == "pray":
        base = setup_rules().seth.pray_pp if seat == SETH else setup_rules().alliance.pray_pp
        return "free", f"+{base + fx.total(state, seat, 'pray_bonus', 'pp')} PP"
    if action == "recruit":
        free = fx.total(state, seat, "recruit_bonus", "units")
        extra = f" (+{free} free)" if free else ""
        home = "sectors" if seat == SETH else "city"
        return "1 PP a unit", f"units into your {home}{extra}"
    if action == "move":
        return "free", "a troop moves 1 space (+ tiles)"
    if action == "raise_pyramid":
        return "PP = the new levels", "raise a pyramid"
    if action.startswith("buy_") and action.removeprefix("buy_") in BUY_COLOURS:
        return "PP = its level", f"a {action.removeprefix('buy_')} tile"
    return _SETH.get(action, ("", action.replace("_", " ")))


_SETH = {
    "furious_invasion": ("free", "move two troops at once"),
    "invocation": ("free", "draw a Seth DI card"),
    "corrupt_creature": ("free", "a creature attacks the member"),
    "destroy_two_units": ("free", "two of the member's units die"),
    "corrupt_pyramid": ("level + 1 PP", "a tile with the member's pyramids"),
    "corrupt_troop": ("free", "move the member's troop"),
}
