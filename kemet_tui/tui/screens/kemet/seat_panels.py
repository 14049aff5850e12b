"""The panels that show one seat's view on a Kemet: Seth screen: the table (map, boards, tiles,
battle), the scores, the seat's DI hand and the decision panel.

Both Kemet screens that show a seat's view, the hotseat (``game.py``) and a seat's own screen
(``joined.py``), hand this part a view, whose hand may be shown and the tokens that seat may
answer with; it gives each widget its share (attributes down). Blanking them all at once is what
a curtain relies on: behind it the screen holds nothing of anyone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.labels import describe_decision
from kemet_tui.tui.parts.kemet import mapping
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.table import KemetTable
from kemet_tui.tui.widgets.decision_panel import DecisionPanel
from kemet_tui.tui.widgets.kemet import DiHand, Scores

#: the tokens of the decision list that the DI hand marks as playable
HAND_VERBS = ("di", "veto", "wound", "keep")


class SeatPanels:
    """The seat's panels, found through the screen's ``query_one``."""

    def __init__(self, query_one: Callable[..., Any]) -> None:
        self._query_one = query_one

    @property
    def table(self) -> KemetTable:
        return self._query_one("#kemet-table", KemetTable)

    @property
    def decision(self) -> DecisionPanel:
        return self._query_one("#decision", DecisionPanel)

    def show(
        self,
        view: KemetState,
        seat: str | None,
        hand_of: str,
        tokens: Sequence[str],
        new_decision: bool,
    ) -> None:
        """The table as ``seat`` sees it in ``view``, ``hand_of``'s DI cards ("" for none:
        the public view), and the scores; the decision panel is :meth:`ask`'s."""
        self.table.show(view, seat, list(tokens), new_decision=new_decision)
        self._query_one("#di-hand", DiHand).hold(
            view, hand_of, mapping.items_of(tokens, *HAND_VERBS)
        )
        self._query_one("#scores", Scores).view = view

    def ask(
        self,
        view: KemetState,
        tokens: Sequence[str],
        worded: Mapping[str, str] | None = None,
        prompt: str | None = None,
    ) -> None:
        """The decision panel asks ``view``'s question with ``tokens`` as its answers
        (``worded``: the words of a line that are not the rules' own: a claim line;
        ``prompt``: the question's own words, the rules' when None)."""
        panel = self.decision
        worded = worded or {}
        panel.prompt = prompt or describe_decision(view, view.decision)
        panel.choices = tuple((t, worded.get(t) or panels.answer_label(view, t)) for t in tokens)

    def ask_nothing(self, prompt: str = "") -> None:
        """The decision panel with no answers (nobody asked here), and ``prompt``."""
        panel = self.decision
        panel.prompt, panel.choices = prompt, ()

    def blank(self) -> None:
        """Nothing of anyone on the table, the hand or the decision panel."""
        self.table.blank()
        self._query_one("#di-hand", DiHand).clear()
        self.ask_nothing()
