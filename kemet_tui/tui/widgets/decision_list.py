"""The list of legal answers in the decision panel: one highlighted, chosen with Enter or a click.

It looks and answers to the keys as Textual's ``OptionList`` does (the same colours for a line
highlighted with or without the focus and under the mouse; up, down, home, end, page up and
down, Enter), but it is a :class:`ScrolledRows`: a new list of answers repaints the lines that
differ and lays nothing out again, and an answer's lines drawn before (the same key, text and
look at the same width) are not drawn again. Answers come and go with every action, and most
are seen again a few actions later ("Pass", the action spaces, the same troop's moves).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.strip import Strip
from textual.visual import Visual, visualize

from kemet_tui.tui.widgets.scrolled_rows import ScrolledRows

#: drawn answers kept (a few dozen distinct answers come up in a game's stretch)
DRAWN_KEPT = 256

OPTION, HIGHLIGHTED, HOVER = (
    "decision-list--option",
    "decision-list--highlighted",
    "decision-list--hover",
)


class DecisionList(ScrolledRows, can_focus=True):
    """Answers as lines of text (wrapped to the list's width); ``highlighted`` is the one
    Enter chooses."""

    DEFAULT_CSS = """
    DecisionList {
        height: 1fr;
        color: $foreground;
        background: $surface;
        border: tall $border-blurred;
        & > .decision-list--highlighted {
            color: $foreground;
            background: $block-cursor-blurred-background;
            text-style: $block-cursor-blurred-text-style;
        }
        & > .decision-list--hover { background: $block-hover-background; }
        &:focus {
            border: tall $border;
            background-tint: $foreground 5%;
            & > .decision-list--highlighted {
                color: $block-cursor-foreground;
                background: $block-cursor-background;
                text-style: $block-cursor-text-style;
            }
        }
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {OPTION, HIGHLIGHTED, HOVER}

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor_up", "Up", show=False),
        Binding("down", "cursor_down", "Down", show=False),
        Binding("home", "first", "First", show=False),
        Binding("end", "last", "Last", show=False),
        Binding("pageup", "page_up", "Page up", show=False),
        Binding("pagedown", "page_down", "Page down", show=False),
        Binding("enter", "select", "Select", show=False),
    ]

    class AnswerMessage(Message):
        """Something happened to the answer at ``index`` of ``decision_list``."""

        def __init__(self, decision_list: DecisionList, index: int) -> None:
            super().__init__()
            self.decision_list = decision_list
            self.index = index

        @property
        def control(self) -> DecisionList:
            return self.decision_list

    class Selected(AnswerMessage):
        """The answer at ``index`` was chosen (Enter or a click)."""

    class Highlighted(AnswerMessage):
        """The answer at ``index`` is highlighted now (the table may show what it names)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._answers: tuple[Text, ...] = ()
        self._highlighted: int | None = None
        self._hover: int | None = None
        #: the first row of each answer, as last drawn
        self._starts: list[int] = []
        self._drawn: dict[tuple, list[Strip]] = {}

    # --- the answers -------------------------------------------------------------------------
    @property
    def answers(self) -> tuple[Text, ...]:
        return self._answers

    def show_answers(self, answers: Sequence[Text]) -> None:
        """A new list: the first answer highlighted, shown from the top."""
        self._answers = tuple(answers)
        self._highlighted = 0 if answers else None
        self._hover = None
        self.top, self.at_end = 0, False
        self.rows_changed()

    @property
    def highlighted(self) -> int | None:
        """The answer Enter chooses (``None``: the list is empty)."""
        return self._highlighted

    @highlighted.setter
    def highlighted(self, index: int | None) -> None:
        if index is not None and self._answers:
            index = max(0, min(index, len(self._answers) - 1))
        else:
            index = None
        if index != self._highlighted:
            self._highlighted = index
            self.rows_changed()
            if index is not None:
                self.post_message(self.Highlighted(self, index))
        self.scroll_to_highlight()

    def scroll_to_highlight(self) -> None:
        """Scroll the least that shows the highlighted answer whole (its top if it is taller
        than the list)."""
        index = self._highlighted
        if index is None or not self.size:
            return
        rows, starts = self.rows, self._starts
        first = starts[index]
        last = (starts[index + 1] if index + 1 < len(starts) else len(rows)) - 1
        if first < self.top:
            self.scroll_to_row(first)
        elif last >= self.top + self.page:
            self.scroll_to_row(min(first, last - self.page + 1))

    # --- drawing -----------------------------------------------------------------------------
    def draw_rows(self, width: int) -> list[Strip]:
        rows: list[Strip] = []
        self._starts = []
        if len(self._drawn) > DRAWN_KEPT:
            self._drawn.clear()
        for index, answer in enumerate(self._answers):
            self._starts.append(len(rows))
            rows += self._draw_answer(answer, width, self._look(index))
        return rows

    def _look(self, index: int) -> str:
        if index == self._highlighted:
            return HIGHLIGHTED
        return HOVER if index == self._hover else OPTION

    def _draw_answer(self, answer: Text, width: int, look: str) -> list[Strip]:
        """The answer's lines as ``OptionList`` draws an option, filled to the width."""
        style = (
            self.get_visual_style(OPTION, look) if look != OPTION else self.get_visual_style(OPTION)
        )
        key = (answer.plain, tuple(answer.spans), width, style)
        strips = self._drawn.get(key)
        if strips is None:
            strips = Visual.to_strips(self, visualize(self, answer), width, None, style)
            strips = [strip.extend_cell_length(width, style.rich_style) for strip in strips]
            self._drawn[key] = strips
        return strips

    def row_style(self):
        return self.get_visual_style(OPTION).rich_style

    def answer_at(self, row: int) -> int | None:
        """The answer drawn on content row ``row`` of the list (``None``: none)."""
        row += self.top
        if row < 0 or not self._starts or row >= len(self.rows):
            return None
        return self._answer_on(row)

    def _answer_on(self, row: int) -> int:
        """The answer whose lines hold content row ``row`` (counted from the first row)."""
        return bisect_right(self._starts, row) - 1

    # --- keys --------------------------------------------------------------------------------
    def action_cursor_up(self) -> None:
        if self._highlighted is not None:
            self.highlighted = max(0, self._highlighted - 1)

    def action_cursor_down(self) -> None:
        if self._highlighted is not None:
            self.highlighted = self._highlighted + 1

    def action_first(self) -> None:
        self.highlighted = 0

    def action_last(self) -> None:
        self.highlighted = len(self._answers) - 1

    def action_page_up(self) -> None:
        self._move_page(-1)

    def action_page_down(self) -> None:
        self._move_page(1)

    def _move_page(self, direction: int) -> None:
        """Highlight the answer about one list's height away."""
        if self._highlighted is None:
            return
        rows = len(self.rows)
        row = max(0, min(rows - 1, self._starts[self._highlighted] + direction * self.page))
        self.highlighted = self._answer_on(row)

    def action_select(self) -> None:
        if self._highlighted is not None:
            self.post_message(self.Selected(self, self._highlighted))

    # --- the mouse ---------------------------------------------------------------------------
    def on_click(self, event: events.Click) -> None:
        if self.on_bar(event) is not None:
            return
        offset = event.get_content_offset(self)
        index = None if offset is None else self.answer_at(offset.y)
        if index is not None:
            self.highlighted = index
            self.action_select()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        offset = event.get_content_offset(self)
        over = None
        if offset is not None and self.on_bar(event) is None:
            over = self.answer_at(offset.y)
        self._set_hover(over)

    def on_leave(self, _: events.Leave) -> None:
        self._set_hover(None)

    def _set_hover(self, index: int | None) -> None:
        if index != self._hover:
            self._hover = index
            self.rows_changed()


__all__ = ["DecisionList"]
