"""The entry points of the movement and battle modules, which another engineer writes.

Agreed contract: ``movement.begin_move(state, seat)`` pushes the decisions of one Move action of
``seat``; ``battle.begin_battle(state, attacker=seat, space=space)`` pushes the decisions of a
battle on ``space`` where the attacker's troop has just arrived or been recruited. Neither calls
``flow.advance``. Until a module exists, the actions that need it are not offered (the Move
spaces, recruiting into an enemy-held district) and ``explain`` says why.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

from kemet_tui.rules.kemet.state.model import KemetState, make_troop

MOVEMENT = "kemet_tui.rules.kemet.actions.movement"
BATTLE = "kemet_tui.rules.kemet.battle"


@cache
def _module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name and name.startswith(error.name):
            return None
        raise


def movement() -> ModuleType | None:
    module = _module(MOVEMENT)
    return module if module is not None and hasattr(module, "begin_move") else None


def battle() -> ModuleType | None:
    module = _module(BATTLE)
    return module if module is not None and hasattr(module, "begin_battle") else None


def can_move() -> bool:
    return movement() is not None


def can_battle() -> bool:
    return battle() is not None


def begin_move(state: KemetState, seat: str) -> KemetState:
    return movement().begin_move(state, seat)


def begin_battle(state: KemetState, attacker: str, space: str) -> KemetState:
    return battle().begin_battle(state, attacker=attacker, space=space)


def load_all() -> None:
    """Import the movement and battle modules (their decision handlers register on import)."""
    movement()
    battle()


def begin_recruit_battle(state: KemetState, seat: str, space: str, units: int) -> KemetState:
    """Recruits sent into a district an enemy holds attack it (research §4.4): they are the
    attacking troop, carried into the battle as a moving troop is (``forces.py``)."""
    troop = make_troop(space, {seat: units})
    return battle().begin_battle(state, seat, space, troop=troop, moved=False)
