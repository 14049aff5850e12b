"""What one space's box shows, as hashable pieces: the label line and the troop line.

``box_look(view, space, box_width, mark)`` gives two tuples of (text, Style) pieces already
fitted to the box, so the board can cache a drawn row by the looks of the boxes on it. Line 1:
the label in its kind's brackets and what the space carries (a pyramid ``R2``, a temple's night
PP ``<t1>3``, a sacred temple ``⌂2``, the portal ``⊘`` closed / ``⇄`` open); line 2: the troop
(``♦3♠2✶``). A piece that does not fit on line 1 moves to line 2 when there is room.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache

from rich.style import Style

from kemet_tui.rules.kemet.data.board import Space
from kemet_tui.rules.kemet import KemetState, Pyramid, SacredTemple, Troop
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.board_layout import BRACKETS, PYRAMID

Piece = tuple[str, Style]
Look = tuple[tuple[Piece, ...], tuple[Piece, ...]]


class Mark(IntEnum):
    """Why a box is highlighted (the highest wins); the cursor brightens any of them."""

    NONE = 0
    SELECTED = 1
    TARGET = 2


#: the box's own tint by kind (district boxes take their owner's tint instead)
KIND_BG = {
    "desert": "#262a32",
    "obelisk_desert": "#2d2d3a",
    "temple": "#3b3322",
    "sanctuary": "#433a1e",
    "district": "#2a2d35",
    "seth_district": "#33244a",
    "portal": "#2e2742",
    PYRAMID: "#33244a",
}
MARK_BG = {Mark.SELECTED: "#7a5f12", Mark.TARGET: "#2f6b3d"}
CURSOR_BG = {Mark.NONE: "#3d6fd6", Mark.SELECTED: "#b08a1c", Mark.TARGET: "#46b565"}
LABEL_FG = {"temple": "#e8c35a", "sanctuary": "#f0d56e", "seth_district": "#c08bf5",
            "portal": "#c08bf5", "obelisk_desert": "#b7bccb", PYRAMID: "#c08bf5"}


@lru_cache(maxsize=512)
def _style(fg: str, bg: str, bold: bool = False, underline: bool = False) -> Style:
    return Style(color=fg, bgcolor=bg, bold=bold, underline=underline)


def background(kind: str, owner: str | None, mark: Mark, cursor: bool,
               looks: g.SeatLooks = g.DEFAULT_LOOKS) -> str:
    if cursor:
        return CURSOR_BG[mark]
    if mark in MARK_BG:
        return MARK_BG[mark]
    if kind == "district" and owner:
        return looks.district.get(owner, KIND_BG[kind])
    return KIND_BG[kind]


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
    return Facts(view.troop_at(space_id), view.pyramid_at(space_id), view.sacred_at(space_id),
                 view.portal_open, visitor)


def _extras(facts: Facts, space: Space, bg: str) -> list[Piece]:
    """What the space carries beside its label."""
    out: list[Piece] = []
    if space.kind == "temple" and space.temple_pp:
        out.append((str(space.temple_pp), _style("#e8c35a", bg, True)))
    pyramid = facts.pyramid
    if pyramid is not None:
        colour = g.COLOUR_HEX.get(pyramid.colour, "#d7dce6")
        out.append((f"{g.COLOUR_LETTER.get(pyramid.colour, '?')}{pyramid.level}",
                    _style(colour, bg, True)))
    sacred = facts.sacred
    if sacred is not None:
        out.append((f"{g.SACRED}{sacred.level}", _style("#f0d56e", bg, True)))
    if space.kind == "portal":
        glyph = g.PORTAL_OPEN if facts.portal_open else g.PORTAL_CLOSED
        out.append((glyph, _style("#6fd08c" if facts.portal_open else "#ef6a5f", bg, True)))
    return out


def _troop(facts: Facts, bg: str, looks: g.SeatLooks) -> list[Piece]:
    """The troop holding the space, then a troop in flight there after ``»`` (moving)."""
    out = [(text, _style(colour, bg, True)) for text, colour in g.troop_parts(facts.troop, looks)]
    if facts.visitor is not None:
        out.append((g.MOVING, _style("#ffa62b", bg, True)))
        out += [(text, _style(colour, bg, True, underline=True))
                for text, colour in g.troop_parts(facts.visitor, looks)]
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


def _pad(pieces: list[Piece], width: int, bg: str) -> tuple[Piece, ...]:
    used = sum(len(text) for text, _ in pieces)
    if used > width:  # a troop wider than the box: cut it, keep the cell count exact
        kept, _ = _fit(pieces, width - 1)
        return tuple(kept) + (("…" + " " * (width - 1 - sum(len(t) for t, _ in kept)),
                               _style("#d7dce6", bg)),)
    return tuple(pieces) + ((" " * (width - used), _style("#d7dce6", bg)),) if used < width \
        else tuple(pieces)


def box_look(view: KemetState | None, space: Space, width: int, mark: Mark, cursor: bool,
             looks: g.SeatLooks = g.DEFAULT_LOOKS, visitor: Troop | None = None) -> Look:
    """The two lines of ``space``'s box, each exactly ``width`` cells."""
    return _box_look(facts_of(view, space.id, visitor), space, width, mark, cursor, looks)


@lru_cache(maxsize=4096)
def _box_look(facts: Facts, space: Space, width: int, mark: Mark, cursor: bool,
              looks: g.SeatLooks) -> Look:
    bg = background(space.kind, space.owner, mark, cursor, looks)
    fg = LABEL_FG.get(space.kind, "#d7dce6")
    if space.kind == "district" and space.owner:
        fg = looks.colour.get(space.owner, fg)
    label = (label_of(space), _style(fg, bg, bold=cursor or mark == Mark.TARGET,
                                     underline=mark == Mark.TARGET))
    top, rest = _fit([label] + _extras(facts, space, bg), width)
    bottom = _troop(facts, bg, looks)
    room = width - sum(len(t) for t, _ in bottom)
    moved, _ = _fit(rest, room - (1 if bottom and rest else 0))
    if moved:
        bottom = bottom + ([(" ", _style(fg, bg))] if bottom else []) + moved
    return _pad(top, width, bg), _pad(bottom, width, bg)


def pyramid_look(view: KemetState | None, width: int) -> Look:
    """Seth's purple pyramid: ``^sp^`` and its level."""
    bg = KIND_BG[PYRAMID]
    pyramid = view.pyramid_at(PYRAMID) if view is not None else None
    level = f"P{pyramid.level}" if pyramid is not None else "P0"
    top = [("^sp^", _style("#c08bf5", bg, True))]
    bottom = [(level, _style(g.COLOUR_HEX["purple"], bg, True))]
    return _pad(top, width, bg), _pad(bottom, width, bg)
