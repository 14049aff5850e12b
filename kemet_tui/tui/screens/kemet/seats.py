"""How each seat is drawn: a colour *and* a glyph, so that nothing depends on colour alone.

The members' colours are a game option (``KemetOptions.colours``, chosen in the setup form and
kept in the record); a game without them uses the first N colours. Each colour brings its own
glyph and district background (``glyphs.PALETTE``). The Kemet widgets draw with the looks they
hold (``looks``, a :class:`~kemet_tui.tui.widgets.kemet.glyphs.SeatLooks`): the game screen
gives every one of them :func:`seat_looks` when it opens, and the curtain and the log use
:func:`seat_styles`, so the map, the boards, the curtain and the log agree. The defaults are the
widgets' own (A1 red ♦, A2 blue ♠, A3 white ♣, A4 green ●, A5 yellow ▲).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rich.text import Text

from kemet_tui.rules.kemet import ALLIANCE, MEMBER_COLOURS, MEMBERS, SETH
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.glyphs import PALETTE, SeatLooks


@dataclass(frozen=True, slots=True)
class SeatStyle:
    """A seat's colour name, its screen colour and its glyph."""

    colour: str
    hex: str
    glyph: str


ALLIANCE_STYLE = SeatStyle("gold", "#e8c35a", "☼")

assert set(PALETTE) == set(MEMBER_COLOURS), "every member colour needs a look"


def member_colours(options: Mapping[str, Any], n: int) -> tuple[str, ...]:
    """The members' colours in seat order: the game's own, else the first N of the palette."""
    chosen = tuple(options.get("colours") or ())
    return chosen if len(chosen) == n else MEMBER_COLOURS[:n]


def seat_looks(options: Mapping[str, Any], n: int) -> SeatLooks:
    """How the widgets draw the seats of a game of N members with these options."""
    return SeatLooks.for_colours(member_colours(options, n))


def seat_styles(options: Mapping[str, Any], n: int) -> dict[str, SeatStyle]:
    """Every seat's style (and the ``alliance`` decider's) for a game of N members."""
    styles = {
        SETH: SeatStyle("purple", g.SEAT_COLOUR[SETH], g.SEAT_GLYPH[SETH]),
        ALLIANCE: ALLIANCE_STYLE,
    }
    for seat, colour in zip(MEMBERS, member_colours(options, n), strict=False):
        hex_colour, glyph, _ = PALETTE[colour]
        styles[seat] = SeatStyle(colour, hex_colour, glyph)
    return styles


def badge(style: SeatStyle, text: str) -> Text:
    """``♦ A1 (Ann)`` in the seat's colour."""
    out = Text()
    out.append(f"{style.glyph} {text}", style=f"bold {style.hex}")
    return out
