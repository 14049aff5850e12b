"""What one space looks like, as hashable pieces: its region's fill and the two lines of its box.

The colours come from a :class:`Palette` that the board reads from its theme (component classes,
``board.py``), so a light theme or a colour-blind one draws the same map in its own colours;
a district takes its owner's colour blended into the theme's background. ``box_look(view,
space, box_width, mark, cursor, looks, visitor, palette)`` gives two tuples of (text, Style)
pieces already fitted to the box: line 1 the label in its kind's brackets and what the space
carries (a pyramid ``R2``, a temple's night PP ``<t1>3``, a sacred temple ``⌂2``, the portal
``⊘`` closed / ``⇄`` open), line 2 the troop (``♦3♠2✶``); a piece that does not fit on line 1
moves to line 2 when there is room. ``fill_of`` gives the region's styles (the obelisk's sign
``▮`` is a cell of the region, placed by ``board_layout`` beside the box, never in it). Nothing
is told by colour alone: a target's label starts with ``◆`` and is underlined and its region is
dotted, the cursor's label is drawn reversed, a selected space's label starts with ``●``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache

from rich.style import Style
from textual.color import Color

from kemet_tui.rules.kemet import SETH, KemetState, Pyramid, SacredTemple, Troop
from kemet_tui.rules.kemet.view.content import BRACKETS, Space
from kemet_tui.tui.looks.recolour import okabe_colour
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.board_layout import PYRAMID

Piece = tuple[str, Style]
Look = tuple[tuple[Piece, ...], tuple[Piece, ...]]
#: a region's styles by role (board_layout FILL, WALL, NAME, SIGN) and whether it is dotted
Fill = tuple[tuple[Style, ...], bool]

#: the marks before a space's label; neither is a seat's glyph in any colour (a test keeps it so)
TARGET_SIGN = "◆"
SELECTED_SIGN = "✓"


class Mark(IntEnum):
    """Why a space is highlighted (the highest wins); the cursor brightens any of them."""

    NONE = 0
    SELECTED = 1
    TARGET = 2


@dataclass(frozen=True)
class Palette:
    """The board's colours (hex), read from the theme by the board widget: the ground, one
    fill per kind of space, the lines, the marks. Hashable: drawings cached by it stay right
    when the theme changes."""

    board: str = "#15181e"
    text: str = "#d7dce6"
    muted: str = "#8a93a6"
    desert: str = "#4a3f2b"
    obelisk_desert: str = "#54472f"
    temple: str = "#5a4424"
    sanctuary: str = "#7a6128"
    water: str = "#1f4a70"
    wave: str = "#6fb3e6"
    bridge: str = "#e8c35a"
    edge: str = "#2a2620"
    wall: str = "#d9b36c"
    gold: str = "#f0d56e"
    target: str = "#2f6b3d"
    selected: str = "#7a5f12"
    cursor: str = "#3d6fd6"
    good: str = "#6fd08c"
    bad: str = "#ef6a5f"
    #: how much of an owner's colour a city district's fill takes (the rest is the board's)
    city_tint: float = 0.32
    #: "dark" or "light" with colour-blind-safe colours: a city is tinted from its owner's
    #: Okabe–Ito colour (the one its glyph and name are drawn in); "" otherwise
    okabe: str = ""

    def kind_fill(self, kind: str) -> str:
        return {
            "desert": self.desert,
            "obelisk_desert": self.obelisk_desert,
            "temple": self.temple,
            "sanctuary": self.sanctuary,
        }.get(kind, self.desert)

    def ground(self) -> tuple[Style, ...]:
        """Styles of the cells that are no space's: water, waves, a bridge, open land."""
        return (
            _style(self.wave, self.water),
            _style(self.wave, self.water, True),
            _style(self.bridge, self.water, True),
            _style(self.muted, self.board),
        )


DEFAULT_PALETTE = Palette()


@lru_cache(maxsize=512)
def _style(
    fg: str, bg: str, bold: bool = False, underline: bool = False, reverse: bool = False
) -> Style:
    return Style(color=fg, bgcolor=bg, bold=bold, underline=underline, reverse=reverse)


@lru_cache(maxsize=256)
def tint(colour: str, base: str, amount: float) -> str:
    """``colour`` blended into ``base``: ``amount`` of it (a city's fill from its owner's)."""
    return Color.parse(base).blend(Color.parse(colour), amount).hex


#: how far a city's fill must stand from the ground (distance of the red, green and blue
#: values, 0-441) to be seen as a city
CITY_CONTRAST = 24.0


