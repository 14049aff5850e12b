"""The Seti computer seats: ``greedy`` and the searching bot at levels 1 to 3.

Levels differ only in how much they may search (plies and nodes), never in wall-clock time: a
level-3 move is the same on a fast and a slow machine, and a recorded match replays exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kemet_tui.bots.base import SeededBot
from kemet_tui.bots.seti.greedy import greedy_move
from kemet_tui.bots.seti.search import Search
from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.seti.state import SetiState


@dataclass(frozen=True, slots=True)
class Level:
    """How hard a level thinks: the deepest iteration and the node budget per move."""

    max_depth: int
    budget: int


LEVELS = {
    1: Level(max_depth=2, budget=1_000),
    2: Level(max_depth=4, budget=4_000),
    3: Level(max_depth=16, budget=10_000),
}


def _seti_view(view: Any) -> SetiState:
    if not isinstance(view, SetiState):
        raise TypeError(f"the Seti bots play Seti only, not {type(view).__name__}")
    return view


class SetiGreedyBot(SeededBot):
    """One ply deep; its seed only breaks ties between equally scored moves."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__("greedy", seed)

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        return greedy_move(_seti_view(view), legal_actions, self.rng_for(ruleset, view))


class SetiSearchBot(SeededBot):
    """Alpha-beta at a level; deterministic, so the seed is not needed (kept for the contract)."""

    def __init__(self, level: int, seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"Seti bot levels are {', '.join(map(str, LEVELS))}, not {level}.")
        super().__init__(f"seti:{level}", seed)
        self.level = LEVELS[level]
        #: nodes and depth of the last decision, for benchmarks and the curious
        self.last_nodes = 0
        self.last_depth = 0

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        state = _seti_view(view)
        search = Search(
            state.variant,
            state.positions,
            budget=self.level.budget,
            max_depth=self.level.max_depth,
        )
        move, _ = search.best(state.board, state.to_move, state.reserves, list(legal_actions))
        self.last_nodes, self.last_depth = search.nodes, search.depth_done
        return move
