"""The move log of the seat at the keyboard, written line by line as the game goes on.

Re-wrapping the whole log after every action was most of the time a repaint took, so the log is
a :class:`RichLog`: new plies are appended, and the log is rewritten only when the seat at the
keyboard changes (each seat reads its own log: ``panels.ply_line``) or an undo shortened it,
and when the panel's width changes (a ``RichLog`` keeps the lines wrapped to the old width:
after a resize they were cut, with a stray scrollbar). "No actions yet." goes with the first
action.
Rewriting it for the next seat is the part of lifting a curtain that costs most, so it can be
drawn beforehand, while the curtain is up (:meth:`SeatLog.prepare`): the lines are wrapped off
screen and kept aside, and shown only by :meth:`SeatLog.show` for that seat.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.measure import measure_renderables
from rich.segment import Segment
from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.widgets import RichLog

from kemet_tui.core import Engine
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.seats import SeatStyle

#: plies written when the log is rewritten (older ones scroll out of any panel anyway)
KEEP = 30
_NOBODY = "\0"
_REWRAP = "\1"


class Drawn(NamedTuple):
    """Log lines wrapped for the log's width: the strips and the widest line's width."""

    strips: list[Strip]
    widest: int


class SeatLog(RichLog):
    """The plies as one seat may read them; :meth:`show` brings it up to date."""

    DEFAULT_CSS = """
    SeatLog { scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(wrap=True, max_lines=KEEP * 4, min_width=20, **kwargs)
        self._seat: str | None = _NOBODY
        self._count = 0
        #: (seat, plies, width, lines) drawn ahead for the next seat; never shown before
        self._prepared: tuple[str | None, int, int, Drawn] | None = None
        #: the "No actions yet." line is up (the first action replaces it)
        self._placeholder = False
        #: the last ``show`` arguments and the width written at (to rewrap on a resize)
        self._shown: tuple | None = None
        self._shown_width = 0

    def blank(self) -> None:
        """Empty the log (behind the curtain)."""
        if self._seat != _NOBODY:
            self.clear()
            self._seat, self._count = _NOBODY, 0
        self._shown = None

    def show(self, engine: Engine, seat: str | None, looks: dict[str, SeatStyle],
             labels: dict[tuple[int, str], str]) -> None:
        """Append the plies not written yet, or rewrite the log for another seat."""
        self._shown, self._shown_width = (engine, seat, looks, labels), self.size.width
        plies = len(engine.plies)
        if seat == self._seat and plies == self._count:
            return
        prepared, self._prepared = self._prepared, None
        if seat != self._seat or plies < self._count or (self._placeholder and plies):
            self.clear()
            self._seat, self._count = seat, max(0, plies - KEEP)
            self._placeholder = not plies
            if prepared is not None and prepared[:3] == (seat, plies, self._width()):
                self._append(prepared[3])
                self._count = plies
                return
        text = self.text(engine, seat, looks, labels, self._count, plies)
        if text is not None:  # one write: each write lays the log out again
            if self._size_known:
                self._append(self._draw(text))
            else:
                self.write(text)
        self._count = plies

    def on_resize(self) -> None:
        """Write the log again at the new width (once the new size is in place)."""
        if self._shown is not None and self.size.width != self._shown_width:
            self.call_after_refresh(self._rewrap)

    def _rewrap(self) -> None:
        if self._shown is None:
            return
        engine, seat, looks, labels = self._shown
        self._seat = _REWRAP
        self.show(engine, seat, looks, labels)

    def prepare(self, engine: Engine, seat: str | None, looks: dict[str, SeatStyle],
                labels: dict[tuple[int, str], str]) -> None:
        """Wrap, off screen, the log ``seat`` will read when it takes the keyboard (the curtain
        is up meanwhile): :meth:`show` then only hands the lines over."""
        plies = len(engine.plies)
        text = self.text(engine, seat, looks, labels, max(0, plies - KEEP), plies)
        if self._size_known and text is not None:
            self._prepared = (seat, plies, self._width(), self._draw(text))

    @staticmethod
    def text(engine: Engine, seat: str | None, looks: dict[str, SeatStyle],
             labels: dict[tuple[int, str], str], start: int, plies: int) -> Text | None:
        """The lines of plies ``start`` to ``plies`` as ``seat`` reads them (None: none)."""
        if not plies:
            return panels.no_actions()
        lines = [panels.ply_line(engine, index, seat, looks, labels)
                 for index in range(start, plies)]
        return Text("\n").join(lines) if lines else None

    # --- RichLog.write in two halves (Textual 8.2.8): wrapping, then taking the lines ---------
    def _width(self) -> int:
        return self.scrollable_content_region.width

    def _draw(self, text: Text) -> Drawn:
        """``text`` wrapped as ``RichLog.write`` wraps it (shrunk to the log, ``min_width``)."""
        console = self.app.console
        options = console.options
        width = measure_renderables(console, options, [text]).maximum
        width = max(min(width, self._width()), self.min_width)
        lines = list(Segment.split_lines(console.render(text, options.update_width(width))))
        if not lines:
            return Drawn([Strip.blank(width)], width)
        strips = Strip.from_lines(lines)
        for strip in strips:
            strip.adjust_cell_length(width)
        return Drawn(strips, max(sum(s.cell_length for s in line) for line in lines))

    def _append(self, drawn: Drawn) -> None:
        """Add wrapped lines at the bottom, as ``RichLog.write`` does with its own."""
        self.lines.extend(drawn.strips)
        if self.max_lines is not None and len(self.lines) > self.max_lines:
            self._start_line += len(self.lines) - self.max_lines
            self.refresh()
            self.lines = self.lines[-self.max_lines:]
        self._widest_line_width = max(self._widest_line_width, drawn.widest)
        self.virtual_size = Size(self._widest_line_width, len(self.lines))
        if self.auto_scroll:
            self.scroll_end(animate=False, immediate=False, x_axis=False)
