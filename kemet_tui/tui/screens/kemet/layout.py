"""The Kemet screen's two layouts and the least terminal it can be played in.

The full layout is made for 160 × 50 (the map at full size beside a wide side panel); the
compact one for 120 × 40 (a narrower side panel, fewer log rows). Below 120 × 40 the map and
the decision panel cannot both be read, so the screen says how much bigger it must be instead
of drawing a cramped board; it recovers by itself when the terminal grows.
"""

from __future__ import annotations

from typing import Literal

from textual.geometry import Size

FULL = Size(160, 50)
COMPACT = Size(120, 40)

Layout = Literal["full", "compact"]


def layout_for(have: Size) -> Layout | None:
    """``full`` from 160 × 50, ``compact`` from 120 × 40, else ``None`` (too small)."""
    if have.width >= FULL.width and have.height >= FULL.height:
        return "full"
    if have.width >= COMPACT.width and have.height >= COMPACT.height:
        return "compact"
    return None


def too_small_text(have: Size) -> str:
    return (f"Enlarge the terminal to at least {COMPACT.width} × {COMPACT.height} "
            f"(now {have.width} × {have.height}); {FULL.width} × {FULL.height} shows "
            "everything at full size.")
