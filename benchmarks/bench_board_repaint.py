"""Repaint of the Kemet board on the N = 5 map after a change, against the 16 ms of a 60 Hz frame.

The board is mounted alone at its full size (and at its compact size), then given a new view
again and again: a troop marches from one space to the next, so the whole board is re-laid from
the view, and every box's look is worked out again. The time runs from the assignment until
Textual hands the next frame to the terminal (the frame is rendered to escape sequences too).
A cursor move (two boxes repainted) is timed the same way.

    python benchmarks/bench_board_repaint.py [changes]
"""

from __future__ import annotations

import asyncio
import sys

from _tui_frames import FrameClock, median, percentile, perf_counter  # noqa: I001
from textual.app import App, ComposeResult

from kemet_tui.rules.kemet.ruleset import KEMET
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.model import KemetState, make_troop
from kemet_tui.tui.widgets.kemet import KemetBoard, board_size

BUDGET_MS = 16.0
#: the marching troop's path (a ring round the Sanctuary on the N = 5 map)
PATH = ("f1", "t2", "f2", "t3", "f3", "t4", "f4", "t5", "f5", "t6", "o2", "p2", "o1", "t1")


def views() -> list[KemetState]:
    base = (
        Scenario(n=5, seed=1)
        .troop("sa", a1=2, a3=1)
        .troop("p2", seth=5)
        .pyramid("a2a", "red", 3)
        .build()
    )
    out = []
    for space in PATH:
        state = base.with_troop(
            space, make_troop(space, {"a2": 4}, "blue-2-ancestral-elephant", "a2")
        )
        out.append(KEMET.view(state, "a2"))
    return out


class BoardApp(App[None]):
    def __init__(self, scale: str) -> None:
        super().__init__()
        self.scale = scale
        self.animation_level = "none"

    def compose(self) -> ComposeResult:
        yield KemetBoard(views()[0], scale=self.scale, targets=frozenset({"sa", "t1"}))


async def _frame_after(app: App, clock: FrameClock, change) -> float:
    before = len(clock.frames)
    start = perf_counter()
    change()
    while len(clock.frames) == before:
        await asyncio.sleep(0)
    return (clock.frames[before] - start) * 1000


async def measure(scale: str, changes: int) -> tuple[list[float], list[float]]:
    """Milliseconds to the next frame after a new view, and after a cursor move."""
    states = views()
    app = BoardApp(scale)
    width, height = board_size(5, scale)
    repaint, cursor = [], []
    async with app.run_test(size=(width + 2, height + 1)) as pilot:
        board = app.query_one(KemetBoard)
        board.focus()
        await pilot.pause()
        clock = FrameClock(app)
        for index in range(changes):
            view = states[(index + 1) % len(states)]
            repaint.append(await _frame_after(app, clock, lambda v=view: setattr(board, "view", v)))
            await pilot.pause()
            step = "right" if index % 2 else "left"
            cursor.append(await _frame_after(app, clock, lambda s=step: board.action_move(s)))
            await pilot.pause()
    return repaint, cursor


def report(label: str, latencies: list[float]) -> None:
    p50, p95 = median(latencies), percentile(latencies, 0.95)
    verdict = "within" if p50 <= BUDGET_MS else "over"
    print(
        f"  {label:<34} median {p50:5.1f} ms   p95 {p95:5.1f} ms   "
        f"(median {verdict} the {BUDGET_MS:.0f} ms budget)"
    )


def main(changes: int = 200) -> None:
    print(f"Kemet board, N = 5: change -> repaint, {changes} changes each")
    for scale in ("full", "compact"):
        repaint, cursor = asyncio.run(measure(scale, changes))
        report(f"{scale}: new view (troop moves)", repaint)
        report(f"{scale}: cursor move", cursor)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
