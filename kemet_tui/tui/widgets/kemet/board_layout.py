"""Where things go on the Kemet board widget: the map's 96 × 36 grid scaled to a size, each space
a region of cells round its label box, the Nile a band of water between the banks.

Everything is derived from the map's data (``rulesets/kemet-seth/board.toml``): a space's box
(its label and troop, two lines) sits at its coordinates, and every other cell of the map goes
to the space whose box is nearest among those on the same bank, so editing a coordinate moves
a region. The Nile's polylines are rasterised into water; the cells it cuts off from each other
are the banks (found by flood fill, so the delta arms need no special case). A harbour edge is
drawn as a bridge over the water between its two quays. Region borders are lines drawn inside
the left or upper region of the two: dashed (``╎ ╌``) where the two spaces are a step apart on
the map's graph, solid where no way leads across, so the picture never shows a way the rules do
not have. The border of a walled district (or of Seth's city) is a wall, dashed (``┇ ┅``) where
it is the district's gate, a step to the space outside. A space's full name, or its short name
from the data, is written in a free row of its region when one is wide enough. A space whose
data says ``obelisk = true`` (a temple, the Sanctuary, an obelisk desert) has the obelisk's
sign ``▮`` in the free cell of its region nearest its box.

Two scales (``SCALES``): ``full`` for the 160 × 50 layout (boxes 8 wide, 108 × 41 with the
key's two lines) and ``compact`` for 120 × 40 (boxes 6 wide, 84 × 35 with its one line, a row
more than the view: the map scrolls there). A city on the map's edge is walled along it, and a
row under the lowest boxes holds the wall there. Columns are ``floor(x · sx)``,
so two spaces 8 columns apart on the grid are always ``8 · sx`` apart on screen: boxes never
touch sideways. Everything here is cached per (N, scale): the widget lays the looks over it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from math import floor

from kemet_tui.rules.kemet.view.content import KemetMap, Space, data, line
from kemet_tui.tui.widgets.kemet.glyphs import OBELISK


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
#: a row under the lowest boxes: the wall of a city at the map's foot runs there, below its
#: boxes (without it the bottom city had no wall under it and read as cut off)
EDGE_ROWS = 1
#: the pseudo-space of Seth's pyramid (drawn, never chosen)
PYRAMID = "sp"
#: owners of the cells that are no space: the Nile, a harbour's bridge, land beyond every region
WATER, BRIDGE, OPEN = "~", "=", "."
#: a cell is no space's when its nearest box is farther than this (in columns; a row counts
#: ``ROW_ASPECT`` columns)
REACH = 9.0

#: the parts of a region's background, each drawn in its own style (``board_look.Fill``); the
#: thin lines between regions are part of the fill (drawn in its colour for lines), so that
#: a row is few segments; SIGN is the obelisk's sign
FILL, WALL, NAME, SIGN = 0, 1, 2, 3
#: the parts of the cells that are no space's (``board_look.Palette.ground``)
WATER_ROLE, WAVE_ROLE, BRIDGE_ROLE, OPEN_ROLE = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
class Box:
    """A space's box: top-left column and row, and its centre on the grid (for directions)."""

    id: str
    col: int
    row: int
    gx: int
    gy: int


#: a piece of a screen row: a box line (space id, line), or a run of background cells
#: (owner, role, first column, text) whose owner is a space id or WATER/BRIDGE/OPEN
Piece = tuple[str, int] | tuple[str, int, int, str]


@dataclass(frozen=True)
class Layout:
    """A map at one scale: its size, boxes, regions and the background split into pieces."""

    n: int
    scale: Scale
    width: int
    height: int
    boxes: dict[str, Box]
    #: per screen row: the pieces left to right
    rows: tuple[tuple[Piece, ...], ...]
    #: per screen row: the spaces (and PYRAMID) drawn on it, in first-seen order
    row_spaces: tuple[tuple[str, ...], ...]
    #: the owner of every cell, row by row
    owners: tuple[tuple[str, ...], ...]
    #: per space: the rectangle (x, y, width, height) its region and box cover
    extents: dict[str, tuple[int, int, int, int]]

    def box_at(self, x: int, y: int) -> str | None:
        """The space whose region covers the cell (x, y), if any (Seth's pyramid excluded)."""
        if not (0 <= y < self.height and 0 <= x < self.width):
            return None
        owner = self.owners[y][x]
        return owner if owner in self.boxes and owner != PYRAMID else None

    def space_ids(self) -> tuple[str, ...]:
        return tuple(b for b in self.boxes if b != PYRAMID)


