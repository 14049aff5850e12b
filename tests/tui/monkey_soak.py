"""The long monkey runs, outside the test suite: many thousand events on one game screen.

    nice -n 10 .venv/bin/python -m tests.tui.monkey_soak seti-aleph 50000

The events go in chunks (5,000 by default), each a fresh app on a fresh data folder, seeded
by its number, as ``tests/tui/test_monkey.py`` runs one chunk. A crash (whatever it shows:
the :class:`~tests.tui.monkey.CrashDetector`) is counted and printed with its first error,
and the run goes on with the next chunk. One line a chunk, flushed at once, so a run stopped
early still says exactly how many events it sent; the figures go to BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
import tempfile
import time
from pathlib import Path

from kemet_tui.core import logs
from kemet_tui.core.paths import DATA_DIR_ENV
from kemet_tui.tui.app import make_app
from tests.tui.monkey import Monkey
from tests.tui.test_monkey import SCREENS, SIZES


async def chunk(screen: str, seed: int, events: int) -> tuple[int, str | None]:
    """``events`` on a fresh app of ``screen``: (events sent, the crash seen or None)."""
    ruleset, options = SCREENS[screen]
    app = make_app(ruleset, seed=seed, options=options, frozen=True, report_crashes=True)
    monkey = None
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            monkey = Monkey(pilot, seed, SIZES)
            await monkey.run(events)
    except AssertionError as error:
        return (monkey.report.events if monkey else 0), str(error).splitlines()[0]
    except Exception as error:  # noqa: BLE001 - Textual re-raising the app's error: a crash too
        return (monkey.report.events if monkey else 0), f"{type(error).__name__}: {error}"
    return monkey.report.events, None


def _print_log(folder: str) -> None:
    """Print the crashed chunk's log before its folder goes: a crash that depends on timing may
    not come back when its seed is run again, and its traceback is all there is to fix it by."""
    for path in sorted(Path(folder).rglob("*.log")):
        print(f"--- {path.name} of the crashed chunk", flush=True)
        print(path.read_text(encoding="utf-8", errors="replace")[-20_000:], flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screen", choices=sorted(SCREENS))
    parser.add_argument("events", type=int)
    parser.add_argument("--chunk", type=int, default=5_000)
    parser.add_argument("--first-seed", type=int, default=100)
    args = parser.parse_args(argv)
    sent = crashes = 0
    seed = args.first_seed
    began = time.monotonic()
    while sent < args.events:
        with tempfile.TemporaryDirectory(prefix="kemet-monkey-") as folder:
            os.environ[DATA_DIR_ENV] = folder
            os.chdir(folder)
            logs.configure()
            done, crash = asyncio.run(chunk(args.screen, seed, min(args.chunk, args.events - sent)))
            if crash:
                _print_log(folder)
            for handler in list(logging.getLogger(logs.ROOT).handlers):
                logging.getLogger(logs.ROOT).removeHandler(handler)
                handler.close()
        sent += done
        crashes += crash is not None
        print(
            f"{args.screen} seed {seed}: {done} events, "
            f"{'CRASH ' + crash if crash else 'no crash'}; total {sent} events, "
            f"{crashes} crashes, {time.monotonic() - began:.0f} s",
            flush=True,
        )
        seed += 1
    print(f"{args.screen}: {sent} events, {crashes} crashes", flush=True)
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
