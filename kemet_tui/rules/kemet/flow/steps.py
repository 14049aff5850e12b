"""The tables the round runs on: the automatic steps, the victory checks and the skips.

A step is a function ``(state, argument)`` registered under the name the queue stores
(``"income:a1"`` runs ``STEPS["income"]`` with ``a1``); ``advance.py`` runs them. They live here,
below the phase modules that register into them and above nothing of the round, so that night,
dusk, the battle record and the Alliance's rites can register without importing the round.

The Alliance's own victory plugs in here: append a function ``state -> Outcome | None`` to
:data:`VICTORY_CHECKS`; it runs after every step like Seth's checks, including right after an
Alliance turn opens (the top decision is then ``alliance-turn`` with ``first`` true: the moment
to look for "a troop in a district of Seth's city at the start of its action phase").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kemet_tui.core.events import Event
from kemet_tui.core.outcome import Outcome
from kemet_tui.rules.kemet.mechanics.common import label, members
from kemet_tui.rules.kemet.mechanics.forces import alliance_on_board
from kemet_tui.rules.kemet.state.handlers import registrar
from kemet_tui.rules.kemet.state.model import SETH, KemetState

Step = Callable[[KemetState, str], tuple[KemetState, tuple[Event, ...]]]

#: step name -> function(state, argument); modules register their steps at import
STEPS: dict[str, Step] = {}
#: extra victory checks run after every step (the Alliance's conditions)
VICTORY_CHECKS: list[Callable[[KemetState], Outcome | None]] = []
#: decision kind -> ``skip(state, decision)``: the answer given for its decider when the
#: decision comes back on top with nothing left to ask (a ``rite-di`` window whose member has
#: just played the last DI card of the hand), else None. A seat is not handed the keyboard
#: for a question with a single, public answer.
SKIPS: dict[str, Callable[[KemetState, Any], tuple[KemetState, tuple[Event, ...]] | None]] = {}

#: ``@step(name)`` registers an automatic step (used as ``"name:arg"`` in the queue)
step = registrar(STEPS, "flow step")


def victory(state: KemetState) -> Outcome | None:
    """Seth's conditions (seed-000 §Victory conditions), then those of :data:`VICTORY_CHECKS`."""
    if state.phase == "setup" or state.result is not None:
        return state.result
    if state.seth_vp >= state.seth_target_vp:
        return Outcome((SETH,), f"{label(state, SETH)} reached the target of "
                                f"{state.seth_target_vp} battle VP.")
    if not alliance_on_board(state):
        return Outcome((SETH,), "The Alliance has no unit left on the board.")
    for check in VICTORY_CHECKS:
        outcome = check(state)
        if outcome is not None:
            return outcome
    return None


def alliance_wins(state: KemetState, reason: str) -> Outcome:
    """The Outcome of an Alliance victory: every member wins."""
    return Outcome(members(state), reason)
