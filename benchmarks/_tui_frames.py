"""Shared by the TUI benchmarks: run an app headless and time the frames it would paint.

Textual hands every finished frame to ``App._display``; headless it stops there. The hook below
also renders the frame to the escape sequences a terminal would receive (so that cost is counted)
and notes the time, which gives "first frame" and "key press to repaint" without a terminal.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from statistics import median
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# never let a benchmark touch the player's autosaves
os.environ["KEMET_TUI_DATA_DIR"] = tempfile.mkdtemp(prefix="kemet-bench-")


class FrameClock:
    """Wraps ``app._display``: calls ``on_frame(seconds)`` for every frame painted."""

    def __init__(self, app) -> None:
        self.app = app
        self.frames: list[float] = []
        self._original = app._display
        app._display = self._display

    def _display(self, screen, renderable) -> None:
        app = self.app
        if renderable is not None and not app._batch_count:
            renderable.render_segments(app.console)
            self.frames.append(perf_counter())
        self._original(screen, renderable)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))
    return ordered[index]


__all__ = ["FrameClock", "median", "percentile", "perf_counter"]
