"""The 16 purple tiles (rulesets/kemet-seth/tiles.toml), each shown working in a game through
the ruleset: bought where it is bought, then doing what its text says."""

from __future__ import annotations

import re

import pytest

from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.scenario import Scenario, legal
from kemet_tui.rules.kemet.state.model import SETH, make_troop

# an empty DI hand is not asked: the scripts' done/allow for it are left out
from tests.rules.kemet.movebattle_setup import play_asked as play

pytestmark = pytest.mark.usefixtures("seth_cards_as_written")

JACKAL, WALL = "seth-card-jackal-charge", "seth-card-wall-of-red-sand"
FURY, SERPENT = "seth-card-desert-fury", "seth-card-serpent-strike"
MIRROR = "card-battle-mirror"
CAVALRY, SHIELD, PHALANX = "card-cavalry-blitz", "card-shield-push", "card-phalanx-defense"
CHARIOT, PURGE = "card-chariot-raid", "card-fervent-purge"
PURPLE_TILES = (
    "purple-1-units-corruption",
    "purple-1-servile-corruption",
    "purple-1-energy-drain",
    "purple-1-desert-wind",
    "purple-2-kill-them-all",
    "purple-2-annexation",
    "purple-2-cobra",
    "purple-2-mirror-of-seth",
    "purple-3-ambush",
    "purple-3-divine-advantage",
    "purple-3-crocodile",
    "purple-3-mantle-of-storms",
    "purple-4-magic-versatility",
    "purple-4-vulture",
    "purple-4-wrath-of-seth",
    "purple-4-reign-of-terror",
)


def seth_turn(scenario: Scenario, actions: int = 1):
    scenario.di("a1").di("a2").di(SETH)
    return scenario.set(turn_left=("token",) * actions).ask("seth-action", SETH)


def battle_numbers(events) -> tuple[int, int, int, int]:
    """(attacker strength, defender strength, attacker losses, defender losses)."""
    text = next(e.text for e in events if e.text.startswith("Strength"))
    a, d = re.match(r"Strength (\d+) against (\d+)", text).groups()
    la, ld = re.search(r"attacker (\d+), defender (\d+)", text).groups()
    return int(a), int(d), int(la), int(ld)


def seth_attacks(
    scenario: Scenario, a1_cards: str, seth_cards: str, frm: str = "f1", to: str = "t2"
):
    """Seth moves the troop on ``frm`` into A1's troop on ``to`` and both play their cards."""
    state = seth_turn(scenario)
    return play(
        state,
        "act:move",
        f"troop:{frm}",
        f"go:{to}",
        "done",
        f"fight:{a1_cards}",
        "done",
        f"fight:{seth_cards}",
    )


def front(seth: int = 3, a1: int = 2) -> Scenario:
    return Scenario(n=2).clear().troop("f1", seth=seth).troop("t2", a1=a1)


def test_every_purple_tile_is_tested_here():
    from kemet_tui.rules.kemet.mechanics.effects import data

    assert {t.id for t in data().tiles.tile if t.colour == "purple"} == set(PURPLE_TILES)
    source = open(__file__, encoding="utf-8").read()
    for tile in PURPLE_TILES:
        assert source.count(tile) >= 2, tile


# --- level 1 -----------------------------------------------------------------------------------------
def test_units_corruption_a_killed_alliance_unit_joins_seths_troop():
    state, _ = seth_attacks(
        front(seth=4).tiles(SETH, "purple-1-units-corruption"),
        f"{SHIELD}/{CAVALRY}",
        f"{FURY}/{JACKAL}",
    )
    # Seth 4 + 3 = 7 against 2 + 3 = 5; A1 loses 2 - 1 = 1 unit, which Seth corrupts
    state = play(state, "retreat:f2")[0]
    troop = state.troop_at("t2")
    assert troop.count(SETH) == 5 and troop.corrupted == (("a1", 1),)


def test_units_corruption_takes_no_unit_when_seth_only_defends():
    scenario = (
        Scenario(n=2)
        .clear()
        .troop("f1", a1=3)
        .troop("t2", seth=4)
        .tiles(SETH, "purple-1-units-corruption")
    )
    state = scenario.di("a1").di("a2").di(SETH).ask("member-action", "a1")
    state, events = play(
        state,
        "act:move1",
        "troop:f1",
        "go:t2",
        f"fight:{FURY}/{JACKAL}",
        "done",
        f"fight:{CHARIOT}/{CAVALRY}",
    )
    assert battle_numbers(events)[:3] == (3 + 1, 4 + 3, 2)  # Seth wins, A1 loses 2 units
    state = play(state, "retreat:f2")[0]
    assert state.troop_at("t2").corrupted == ()  # the tile acts only in Seth's attacks
    assert state.seat("a1").reserve == 2 + 2


