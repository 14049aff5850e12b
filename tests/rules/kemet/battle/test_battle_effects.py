"""Every battle tile, creature and battle DI card shown working (hooks.py: battle_bonus,
pre_battle_kill, prescience, swap_battle_cards, mirror_card, swap_with_discard, divine_wound,
cancel_creatures, defensive_victory_vp, extra_vp_on_win, no_losses_if_win, recruit_on_win,
battle_pp, resurrect, escape, corrupt_units, corrupted_unit_strength, creature stats)."""

from __future__ import annotations

import re

import pytest

from kemet_tui.rules.kemet.actions.movement import begin_move
from kemet_tui.rules.kemet.battle import start_battle
from kemet_tui.rules.kemet.state.model import SETH, make_troop
from tests.rules.kemet.battle.test_battle import (
    CAVALRY,
    CHARIOT,
    FURY,
    JACKAL,
    PHALANX,
    PURGE,
    SERPENT,
    SHIELD,
    WALL,
    attack,
    fight,
)
from tests.rules.kemet.movebattle_setup import (
    di,
    kind,
    legal,
    make_state,
    place,
    play,
    tiles,
    units,
)

pytestmark = pytest.mark.usefixtures("seth_cards_as_written")


def strengths(log):
    """(attacker, defender) strength from the battle's result event."""
    text = next(e.text for e in log if e.kind == "battle-result")
    a, d = re.match(r"Strength (\d+) against (\d+)", text).groups()
    return int(a), int(d)


def losses(log):
    text = next(e.text for e in log if e.kind == "battle-result")
    a, d = re.search(r"attacker (\d+), defender (\d+)", text).groups()
    return int(a), int(d)


def a1_attacks_seth(
    setup=lambda s: s,
    a1=3,
    seth=3,
    d=f"{FURY}/{JACKAL}",
    a=f"{PURGE}/{CHARIOT}",
    d_di=(),
    a_di=(),
    **kw,
):
    """a1 (3 units) attacks Seth's 3 units on the Sanctuary; returns (state, log)."""
    state = setup(place(make_state(), "sa", seth=seth))
    log = []
    state = attack(state, "a1", "sa", a1=a1, log=log, **kw)
    state = fight(state, d, a, d_di=d_di, a_di=a_di, log=log)
    return state, log


def seth_attacks_a1(
    setup=lambda s: s,
    seth=3,
    a1=3,
    d=f"{PURGE}/{CHARIOT}",
    a=f"{FURY}/{JACKAL}",
    d_di=(),
    a_di=(),
    space="sa",
    **kw,
):
    state = setup(place(make_state(), space, a1=a1))
    log = []
    state = attack(state, SETH, space, seth=seth, log=log, **kw)
    state = fight(state, d, a, d_di=d_di, a_di=a_di, log=log)
    return state, log


#: the strengths of a1_attacks_seth() without tiles: 3 units + Fervent Purge 3 against 3 units
#: + Desert Fury 3 (Seth's cards as written: conftest.SETH_CARDS_AS_WRITTEN)
BASE = (3 + 3, 3 + 3)


# --- battle_bonus tiles ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "tile, attacking, defending",
    [
        ("red-1-charge", 1, 0),
        ("blue-1-defense", 0, 1),
        ("red-3-blades-of-neith", 1, 1),
        ("blue-2-bulwark", 0, 1),
    ],
)
def test_alliance_strength_tiles(tile, attacking, defending):
    _, log = a1_attacks_seth(lambda s: tiles(s, "a1", tile))
    assert strengths(log)[0] == BASE[0] + attacking
    _, log = seth_attacks_a1(lambda s: tiles(s, "a1", tile))
    assert strengths(log)[1] == strengths(seth_attacks_a1()[1])[1] + defending


def test_carnage_adds_damage_and_shield_of_neith_protection():
    _, log = a1_attacks_seth(lambda s: tiles(s, "a1", "red-2-carnage"))
    assert losses(log) == (2, 3)  # purge 2 + 1 damage
    _, log = a1_attacks_seth(lambda s: tiles(s, "a1", "blue-3-shield-of-neith"))
    assert losses(log) == (1, 2)


def test_vengeance_of_horus_serves_every_alliance_battle_against_seth():
    vengeance = lambda s: s.evolve(osiris=("alliance-red-vengeance-of-horus",))  # noqa: E731
    _, log = a1_attacks_seth(vengeance)
    assert strengths(log)[0] == BASE[0] + 1
    assert losses(log)[0] == losses(a1_attacks_seth()[1])[0] - 1
    _, plain = seth_attacks_a1()
    _, log = seth_attacks_a1(vengeance)
    assert strengths(log) == (strengths(plain)[0], strengths(plain)[1] + 1)
    assert losses(log)[1] == losses(plain)[1] - 1


