"""``kemet:3``'s processor time per searched decision, beside ``kemet:1``'s at the same positions.

Seeded games of ``kemet:1`` seats (``GAME_SEEDS``) are played to their end; every decision ``kemet:3`` would search
(``mcts.worth_searching``) is kept with the view and legal actions of its seat. Of those, up to
``PER_SIDE`` of each side a game, spread evenly over it, are answered by ``kemet:3`` (the default
budget, or ``kemet:3/<n>`` if asked) and timed in processor time (``time.process_time``), so the
minutes another program holds the processor are not counted. ``kemet:1``'s answer at the same
positions is timed too, in the same process: the ratio between the two is what moves least when
the machine's load changes.

Printed per N and side: the positions, mean, p95 and max of ``kemet:3``'s time, and the mean
iterations and simulated plies (``mcts.LAST``) a decision ran. The bound is 2 s of processor time
a decision on the project machine (docs/bots.md).

Run: ``python benchmarks/bench_kemet_search.py [SPEC] [PER_SIDE] [SIZES]``, e.g.
``python benchmarks/bench_kemet_search.py kemet:3 12 3,5`` or ``... kemet:3/16 12 5``.
"""

from __future__ import annotations

import statistics
import sys
import time

from kemet_tui.bots import make_bot
from kemet_tui.bots.kemet import mcts
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.state.model import SETH

NAME = "kemet-seth"
RULESET = get_ruleset(NAME)
GAME_SEEDS = (1, 2)
PER_SIDE = 12
SIZES = (3, 5)


def positions(n: int, per_side: int) -> dict[str, list]:
    """Key positions of the seeded ``kemet:1`` games, ``per_side`` of each side a game."""
    found: dict[str, list] = {SETH: [], "alliance": []}
    for seed in GAME_SEEDS:
        for side, cases in _game_positions(n, per_side, seed).items():
            found[side] += cases
    return found


def _game_positions(n: int, per_side: int, seed: int) -> dict[str, list]:
    engine = Engine(NAME, seed, {"alliance_size": n})
    bot = make_bot("kemet:1", 4)
    found: dict[str, list] = {SETH: [], "alliance": []}
    while engine.to_act is not None:
        seat, legal = engine.to_act, list(engine.legal_actions())
        view = engine.view(seat)
        if mcts.worth_searching(view, legal, seat):
            found[SETH if seat == SETH else "alliance"].append((seat, view, legal))
        engine.play(bot.choose(RULESET, view, legal, seat))
    return {side: _spread(found[side], per_side) for side in found}


def _spread(items: list, count: int) -> list:
    if len(items) <= count:
        return items
    return [items[i * len(items) // count] for i in range(count)]


def timed(spec: str, cases: list) -> tuple[list[float], list[tuple[int, int]]]:
    """Processor seconds, and (iterations, plies) run, of each answer of ``spec``."""
    seconds, work = [], []
    for seat, view, legal in cases:
        bot = make_bot(spec, 9)
        mcts.LAST.update(iterations=0, plies=0)
        start = time.process_time()
        bot.choose(RULESET, view, legal, seat)
        seconds.append(time.process_time() - start)
        work.append((mcts.LAST["iterations"], mcts.LAST["plies"]))
    return seconds, work


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    spec = sys.argv[1] if len(sys.argv) > 1 else "kemet:3"
    per_side = int(sys.argv[2]) if len(sys.argv) > 2 else PER_SIDE
    sizes = tuple(int(n) for n in sys.argv[3].split(",")) if len(sys.argv) > 3 else SIZES
    print(f"{spec}, game seeds {GAME_SEEDS}, up to {per_side} searched positions a side a game")
    for n in sizes:
        every = []
        for side, cases in positions(n, per_side).items():
            seconds, work = timed(spec, cases)
            base, _ = timed("kemet:1", cases)
            every += seconds
            iterations = statistics.mean(w[0] for w in work)
            plies = statistics.mean(w[1] for w in work)
            print(
                f"N = {n} {side:8}: {len(cases):2} positions, mean {statistics.mean(seconds):.2f} s,"
                f" p95 {p95(seconds):.2f} s, max {max(seconds):.2f} s; "
                f"{iterations:.0f} iterations, {plies:.0f} plies a decision; "
                f"kemet:1 {statistics.mean(base) * 1000:.1f} ms "
                f"({statistics.mean(seconds) / statistics.mean(base):.0f}x)"
            )
        print(
            f"N = {n} both    : {len(every):2} positions, mean {statistics.mean(every):.2f} s,"
            f" p95 {p95(every):.2f} s, max {max(every):.2f} s"
        )


if __name__ == "__main__":
    main()
