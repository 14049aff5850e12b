"""The action boards: an Alliance member's action pyramid, and Seth's board.

``PyramidBoard`` shows the board of ``seat`` in ``view``: a member's pyramid (rows 1 to 3, the
tokens on its spaces, which rows still need one of his tokens by the end of the Day: the row
rule) or, for ``seth``, his purple and yellow spaces with the tokens of every colour on them.
``choices`` lights up the spaces the decision at hand allows; the arrows walk between spaces
and Enter, space or a click posts :class:`PyramidBoard.BoardSpaceChosen`. The screen can turn
the decision's legal tokens into ``choices`` with :func:`choices_from_tokens`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.message import Message
from textual.reactive import reactive

from kemet_tui.rules.kemet import SETH, KemetState, placement_choice, split_token
from kemet_tui.rules.kemet.view import boards
from kemet_tui.rules.kemet.view.space_facts import action_facts
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.picker import Picker, Spot
from kemet_tui.tui.widgets.plain import plain

CELL = 11  # cell width, the gap included
LEFT = 8  # the row labels' column
SHORT = {
    "move": "Move",
    "recruit": "Recruit",
    "raise_pyramid": "Raise",
    "pray": "Pray",
    "buy_white": "Buy white",
    "buy_red": "Buy red",
    "buy_blue": "Buy blue",
    "buy_black": "Buy black",
    "furious_invasion": "Invasion",
    "buy_purple": "Buy purple",
    "invocation": "Invoke",
    "corrupt_creature": "Creature",
    "destroy_two_units": "Destroy 2",
    "corrupt_pyramid": "Pyramid",
    "corrupt_troop": "Troop",
}
SPACE_BG = {"alliance": "#2a2f3a", "purple": "#3a2a52", "yellow": "#4a4220"}
CHOICE_BG, CURSOR_BG, CURSOR_CHOICE_BG = "#2f6b3d", "#3d6fd6", "#46b565"


@dataclass(frozen=True, slots=True)
class Cell:
    space: boards.Space
    line: int  # the first of its two text lines
    x: int


def cells_of(view: KemetState | None, seat: str) -> tuple[tuple[str, tuple[Cell, ...]], ...]:
    """The board's rows, top first: (row label, cells), centred like a pyramid for members."""
    if seat == SETH:
        spaces = boards.seth_spaces()
        purple = [s for s in spaces if s.colour == "purple"]
        rows = [
            ("Purple", purple[:4]),
            ("", purple[4:]),
            ("Yellow", [s for s in spaces if s.colour == "yellow"]),
        ]
    else:
        spaces = boards.member_spaces(view.ta_seti if view is not None else False)
        rows = [(f"Row {r}", [s for s in spaces if s.row == r]) for r in (1, 2, 3)]
    widest = max(len(r) for _, r in rows)
    out = []
    for index, (label, row) in enumerate(rows):
        indent = 0 if seat == SETH else (widest - len(row)) * CELL // 2
        cells = tuple(Cell(s, 1 + index * 3, LEFT + indent + k * CELL) for k, s in enumerate(row))
        out.append((label, cells))
    return tuple(out)


def choices_from_tokens(view: KemetState, seat: str, tokens: Iterable[str]) -> frozenset[str]:
    """The board spaces named by placement tokens (``act:pray2``, ``act:move@a2``…)."""
    out = set()
    for token in tokens:
        action = split_token(token)
        if action.verb != "act":
            continue
        short = placement_choice(action.args[0]).short if action.args else ""
        space = boards.space_named(view, seat, short)
        if space is not None:
            out.add(space.id)
    return frozenset(out)


