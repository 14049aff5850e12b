"""Who is asked about DI cards (QA: needless hand-overs). DI hand *counts* are public, so a seat
with an empty hand is not asked (its skipped curtain tells nobody anything new); a seat holding
cards is asked even when none of them can be used, or the absence of its curtain would tell the
table what its hand holds."""

from __future__ import annotations

from kemet_tui.rules.kemet.scenario import Scenario, legal, play
from kemet_tui.rules.kemet.state.model import SETH

PRAYER = "alliance-di-prayer"
BARGAIN = "seth-di-dark-bargain"
FIRE = "seth-di-raining-fire"


def seth_turn(scenario: Scenario):
    return scenario.set(turn_left=("token",)).ask("seth-action", SETH)


def member_turn(scenario: Scenario, member: str = "a1"):
    return scenario.ask("member-action", member)


# --- the Veto window of a day DI card ------------------------------------------------------------
def test_members_with_no_di_card_are_not_asked_about_sets_card():
    scenario = Scenario(n=5).di(SETH, FIRE).clear().troop("t1", a1=2)
    for member in ("a1", "a2", "a4", "a5"):
        scenario = scenario.di(member)
    state, _ = play(seth_turn(scenario.di("a3", PRAYER)), f"di:{FIRE}")
    # only A3 holds a card (no Veto among them): A3 alone is asked, and still asked
    assert state.decision.kind == "veto" and state.decision.decider == "a3"
    assert state.decision.get("later") == ()
    assert legal(state) == ["allow"]
    state, _ = play(state, "allow")
    assert state.decision.kind == "di-target" and state.decision.decider == SETH


def test_a_card_stands_at_once_when_no_seat_of_the_other_side_holds_a_di_card():
    scenario = Scenario(n=2).di("a1", PRAYER).di(SETH).pp("a1", 0)
    state, events = play(member_turn(scenario), f"di:{PRAYER}")
    assert state.decision.kind == "member-action"  # Seth was not asked: no curtain for him
    assert state.seat("a1").pp == 2
    assert any("gains 2 PP" in e.text for e in events)


def test_seth_holding_any_card_is_asked_about_a_members_card():
    scenario = Scenario(n=2).di("a1", PRAYER).di(SETH, BARGAIN)
    state, _ = play(member_turn(scenario), f"di:{PRAYER}")
    assert state.decision.kind == "veto" and state.decision.decider == SETH
    assert legal(state) == ["allow"]  # no Veto, asked all the same: asking reveals nothing


def test_the_window_asks_each_holder_in_seat_order():
    scenario = Scenario(n=4).di(SETH, FIRE).clear().troop("t1", a1=2)
    scenario = scenario.di("a1", PRAYER).di("a2").di("a3").di("a4", PRAYER)
    state, _ = play(seth_turn(scenario), f"di:{FIRE}")
    assert state.decision.decider == "a1" and state.decision.get("later") == ("a4",)
    state, _ = play(state, "allow")
    assert state.decision.kind == "veto" and state.decision.decider == "a4"


# --- battle DI cards ---------------------------------------------------------------------------------
def battle(scenario: Scenario):
    """A1's troop on f1 attacks Seth's on sa."""
    state = member_turn(scenario.clear().troop("f1", a1=4).troop("sa", seth=2))
    return play(state, "act:move1", "troop:f1", "go:sa")


def test_a_fighter_with_no_di_card_is_not_asked_to_lay_any():
    state, events = battle(Scenario(n=2).di(SETH).di("a1"))
    assert state.decision.kind == "battle-cards" and state.decision.decider == SETH
    assert any(e.text == "Seth holds no DI card to lay." for e in events)
    state, events = play(state, "fight:seth-card-wall-of-red-sand/seth-card-jackal-charge")
    assert state.decision.kind == "battle-cards" and state.decision.decider == "a1"
    assert any(e.text == "A1 holds no DI card to lay." for e in events)


def test_a_fighter_holding_only_unusable_cards_is_still_asked():
    state, _ = battle(Scenario(n=2).di(SETH, BARGAIN).di("a1"))
    assert state.decision.kind == "battle-di" and state.decision.decider == SETH
    assert legal(state) == ["done"]
    state, events = play(state, "done")
    assert [e.text for e in events if e.kind == "battle-di"] == ["Seth lays 0 DI cards face down."]


def test_the_number_of_di_cards_laid_is_said():
    state, _ = battle(Scenario(n=2).di(SETH, "seth-di-war-fury").di("a1").pp(SETH, 9))
    state, events = play(state, "di:seth-di-war-fury", "done")
    public = [e.text for e in events if e.kind == "battle-di" and e.seats is None]
    assert public == ["Seth lays 1 DI card face down."]