def test_spear_of_horus_serves_alliance_attacks_on_seth_only():
    spear = lambda s: s.evolve(temple_powers=("temple-power-spear-of-horus",))  # noqa: E731
    _, log = a1_attacks_seth(spear)
    assert strengths(log)[0] == BASE[0] + 1
    _, log = seth_attacks_a1(spear)
    assert strengths(log) == strengths(seth_attacks_a1()[1])


def test_shield_of_horus_protects_alliance_troops_against_seth():
    _, log = a1_attacks_seth(lambda s: s.evolve(temple_powers=("temple-power-shield-of-horus",)))
    assert losses(log) == (1, 2)


def test_seth_purple_battle_tiles():
    _, log = a1_attacks_seth(lambda s: tiles(s, SETH, "purple-3-mantle-of-storms"))
    assert losses(log) == (2, 0) and strengths(log)[1] == BASE[1] + 1
    _, log = a1_attacks_seth(lambda s: tiles(s, SETH, "purple-2-kill-them-all"))
    assert losses(log) == (3, 2)
    _, log = a1_attacks_seth(lambda s: tiles(s, SETH, "purple-4-wrath-of-seth"))
    assert strengths(log)[1] == BASE[1] + 1 and losses(log) == (3, 2)


def test_a_mixed_troop_uses_each_different_tile_of_its_members_once():
    def setup(s):
        return tiles(
            tiles(s, "a1", "red-3-blades-of-neith"), "a2", "red-3-blades-of-neith", "red-1-charge"
        )

    state = setup(place(make_state(), "sa", seth=3))
    log = []
    state = play(attack(state, "a1", "sa", a1=2, a2=1, log=log), "fighter:a1")
    fight(state, f"{FURY}/{JACKAL}", f"{PURGE}/{CHARIOT}", log=log)
    assert strengths(log)[0] == BASE[0] + 2  # Blades once, Charge from a2


# --- creatures ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "creature, strength, dealt, taken",
    [
        ("red-3-royal-scarab", 2, 2, 2),
        ("red-4-giant-scorpion", 2, 3, 2),
        ("blue-2-ancestral-elephant", 1, 2, 1),
        ("purple-2-cobra", 1, 3, 2),
    ],
)
def test_a_creature_adds_its_stats_to_its_troop(creature, strength, dealt, taken):
    _, log = a1_attacks_seth(creature=creature, owner="a1")
    assert strengths(log)[0] == BASE[0] + strength
    assert losses(log) == (taken, dealt)


def test_deep_desert_snake_cancels_the_other_creature():
    def snake(s):
        return place(make_state(), "sa", seth=3, creature="blue-2-deep-desert-snake", owner=SETH)

    _, log = a1_attacks_seth(snake, creature="red-3-royal-scarab", owner="a1")
    assert strengths(log) == BASE


def test_devourer_gives_one_more_vp_when_two_enemies_die():
    state, _ = a1_attacks_seth(
        a=f"{CHARIOT}/{PURGE}", d=f"{SERPENT}/{JACKAL}", creature="black-4-devourer", owner="a1"
    )
    # 3 + 1 + 2 = 6 against 3 + 1: a1 wins, Seth loses 3
    assert state.alliance_vp == 2


def test_osiris_brings_a_killed_unit_back_to_its_owners_city():
    state, _ = seth_attacks_a1(
        creature=None,
        d=f"{CHARIOT}/{PURGE}",
        setup=lambda s: place(
            make_state(), "sa", a1=3, creature="alliance-blue-osiris", owner="a1"
        ),
    )
    # three empty districts: the owner chooses where the unit rises (osiris-rise)
    assert kind(state) == "osiris-rise" and legal(state) == ["rise:a1a", "rise:a1b", "rise:a1c"]
    state = play(state, "rise:a1b")
    assert units(state, "a1b") == {"a1": 1}


# --- pre-battle kills --------------------------------------------------------------------------------
def test_initiative_kills_two_defenders_before_the_cards():
    state, log = a1_attacks_seth(lambda s: tiles(s, "a1", "red-4-initiative"), seth=4)
    assert strengths(log)[1] == (4 - 2) + 3  # two units left, Desert Fury 3


def test_initiative_wiping_the_defender_means_no_battle():
    state = tiles(place(make_state(), "sa", seth=2), "a1", "red-4-initiative")
    state = attack(state, "a1", "sa", a1=3)
    assert state.pending == () and units(state, "sa") == {"a1": 3} and state.alliance_vp == 0