@lru_cache(maxsize=256)
def city_fill(owner: str, board: str, amount: float) -> str:
    """A city's fill: its owner's colour blended into the ground. A colour as light as a light
    ground (White's city in a light theme) would vanish into it: such a city is drawn in the
    ground shaded darker (lighter on a dark ground), so that its walls enclose a place."""
    fill = Color.parse(tint(owner, board, amount))
    ground = Color.parse(board)
    apart = sum((a - b) ** 2 for a, b in zip(fill.rgb, ground.rgb)) ** 0.5
    if apart >= CITY_CONTRAST:
        return fill.hex
    shaded = ground.darken(0.18) if ground.brightness > 0.5 else ground.lighten(0.18)
    return shaded.hex


def owner_colour(space: Space, looks: g.SeatLooks) -> str | None:
    if not space.walled or not space.owner:
        return None
    return looks.colour.get(SETH if space.owner == SETH else space.owner)


def drawn_colour(seat_colour: str, palette: Palette) -> str:
    """The colour a seat's glyph and name are drawn in (its Okabe–Ito colour in the
    colour-blind palettes): what a fill of that seat's is blended from."""
    return okabe_colour(seat_colour, palette.okabe == "light") if palette.okabe else seat_colour


def background(space: Space, mark: Mark, cursor: bool, looks: g.SeatLooks, palette: Palette) -> str:
    """The fill of a space's region: the cursor's, a mark's, its city's or its kind's."""
    if cursor:
        return palette.cursor
    if mark is Mark.TARGET:
        return palette.target
    if mark is Mark.SELECTED:
        return palette.selected
    owner = owner_colour(space, looks)
    if owner is not None:
        return city_fill(drawn_colour(owner, palette), palette.board, palette.city_tint)
    if space.kind == "portal":  # desert touched by Seth's magic
        seth = drawn_colour(looks.colour.get(SETH, palette.text), palette)
        return tint(seth, palette.desert, palette.city_tint)
    return palette.kind_fill(space.kind)


@lru_cache(maxsize=2048)
def fill_of(space: Space, mark: Mark, cursor: bool, looks: g.SeatLooks, palette: Palette) -> Fill:
    """The styles of a region's cells (fill and its lines, wall, name, the obelisk's sign) and
    whether it is dotted (a target: a sign in every few cells, not the colour alone). The sign
    is in the text's colour, which every theme keeps readable on every fill."""
    bg = background(space, mark, cursor, looks, palette)
    owner = owner_colour(space, looks)
    name_fg = owner or palette.text
    styles = (
        _style(palette.edge, bg),
        _style(palette.wall, bg, True),
        _style(palette.text if cursor or mark else name_fg, bg, True),
        _style(palette.text, bg, True),
    )
    return styles, mark is Mark.TARGET


def label_of(space: Space) -> str:
    left, right = BRACKETS[space.kind]
    return f"{left}{space.id}{right}"


@dataclass(frozen=True, slots=True)
class Facts:
    """What the view says about one space: all a box's look depends on (hashable)."""

    troop: Troop | None = None
    pyramid: Pyramid | None = None
    sacred: SacredTemple | None = None
    portal_open: bool = False
    #: a troop in flight on the space (moving, or attacking it): drawn after ``troop``
    visitor: Troop | None = None


def facts_of(view: KemetState | None, space_id: str, visitor: Troop | None = None) -> Facts:
    if view is None:
        return Facts()
    return Facts(
        view.troop_at(space_id),
        view.pyramid_at(space_id),
        view.sacred_at(space_id),
        view.portal_open,
        visitor,
    )


def _extras(facts: Facts, space: Space, bg: str, palette: Palette) -> list[Piece]:
    """What the space carries beside its label."""
    out: list[Piece] = []
    if space.kind == "temple" and space.temple_pp:
        out.append((str(space.temple_pp), _style(palette.gold, bg, True)))
    pyramid = facts.pyramid
    if pyramid is not None:
        colour = g.COLOUR_HEX.get(pyramid.colour, palette.text)
        out.append(
            (f"{g.COLOUR_LETTER.get(pyramid.colour, '?')}{pyramid.level}", _style(colour, bg, True))
        )
    sacred = facts.sacred
    if sacred is not None:
        out.append((f"{g.SACRED}{sacred.level}", _style(palette.gold, bg, True)))
    if space.kind == "portal":
        glyph = g.PORTAL_OPEN if facts.portal_open else g.PORTAL_CLOSED
        out.append((glyph, _style(palette.good if facts.portal_open else palette.bad, bg, True)))
    return out