def kemet_map(n: int) -> KemetMap:
    return data().maps.for_alliance(n)


#: the legend's lines under the map at each scale: at full size a second line explains the
#: codes of the spaces (``[a1b]``, ``{s1}``...); the compact one keeps what fits in one
LEGEND_LINES = {"full": 2, "compact": 1}


def board_size(n: int, scale: str, legend: bool = True) -> tuple[int, int]:
    """(width, height) the board takes at ``scale`` (the screen uses it to pick a scale)."""
    lay = layout(n, scale)
    return lay.width, lay.height + (LEGEND_LINES[scale] if legend else 0)


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


@lru_cache(maxsize=16)
def layout(n: int, scale_name: str) -> Layout:
    return build_layout(kemet_map(n), scale_name)


def build_layout(m: KemetMap, scale_name: str) -> Layout:
    """The layout of map ``m`` at a scale (``layout`` caches it for the game's own maps)."""
    scale = SCALES[scale_name]
    width = _col(m.width, scale)
    height = _row(GRID_ROWS - BOX_LINES, scale) + BOX_LINES + EDGE_ROWS
    half = scale.box_width // 2
    boxes = {s.id: Box(s.id, _col(s.x, scale) - half, _row(s.y, scale), s.x, s.y) for s in m.spaces}
    sp = m.seth_pyramid
    boxes[PYRAMID] = Box(PYRAMID, _col(sp.x, scale) - half, _row(sp.y, scale), sp.x, sp.y)
    owners = Regions(m, scale, boxes, width, height).owners()
    roles = [[FILL] * width for _ in range(height)]
    chars = [[" "] * width for _ in range(height)]
    _draw_ground(owners, roles, chars)
    _draw_bridges(m, boxes, scale.box_width, owners, roles, chars)
    _draw_borders(m, owners, roles, chars)
    _write_names(m, owners, roles, chars, boxes, scale.box_width)
    _place_obelisks(m, owners, roles, chars, boxes, scale.box_width)
    rows = tuple(
        _split_row(y, owners[y], roles[y], chars[y], boxes, scale.box_width) for y in range(height)
    )
    row_spaces = tuple(tuple(dict.fromkeys(p[0] for p in row if p[0] in boxes)) for row in rows)
    frozen = tuple(tuple(row) for row in owners)
    return Layout(
        m.alliance,
        scale,
        width,
        height,
        boxes,
        rows,
        row_spaces,
        frozen,
        _extents(frozen, boxes, scale.box_width),
    )


