"""The bordered panel every read-only Kemet summary is drawn in (scores, day track, Osiris board,
pyramids): it takes a seat's view and repaints only when what it draws of that view changed.

Each action gives the screen a new view object, but most panels draw a small slice of it (the
scores' numbers, the day's position...) that most actions leave as it was. Repainting a panel
means Rich laying out its table again, which was a large share of the time between a key press
and the next frame; so a panel names its slice (:meth:`ViewPanel.shown`) and a new view with
the same slice costs nothing, and a new slice repaints only the rows that changed
(:class:`~kemet_tui.tui.widgets.row_refresh.RowRefresh`): the screen is laid out again only
when the panel's number of rows (its ``auto`` height) changed.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.reactive import reactive
from textual.widget import Widget

from kemet_tui.rules.kemet import KemetState
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.row_refresh import RowRefresh


class ViewPanel(RowRefresh, g.SeatLooked, Widget):
    """A bordered, read-only panel drawing (a slice of) one seat's view; posts nothing."""

    DEFAULT_CSS = """
    ViewPanel {
        height: auto;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    """

    #: the seat's view (``None`` draws nothing)
    view: reactive[KemetState | None] = reactive(None, repaint=False)

    def __init__(
        self,
        view: KemetState | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(ViewPanel.view, view)
        self._shown: Hashable = self.shown(view) if view is not None else None

    def shown(self, view: KemetState) -> Hashable:
        """What of ``view`` this panel draws; a new view with the same value is not redrawn.
        The default is the view itself (every new view is drawn)."""
        return view

    def watch_view(self, old: KemetState | None, new: KemetState | None) -> None:
        shown = self.shown(new) if new is not None else None
        if shown != self._shown or (old is None) != (new is None):
            self._shown = shown
            self.redraw()


__all__ = ["ViewPanel"]