def _troop(facts: Facts, bg: str, looks: g.SeatLooks, palette: Palette) -> list[Piece]:
    """The troop holding the space, then a troop in flight there after ``»`` (moving)."""
    out = [(text, _style(colour, bg, True)) for text, colour in g.troop_parts(facts.troop, looks)]
    if facts.visitor is not None:
        out.append((g.MOVING, _style(palette.bridge, bg, True)))
        out += [
            (text, _style(colour, bg, True, underline=True))
            for text, colour in g.troop_parts(facts.visitor, looks)
        ]
    return out


def _fit(pieces: list[Piece], width: int) -> tuple[list[Piece], list[Piece]]:
    """The pieces that fit in ``width`` (in order, stopping at the first that does not), and
    the rest."""
    used, kept = 0, []
    for index, (text, style) in enumerate(pieces):
        if used + len(text) > width:
            return kept, pieces[index:]
        kept.append((text, style))
        used += len(text)
    return kept, []


def _pad(pieces: list[Piece], width: int, style: Style) -> tuple[Piece, ...]:
    used = sum(len(text) for text, _ in pieces)
    if used > width:  # a troop wider than the box: cut it, keep the cell count exact
        kept, _ = _fit(pieces, width - 1)
        return tuple(kept) + (("…" + " " * (width - 1 - sum(len(t) for t, _ in kept)), style),)
    return tuple(pieces) + ((" " * (width - used), style),) if used < width else tuple(pieces)


def box_look(
    view: KemetState | None,
    space: Space,
    width: int,
    mark: Mark,
    cursor: bool,
    looks: g.SeatLooks = g.DEFAULT_LOOKS,
    visitor: Troop | None = None,
    palette: Palette = DEFAULT_PALETTE,
) -> Look:
    """The two lines of ``space``'s box, each exactly ``width`` cells."""
    return _box_look(facts_of(view, space.id, visitor), space, width, mark, cursor, looks, palette)


def _signed_label(sign: str, label: str, width: int) -> str:
    """The mark's sign before the label; where both do not fit the box (``◆<<sa>>`` in a
    compact box of 6), a pair of the label's brackets gives way, never the sign or the id."""
    text = sign + label
    while len(text) > width and len(label) > 2 and label[0] == label[1] and label[-1] == label[-2]:
        label = label[1:-1]
        text = sign + label
    return text


def _sign(mark: Mark) -> str:
    return {Mark.TARGET: TARGET_SIGN, Mark.SELECTED: SELECTED_SIGN}.get(mark, "")


@lru_cache(maxsize=1024)
def _box_look(
    facts: Facts,
    space: Space,
    width: int,
    mark: Mark,
    cursor: bool,
    looks: g.SeatLooks,
    palette: Palette,
) -> Look:
    bg = background(space, mark, cursor, looks, palette)
    fg = owner_colour(space, looks) or palette.text
    if cursor or mark:
        fg = palette.text
    label = (
        _signed_label(_sign(mark), label_of(space), width),
        _style(fg, bg, bold=True, underline=mark is Mark.TARGET, reverse=cursor),
    )
    top, rest = _fit([label] + _extras(facts, space, bg, palette), width)
    bottom = _troop(facts, bg, looks, palette)
    room = width - sum(len(t) for t, _ in bottom)
    moved, _ = _fit(rest, room - (1 if bottom and rest else 0))
    if moved:
        bottom = bottom + ([(" ", _style(fg, bg))] if bottom else []) + moved
    plain = _style(palette.text, bg)
    return _pad(top, width, plain), _pad(bottom, width, plain)


def pyramid_look(
    view: KemetState | None,
    width: int,
    looks: g.SeatLooks = g.DEFAULT_LOOKS,
    palette: Palette = DEFAULT_PALETTE,
) -> Look:
    """Seth's purple pyramid: ``▲sp`` and its level, in his city's colours."""
    seth = drawn_colour(looks.colour.get(SETH, palette.text), palette)
    bg = tint(seth, palette.board, palette.city_tint + 0.15)
    pyramid = view.pyramid_at(PYRAMID) if view is not None else None
    level = f"P{pyramid.level}" if pyramid is not None else "P0"
    top = [("^sp^", _style(palette.text, bg, True))]
    bottom = [(level, _style(palette.text, bg, True))]
    plain = _style(palette.text, bg)
    return _pad(top, width, plain), _pad(bottom, width, plain)
