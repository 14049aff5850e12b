"""The numbered move list in notation: White's and Brown's tokens side by side.

It shows the tokens it is given and highlights one ply (the last one in a game, the current step
in a replay). Clicking a token posts :class:`MoveList.PlyChosen`, which the replay viewer uses to
jump; the game screen ignores it.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from kemet_tui.tui.looks.palette import DARK, Palette, follow_palette, palette_of
from kemet_tui.tui.widgets.plain import PlainStatic

NUMBER_WIDTH = 5
TOKEN_WIDTH = 11


def move_rows(tokens: tuple[str, ...], current: int, palette: Palette = DARK) -> Text:
    """The move list as text: ``  1. b1b2        b10b9``; ``current`` is a 1-based ply (drawn
    in the palette's colours for the current move, and in bold, so it shows without colour)."""
    number = Style(color=palette.number)
    if not tokens:
        return Text("No moves yet.", number)
    token = Style(color=palette.text)
    current_style = Style(color=palette.current_fg, bgcolor=palette.current_bg, bold=True)
    lines = []
    for start in range(0, len(tokens), 2):
        line = Text(f"{start // 2 + 1:>3}. ", number)
        for ply in (start + 1, start + 2):
            if ply > len(tokens):
                break
            style = current_style if ply == current else token
            line.append(tokens[ply - 1], style)
            line.append(" " * max(1, TOKEN_WIDTH - len(tokens[ply - 1])))
        lines.append(line)
    return Text("\n").join(lines)


class MoveList(VerticalScroll):
    """A scrolling list of the game's tokens with one ply highlighted."""

    DEFAULT_CSS = """
    MoveList {
        height: 1fr;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    MoveList > Static { width: 100%; }
    """

    class PlyChosen(Message):
        """A token was clicked: show the game after ``ply`` plies."""

        def __init__(self, ply: int) -> None:
            super().__init__()
            self.ply = ply

    tokens: reactive[tuple[str, ...]] = reactive(tuple)
    current: reactive[int] = reactive(0)

    def compose(self) -> ComposeResult:
        yield PlainStatic(id="moves-body")

    def on_mount(self) -> None:
        self.border_title = "Moves"
        follow_palette(self, self._redraw)
        self._redraw()

    def watch_tokens(self) -> None:
        self._redraw()

    def watch_current(self) -> None:
        self._redraw()

    def _redraw(self) -> None:
        if not self.is_mounted:
            return
        self.query_one("#moves-body", Static).update(
            move_rows(self.tokens, self.current, palette_of(self))
        )
        self.call_after_refresh(self._keep_current_visible)

    def _keep_current_visible(self) -> None:
        row = max(self.current - 1, 0) // 2
        top = max(0, row - self.scrollable_content_region.height // 2)
        self.scroll_to(y=top, animate=False, immediate=True)

    def on_click(self, event: events.Click) -> None:
        body = self.query_one("#moves-body", Static)
        offset = event.get_content_offset(body)
        if offset is None:
            return
        ply = self._ply_at(offset.x, offset.y)
        if ply is not None:
            self.post_message(self.PlyChosen(ply))

    def _ply_at(self, x: int, y: int) -> int | None:
        if x < NUMBER_WIDTH:
            return None
        column = 0 if x < NUMBER_WIDTH + TOKEN_WIDTH else 1
        ply = y * 2 + column + 1
        return ply if ply <= len(self.tokens) else None