def test_servile_corruption_counts_each_corrupted_unit_when_seth_attacks():
    scenario = front().tiles(SETH, "purple-1-servile-corruption")
    troop = make_troop("f1", {SETH: 3}, corrupted={"a2": 2})  # 2 of the 3 are corrupted
    scenario.state = scenario.state.with_troop("f1", troop)
    _, events = seth_attacks(scenario, f"{SHIELD}/{CAVALRY}", f"{FURY}/{JACKAL}")
    assert battle_numbers(events)[0] == 3 + 3 + 2  # units, Desert Fury, 2 corrupted


def test_energy_drain_pays_seth_when_a_member_prays():
    state = Scenario(n=2).tiles(SETH, "purple-1-energy-drain").ask("member-action", "a1")
    state, events = play(state, "act:pray2")
    assert state.seat(SETH).pp == 6 + 1 and state.seat("a1").pp == 5 + 2
    assert any("Energy Drain" in e.text for e in events)


def test_desert_wind_moves_seths_troops_one_space_further():
    state = seth_turn(front().tiles(SETH, "purple-1-desert-wind"))
    state, events = play(state, "act:move", "troop:f1")
    assert "(movement 2)" in events[-1].text
    state = play(state, "go:sa")[0]
    assert "go:o1" in legal(state)


# --- level 2 -----------------------------------------------------------------------------------------
def test_kill_them_all_adds_movement_and_damage():
    state = seth_turn(front().tiles(SETH, "purple-2-kill-them-all"))
    state, events = play(state, "act:move", "troop:f1")
    assert "(movement 2)" in events[-1].text
    state, events = play(
        state, "go:t2", "done", f"fight:{SHIELD}/{CAVALRY}", "done", f"fight:{FURY}/{JACKAL}"
    )
    assert battle_numbers(events)[3] == 2 + 1 - 1  # Desert Fury 2 + 1, Shield Push 1


def test_annexation_takes_a_di_card_at_night_from_the_member_seth_names():
    state = (
        Scenario(n=2)
        .tiles(SETH, "purple-2-annexation")
        .di(SETH)
        .di("a1", "alliance-di-prayer")
        .di("a2", "alliance-di-glory")
        .set(phase="night", queue=("tiles:seth",))
        .build()
    )
    state, _ = flow.advance(state)
    assert state.decision.kind == "steal-di" and legal(state) == ["steal:a1", "steal:a2"]
    state, _ = play(state, "steal:a2")
    assert state.seat(SETH).di_hand == ("alliance-di-glory",) and state.seat("a2").di_hand == ()


def test_cobra_bought_joins_a_troop_and_fights_with_it():
    state = seth_turn(Scenario(n=2).pyramid("sp", "purple", 2).clear("s2").troop("t2", a1=2))
    state = play(state, "act:buy-purple", "buy:purple-2-cobra")[0]
    assert state.decision.kind == "place-creature" and legal(state) == ["put:s1", "reserve"]
    state = play(state, "put:s1")[0]
    assert state.troop_at("s1").creature == "purple-2-cobra"
    scenario = Scenario(n=2).clear().troop("f1", creature="purple-2-cobra", seth=3)
    scenario.troop("t1", a1=2)
    state = seth_turn(scenario)
    state, events = play(state, "act:move", "troop:f1")
    assert "(movement 2)" in events[-1].text  # the Cobra's +1 movement
    _, events = play(
        state, "go:t1", "done", f"fight:{PHALANX}/{CAVALRY}", "done", f"fight:{SERPENT}/{JACKAL}"
    )
    # Seth 3 + 2 (Serpent Strike) + 1 (Cobra) = 6; 2 unblockable (card + Cobra) beat Phalanx
    strength, _, _, killed = battle_numbers(events)
    assert strength == 6 and killed == 2


def test_mirror_of_seth_gives_the_battle_mirror_which_copies_the_other_card():
    state = seth_turn(Scenario(n=2).pyramid("sp", "purple", 2))
    state = play(state, "act:buy-purple", "buy:purple-2-mirror-of-seth")[0]
    assert MIRROR in state.seat(SETH).battle_hand
    scenario = front().seat(SETH, battle_hand=(JACKAL, WALL, FURY, SERPENT, MIRROR))
    _, events = seth_attacks(scenario, f"{PURGE}/{CAVALRY}", f"{MIRROR}/{JACKAL}")
    assert battle_numbers(events)[:2] == (3 + 3, 2 + 3)  # the Mirror is a Fervent Purge too


# --- level 3 -----------------------------------------------------------------------------------------
def test_ambush_lets_seth_exchange_the_played_cards():
    state = seth_turn(front().tiles(SETH, "purple-3-ambush"))
    state = play(
        state,
        "act:move",
        "troop:f1",
        "go:t2",
        "done",
        f"fight:{CAVALRY}/{SHIELD}",
        "done",
        f"fight:{SERPENT}/{JACKAL}",
    )[0]
    assert state.decision.kind == "battle-swap" and state.decision.decider == SETH
    state, events = play(state, "swap")
    assert battle_numbers(events)[:2] == (3 + 4, 2 + 2)


def test_divine_advantage_draws_two_more_cards_each_night():
    state = (
        Scenario(n=2)
        .tiles(SETH, "purple-3-divine-advantage")
        .di(SETH)
        .set(phase="night", queue=("income:seth", "tiles:seth"))
        .build()
    )
    state, _ = flow.advance(state)
    assert len(state.seat(SETH).di_hand) == 1 + 2


