"""The seat's panels of the Kemet screens (``screens/kemet/seat_panels.py``), with stand-in
widgets: what each panel is handed for a seat's view, and that blanking leaves nothing of
anyone (what the curtain relies on)."""

from __future__ import annotations

from kemet_tui.core import Engine
from kemet_tui.tui.screens.kemet.seat_panels import SeatPanels
from kemet_tui.tui.screens.kemet.table import KemetTable
from kemet_tui.tui.widgets.decision_panel import DecisionPanel
from kemet_tui.tui.widgets.kemet import DiHand, Scores


class FakeTable:
    def __init__(self) -> None:
        self.shown: tuple | None = None
        self.blanked = False

    def show(self, view, seat, tokens, new_decision: bool) -> None:
        self.shown = (view, seat, tokens, new_decision)

    def blank(self) -> None:
        self.shown, self.blanked = None, True


class FakeHand:
    def __init__(self) -> None:
        self.held: tuple | None = None

    def hold(self, view, seat, playable) -> None:
        self.held = (view, seat, playable)

    def clear(self) -> None:
        self.held = None


class FakeScores:
    view = None


class FakeDecision:
    prompt = "old prompt"
    choices: tuple = (("x", "old"),)


def panels_with_fakes() -> tuple[SeatPanels, dict]:
    widgets = {
        "#kemet-table": FakeTable(),
        "#di-hand": FakeHand(),
        "#scores": FakeScores(),
        "#decision": FakeDecision(),
    }
    kinds = {
        "#kemet-table": KemetTable,
        "#di-hand": DiHand,
        "#scores": Scores,
        "#decision": DecisionPanel,
    }

    def query_one(selector, kind):
        assert kinds[selector] is kind, f"{selector} asked as {kind.__name__}"
        return widgets[selector]

    return SeatPanels(query_one), widgets


def test_show_hands_each_panel_the_seats_share():
    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    view = engine.view(engine.to_act)
    tokens = ["di:card-x", "veto:card-y", "act:pray"]
    panels, widgets = panels_with_fakes()
    panels.show(view, "seth", "seth", tokens, new_decision=True)
    assert widgets["#kemet-table"].shown == (view, "seth", tokens, True)
    assert widgets["#di-hand"].held == (view, "seth", frozenset({"card-x", "card-y"}))
    assert widgets["#scores"].view is view


def test_the_public_view_shows_no_hand():
    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    panels, widgets = panels_with_fakes()
    panels.show(engine.view(None), None, "", [], new_decision=False)
    assert widgets["#di-hand"].held[1] == "", "no seat's DI cards in the public view"


def test_ask_labels_the_answers_and_ask_nothing_clears_them():
    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    view = engine.view(engine.to_act)
    tokens = engine.legal_tokens()[:3]
    panels, widgets = panels_with_fakes()
    panels.ask(view, tokens)
    decision = widgets["#decision"]
    assert decision.prompt and decision.prompt != "old prompt"
    assert [token for token, _ in decision.choices] == tokens
    assert all(label for _, label in decision.choices)
    panels.ask_nothing("The game is over.")
    assert (decision.prompt, decision.choices) == ("The game is over.", ())


def test_blank_leaves_nothing_of_anyone():
    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    view = engine.view(engine.to_act)
    panels, widgets = panels_with_fakes()
    panels.show(view, "seth", "seth", ["di:card-x"], new_decision=True)
    panels.ask(view, engine.legal_tokens())
    panels.blank()
    assert widgets["#kemet-table"].blanked and widgets["#kemet-table"].shown is None
    assert widgets["#di-hand"].held is None
    assert (widgets["#decision"].prompt, widgets["#decision"].choices) == ("", ())
