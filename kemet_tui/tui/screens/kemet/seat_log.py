"""The move log of the seat at the keyboard, written line by line as the game goes on.

Re-wrapping the whole log after every action was most of the time a repaint took, so the log is
a :class:`RichLog`: new plies are appended, and the log is rewritten only when the seat at the
keyboard changes (each seat reads its own log: ``panels.ply_line``) or an undo shortened it,
and when the panel's width changes (a ``RichLog`` keeps the lines wrapped to the old width:
after a resize they were cut, with a stray scrollbar). "No actions yet." goes with the first
action.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog

from kemet_tui.core import Engine
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.seats import SeatStyle

#: plies written when the log is rewritten (older ones scroll out of any panel anyway)
KEEP = 30
_NOBODY = "\0"
_REWRAP = "\1"


class SeatLog(RichLog):
    """The plies as one seat may read them; :meth:`show` brings it up to date."""

    DEFAULT_CSS = """
    SeatLog { scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(wrap=True, max_lines=KEEP * 4, min_width=20, **kwargs)
        self._seat: str | None = _NOBODY
        self._count = 0
        #: the "No actions yet." line is up (the first action replaces it)
        self._placeholder = False
        #: the last ``show`` arguments and the width written at (to rewrap on a resize)
        self._shown: tuple | None = None
        self._width = 0

    def blank(self) -> None:
        """Empty the log (behind the curtain)."""
        if self._seat != _NOBODY:
            self.clear()
            self._seat, self._count = _NOBODY, 0
        self._shown = None

    def show(self, engine: Engine, seat: str | None, looks: dict[str, SeatStyle],
             labels: dict[tuple[int, str], str]) -> None:
        """Append the plies not written yet, or rewrite the log for another seat."""
        self._shown, self._width = (engine, seat, looks, labels), self.size.width
        plies = len(engine.plies)
        if seat == self._seat and plies == self._count:
            return
        if seat != self._seat or plies < self._count or (self._placeholder and plies):
            self.clear()
            self._seat, self._count = seat, max(0, plies - KEEP)
            self._placeholder = not plies
            if not plies:
                self.write(panels.no_actions())
        lines = [panels.ply_line(engine, index, seat, looks, labels)
                 for index in range(self._count, plies)]
        if lines:  # one write: each write lays the log out again
            self.write(Text("\n").join(lines))
        self._count = plies

    def on_resize(self) -> None:
        """Write the log again at the new width (once the new size is in place)."""
        if self._shown is not None and self.size.width != self._width:
            self.call_after_refresh(self._rewrap)

    def _rewrap(self) -> None:
        if self._shown is None:
            return
        engine, seat, looks, labels = self._shown
        self._seat = _REWRAP
        self.show(engine, seat, looks, labels)
