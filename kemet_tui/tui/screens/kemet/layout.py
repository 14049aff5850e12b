"""The Kemet screen's two layouts and the least terminal it can be played in.

The full layout is made for 160 × 50 (the map at full size beside a wide side panel); the
compact one for 120 × 40 (a narrower side panel, fewer log rows). Below 120 × 40 the map and
the decision panel cannot both be read, so the screen says how much bigger it must be instead
of drawing a cramped board; it recovers by itself when the terminal grows.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from textual.app import ComposeResult
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from kemet_tui.tui.screens.kemet.seats import seat_looks
from kemet_tui.tui.widgets.bare import BareHorizontal, BareVertical
from kemet_tui.tui.widgets.kemet import KemetBoard
from kemet_tui.tui.widgets.kemet.glyphs import SeatLooked
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_header import SteadyHeader

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
    return (
        f"Enlarge the terminal to at least {COMPACT.width} × {COMPACT.height} "
        f"(now {have.width} × {have.height}); {FULL.width} × {FULL.height} shows "
        "everything at full size."
    )


def screen_frame(
    table: ComposeResult, side: Iterable[Widget], bottom: Iterable[Widget]
) -> ComposeResult:
    """The frame the game screen and the replay share (``yield from`` it in ``compose``): the
    table on the left, ``side`` in the column beside it, ``bottom`` under both, the "enlarge"
    message and the footer. The ids are the ones ``looks/styles/kemet.tcss`` lays out."""
    yield SteadyHeader()
    with BareVertical(id="kemet-body"):
        with BareHorizontal(id="kemet-main"):
            yield from table
            with BareVertical(id="kemet-side"):
                yield from side
        yield from bottom
    yield PlainStatic(id="too-small")
    yield SteadyFooter(compact=True)


def fit_screen(screen: Screen, board: KemetBoard, have: Size) -> None:
    """Lay ``screen`` (the game's or the replay's) out for a terminal of ``have``: the full
    layout, the compact one, or the "enlarge the terminal" message."""
    layout = layout_for(have)
    screen.set_class(layout is None, "-too-small")
    screen.set_class(layout == "compact", "-compact")
    if layout is None:
        screen.query_one("#too-small", Static).update(too_small_text(have))
        screen.set_focus(None)  # no key reaches a hidden list (the game screen brings it back)
    else:
        board.scale = layout
    screen.refresh_bindings()


def give_looks(screen: Screen, options: dict, n: int) -> None:
    """Every Kemet widget on ``screen`` draws with the game's seat looks (its members' colours
    and glyphs), held by the widget rather than read from a shared table."""
    looks = seat_looks(options, n)
    for widget in screen.query("*"):
        if isinstance(widget, SeatLooked):
            widget.looks = looks