# --- regions ------------------------------------------------------------------------------------
class Regions:
    """Which space owns each cell: its box's cells, then the nearest box on the same bank."""

    def __init__(
        self, m: KemetMap, scale: Scale, boxes: dict[str, Box], width: int, height: int
    ) -> None:
        self.m, self.scale, self.boxes = m, scale, boxes
        self.width, self.height = width, height
        self.box_width = scale.box_width

    def owners(self) -> list[list[str]]:
        water = self.water()
        banks = self.banks(water)
        owners = [[OPEN] * self.width for _ in range(self.height)]
        covered = self.box_cells()
        seeds = [
            (box, self.bank_of(box, banks)) for box in self.boxes.values() if box.id != PYRAMID
        ]
        for y in range(self.height):
            for x in range(self.width):
                if (x, y) in covered:
                    owners[y][x] = covered[(x, y)]
                elif (x, y) in water:
                    owners[y][x] = WATER
                else:
                    owners[y][x] = self.nearest(x, y, banks.get((x, y)), seeds)
        return owners

    def box_cells(self) -> dict[tuple[int, int], str]:
        return {
            (box.col + dx, box.row + dy): box.id
            for box in self.boxes.values()
            for dx in range(self.box_width)
            for dy in range(BOX_LINES)
        }

    def water(self) -> set[tuple[int, int]]:
        """The Nile: each polyline's cells, three wide where it runs steeply (centred between
        the boxes of the quays either side), one tall where it runs flat."""
        cells: set[tuple[int, int]] = set()
        for polyline in self.m.nile:
            points = [self.cell_of(x, y) for x, y in polyline]
            for a, b in zip(points, points[1:], strict=False):
                steep = abs(b[1] - a[1]) * ROW_ASPECT >= abs(b[0] - a[0])
                for x, y in line(*a, *b):
                    for dx in (-2, -1, 0) if steep else (0,):
                        if 0 <= x + dx < self.width and 0 <= y < self.height:
                            cells.add((x + dx, y))
        return cells

    def cell_of(self, x: int, y: int) -> tuple[int, int]:
        """A grid point's cell; a point on the grid's border goes to the screen's border (so
        a river that leaves the map cuts the land there too)."""
        col, row = _col(x, self.scale), _row(y, self.scale)
        if x >= self.m.width - 1:
            col = self.width - 1
        if y >= self.m.height - 1:
            row = self.height - 1
        return col, row

    def banks(self, water: set[tuple[int, int]]) -> dict[tuple[int, int], int]:
        """Each land cell's bank: the 4-connected pieces of land the water leaves."""
        bank: dict[tuple[int, int], int] = {}
        for start in ((x, y) for y in range(self.height) for x in range(self.width)):
            if start in water or start in bank:
                continue
            label, todo = len(set(bank.values())), [start]
            bank[start] = label
            while todo:
                x, y = todo.pop()
                for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if (
                        0 <= cell[0] < self.width
                        and 0 <= cell[1] < self.height
                        and cell not in water
                        and cell not in bank
                    ):
                        bank[cell] = label
                        todo.append(cell)
        return bank

    def bank_of(self, box: Box, banks: dict[tuple[int, int], int]) -> int | None:
        """The bank most of a box's cells stand on (a box may overhang the water)."""
        found = Counter(
            banks[(box.col + dx, box.row + dy)]
            for dx in range(self.box_width)
            for dy in range(BOX_LINES)
            if (box.col + dx, box.row + dy) in banks
        )
        return found.most_common(1)[0][0] if found else None

    def nearest(self, x: int, y: int, bank: int | None, seeds) -> str:
        best, best_key = OPEN, None
        for box, seed_bank in seeds:
            if seed_bank != bank:
                continue
            dx = max(0, box.col - x, x - (box.col + self.box_width - 1))
            dy = max(0, box.row - y, y - (box.row + BOX_LINES - 1)) * ROW_ASPECT
            far = dx * dx + dy * dy
            centre = abs(x - box.col - self.box_width / 2) + abs(y - box.row - 0.5) * ROW_ASPECT
            key = (far, centre)
            if best_key is None or key < best_key:
                best, best_key = box.id, key
        if best_key is None or best_key[0] > REACH * REACH:
            return OPEN
        return best


def _draw_ground(owners, roles, chars) -> None:
    """Waves on the water (a ripple every few cells, shifted row by row), dots on open land."""
    for y, row in enumerate(owners):
        for x, owner in enumerate(row):
            if owner == WATER:
                wave = (x + 3 * y) % 5 == 0
                roles[y][x] = WAVE_ROLE if wave else WATER_ROLE
                chars[y][x] = "≈" if wave else " "
            elif owner == OPEN:
                roles[y][x] = OPEN_ROLE
                chars[y][x] = "·" if (x + 2 * y) % 6 == 0 else " "


def _draw_bridges(m: KemetMap, boxes: dict[str, Box], box_width: int, owners, roles, chars) -> None:
    """A harbour edge: ``═`` on the water between the two quays' boxes, on their first line."""
    for edge in m.edges:
        if edge.kind != "harbour":
            continue
        a, b = sorted((boxes[edge.a], boxes[edge.b]), key=lambda box: box.col)
        y = a.row
        for x in range(a.col + box_width, b.col):
            if owners[y][x] in (WATER, BRIDGE):
                owners[y][x], roles[y][x], chars[y][x] = BRIDGE, BRIDGE_ROLE, "═"


def _is_space(owner: str) -> bool:
    return owner not in (WATER, BRIDGE, OPEN)


