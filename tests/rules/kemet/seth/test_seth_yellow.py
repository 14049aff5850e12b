"""Seth's yellow spaces (seed-000 Effects of Yellow Spaces) through the ruleset: each one's legal
and illegal targets, the corrupted-pyramid example, the transparent token naming a colour."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet.scenario import Scenario, legal, refusal
from kemet_tui.rules.kemet.state.model import SETH

# an empty DI hand is not asked: the scripts' done/allow for it are left out
from tests.rules.kemet.movebattle_setup import play_asked as play

pytestmark = pytest.mark.usefixtures("seth_cards_as_written")

ELEPHANT = "creature-card-ancestral-elephant"
PHOENIX = "creature-card-phoenix"
JACKAL, WALL = "seth-card-jackal-charge", "seth-card-wall-of-red-sand"
CAVALRY, SHIELD = "card-cavalry-blitz", "card-shield-push"
CHARIOT = "card-chariot-raid"


def seth_turn(scenario: Scenario):
    """Seth to play one action; members hold no DI card (short questions)."""
    scenario.di("a1").di("a2").di(SETH)
    return scenario.set(turn_left=("token",)).ask("seth-action", SETH)


def placements(state, space: str) -> list[str]:
    return [t for t in legal(state) if t.startswith(f"act:{space}@")]


# --- Corrupt a creature -----------------------------------------------------------------------------
def creature_scenario(level: int = 2) -> Scenario:
    return Scenario(n=2).pyramid("sp", "purple", level).troop("t1", a1=2).troop("t2", a2=2)


def test_corrupt_a_creature_needs_a_target_of_the_colour_outside_the_cities():
    state = seth_turn(creature_scenario())
    assert placements(state, "corrupt-creature") == [
        "act:corrupt-creature@a1",
        "act:corrupt-creature@a2",
    ]
    state = play(state, "act:corrupt-creature@a1")[0]
    assert state.decision.kind == "corrupt-creature"
    # level 2 creatures only (Seth's pyramid is level 2), their tiles still for sale
    assert legal(state) == [f"creature:{ELEPHANT}", "creature:creature-card-deep-desert-snake"]
    state = play(state, f"creature:{ELEPHANT}")[0]
    assert legal(state) == ["attack:t1"]  # not A2's troop, not A1's city districts
    assert "targeted colour" in refusal(state, "attack:t2")


def test_corrupt_a_creature_is_not_offered_without_a_creature_that_can_go():
    state = seth_turn(creature_scenario(level=1))  # every creature is level 2 or more
    assert placements(state, "corrupt-creature") == []
    assert "would do nothing" in refusal(state, "act:corrupt-creature@a1")


def test_a_creature_whose_tile_was_bought_cannot_be_sent():
    state = seth_turn(creature_scenario().tiles("a2", "blue-2-ancestral-elephant"))
    state = play(state, "act:corrupt-creature@a1")[0]
    assert f"creature:{ELEPHANT}" not in legal(state)


def test_only_the_phoenix_attacks_in_a_city():
    state = seth_turn(Scenario(n=2).pyramid("sp", "purple", 4))
    state = play(state, "act:corrupt-creature@a1")[0]
    assert legal(state) == [f"creature:{PHOENIX}"]
    state = play(state, f"creature:{PHOENIX}")[0]
    assert legal(state) == ["attack:a1a", "attack:a1b"]


def test_khnums_sphinx_attacks_any_colour():
    state = seth_turn(Scenario(n=2, ta_seti=True).pyramid("sp", "purple", 2).troop("t2", a2=2))
    assert "act:corrupt-creature@a1" in legal(state)
    state = play(state, "act:corrupt-creature@a1")[0]
    assert legal(state) == ["creature:creature-card-khnums-sphinx"]


def test_the_creature_wins_a_battle_vp_and_its_card_is_discarded():
    state = seth_turn(creature_scenario()).update_seat(SETH, di_hand=("seth-di-war-rage",))
    state = play(state, "act:corrupt-creature@a1", f"creature:{ELEPHANT}", "attack:t1")[0]
    assert state.decision.kind == "battle-cards" and state.decision.decider == "a1"  # no DI
    state = play(state, f"fight:{CHARIOT}/{CAVALRY}")[0]
    assert state.decision.decider == SETH and "di:seth-di-war-rage" in legal(state)  # DI cards
    state, events = play(state, "di:seth-di-war-rage", "done", f"fight:{JACKAL}/{WALL}")
    text = next(e.text for e in events if e.text.startswith("Strength"))
    assert text.startswith("Strength 7 against 3")  # the Elephant's power 2 + Jackal 4 + War Rage 1
    assert state.seth_vp == 1
    assert ELEPHANT not in state.seat(SETH).creature_cards
    assert "blue-2-ancestral-elephant" in state.market  # the figure is back on its tile


def test_buying_a_creature_tile_discards_seths_card():
    state = Scenario(n=2).pyramid("a1b", "blue", 2).pp("a1", 5).ask("member-action", "a1")
    state = play(state, "act:buy-blue", "buy:blue-2-ancestral-elephant", "put:a1b")[0]
    assert ELEPHANT not in state.seat(SETH).creature_cards


# --- Destroy two units --------------------------------------------------------------------------------
def test_destroy_two_units_of_the_targeted_member_seth_choosing_the_troops():
    state = seth_turn(Scenario(n=2).troop("t1", a1=1, a2=2))
    assert "act:destroy-two-units@a1" in legal(state)
    state = play(state, "act:destroy-two-units@a1")[0]
    assert state.decision.kind == "destroy-units" and legal(state) == [
        "kill:a1a",
        "kill:a1b",
        "kill:t1",
    ]
    assert "a unit of A1" in refusal(state, "kill:a2a")
    state = play(state, "kill:t1")[0]
    assert state.troop_at("t1").units == (("a2", 2),)  # A1's unit in the mixed troop
    assert legal(state) == ["kill:a1a", "kill:a1b"]
    state = play(state, "kill:a1b")[0]
    assert state.troop_at("a1b").count("a1") == 4 and state.seat("a1").reserve == 2 + 2


def test_destroy_two_units_is_not_offered_against_a_member_without_units():
    state = seth_turn(Scenario(n=2).clear("a2a", "a2b"))
    assert "act:destroy-two-units@a2" not in legal(state)
    assert "no unit on the map" in refusal(state, "act:destroy-two-units@a2")


def test_a_member_with_one_unit_loses_only_that_one():
    state = seth_turn(Scenario(n=2).clear("a2a", "a2b").troop("t2", a2=1))
    state = play(state, "act:destroy-two-units@a2", "kill:t2")[0]
    assert state.troop_at("t2") is None and state.decision.kind != "destroy-units"


# --- Corrupt a pyramid ----------------------------------------------------------------------------
def test_corrupt_a_pyramid_rulebook_example():
    """Seth's purple pyramid is level 2; the targeted member has a level-3 red pyramid: Seth
    may only buy a red tile of level 1 or 2, for its cost plus 1 PP (seed-000)."""
    state = seth_turn(
        Scenario(n=2).pyramid("sp", "purple", 2).pyramid("a1a", "red", 3).pp(SETH, 10)
    )
    state = play(state, "act:corrupt-pyramid@a1")[0]
    tiles = [t.partition(":")[2] for t in legal(state) if t.startswith("buy:")]
    reds = {t for t in tiles if t.startswith("red-")}
    assert reds == {
        "red-1-charge",
        "red-1-god-speed",
        "red-1-stargate",
        "red-2-carnage",
        "red-2-offensive-strategy",
        "red-2-open-gates",
        "red-2-teleport",
    }
    assert {t.split("-")[1] for t in tiles} == {"1", "2"} and "skip" in legal(state)
    assert not any(t.startswith(("purple-", "alliance-")) for t in tiles)
    assert "pyramid of level 3" in refusal(state, "buy:red-3-blades-of-neith")
    state = play(state, "buy:red-2-carnage")[0]
    assert state.seat(SETH).pp == 10 - 3 and "red-2-carnage" in state.seat(SETH).tiles


def test_corrupt_a_pyramid_uses_the_members_city_pyramids_only():
    state = seth_turn(
        Scenario(n=2).pyramid("sp", "purple", 2).pyramid("a2a", "red", 2).pp(SETH, 10)
    )
    state = play(state, "act:corrupt-pyramid@a1")[0]
    assert "buy:red-2-carnage" not in legal(state) and "buy:red-1-charge" in legal(state)


def test_corrupt_a_pyramid_is_not_offered_without_pp():
    state = seth_turn(Scenario(n=2).pp(SETH, 1))  # level-1 tiles cost 1 + 1
    assert placements(state, "corrupt-pyramid") == []


def test_a_creature_tile_bought_with_a_corrupted_pyramid_joins_seth():
    state = seth_turn(
        Scenario(n=2).pyramid("sp", "purple", 2).pyramid("a1b", "blue", 2).pp(SETH, 10)
    )
    state = play(state, "act:corrupt-pyramid@a1", "buy:blue-2-ancestral-elephant")[0]
    assert state.decision.kind == "place-creature" and "put:s1" in legal(state)
    state = play(state, "put:s1")[0]
    assert state.troop_at("s1").creature == "blue-2-ancestral-elephant"
    assert ELEPHANT not in state.seat(SETH).creature_cards


# --- Corrupt a troop ------------------------------------------------------------------------------
def test_corrupt_a_troop_moves_a_troop_of_the_colour_and_gives_seth_the_vp():
    state = seth_turn(Scenario(n=2).clear().troop("f1", a1=3).troop("sa", a2=2).pp(SETH, 6))
    assert placements(state, "corrupt-troop") == ["act:corrupt-troop@a1", "act:corrupt-troop@a2"]
    state = play(state, "act:corrupt-troop@a1")[0]
    assert state.decision.kind == "move" and legal(state) == ["troop:f1", "stop"]
    state = play(state, "troop:f1")[0]
    assert not any(t.startswith(("drop:", "pick:")) for t in legal(state))  # whole troop
    state = play(
        state, "go:sa", "done", f"fight:{SHIELD}/{CAVALRY}", "done", f"fight:{CAVALRY}/{SHIELD}"
    )[0]
    assert state.seth_vp == 1 and state.alliance_vp == 0


def test_the_log_calls_the_corrupted_troop_the_members():
    """Seth moves it, but the troop is A1's: the log never calls it Seth's troop."""
    state = seth_turn(Scenario(n=2).clear().troop("f1", a1=3).troop("sa", a2=2).pp(SETH, 6))
    state, events = play(state, "act:corrupt-troop@a1", "troop:f1", "go:sa")
    moves = [e.text for e in events]
    assert all("Seth's troop" not in text and "Seth's corrupt" not in text for text in moves), moves
    assert any(text.startswith("Seth moves A1's corrupted troop on f1") for text in moves), moves
    assert any("A1's corrupted troop enters sa" in text for text in moves), moves
    assert "Battle on sa: A1's corrupted troop attacks for Seth." in moves


def test_corrupt_a_troop_never_pits_one_member_against_himself():
    state = seth_turn(Scenario(n=2).clear().troop("f1", a1=3).troop("sa", a1=2))
    state = play(state, "act:corrupt-troop@a1", "troop:f1", "go:sa")[0]
    assert state.decision.kind == "move" and "stop" in legal(state)  # allies: they join


def test_a_mixed_attacked_troop_is_fought_by_a_member_of_another_colour():
    state = seth_turn(Scenario(n=2).clear().troop("f1", a1=3).troop("sa", a1=1, a2=1))
    state = play(state, "act:corrupt-troop@a1", "troop:f1", "go:sa")[0]
    assert state.decision.kind == "battle-cards" and state.decision.decider == "a2"  # no DI


def test_corrupt_a_troop_is_not_offered_without_a_troop_of_the_colour():
    state = seth_turn(Scenario(n=2).clear().troop("f1", a1=3))
    assert placements(state, "corrupt-troop") == ["act:corrupt-troop@a1"]


# --- the transparent token (Magic Versatility) ------------------------------------------------------
def test_the_transparent_token_plays_purple_or_as_a_named_colour():
    state = seth_turn(Scenario(n=2).tiles(SETH, "purple-4-magic-versatility"))
    assert not any("@transparent" in t for t in legal(state))  # only after one of his tokens
    state = play(state, "act:pray")[0]
    tokens = legal(state)
    assert "act:invocation@transparent" in tokens
    assert "act:destroy-two-units@transparent=a1" in tokens
    assert "act:destroy-two-units@transparent" not in tokens
    assert "names the colour" in refusal(state, "act:destroy-two-units@transparent")
    assert "act:pray@transparent" not in tokens  # a free space only
    state, events = play(state, "act:destroy-two-units@transparent=a2")
    assert (
        "the transparent action token (as A2's) on Destroy two units (yellow space)"
        in events[0].text
    )
    assert state.decision.kind == "destroy-units" and state.decision.get("target") == "a2"
    state = play(state, "kill:a2a", "kill:a2a")[0]
    assert state.troop_at("a2a").count("a2") == 3
    assert not any("@transparent" in t for t in legal(state))  # once a Day


# --- Seth keeps a free purple space for each purple token he holds ---------------------------------
def test_a_member_token_leaves_the_purple_spaces_his_purple_tokens_need():
    scenario = Scenario(n=2)
    for short in ("recruit", "pray", "move", "buy-purple", "invocation"):
        scenario.placed(SETH, short)
    state = seth_turn(scenario.seat(SETH, tokens=("token-purple", "token-purple", "a1")))
    tokens = legal(state)
    assert "act:furious-invasion" in tokens and "act:furious-invasion@a1" not in tokens
    assert "act:destroy-two-units@a1" in tokens
    assert "need" in refusal(state, "act:raise-pyramid@a1")
