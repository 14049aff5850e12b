"""The Kemet: Seth map: every space at its coordinates, what stands on it, a keyboard cursor.

Attributes down, messages up: the screen hands the board a seat's view (``view``), the spaces
the decision at hand allows (``targets``) and the scale; the board posts
:class:`KemetBoard.SpaceChosen` when a space is picked (Enter, space, or a click) and
:class:`KemetBoard.CursorMoved` when the cursor reaches another space (for the
:class:`~kemet_tui.tui.widgets.kemet.space_panel.SpacePanel`). It owns only what is visual:
the cursor and the scale it was told to use.

Drawing uses the Line API: the background (Nile, roads) is cached per map and scale
(``board_layout``), each box's look is a small hashable value (``board_look``), and a screen row
is cached by the looks of the boxes on it, so a change repaints only the rows it touches.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.color import Color
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from kemet_tui.rules.kemet import KemetState, Troop
from kemet_tui.tui.looks.palette import follow_palette, palette_of
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.board_layout import (
    FILL,
    LEGEND_LINES,
    PYRAMID,
    Layout,
    kemet_map,
    layout,
    nearest,
)
from kemet_tui.tui.widgets.kemet.board_look import (
    SELECTED_SIGN,
    TARGET_SIGN,
    Fill,
    Look,
    Mark,
    Palette,
    box_look,
    fill_of,
    pyramid_look,
)

#: a space's whole look: its box's two lines and its region's fill
SpaceLook = tuple[Look, Fill]
#: every few cells of a target's region carry its sign (the mark is not the colour alone)
DOT_EVERY = 4


def _dotted(text: str, x: int, y: int) -> str:
    return "".join(
        "·" if char == " " and (x + i + 2 * y) % DOT_EVERY == 0 else char
        for i, char in enumerate(text)
    )


#: rows kept: every row of the map at both scales several times over (a cursor walking, the
#: targets of a move), never the rows of a whole game: each row drawn holds its segments
#: and the crops Textual keeps of it, and 4,096 of them were most of the screen's memory
ROWS_KEPT = 512


@lru_cache(maxsize=ROWS_KEPT)
def _row_strip(
    n: int, scale: str, y: int, looks: tuple[SpaceLook, ...], ground: tuple[Style, ...]
) -> Strip:
    """One screen row of the map ``n`` at ``scale``: the regions' runs in their fills, the
    ground, the boxes' lines (``looks``: of the row's spaces, in ``row_spaces`` order)."""
    lay = layout(n, scale)
    pieces = lay.rows[y]
    by_space = dict(zip(lay.row_spaces[y], looks, strict=True))
    segments: list[Segment] = []
    for piece in pieces:
        if len(piece) == 2:
            segments += [Segment(text, style) for text, style in by_space[piece[0]][0][piece[1]]]
            continue
        owner, role, x, text = piece
        look = by_space.get(owner)
        if look is None:
            segments.append(Segment(text, ground[role]))
            continue
        styles, dotted = look[1]
        if dotted and role == FILL:
            text = _dotted(text, x, y)
        segments.append(Segment(text, styles[role]))
    return Strip(segments, lay.width)


@lru_cache(maxsize=16)
def legend_strips(
    seats: tuple[str, ...], width: int, lines: int, looks: g.SeatLooks, style: Style
) -> tuple[Strip, ...]:
    """The key under the map in ``lines`` lines: whose glyph is whose, then the marks on the
    boxes and the brackets round the spaces' codes, flowing from line to line in their order
    (what the last line cannot hold is left out: only the one-line key of a small map does)."""
    first = [
        Segment(
            f"{looks.glyph[seat]}{g.seat_tag(seat)} ",
            style + Style(color=looks.colour[seat], bold=True),
        )
        for seat in seats
    ]
    used = sum(segment.cell_length for segment in first)
    rows = flow_items(LEGEND_ITEMS + CODE_ITEMS, [width - used - 1] + [width - 1] * (lines - 1))
    strips = [Strip(first + [Segment(" " + "  ".join(rows[0]), style)])]
    strips += [Strip([Segment(" " + "  ".join(row), style)]) for row in rows[1:]]
    return tuple(strip.crop_extend(0, width, style) for strip in strips)


#: the key's items, most needed first (a narrow board shows those that fit); a sign and its
#: meaning are a space apart (the ASCII look draws the sign as a letter: "G target")
LEGEND_ITEMS = (
    f"{TARGET_SIGN} target",
    f"{SELECTED_SIGN} picked",
    "╎╌ step",
    f"{g.OBELISK} obelisk",
    f"{g.CREATURE} creature",
    "R2 pyramid",
    f"{g.SACRED}2 sacred",
)
#: what the brackets round a space's code say (a temple's with the PP it gives at night after
#: it, a portal's with its marks: closed, open)
CODE_ITEMS = (
    "[a1b] district",
    "{s1} Seth",
    "<t1>3 temple",
    "<<sa>> Sanctuary",
    "(f1) desert",
    "|o1| obelisk desert",
    f"@p2{g.PORTAL_CLOSED}{g.PORTAL_OPEN} portal",
)


def flow_items(items: tuple[str, ...], rooms: list[int]) -> list[list[str]]:
    """``items`` (two cells apart) in order over lines of ``rooms`` cells each: an item that
    does not fit starts the next line; on the last line what does not fit is left out."""
    rows: list[list[str]] = [[] for _ in rooms]
    line, used = 0, 0
    for item in items:
        need = len(item) + (2 if rows[line] else 0)
        while used + need > rooms[line] and line + 1 < len(rooms):
            line, used = line + 1, 0
            need = len(item)
        if used + need <= rooms[line]:
            rows[line].append(item)
            used += need
    return rows


#: the board's colours by theme: component class -> (Palette field, from its "color" or
#: "background")
PALETTE_CLASSES = {
    "kemet-board--ground": (("board", "bg"), ("text", "fg")),
    "kemet-board--muted": (("muted", "fg"),),
    "kemet-board--desert": (("desert", "bg"), ("edge", "fg")),
    "kemet-board--obelisk": (("obelisk_desert", "bg"),),
    "kemet-board--temple": (("temple", "bg"), ("gold", "fg")),
    "kemet-board--sanctuary": (("sanctuary", "bg"),),
    "kemet-board--water": (("water", "bg"), ("wave", "fg")),
    "kemet-board--bridge": (("bridge", "fg"),),
    "kemet-board--wall": (("wall", "fg"),),
    "kemet-board--target": (("target", "bg"),),
    "kemet-board--selected": (("selected", "bg"),),
    "kemet-board--cursor": (("cursor", "bg"),),
    "kemet-board--good": (("good", "fg"),),
    "kemet-board--bad": (("bad", "fg"),),
}


class KemetBoard(g.SeatLooked, Widget, can_focus=True):
    """The map of a Kemet: Seth game as one seat sees it, with a cursor over the spaces."""

    COMPONENT_CLASSES = set(PALETTE_CLASSES)

    #: every colour of the map from the theme: a light or colour-blind theme draws its own map
    DEFAULT_CSS = """
    KemetBoard {
        width: auto;
        height: auto;
        background: $background;
    }
    KemetBoard > .kemet-board--ground { background: $background; color: $foreground; }
    KemetBoard > .kemet-board--muted { color: $foreground 55%; }
    KemetBoard > .kemet-board--desert { background: $warning 24%; color: $foreground 40%; }
    KemetBoard > .kemet-board--obelisk { background: $warning 32%; }
    KemetBoard > .kemet-board--temple { background: $warning 42%; color: $text-warning; }
    KemetBoard > .kemet-board--sanctuary { background: $warning 62%; }
    KemetBoard > .kemet-board--water { background: $primary 55%; color: $primary-lighten-3; }
    KemetBoard > .kemet-board--bridge { color: $text-warning; }
    KemetBoard > .kemet-board--wall { color: $text-warning; }
    KemetBoard > .kemet-board--target { background: $success 55%; }
    KemetBoard > .kemet-board--selected { background: $warning 75%; }
    KemetBoard > .kemet-board--cursor { background: $primary; }
    KemetBoard > .kemet-board--good { color: $success; }
    KemetBoard > .kemet-board--bad { color: $error; }
    """

    BINDINGS = [
        Binding("up", "move('up')", "Up", show=False, id="kemet-board.up"),
        Binding("down", "move('down')", "Down", show=False, id="kemet-board.down"),
        Binding("left", "move('left')", "Left", show=False, id="kemet-board.left"),
        Binding("right", "move('right')", "Right", show=False, id="kemet-board.right"),
        Binding("enter,space", "choose", "Choose", show=False, id="kemet-board.choose"),
        Binding(
            "right_square_bracket",
            "next_target(1)",
            "Next target",
            show=False,
            id="kemet-board.next-target",
        ),
        Binding(
            "left_square_bracket",
            "next_target(-1)",
            "Previous target",
            show=False,
            id="kemet-board.previous-target",
        ),
    ]

    class SpaceChosen(Message):
        """The player picked ``space_id`` (Enter, space or a click); ``is_target`` says whether
        it is one of the board's ``targets``."""

        def __init__(self, space_id: str, is_target: bool) -> None:
            super().__init__()
            self.space_id = space_id
            self.is_target = is_target

    class CursorMoved(Message):
        """The cursor now stands on ``space_id``."""

        def __init__(self, space_id: str) -> None:
            super().__init__()
            self.space_id = space_id

    #: the seat's view (``ruleset.view(state, seat)``); ``None`` draws the empty map of ``n``
    view: reactive[KemetState | None] = reactive(None, repaint=False)
    #: the Alliance size, for the map when there is no view yet
    n: reactive[int] = reactive(2, layout=True)
    #: ``full`` (160 × 50 layout) or ``compact`` (120 × 40); ``board_layout.scale_for`` picks
    scale: reactive[str] = reactive("full", layout=True)
    #: the space under the cursor ("" before any)
    cursor: reactive[str] = reactive("", repaint=False)
    #: the legal spaces for the decision at hand
    targets: reactive[frozenset[str]] = reactive(frozenset(), repaint=False)
    #: a space already picked in this decision (a moving troop's start), shown in amber
    selected: reactive[str] = reactive("", repaint=False)
    #: troops in flight by the space they stand on (a moving troop, an attacker): not on the
    #: board in the view, drawn after the troop holding the space (``screens/kemet/visitors``)
    visitors: reactive[dict[str, Troop]] = reactive(dict, repaint=False)
    show_cursor: reactive[bool] = reactive(True)
    show_legend: reactive[bool] = reactive(True, layout=True)

    def __init__(
        self,
        view: KemetState | None = None,
        *,
        scale: str = "full",
        targets: frozenset[str] = frozenset(),
        cursor: str = "",
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(KemetBoard.view, view)
        self.set_reactive(KemetBoard.scale, scale)
        self.set_reactive(KemetBoard.targets, frozenset(targets))
        self.set_reactive(KemetBoard.cursor, cursor)
        #: the look each box was last drawn with (to repaint only the boxes that change)
        self._drawn: dict[str, SpaceLook] = {}
        #: the looks of the board as it was last drawn (``frame_looker``)
        self._frame_view: KemetState | None = None
        self._frame_key: tuple | None = None
        self._frame_looks: dict[str, SpaceLook] = {}
        self._frame_look: Callable[[str], SpaceLook] | None = None
        self._palette: Palette | None = None

    # --- geometry ----------------------------------------------------------------------------
    @property
    def alliance_size(self) -> int:
        return self.view.n if self.view is not None else self.n

    @property
    def layout_now(self) -> Layout:
        return layout(self.alliance_size, self.scale)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.layout_now.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.layout_now.height + (self.legend_lines if self.show_legend else 0)

    @property
    def legend_lines(self) -> int:
        return LEGEND_LINES[self.scale]

    def space_region(self, space_id: str) -> Region:
        """The widget-relative rectangle a space's region covers (what a new look repaints)."""
        return Region(*self.layout_now.extents[space_id])

    def space_offset(self, space_id: str) -> tuple[int, int]:
        """The offset of the middle of a space's label (for tests and clicks)."""
        lay = self.layout_now
        box = lay.boxes[space_id]
        return box.col + lay.scale.box_width // 2, box.row

    # --- colours --------------------------------------------------------------------------------
    @property
    def palette(self) -> Palette:
        """The theme's colours for the map, read once per change of style (a new theme)."""
        if self._palette is None:
            self._palette = replace(
                _palette_from(
                    tuple(self.get_component_rich_style(name) for name in PALETTE_CLASSES)
                ),
                okabe=_okabe_of(self),
            )
        return self._palette

    def palette_changed(self) -> None:
        """The app's palette changed (the colour-blind setting): the cities' tints with it."""
        self._palette = None
        self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._palette = None

    # --- the cursor -----------------------------------------------------------------------------
    def on_mount(self) -> None:
        if not self.cursor:
            self.cursor = self._home()
        follow_palette(self, self.palette_changed)

    def _home(self) -> str:
        ids = self.layout_now.space_ids()
        return "sa" if "sa" in ids else ids[0]

    def validate_cursor(self, cursor: str) -> str:
        return cursor if cursor in self.layout_now.boxes and cursor != PYRAMID else self._home()

    def watch_cursor(self, old: str, new: str) -> None:
        lay = self.layout_now
        for space in (old, new):
            if space in lay.boxes:
                self.refresh(self.space_region(space))
        if new and new != old:
            self.post_message(self.CursorMoved(new))
            self.keep_in_sight(new)

    def keep_in_sight(self, space_id: str) -> None:
        """Scroll the frame the map is in (a terminal smaller than the map) so that the
        space under the cursor is seen: the arrows pan the map as they walk it."""
        frame = self.parent
        if space_id in self.layout_now.boxes and isinstance(frame, Widget) and frame.is_scrollable:
            region = self.space_region(space_id).translate(self.virtual_region.offset)
            frame.scroll_to_region(region, animate=False, immediate=True)

    def action_move(self, direction: str) -> None:
        """Walk to the nearest space in ``direction``."""
        found = nearest(self.layout_now, self.cursor or self._home(), direction)
        if found is not None:
            self.cursor = found

    def action_next_target(self, step: int) -> None:
        """Jump to the next (``step`` 1) or previous (-1) target, in the map's order."""
        order = [s for s in self.layout_now.space_ids() if s in self.targets]
        if not order:
            return
        here = order.index(self.cursor) if self.cursor in order else (-1 if step > 0 else 0)
        self.cursor = order[(here + step) % len(order)]

    def action_choose(self) -> None:
        if self.cursor:
            self.post_message(self.SpaceChosen(self.cursor, self.cursor in self.targets))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        space = None if offset is None else self.layout_now.box_at(offset.x, offset.y)
        if space is not None:
            self.cursor = space
            self.focus()
            self.post_message(self.SpaceChosen(space, space in self.targets))

    def watch_view(self, old: KemetState | None, new: KemetState | None) -> None:
        """Another map only when N changes (then the size changes too); another legend when
        the seats change; else only the boxes whose look changed."""
        if new is not None and (old is None or old.n != new.n):
            self.cursor = self.validate_cursor(self.cursor)
            self.refresh(layout=True)
        elif old is None or new is None or old.seat_ids != new.seat_ids:
            self.refresh()
        else:
            self.repaint_changed()

    def show(
        self,
        view: KemetState | None,
        targets: frozenset[str],
        selected: str = "",
        visitors: dict[str, Troop] | None = None,
    ) -> None:
        """Hand the board a view, its marks and the troops in flight at once: one look at
        every box for them all (each alone would look at them all again); only the marked
        boxes and those a troop in flight leaves or reaches when the view is the same."""
        old, targets, visitors = self.view, frozenset(targets), dict(visitors or {})
        marked = (self.targets ^ targets) | ({self.selected, selected} - {""})
        marked |= {
            s
            for s in self.visitors.keys() | visitors.keys()
            if self.visitors.get(s) != visitors.get(s)
        }
        self.set_reactive(KemetBoard.targets, targets)
        self.set_reactive(KemetBoard.selected, selected)
        self.set_reactive(KemetBoard.visitors, visitors)
        self.set_reactive(KemetBoard.view, view)
        if view is not old:
            self.watch_view(old, view)
            return
        boxes = self.layout_now.boxes
        for space_id in marked & boxes.keys():
            self.refresh(self.space_region(space_id))

    def watch_targets(self) -> None:
        self.repaint_changed()

    def watch_selected(self) -> None:
        self.repaint_changed()

    def watch_visitors(self) -> None:
        self.repaint_changed()

    def repaint_changed(self) -> None:
        """Repaint the boxes drawn with another look than they have now (an action changes
        a few spaces; repainting the whole map each time was most of its cost)."""
        drawn, look = self._drawn, self.looker()
        for space_id in self.layout_now.boxes:
            if drawn.get(space_id) != look(space_id):
                self.refresh(self.space_region(space_id))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    # --- drawing -------------------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        lay = self.layout_now
        palette = self.palette
        if y >= lay.height:
            ground = Style(color=palette.muted, bgcolor=palette.board)
            if self.show_legend and y - lay.height < self.legend_lines:
                seats = self.view.seat_ids if self.view is not None else ()
                key = legend_strips(
                    tuple(s for s in seats if g.member_or_seth(s)),
                    lay.width,
                    self.legend_lines,
                    self.looks,
                    ground,
                )
                return key[y - lay.height]
            return Strip.blank(lay.width, ground)
        spaces = lay.row_spaces[y]
        look = self.frame_looker()
        looks = tuple(look(space_id) for space_id in spaces)
        self._drawn.update(zip(spaces, looks, strict=True))
        return _row_strip(lay.n, lay.scale.name, y, looks, palette.ground())

    def frame_looker(self) -> Callable[[str], SpaceLook]:
        """:meth:`looker`, its answers kept while the board stays as it is: a region spans
        several rows, and a repaint asks for its look on each of them."""
        cursor = self.cursor if self.show_cursor and self.has_focus else None
        key = (
            self.targets,
            self.selected,
            self.visitors,
            cursor,
            self.looks,
            self.palette,
            self.layout_now.n,
            self.scale,
        )
        if self._frame_view is not self.view or self._frame_key != key:
            self._frame_view, self._frame_key, self._frame_looks = self.view, key, {}
            self._frame_look = self.looker()
        known, look = self._frame_looks, self._frame_look

        def cached(space_id: str) -> SpaceLook:
            found = known.get(space_id)
            if found is None:
                found = known[space_id] = look(space_id)
            return found

        return cached

    def look(self, space_id: str) -> Look:
        """The two lines of a space's box as they are drawn now."""
        return self.looker()(space_id)[0]

    def fill(self, space_id: str) -> Fill:
        """A space's region as it is drawn now: its styles and whether it is dotted."""
        return self.looker()(space_id)[1]

    def looker(self) -> Callable[[str], SpaceLook]:
        """The look of a space for the board as it is now, its attributes read once: a row
        looks at several spaces, and reading a reactive costs more than drawing a box from its
        cache."""
        view, looks, visitors = self.view, self.looks, self.visitors
        targets, selected = self.targets, self.selected
        width = self.layout_now.scale.box_width
        spaces = kemet_map(self.alliance_size)
        cursor = self.cursor if self.show_cursor and self.has_focus else None
        palette = self.palette

        def look(space_id: str) -> SpaceLook:
            if space_id == PYRAMID:
                return pyramid_look(view, width, looks, palette), NO_FILL
            space = spaces.space(space_id)
            mark, here = mark_for(space_id, targets, selected), space_id == cursor
            return (
                box_look(view, space, width, mark, here, looks, visitors.get(space_id), palette),
                fill_of(space, mark, here, looks, palette),
            )

        return look

    def mark_of(self, space_id: str) -> Mark:
        return mark_for(space_id, self.targets, self.selected)


NO_FILL: Fill = ((), False)


def _okabe_of(widget: Widget) -> str:
    """``dark`` or ``light`` when the app draws in colour-blind-safe colours, else ""."""
    palette = palette_of(widget)
    if not palette.name.startswith("colour-blind"):
        return ""
    return "dark" if palette.dark else "light"


def _hex(colour) -> str | None:
    """A style's colour as ``#rrggbb``; None for none and for the terminal's own default
    colour (Textual's ANSI themes), which has no value to blend or shade with, so the map's
    own colour stays. A named terminal colour is taken at its usual value."""
    if colour is None or colour.is_default:
        return None
    return Color(*colour.get_truecolor()).hex


def _palette_from(styles: tuple[Style, ...]) -> Palette:
    """A :class:`Palette` from the component styles in ``PALETTE_CLASSES`` order (a colour the
    theme leaves unset keeps the default)."""
    values = {}
    for style, fields in zip(styles, PALETTE_CLASSES.values(), strict=True):
        for field, part in fields:
            found = _hex(style.bgcolor if part == "bg" else style.color)
            if found is not None:
                values[field] = found
    return Palette(**values)


def mark_for(space_id: str, targets: frozenset[str], selected: str) -> Mark:
    """A target of the decision at hand, the space selected, or neither."""
    if space_id in targets:
        return Mark.TARGET
    if space_id == selected:
        return Mark.SELECTED
    return Mark.NONE


__all__ = ["KemetBoard"]
