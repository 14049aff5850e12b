"""The end of a Kemet game: which side won (Seth, the Alliance, or nobody) and why.

A modal beside the final position, which is shown in its public view: the game is over, but
the hands are still nobody else's business. It dismisses with ``"new"``, ``"report"``,
``"title"`` or ``"board"`` and the game screen acts.
"""

from __future__ import annotations

from textual.binding import Binding

from kemet_tui.core import Outcome
from kemet_tui.rules.kemet import SETH, KemetState, is_member
from kemet_tui.rules.kemet.view.names import seat_name
from kemet_tui.tui.looks.resources import DIALOG_CSS, KEMET_CSS
from kemet_tui.tui.screens.game_over import ResultDialog


def headline(outcome: Outcome) -> str:
    """``Seth wins``, ``The Alliance wins`` or ``Draw``."""
    if not outcome.winners:
        return "Draw: no side wins"
    if outcome.winners == (SETH,):
        return "Seth wins"
    return "The Alliance wins"


def byline(outcome: Outcome, state: KemetState) -> str:
    """The winners by name: ``Seth (Ann)`` or ``A1 (Bob), A2 (Cy)``."""
    if not outcome.winners:
        return ""
    names = [seat_name(state, seat) for seat in outcome.winners]
    side = "the Alliance: " if all(is_member(s) for s in outcome.winners) else ""
    return f"Well played, {side}{', '.join(names)}."


class KemetGameOver(ResultDialog):
    """Announce the result; offer a new game, the game's report, the title, or the final
    board."""

    CSS_PATH = [DIALOG_CSS, KEMET_CSS]

    BINDINGS = [
        Binding("n", "choose('new')", "New game", id="kemet-over.new"),
        Binding("r", "choose('report')", "Report", id="kemet-over.report"),
        Binding("t", "choose('title')", "Title", id="kemet-over.title"),
        Binding("escape,b", "choose('board')", "Board", id="kemet-over.board"),
    ]
    CHOICES = (
        ("new", "New game (n)"),
        ("report", "Report (r)"),
        ("title", "Title (t)"),
        ("board", "Board (Esc)"),
    )

    def __init__(self, outcome: Outcome, state: KemetState) -> None:
        super().__init__(outcome, {})
        self.state = state

    def headline_text(self) -> str:
        return headline(self.outcome)

    def byline_text(self) -> str:
        return byline(self.outcome, self.state)
