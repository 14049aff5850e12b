"""Moves and battles played through the whole ruleset (the checked path and flow.advance):
a member's Move, an attack on Seth, Seth's Move and his invasion of a city, a recruit into an
enemy-held district."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal
from kemet_tui.rules.kemet.state.model import SETH

pytestmark = pytest.mark.usefixtures("seth_cards_as_written")


def test_a_members_move_is_asked_step_by_step_and_hands_back_to_the_day():
    state = Scenario(n=2).ask("member-action", "a1")
    state, _ = play(state, "act:move1")
    assert state.decision.kind == "move" and "troop:a1a" in legal(state)
    state, events = play(state, "troop:a1a", "go:f1", "stop")
    assert state.troop_at("f1").units == (("a1", 5),)
    assert state.decision is None or state.decision.kind != "move"
    assert any(e.kind == "move" for e in events)


def test_an_illegal_step_is_refused_with_the_rules_reason():
    state = Scenario(n=2).troop("sa", a1=2).ask("member-action", "a1")
    state, _ = play(state, "act:move1", "troop:sa")
    assert "not next to" in refusal(state, "go:t1")


def test_an_attack_on_seth_runs_the_battle_to_its_end():
    scenario = Scenario(n=2).clear().troop("f1", a1=4).troop("sa", seth=2).di("a1")
    scenario = scenario.di(SETH, "seth-di-dark-bargain")
    state = scenario.ask("member-action", "a1")
    state, _ = play(state, "act:move1", "troop:f1", "go:sa")
    assert state.decision.kind == "battle-di" and state.decision.decider == SETH
    state, events = play(
        state,
        "done",
        "fight:seth-card-wall-of-red-sand/seth-card-jackal-charge",
        "fight:card-shield-push/card-chariot-raid",
    )  # A1: no DI card
    assert state.alliance_vp == 1
    assert any(e.kind == "reveal" and e.irreversible for e in events)
    state, _ = play(state, "recall", "stay")
    # A1 4 + 3 against 2 + 2; Wall of Red Sand's 1 damage against Shield Push's protection 1
    assert state.troop_at("sa").units == (("a1", 4),)
    assert all(d.kind not in ("battle", "move") for d in state.pending)


def test_seth_moves_through_the_portal():
    state = (
        Scenario(n=2)
        .clear()
        .troop("p1", seth=3)
        .troop("t3", a2=1)
        .set(turn_left=("token",))
        .ask("seth-action", SETH)
    )
    state, _ = play(state, "act:move", "troop:p1", "go:p2", "stop")
    assert state.troop_at("p2").units == ((SETH, 3),)
