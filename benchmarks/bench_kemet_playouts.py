"""Kemet: Seth random playouts per second (N = 3 and 4), beside python-chess random games per
second, measured in the same process. Both play uniformly random legal moves to the end.

Run: ``python benchmarks/bench_kemet_playouts.py`` (needs ``pip install '.[bench]'``).
Target (issue 3): a whole 4-player random game in well under a second.
"""

from __future__ import annotations

import random
import statistics
import time

import chess

from kemet_tui.core import rng
from kemet_tui.core.registry import get_ruleset

GAMES = 10


def kemet_game(seed: int, alliance: int) -> int:
    """One random game through the fast rules API; returns the number of actions played."""
    ruleset = get_ruleset("kemet-seth")
    state = ruleset.new_game(seed, {"alliance_size": alliance})
    chooser = rng.seed_state(seed)
    actions = 0
    while ruleset.outcome(state) is None:
        legal = ruleset.legal_actions(state)
        action, chooser = rng.choice(chooser, list(legal))
        state, _ = ruleset.apply(state, action)
        actions += 1
    return actions


def chess_game(seed: int) -> int:
    board = chess.Board()
    chooser = random.Random(seed)
    plies = 0
    while not board.is_game_over(claim_draw=False):
        board.push(chooser.choice(list(board.legal_moves)))
        plies += 1
    return plies


def measure(play, games: int) -> tuple[float, float]:
    """(seconds per game median, actions per second overall)."""
    times, total_actions = [], 0
    for seed in range(games):
        start = time.perf_counter()
        total_actions += play(seed)
        times.append(time.perf_counter() - start)
    return statistics.median(times), total_actions / sum(times)


def main() -> None:
    chess_median, chess_rate = measure(chess_game, GAMES)
    print(f"python-chess random game: {chess_median * 1000:7.1f} ms median, {chess_rate:9,.0f} plies/s")
    for alliance in (3, 4):
        median, rate = measure(lambda seed: kemet_game(seed, alliance), GAMES)
        print(
            f"kemet-seth N={alliance} ({alliance + 1} players) random game: {median * 1000:7.1f} ms median, "
            f"{rate:9,.0f} actions/s; games per second vs python-chess: {chess_median / median:.2f}x"
        )


if __name__ == "__main__":
    main()
