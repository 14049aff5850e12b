"""The hint's panel: the strongest bot's answers for the seat asked, each with its reason,
whole. The status line has two rows, too few for three answers and their reasons on a small
terminal; this panel wraps them above the answers instead, one line (or more) a reason, and
keeps to a few rows so the answers below keep theirs (what still does not fit scrolls).

A hint holds for the position it was asked in (``at``, any value that changes with the
position): the screen asks :meth:`HintPanel.keep_only` at every redraw and the panel goes once
the game moved on, behind a curtain with the rest. The words are built as Rich ``Text``, never
parsed as markup.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll

from kemet_tui.tui.looks.palette import DARK, Palette, follow_palette, palette_of
from kemet_tui.tui.widgets.plain import PlainStatic, plain


def grouped(answers: Sequence[Any]) -> list[tuple[list[str], str]]:
    """The answers by reason, in order (the bot's own choice first): answers that share a
    reason share its line."""
    groups: dict[str, list[str]] = {}
    for answer in answers:
        groups.setdefault(answer.reason, []).append(answer.token)
    return [(tokens, reason) for reason, tokens in groups.items()]


def hint_text(answers: Sequence[Any], palette: Palette = DARK) -> Text:
    """One line a reason: its answers' tokens (the bot's own choice first, underlined), then
    why."""
    strong = Style(color=palette.strong, bold=True)
    text = Text()
    for index, (tokens, reason) in enumerate(grouped(answers)):
        if index:
            text.append("\n")
        for at, token in enumerate(tokens):
            if at:
                text.append(" or ")
            chosen = any(a.chosen and a.token == token for a in answers)
            text.append(token, strong + Style(underline=True) if chosen else strong)
        text.append(f" — {reason}")
    return text


class HintPanel(VerticalScroll, can_focus=False):
    """The hint asked for the position on screen, titled by whom it is for; hidden with none.
    It takes no focus, so the keys stay with the answers."""

    DEFAULT_CSS = """
    HintPanel { height: auto; max-height: 12; border: round $success;
                border-title-color: $success; border-subtitle-color: $text-muted;
                padding: 0 1; display: none; scrollbar-size-vertical: 1; }
    HintPanel > PlainStatic { height: auto; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        #: the answers shown (empty: none) and the position they are for
        self.answers: tuple[Any, ...] = ()
        self.at: Hashable = None
        #: kept out of sight while the screen shows something else in the answers' place
        self.held = False
        self._title = ("", "")

    @property
    def shown(self) -> bool:
        return bool(self.answers)

    def compose(self) -> ComposeResult:
        yield PlainStatic(id="hint-body")

    def on_mount(self) -> None:
        follow_palette(self, self._redraw)

    def show(self, label: str, bot: str, answers: Sequence[Any], at: Hashable) -> None:
        """Show ``bot``'s ``answers`` for ``label``'s question in the position ``at``."""
        self.answers, self.at = tuple(answers), at
        self._title = (f"Hint for {label}", f"first: {bot}'s choice")
        self._redraw()

    def clear(self) -> None:
        """Hide the hint (the position moved on, a curtain came, the player put it away)."""
        if self.answers:
            self.answers, self.at = (), None
            self._redraw()

    def hold(self, held: bool) -> None:
        """Keep the hint out of sight (``held``) or bring it back, without forgetting it."""
        if held != self.held:
            self.held = held
            self.display = self.shown and not held

    def keep_only(self, at: Hashable) -> None:
        """Hide the hint unless it is for the position ``at``."""
        if self.answers and at != self.at:
            self.clear()

    def _redraw(self) -> None:
        self.display = self.shown and not self.held
        body = self.query_one("#hint-body", PlainStatic)
        if not self.shown:
            body.update("")
            return
        self.border_title = plain(self._title[0])
        self.border_subtitle = plain(self._title[1])
        body.update(hint_text(self.answers, palette_of(self)))
        self.scroll_home(animate=False)
