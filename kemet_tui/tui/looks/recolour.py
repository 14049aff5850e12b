"""Kemet's self-drawn widgets (the map, the tables of the action boards, the panels) are
designed in one set of colours for dark themes, :data:`KEMET_COLOURS`; this filter redraws them
for the palette in use, as a widget's own line filter (``Widget.get_line_filters``), so that
every Kemet widget follows the theme without a colour table of its own.

On a light theme each of those colours keeps its hue and has its lightness turned over: a dark
tint of a space becomes a light tint, a light text colour a dark one, dark enough to read on a
light background. With colour-blind-safe colours each text colour takes the Okabe–Ito colour
nearest to its hue (red to vermillion, green to bluish green...). A colour the theme gave (a
border, a focused row) is not one of :data:`KEMET_COLOURS` and is left alone.

A Kemet widget that draws a new colour adds it to :data:`KEMET_COLOURS`.
"""

from __future__ import annotations

from functools import lru_cache

from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

from kemet_tui.tui.looks.palette import OKABE_ITO, Palette

#: every colour the Kemet widgets draw with (their dark-theme design)
KEMET_COLOURS = frozenset(
    """
#101216 #15181e #1f2c44 #1f3a26 #262a32 #2a2d35 #2a2f3a #2d2d3a #2e2742 #2f6b3d #33244a #35373c
#3a2a52 #3b3322 #3d3620 #3d6fd6 #3f2624 #3f7fb8 #42301c #433a1e #46b565 #4a4220 #565d6b #5a9cff
#5ccf6e #5d6474 #5fb8d6 #6fd08c #7a5f12 #7fb0ff #8a93a6 #8d939e #9d9d9d #a07d4a #b08a1c #b65fe6
#b7bccb #c08bf5 #c3c8d2 #c9ced8 #d7dce6 #e4e4e4 #e4e6ec #e6c84a #e8c35a #e8f4ff #ef6a5f #f0913a
#f0d56e #f0f3f8 #f2cf4a #ffa62b #ffffff
""".split()
)

#: hue bands (degrees, upper bound) and the Okabe–Ito colour each is drawn in
OKABE_BY_HUE = (
    (15, OKABE_ITO["vermillion"]),
    (45, OKABE_ITO["orange"]),
    (70, OKABE_ITO["yellow"]),
    (170, OKABE_ITO["bluish_green"]),
    (200, OKABE_ITO["sky_blue"]),
    (250, OKABE_ITO["blue"]),
    (335, OKABE_ITO["reddish_purple"]),
    (360, OKABE_ITO["vermillion"]),
)


def _okabe(colour: Color, light: bool) -> Color:
    """The Okabe–Ito colour nearest in hue; on a dark theme their blue is too dark for text,
    so blues take their sky blue there."""
    hue, saturation, _ = colour.hsl
    if saturation < 0.25:  # greys and whites stay what they are
        return colour
    degrees = hue * 360
    chosen = next(c for bound, c in OKABE_BY_HUE if degrees <= bound)
    if not light and chosen == OKABE_ITO["blue"]:
        chosen = OKABE_ITO["sky_blue"]
    return Color.parse(chosen)


def _turned_over(colour: Color, background: bool) -> Color:
    """The colour with its lightness turned over: a background stays a pale tint, a text
    colour comes out dark enough for a light background."""
    hue, saturation, lightness = colour.hsl
    if background:
        return Color.from_hsl(hue, saturation * 0.7, min(0.95, 1.08 - lightness))
    lightness = min(0.38, 1.0 - lightness)
    turned = Color.from_hsl(hue, min(1.0, saturation * 1.1), lightness)
    while turned.brightness > 0.45 and lightness > 0.1:  # yellows look light at any hue
        lightness -= 0.03
        turned = Color.from_hsl(hue, min(1.0, saturation * 1.1), lightness)
    return turned


@lru_cache(maxsize=64)
def okabe_colour(hex_colour: str, light: bool) -> str:
    """A seat's colour as the colour-blind palette draws it (its Okabe–Ito colour): what a
    self-drawn fill blended from the seat's colour starts from, so that a city is tinted in
    the colour its seat has everywhere else."""
    return _okabe(Color.parse(hex_colour), light).hex


@lru_cache(maxsize=1024)
def recoloured(hex_colour: str, background: bool, light: bool, colour_blind: bool) -> str:
    colour = Color.parse(hex_colour)
    if colour_blind and not background:
        colour = _okabe(colour, light)
    if light:
        colour = _turned_over(colour, background)
    return colour.hex


@lru_cache(maxsize=4096)
def _restyled(style: Style, light: bool, colour_blind: bool) -> Style:
    changes = {}
    for name, background in (("color", False), ("bgcolor", True)):
        rich = getattr(style, name)
        if rich is None or rich.triplet is None:
            continue
        hex_colour = rich.triplet.hex
        if hex_colour in KEMET_COLOURS:
            changes[name] = RichColor.parse(recoloured(hex_colour, background, light, colour_blind))
    return style + Style(**changes) if changes else style


class Recolour(LineFilter):
    """Redraw :data:`KEMET_COLOURS` for a light theme and/or colour-blind-safe colours."""

    def __init__(self, light: bool, colour_blind: bool) -> None:
        super().__init__(enabled=light or colour_blind)
        self.light, self.colour_blind = light, colour_blind

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        light, blind = self.light, self.colour_blind
        return [
            segment
            if segment.style is None or segment.control
            else Segment(segment.text, _restyled(segment.style, light, blind))
            for segment in segments
        ]


@lru_cache(maxsize=8)
def recolour_for(palette: Palette) -> Recolour:
    return Recolour(not palette.dark, palette.name.startswith("colour-blind"))


def themed_line_filters(widget) -> list[LineFilter]:
    """A Kemet widget's line filters: its colours redrawn for the app's palette first, then
    the app's own (NO_COLOR, the ASCII mode). The widgets' ``get_line_filters`` return this."""
    from kemet_tui.tui.looks.palette import palette_of

    filters = list(widget.app.get_line_filters())
    recolour = recolour_for(palette_of(widget))
    return [recolour, *filters] if recolour.enabled else filters
