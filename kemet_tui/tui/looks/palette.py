"""The colours the boards and the side panels draw with, chosen for the theme in use.

Textual colours its own widgets from the theme's CSS variables; the board and the panels draw
their lines themselves (Rich styles), so they take a :class:`Palette` instead: the dark one on a
dark theme, the light one on a light theme, and the Okabe–Ito ones (colours told apart with any
kind of colour blindness) when the player asks for colour-blind-safe colours or picks one of
the ``okabe-ito`` themes. A theme may set any colour exactly through its variables
(``kemet-text``, ``kemet-square-dark``, ``kemet-target``...: :data:`VARIABLES`, documented in
docs/settings.md).

Colour is never the only cue: every mark on a board also has a glyph or an underline
(``widgets/seti/glyphs.py``), so a palette only has to make the marks pleasant and distinct.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType

from textual.color import Color, ColorParseError
from textual.theme import Theme

#: the marks a board square can carry, by name (``widgets.glyphs.Mark``)
MARK_NAMES = ("ship", "last", "target", "capture", "selected", "choice")


@dataclass(frozen=True)
class Palette:
    """Every colour a self-drawn widget uses; hashable, so drawings cached by it stay right."""

    name: str
    dark: bool
    #: panels: ordinary text, quieter text, emphasis, a key's name, the current move
    text: str
    muted: str
    #: softer text (a legend, a key's explanation), move numbers, a player's name
    soft: str
    number: str
    name_fg: str
    strong: str
    key: str
    current_fg: str
    current_bg: str
    #: the Seti board: its two square colours, the cursor, the rank and file labels
    square_dark: str
    square_light: str
    cursor: str
    label: str
    label_strong: str
    #: the dot of an empty target square
    hint: str
    white_piece: str
    brown_piece: str
    white_ship: str
    brown_ship: str
    #: per mark: (on a dark square, on a light square, under the cursor)
    marks: Mapping[str, tuple[str, str, str]] = field(compare=False)
    #: the marks as a tuple (what equality and hashing use; ``marks`` is its view)
    mark_rows: tuple[tuple[str, str, str, str], ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        rows = tuple((name, *self.marks[name]) for name in MARK_NAMES)
        object.__setattr__(self, "mark_rows", rows)
        object.__setattr__(self, "marks", MappingProxyType({r[0]: r[1:] for r in rows}))

    def __hash__(self) -> int:
        return hash((self.name, self.mark_rows))

    def mark(self, name: str, light_square: bool, cursor: bool) -> str:
        dark, light, bright = self.marks[name]
        return bright if cursor else (light if light_square else dark)


def _blend(base: str, colour: str, amount: float) -> str:
    return Color.parse(base).blend(Color.parse(colour), amount).hex


def _marks_from(
    square_dark: str, square_light: str, colours: Mapping[str, str], amount: float
) -> dict[str, tuple[str, str, str]]:
    """Mark backgrounds mixed from one colour per mark into each square colour; under the
    cursor a quarter more of the mark's colour (never all of it: the piece must still show)."""
    bright = min(amount + 0.25, 0.8)
    return {
        name: (
            _blend(square_dark, colour, amount),
            _blend(square_light, colour, amount),
            _blend(square_dark, colour, bright),
        )
        for name, colour in colours.items()
    }


DARK = Palette(
    name="dark",
    dark=True,
    text="#d7dce6",
    muted="#8a93a6",
    soft="#9aa2b1",
    number="#7f889a",
    name_fg="#c8ccd6",
    strong="#f0f3f8",
    key="#ffa62b",
    current_fg="#1b1d23",
    current_bg="#e0b84a",
    square_dark="#2f333d",
    square_light="#3a3f4b",
    cursor="#3d6fd6",
    label="#8a93a6",
    label_strong="#d7dce6",
    hint="#d0d0d0",
    white_piece="#ffffff",
    brown_piece="#f2a65a",
    white_ship="#e6e6e6",
    brown_ship="#e08a3c",
    marks={
        "ship": ("#1d4560", "#245272", "#3d6fd6"),
        "last": ("#3f4a60", "#4a566e", "#3d6fd6"),
        "target": ("#285f37", "#317243", "#45a85f"),
        "capture": ("#732a2a", "#883333", "#c9493e"),
        "selected": ("#8c6d12", "#9c7a16", "#c99a1e"),
        "choice": ("#553682", "#654096", "#9263d6"),
    },
)

#: sand squares, ink-dark pieces: White's deep blue capitals, Brown's brown small letters
LIGHT = Palette(
    name="light",
    dark=False,
    text="#1f2430",
    muted="#545d6e",
    soft="#4a5364",
    number="#5b6475",
    name_fg="#2a3040",
    strong="#0d1017",
    key="#a34f00",
    current_fg="#ffffff",
    current_bg="#7a4f00",
    square_dark="#d9ccb0",
    square_light="#ece3cf",
    cursor="#7fa6ec",
    label="#545d6e",
    label_strong="#1f2430",
    hint="#2b2b2b",
    white_piece="#143a8c",
    brown_piece="#8a3b00",
    white_ship="#143a8c",
    brown_ship="#8a3b00",
    marks=_marks_from(
        "#d9ccb0",
        "#ece3cf",
        {
            "ship": "#6f9fd0",
            "last": "#9aa6bd",
            "target": "#4fae66",
            "capture": "#d9584a",
            "selected": "#e0b030",
            "choice": "#a078d8",
        },
        0.45,
    ),
)