def test_deadly_trap_kills_one_attacker_on_entry():
    state, log = seth_attacks_a1(lambda s: tiles(s, "a1", "black-3-deadly-trap"), seth=4)
    assert strengths(log)[0] == (4 - 1) + 3  # three units left, Desert Fury 3


# --- card effects after the reveal ------------------------------------------------------------------------
def test_prescience_makes_the_opponent_choose_and_show_first():
    state = tiles(place(make_state(), "f1", a1=3), "a1", "blue-3-prescience")
    log = []
    state = attack(state, SETH, "f1", seth=3, log=log)
    assert state.decision.decider == SETH  # the attacker chooses first
    state = play(state, "done", f"fight:{FURY}/{JACKAL}", log=log)
    shown = [e for e in log if e.kind == "reveal"]
    assert shown and "Desert Fury" in shown[0].text and shown[0].seats is None
    assert state.decision.decider == "a1"


def test_ambush_exchanges_the_played_cards():
    def setup(s):
        return tiles(s, SETH, "purple-3-ambush")

    state = setup(place(make_state(), "sa", seth=3))
    log = []
    state = attack(state, "a1", "sa", a1=3, log=log)
    state = fight(state, f"{SERPENT}/{JACKAL}", f"{CAVALRY}/{CHARIOT}", log=log)
    assert kind(state) == "battle-swap" and state.decision.decider == SETH
    state = play(state, "swap", log=log)
    assert strengths(log) == (3 + 2, 3 + 4)
    assert state.seat(SETH).battle_discard == () and "recall" in legal(state)


def test_divine_wound_trades_di_cards_for_strength():
    state = tiles(place(make_state(), "sa", seth=3), "a1", "red-3-divine-wound")
    state = di(state, "a1", "alliance-di-prayer", "alliance-di-swiftness")
    log = []
    state = fight(attack(state, "a1", "sa", a1=3), f"{FURY}/{JACKAL}", f"{PURGE}/{CHARIOT}")
    assert kind(state) == "battle-wound"
    state = play(state, "wound:alliance-di-prayer", "done", log=log)
    assert strengths(log)[0] == BASE[0] + 1
    assert state.alliance_di.discard == ("alliance-di-prayer",)


def test_battle_mirror_copies_the_opponents_card():
    def setup(s):
        return s.update_seat(SETH, battle_hand=s.seat(SETH).battle_hand + ("card-battle-mirror",))

    _, log = a1_attacks_seth(setup, d=f"card-battle-mirror/{JACKAL}", a=f"{CAVALRY}/{CHARIOT}")
    assert strengths(log) == (3 + 4, 3 + 4)


# --- VP and PP from battles -------------------------------------------------------------------------------
def test_defensive_victory_gives_a_vp_to_a_winning_defender():
    state, _ = seth_attacks_a1(
        lambda s: tiles(s, "a1", "blue-3-defensive-victory"), d=f"{CAVALRY}/{CHARIOT}"
    )
    assert state.alliance_vp == 1


@pytest.mark.parametrize(
    "tile, pp",
    [
        ("white-2-crusade", 2 * 2),  # 2 Seth units killed by Purge
        ("white-3-holy-war", 4),  # the battle won
        ("black-2-honor-in-battle", 2),  # 2 own units lost to Desert Fury
    ],
)
def test_battle_pp_tiles(tile, pp):
    state, _ = a1_attacks_seth(
        lambda s: tiles(s, "a1", tile), a=f"{PURGE}/{CHARIOT}", d=f"{FURY}/{JACKAL}", a1=4
    )
    state = play(state, "recall", "stay")
    assert state.seat("a1").pp == 5 + pp


def test_dedication_to_battle_pays_for_moving_into_an_enemy():
    state = tiles(
        place(place(make_state(), "f1", a1=3), "sa", seth=1), "a1", "black-2-dedication-to-battle"
    )
    state = play(begin_move(state, "a1"), "troop:f1", "go:sa")
    state = play(
        state, "done", f"fight:{FURY}/{JACKAL}", "done", f"fight:{CAVALRY}/{CHARIOT}", "stay"
    )
    assert state.seat("a1").pp == 5 + 2 and state.pending == ()


