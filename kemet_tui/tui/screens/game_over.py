"""The end of a game: who won (``White wins``, ``Brown wins`` or ``Draw``), why, and what next.

A modal over the final position, so the board stays visible behind it. It dismisses with the
player's choice (``"new"``, ``"review"``, ``"report"``, ``"title"`` or ``"board"``) and the game screen acts.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button

from kemet_tui.core import Outcome
from kemet_tui.tui.looks.resources import DIALOG_CSS
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.plain import PlainStatic


def headline(outcome: Outcome) -> str:
    """``White wins``, ``Brown wins``, ``Draw`` or ``Unfinished`` (a self-play round cap)."""
    if outcome.unfinished:
        return "Unfinished"
    if outcome.is_draw:
        return "Draw"
    return " and ".join(seat.capitalize() for seat in outcome.winners) + " wins"


def byline(outcome: Outcome, labels: dict[str, str]) -> str:
    """Who beat whom, by the players' names (empty when the names are just the colours)."""
    if not outcome.winners or all(label == seat.capitalize() for seat, label in labels.items()):
        return ""
    winners = [labels[s] for s in outcome.winners]
    losers = [label for seat, label in labels.items() if seat not in outcome.winners]
    return f"{' and '.join(winners)} beat {' and '.join(losers)}."


class ResultDialog(ModalScreen[str]):
    """The shared end-of-game dialog: headline, reason, byline and one button per choice;
    dismisses with the choice. Each game's dialog sets its bindings and ``CHOICES``."""

    CSS_PATH = DIALOG_CSS

    #: (button id, label) in order; the first is focused and the Enter default
    CHOICES: tuple[tuple[str, str], ...] = (
        ("new", "New game (n)"),
        ("review", "Review (v)"),
        ("report", "Report (r)"),
        ("title", "Title (t)"),
        ("board", "Board (Esc)"),
    )

    def __init__(self, outcome: Outcome, labels: dict[str, str]) -> None:
        super().__init__()
        self.outcome = outcome
        self.labels = labels

    def headline_text(self) -> str:
        return headline(self.outcome)

    def byline_text(self) -> str:
        return byline(self.outcome, self.labels)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="game-over") as box:
            box.border_title = "Game over"
            yield PlainStatic(self.headline_text(), id="over-headline")
            yield PlainStatic(self.outcome.reason, id="over-reason")
            yield PlainStatic(self.byline_text(), id="over-byline")
            with Horizontal(classes="dialog-buttons"):
                for index, (choice, label) in enumerate(self.CHOICES):
                    yield Button(label, variant="primary" if index == 0 else "default", id=choice)

    @while_shown
    def on_mount(self) -> None:
        self.query_one(f"#{self.CHOICES[0][0]}", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "board")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


class GameOverDialog(ResultDialog):
    """Announce the result; offer a new game, a review of the moves, the report, the title,
    or the board."""

    BINDINGS = [
        Binding("n", "choose('new')", "New game", id="over.new"),
        Binding("v", "choose('review')", "Review", id="over.review"),
        Binding("r", "choose('report')", "Report", id="over.report"),
        Binding("t", "choose('title')", "Title", id="over.title"),
        Binding("escape,b", "choose('board')", "Board", id="over.board"),
    ]
