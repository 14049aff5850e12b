"""Fitting a board into the terminal: the largest scale that fits, or what size is missing.

A screen calls :func:`fit_board` (through :func:`show_fit`) on every resize. When even the smallest board does not fit it
shows :func:`too_small_text` instead of a cramped or broken layout, and recovers by itself when
the terminal grows again.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.geometry import Size

from kemet_tui.tui.settings_apply import largest_board_scale
from kemet_tui.tui.widgets.seti.board import CELL_SIZES, board_size

#: columns the side panel (players, move list) needs at least, beside the board and its margin
SIDE_MIN_WIDTH = 30
#: rows used around the board: header, status line (2), move entry and its error (1 + 2), footer
CHROME_HEIGHT = 7
#: rows kept free beyond the minimum before a bigger scale is chosen
SPARE_ROWS = 0


@dataclass(frozen=True, slots=True)
class Fit:
    """The scale to draw at (``None`` when too small) and the size the screen needs."""

    scale: int | None
    needed: Size


def needed_size(files: int, ranks: int, scale: int = 1) -> Size:
    """The terminal size a board of this scale needs with the side panel and the chrome."""
    board = board_size(files, ranks, scale)
    return Size(board.width + SIDE_MIN_WIDTH, board.height + CHROME_HEIGHT)


def fit_board(files: int, ranks: int, have: Size, largest: int = max(CELL_SIZES)) -> Fit:
    """The largest scale whose board fits ``have`` (and is not above ``largest``, the board
    size the player chose), keeping some rows spare above scale 1."""
    needed = needed_size(files, ranks)
    if have.width < needed.width or have.height < needed.height:
        return Fit(None, needed)
    for scale in sorted((s for s in CELL_SIZES if s <= largest), reverse=True):
        size = needed_size(files, ranks, scale)
        if size.width <= have.width and size.height + SPARE_ROWS <= have.height:
            return Fit(scale, needed)
    return Fit(1, needed)


def too_small_text(needed: Size, have: Size) -> str:
    """The message shown instead of the board."""
    return (
        f"Enlarge the terminal to at least {needed.width} × {needed.height} "
        f"(now {have.width} × {have.height})."
    )


def show_fit(screen, board, geo, have: Size) -> None:
    """Scale ``board`` (a Seti board of geometry ``geo`` on ``screen``) to the largest size
    that fits ``have`` and the player's board size, or show the screen's ``#too-small`` notice
    instead."""
    fit = fit_board(geo.files, geo.ranks, have, largest_board_scale(screen.app))
    screen.set_class(fit.scale is None, "-too-small")
    if fit.scale is None:
        screen.query_one("#too-small").update(too_small_text(fit.needed, have))
    else:
        board.scale = fit.scale
