"""How each seat is drawn: a colour *and* a glyph, so that nothing depends on colour alone.

The members' colours are a game option (``KemetOptions.colours``, chosen in the setup form and
kept in the record); a game without them uses the first N colours. Each colour brings its own
glyph and district background, and the Kemet widgets read the seats' looks from their shared
tables (``widgets/kemet/glyphs.py``): :func:`use_member_colours` points those tables at the
game's colours when its screen opens, so the map, the boards, the curtain and the log agree.
The defaults are the widgets' own (A1 red ♦, A2 blue ♠, A3 white ♣, A4 green ●, A5 yellow ▲).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text

from kemet_tui.rules.kemet.options import MEMBER_COLOURS
from kemet_tui.rules.kemet.state import ALLIANCE, MEMBERS, SETH
from kemet_tui.tui.widgets.kemet import board, board_look
from kemet_tui.tui.widgets.kemet import glyphs as g


@dataclass(frozen=True, slots=True)
class SeatStyle:
    """A seat's colour name, its screen colour and its glyph."""

    colour: str
    hex: str
    glyph: str


#: colour name -> (screen colour, glyph, district background); every glyph is one cell wide
PALETTE: dict[str, tuple[str, str, str]] = {
    "red": ("#ef6a5f", "♦", "#3f2624"),
    "blue": ("#5a9cff", "♠", "#1f2c44"),
    "white": ("#e4e4e4", "♣", "#35373c"),
    "green": ("#5ccf6e", "●", "#1f3a26"),
    "yellow": ("#f2cf4a", "▲", "#3d3620"),
    "orange": ("#f0913a", "■", "#42301c"),
}
ALLIANCE_STYLE = SeatStyle("gold", "#e8c35a", "☼")

assert set(PALETTE) == set(MEMBER_COLOURS), "every member colour needs a look"


def member_colours(options: Mapping[str, Any], n: int) -> tuple[str, ...]:
    """The members' colours in seat order: the game's own, else the first N of the palette."""
    chosen = tuple(options.get("colours") or ())
    return chosen if len(chosen) == n else MEMBER_COLOURS[:n]


def use_member_colours(colours: Sequence[str]) -> None:
    """Give the members a1..aN the looks of ``colours`` in the widgets' tables, and forget
    the drawings cached with the previous looks."""
    for seat, colour in zip(MEMBERS, colours, strict=False):
        hex_colour, glyph, district = PALETTE[colour]
        g.SEAT_COLOUR[seat], g.SEAT_GLYPH[seat] = hex_colour, glyph
        g.SEAT_COLOUR_NAME[seat] = colour
        board_look.OWNER_BG[seat] = district
    for cached in (g.seat_style, board_look._box_look, board._row_strip, board._legend_strip):
        cached.cache_clear()


def seat_styles(options: Mapping[str, Any], n: int) -> dict[str, SeatStyle]:
    """Every seat's style (and the ``alliance`` decider's) for a game of N members."""
    styles = {SETH: SeatStyle("purple", g.SEAT_COLOUR[SETH], g.SEAT_GLYPH[SETH]),
              ALLIANCE: ALLIANCE_STYLE}
    for seat, colour in zip(MEMBERS, member_colours(options, n), strict=False):
        hex_colour, glyph, _ = PALETTE[colour]
        styles[seat] = SeatStyle(colour, hex_colour, glyph)
    return styles


def badge(style: SeatStyle, text: str) -> Text:
    """``♦ A1 (Ann)`` in the seat's colour."""
    out = Text()
    out.append(f"{style.glyph} {text}", style=f"bold {style.hex}")
    return out
