"""Kemet: Seth random playouts beside python-chess random games, in the same process.

Both play uniformly random legal moves to the end of the game: Kemet lists the legal actions
through the public rules API (``legal_actions``), picks one, ``apply``s it and asks ``outcome``;
python-chess lists ``board.legal_moves`` and pushes one. The figure compared is Kemet actions
per second against chess plies per second, for N = 3 and N = 5 (game creation included on both
sides). Time is the process's processor time (``time.process_time``), so the minutes another
program holds the processor are not counted on either side; the games alternate (a chess game,
then one Kemet game of each size, and again), so a change of the machine's load falls on both
sides alike. The ratio is what to read.

Then the memory of a whole game's history at N = 5: the states an undo list keeps, with the
plies and their events, after 400 actions played through the checked path (``Engine``), as
``tracemalloc`` counts it.

Run: ``python benchmarks/bench_kemet_playouts.py [GAMES]`` (needs ``pip install '.[bench]'``).
Targets (BENCHMARKS.md): Kemet actions/s >= python-chess plies/s (1.0x, stretch 2x) for N = 3
and N = 5; a 400-action history under 50 MB.
"""

from __future__ import annotations

import gc
import random
import sys
import time
import tracemalloc

import chess

from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset

GAMES = 10
SIZES = (3, 5)
HISTORY_ACTIONS = 400
RULESET = get_ruleset("kemet-seth")


def kemet_game(seed: int, alliance: int) -> int:
    """One random game through the public rules API; returns the number of actions played."""
    ruleset = RULESET
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
    """One random game of python-chess; returns the number of plies played."""
    board = chess.Board()
    chooser = random.Random(seed)
    plies = 0
    while not board.is_game_over(claim_draw=False):
        board.push(chooser.choice(list(board.legal_moves)))
        plies += 1
    return plies


def timed(play, seed: int) -> tuple[int, float]:
    start = time.process_time()
    moves = play(seed)
    return moves, time.process_time() - start


def rates(games: int) -> dict[str, tuple[int, float]]:
    """(moves, seconds) per player, the games alternating between them."""
    players = {"chess": chess_game}
    players.update({f"N={n}": (lambda seed, n=n: kemet_game(seed, n)) for n in SIZES})
    totals = {name: (0, 0.0) for name in players}
    kemet_game(games, SIZES[0])  # warm: the rules data loaded once, outside the timing
    for seed in range(games):
        for name, play in players.items():
            moves, seconds = timed(play, seed)
            total_moves, total_seconds = totals[name]
            totals[name] = (total_moves + moves, total_seconds + seconds)
    return totals


def history_bytes(alliance: int, actions: int, seed: int = 1) -> tuple[int, int]:
    """(bytes, actions played): what an Engine's history holds after ``actions`` random
    actions (the game may end sooner), counted by tracemalloc from before the game starts."""
    chooser = rng.seed_state(seed)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    engine = Engine(RULESET, seed, {"alliance_size": alliance})
    played = 0
    while played < actions and engine.outcome is None:
        action, chooser = rng.choice(chooser, list(engine.legal_actions()))
        engine.play(action)
        played += 1
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    assert len(engine.states) == played + 1
    return after - before, played


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES
    totals = rates(games)
    plies, seconds = totals.pop("chess")
    chess_rate = plies / seconds
    print(
        f"python-chess random games: {plies:,} plies in {seconds:.2f} s (processor time): "
        f"{chess_rate:9,.0f} plies/s"
    )
    for name, (actions, seconds) in totals.items():
        rate = actions / seconds
        print(
            f"kemet-seth {name} random games: {actions:,} actions in {seconds:.2f} s: "
            f"{rate:9,.0f} actions/s = {rate / chess_rate:.2f}x python-chess "
            f"({seconds / games * 1000:.0f} ms a game)"
        )
    size, played = history_bytes(5, HISTORY_ACTIONS)
    print(
        f"kemet-seth N=5 history of {played} actions (states for undo, plies, events): "
        f"{size / 1e6:.2f} MB ({size / (played + 1) / 1e3:.1f} kB a state)"
    )


if __name__ == "__main__":
    main()
