"""Who answers each decision kind, and how a seat sees a decision's context.

Each decision kind is answered by one :class:`Handler`: how to list the legal answers, how to
apply one, and why another is refused. The module that owns the rule defines the handler; its
package's ``registry.py`` names the kind it answers; ``rules/kemet/tables.py`` gathers every
package's list into :data:`HANDLERS` and :data:`CONTEXT_VIEWS` once, when the ruleset is made.
Until then both tables are empty. ``flow.advance`` then runs the automatic steps up to the next
decision. This keeps each rule in the module that owns it and the dispatch in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.state.actions import KemetAction
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.model import KemetState


class DecisionKind(Protocol):
    """What answers a decision kind."""

    def legal(self, state: KemetState, pending: Decision) -> Sequence[KemetAction]: ...

    def apply(
        self, state: KemetState, pending: Decision, action: KemetAction
    ) -> tuple[KemetState, tuple[Event, ...]]: ...

    def explain(self, state: KemetState, pending: Decision, action: KemetAction) -> str: ...


@dataclass(frozen=True, slots=True)
class Handler:
    """A :class:`DecisionKind` made of three functions."""

    legal: Callable[[KemetState, Decision], Sequence[KemetAction]]
    apply: Callable[[KemetState, Decision, KemetAction], tuple[KemetState, tuple[Event, ...]]]
    explain: Callable[[KemetState, Decision, KemetAction], str] | None = None


ContextView = Callable[[Decision, str | None], Decision]

#: decision kind -> its handler (the packages' ``registry.py`` lists, assembled)
HANDLERS: dict[str, Handler] = {}


def handler_for(kind: str) -> Handler:
    try:
        return HANDLERS[kind]
    except KeyError:
        raise KeyError(f"no handler registered for decision kind {kind!r}") from None


#: decision kind -> how a seat sees that decision's context (``view.py`` applies it to every
#: pending decision). Kinds without an entry are public. The function gets the decision and the
#: viewing seat (``None`` or ``alliance``: the public view) and returns what that seat may know.
CONTEXT_VIEWS: dict[str, ContextView] = {}

HIDDEN = "?"


def decider_only(*keys: str) -> ContextView:
    """A context view that leaves ``keys`` readable by the decider only: for anyone else each
    value becomes ``"?"`` (a tuple keeps its length, so counts stay visible)."""

    def view(pending: Decision, seat: str | None) -> Decision:
        if seat == pending.decider:
            return pending
        changes = {}
        for key in keys:
            value = pending.get(key)
            if isinstance(value, tuple):
                changes[key] = (HIDDEN,) * len(value)
            elif value is not None:
                changes[key] = HIDDEN
        return pending.with_context(**changes) if changes else pending

    return view