# --- corruption (purple tiles, Whispers of Corruption) ------------------------------------------------------
def test_units_corruption_turns_a_killed_unit_into_a_seth_unit():
    state, _ = seth_attacks_a1(
        lambda s: tiles(s, SETH, "purple-1-units-corruption"),
        seth=5,
        d=f"{SHIELD}/{CHARIOT}",
        a=f"{FURY}/{JACKAL}",
    )
    assert units(state, "sa") == {"a1": 2}  # the beaten troop, before it goes
    state = play(state, "recall")
    troop = state.troop_at("sa")
    assert troop.count(SETH) == 6 and troop.corrupted == (("a1", 1),)
    assert state.seat("a1").reserve == 12 - 1


def test_corrupted_units_die_last_back_to_their_owner_and_servile_corruption_counts_them():
    state = place(make_state(), "sa", a1=3)
    state = tiles(state, SETH, "purple-1-servile-corruption")
    troop = make_troop("sa", {SETH: 4}, corrupted={"a1": 1})
    state = state.update_seat("a1", reserve=8).update_seat(SETH, reserve=12)
    log = []
    state, events = start_battle(state, SETH, "sa", troop=troop)
    state = fight(state, f"{PURGE}/{CHARIOT}", f"{FURY}/{JACKAL}", log=log)
    assert strengths(log)[0] == 4 + 3 + 1  # units, Desert Fury, the corrupted unit
    assert state.seat("a1").reserve == 8 + 2  # a1's two dead
    state = play(state, "recall")  # a1 (beaten: 3 + 3 against 8) recalls its last unit
    assert units(state, "sa") == {SETH: 2} and state.troop_at("sa").corrupted == (("a1", 1),)
    assert state.seat(SETH).reserve == 14


# --- battle DI cards ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "card, strength, att_losses, def_losses",
    [
        ("alliance-di-war-rage", 1, 2, 2),
        ("alliance-di-war-fury", 2, 2, 2),
        ("alliance-di-blood-battle", 0, 2, 3),
        ("alliance-di-bloodbath", 0, 2, 3),
        ("alliance-di-bronze-wall", 0, 1, 2),
        ("alliance-di-iron-wall", 0, 0, 2),
    ],
)
def test_alliance_strength_damage_protection_cards(card, strength, att_losses, def_losses):
    state, log = a1_attacks_seth(lambda s: di(s, "a1", card), a_di=(card,))
    assert strengths(log)[0] == BASE[0] + strength
    assert losses(log) == (att_losses, def_losses)
    cost = 1 if card.endswith(("fury", "bloodbath", "iron-wall")) else 0
    assert state.seat("a1").pp == 5 - cost


def test_a_di_card_needs_its_pp():
    state = di(place(make_state(), "sa", seth=3), "a1", "alliance-di-war-fury")
    state = play(
        attack(state.update_seat("a1", pp=0), "a1", "sa", a1=3), "done", f"fight:{FURY}/{JACKAL}"
    )
    assert legal(state) == ["done"]


@pytest.mark.parametrize(
    "card, strength, att_losses, def_losses",
    [
        ("seth-di-war-rage", 1, 2, 2),
        ("seth-di-war-fury", 2, 2, 2),
        ("seth-di-blood-battle", 0, 3, 2),
        ("seth-di-bloodbath", 0, 3, 2),
        ("seth-di-bronze-wall", 0, 2, 1),
        ("seth-di-venom-of-apep", 0, 3, 2),
    ],
)
def test_seth_strength_damage_protection_cards(card, strength, att_losses, def_losses):
    _, log = a1_attacks_seth(lambda s: di(s, SETH, card), d_di=(card,))
    assert strengths(log)[1] == BASE[1] + strength
    assert losses(log) == (att_losses, def_losses)


def test_venom_of_apep_goes_through_protection():
    _, log = a1_attacks_seth(
        lambda s: di(s, SETH, "seth-di-venom-of-apep"),
        d_di=("seth-di-venom-of-apep",),
        a=f"{PHALANX}/{CHARIOT}",
    )
    assert losses(log)[0] == 0 + 1


def test_glory_pays_four_pp_for_a_win():
    state, _ = a1_attacks_seth(
        lambda s: di(s, "a1", "alliance-di-glory"),
        a_di=("alliance-di-glory",),
        a=f"{CAVALRY}/{CHARIOT}",
    )
    state = play(state, "recall", "stay")
    assert state.seat("a1").pp == 5 + 4 and state.alliance_di.discard == ("alliance-di-glory",)


def test_divine_protection_keeps_every_unit_of_a_winner():
    _, log = a1_attacks_seth(
        lambda s: di(s, "a1", "alliance-di-divine-protection"),
        a_di=("alliance-di-divine-protection",),
        a=f"{CAVALRY}/{CHARIOT}",
    )
    assert losses(log) == (0, 1)


