"""Where things go on the Kemet board widget: the map's 96 × 36 grid scaled to a size, one box per
space, and the background drawn once per map and scale (the Nile, the roads between spaces).

Two scales (``SCALES``): ``full`` for the 160 × 50 layout (boxes 8 wide, 108 × 39 with the
legend line) and ``compact`` for 120 × 40 (boxes 6 wide, 84 × 34). A space's box is two lines: its
label (kind brackets as in ``docs/kemet-map.md``: ``(f1)`` desert, ``|o1|`` obelisk desert, ``<t1>``
temple, ``<<sa>>`` Sanctuary, ``[a1a]`` district, ``{s1}`` Seth's sector, ``@p1`` portal) and
what stands there. Columns are ``floor(x · sx)``, so two spaces 8 columns apart on the grid are
always ``8 · sx`` apart on screen, never less: boxes never touch sideways. Everything here is
cached per (N, scale): the widget only lays the boxes over it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import floor

from rich.segment import Segment
from rich.style import Style

from kemet_tui.rules.kemet.data.board import KemetMap
from kemet_tui.rules.kemet.data import grid
from kemet_tui.rules.kemet.mechanics.effects import data


@dataclass(frozen=True, slots=True)
class Scale:
    name: str
    sx: float
    sy: float
    box_width: int


SCALES = {
    "full": Scale("full", 9 / 8, 7 / 6, 8),
    "compact": Scale("compact", 7 / 8, 1.0, 6),
}
#: grid rows that hold spaces (0..32: the lowest space is on row 31, its box two lines); the
#: Nile's last rows below them are left out
GRID_ROWS = 33
BOX_LINES = 2
BOARD_BG = "#15181e"
NILE = Style(color="#3f7fb8", bgcolor=BOARD_BG)
ROAD = Style(color="#565d6b", bgcolor=BOARD_BG)
WALL = Style(color="#a07d4a", bgcolor=BOARD_BG)
HARBOUR = Style(color="#5fb8d6", bgcolor=BOARD_BG, bold=True)
BLANK = Style(bgcolor=BOARD_BG)
#: a space's label brackets by kind, as the map sketch draws them (``board_look`` reads them here)
BRACKETS = grid.BRACKETS
#: the pseudo-space of Seth's pyramid (drawn, never chosen)
PYRAMID = "sp"


@dataclass(frozen=True, slots=True)
class Box:
    """A space's box: top-left column and row, and its centre on the grid (for directions)."""

    id: str
    col: int
    row: int
    gx: int
    gy: int


@dataclass(frozen=True)
class Layout:
    """A map at one scale: its size, boxes, and the background split around the boxes."""

    n: int
    scale: Scale
    width: int
    height: int
    boxes: dict[str, Box]
    #: per screen row: pieces in order, either a tuple of Segments (background) or
    #: (space id, line of its box)
    rows: tuple[tuple[tuple[Segment, ...] | tuple[str, int], ...], ...]

    def box_at(self, x: int, y: int) -> str | None:
        """The space whose box covers the cell (x, y), if any (Seth's pyramid excluded)."""
        for box in self.boxes.values():
            if box.id != PYRAMID and box.col <= x < box.col + self.scale.box_width \
                    and box.row <= y < box.row + BOX_LINES:
                return box.id
        return None

    def space_ids(self) -> tuple[str, ...]:
        return tuple(b for b in self.boxes if b != PYRAMID)


def kemet_map(n: int) -> KemetMap:
    return data().maps.for_alliance(n)


def board_size(n: int, scale: str, legend: bool = True) -> tuple[int, int]:
    """(width, height) the board takes at ``scale`` (the screen uses it to pick a scale)."""
    lay = layout(n, scale)
    return lay.width, lay.height + (1 if legend else 0)


def scale_for(n: int, width: int, height: int, legend: bool = True) -> str:
    """The largest scale whose board fits in ``width`` × ``height`` (``compact`` if none)."""
    for name in ("full", "compact"):
        w, h = board_size(n, name, legend)
        if w <= width and h <= height:
            return name
    return "compact"


def _col(x: float, scale: Scale) -> int:
    return floor(x * scale.sx)


def _row(y: float, scale: Scale) -> int:
    return floor(y * scale.sy)


def _strokes(cells: list[tuple[int, int]]) -> list[str]:
    """A character for each cell of a road: ``─`` ``│`` where it runs straight, ``╲`` ``╱``
    where it steps diagonally (judged by the moves into and out of the cell)."""
    out = []
    for index, (x, y) in enumerate(cells):
        before = cells[index - 1] if index else None
        after = cells[index + 1] if index + 1 < len(cells) else None
        moves = [(x - before[0], y - before[1])] if before else []
        moves += [(after[0] - x, after[1] - y)] if after else []
        out.append(_char(moves))
    return out


def _char(moves: list[tuple[int, int]]) -> str:
    if any(dx == 0 for dx, _ in moves):
        return "│"
    diagonal = [(dx, dy) for dx, dy in moves if dy != 0]
    if not diagonal:
        return "─"
    dx, dy = diagonal[0]
    return "╲" if (dx > 0) == (dy > 0) else "╱"


