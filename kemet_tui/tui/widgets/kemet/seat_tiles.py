"""The power tiles each seat owns, on the table: public at a real table, so on every screen.

``SeatTiles`` draws one line per seat (Seth first, then the members in table order): the seat,
then a chip per tile it owns, in the tile's colour (``×2`` for two copies). The cursor walks the
chips (keyed ``seat/tile``) (arrows; the first chip when the widget takes the focus) and the tile under it is told
under the lines, whole: its name, colour and level, and its text. The lines for the text are as
many as the longest text of the tiles shown needs at this width, so moving the cursor never
lays the screen out again. It changes nothing: a pick posts no message.
"""

from __future__ import annotations

import textwrap
from collections import Counter

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.content import tile
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.picker import Picker, Spot

CHIP_BG, CURSOR_BG = "#262a32", "#3d6fd6"
#: the cells before a seat's first chip (``☥ Seth  ``): the longest seat tag, and room
HEAD = 10
MIN_WIDTH = 40
NONE = "no tile yet"


def owned(view: KemetState, seat: str) -> list[tuple[str, int]]:
    """``(tile id, copies)`` of the tiles ``seat`` owns, in the order bought."""
    counts = Counter(view.seat(seat).tiles)
    return [(tile_id, counts[tile_id]) for tile_id in dict.fromkeys(view.seat(seat).tiles)]


def tile_of(key: str) -> str:
    """The tile of a chip's key (``seat/tile``: a tile two seats own is two chips)."""
    return key.partition("/")[2]


def chip_text(tile_id: str, copies: int) -> str:
    return f" {tile(tile_id).name}{f' ×{copies}' if copies > 1 else ''} "


class SeatTiles(g.SeatLooked, Picker):
    """Every seat's power tiles, and the text of the one under the cursor."""

    DEFAULT_CSS = """
    SeatTiles {
        height: auto;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    SeatTiles:focus { border: round $accent; }
    """

    REDRAWN_BY = ("view",)

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
        self.set_reactive(SeatTiles.view, view)

    def on_mount(self) -> None:
        self.border_title = "Tiles owned (public)"

    # --- layout -----------------------------------------------------------------------------------
    def _width(self, width: int | None = None) -> int:
        return max(width or self.content_size.width, MIN_WIDTH)

    def spots(self, width: int | None = None) -> list[Spot]:
        view = self.view
        if view is None:
            return []
        width = self._width(width)
        spots: list[Spot] = []
        line = 0
        for seat in view.seat_ids:
            x = HEAD
            for tile_id, copies in owned(view, seat):
                size = len(chip_text(tile_id, copies))
                if x > HEAD and x + size > width:
                    line, x = line + 1, HEAD
                spots.append(Spot(f"{seat}/{tile_id}", line, x, size))
                x += size + 1
            line += 1
        return spots

    def text_lines(self, width: int) -> int:
        """Lines for the tile under the cursor: the longest text of the tiles shown, whole."""
        spots = self.spots(width)
        return max((len(textwrap.wrap(tile(tile_of(s.key)).text, width)) for s in spots), default=0)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines(self._width(width)))

    # --- drawing --------------------------------------------------------------------------------
    def render(self) -> Text:
        return Text("\n").join(self._lines(self._width()))

    def _lines(self, width: int) -> list[Text]:
        view = self.view
        if view is None:
            return [Text("")]
        spots = self.spots(width)
        lines: list[Text] = []
        for seat in view.seat_ids:
            head = g.seat_text(view, seat, looks=self.looks)
            head.truncate(HEAD - 1)
            first = len(lines)
            lines.append(head)
            for tile_id, copies in owned(view, seat):
                key = f"{seat}/{tile_id}"
                spot = next(s for s in spots if s.key == key)
                while spot.line >= len(lines):
                    lines.append(Text())
                text = lines[spot.line]
                text.append(" " * max(0, spot.x - text.cell_len))
                text.append(chip_text(tile_id, copies), self._chip_style(key))
            if len(lines) == first + 1 and not view.seat(seat).tiles:
                head.append(" " * (HEAD - head.cell_len) + NONE, g.MUTED)
        return lines + self._details(spots, width)

    def _chip_style(self, key: str) -> Style:
        bg = CURSOR_BG if self.is_cursor(key) else CHIP_BG
        return Style(color=g.COLOUR_HEX.get(tile(tile_of(key)).colour, "#d7dce6"), bgcolor=bg)

    def _details(self, spots: list[Spot], width: int) -> list[Text]:
        """The tile under the cursor (the first one before the cursor moves), whole."""
        if not spots:
            return []
        key = self.cursor if self.cursor in {s.key for s in spots} else spots[0].key
        spec = tile(tile_of(key))
        head = g.styled(spec.name, g.colour_style(spec.colour))
        head.append(f"  {spec.colour} · level {spec.level}", g.MUTED)
        text = textwrap.wrap(spec.text, width)
        text += [""] * (self.text_lines(width) - len(text))
        return [head] + [Text(line, g.TEXT) for line in text]


__all__ = ["SeatTiles", "owned"]
