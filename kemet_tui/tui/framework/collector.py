"""How often Python's cycle collector runs while the app is up.

The collector's first generation is examined every 700 new container objects by default. One
frame of the Kemet screen makes some hundred thousand (strips, segments, styles), so the
collector ran over a hundred times per frame and, every tenth and hundredth run, walked the older
generations too, where a game keeps its whole history of states. Measured on the N = 5 repaint
benchmark (``benchmarks/bench_kemet_repaint.py``), collecting every 10,000 new objects instead took
about 1.5 ms off the median key-to-frame time and most of the long tail (p95). Cycles are still
collected, only in larger batches; the older generations keep Python's default ratios.
"""

from __future__ import annotations

import gc

#: new container objects between two collections of the youngest generation
YOUNG_GENERATION_THRESHOLD = 10_000


def tune_collector() -> None:
    """Collect the youngest generation every ``YOUNG_GENERATION_THRESHOLD`` new objects
    (never more often than Python was already told to)."""
    young, middle, old = gc.get_threshold()
    if 0 < young < YOUNG_GENERATION_THRESHOLD:
        gc.set_threshold(YOUNG_GENERATION_THRESHOLD, middle, old)


__all__ = ["YOUNG_GENERATION_THRESHOLD", "tune_collector"]
