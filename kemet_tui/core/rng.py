"""A seeded random generator whose whole state is one integer kept in the game state.

Chance is part of the state (boardgame.io, OpenSpiel): no global ``random``, no clock. The
generator is SplitMix64, small and well mixed; every draw returns the value and the next state, so
game states stay immutable values and a record (seed + actions) replays bit for bit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
#: the seeds a game is given and a record holds: 64-bit whole numbers, signed or not
SEED_MIN, SEED_LIMIT = -(2**63), 2**64
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user-given seed (any integer)."""
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return ``(value, next_state)``: one 64-bit draw."""
    state = (state + _GAMMA) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Return ``(k, next_state)`` with ``0 <= k < n``, unbiased (rejection sampling)."""
    if n <= 0:
        raise ValueError("randbelow needs n > 0")
    if n == 1:  # one draw, always taken: its value is not needed, only the next state
        return 0, (state + _GAMMA) & _MASK
    limit = (1 << 64) - ((1 << 64) % n)
    while True:  # next_u64 inline: a random game draws once per action
        state = (state + _GAMMA) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        value = z ^ (z >> 31)
        if value < limit:
            return value % n, state


def choice(state: int, items: Sequence[T]) -> tuple[T, int]:
    """Return ``(item, next_state)``: one element of a non-empty sequence. This is
    :func:`randbelow` inline, with its rejection limit kept per length: a random game draws
    once per action."""
    n = len(items)
    if n == 1:
        return items[0], (state + _GAMMA) & _MASK
    limit = _limits.get(n)
    if limit is None:
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = _limits[n] = (1 << 64) - ((1 << 64) % n)
    while True:
        state = (state + _GAMMA) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        value = z ^ (z >> 31)
        if value < limit:
            return items[value % n], state


#: n -> the largest multiple of n not above 2**64 (:func:`choice`'s rejection limit)
_limits: dict[int, int] = {}


def shuffled(state: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """Return ``(tuple, next_state)``: the items in a uniformly random order (Fisher-Yates)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = randbelow(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state
