"""A base for the Kemet widgets whose player picks one of several drawn things (board spaces,
tiles, cards): a keyboard cursor over named spots, arrows, Enter / space, and clicks.

A subclass lays its things out as :class:`Spot` (key, text line, column, width) in ``spots()``,
draws them in ``render`` (asking ``is_cursor(key)``), and says what a pick means in
``picked(key)`` (it posts its own message). What it is given to draw is declared
``repaint=False`` and redrawn by :meth:`~RowRefresh.redraw`: a new view repaints only the rows
that changed. The arrows walk in reading order sideways and to
the nearest spot on the line above or below.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import events
from textual.binding import Binding
from textual.reactive import reactive

from kemet_tui.tui.looks.recolour import themed_line_filters
from kemet_tui.tui.widgets.row_refresh import RowRefresh


@dataclass(frozen=True, slots=True)
class Spot:
    key: str
    line: int
    x: int
    width: int
    height: int = 1

    def covers(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.width and self.line <= y < self.line + self.height


class Picker(RowRefresh, can_focus=True):
    """Cursor, keys and clicks over the spots a subclass lays out."""

    def get_line_filters(self):  # noqa: ANN201 - Textual's signature
        """Kemet's colours redrawn for the theme (``tui/looks/recolour.py``)."""
        return themed_line_filters(self)

    BINDINGS = [
        Binding("up", "step(0, -1)", "Up", show=False, id="picker.up"),
        Binding("down", "step(0, 1)", "Down", show=False, id="picker.down"),
        Binding("left", "step(-1, 0)", "Left", show=False, id="picker.left"),
        Binding("right", "step(1, 0)", "Right", show=False, id="picker.right"),
        Binding("enter,space", "pick", "Choose", show=False, id="picker.choose"),
    ]

    #: the key of the spot under the cursor ("" for the first)
    cursor: reactive[str] = reactive("")

    def spots(self) -> list[Spot]:
        return []

    def picked(self, key: str) -> None:
        """The player picked ``key``: post the subclass's message."""

    def is_cursor(self, key: str) -> bool:
        return self.has_focus and key == self.cursor

    def spot_offset(self, key: str) -> tuple[int, int]:
        """Where to click on a spot, relative to the widget (border and padding included)."""
        spot = next(s for s in self.spots() if s.key == key)
        gutter = self.gutter
        return gutter.left + spot.x + spot.width // 2, gutter.top + spot.line

    def _here(self, spots: list[Spot]) -> int:
        keys = [s.key for s in spots]
        return keys.index(self.cursor) if self.cursor in keys else 0

    def action_step(self, dx: int, dy: int) -> None:
        spots = self.spots()
        if not spots:
            return
        here = self._here(spots)
        if dx:
            self.cursor = spots[min(max(here + dx, 0), len(spots) - 1)].key
            return
        now = spots[here]
        lines = sorted({s.line for s in spots})
        index = lines.index(now.line) + dy
        if 0 <= index < len(lines):
            row = [s for s in spots if s.line == lines[index]]
            centre = now.x + now.width / 2
            self.cursor = min(row, key=lambda s: abs(s.x + s.width / 2 - centre)).key

    def action_pick(self) -> None:
        spots = self.spots()
        if spots:
            self.picked(spots[self._here(spots)].key)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for spot in self.spots():
            if spot.covers(offset.x, offset.y):
                self.cursor = spot.key
                self.focus()
                self.picked(spot.key)
                return

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


__all__ = ["Picker", "Spot"]
