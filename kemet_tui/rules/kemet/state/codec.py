"""A Kemet state to JSON-ready data and back, exactly (``load(dump(s)) == s``).

The encoder walks the frozen dataclasses by their type hints, so fields added later (with
defaults, as the state's contract asks) are saved and loaded without touching this module, and
an older save without them loads with their defaults. Decision contexts hold JSON scalars and
(nested) tuples; JSON gives lists back, which become tuples again.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any

from kemet_tui.core.outcome import Outcome
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.model import KemetState


def dump(state: KemetState) -> dict[str, Any]:
    return _dump(state)


def load(data: Mapping[str, Any]) -> KemetState:
    return _load_dataclass(KemetState, data)


def _dump(value: Any) -> Any:
    if isinstance(value, Decision):
        return {
            "kind": value.kind,
            "decider": value.decider,
            "context": [[k, _dump(v)] for k, v in value.context],
        }
    if dataclasses.is_dataclass(value):
        return {f.name: _dump(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple):
        return [_dump(v) for v in value]
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _load_dataclass(cls: type, data: Mapping[str, Any]) -> Any:
    hints = _hints(cls)
    kwargs = {
        f.name: _load(hints[f.name], data[f.name])
        for f in dataclasses.fields(cls)
        if f.name in data
    }
    return cls(**kwargs)


def _load(hint: Any, value: Any) -> Any:
    if value is None:
        return None
    if hint is Any:
        return _tuples(value)
    if hint is Decision:
        return Decision(
            value["kind"], value["decider"], tuple((k, _tuples(v)) for k, v in value["context"])
        )
    if hint is Outcome:
        return Outcome.from_json(value)
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in typing.get_args(hint) if a is not type(None)]
        return _load(inner[0], value)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_load(args[0], v) for v in value)
        return tuple(_load(a, v) for a, v in zip(args, value, strict=True))
    if dataclasses.is_dataclass(hint):
        return _load_dataclass(hint, value)
    return value


def _tuples(value: Any) -> Any:
    """JSON lists back to the tuples a decision context holds."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value
