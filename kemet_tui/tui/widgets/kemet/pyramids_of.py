"""A compact summary of every player's pyramids: colour (letter and colour) and level.

``PyramidsOf`` lists, seat by seat, the pyramids of its own city (Seth: his purple pyramid),
``R3 B2 W1``, sorted by colour, each with its district; a pyramid whose district an enemy troop
holds (so its owner cannot use it to buy tiles) is marked ``×``. It posts nothing.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.table import Table
from rich.text import Text
from textual.reactive import reactive

from kemet_tui.rules.kemet import SETH, KemetState
from kemet_tui.rules.kemet.view.boards import controls, own_pyramids
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.view_panel import ViewPanel


def pyramids_text(view: KemetState, seat: str, sites: bool = True, apart: str = "  ") -> Text:
    """``R3 a1a  B2 a1b`` for ``seat``'s own pyramids, ``×`` after one an enemy holds
    (``apart``: between two pyramids; a line each where the panel is narrow, so that a
    pyramid is never wrapped away from its district)."""
    pyramids = sorted(
        own_pyramids(view, seat),
        key=lambda p: (g.COLOUR_ORDER.index(p.colour) if p.colour in g.COLOUR_ORDER else 9, p.site),
    )
    text = Text()
    for index, pyramid in enumerate(pyramids):
        if index:
            text.append(apart)
        text.append_text(g.pyramid_text(pyramid.colour, pyramid.level))
        held = seat != SETH and not controls(view, seat, pyramid.site)
        if held:
            text.append("×", g.BAD)
        if sites and pyramid.site != "sp":
            text.append(f" {pyramid.site}", g.MUTED)
    if not pyramids:
        text.append("none", g.MUTED)
    return text


class PyramidsOf(ViewPanel):
    """Each player's pyramids by colour and level, one line a seat."""

    BORDER_TITLE = "Pyramids"

    #: show the district of each pyramid beside it
    show_sites: reactive[bool] = reactive(True)

    def __init__(
        self,
        view: KemetState | None = None,
        *,
        show_sites: bool = True,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(view, name=name, id=id, classes=classes)
        self.set_reactive(PyramidsOf.show_sites, show_sites)

    def shown(self, view: KemetState) -> Hashable:
        """The seats' names and pyramids, and who holds the districts they stand in."""
        return tuple(
            (
                seat,
                view.name(seat),
                pyramids,
                seat == SETH or tuple(controls(view, seat, p.site) for p in pyramids),
            )
            for seat in view.seat_ids
            for pyramids in (own_pyramids(view, seat),)
        )

    def render(self) -> Table | Text:
        view = self.view
        if view is None:
            return Text("")
        table = Table.grid(padding=(0, 1))
        table.add_column(no_wrap=True)
        table.add_column()
        names = {seat: g.seat_text(view, seat, looks=self.looks) for seat in view.seat_ids}
        lines = {seat: pyramids_text(view, seat, self.show_sites) for seat in view.seat_ids}
        needed = (
            max(n.cell_len for n in names.values()) + 1 + max(t.cell_len for t in lines.values())
        )
        if self.size.width and needed > self.content_size.width:
            lines = {
                seat: pyramids_text(view, seat, self.show_sites, "\n") for seat in view.seat_ids
            }
        for seat in view.seat_ids:
            table.add_row(names[seat], lines[seat])
        if any(
            not controls(view, s, p.site)
            for s in view.seat_ids
            if s != SETH
            for p in own_pyramids(view, s)
        ):
            table.add_row(Text(""), g.styled("× held by an enemy troop", g.MUTED))
        return table


__all__ = ["PyramidsOf", "pyramids_text"]
