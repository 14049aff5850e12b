"""Textual's ``Strip`` (one drawn line) makes its seven small caches only when one is used.

Textual builds a new ``Strip`` for nearly every step of drawing a line (cropping it, dividing it
at the widgets' edges, applying a style...), about 40,000 per frame of the Kemet screen, and each
built seven empty ``FIFOCache`` objects at once, most never used. That was about a twelfth of the
time between a key press and the next frame (``benchmarks/bench_kemet_repaint.py``, profiled;
1-1.5 ms of the median measured with and without, runs interleaved). Here a cache is made the
first time the strip looks it up, with the same size; nothing else about a strip changes.

This replaces ``Strip.__init__`` and adds ``Strip.__getattr__``: it leans on Textual's internals
(the cache slots and their sizes), which is why Textual is pinned to one version and
``tests/tui/framework/test_lazy_strips.py`` checks that the slots are still the ones listed here. It
is installed only through the switch of ``speedups.py``.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.segment import Segment
from textual.cache import FIFOCache
from textual.strip import Strip

#: Textual's own constructor (what the sizes below are read from, in the test)
TEXTUAL_INIT = Strip.__init__

#: Strip's cache slots and the sizes Textual gives them (textual 8.2.8, ``Strip.__init__``)
CACHE_SIZES = {
    "_divide_cache": 4,
    "_crop_cache": 16,
    "_style_cache": 16,
    "_filter_cache": 4,
    "_line_length_cache": 4,
    "_crop_extend_cache": 4,
    "_offsets_cache": 4,
}


def _lazy_init(self: Strip, segments: Iterable[Segment], cell_length: int | None = None) -> None:
    self._segments = list(segments)
    self._cell_length = cell_length
    self._render_cache = None
    self._link_ids = None
    self._cell_count = None


def _make_cache(self: Strip, name: str) -> FIFOCache:
    """Called only for an attribute not set yet: a cache slot is made on first use."""
    size = CACHE_SIZES.get(name)
    if size is None:
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
    cache: FIFOCache = FIFOCache(size)
    setattr(self, name, cache)
    return cache


def install() -> None:
    """Make strips build their caches lazily (once per process; later calls do nothing)."""
    if Strip.__init__ is not _lazy_init:
        Strip.__init__ = _lazy_init  # type: ignore[method-assign]
        Strip.__getattr__ = _make_cache  # type: ignore[attr-defined]


__all__ = ["CACHE_SIZES", "TEXTUAL_INIT", "install"]
