"""Flow is data: the pending decisions of a Kemet game.

``state.pending`` is a stack of :class:`Decision`; the top one is asked now. Who answers each
kind lives in ``handlers.py``; a decision itself is a plain value the state holds, so this module
needs nothing else of the ruleset.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Decision:
    """A question the game asks ``decider`` (a seat, or ``alliance`` for team choices).

    ``context`` holds the decision's own immutable data as sorted ``(key, value)`` pairs.
    """

    kind: str
    decider: str
    context: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for name, value in self.context:
            if name == key:
                return value
        return default

    def with_context(self, **changes: Any) -> Decision:
        merged = dict(self.context)
        known = len(self.context)
        merged.update(changes)
        if len(merged) > known:  # a new key: sorted in (else the order stands)
            return Decision(self.kind, self.decider, tuple(sorted(merged.items())))
        return Decision(self.kind, self.decider, tuple(merged.items()))


def decision(kind: str, decider: str, **context: Any) -> Decision:
    return Decision(kind, decider, tuple(sorted(context.items())))
