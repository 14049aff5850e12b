"""Answers kept by the immutable parts of a state they read.

Most actions change a few of the state's fields and share the others (the same tuple, the same
``SeatState``) with the state before. A question that reads only a few of them (can Seth's
yellow space do something against A2? which tiles could Seth buy?) has the same answer as long
as those parts are the very same objects, so :func:`by_parts` keeps the last answer per
argument with the parts it was worked out from and gives it back while they are identical.

Why this never goes stale: the parts are immutable and the entry holds them, so an identical
object is an unchanged value (and cannot be freed and its address reused while kept). Each
entry is one tuple replaced at once, so a bot thinking on another state in another thread is
never handed another state's answer.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from operator import is_
from typing import Any, TypeVar

from kemet_tui.rules.kemet.state.model import KemetState

R = TypeVar("R")


def by_parts(
    parts: Callable[[KemetState], tuple[Any, ...]],
) -> Callable[[Callable[..., R]], Callable[..., R]]:
    """Keep ``fn(state, *args)`` by ``args`` while ``parts(state)`` (every field or seat state
    ``fn`` reads, immutable values) are the same objects. ``parts`` must name all that ``fn``
    reads: what it leaves out would be taken from an older state."""

    def keep(fn: Callable[..., R]) -> Callable[..., R]:
        kept: dict[tuple[Any, ...], tuple[tuple[Any, ...], R]] = {}

        @wraps(fn)
        def answer(state: KemetState, *args: Any) -> R:
            now = parts(state)
            entry = kept.get(args)
            if entry is not None and all(map(is_, entry[0], now)):
                return entry[1]
            value = fn(state, *args)
            kept[args] = (now, value)
            return value

        return answer

    return keep
