"""The engine's dispatch tables besides the decision handlers (``handlers.py``), and their types.

Flow is data: the state stores names (a queued step ``"income:a1"``, a continuation ``then``, a
battle's ``stage``, a space's action id, a card's effect hook), and these tables turn a name
into the function that runs it. The modules that own the rules define the functions; each
package's ``registry.py`` lists what it contributes; ``rules/kemet/tables.py`` gathers those
lists into the tables below once, when the ruleset is made. Until then every table is empty.
They live here, below every rule module, so that a module that looks a name up needs neither
the registries nor the modules that answer it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from kemet_tui.core.events import Event
from kemet_tui.core.outcome import Outcome
from kemet_tui.rules.kemet.state.model import KemetState

Result = tuple[KemetState, tuple[Event, ...]]
#: an automatic step: ``(state, argument)``, run for ``"name:argument"`` in ``state.queue``
Step = Callable[[KemetState, str], Result]
#: ``skip(state, decision)``: the answer given for a decision's decider when it comes back on
#: top with nothing left to ask, else None
Skip = Callable[[KemetState, Any], Result | None]
#: a victory condition checked after every step, after Seth's own
VictoryCheck = Callable[[KemetState], Outcome | None]
#: what carries on a flow once a sub-decision it pushed is answered
Resume = Callable[[KemetState], Result]
#: a battle stage: (state, events, whether it waits for a question it pushed)
StageResult = tuple[KemetState, tuple[Event, ...], bool]
Stage = Callable[[KemetState], StageResult]
#: a DI card's effect once it is let be: ``(state, seat, card_id, params)``
DiEffect = Callable[[KemetState, str, str, dict], Result]

Run = Callable[[KemetState, str, str], Result]
Avail = Callable[[KemetState, str], bool]
Target = Callable[[KemetState, str], str | None]


class ActionDef:
    """What a space's action does (``run(state, seat, token)``) and whether the engine can
    play it now (``available(state, seat)``: False for actions not built yet).

    A yellow space of Seth's board targets the member whose token goes there (seed-000 Seth
    Game Board): ``target(state, member)`` says why the action could do nothing against that
    member now (no unit, no creature to send, no tile to buy…), or None. Such a space is not
    offered with that member's token, so the action's own decision always has an answer; its
    ``run`` then gets the member's seat as ``token``. ``may_target(state, member)`` is
    ``target(...) is None`` without the sentence, for Seth's listing, which asks it for every
    member whose token he holds at every action of his turns.
    """

    def __init__(
        self,
        run: Run,
        available: Avail | None = None,
        why: str = "",
        target: Target | None = None,
        may_target: Avail | None = None,
    ) -> None:
        self.run = run
        #: False when the action is always available (most are): nothing to ask
        self.conditional = available is not None
        self.available = available or (lambda state, seat: True)
        self.why = why
        self.target = target or (lambda state, member: None)
        self.may_target = may_target or (lambda state, member: self.target(state, member) is None)


#: an option of the Alliance's start-of-turn window (a sacred temple, the Ceremony):
#: (``legal(state)``: the tokens it offers now, ``apply(state, action)``: play one, managing
#: the stack, ``why(state, action)``: why a token of its verb is refused). A plain tuple: the
#: Day unpacks it for every listing, and the interpreter's fast paths take exact tuples only.
TurnOption = tuple[
    Callable[[KemetState], list],
    Callable[[KemetState, Any], Result],
    Callable[[KemetState, Any], str],
]
#: a free action offered in the action decisions (day DI cards): (``legal(state, seat)``,
#: ``apply(state, seat, action)``)
FreeAction = tuple[Callable[[KemetState, str], list], Callable[[KemetState, str, Any], Result]]


#: step name -> the step (night, dusk)
STEPS: dict[str, Step] = {}
#: decision kind -> its skip (a ``rite-di`` window whose member has just played the last DI
#: card of the hand): a seat is not handed the keyboard for a question with a single, public
#: answer
SKIPS: dict[str, Skip] = {}
#: the victory checks run after every step, after Seth's (the Alliance's conditions), in the
#: order the registries list them. A list, not a dictionary: it is walked after every step
VICTORY_CHECKS: list[VictoryCheck] = []
#: action id (tokens.toml) -> what the space does
ACTIONS: dict[str, ActionDef] = {}
#: verb -> an option of the first ``alliance-turn`` decision; offered in this order
ALLIANCE_TURN_OPTIONS: dict[str, TurnOption] = {}
#: verb -> a free action of the action decisions
FREE_ACTIONS: dict[str, FreeAction] = {}
#: continuation name (a decision's ``then``) -> what carries on
RESUMES: dict[str, Resume] = {}
#: battle stage name (``battle/record.py`` :data:`STAGES`) -> the stage
BATTLE_STAGES: dict[str, Stage] = {}
#: a DI card's effect hook -> its effect once the card is let be
DI_EFFECTS: dict[str, DiEffect] = {}


def available_actions(state: KemetState, seat: str) -> frozenset[str]:
    """The actions the engine can play now (asked for every placement listing: the actions
    that are always there are gathered once, only the conditional ones are asked)."""
    always, conditional = _split_actions(len(ACTIONS))
    unavailable = [a for a, d in conditional if not d.available(state, seat)]
    if not unavailable:
        return always
    return always - frozenset(unavailable)


@cache
def _split_actions(listed: int) -> tuple[frozenset[str], tuple[tuple[str, ActionDef], ...]]:
    """(every action id, the (id, definition) pairs whose availability depends on the state);
    ``listed`` (how many actions the table holds) keys it, so a table read before it was
    filled is split again once it is. The table is filled once: an entry is not replaced."""
    return frozenset(ACTIONS), tuple((a, d) for a, d in ACTIONS.items() if d.conditional)
