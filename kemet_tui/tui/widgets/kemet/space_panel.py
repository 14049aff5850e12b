"""A panel describing one space of the Kemet map: what it is and what stands on it.

The screen sets ``space`` from :class:`~kemet_tui.tui.widgets.kemet.board.KemetBoard`'s
``CursorMoved`` (attributes down) and ``view`` from the seat's view. The panel shows the
space's kind and owner, a temple's night PP and sacrifice, the obelisk, the troop with its units
by member and its creature, the pyramid, a sacred temple and its tokens, the portal's state and
the neighbouring spaces. It posts nothing.
"""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from kemet_tui.rules.kemet import HIDDEN, SETH, KemetState, Troop
from kemet_tui.rules.kemet.view.content import Space, power_spec, tile
from kemet_tui.rules.kemet.view.names import counted
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.board_layout import kemet_map
from kemet_tui.tui.widgets.kemet.board_look import label_of
from kemet_tui.tui.widgets.plain import plain

KIND_NAMES = {
    "desert": "Desert",
    "obelisk_desert": "Obelisk desert",
    "temple": "Temple",
    "sanctuary": "Sanctuary of All Gods",
    "district": "City district (walled)",
    "seth_district": "Sector of Seth's city (walled)",
    "portal": "Portal desert",
}


