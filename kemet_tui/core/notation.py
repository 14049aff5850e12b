"""Helpers shared by every ruleset's notation: normalising tokens, suggesting close ones."""

from __future__ import annotations

import difflib
from collections.abc import Sequence


def normalise(token: str) -> str:
    """Lower-case a token and drop spaces, so ``B1 C2`` and ``b1c2`` read the same."""
    return "".join(token.split()).lower()


def closest_tokens(token: str, legal: Sequence[str], limit: int = 5) -> tuple[str, ...]:
    """Legal tokens that look like ``token``: same prefix first, then by similarity."""
    token = normalise(token)
    if not token:
        return tuple(sorted(legal)[:limit])
    for cut in (len(token), 3, 2, 1):
        prefix = token[:cut]
        same_start = [t for t in legal if t.startswith(prefix)]
        if same_start and cut >= 2:
            return tuple(sorted(same_start, key=lambda t: (-_ratio(token, t), t))[:limit])
    scored = sorted(legal, key=lambda t: (-_ratio(token, t), t))
    return tuple(scored[:limit])


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio()
