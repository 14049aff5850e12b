"""An evaluation turned into a chance: the logistic curve, with a scale per game saying how
many evaluation units make the leader about three times as likely to win (73 %)."""

from __future__ import annotations

import math


def chance(value: float, scale: float) -> float:
    """The chance, between 0 and 1, of the side whose evaluation is ``value``."""
    x = max(-60.0, min(60.0, value / scale))
    return 1.0 / (1.0 + math.exp(-x))


def swings(
    x: tuple[int, ...], chances: tuple[float, ...], label: str, unit: str, side: str, count: int = 3
) -> tuple[str, ...]:
    """The ``count`` largest moves of ``chances`` between two neighbouring x positions, in the
    order they happened, as sentences: where the game turned for ``side``."""
    steps = [(abs(chances[i] - chances[i - 1]), i) for i in range(1, len(chances))]
    chosen = sorted(i for size, i in sorted(steps, reverse=True)[:count] if size >= 0.05)
    lines = []
    for i in chosen:
        before, after = chances[i - 1], chances[i]
        way = "rose" if after > before else "fell"
        lines.append(
            f"{unit} {x[i]}: {side}'s chance {way} from {before:.0%} to {after:.0%} ({label})."
        )
    return tuple(lines)
