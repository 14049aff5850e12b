"""Seeded random games through the legal actions only: the conformance tests, ``simulate`` and
benchmarks all play them. The chooser's generator is separate from the game's own, so the same
game seed with another playout seed gives another game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.outcome import Outcome
from kemet_tui.core.ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class PlayoutResult:
    """One finished (or cut-off) random game."""

    engine: Engine
    outcome: Outcome | None

    @property
    def finished(self) -> bool:
        return self.outcome is not None


def random_playout(
    ruleset: Ruleset | str,
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_actions: int = 2000,
    on_action: Callable[[Engine, Any], None] | None = None,
) -> PlayoutResult:
    """Play uniformly random legal actions until the game ends or ``max_actions`` is reached.

    Uses the engine's checked path, so every action is validated; ``on_action`` is called with
    the engine and the action just before it is played (tests hook their checks there).
    """
    engine = Engine(ruleset, seed, options)
    chooser = rng.seed_state(seed ^ 0x5EED_5EED)
    for _ in range(max_actions):
        if engine.outcome is not None:
            break
        actions = engine.legal_actions()
        action, chooser = rng.choice(chooser, list(actions))
        if on_action is not None:
            on_action(engine, action)
        engine.play(action)
    return PlayoutResult(engine, engine.outcome)


def tally(results: list[PlayoutResult], ruleset: Ruleset) -> Counter[str]:
    """Games won per side, plus ``draw`` and ``unfinished`` (cut off by ``max_actions``, or
    stopped by a ruleset's safeguard such as Kemet's round cap)."""
    counts: Counter[str] = Counter()
    for result in results:
        if result.outcome is None or result.outcome.unfinished:
            counts["unfinished"] += 1
        elif result.outcome.is_draw:
            counts["draw"] += 1
        else:
            state = result.engine.state
            counts[ruleset.side_of(state, result.outcome.winners[0])] += 1
    return counts
