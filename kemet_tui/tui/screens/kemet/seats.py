"""How each seat is drawn: a colour *and* a glyph, so that nothing depends on colour alone.

The members' colours are a game option (``KemetOptions.colours``, chosen in the setup form and
kept in the record); a game without them uses the first N colours. Seth is always purple.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rich.text import Text

from kemet_tui.rules.kemet.options import MEMBER_COLOURS
from kemet_tui.rules.kemet.state import ALLIANCE, MEMBERS, SETH


@dataclass(frozen=True, slots=True)
class SeatStyle:
    """A seat's colour name, its screen colour and its glyph."""

    colour: str
    hex: str
    glyph: str


#: colour name -> (screen colour, glyph); every glyph is one cell wide
PALETTE: dict[str, tuple[str, str]] = {
    "red": ("#e0524f", "▲"),
    "blue": ("#5b8def", "●"),
    "white": ("#e4e4e4", "■"),
    "green": ("#4fbf6a", "◆"),
    "yellow": ("#e6c84a", "★"),
    "orange": ("#f08c3a", "▼"),
}
SETH_STYLE = SeatStyle("purple", "#b65fe6", "Ψ")
ALLIANCE_STYLE = SeatStyle("gold", "#d7a13a", "☼")

assert set(PALETTE) == set(MEMBER_COLOURS), "every member colour needs a glyph"


def member_colours(options: Mapping[str, Any], n: int) -> tuple[str, ...]:
    """The members' colours in seat order: the game's own, else the first N of the palette."""
    chosen = tuple(options.get("colours") or ())
    return chosen if len(chosen) == n else MEMBER_COLOURS[:n]


def seat_styles(options: Mapping[str, Any], n: int) -> dict[str, SeatStyle]:
    """Every seat's style (and the ``alliance`` decider's) for a game of N members."""
    styles = {SETH: SETH_STYLE, ALLIANCE: ALLIANCE_STYLE}
    for seat, colour in zip(MEMBERS, member_colours(options, n), strict=False):
        hex_colour, glyph = PALETTE[colour]
        styles[seat] = SeatStyle(colour, hex_colour, glyph)
    return styles


def badge(style: SeatStyle, text: str) -> Text:
    """``▲ A1 (Ann)`` in the seat's colour."""
    badge_text = Text()
    badge_text.append(f"{style.glyph} {text}", style=f"bold {style.hex}")
    return badge_text
