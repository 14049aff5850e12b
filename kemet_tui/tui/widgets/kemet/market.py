"""The tiles for sale, by colour and level, and which the seat may buy now.

``TileMarket`` shows the market of ``view`` (``state.market``: one id per copy, ``×2`` when
two are left), one line per colour and level (``R1`` red level 1 …; Alliance tiles, which go
to the Osiris board, marked ``◈``), the tiles in ``buyable`` lit up and underlined, and under
the cursor the tile's cost for ``seat`` and its text. ``colours`` limits it to some colours (a
Buy space). Arrows walk the tiles; Enter, space or a click posts :class:`TileMarket.TileChosen`.
"""

from __future__ import annotations

import textwrap
from collections import Counter

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive

from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.boards import tile_cost
from kemet_tui.rules.kemet.view.content import tile
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.picker import Picker, Spot

HEAD = 4  # "R1  "
NAME_WIDTH = 20  # the longest tile name (Enforced Recruitment): no name is cut
CHIP_BG, BUYABLE_BG, CURSOR_BG, CURSOR_BUYABLE_BG = "#262a32", "#2f6b3d", "#3d6fd6", "#46b565"
ALLIANCE_MARK = "◈"
TEXT_LINES = 2  # at least: the text under the cursor takes as many lines as the longest text
# of the tiles for sale (at this width), whichever tile the cursor is on (no relayout)


def chip_text(tile_id: str, copies: int) -> str:
    spec = tile(tile_id)
    name = spec.name if len(spec.name) <= NAME_WIDTH else spec.name[: NAME_WIDTH - 1] + "…"
    mark = ALLIANCE_MARK if spec.kind == "alliance" else ""
    return f" {mark}{name}{f' ×{copies}' if copies > 1 else ''} "


def groups(view: KemetState, colours: tuple[str, ...]) -> list[tuple[str, int, list[str]]]:
    """(colour, level, distinct tile ids in market order) for each non-empty group."""
    out = []
    for colour in g.COLOUR_ORDER:
        if colours and colour not in colours:
            continue
        for level in (1, 2, 3, 4):
            ids = [
                t
                for t in dict.fromkeys(view.market)
                if tile(t).colour == colour and tile(t).level == level
            ]
            if ids:
                out.append((colour, level, ids))
    return out


def free_pick(view: KemetState) -> bool:
    """Whether the tile asked for now is taken for nothing (the setup's free pick): the
    market then says so, not a price and "buyable"."""
    return view.decision is not None and view.decision.kind == "setup-tile"


def clip(text: str, width: int, lines: int) -> list[str]:
    """``text`` wrapped to ``width`` in exactly ``lines`` lines, ``…`` when it is cut."""
    wrapped = textwrap.wrap(text, width) or [""]
    if len(wrapped) > lines:
        wrapped = wrapped[:lines]
        wrapped[-1] = wrapped[-1][: width - 1] + "…"
    return wrapped + [""] * (lines - len(wrapped))


