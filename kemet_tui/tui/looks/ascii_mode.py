"""The ASCII mode: every character the app draws made plain ASCII, for terminals and fonts
without good Unicode.

It is a Textual line filter (``App.get_line_filters``), so it reaches everything on screen
alike: the frames of boxes and dialogs, the footer and the scrollbars, the Seti board's marks
and Kemet's seat symbols. Each glyph that means something has an ASCII stand-in of its own
(:data:`GLYPHS`: ``♦`` is ``+``, ``☥`` is ``$``...), so the legends, drawn through the same
filter, still say whose symbol is whose. A character keeps its cell width: a wide character
(a player's name may hold one) becomes as many ``?``.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from rich.cells import get_character_cell_size
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

#: the glyphs with a meaning, and the ASCII character that stands for each (one cell)
GLYPHS = {
    # Kemet's seats: the members' symbols by default colour, then Seth's
    "♦": "+",
    "♠": "#",
    "♣": "%",
    "●": "o",
    "▲": "^",
    "■": "=",
    "☥": "$",
    "☼": "A",
    # Kemet's things: creature, sacred temple, a troop in flight, the portal, hidden cards,
    # an obelisk (a pillar: ``!`` is a gate's, ``^`` the yellow member's)
    "✶": "*",
    "⌂": "&",
    "»": ">",
    "⊘": "x",
    "⇄": "@",
    "▒": "?",
    "ˣ": "x",
    "▮": "I",
    # action tokens, the Alliance tiles, the eclipse
    "◆": "G",
    "◇": "S",
    "□": "g",
    "○": "t",
    "◈": "#",
    "◐": "E",
    "░": ".",
    # marks and pointers (⭘ is the icon Textual's header draws at its left)
    "⭘": "o",
    "·": ".",
    "•": "*",
    "…": "~",
    "×": "x",
    "✓": "v",
    "✗": "x",
    "▶": ">",
    "◀": "<",
    "▸": ">",
    "◂": "<",
    "▼": "v",
    "▾": "v",
    "→": ">",
    "←": "<",
    "↑": "^",
    "↓": "v",
    "⏎": "<",
    "⌫": "<",
    "–": "-",
    "—": "-",
    "−": "-",
    "°": "o",
    "§": "S",
    "╲": "\\",
    "╱": "/",
    # the Kemet map's borders: a step across (dashed) against no way (solid), a city's gate;
    # the Nile's waves
    "╎": ":",
    "╌": ".",
    "┇": "!",
    "┅": "=",
    "≈": "~",
    "“": '"',
    "”": '"',
    "‘": "'",
    "’": "'",
}


@lru_cache(maxsize=4096)
def ascii_char(char: str) -> str:
    """The ASCII stand-in for one character, as many cells wide as the character."""
    if char.isascii():
        return char
    if char in GLYPHS:
        return GLYPHS[char]
    width = get_character_cell_size(char)
    if width == 0:
        return ""
    name = unicodedata.name(char, "")
    if name.startswith("BOX DRAWINGS"):
        return _box(name)
    if name.endswith("BLOCK") or "EIGHTH" in name or "QUADRANT" in name:
        return _block(name)
    plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    if len(plain) == width:
        return plain
    return "?" * width


def _box(name: str) -> str:
    if " AND " in name or "ARC" in name or "DIAGONAL CROSS" in name:
        return "+"  # a corner, a tee, a crossing
    if "HORIZONTAL" in name:
        return "-"
    if "VERTICAL" in name:
        return "|"
    return "+"


def _block(name: str) -> str:
    if "LOWER ONE EIGHTH" in name:
        return "_"
    if "UPPER" in name and "EIGHTH" in name:
        return "-"
    if "LEFT" in name or "RIGHT" in name:
        return "|"
    return "#"


@lru_cache(maxsize=8192)
def ascii_text(text: str) -> str:
    return text if text.isascii() else "".join(map(ascii_char, text))


class AsciiFilter(LineFilter):
    """Replace every non-ASCII character of a line by its stand-in; styles are kept."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            segment
            if segment.control or segment.text.isascii()
            else Segment(ascii_text(segment.text), segment.style, segment.control)
            for segment in segments
        ]
