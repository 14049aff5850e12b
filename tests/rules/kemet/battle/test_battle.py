"""Battles (seed-002, research §4.7, seed-000 Battle against Seth / Recall / Mixed troops,
kemet-seth.md §Battles): the sequence, strength, ties, casualties, VP, retreat and recall,
who chooses what, and where the cards go. Tiles and DI cards: test_battle_effects.py."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet.battle import start_battle
from kemet_tui.rules.kemet.state.handlers import CONTEXT_VIEWS
from kemet_tui.rules.kemet.state.model import SETH, make_troop
from tests.rules.kemet.movebattle_setup import kind, legal, make_state, place, play, units

pytestmark = pytest.mark.usefixtures("seth_cards_as_written")

CAVALRY = "card-cavalry-blitz"  # 4 / damage 1 / protection 0
SHIELD = "card-shield-push"  # 3 / 0 / 1
PURGE = "card-fervent-purge"  # 3 / 2 / 0
PHALANX = "card-phalanx-defense"  # 2 / 0 / 2
MIXED = "card-mixed-tactics"  # 2 / 2 / 1
CHARIOT = "card-chariot-raid"  # 1 / 3 / 0
JACKAL = "seth-card-jackal-charge"  # 4 / 1 / 0
WALL = "seth-card-wall-of-red-sand"  # 2 / 1 / 2
FURY = "seth-card-desert-fury"  # 3 / 2 / 0
SERPENT = "seth-card-serpent-strike"  # 1 / 1 / 1, 1 unblockable


def attack(state, attacker, space, creature=None, owner=None, log=None, **counts):
    """``counts`` units (off the board) attack the troop on ``space``."""
    for seat, n in counts.items():
        state = state.update_seat(seat, reserve=state.seat(seat).reserve - n)
    troop = make_troop(space, counts, creature, owner)
    state, events = start_battle(state, attacker, space, troop=troop)
    if log is not None:
        log.extend(events)
    return state


def fight(state, defender, attacker, d_di=(), a_di=(), log=None):
    """Both sides choose: the defender first (DI cards, then its card), then the attacker. A
    fighter with an empty DI hand is not asked about DI cards, so its ``done`` is left out."""
    for cards, card in ((d_di, defender), (a_di, attacker)):
        tokens = [f"di:{c}" for c in cards]
        if cards or kind(state) == "battle-di":
            tokens.append("done")
        state = play(state, *tokens, f"fight:{card}", log=log)
    return state


def seth_on_sa(n=2, **extra):
    return place(make_state(), "sa", seth=n, **extra)


# --- the sequence ---------------------------------------------------------------------------------
def test_each_side_chooses_in_secret_defender_first_then_the_reveal():
    hands = seth_on_sa().update_seat(SETH, di_hand=("seth-di-war-fury",))
    state = attack(hands.update_seat("a1", di_hand=("alliance-di-prayer",)), "a1", "sa", a1=3)
    assert kind(state) == "battle-di" and state.decision.decider == SETH
    state = play(state, "done")
    assert kind(state) == "battle-cards" and state.decision.decider == SETH
    log = []
    state = play(state, f"fight:{JACKAL}/{FURY}", log=log)
    assert [e.seats for e in log if e.kind == "battle-card"] == [(SETH,), None]
    assert kind(state) == "battle-di" and state.decision.decider == "a1"
    log = []
    state = play(state, "done", f"fight:{CAVALRY}/{CHARIOT}", log=log)
    reveal = [e for e in log if e.kind == "reveal"]
    assert reveal and reveal[0].irreversible and reveal[0].seats is None


def test_chosen_cards_are_hidden_from_other_seats_until_the_reveal():
    state = attack(seth_on_sa(), "a1", "sa", a1=3)
    state = play(state, "done", f"fight:{JACKAL}/{FURY}")
    record = state.pending[0]
    seen_by_a1 = CONTEXT_VIEWS["battle"](record, "a1")
    assert seen_by_a1.get("def_play") == "?" and seen_by_a1.get("def_discard") == "?"
    assert CONTEXT_VIEWS["battle"](record, SETH).get("def_play") == JACKAL


def test_furious_invasion_option_one_card_without_discard():
    state = seth_on_sa()
    troop = make_troop("sa", {"a1": 2})
    state, _ = start_battle(state, "a1", "sa", troop=troop, no_discard=(SETH,))
    state = play(state, "done")
    assert sorted(legal(state)) == sorted(f"fight:{c}" for c in (JACKAL, WALL, FURY, SERPENT))


# --- strength and the winner -------------------------------------------------------------------------
def test_higher_strength_wins_units_plus_card():
    state = fight(
        attack(seth_on_sa(), "a1", "sa", a1=3), f"{JACKAL}/{FURY}", f"{CAVALRY}/{CHARIOT}"
    )  # 3 + 4 = 7 against 2 + 4 = 6
    assert state.alliance_vp == 1
    assert kind(state) == "battle-retreat" and state.decision.decider == SETH


def test_a_tie_goes_to_the_defender():
    state = fight(
        attack(seth_on_sa(), "a1", "sa", a1=2), f"{WALL}/{FURY}", f"{PHALANX}/{CHARIOT}"
    )  # 2 + 2 = 4 against 2 + 2 = 4
    assert state.alliance_vp == 0
    assert kind(state) == "battle-retreat" and state.decision.decider == "a1"


def test_a_defender_in_a_city_district_gets_one_strength():
    state = place(make_state(), "a1a", a1=2)
    state = fight(
        attack(state, SETH, "a1a", seth=5), f"{CAVALRY}/{CHARIOT}", f"{WALL}/{FURY}"
    )  # 5 + 2 = 7 against 2 + 4 + 1 = 7: the defender
    assert state.seth_vp == 0
    open_ground = place(make_state(), "f1", a1=2)
    state = fight(
        attack(open_ground, SETH, "f1", seth=5), f"{CAVALRY}/{CHARIOT}", f"{WALL}/{FURY}"
    )  # 7 against 2 + 4 = 6: Seth
    assert state.seth_vp == 1


# --- casualties ------------------------------------------------------------------------------------
def test_casualties_are_damage_minus_protection_never_below_zero():
    state = place(make_state(), "f1", a1=4)
    state = fight(attack(state, SETH, "f1", seth=4), f"{PHALANX}/{CHARIOT}", f"{FURY}/{JACKAL}")
    # Seth: 4 + 3 = 7, damage 2 against protection 2; a1: 4 + 2 = 6, damage 0
    assert state.seat("a1").reserve == 8 and state.seat(SETH).reserve == 11


def test_unblockable_damage_comes_first_and_ignores_protection():
    state = place(make_state(), "f1", a1=4)
    state = fight(attack(state, SETH, "f1", seth=5), f"{PHALANX}/{CHARIOT}", f"{SERPENT}/{JACKAL}")
    # a1 loses 1 unblockable + max(0, 1 - 2) = 1
    assert units(state, "f1") == {"a1": 3}


def test_the_winner_can_lose_every_unit_and_then_gains_no_vp():
    state = seth_on_sa(1)
    state = fight(attack(state, "a1", "sa", a1=1), f"{SERPENT}/{JACKAL}", f"{CAVALRY}/{SHIELD}")
    # a1 wins 5 against 2 but takes 1 unblockable + 1 damage
    assert state.alliance_vp == 0 and state.seat("a1").reserve == 12


def test_the_winning_attacker_with_a_survivor_gains_one_battle_vp():
    state = place(make_state(), "f1", a1=1)
    state = fight(attack(state, SETH, "f1", seth=3), f"{PHALANX}/{CHARIOT}", f"{JACKAL}/{FURY}")
    assert state.seth_vp == 1
    state = play(state, "recall")  # the beaten a1 troop (damage 1 against protection 2)
    assert units(state, "f1") == {SETH: 3}


# --- after the battle ------------------------------------------------------------------------------
def test_the_loser_retreats_to_a_free_adjacent_space_not_into_an_enemy_city():
    state = place(place(make_state(), "f1", seth=2), "t1", a2=1)
    state = fight(attack(state, "a1", "f1", a1=4), f"{WALL}/{FURY}", f"{SHIELD}/{CHARIOT}")
    assert sorted(legal(state)) == ["recall", "retreat:o1", "retreat:sa", "retreat:t2"]
    state = play(state, "retreat:t2", "stay")
    assert units(state, "t2") == {SETH: 2} and units(state, "f1") == {"a1": 4}
    assert state.pending == ()


def test_recalling_four_units_gives_three_pp():
    state = seth_on_sa(4)
    state = fight(attack(state, "a1", "sa", a1=5), f"{WALL}/{FURY}", f"{SHIELD}/{CHARIOT}")
    # a1 5 + 3 = 8 against 4 + 2 = 6; Shield Push deals no damage
    assert units(state, "sa") == {SETH: 4}
    state = play(state, "recall", "stay")
    assert state.seat(SETH).pp == 6 + 3 and state.seat(SETH).reserve == 15
    assert units(state, "sa") == {"a1": 5}  # Wall's 1 damage against Shield Push's protection 1


def test_seth_never_recalls_a_winning_troop_the_alliance_may():
    state = place(make_state(), "f1", a1=1)
    state = fight(attack(state, SETH, "f1", seth=3), f"{PHALANX}/{CHARIOT}", f"{JACKAL}/{FURY}")
    assert kind(state) == "battle-retreat"  # a1 lost
    state = play(state, "recall")
    assert state.pending == ()  # no recall question for Seth
    state = fight(
        attack(seth_on_sa(1), "a1", "sa", a1=4), f"{WALL}/{FURY}", f"{SHIELD}/{CHARIOT}"
    )  # 4 + 3 against 1 + 2; Wall's 1 damage − protection 1
    state = play(state, "recall")
    assert kind(state) == "battle-recall" and state.decision.decider == "a1"
    state = play(state, "recall")
    assert state.troop_at("sa") is None and state.seat("a1").pp == 5 + 3  # 4 units left


def test_the_loser_may_stay_when_the_winner_kept_no_unit():
    state = seth_on_sa(1)
    state = fight(attack(state, "a1", "sa", a1=1), f"{SERPENT}/{JACKAL}", f"{CAVALRY}/{SHIELD}")
    assert "stay" in legal(state)
    state = play(state, "stay")
    assert units(state, "sa") == {SETH: 1}


def test_no_retreat_space_leaves_only_recall():
    state = place(make_state(), "b1", seth=1)
    state = place(place(state, "t1", a2=1), "a1c", a1=1)
    state = fight(attack(state, "a1", "b1", a1=4), f"{WALL}/{FURY}", f"{CAVALRY}/{CHARIOT}")
    assert legal(state) == ["recall"]


# --- mixed Alliance troops ---------------------------------------------------------------------------
def test_a_mixed_troop_names_its_fighter_who_plays_his_own_cards():
    state = seth_on_sa(2)
    state = attack(state, "a1", "sa", a1=2, a2=1)
    assert kind(state) == "battle-fighter" and state.decision.decider == "alliance"
    state = play(state, "fighter:a2", "done", f"fight:{JACKAL}/{FURY}")
    assert state.decision.decider == "a2"
    state = play(state, "done", f"fight:{CAVALRY}/{CHARIOT}", "lose:a1", "recall", "stay")
    assert state.seat("a2").battle_discard == (CAVALRY, CHARIOT)
    assert len(state.seat("a1").battle_hand) == 6


def test_the_alliance_chooses_which_units_of_a_mixed_troop_die():
    state = place(make_state(), "f1", a1=2, a2=2)
    state = play(attack(state, SETH, "f1", seth=3), "fighter:a1")
    state = fight(state, f"{SHIELD}/{CHARIOT}", f"{FURY}/{JACKAL}")
    # Seth 3 + 3 = 6 against 4 + 3 = 7; a1 loses 2 - 1 = 1 unit
    assert kind(state) == "casualties" and state.decision.decider == "alliance"
    state = play(state, "lose:a2")
    assert units(state, "f1") == {"a1": 2, "a2": 1}


def test_a_creature_follows_its_controllers_last_unit_home():
    state = place(make_state(), "a2b", a2=1)
    state = place(state, "f1", a1=2, a2=1, creature="blue-2-ancestral-elephant", owner="a2")
    state = play(attack(state, SETH, "f1", seth=5), "fighter:a1")
    state = fight(state, f"{PURGE}/{CHARIOT}", f"{FURY}/{JACKAL}")  # 2 - 1 protection
    state = play(state, "lose:a2")  # the elephant's controller has no unit left there
    assert state.troop_at("a2b").creature == "blue-2-ancestral-elephant"
    assert state.troop_at("f1").creature is None


def test_a_creature_without_a_home_goes_to_its_controllers_reserve():
    state = place(make_state(), "f1", a1=1, creature="red-3-royal-scarab", owner="a1")
    state = fight(attack(state, SETH, "f1", seth=5), f"{CHARIOT}/{SHIELD}", f"{FURY}/{JACKAL}")
    assert state.seat("a1").creatures_in_reserve == ("red-3-royal-scarab",)


def test_recall_pp_of_a_mixed_troop_are_shared_as_the_members_choose():
    state = place(make_state(), "sa", a1=2, a2=2)
    state = play(attack(state, SETH, "sa", seth=6), "fighter:a1")
    state = fight(state, f"{PHALANX}/{CHARIOT}", f"{JACKAL}/{FURY}")
    state = play(state, "recall")
    assert kind(state) == "pp-share" and state.decision.decider == "alliance"
    state = play(state, "pp:a2", "pp:a2", "pp:a2")
    assert state.seat("a2").pp == 8 and state.seat("a1").pp == 5 and state.pending == ()


# --- the cards afterwards ----------------------------------------------------------------------------
def test_both_cards_go_to_the_discard_and_an_empty_hand_takes_them_back():
    state = seth_on_sa(2)
    state = state.update_seat(
        "a1", battle_hand=(CAVALRY, CHARIOT), battle_discard=(SHIELD, PURGE, PHALANX, MIXED)
    )
    state = fight(attack(state, "a1", "sa", a1=3), f"{JACKAL}/{FURY}", f"{CAVALRY}/{CHARIOT}")
    state = play(state, "recall", "stay")
    assert len(state.seat("a1").battle_hand) == 6 and state.seat("a1").battle_discard == ()
    assert state.seat(SETH).battle_discard == (JACKAL, FURY)


def test_with_one_card_left_it_is_played_without_discard():
    state = seth_on_sa(2).update_seat(
        SETH, battle_hand=(WALL,), battle_discard=(JACKAL, FURY, SERPENT)
    )
    state = play(attack(state, "a1", "sa", a1=3), "done")
    assert legal(state) == [f"fight:{WALL}"]


def test_the_whole_battle_leaves_nothing_pending_and_dead_units_in_reserve():
    state = seth_on_sa(4)  # 4 + 4 = 8 against 3 + 3 = 6: the defender wins
    state = fight(attack(state, "a1", "sa", a1=3), f"{JACKAL}/{FURY}", f"{PURGE}/{CHARIOT}")
    state = play(state, "retreat:o1")
    assert state.pending == ()
    assert state.seat("a1").reserve + sum(units(state, s).get("a1", 0) for s in ("sa", "o1")) == 12