class SpacePanel(g.SeatLooked, Widget):
    """Everything about the space under the board's cursor, as the seat may see it."""

    DEFAULT_CSS = """
    SpacePanel {
        height: auto;
        min-height: 4;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    """

    #: the seat's view (a new view repaints the panel only if the space's lines changed)
    view: reactive[KemetState | None] = reactive(None, repaint=False)
    #: the space to describe ("" for none)
    space: reactive[str] = reactive("", repaint=False)

    def __init__(
        self,
        view: KemetState | None = None,
        space: str = "",
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(SpacePanel.view, view)
        self.set_reactive(SpacePanel.space, space)
        self._lines = self.lines()

    def on_mount(self) -> None:
        self.watch_space(self.space)

    def watch_space(self, space: str) -> None:
        self.border_title = plain(f"Space {space}" if space else "Space")
        self._repaint_if_changed()

    def watch_view(self) -> None:
        self._repaint_if_changed()

    def _repaint_if_changed(self) -> None:
        """Most actions leave the space under the cursor as it was: no repaint then."""
        lines = self.lines()
        if lines != self._lines:
            self._lines = lines
            self.refresh()

    def lines(self) -> list[Text]:
        view, space_id = self.view, self.space
        if view is None or not space_id:
            return [Text("Move the cursor over a space.", g.MUTED)]
        m = kemet_map(view.n)
        if not m.has(space_id):
            return [Text(f"No space {space_id} on this map.", g.MUTED)]
        return describe(view, m.space(space_id), self.looks)

    def watch_looks(self) -> None:
        self._lines = self.lines()

    def render(self) -> Text:
        return Text("\n").join(self._lines)


def describe(view: KemetState, space: Space, looks: g.SeatLooks = g.DEFAULT_LOOKS) -> list[Text]:
    """The panel's lines for ``space``."""
    lines = [_title(space), _kind(space, looks)]
    for part in (_temple, _pyramid, _sacred, _portal):
        line = part(view, space)
        if line is not None:
            lines.append(line)
    lines += _troop_lines(view, view.troop_at(space.id), looks)
    lines.append(_neighbours(view, space))
    return lines


def _title(space: Space) -> Text:
    text = g.styled(label_of(space), g.STRONG)
    text.append(f"  {space.name}", g.TEXT)
    return text


def _kind(space: Space, looks: g.SeatLooks) -> Text:
    text = Text(KIND_NAMES.get(space.kind, space.kind), g.MUTED)
    if space.owner:
        text.append(" of ", g.MUTED)
        text.append_text(g.seat_text(None, space.owner, looks=looks))
    if space.obelisk:
        text.append(" · obelisk", g.MUTED)
    if space.harbour:
        text.append(f" · harbour {space.harbour}", g.MUTED)
    return text


def _temple(view: KemetState, space: Space) -> Text | None:
    if space.kind != "temple":
        return None
    text = Text("Night: ", g.MUTED)
    text.append(f"{space.temple_pp} PP", g.GOLD)
    if space.sacrifice:
        text.append(f" for a sacrifice of {counted(space.sacrifice, 'unit')}", g.MUTED)
    return text


def _pyramid(view: KemetState, space: Space) -> Text | None:
    m = kemet_map(view.n)
    site = m.pyramid_site(space.id)
    if site is None:
        return None
    pyramid = view.pyramid_at(site)
    text = Text("Pyramid: ", g.MUTED)
    if pyramid is None:
        return text.append("none yet", g.MUTED)
    text.append_text(g.pyramid_text(pyramid.colour, pyramid.level))
    text.append(f" ({pyramid.colour}, level {pyramid.level})", g.MUTED)
    if site != space.id:
        text.append(f" at {site}", g.MUTED)
    return text


def _sacred(view: KemetState, space: Space) -> Text | None:
    temple = view.sacred_at(space.id)
    if temple is None:
        return None
    text = g.styled(f"{g.SACRED} Sacred temple, level {temple.level}", g.GOLD)
    if temple.prayer_token == HIDDEN or (temple.prayer_token and temple.level < 3):
        text.append(" · prayer token face down", g.MUTED)
    elif temple.prayer_token:
        text.append(f" · prayer token {temple.prayer_token}", g.MUTED)
    if temple.power:
        text.append(f" · power {_power_name(temple.power)}", g.MUTED)
    return text


def _power_name(power_id: str) -> str:
    try:
        return power_spec(power_id).name
    except (KeyError, StopIteration):
        return power_id


def _portal(view: KemetState, space: Space) -> Text | None:
    if space.kind != "portal":
        return None
    if view.portal_open:
        return g.styled(f"{g.PORTAL_OPEN} Portal open: the Alliance may cross too", g.GOOD)
    return g.styled(f"{g.PORTAL_CLOSED} Portal closed: only Seth crosses", g.BAD)


def _troop_lines(view: KemetState, troop: Troop | None, looks: g.SeatLooks) -> list[Text]:
    if troop is None or not (troop.units or troop.creature):
        return [Text("No troop.", g.MUTED)]
    head = Text("Mixed troop: " if troop.is_mixed else "Troop: ", g.MUTED)
    head.append(counted(troop.size, "unit"), g.TEXT)
    lines = [head]
    for seat, count in troop.units:
        line = Text("  ")
        line.append_text(g.seat_text(view, seat, looks=looks))
        line.append(f"  {count}", g.STRONG)
        lines.append(line)
    if troop.corrupted:
        who = ", ".join(f"{n} of {g.seat_tag(s)}" for s, n in troop.corrupted)
        lines.append(Text(f"  of which corrupted: {who}", g.MUTED))
    if troop.creature:
        lines.append(_creature(view, troop, looks))
    return lines


def _creature(view: KemetState, troop: Troop, looks: g.SeatLooks) -> Text:
    spec = tile(troop.creature) if troop.creature else None
    figure = spec.creature.figure if spec is not None and spec.creature else troop.creature
    text = g.styled(
        f"  {g.CREATURE} {figure}", g.seat_style(troop.creature_owner or SETH, True, looks)
    )
    text.append(f" ({g.seat_name(view, troop.creature_owner or SETH)})", g.MUTED)
    return text


def _neighbours(view: KemetState, space: Space) -> Text:
    m = kemet_map(view.n)
    ids = m.neighbours(space.id, portal=True)
    text = Text("Next to: ", g.MUTED)
    text.append(" ".join(ids), g.TEXT)
    return text


__all__ = ["SpacePanel", "describe"]
