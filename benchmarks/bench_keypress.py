"""Key press to repaint on the Seti game screen, against the 16 ms budget of a 60 Hz frame.

Keys are fed the way the terminal driver feeds them (``driver.send_message``), and the time runs
until Textual hands the next frame to the terminal (the frame is rendered to escape sequences
too). The keys cycle through what a player does most: cursor moves, selecting a piece (which
lights up its targets) and deselecting it.

    python benchmarks/bench_keypress.py [presses]
"""

from __future__ import annotations

import asyncio
import sys
import unicodedata

from _tui_frames import FrameClock, median, percentile, perf_counter  # noqa: I001
from textual import events

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


async def measure(ruleset: str, presses: int, size: tuple[int, int]) -> list[float]:
    """Milliseconds from each key press to the next painted frame."""
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


def report(label: str, latencies: list[float]) -> None:
    p50, p95 = median(latencies), percentile(latencies, 0.95)
    verdict = "within" if p95 <= BUDGET_MS else "over"
    print(f"  {label:<28} median {p50:5.1f} ms   p95 {p95:5.1f} ms   "
          f"({verdict} the {BUDGET_MS:.0f} ms budget)")


def main(presses: int = 300) -> None:
    print(f"key press -> repaint, {presses} presses each")
    for ruleset, size in (("seti-aleph", (80, 24)), ("seti-beth", (80, 24)),
                          ("seti-beth", (120, 40))):
        report(f"{ruleset} {size[0]}x{size[1]}", asyncio.run(measure(ruleset, presses, size)))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
