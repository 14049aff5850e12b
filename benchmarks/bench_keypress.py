"""Key press to repaint on the Seti game screen, against the 16 ms budget of a 60 Hz frame.

Keys are fed the way the terminal driver feeds them (``driver.send_message``), and the time runs
until Textual hands the next frame to the terminal (the frame is rendered to escape sequences
too). The keys cycle through what a player does most: cursor moves, selecting a piece (which
lights up its targets) and deselecting it.

The reference, run in turn with each game screen, is a plain Textual app of the same size: a grid
of one ``Static`` a square, as many as the board has, whose cursor the same keys move (a class
moved from one square to the next) and whose ``enter`` lights up the squares around the cursor.

    python benchmarks/bench_keypress.py [presses a turn]
"""

from __future__ import annotations

import asyncio
import sys
import unicodedata

from _tui_frames import FrameClock, median, percentile, perf_counter  # noqa: I001
from textual import events
from textual.app import App, ComposeResult
from textual.containers import Grid
from textual.widgets import Static

from kemet_tui.rules.seti.state import variant_geometry
from kemet_tui.tui.app import make_app

BUDGET_MS = 16.0
#: from b1 (Pharaoh): select, deselect, wander about, come back
CYCLE = ("enter", "enter", "up", "right", "up", "left", "down", "down", "h", "l")


def key_event(key: str) -> events.Key:
    try:
        char = unicodedata.lookup(key.upper()) if len(key) > 1 else key
    except KeyError:
        char = None
    if key == "enter":
        char = "\r"
    return events.Key(key, char)


class GridApp(App[None]):
    """The reference: a board of ``files`` x ``ranks`` plain squares with a cursor."""

    CSS = """
    Grid { grid-gutter: 0; }
    Static { height: 100%; width: 100%; background: $panel; }
    Static.cursor { background: $accent; }
    Static.lit { background: $success; }
    """
    MOVES = {
        "up": (0, -1),
        "down": (0, 1),
        "left": (-1, 0),
        "right": (1, 0),
        "h": (-1, 0),
        "l": (1, 0),
    }

    def __init__(self, files: int, ranks: int) -> None:
        super().__init__()
        self.files, self.ranks, self.cursor, self.lit = files, ranks, (0, ranks - 1), False

    def compose(self) -> ComposeResult:
        with Grid() as grid:
            grid.styles.grid_size_columns = self.files
            for rank in range(self.ranks):
                for file in range(self.files):
                    yield Static(f"{chr(97 + file)}{self.ranks - rank}", id=f"s{file}-{rank}")

    def on_mount(self) -> None:
        self.square(self.cursor).add_class("cursor")

    def square(self, at: tuple[int, int]) -> Static:
        return self.query_one(f"#s{at[0]}-{at[1]}", Static)

    def around(self) -> list[tuple[int, int]]:
        file, rank = self.cursor
        return [
            (f, r)
            for f in (file - 1, file, file + 1)
            for r in (rank - 1, rank, rank + 1)
            if 0 <= f < self.files and 0 <= r < self.ranks and (f, r) != self.cursor
        ]

    def on_key(self, event: events.Key) -> None:
        if event.key == "enter":
            self.lit = not self.lit
            for at in self.around():
                self.square(at).set_class(self.lit, "lit")
        elif event.key in self.MOVES:
            step = self.MOVES[event.key]
            target = (
                min(max(self.cursor[0] + step[0], 0), self.files - 1),
                min(max(self.cursor[1] + step[1], 0), self.ranks - 1),
            )
            self.square(self.cursor).remove_class("cursor")
            self.cursor = target
            self.square(target).add_class("cursor")


async def measure(
    ruleset: str, presses: int, size: tuple[int, int], reference: bool = False
) -> list[float]:
    """Milliseconds from each key press to the next painted frame, on the game screen of
    ``ruleset`` or, with ``reference``, on the plain grid of its board's size."""
    if reference:
        geo = variant_geometry(ruleset.removeprefix("seti-"))
        app: App[None] = GridApp(geo.files, geo.ranks)
    else:
        app = make_app(ruleset, seed=1, frozen=True)
    latencies: list[float] = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        clock = FrameClock(app)
        for index in range(presses):
            before = len(clock.frames)
            start = perf_counter()
            app._driver.send_message(key_event(CYCLE[index % len(CYCLE)]))
            while len(clock.frames) == before:
                await asyncio.sleep(0)
            latencies.append((clock.frames[before] - start) * 1000)
            await pilot.pause()
    return latencies


def report(label: str, latencies: list[float], reference: list[float]) -> None:
    p50, p95, ref = median(latencies), percentile(latencies, 0.95), median(reference)
    verdict = "within" if p95 <= BUDGET_MS else "over"
    print(
        f"  {label:<24} median {p50:5.1f} ms   p95 {p95:5.1f} ms   "
        f"({verdict} the {BUDGET_MS:.0f} ms budget)   plain grid median {ref:5.1f} ms   "
        f"{p50 / ref:4.2f}x"
    )


def main(presses: int = 300, rounds: int = 3) -> None:
    """Each screen and its reference in turn, ``rounds`` times, ``presses`` keys a turn."""
    print(f"key press -> repaint, {presses * rounds} presses each, in {rounds} turns")
    for ruleset, size in (
        ("seti-aleph", (80, 24)),
        ("seti-beth", (80, 24)),
        ("seti-beth", (120, 40)),
    ):
        ours: list[float] = []
        plain: list[float] = []
        for _ in range(rounds):
            ours += asyncio.run(measure(ruleset, presses, size))
            plain += asyncio.run(measure(ruleset, presses, size, reference=True))
        report(f"{ruleset} {size[0]}x{size[1]}", ours, plain)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
