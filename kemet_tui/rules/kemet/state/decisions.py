"""Flow is data: the pending decisions of a Kemet game.

``state.pending`` is a stack of :class:`Decision`; the top one is asked now. Who answers each
kind lives in ``handlers.py``; a decision itself is a plain value the state holds, so this module
needs nothing else of the ruleset.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """A question the game asks ``decider`` (a seat, or ``alliance`` for team choices).

    ``context`` holds the decision's own immutable data as sorted ``(key, value)`` pairs.
    """

    kind: str
    decider: str
    context: tuple[tuple[str, Any], ...] = ()

    def __init__(self, kind: str, decider: str, context: tuple[tuple[str, Any], ...] = ()) -> None:
        """The dataclass's ``__init__`` with the slots set directly (see ``core.events``): a
        decision is made or rewritten at almost every action."""
        _set_kind(self, kind)
        _set_decider(self, decider)
        _set_context(self, context)

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

    def with_whole_context(self, context: Mapping[str, Any]) -> Decision:
        """This decision with ``context``: a dictionary made from this decision's context
        (:func:`context_of`) whose keys were changed or added, never removed. A move writes
        its whole context back at every step: its pairs keep their order unless a key was
        added (then they are sorted again), without merging them one by one."""
        pairs = tuple(context.items())
        if len(pairs) != len(self.context):
            pairs = tuple(sorted(pairs))
            context = dict(pairs)
        new = Decision(self.kind, self.decider, pairs)
        _context_kept[0] = (new, dict(context))  # the next listing reads it: no rebuilding
        return new


#: the slots' own setters (a frozen class refuses ``setattr``; its slots do not)
_set_kind = Decision.kind.__set__  # type: ignore[attr-defined]
_set_decider = Decision.decider.__set__  # type: ignore[attr-defined]
_set_context = Decision.context.__set__  # type: ignore[attr-defined]


def context_of(pending: Decision) -> dict[str, Any]:
    """``pending``'s context as a new dictionary (the caller's to change). A decision is read
    by its listing and then by its answer, so the dictionary of the last decision read (or
    written whole: :meth:`Decision.with_whole_context`) is kept and copied (a block copy,
    where building it from the pairs inserts each key)."""
    kept = _context_kept[0]
    if kept[0] is not pending:
        kept = (pending, dict(pending.context))
        _context_kept[0] = kept
    return kept[1].copy()


#: the last decision :func:`context_of` read (or a move wrote) and its context (never handed
#: out: copies are);
#: one tuple replaced at once, so another thread is never handed another decision's context
_context_kept: list[tuple[Decision | None, dict[str, Any]]] = [(None, {})]


def decision(kind: str, decider: str, **context: Any) -> Decision:
    if not context:
        return Decision(kind, decider)
    return Decision(kind, decider, tuple(sorted(context.items())))