def test_reinforcements_add_three_units_to_a_winner():
    state, _ = a1_attacks_seth(
        lambda s: di(s, "a1", "alliance-di-reinforcements"),
        a_di=("alliance-di-reinforcements",),
        a=f"{CAVALRY}/{CHARIOT}",
        a1=2,
        seth=1,
    )
    state = play(state, "stay")
    assert units(state, "sa") == {"a1": 2 - 2 + 3}  # Desert Fury killed both


def test_tactical_choice_swaps_the_played_card_with_the_discard():
    _, log = a1_attacks_seth(
        lambda s: di(s, "a1", "alliance-di-tactical-choice"),
        a_di=("alliance-di-tactical-choice",),
        a=f"{CHARIOT}/{CAVALRY}",
    )
    assert strengths(log)[0] == 3 + 4


def test_escape_avoids_the_battle_and_the_attacker_takes_the_space():
    state = di(place(make_state(), "f1", a1=2), "a1", "alliance-di-escape")
    log = []
    state = attack(state, SETH, "f1", seth=3, log=log)
    assert "escape:t1" in legal(state) and "escape:a1a" in legal(state)
    state = play(state, "escape:t1", log=log)
    assert state.pending == () and units(state, "t1") == {"a1": 2}
    assert units(state, "f1") == {SETH: 3} and state.seth_vp == 0
    assert state.alliance_di.discard == ("alliance-di-escape",)
    assert len(state.seat(SETH).battle_hand) == 4


def test_whispers_of_corruption_corrupts_a_unit_when_seth_wins():
    state, _ = seth_attacks_a1(
        lambda s: di(s, SETH, "seth-di-whispers-of-corruption"),
        a_di=("seth-di-whispers-of-corruption",),
        seth=5,
        d=f"{SHIELD}/{CHARIOT}",
    )
    state = play(state, "recall")
    assert state.troop_at("sa").corrupted == (("a1", 1),)


# --- Seth's lone creature (Corrupt a creature) -----------------------------------------------------------
def test_a_creature_card_fights_with_its_power_and_wins_seth_a_vp():
    state = place(make_state(), "t1", a1=2)
    state = state.update_seat(SETH, creature_cards=("creature-card-giant-scorpion",))
    log = []
    state, events = start_battle(state, SETH, "t1", creature_card="creature-card-giant-scorpion")
    log.extend(events)
    state = fight(state, f"{CHARIOT}/{CAVALRY}", f"{JACKAL}/{FURY}", log=log)
    assert strengths(log) == (3 + 4, 2 + 1)  # the Scorpion's power 3 + Jackal Charge 4
    assert losses(log) == (0, 2)  # 2 damage + 1 unblockable, 2 units
    assert state.seth_vp == 1 and state.pending == ()
    assert state.seat(SETH).creature_cards == ()


def test_creature_targets_follow_the_colour_and_stay_out_of_cities():
    from kemet_tui.rules.kemet.battle import creature_targets

    state = place(place(place(make_state(), "t1", a1=2), "a1a", a1=2), "t2", a2=2)
    assert creature_targets(state, "creature-card-giant-scorpion", "a1") == ("t1",)
    assert creature_targets(state, "creature-card-phoenix", "a1") == ("a1a", "t1")
    assert creature_targets(state, "creature-card-khnums-sphinx", "a1") == ("t1", "t2")


# --- Ta Seti cards with their own losses --------------------------------------------------------------
def test_sacrificial_charge_costs_two_of_its_own_units_even_in_victory():
    def setup(s):
        return s.update_seat(
            "a1", battle_hand=s.seat("a1").battle_hand + ("card-sacrificial-charge",)
        )

    _, log = a1_attacks_seth(
        setup, a1=4, d=f"{WALL}/{JACKAL}", a=f"card-sacrificial-charge/{CHARIOT}"
    )
    assert strengths(log) == (4 + 5, 3 + 2)
    assert losses(log) == (1 + 2, 0)  # Wall of Red Sand's 1 damage; the card's own two


def test_blood_offering_cannot_go_with_seths_lone_creature():
    state = place(make_state(), "t1", a1=2)
    state = state.update_seat(
        SETH, battle_hand=state.seat(SETH).battle_hand + ("seth-card-blood-offering",)
    )
    state, _ = start_battle(state, SETH, "t1", creature_card="creature-card-royal-scarab")
    state = play(state, "done", f"fight:{CHARIOT}/{CAVALRY}", "done")
    plays = {t.partition(":")[2].partition("/")[0] for t in legal(state)}
    assert "seth-card-blood-offering" not in plays and JACKAL in plays