@lru_cache(maxsize=16)
def layout(n: int, scale_name: str) -> Layout:
    scale = SCALES[scale_name]
    m = kemet_map(n)
    width = _col(m.width, scale)
    height = _row(GRID_ROWS - BOX_LINES, scale) + BOX_LINES
    half = scale.box_width // 2
    boxes = {s.id: Box(s.id, _col(s.x, scale) - half, _row(s.y, scale), s.x, s.y)
             for s in m.spaces}
    sp = m.seth_pyramid
    boxes[PYRAMID] = Box(PYRAMID, _col(sp.x, scale) - half, _row(sp.y, scale), sp.x, sp.y)
    chars = [[" "] * width for _ in range(height)]
    styles = [[BLANK] * width for _ in range(height)]
    covered = _covered(boxes.values(), scale.box_width)
    _draw_nile(m, scale, chars, styles)
    _draw_roads(m, scale, boxes, chars, styles, covered)
    rows = tuple(_split_row(y, chars[y], styles[y], boxes.values(), scale.box_width)
                 for y in range(height))
    return Layout(n, scale, width, height, boxes, rows)


def _covered(boxes, box_width: int) -> set[tuple[int, int]]:
    return {(box.col + dx, box.row + dy) for box in boxes
            for dx in range(box_width) for dy in range(BOX_LINES)}


def _put(chars, styles, x: int, y: int, char: str, style: Style) -> None:
    if 0 <= y < len(chars) and 0 <= x < len(chars[y]):
        chars[y][x], styles[y][x] = char, style


def _draw_nile(m: KemetMap, scale: Scale, chars, styles) -> None:
    for polyline in m.nile:
        for (x0, y0), (x1, y1) in zip(polyline, polyline[1:], strict=False):
            a, b = (_col(x0, scale), _row(y0, scale)), (_col(x1, scale), _row(y1, scale))
            for x, y in grid.line(*a, *b):
                _put(chars, styles, x, y, "~", NILE)
                _put(chars, styles, x + 1, y, "~", NILE)


def _draw_roads(m: KemetMap, scale: Scale, boxes: dict[str, Box], chars, styles,
                covered: set[tuple[int, int]]) -> None:
    half = scale.box_width // 2
    for edge in m.edges:
        if edge.kind == "portal":
            continue
        a, b = sorted((boxes[edge.a], boxes[edge.b]), key=lambda box: box.row)
        # from the upper box's second line down to the lower box's first (same row: first)
        start = (a.col + half, a.row + (1 if b.row > a.row else 0))
        end = (b.col + half, b.row)
        cells = grid.line(*start, *end)
        strokes = ["═"] * len(cells) if edge.kind == "harbour" else _strokes(cells)
        style = {"harbour": HARBOUR, "wall": WALL}.get(edge.kind, ROAD)
        for (x, y), char in zip(cells, strokes, strict=True):
            if (x, y) not in covered:
                _put(chars, styles, x, y, char, style)


def _split_row(y: int, chars: list[str], styles: list[Style], boxes, box_width: int
               ) -> tuple[tuple[Segment, ...] | tuple[str, int], ...]:
    """Row ``y`` as background runs and box slots, left to right."""
    starts = sorted((box.col, box.id, y - box.row) for box in boxes
                    if 0 <= y - box.row < BOX_LINES)
    pieces: list = []
    x = 0
    for col, space, line in starts:
        if col > x:
            pieces.append(_runs(chars[x:col], styles[x:col]))
        pieces.append((space, line))
        x = col + box_width
    if x < len(chars):
        pieces.append(_runs(chars[x:], styles[x:]))
    return tuple(pieces)


def _runs(chars: list[str], styles: list[Style]) -> tuple[Segment, ...]:
    """Characters grouped into segments of one style."""
    out: list[Segment] = []
    text, style = "", None
    for char, cell in zip(chars, styles, strict=True):
        if cell is style:
            text += char
            continue
        if text:
            out.append(Segment(text, style))
        text, style = char, cell
    if text:
        out.append(Segment(text, style))
    return tuple(out)


# --- the keyboard cursor ------------------------------------------------------------------------
#: a grid row is drawn about as tall as this many grid columns are wide
ROW_ASPECT = 2.0
DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
#: a space counts as lying in a direction when it is at most this many times as far aside as
#: ahead (a cone of about 63° each side)
CONE = 2


def nearest(lay: Layout, start: str, direction: str) -> str | None:
    """The space nearest to ``start`` in ``direction`` (``up``/``down``/``left``/``right``):
    among the spaces in that direction's cone, the one with the smallest distance ahead plus
    twice the distance aside; ``None`` when nothing lies that way."""
    if start not in lay.boxes:
        return None
    ux, uy = DIRECTIONS[direction]
    here = lay.boxes[start]
    best, best_score = None, 0.0
    for box in lay.boxes.values():
        if box.id in (start, PYRAMID):
            continue
        dx, dy = box.gx - here.gx, (box.gy - here.gy) * ROW_ASPECT
        ahead = dx * ux + dy * uy
        if ahead <= 0:
            continue
        aside = abs(dx * uy) + abs(dy * ux)
        if aside > CONE * ahead:
            continue
        score = ahead + 2 * aside
        if best is None or score < best_score:
            best, best_score = box.id, score
    return best