class PyramidBoard(g.SeatLooked, Picker):
    """One seat's action board (a member's pyramid or Seth's board) with its tokens."""

    DEFAULT_CSS = """
    PyramidBoard {
        width: auto;
        height: auto;
        padding: 0 1;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
    }
    PyramidBoard:focus { border: round $accent; }
    """

    class BoardSpaceChosen(Message):
        """The player picked the board space ``space_id`` (its data id; ``short`` is the name
        tokens use, ``act:<short>``); ``is_choice`` says whether ``choices`` allows it."""

        def __init__(self, space_id: str, short: str, is_choice: bool) -> None:
            super().__init__()
            self.space_id = space_id
            self.short = short
            self.is_choice = is_choice

    REDRAWN_BY = ("view", "choices")

    view: reactive[KemetState | None] = reactive(None, repaint=False)
    #: whose board: a member ``a1``..``a5`` or ``seth``
    seat: reactive[str] = reactive("a1", repaint=False)
    #: the space ids the decision allows
    choices: reactive[frozenset[str]] = reactive(frozenset(), repaint=False)

    def __init__(
        self,
        view: KemetState | None = None,
        seat: str = "a1",
        *,
        choices: frozenset[str] = frozenset(),
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(PyramidBoard.view, view)
        self.set_reactive(PyramidBoard.seat, seat)
        self.set_reactive(PyramidBoard.choices, frozenset(choices))

    # --- geometry and input ----------------------------------------------------------------------
    @property
    def rows(self) -> tuple[tuple[str, tuple[Cell, ...]], ...]:
        return cells_of(self.view, self.seat)

    def cells(self) -> list[Cell]:
        return [cell for _, row in self.rows for cell in row]

    def spots(self) -> list[Spot]:
        return [Spot(c.space.id, c.line, c.x, CELL - 1, 2) for c in self.cells()]

    def on_mount(self) -> None:
        self.watch_seat(self.seat)

    def watch_seat(self, seat: str) -> None:
        self.border_title = plain(
            "Seth's board" if seat == SETH else f"{g.seat_name(self.view, seat)}'s pyramid"
        )
        ids = [c.space.id for c in self.cells()]
        if self.cursor not in ids:
            self.cursor = ids[0]
        self.redraw()

    def picked(self, key: str) -> None:
        space = next(c.space for c in self.cells() if c.space.id == key)
        self.post_message(self.BoardSpaceChosen(space.id, space.short, space.id in self.choices))

    # --- drawing --------------------------------------------------------------------------------
    def render(self) -> Text:
        view, seat = self.view, self.seat
        if view is not None and seat not in view.seat_ids:
            return Text(f"No seat {seat} in this game.", g.MUTED)
        lines = [self._header(view, seat)]
        for label, row in self.rows:
            top = Text(f"{label:<6}", g.MUTED)
            top.append_text(self._row_rule(view, seat, row))
            bottom = Text(" " * LEFT)
            for cell in row:
                self._pad_to(top, cell.x)
                self._pad_to(bottom, cell.x)
                top.append_text(self._label(cell))
                bottom.append_text(self._tokens(cell))
            lines += [top, bottom, Text("")]
        lines[-1] = self._legend(view, seat)
        lines += self._facts(view, seat)
        return Text("\n").join(lines)

    def _facts(self, view: KemetState | None, seat: str) -> list[Text]:
        """Each action of the board once, with its cost and effect for this seat now."""
        if view is None:
            return []
        lines = [Text("")]
        spaces = {c.space.action: c.space for c in self.cells()}
        for action, space in spaces.items():
            cost, effect = action_facts(view, seat, action)
            line = Text()
            line.append(f"{SHORT.get(action, space.short):<11}", Style(bold=True))
            line.append(f"{cost}: " if cost else "", g.MUTED)
            line.append(effect)
            lines.append(line)
        return lines

    @staticmethod
    def _pad_to(text: Text, x: int) -> None:
        if text.cell_len < x:
            text.append(" " * (x - text.cell_len))

    def _bg(self, space: boards.Space) -> str:
        chosen = space.id in self.choices
        if self.is_cursor(space.id):
            return CURSOR_CHOICE_BG if chosen else CURSOR_BG
        if chosen:
            return CHOICE_BG
        return SPACE_BG.get(space.colour or "alliance", SPACE_BG["alliance"])

    def _label(self, cell: Cell) -> Text:
        space = cell.space
        chosen = space.id in self.choices
        fg = "#f2cf4a" if space.colour == "yellow" else "#e4e6ec"
        style = Style(color=fg, bgcolor=self._bg(space), bold=chosen, underline=chosen)
        return Text(f"{SHORT.get(space.action, space.short):^{CELL - 1}}", style)

    def _tokens(self, cell: Cell) -> Text:
        bg = self._bg(cell.space)
        view = self.view
        tokens = (
            [t.token for t in view.tokens_on(self.seat) if t.space == cell.space.id]
            if view is not None
            else []
        )
        text = Text()
        for token in tokens:
            glyph, colour = g.token_look(token, self.seat, self.looks)
            text.append(glyph, Style(color=colour, bgcolor=bg, bold=True))
        width = CELL - 1
        left = (width - len(tokens)) // 2
        out = Text(" " * left, Style(bgcolor=bg))
        out.append_text(text)
        out.append(" " * (width - left - len(tokens)), Style(bgcolor=bg))
        return out

    def _row_rule(self, view: KemetState | None, seat: str, row: tuple[Cell, ...]) -> Text:
        if seat == SETH or view is None or not row:
            return Text("")
        has = row[0].space.row in boards.rows_with_tokens(view, seat)
        return Text("✓" if has else "✗", g.GOOD if has else g.GOLD)

    def _header(self, view: KemetState | None, seat: str) -> Text:
        if view is None:
            return Text("")
        text = Text("Tokens left: ", g.MUTED)
        for token in view.seat(seat).tokens:
            glyph, colour = g.token_look(token, seat, self.looks)
            text.append(glyph, Style(color=colour, bold=True))
        text.append(f" ({len(view.seat(seat).tokens)})", g.MUTED)
        extras = boards.unused_extras(view, seat)
        if extras:
            text.append("  extra: ", g.MUTED)
            for token in extras:
                glyph, colour = g.token_look(token, seat, self.looks)
                text.append(f"{glyph}{boards.token_title(token)} ", Style(color=colour))
        return text

    def _legend(self, view: KemetState | None, seat: str) -> Text:
        if seat == SETH:
            text = g.styled("☥ purple  ", Style(color=self.looks.colour[SETH]))
            text.append("yellow spaces act against the token's member", g.MUTED)
            return text
        rows = {cell.space.row for _, row in self.rows for cell in row}
        if view is not None and rows <= set(boards.rows_with_tokens(view, seat)):
            text = g.styled("✓", g.GOOD)
            text.append(" every row has one of your tokens today", g.MUTED)
            return text
        text = g.styled("✗", g.GOLD)
        text.append(" this row still needs one of your tokens today", g.MUTED)
        return text


__all__ = ["CELL", "PyramidBoard", "cells_of", "choices_from_tokens"]