def _draw_borders(m: KemetMap, owners, roles, chars) -> None:
    """A thin line where a region meets another (or water, or open land) to its right or
    below, drawn in the region's own last cell (its fill); a wall round each city, inside
    it."""
    height, width = len(owners), len(owners[0])
    spaces = {s.id: s for s in m.spaces}
    steps = _steps(m)

    def owner(x: int, y: int) -> str | None:
        return owners[y][x] if 0 <= x < width and 0 <= y < height else None

    for y in range(height):
        for x in range(width):
            here = owners[y][x]
            if here not in spaces:
                continue
            city = _city(spaces[here])
            if city is not None:
                around = (owner(x, y - 1), owner(x + 1, y), owner(x, y + 1), owner(x - 1, y))
                # the map's edge counts as outside: a city there is walled on that side too
                sides = tuple(other is None or _city(spaces.get(other)) != city for other in around)
                if any(sides):
                    outside = {other for other, facing in zip(around, sides) if facing}
                    chars[y][x], roles[y][x] = _wall_char(here, sides, outside, steps), WALL
                    continue
            right, below = owner(x + 1, y), owner(x, y + 1)
            side = _thin_line(here, right, city, spaces)
            under = _thin_line(here, below, city, spaces)
            if side and under:
                chars[y][x] = "┘"
            elif side:
                chars[y][x] = "╎" if frozenset((here, right)) in steps else "│"
            elif under:
                chars[y][x] = "╌" if frozenset((here, below)) in steps else "─"


def _steps(m: KemetMap) -> frozenset[frozenset[str]]:
    """The pairs of spaces one step apart over land (a wall's gate included): where two
    regions meet, their border shows whether the way is open."""
    return frozenset(frozenset((e.a, e.b)) for e in m.edges if e.kind in ("land", "wall"))


def _wall_char(
    here: str,
    sides: tuple[bool, bool, bool, bool],
    outside: set[str | None],
    steps: frozenset[frozenset[str]],
) -> str:
    """A wall cell: a gate (dashed) on a straight stretch facing only the space a step away,
    else the wall's own line or corner."""
    char = WALL_CHARS[sides]
    if char in GATE_CHARS and all(frozenset((here, o)) in steps for o in outside):
        return GATE_CHARS[char]
    return char


#: a straight wall and its gate
GATE_CHARS = {"┃": "┇", "━": "┅"}


def _city(space: Space | None) -> str | None:
    return space.owner if space is not None and space.walled else None


def _thin_line(here: str, other: str | None, city: str | None, spaces) -> bool:
    """A thin line between two regions, but none where a city's wall stands (the city draws
    its wall on its own side)."""
    if other is None or other == here:
        return False
    return _city(spaces.get(other)) in (None, city)


def _wall_chars() -> dict[tuple[bool, bool, bool, bool], str]:
    """A wall cell's character by the sides (up, right, down, left) that face outside."""
    out = {}
    for code in range(1, 16):
        up, right, down, left = (bool(code & bit) for bit in (1, 2, 4, 8))
        vertical, horizontal = left or right, up or down
        if vertical and horizontal:
            char = {(True, True): "┗", (True, False): "┏", (False, True): "┛", (False, False): "┓"}[
                (left, down)
            ]
            if left and right or up and down:
                char = "╋"
        else:
            char = "┃" if vertical else "━"
        out[(up, right, down, left)] = char
    return out


WALL_CHARS = _wall_chars()


def display_name(space: Space) -> tuple[str, ...]:
    """What may be written in a space's region, longest first: its name, its short name."""
    names = [space.name]
    if space.short:
        names.append(space.short)
    return tuple(names)