class TileMarket(Picker):
    """The power tiles for sale, by colour and level, with the buyable ones lit."""

    DEFAULT_CSS = """
    TileMarket {
        height: auto;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    TileMarket:focus { border: round $accent; }
    """

    class TileChosen(Message):
        """The player picked ``tile_id``; ``is_buyable`` says whether it is in ``buyable``."""

        def __init__(self, tile_id: str, is_buyable: bool) -> None:
            super().__init__()
            self.tile_id = tile_id
            self.is_buyable = is_buyable

    REDRAWN_BY = ("view", "seat", "buyable", "colours")

    view: reactive[KemetState | None] = reactive(None, repaint=False)
    #: whose costs to show (a seat), or "" for printed costs
    seat: reactive[str] = reactive("", repaint=False)
    #: the tiles the seat may buy now
    buyable: reactive[frozenset[str]] = reactive(frozenset(), repaint=False)
    #: show only these colours (empty: all)
    colours: reactive[tuple[str, ...]] = reactive((), repaint=False)

    def __init__(
        self,
        view: KemetState | None = None,
        *,
        seat: str = "",
        buyable: frozenset[str] = frozenset(),
        colours: tuple[str, ...] = (),
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(TileMarket.view, view)
        self.set_reactive(TileMarket.seat, seat)
        self.set_reactive(TileMarket.buyable, frozenset(buyable))
        self.set_reactive(TileMarket.colours, tuple(colours))

    def on_mount(self) -> None:
        self.border_title = "Tiles for sale"

    def watch_seat(self, old: str, new: str) -> None:
        """Another seat's view: the tile told is this seat's first, never the one the seat
        before browsed to."""
        if old != new:
            self.cursor = ""

    # --- layout -----------------------------------------------------------------------------------
    def _width(self) -> int:
        return max(self.content_size.width, 40)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        spots = self.spots(max(width, 40))
        lines = max((s.line for s in spots), default=0) + 1
        return lines + 1 + self.text_lines(max(width, 40))

    def text_lines(self, width: int) -> int:
        """Lines for the tile text under the cursor: the longest text of the tiles for sale,
        whole (the help is not needed to read a tile)."""
        if self.view is None:
            return TEXT_LINES
        ids = {key for _, _, group in groups(self.view, self.colours) for key in group}
        longest = max((len(textwrap.wrap(tile(key).text, width)) for key in ids), default=0)
        return max(TEXT_LINES, longest)

    def spots(self, width: int | None = None) -> list[Spot]:
        if self.view is None:
            return []
        width = width or self._width()
        spots, line = [], 0
        counts = Counter(self.view.market)
        for _, _, ids in groups(self.view, self.colours):
            x = HEAD
            for tile_id in ids:
                size = len(chip_text(tile_id, counts[tile_id]))
                if x > HEAD and x + size > width:
                    line, x = line + 1, HEAD
                spots.append(Spot(tile_id, line, x, size))
                x += size + 1
            line += 1
        return spots

    def picked(self, key: str) -> None:
        self.post_message(self.TileChosen(key, key in self.buyable))

    # --- drawing --------------------------------------------------------------------------------
    def render(self) -> Text:
        view = self.view
        if view is None:
            return Text("")
        spots = self.spots()
        counts = Counter(view.market)
        lines: list[Text] = [Text() for _ in range(max((s.line for s in spots), default=-1) + 1)]
        heads = {}
        for colour, level, ids in groups(view, self.colours):
            first = next(s for s in spots if s.key == ids[0])
            heads[first.line] = (colour, level)
        for number, text in enumerate(lines):
            if number in heads:
                colour, level = heads[number]
                text.append(f"{g.COLOUR_LETTER[colour]}{level}".ljust(HEAD), g.colour_style(colour))
        for spot in spots:
            text = lines[spot.line]
            text.append(" " * max(0, spot.x - text.cell_len))
            text.append(chip_text(spot.key, counts[spot.key]), self._chip_style(spot.key))
        if not spots:
            lines.append(Text("Nothing for sale.", g.MUTED))
        lines.append(self._details(view))
        return Text("\n").join(lines)

    def _chip_style(self, tile_id: str) -> Style:
        buyable = tile_id in self.buyable
        bg = (
            (CURSOR_BUYABLE_BG if buyable else CURSOR_BG)
            if self.is_cursor(tile_id)
            else (BUYABLE_BG if buyable else CHIP_BG)
        )
        colour = g.COLOUR_HEX.get(tile(tile_id).colour, "#d7dce6")
        return Style(
            color=colour if not buyable else "#ffffff", bgcolor=bg, bold=buyable, underline=buyable
        )

    def _details(self, view: KemetState) -> Text:
        spots = self.spots()
        if not spots:
            return Text("")
        key = self.cursor if self.cursor in {s.key for s in spots} else spots[0].key
        spec = tile(key)
        text = g.styled(spec.name, g.colour_style(spec.colour))
        free = free_pick(view)
        cost = tile_cost(view, self.seat, key) if self.seat else spec.cost
        text.append(f"  level {spec.level} · " + ("free now" if free else f"{cost} PP"), g.GOLD)
        if key in self.buyable:
            text.append("  yours to take now" if free else "  buyable now", g.GOOD)
        width = self._width()
        text.append("\n" + "\n".join(clip(spec.text, width, self.text_lines(width))), g.TEXT)
        return text


__all__ = ["TileMarket", "chip_text", "groups"]
