"""Furious Invasion (seed-000 Effects of Purple Spaces), played through the ruleset: two troops
moved before any battle, each battle prepared as usual (DI cards assigned then), Seth one card
per battle without a discard, a member fighting both battles one card each, Seth choosing which
battle resolves first, the second after the first's consequences."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet.scenario import Scenario, legal, refusal
from kemet_tui.rules.kemet.state.model import SETH

# an empty DI hand is not asked: the scripts' done/allow for it are left out
from tests.rules.kemet.movebattle_setup import play_asked as play

pytestmark = pytest.mark.usefixtures("seth_cards_as_written")

JACKAL, WALL = "seth-card-jackal-charge", "seth-card-wall-of-red-sand"
FURY, SERPENT = "seth-card-desert-fury", "seth-card-serpent-strike"
CAVALRY, SHIELD, PHALANX = "card-cavalry-blitz", "card-shield-push", "card-phalanx-defense"
CHARIOT, PURGE = "card-chariot-raid", "card-fervent-purge"


def invasion(scenario: Scenario):
    """Seth plays Furious Invasion (members' DI hands emptied so the questions stay short)."""
    for member in ("a1", "a2"):
        scenario.di(member)
    state = scenario.set(turn_left=("token",)).ask("seth-action", SETH)
    return play(state, "act:furious-invasion")[0]


def two_fronts(**extra):
    """Seth 3 on f1 and 3 on f2; A1 holds t2 and t3 with 2 units each."""
    scenario = (
        Scenario(n=2)
        .clear()
        .troop("f1", seth=3)
        .troop("f2", seth=3)
        .troop("t2", a1=2)
        .troop("t3", a1=2)
    )
    for space, units in extra.items():
        scenario.troop(space, **units)
    return scenario


def stack(state):
    return [(d.kind, d.get("space")) for d in state.pending]


def test_both_moves_come_before_any_battle():
    state = play(invasion(two_fronts()), "troop:f1", "go:t2")[0]
    assert state.decision.kind == "move" and legal(state) == ["troop:f2", "stop"]
    assert state.troop_at("t2").units == (("a1", 2),)  # no battle yet: the attack waits
    state = play(state, "troop:f2")[0]
    assert "go:t2" not in legal(state)  # a battle already waits there
    assert "already holds a battle" in refusal(state, "go:t2")
    state = play(state, "go:t3")[0]
    assert [k for k, _ in stack(state)] == [
        "furious-invasion",
        "battle",
        "battle",
        "battle-cards",
    ]  # no DI card: none to lay


def test_the_second_troop_is_one_the_first_move_left_alone():
    state = invasion(two_fronts().troop("sa", seth=1))
    state = play(state, "troop:f1", "go:sa", "stop")[0]  # f1 joined the troop on sa
    assert legal(state) == ["troop:f2", "stop"]


def test_worked_example_two_battles_one_member_two_cards_seth_picks_the_order():
    state = play(invasion(two_fronts()), "troop:f1", "go:t2", "troop:f2", "go:t3")[0]
    # battle on t2 prepared first: A1 (defender) then Seth, one card each and no discard
    assert state.decision.decider == "a1"
    state = play(state, "done")[0]
    assert state.decision.kind == "battle-cards" and f"fight:{PHALANX}" in legal(state)
    assert not any("/" in t for t in legal(state))  # A1 fights both battles: no discard
    state = play(state, f"fight:{PHALANX}", "done")[0]
    assert legal(state) == [f"fight:{c}" for c in (JACKAL, WALL, FURY, SERPENT)]
    state = play(state, f"fight:{JACKAL}")[0]
    # then the battle on t3, with the cards left
    state = play(state, "done")[0]
    assert f"fight:{PHALANX}" not in legal(state) and f"fight:{CAVALRY}" in legal(state)
    state = play(state, f"fight:{CAVALRY}", "done")[0]
    assert f"fight:{JACKAL}" not in legal(state)
    state = play(state, f"fight:{FURY}")[0]
    assert state.decision.kind == "invasion-order" and legal(state) == ["first:t2", "first:t3"]
    state, events = play(state, "first:t3")
    texts = [e.text for e in events]
    # t3: Seth 3 + 3 = 6 against A1 2 + 4 = 6, the defender wins; t2 waits
    assert texts.index("Seth resolves the battle on t3 first.") < texts.index(
        "Seth plays Desert Fury; A1 plays Cavalry Blitz."
    )
    assert not any("Jackal" in t for t in texts)
    assert state.decision.kind == "battle-retreat" and state.decision.decider == SETH
    state, events = play(state, "retreat:f2")  # the consequences of the first battle...
    texts = [e.text for e in events]
    assert "Seth plays Jackal Charge; A1 plays Phalanx Defense." in texts  # ...then the second
    assert state.seth_vp == 1
    state = play(state, "retreat:f1")[0]
    assert state.decision.kind == "seth-action" and state.troop_at("t2").count(SETH) == 3
    assert state.seat(SETH).battle_discard == (FURY, JACKAL)  # nothing discarded face down
    assert state.seat("a1").battle_discard == (CAVALRY, PHALANX)


def test_two_members_each_in_one_battle_play_and_discard_as_usual():
    scenario = (
        Scenario(n=2)
        .clear()
        .troop("f1", seth=3)
        .troop("f2", seth=3)
        .troop("t2", a1=2)
        .troop("t3", a2=2)
    )
    state = play(invasion(scenario), "troop:f1", "go:t2", "troop:f2", "go:t3", "done")[0]
    assert state.decision.decider == "a1" and f"fight:{PHALANX}/{CAVALRY}" in legal(state)
    state = play(state, f"fight:{PHALANX}/{CAVALRY}", "done")[0]
    assert not any("/" in t for t in legal(state))  # Seth: still no discard
    state = play(state, f"fight:{JACKAL}", "done")[0]
    assert state.decision.decider == "a2" and f"fight:{SHIELD}/{CHARIOT}" in legal(state)


def test_a_mixed_troop_names_its_fighter_during_the_preparation():
    scenario = (
        Scenario(n=2)
        .clear()
        .troop("f1", seth=3)
        .troop("f2", seth=3)
        .troop("t2", a1=1, a2=1)
        .troop("t3", a1=2)
    )
    state = play(invasion(scenario), "troop:f1", "go:t2", "troop:f2", "go:t3")[0]
    assert state.decision.kind == "battle-fighter" and legal(state) == ["fighter:a1", "fighter:a2"]
    state = play(state, "fighter:a1", "done")[0]
    assert not any("/" in t for t in legal(state))  # A1 now fights both battles


def test_di_cards_are_assigned_to_a_battle_and_their_pp_kept_for_it():
    state = invasion(two_fronts().pp("a1", 1))
    state = state.update_seat("a1", di_hand=("alliance-di-war-fury", "alliance-di-war-fury"))
    state = play(state, "troop:f1", "go:t2", "troop:f2", "go:t3")[0]
    state = play(state, "di:alliance-di-war-fury")[0]
    assert legal(state) == ["done"]  # 1 PP: one War Fury only
    state = play(state, "done", f"fight:{PHALANX}", "done", f"fight:{JACKAL}")[0]
    assert legal(state) == ["done"]  # the second battle may not spend that PP again
    state = play(state, "done", f"fight:{CAVALRY}", "done", f"fight:{FURY}", "first:t2")[0]
    assert state.seat("a1").pp == 0


def test_a_hand_of_one_card_takes_its_discard_back_for_two_battles():
    state = invasion(
        two_fronts().seat(SETH, battle_hand=(WALL,), battle_discard=(JACKAL, FURY, SERPENT))
    )
    state = play(
        state, "troop:f1", "go:t2", "troop:f2", "go:t3", "done", f"fight:{PHALANX}", "done"
    )[0]
    assert len(legal(state)) == 4


def test_a_single_battle_is_an_ordinary_one():
    state = play(invasion(two_fronts()), "troop:f1", "go:t2", "troop:f2", "go:sa", "stop")[0]
    state = play(state, "done", f"fight:{PHALANX}/{CAVALRY}", "done")[0]
    assert f"fight:{JACKAL}/{WALL}" in legal(state)  # play and discard as usual
    state = play(state, f"fight:{JACKAL}/{WALL}", "retreat:f1")[0]
    assert state.seth_vp == 1 and state.decision.kind == "seth-action"
    assert not any(d.kind == "furious-invasion" for d in state.pending)


def test_no_battle_and_a_move_of_zero():
    state = play(invasion(two_fronts()), "stop", "stop")[0]
    assert state.decision.kind == "seth-action" and state.pending[-1].kind == "seth-action"
    assert not any(d.kind == "furious-invasion" for d in state.pending)


def test_divine_will_may_not_replay_furious_invasion_but_an_economic_space():
    """Divine Will (project ruling) takes a purple space even if taken, but not an attack."""
    state = play(invasion(two_fronts()), "stop", "stop")[0]
    will = [t for t in legal(state) if t.endswith("@seth-divine-will")]
    assert "act:furious-invasion@seth-divine-will" not in will
    assert "act:move@seth-divine-will" not in will
    assert "act:pray@seth-divine-will" in will and "act:recruit@seth-divine-will" in will
    assert "takes only these actions: recruit, pray" in refusal(
        state, "act:furious-invasion@seth-divine-will"
    )


def test_an_escape_during_the_preparation_leaves_the_other_battle():
    state = invasion(two_fronts())
    state = state.update_seat("a1", di_hand=("alliance-di-escape",))
    state = play(state, "troop:f1", "go:t2", "troop:f2", "go:t3")[0]
    assert "escape:f1" in legal(state)
    state, events = play(state, "escape:f1")
    assert state.troop_at("f1").units == (("a1", 2),) and state.troop_at("t2").count(SETH) == 3
    # the battle on t3 is prepared next; Seth still plays it without a discard
    state = play(state, "done", f"fight:{PHALANX}", "done")[0]
    assert not any("/" in t for t in legal(state))
    state, events = play(state, f"fight:{JACKAL}")
    assert state.decision.kind == "battle-retreat" and state.seth_vp == 1


def test_a_battle_wiped_out_before_the_cards_is_not_fought():
    scenario = two_fronts(t3={"a1": 3}).tiles(SETH, "red-4-initiative")  # 2 die first
    state = play(invasion(scenario), "troop:f1", "go:t2", "troop:f2", "go:t3")[0]
    assert state.troop_at("t2").count(SETH) == 3  # no battle left there: Seth holds t2
    # the defender holds no DI card, so goes straight to the battle cards
    assert state.decision.kind == "battle-cards" and state.decision.get("role") == "def"
    assert f"fight:{PHALANX}/{CAVALRY}" in legal(state)  # one battle left: an ordinary one


def test_seths_target_vp_in_the_first_battle_ends_the_game_before_the_second():
    """Seed-000 §Victory: Seth wins *immediately* on his 8th battle VP, so the second battle
    of a Furious Invasion is not fought."""
    state = invasion(two_fronts(t2={"a1": 1}, f1={"seth": 4}).set(seth_vp=7))
    state = play(
        state,
        "troop:f1",
        "go:t2",
        "troop:f2",
        "go:t3",
        "done",
        f"fight:{CAVALRY}",
        "done",
        f"fight:{FURY}",
        "done",
        f"fight:{PHALANX}",
        "done",
        f"fight:{JACKAL}",
    )[0]
    state, events = play(state, "first:t2")  # Seth wins on t2 (his 8th VP)
    assert state.result is not None and state.result.winners == (SETH,)
    assert state.seth_vp == 8
    assert state.troop_at("t3").units == (("a1", 2),)  # the battle on t3 was never fought
    assert not any("Jackal Charge" in e.text for e in events)


def test_an_experienced_seths_target_is_ten_inside_an_invasion_too():
    state = invasion(two_fronts(t2={"a1": 1}, f1={"seth": 4}).set(seth_vp=9, seth_target_vp=10))
    state = play(
        state,
        "troop:f1",
        "go:t2",
        "troop:f2",
        "go:t3",
        "done",
        f"fight:{CAVALRY}",
        "done",
        f"fight:{FURY}",
        "done",
        f"fight:{PHALANX}",
        "done",
        f"fight:{JACKAL}",
        "first:t2",
    )[0]
    assert state.result is not None and state.seth_vp == 10
    assert state.troop_at("t3").units == (("a1", 2),)