def test_crocodile_crosses_the_nile_without_spending_movement():
    scenario = Scenario(n=2).clear().troop("o1", creature="purple-3-crocodile", seth=2)
    state = seth_turn(scenario.troop("a1a", a1=1))
    state, events = play(state, "act:move", "troop:o1", "go:h1w")
    assert "go:h1e" in legal(state)  # no movement left, but the crossing is free
    state = play(state, "go:h1e", "stop")[0]
    assert state.troop_at("h1e").creature == "purple-3-crocodile"
    scenario = Scenario(n=2).clear().troop("f1", creature="purple-3-crocodile", seth=3)
    _, events = seth_attacks(scenario.troop("t2", a1=2), f"{PURGE}/{CAVALRY}", f"{WALL}/{JACKAL}")
    strength, _, lost, _ = battle_numbers(events)
    assert strength == 3 + 2 + 2 and lost == 0  # Purge's 2 damage against Wall 2 + Crocodile 1


def test_mantle_of_storms_adds_protection_and_no_strength_when_seth_attacks():
    cards = (f"{PURGE}/{CAVALRY}", f"{FURY}/{WALL}")
    _, plain = seth_attacks(front(), *cards)
    _, events = seth_attacks(front().tiles(SETH, "purple-3-mantle-of-storms"), *cards)
    assert battle_numbers(events)[2] == 0  # Purge's 2 damage, the Mantle's protection 2
    assert battle_numbers(events)[0] == battle_numbers(plain)[0]  # its strength is for defence


# --- level 4 -----------------------------------------------------------------------------------------
def test_magic_versatility_gives_the_transparent_token_as_a_purple_token():
    state = seth_turn(Scenario(n=2).tiles(SETH, "purple-4-magic-versatility"))
    state = play(state, "act:pray", "act:invocation@transparent")[0]
    assert state.seat(SETH).extra_used == ("token-transparent",)
    assert len(state.seat(SETH).di_hand) == 1


def test_vulture_strength_damage_and_two_movement():
    state = seth_turn(Scenario(n=2).pyramid("sp", "purple", 4).pp(SETH, 8))
    state = play(state, "act:buy-purple", "buy:purple-4-vulture", "put:s2")[0]
    assert state.troop_at("s2").creature == "purple-4-vulture"
    scenario = Scenario(n=2).clear().troop("f1", creature="purple-4-vulture", seth=3)
    state = seth_turn(scenario.troop("t2", a1=2))
    state, events = play(state, "act:move", "troop:f1")
    assert "(movement 3)" in events[-1].text
    _, events = play(
        state, "go:t2", "done", f"fight:{SHIELD}/{CAVALRY}", "done", f"fight:{FURY}/{JACKAL}"
    )
    strength, _, _, killed = battle_numbers(events)
    assert strength == 3 + 3 + 2 and killed == 2  # 2 + 1 damage − 1 protection


def test_wrath_of_seth_strength_damage_and_movement():
    state = seth_turn(front().tiles(SETH, "purple-4-wrath-of-seth"))
    state, events = play(state, "act:move", "troop:f1")
    assert "(movement 2)" in events[-1].text
    _, events = play(
        state, "go:t2", "done", f"fight:{SHIELD}/{CAVALRY}", "done", f"fight:{FURY}/{JACKAL}"
    )
    strength, _, _, killed = battle_numbers(events)
    assert strength == 3 + 3 + 1 and killed == 2  # units, Desert Fury, the tile


def test_reign_of_terror_destroys_four_units():
    state = seth_turn(Scenario(n=2).tiles(SETH, "purple-4-reign-of-terror"))
    state = play(state, "act:destroy-two-units@a1", "kill:a1a", "kill:a1a", "kill:a1a")[0]
    assert state.decision.kind == "destroy-units"
    state = play(state, "kill:a1b")[0]
    assert state.troop_at("a1a").count("a1") == 2 and state.troop_at("a1b").count("a1") == 4


def test_reign_of_terror_adds_damage_when_seth_attacks():
    cards = (f"{SHIELD}/{CAVALRY}", f"{FURY}/{JACKAL}")
    _, plain = seth_attacks(front(a1=4), *cards)
    _, events = seth_attacks(front(a1=4).tiles(SETH, "purple-4-reign-of-terror"), *cards)
    assert battle_numbers(events)[3] == battle_numbers(plain)[3] + 1


def test_a_member_may_buy_a_purple_tile_with_three_pyramids_at_its_level():
    state = (
        Scenario(n=2)
        .pyramid("a1a", "red", 2)
        .pyramid("a1b", "blue", 2)
        .pyramid("a1c", "white", 2)
        .ask("member-action", "a1")
    )
    state = play(state, "act:buy-red")[0]
    assert "buy:purple-2-kill-them-all" in legal(state)
    assert "buy:purple-1-units-corruption" not in legal(state)  # Seth's only
