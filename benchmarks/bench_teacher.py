"""What the teacher costs a redraw: ``Teacher.now`` over a whole Kemet: Seth game, beside what
every redraw of the game screen already asks of the engine (the legal tokens and their
labels: ``engine.legal_tokens`` and ``describe_action`` of each).

The teacher reads the game's states from the start at every redraw (how often each seat met
each kind of question); each state's step is worked out once and kept, so a redraw walks the
list (warm) and only a game opened from a file pays for every state at once (cold). Seeded
random games at N = 2, 3 and 5, played to their end or 3,000 actions; processor time.

    python benchmarks/bench_teacher.py

Prints, per table: the states, the teacher cold, warm (nothing new) and after an undo (the
meetings counted again from the start, the steps kept), the answers' work, and the ratios.
"""

from __future__ import annotations

import random
import time

from kemet_tui.core import Engine
from kemet_tui.rules.kemet.view.labels import describe_action
from kemet_tui.teach import teacher_for

REPEATS = 50


def played(n: int, seed: int, limit: int = 3000) -> Engine:
    engine = Engine("kemet-seth", seed, {"alliance_size": n})
    rng = random.Random(seed)
    for _ in range(limit):
        if engine.outcome is not None:
            break
        engine.play_token(rng.choice(engine.legal_tokens()))
    return engine


def replayed(n: int, seed: int, tokens) -> Engine:
    engine = Engine("kemet-seth", seed, {"alliance_size": n})
    for token in tokens:
        engine.play_token(token)
    return engine


def per_call(work, repeats: int = REPEATS) -> float:
    start = time.process_time()
    for _ in range(repeats):
        work()
    return (time.process_time() - start) / repeats


def main() -> None:
    for n, seed in ((2, 1), (3, 2), (5, 3)):
        engine = played(n, seed)
        if engine.outcome is not None:  # the last question, for the answers' side
            engine = replayed(n, seed, engine.tokens[:-1])
        states = engine.states
        seat = engine.to_act or engine.state.seat_ids[0]
        teacher = teacher_for("kemet-seth")
        start = time.process_time()
        teacher.now(states)
        cold = time.process_time() - start
        warm = per_call(lambda: teacher.now(states))
        shorter = states[:-1]
        undone = per_call(lambda: (teacher.now(shorter), teacher.now(states))) / 2
        answers = per_call(lambda: answers_of(engine, seat))
        print(
            f"N = {n}: {len(states):5d} states, teacher cold {cold * 1000:5.1f} ms, "
            f"warm {warm * 1e6:5.1f} µs, after an undo {undone * 1e6:6.1f} µs; "
            f"the answers {answers * 1e6:5.1f} µs; warm / answers {warm / answers:5.2f}x, "
            f"undo / answers {undone / answers:5.1f}x"
        )


def answers_of(engine: Engine, seat: str) -> list[str]:
    """The redraw's own work: the seat's view, the legal tokens and a label for each."""
    view = engine.view(seat)
    return [describe_action(view, token) for token in engine.legal_tokens()]


if __name__ == "__main__":
    main()
