"""Drawing a Kemet map in text cells, shared by the plain-text sketch (``board_sketch.py``,
docs/kemet-map.md) and the board widget (``tui/widgets/kemet/board_layout.py``), so both draw a
road and label a space the same way. Pure: no Textual, no Rich.

- :data:`BRACKETS`: the brackets around a space's id by its kind (``(f1)`` desert, ``|o1|``
  obelisk desert, ``<t1>`` temple, ``<<sa>>`` Sanctuary, ``[a1a]`` district, ``{s1}`` sector of
  Seth's city, ``@p1`` portal);
- :func:`line`: the cells of a straight line between two cells (Bresenham), both ends
  included, for the roads and the Nile.
"""

from __future__ import annotations

BRACKETS = {
    "desert": ("(", ")"),
    "obelisk_desert": ("|", "|"),
    "temple": ("<", ">"),
    "sanctuary": ("<<", ">>"),
    "district": ("[", "]"),
    "seth_district": ("{", "}"),
    "portal": ("@", ""),
}


def line(x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int]]:
    """The cells of a straight line (Bresenham), both ends included: every cell touches the
    next one, so a road drawn this way has no gap at any slope."""
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