def _write_names(m: KemetMap, owners, roles, chars, boxes: dict[str, Box], box_width: int) -> None:
    """Each space's name on the row just above its box, over it, when its region has room
    there: the full name, else the short one, else none (a name anywhere else would read as
    another space's)."""
    for space in m.spaces:
        box = boxes[space.id]
        span = _span_above(space.id, owners, roles, box, box_width)
        if span is None:
            continue
        start, end = span
        name = next((n for n in display_name(space) if len(n) <= end - start), None)
        if name is None:
            continue
        centre = box.col + box_width // 2
        x = min(max(centre - len(name) // 2, start), end - len(name))
        y = box.row - 1
        for offset, char in enumerate(name):
            chars[y][x + offset], roles[y][x + offset] = char, NAME


def _span_above(space_id: str, owners, roles, box: Box, box_width: int) -> tuple[int, int] | None:
    """(start, end) of the region's plain fill on the row above its box, in the run that
    overlaps the box's columns, a cell of margin kept at each end."""
    y = box.row - 1
    if y < 0:
        return None
    row = owners[y]

    def free(x: int) -> bool:
        return 0 <= x < len(row) and row[x] == space_id and roles[y][x] == FILL

    seed = next((x for x in range(box.col, box.col + box_width) if free(x)), None)
    if seed is None:
        return None
    start = end = seed
    while free(start - 1):
        start -= 1
    while free(end + 1):
        end += 1
    start, end = start + (start > 0), end + 1 - (end + 1 < len(row))
    return (start, end) if end > start else None


def _place_obelisks(
    m: KemetMap, owners, roles, chars, boxes: dict[str, Box], box_width: int
) -> None:
    """The obelisk's sign in the patch of every space whose data gives it one (a teleport lands
    there, the Great Ceremony needs the deserts), in the free cell nearest its box: never on
    the box (its label, troop and marks), a border or a name."""
    for space in m.spaces:
        if not space.obelisk:
            continue
        cell = _sign_cell(space.id, owners, roles, chars, boxes[space.id], box_width)
        if cell is not None:
            x, y = cell
            chars[y][x], roles[y][x] = OBELISK, SIGN


def _sign_cell(
    space_id: str, owners, roles, chars, box: Box, box_width: int
) -> tuple[int, int] | None:
    """The plain cell of a space's patch nearest its box (a row counting ``ROW_ASPECT``
    columns; at equal distance one on the box's rows, then one to its right: beside the label
    it reads as the space's). A cell touching a name is left out: the sign never joins a word."""

    def free(x: int, y: int) -> bool:
        row = owners[y]
        in_box = 0 <= x - box.col < box_width and 0 <= y - box.row < BOX_LINES
        return (
            not in_box
            and row[x] == space_id
            and roles[y][x] == FILL
            and chars[y][x] == " "
            and all(not 0 <= x + dx < len(row) or roles[y][x + dx] != NAME for dx in (-1, 1))
        )

    def key(cell: tuple[int, int]) -> tuple[float, int, int, int]:
        x, y = cell
        dx = max(0, box.col - x, x - (box.col + box_width - 1))
        dy = max(0, box.row - y, y - (box.row + BOX_LINES - 1))
        return dx + dy * ROW_ASPECT, dy, x < box.col, abs(y - box.row)

    cells = [cell for cell in _reach(box, box_width, len(owners[0]), len(owners)) if free(*cell)]
    return min(cells, key=key, default=None)


def _reach(box: Box, box_width: int, width: int, height: int):
    """The cells a region can hold: no farther from its box than ``REACH`` (``Regions``)."""
    across, down = int(REACH), int(REACH / ROW_ASPECT)
    for y in range(max(0, box.row - down), min(height, box.row + BOX_LINES + down)):
        for x in range(max(0, box.col - across), min(width, box.col + box_width + across)):
            yield x, y


def _split_row(
    y: int,
    owners: list[str],
    roles: list[int],
    chars: list[str],
    boxes: dict[str, Box],
    box_width: int,
) -> tuple[Piece, ...]:
    """Row ``y`` as box lines and runs of one owner and role, left to right."""
    slots = {box.col: box.id for box in boxes.values() if 0 <= y - box.row < BOX_LINES}
    pieces: list[Piece] = []
    x, width = 0, len(owners)
    while x < width:
        if x in slots:
            space = slots[x]
            pieces.append((space, y - boxes[space].row))
            x += box_width
            continue
        start, key = x, (owners[x], roles[x])
        while x < width and x not in slots and (owners[x], roles[x]) == key:
            x += 1
        pieces.append((key[0], key[1], start, "".join(chars[start:x])))
    return tuple(pieces)


def _extents(owners, boxes: dict[str, Box], box_width: int) -> dict[str, tuple[int, int, int, int]]:
    """The rectangle each space's cells cover (what to repaint when its look changes)."""
    found: dict[str, list[int]] = {}
    for y, row in enumerate(owners):
        for x, owner in enumerate(row):
            if owner in boxes:
                box = found.setdefault(owner, [x, y, x, y])
                box[0], box[1] = min(box[0], x), min(box[1], y)
                box[2], box[3] = max(box[2], x), max(box[3], y)
    return {space: (x0, y0, x1 - x0 + 1, y1 - y0 + 1) for space, (x0, y0, x1, y1) in found.items()}


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
