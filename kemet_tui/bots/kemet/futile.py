"""Actions that spend a turn on nothing, kept out of ``kemet:3``'s root candidates.

Out of PP, Seth's search played whole turns of "Raise no pyramid", "Buy no tile" and "Move no
troop": a no-op scores like any quiet action in a playout, so a few noisy iterations could
prefer it to an action that does something (an Invocation, a Prayer, a Move). A token spent on
nothing is never better than the same token spent on a legal action with an effect, so the
root does not weigh it while another action is listed.

An action is futile when it is a Move's "no troop" while a troop could move, or an action space
whose next decision for the same seat offers only its skip ("Raise no pyramid" without the PP
for a level, "Buy no tile" without the PP for any tile). The test applies the action to the
view: a step that needs a hidden card (an Invocation's draw) fails there and counts as useful.
"""

from __future__ import annotations

from typing import Any

from kemet_tui.bots.kemet.opening import Opening, open_action
from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.kemet.state.contexts import move_context

#: the verbs that decline a decision's choice
DECLINE = frozenset(("skip", "stop", "done", "pass"))


def useful(ruleset: Ruleset, state: Any, legal: list) -> list:
    """``legal`` without its futile actions, or all of ``legal`` if every one is futile."""
    kept = [a for a in legal if not futile(ruleset, state, a, legal)]
    return kept or legal


def futile(ruleset: Ruleset, state: Any, action: Any, legal: list) -> bool:
    """Whether ``action`` spends the decision on nothing (see the module's docstring)."""
    if not state.pending:
        return False
    top = state.pending[-1]
    if top.kind == "move" and move_context(top)["stage"] == "troop":
        return action.verb == "stop" and any(a.verb == "troop" for a in legal)
    if action.verb != "act":
        return False
    return offers_nothing(top, open_action(ruleset, state, action))


def offers_nothing(top: Any, opening: Opening | None) -> bool:
    """Whether the action space taken at decision ``top`` opened, for the same seat, a
    decision whose only answer is its skip (an opening the view could not play does
    something)."""
    if opening is None or opening.next is None:
        return False
    nxt = opening.next
    if nxt.decider != top.decider or nxt.kind == top.kind:
        return False
    return len(opening.options) == 1 and opening.options[0].verb in DECLINE
