"""The replay's move list: one line per step, the log as a spectator reads it.

Line ``k`` is ply ``k`` as the game's log writes it for nobody's seat (``panels.ply_line`` with
``seat=None``: public events only, and "(a secret choice)" for an answer that is a seat's
secret), so the move list can never tell more than the public view; line 0 is the start. The
screen keeps the highlight on its step; a click or the arrows in the list move the highlight,
and the screen follows it (``OptionList.OptionHighlighted``).
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from kemet_tui.core import Engine
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.seats import SeatStyle

START = "The game begins: the seats set up."


def start_line() -> Text:
    text = Text()
    text.append(f"{0:>4} ", style=panels.DIM)
    text.append(START, style="bold")
    return text


def step_lines(engine: Engine, looks: dict[str, SeatStyle]) -> list[Text]:
    """The start, then every ply as the public log writes it."""
    labels: dict[tuple[int, str], str] = {}
    plies = [panels.ply_line(engine, index, None, looks, labels)
             for index in range(len(engine.plies))]
    return [start_line(), *plies]


class ReplayMoves(OptionList):
    """Every step of the replay; the highlighted one is the step on screen."""

    DEFAULT_CSS = """
    ReplayMoves { scrollbar-size-vertical: 1; }
    """

    def show_game(self, engine: Engine, looks: dict[str, SeatStyle]) -> None:
        self.set_options(Option(line) for line in step_lines(engine, looks))

    def follow(self, step: int) -> None:
        """Highlight ``step`` (and scroll to it) unless it is highlighted already."""
        if self.highlighted != step:
            self.highlighted = step
