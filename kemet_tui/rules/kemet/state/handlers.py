"""The registry of who answers each decision kind, and how a seat sees a decision's context.

Each decision kind is owned by one module, which registers a :class:`DecisionKind`: how to list
the legal answers, how to apply one, and why another is refused. ``flow.advance`` then runs the
automatic steps up to the next decision. This keeps each rule in the module that owns it and
the dispatch in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.state.actions import KemetAction
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.model import KemetState


class DecisionKind(Protocol):
    """What a module registers for each decision kind it owns."""

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


HANDLERS: dict[str, Handler] = {}
F = TypeVar("F")


def register_once(table: dict[str, Any], name: str, value: Any, what: str) -> None:
    """Put ``value`` in ``table`` under ``name``. The engine's tables (decision handlers, flow
    steps, continuations, battle stages) are filled once at import, keyed by the names the
    state stores (flow is data), so a second registration is a bug: two modules claiming one
    name would silently swap behaviour."""
    if name in table:
        raise ValueError(f"{what} {name!r} is registered twice")
    table[name] = value


def registrar(table: dict[str, F], what: str) -> Callable[[str], Callable[[F], F]]:
    """A decorator factory registering a function in ``table`` once (:func:`register_once`):
    ``step = registrar(STEPS, "flow step")`` then ``@step("income")``."""
    def named(name: str) -> Callable[[F], F]:
        def register(fn: F) -> F:
            register_once(table, name, fn, what)
            return fn
        return register
    return named


def handles(kind: str, handler: Handler) -> None:
    """Register the handler of a decision kind (once; a second registration is a bug)."""
    register_once(HANDLERS, kind, handler, "decision kind")


def handler_for(kind: str) -> Handler:
    try:
        return HANDLERS[kind]
    except KeyError:
        raise KeyError(f"no handler registered for decision kind {kind!r}") from None


#: decision kind -> how a seat sees that decision's context (``view.py`` applies it to every
#: pending decision). Kinds without an entry are public. The function gets the decision and the
#: viewing seat (``None`` or ``alliance``: the public view) and returns what that seat may know.
CONTEXT_VIEWS: dict[str, Callable[[Decision, str | None], Decision]] = {}

HIDDEN = "?"


def hides(kind: str, *keys: str) -> None:
    """Register ``keys`` of ``kind``'s context as readable by its decider only: for anyone else
    each value becomes ``"?"`` (a tuple keeps its length, so counts stay visible)."""

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

    CONTEXT_VIEWS[kind] = view
