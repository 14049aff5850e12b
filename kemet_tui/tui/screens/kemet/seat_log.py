"""The move log of the seat at the keyboard, written line by line as the game goes on.

Re-wrapping the whole log after every action was most of the time a repaint took, so the log is
a :class:`RichLog`: new plies are appended, and the log is rewritten only when the seat at the
keyboard changes (each seat reads its own log: ``panels.ply_line``) or an undo shortened it.
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


class SeatLog(RichLog):
    """The plies as one seat may read them; :meth:`show` brings it up to date."""

    DEFAULT_CSS = """
    SeatLog { scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(wrap=True, max_lines=KEEP * 4, min_width=20, **kwargs)
        self._seat: str | None = _NOBODY
        self._count = 0

    def blank(self) -> None:
        """Empty the log (behind the curtain)."""
        if self._seat != _NOBODY:
            self.clear()
            self._seat, self._count = _NOBODY, 0

    def show(self, engine: Engine, seat: str | None, looks: dict[str, SeatStyle],
             labels: dict[tuple[int, str], str]) -> None:
        """Append the plies not written yet, or rewrite the log for another seat."""
        plies = len(engine.plies)
        if seat == self._seat and plies == self._count:
            return
        if seat != self._seat or plies < self._count:
            self.clear()
            self._seat, self._count = seat, max(0, plies - KEEP)
            if not plies:
                self.write(panels.no_actions())
        lines = [panels.ply_line(engine, index, seat, looks, labels)
                 for index in range(self._count, plies)]
        if lines:  # one write: each write lays the log out again
            self.write(Text("\n").join(lines))
        self._count = plies
