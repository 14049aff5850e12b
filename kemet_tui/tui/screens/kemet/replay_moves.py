"""The replay's move list: one line per step, the log as a spectator reads it.

Line ``k`` is ply ``k`` as the game's log writes it for nobody's seat (``panels.ply_line`` with
``seat=None``: public events only, and "(a secret choice)" for an answer that is a seat's
secret); line 0 is the start. Only the steps up to the one on screen are told: a later line
would show a card played later, which is in someone's hand now, so later lines only say who
plays. The screen keeps the highlight on its step; a click or the arrows in the list move the
highlight, and the screen follows it (``OptionList.OptionHighlighted``).
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from kemet_tui.core import Engine
from kemet_tui.rules.kemet import SETH
from kemet_tui.rules.kemet.view.names import seat_code
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.seats import SeatStyle, badge
from kemet_tui.tui.widgets.steady_select import SteadyPages

START = "The game begins: the seats set up."


def start_line() -> Text:
    text = Text()
    text.append(f"{0:>4} ", style=panels.DIM)
    text.append(START, style="bold")
    return text


def step_lines(engine: Engine, looks: dict[str, SeatStyle]) -> list[Text]:
    """The start, then every ply as the public log writes it."""
    labels: dict[tuple[int, str], str] = {}
    plies = [
        panels.ply_line(engine, index, None, looks, labels) for index in range(len(engine.plies))
    ]
    return [start_line(), *marked(engine, plies)]


#: the mark of a ply its seat played after asking for a hint (the record notes the asking)
HINTED = " · after a hint"


def marked(engine: Engine, plies: list[Text]) -> list[Text]:
    """The ply lines, each played after a hint marked so (``Engine.hints_at``)."""
    out = []
    for index, line in enumerate(plies):
        if engine.hints_at(index):
            line = line.copy()
            line.append(HINTED, style=panels.DIM)
        out.append(line)
    return out


def head_line(engine: Engine, index: int, looks: dict[str, SeatStyle]) -> Text:
    """A ply not reached yet: its number and who plays it, nothing of what is played (a card
    played later would tell what a hand holds now; and nobody likes the ending told)."""
    seat = engine.plies[index].seat
    who = seat if seat in looks else SETH
    text = Text()
    text.append(f"{index + 1:>4} ", style=panels.DIM)
    text.append_text(badge(looks[who], seat_code(who)))
    text.append(" …", style=panels.DIM)
    return text


class ReplayMoves(SteadyPages, OptionList):
    """Every step of the replay; the highlighted one is the step on screen. Steps up to it
    read as the log; later ones only say who plays them."""

    DEFAULT_CSS = """
    ReplayMoves { scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._full: list[Text] = []
        self._heads_only: list[Text] = []
        #: the last step whose line is told in full
        self._told = 0
        self._engine: Engine | None = None

    def show_game(self, engine: Engine, looks: dict[str, SeatStyle]) -> None:
        self._engine = engine
        self._full = step_lines(engine, looks)
        self._heads_only = [start_line()] + [
            head_line(engine, index, looks) for index in range(len(engine.plies))
        ]
        self._told = 0
        self.set_options(Option(line) for line in [self._full[0], *self._heads_only[1:]])

    def reveal(self, plies: list[Text]) -> None:
        """Read every ply as ``plies`` say (the revealed log of a finished game)."""
        self._full[1:] = marked(self._engine, plies) if self._engine else plies
        for index in range(1, self._told + 1):
            self.replace_option_prompt_at_index(index, self._full[index])

    def line(self, step: int) -> Text:
        """The full line of ``step`` (the log's line of its ply)."""
        return self._full[step]

    def follow(self, step: int) -> None:
        """Tell the steps up to ``step`` in full, and highlight it (scrolled into sight)."""
        low, high = sorted((self._told, step))
        for index in range(low + 1, high + 1):
            prompt = self._full[index] if index <= step else self._heads_only[index]
            self.replace_option_prompt_at_index(index, prompt)
        self._told = step
        if self.highlighted != step:
            self.highlighted = step
