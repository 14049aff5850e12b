"""What a policy works out once per decision, whatever the action it scores.

A policy scores each legal action of a decision with the same ``memo`` dict; what does not
depend on the action (the best target a Move could reach, whether a battle is decided before
the cards) is worked out for the first action and read for the others. ``dict.setdefault``
cannot do it: its default is computed on every call, before the key is looked up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def once(memo: dict[str, Any], key: str, compute: Callable[[], T]) -> T:
    """``memo[key]``, computed by ``compute`` the first time it is asked only."""
    if key not in memo:
        memo[key] = compute()
    return memo[key]
