"""What an action opens: the decision that follows it, played on a seat's view.

Two readings of the bot ask this of the same action: whether a token spends the turn on
nothing (``futile``) and which tiles a Buy space sells (Seth prices his Buy space by the best
one). Both play the action once through the rules, so no price, level or colour rule is
written twice; a scorer that asks both keeps the one opening it got (``policies``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

#: the decisions a Buy space opens where a tile is bought (Corrupt a pyramid buys with the
#: member's pyramid)
BUYING = ("buy", "corrupt-pyramid")


@dataclass
class Opening:
    """The state after an action, with its next decision and that decision's legal actions
    (listed only when a reading asks: on a view, a decision of another seat may need a
    hidden hand to list)."""

    ruleset: Any
    after: Any

    @cached_property
    def next(self) -> Any:
        """The decision the action leads to, or ``None`` once the game is over (kept: every
        reading asks it, and ``options`` asks it again)."""
        if self.after.result is not None or not self.after.pending:
            return None
        return self.after.pending[-1]

    @cached_property
    def options(self) -> tuple:
        """The legal actions of the next decision (none once the game is over)."""
        return tuple(self.ruleset.legal_actions(self.after)) if self.next is not None else ()


def open_action(ruleset: Any, state: Any, action: Any) -> Opening | None:
    """``action`` played on ``state``, or ``None`` when the view cannot play it (a step that
    needs a hidden card, such as an Invocation's draw)."""
    try:
        after, _ = ruleset.apply(state, action)
    except Exception:
        return None
    return Opening(ruleset, after)


def tiles_on_sale(opening: Opening | None) -> tuple[str, ...]:
    """The tiles the Buy decision an action opened lets its seat buy (none when it opened
    no Buy, or the view could not play it)."""
    if opening is None or opening.next is None or opening.next.kind not in BUYING:
        return ()
    return tuple(a.args[0] for a in opening.options if a.verb == "buy" and a.args)