#: Okabe & Ito's eight colours, told apart with every common kind of colour blindness
OKABE_ITO = MappingProxyType(
    {
        "orange": "#E69F00",
        "sky_blue": "#56B4E9",
        "bluish_green": "#009E73",
        "yellow": "#F0E442",
        "blue": "#0072B2",
        "vermillion": "#D55E00",
        "reddish_purple": "#CC79A7",
        "black": "#000000",
    }
)

_OKABE_MARKS = {
    "ship": OKABE_ITO["blue"],
    "last": "#8c8c8c",
    "target": OKABE_ITO["bluish_green"],
    "capture": OKABE_ITO["vermillion"],
    "selected": OKABE_ITO["yellow"],
    "choice": OKABE_ITO["reddish_purple"],
}

COLOUR_BLIND_DARK = replace(
    DARK,
    name="colour-blind dark",
    key=OKABE_ITO["orange"],
    current_bg=OKABE_ITO["yellow"],
    cursor=OKABE_ITO["sky_blue"],
    brown_piece=OKABE_ITO["orange"],
    brown_ship=OKABE_ITO["orange"],
    marks=_marks_from(DARK.square_dark, DARK.square_light, _OKABE_MARKS, 0.5),
)

COLOUR_BLIND_LIGHT = replace(
    LIGHT,
    name="colour-blind light",
    key=OKABE_ITO["vermillion"],
    current_bg=OKABE_ITO["blue"],
    cursor=OKABE_ITO["sky_blue"],
    white_piece=OKABE_ITO["blue"],
    white_ship=OKABE_ITO["blue"],
    brown_piece="#9a4500",
    brown_ship="#9a4500",
    marks=_marks_from(LIGHT.square_dark, LIGHT.square_light, _OKABE_MARKS, 0.5),
)

#: theme variable -> the palette field it sets (a mark's variable sets its three shades)
VARIABLES = MappingProxyType(
    {
        **{
            f"kemet-{f.name.replace('_', '-')}": f.name
            for f in fields(Palette)
            if f.name not in ("name", "dark", "marks", "mark_rows")
        },
        **{f"kemet-{name}": f"mark:{name}" for name in MARK_NAMES},
    }
)

#: themes of this app whose every colour is an Okabe–Ito one (their boards too)
COLOUR_BLIND_THEMES = ("okabe-ito", "okabe-ito-light")


def okabe_ito_themes() -> list[Theme]:
    """A dark and a light theme coloured with Okabe–Ito colours only, for the theme list."""
    common = dict(
        primary=OKABE_ITO["sky_blue"],
        secondary=OKABE_ITO["blue"],
        accent=OKABE_ITO["reddish_purple"],
        warning=OKABE_ITO["orange"],
        error=OKABE_ITO["vermillion"],
        success=OKABE_ITO["bluish_green"],
    )
    return [
        Theme(
            name="okabe-ito",
            dark=True,
            foreground="#e8e8e8",
            background="#161616",
            surface="#202020",
            panel="#2c2c2c",
            **common,
        ),
        Theme(
            name="okabe-ito-light",
            dark=False,
            foreground="#1a1a1a",
            background="#f7f7f7",
            surface="#ececec",
            panel="#dedede",
            **{**common, "primary": OKABE_ITO["blue"], "warning": "#b27500"},
        ),
    ]


def frame_colour(theme: Theme) -> str:
    """The frame of the side panels (``$kemet-frame``): the panel colour lightened on a dark
    theme, and on a light theme a grey between the background and the text, which the
    lightened panel colour would not be (it is all but white there)."""
    colours = theme.to_color_system().generate()
    if theme.dark:
        return colours["panel-lighten-2"]
    return _blend(colours["background"], colours["foreground"], 0.35)


def palette_for(theme: Theme, colour_blind: bool = False) -> Palette:
    """The palette for ``theme``: by its darkness and the colour-blind choice, then whatever
    the theme's ``kemet-*`` variables set. A variable that is not a colour is left out."""
    colour_blind = colour_blind or theme.name in COLOUR_BLIND_THEMES
    if colour_blind:
        base = COLOUR_BLIND_DARK if theme.dark else COLOUR_BLIND_LIGHT
    else:
        base = DARK if theme.dark else LIGHT
    return _with_variables(base, theme.variables)


def _with_variables(base: Palette, variables: Mapping[str, str]) -> Palette:
    changes: dict[str, str] = {}
    marks = dict(base.marks)
    for variable, target in VARIABLES.items():
        if variable not in variables:
            continue
        try:
            parsed = Color.parse(variables[variable])
        except ColorParseError:
            continue
        if parsed.ansi is not None:  # a terminal colour ("ansi_red") has no value to blend
            continue
        colour = parsed.hex
        if target.startswith("mark:"):
            name = target[5:]
            marks[name] = _marks_from(
                changes.get("square_dark", base.square_dark),
                changes.get("square_light", base.square_light),
                {name: colour},
                0.5,
            )[name]
        else:
            changes[target] = colour
    if not changes and marks == dict(base.marks):
        return base
    return replace(base, name=f"{base.name} (theme)", marks=marks, **changes)


def palette_of(node: object) -> Palette:
    """The palette a widget draws with: its app's (``KemetApp.palette``), else the dark one
    (a widget shown alone, in a demo or a test)."""
    try:
        app = getattr(node, "app", None)
    except RuntimeError:  # no app is running
        return DARK
    return getattr(app, "palette", None) or DARK


def follow_palette(widget, redraw) -> None:
    """Call ``redraw()`` whenever the app's palette changes (a widget that keeps a drawn text,
    rather than drawing at every frame, subscribes in its ``on_mount``)."""
    signal = getattr(widget.app, "palette_changed_signal", None)
    if signal is not None:
        signal.subscribe(widget, lambda _palette: redraw())
