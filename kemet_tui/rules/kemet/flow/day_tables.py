"""The tables the Day's decisions look up: what each action space does (:data:`ACTIONS`), the
Alliance's start-of-turn options (:data:`ALLIANCE_TURN_OPTIONS`) and the free actions
(:data:`FREE_ACTIONS`).

The modules that own those rules (``actions/``, ``seth/``, ``alliance/``) fill them; ``day.py``
and ``view/explain.py`` read them. They live apart from ``day.py`` so that an action can
register without importing the Day that runs it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.state.model import KemetState

Run = Callable[[KemetState, str, str], tuple[KemetState, tuple[Event, ...]]]
Avail = Callable[[KemetState, str], bool]
Target = Callable[[KemetState, str], "str | None"]


class ActionDef:
    """What a space's action does (``run(state, seat, token)``) and whether the engine can
    play it now (``available(state, seat)``: False for actions not built yet).

    A yellow space of Seth's board targets the member whose token goes there (seed-000 Seth
    Game Board): ``target(state, member)`` says why the action could do nothing against that
    member now (no unit, no creature to send, no tile to buy…), or None. Such a space is not
    offered with that member's token, so the action's own decision always has an answer; its
    ``run`` then gets the member's seat as ``token``.
    """

    def __init__(self, run: Run, available: Avail | None = None, why: str = "",
                 target: Target | None = None) -> None:
        self.run = run
        #: False when the action is always available (most are): nothing to ask
        self.conditional = available is not None
        self.available = available or (lambda state, seat: True)
        self.why = why
        self.target = target or (lambda state, member: None)


#: action id (tokens.toml) -> its definition; economy, movement and Seth's actions register here
ACTIONS: dict[str, ActionDef] = {}
#: start-of-Alliance-turn options (sacred temples, the Ceremony): verb -> (legal(state), apply(state, action),
#: why(state, action): the reason a token of that verb is refused)
ALLIANCE_TURN_OPTIONS: dict[str, tuple[Callable, Callable, Callable]] = {}
#: free actions offered in the action decisions: (legal(state, seat), apply by verb)
FREE_ACTIONS: dict[str, tuple[Callable, Callable]] = {}


def available_actions(state: KemetState, seat: str) -> frozenset[str]:
    """The actions the engine can play now (asked for every placement listing: the actions
    that are always there are gathered once, only the conditional ones are asked)."""
    always, conditional = _split_actions(len(ACTIONS))
    unavailable = [a for a, d in conditional if not d.available(state, seat)]
    if not unavailable:
        return always
    return always - frozenset(unavailable)


@cache
def _split_actions(registered: int) -> tuple[frozenset[str], tuple[tuple[str, ActionDef], ...]]:
    """(every action id, the (id, definition) pairs whose availability depends on the state);
    ``registered`` (how many there are) keys it, so an action registered later is counted."""
    return frozenset(ACTIONS), tuple((a, d) for a, d in ACTIONS.items() if d.conditional)
