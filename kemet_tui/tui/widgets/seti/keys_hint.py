"""A short reminder of the keys the footer has no room for (draw, resign, auto-turn...).

The footer shows the commands of the moment; this box lists the rest in three lines so that no
command is hidden from a player who never opens the help or the command palette.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text

from kemet_tui.tui.looks.palette import DARK, Palette, follow_palette, palette_of
from kemet_tui.tui.widgets.plain import PlainStatic

#: rows of (key, what it does)
GAME_KEYS = (
    (("↑↓←→/hjkl", "cursor"), ("⏎", "pick"), ("Esc", "cancel")),
    (("D", "draw"), ("R", "resign"), ("A", "auto-turn"), ("^o", "load")),
    (("^n", "new"), ("v", "review"), ("q", "title"), ("^p", "commands")),
)


def keys_text(rows: Sequence[Sequence[tuple[str, str]]], palette: Palette = DARK) -> Text:
    """``key what · key what`` lines, keys in bold and the footer's colour."""
    key_style, text_style = Style(color=palette.key, bold=True), Style(color=palette.soft)
    lines = []
    for row in rows:
        line = Text()
        for index, (key, what) in enumerate(row):
            if index:
                line.append(" · ", text_style)
            line.append(key, key_style)
            line.append(f" {what}", text_style)
        lines.append(line)
    return Text("\n").join(lines)


class KeysHint(PlainStatic):
    """Three lines of keys beneath the move list."""

    DEFAULT_CSS = """
    KeysHint { height: auto; padding: 0 1; }
    """

    def __init__(self, rows: Sequence[Sequence[tuple[str, str]]] = GAME_KEYS, **kwargs) -> None:
        super().__init__(keys_text(rows), **kwargs)
        self.rows = rows

    def on_mount(self) -> None:
        follow_palette(self, self._redraw)
        self._redraw()

    def _redraw(self) -> None:
        self.update(keys_text(self.rows, palette_of(self)))
