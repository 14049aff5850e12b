"""Time to the first frame: ``make_app()`` (the title screen) against a bare Textual app.

Both apps run headless in the same process, alternately, several times each, so that imports
and warm caches are shared and the ratio measures only what kemet-tui adds on top of Textual:
its screens, CSS and catalogue. Target: kemet-tui / bare <= 1.3.

    python benchmarks/bench_startup.py [runs]

The cold start of a fresh interpreter (imports included) is printed too, the two apps started
in turn.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

from _tui_frames import FrameClock, median, perf_counter  # noqa: I001 (sets sys.path first)
from textual.app import App, ComposeResult
from textual.widgets import Static

from kemet_tui.tui.app import make_app

SIZE = (80, 24)


class BareApp(App[None]):
    """The reference: a Textual app that shows one Static."""

    def compose(self) -> ComposeResult:
        yield Static("Hello from a bare Textual app")


async def first_frame(factory) -> float:
    """Seconds from building the app to its first painted frame."""
    start = perf_counter()
    app = factory()
    clock = FrameClock(app)

    async def stop_after_first_frame(pilot) -> None:
        while not clock.frames:
            await asyncio.sleep(0.001)
        app.exit()

    await app.run_async(headless=True, size=SIZE, auto_pilot=stop_after_first_frame)
    return clock.frames[0] - start


def cold_starts(runs: int = 7) -> tuple[float, float]:
    """A fresh interpreter per run, each paying for its own imports (``_cold_start.py``), the
    bare app and kemet-tui in turn (so a load that comes and goes falls on both): the median
    seconds from the first import to the first frame of each."""
    script = str(Path(__file__).resolve().parent / "_cold_start.py")
    times: dict[str, list[float]] = {"bare": [], "kemet": []}
    for _ in range(runs):
        for which, values in times.items():
            values.append(
                float(subprocess.check_output([sys.executable, script, which], text=True))
            )
    return median(times["bare"]), median(times["kemet"])


def main(runs: int = 15) -> None:
    bare, kemet = [], []
    asyncio.run(first_frame(BareApp))  # warm-up: imports, CSS caches
    asyncio.run(first_frame(make_app))
    for _ in range(runs):
        bare.append(asyncio.run(first_frame(BareApp)))
        kemet.append(asyncio.run(first_frame(make_app)))
    b, k = median(bare) * 1000, median(kemet) * 1000
    print(f"first frame, {runs} runs each, medians (warm, same process)")
    print(f"  bare Textual app : {b:7.1f} ms")
    print(f"  kemet-tui title  : {k:7.1f} ms")
    print(f"  ratio            : {k / b:7.2f}x  (target <= 1.30)")
    cold_bare, cold_kemet = cold_starts()
    print(
        "cold start: a fresh interpreter each, its own imports included, the two in turn "
        "(median of 7)"
    )
    print(f"  bare Textual app : {cold_bare * 1000:7.1f} ms")
    print(f"  kemet-tui title  : {cold_kemet * 1000:7.1f} ms")
    print(f"  ratio            : {cold_kemet / cold_bare:7.2f}x  (target <= 1.30)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
