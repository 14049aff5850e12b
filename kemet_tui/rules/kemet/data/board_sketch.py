"""A plain-text sketch of a Kemet: Seth map, drawn from its coordinates (for docs and debugging).

``python -m kemet_tui.rules.kemet.data.board_sketch [N]`` prints the sketch of each map. Pure
text: no Textual, no Rich. Labels are centred on each space's ``x``; the bracket shows the kind:

    (f1) desert      |o1| obelisk desert   <t1> temple   <<sa>> Sanctuary of All Gods
    [a1a] district   {s1} sector of Seth's city   ^sp^ Seth's pyramid   @p1 @p2 portal pair

Edges are drawn as ``- | / \\`` (``=`` for a harbour crossing); the Nile is ``~``; the portal
link P1–P2 is not drawn (its two ends carry ``@``).
"""

from __future__ import annotations

import sys

from kemet_tui.rules.kemet.data.board import KemetMap, Space, load_maps

_BRACKETS = {
    "desert": ("(", ")"),
    "obelisk_desert": ("|", "|"),
    "temple": ("<", ">"),
    "sanctuary": ("<<", ">>"),
    "district": ("[", "]"),
    "seth_district": ("{", "}"),
    "portal": ("@", ""),
}
LEGEND = (
    "(f1) desert  |o1| obelisk desert  <t1> temple  <<sa>> Sanctuary  [a1a] district  "
    "{s1} Seth's sector  ^sp^ Seth's pyramid  @p1/@p2 portal pair  = harbour  ~ Nile"
)


def label(space: Space) -> str:
    left, right = _BRACKETS[space.kind]
    return f"{left}{space.id}{right}"


def _line(x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int]]:
    """The cells of a straight line (Bresenham), both ends included."""
    cells = []
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
    err = dx + dy
    while True:
        cells.append((x0, y0))
        if (x0, y0) == (x1, y1):
            return cells
        twice = 2 * err
        if twice >= dy:
            err += dy
            x0 += sx
        if twice <= dx:
            err += dx
            y0 += sy


def _stroke(dx: int, dy: int) -> str:
    """The character for a line going dx columns and dy rows (a row is about 2 columns tall)."""
    if abs(dy) * 4 <= abs(dx):
        return "-"
    if abs(dx) <= abs(dy):
        return "|"
    return "\\" if (dx > 0) == (dy > 0) else "/"


class _Canvas:
    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.rows = [[" "] * width for _ in range(height)]

    def put(self, x: int, y: int, char: str, over: str = " ") -> None:
        if 0 <= x < self.width and 0 <= y < self.height and self.rows[y][x] in over:
            self.rows[y][x] = char

    def text(self, x: int, y: int, word: str) -> None:
        start = max(0, min(self.width - len(word), x - len(word) // 2))
        for i, char in enumerate(word):
            self.put(start + i, y, char, over=self.rows[y][start + i])

    def render(self) -> str:
        return "\n".join("".join(row).rstrip() for row in self.rows)


def render_map(kemet_map: KemetMap, edges: bool = True) -> str:
    """The map as ``height`` lines of text at most ``width`` wide."""
    canvas = _Canvas(kemet_map.width, kemet_map.height)
    for polyline in kemet_map.nile:
        for (x0, y0), (x1, y1) in zip(polyline, polyline[1:], strict=False):
            for x, y in _line(x0, y0, x1, y1):
                canvas.put(x, y, "~")
    if edges:
        _draw_edges(kemet_map, canvas)
    for space in kemet_map.spaces:
        canvas.text(space.x, space.y, label(space))
    pyramid = kemet_map.seth_pyramid
    canvas.text(pyramid.x, pyramid.y, f"^{pyramid.id}^")
    return canvas.render()


def _draw_edges(kemet_map: KemetMap, canvas: _Canvas) -> None:
    for edge in kemet_map.edges:
        if edge.kind == "portal":
            continue
        a, b = kemet_map.space(edge.a), kemet_map.space(edge.b)
        char = "=" if edge.kind == "harbour" else _stroke(b.x - a.x, b.y - a.y)
        for x, y in _line(a.x, a.y, b.x, b.y)[1:-1]:
            canvas.put(x, y, char, over=" ~" if edge.kind == "harbour" else " ")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    wanted = {int(a) for a in args} or {2, 3, 4, 5}
    for kemet_map in load_maps().maps:
        if kemet_map.alliance in wanted:
            print(f"N = {kemet_map.alliance}: {kemet_map.title}")
            print(render_map(kemet_map))
            print()
    print(LEGEND)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
