"""The two process-wide drawing speed-ups, behind one switch.

- Python's cycle collector examines its youngest generation every 10,000 new objects instead of
  700 (``collector.py``): a frame of the Kemet screen makes some hundred thousand, and each run
  every tenth and hundredth time walked the game's whole history of states;
- Textual's ``Strip`` makes its seven small caches on first use (``lazy_strips.py``): the one
  patch of a Textual class the app makes, checked against the pinned Textual by a test.

Each took 1-1.5 ms off the median key-to-frame time of ``benchmarks/bench_kemet_repaint.py``
when measured with and without on a quiet machine. They are on in the app; ``KEMET_TUI_SPEEDUPS=0``
in the environment leaves Python and Textual exactly as shipped for the whole process (to
measure without them, or to rule them out when something draws wrong). Nothing else in the app
changes a framework class or a process-wide setting.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from kemet_tui.tui.framework import lazy_strips
from kemet_tui.tui.framework.collector import tune_collector

#: the environment variable that turns both off (``0``)
SWITCH = "KEMET_TUI_SPEEDUPS"


def wanted(environ: Mapping[str, str] = os.environ) -> bool:
    return environ.get(SWITCH, "1").strip() != "0"


def install() -> None:
    """Turn both speed-ups on for this process, unless the switch says no."""
    if wanted():
        tune_collector()
        lazy_strips.install()


__all__ = ["SWITCH", "install", "wanted"]
