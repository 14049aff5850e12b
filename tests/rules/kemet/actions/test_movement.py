"""The Move action (research §4.6, seed-000 Move / Mixed troops / Portals, kemet-seth.md §Board):
one test per rule, each on a small hand-built position of the N = 2 (or 3) map."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet.actions.movement import begin_move
from kemet_tui.rules.kemet.mechanics import common, forces
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.scenario import refusal
from kemet_tui.rules.kemet.state.model import SETH
from tests.rules.kemet.movebattle_setup import (
    di,
    kind,
    legal,
    make_state,
    place,
    play,
    pyramid,
    tiles,
    units,
)


def moving(state, seat, space):
    """A Move of ``seat`` with the troop on ``space`` chosen."""
    return play(begin_move(state, seat), f"troop:{space}")


def gos(state):
    return sorted(t[3:] for t in legal(state) if t.startswith("go:"))


def teleports(state):
    return sorted(t[9:] for t in legal(state) if t.startswith("teleport:"))


# --- choosing the troop, stopping -------------------------------------------------------------
def test_only_troops_holding_a_unit_of_the_mover_are_offered_and_a_move_of_zero_is_allowed():
    state = place(place(place(make_state(), "f1", a1=2), "t2", a2=2), "sa", a1=1, a2=1)
    state = begin_move(state, "a1")
    assert legal(state) == ["troop:f1", "troop:sa", "stop"]
    assert play(state, "stop").pending == ()


def test_stop_where_the_troop_started_puts_it_back():
    state = moving(place(make_state(), "f1", a1=3), "a1", "f1")
    assert state.troop_at("f1") is None  # lifted while it moves
    assert forces.in_flight(state, "alliance") == 3
    state = play(state, "stop")
    assert units(state, "f1") == {"a1": 3} and state.pending == ()


# --- movement allowance ---------------------------------------------------------------------------
def test_base_movement_is_one_space():
    state = moving(place(make_state(), "f1", a1=3), "a1", "f1")
    state = play(state, "go:sa")
    assert gos(state) == [] and "stop" in legal(state)


def test_god_speed_gives_one_more_space():
    state = tiles(place(make_state(), "f1", a1=3), "a1", "red-1-god-speed")
    state = play(moving(state, "a1", "f1"), "go:sa")
    assert "go:o1" in legal(state)
    state = play(state, "go:o1")
    assert gos(state) == []


def test_desert_wind_adds_a_space_only_to_a_move_that_starts_in_the_desert():
    def allowance(space: str) -> int:
        state = tiles(place(make_state(), space, seth=3), SETH, "purple-1-desert-wind")
        return moving(state, SETH, space).decision.get("allowance")

    gmap = common.game_map(make_state())
    deserts = [s.id for s in gmap.spaces_of_kind("desert", "obelisk_desert", "portal")]
    others = [s.id for s in gmap.spaces_of_kind("temple", "seth_district", "sanctuary")]
    assert {"p1", "p2"} <= set(deserts) and "s1" in others
    assert {allowance(s) for s in deserts} == {2}
    assert {allowance(s) for s in others} == {1}


def test_a_creature_adds_its_movement_fixed_when_the_move_starts():
    state = place(make_state(), "f1", a1=3, creature="red-3-royal-scarab", owner="a1")
    state = moving(state, "a1", "f1")
    assert state.decision.get("allowance") == 3
    state = play(state, "go:sa", "go:o1", "go:h1w")
    assert gos(state) == []


def test_a_creature_picked_up_on_the_way_does_not_add_movement():
    state = place(make_state(), "f1", a1=3)
    state = place(state, "sa", a1=1, creature="red-3-royal-scarab", owner="a1")
    state = play(moving(state, "a1", "f1"), "go:sa", "take:red-3-royal-scarab")
    assert gos(state) == []


# --- walls --------------------------------------------------------------------------------------------
def test_an_enemy_district_may_be_entered_on_the_first_step_only():
    state = place(place(make_state(), "f1", seth=3), "a1a", a1=1)
    assert "go:a1a" in legal(moving(state, SETH, "f1"))
    state = tiles(place(make_state(), "sa", seth=3), SETH, "red-1-god-speed")
    state = play(moving(state, SETH, "sa"), "go:f1")
    assert "go:a1a" not in legal(state)


def test_own_walls_do_not_stop_a_troop():
    state = tiles(place(make_state(), "f1", a1=3), "a1", "red-1-god-speed")
    state = play(moving(state, "a1", "f1"), "go:a1a")
    assert "go:a1b" in legal(state)


def test_open_gates_and_the_phoenix_ignore_walls():
    base = tiles(place(make_state(), "sa", seth=3), SETH, "red-1-god-speed")
    gates = tiles(base, SETH, "red-2-open-gates")
    assert "go:a1a" in legal(play(moving(gates, SETH, "sa"), "go:f1"))
    phoenix = place(make_state(), "sa", seth=3, creature="red-4-phoenix", owner=SETH)
    assert "go:a1a" in legal(play(moving(phoenix, SETH, "sa"), "go:f1"))


GATES_CARD = "test-di-open-gates"


@pytest.fixture
def gates_card(monkeypatch):
    """A Day DI card that ignores walls. The shipped decks hold none (the Open Gates card was
    never worth its place on these maps), but the hook is the data's to give a card."""
    cards = dict(common._di_by_id())
    walls = fx.tile("red-2-open-gates").effects
    cards[GATES_CARD] = cards["alliance-di-swiftness"].model_copy(
        update={"id": GATES_CARD, "name": "Open Gates", "cost": 1, "effects": walls}
    )
    monkeypatch.setattr(common, "_di_by_id", lambda: cards)
    return GATES_CARD


def test_a_di_card_ignoring_walls_is_played_with_the_move_before_the_first_step(gates_card):
    state = tiles(place(make_state(), "p1", a1=3), "a1", "red-1-god-speed")
    state = moving(di(state, "a1", gates_card), "a1", "p1")
    assert "go:s2" not in legal(play(state, "go:s1"))
    assert not any(t.startswith("di:") for t in legal(play(state, "go:s1")))
    state = play(state, f"di:{gates_card}", "allow", "go:s1")
    assert "go:s2" in legal(state)
    assert state.seat("a1").pp == 4 and state.alliance_di.discard == (gates_card,)


# --- harbours and the portal ------------------------------------------------------------------------
def test_a_harbour_crossing_costs_one_movement():
    state = moving(place(make_state(), "h1w", a1=2), "a1", "h1w")
    state = play(state, "go:h1e")
    assert gos(state) == []


def test_the_crocodile_crosses_the_nile_for_free_once_per_move():
    state = place(make_state(), "h1w", seth=2, creature="purple-3-crocodile", owner=SETH)
    state = play(moving(state, SETH, "h1w"), "go:h1e")
    assert state.decision.get("left") == 1
    assert "go:h1w" in legal(state)
    state = play(state, "go:h1w")
    assert state.decision.get("left") == 0


def test_the_portal_is_closed_to_the_alliance_until_the_ceremony():
    state = place(make_state(), "p2", a1=2)
    assert "go:p1" not in legal(moving(state, "a1", "p2"))
    assert "go:p1" in legal(moving(state.evolve(portal_open=True), "a1", "p2"))


def test_seth_always_crosses_the_portal():
    state = place(make_state(), "p1", seth=2)
    assert "go:p2" in legal(moving(state, SETH, "p1"))


# --- teleport -------------------------------------------------------------------------------------------
def test_teleport_from_a_district_with_a_pyramid_costs_two_and_ends_the_move():
    state = pyramid(place(make_state(), "a1a", a1=3), "a1a")
    state = moving(state, "a1", "a1a")
    assert teleports(state) == ["o1", "o2", "o3", "sa", "t1", "t2", "t3", "tg"]
    state = play(state, "teleport:tg")
    assert state.pending == () and units(state, "tg") == {"a1": 3}
    assert state.seat("a1").pp == 3


def test_no_teleport_without_a_pyramid_or_the_pp():
    state = place(make_state(), "a1a", a1=3)
    assert teleports(moving(state, "a1", "a1a")) == []
    poor = pyramid(state, "a1a").update_seat("a1", pp=1)
    assert teleports(moving(poor, "a1", "a1a")) == []


def test_stargate_makes_teleport_cheaper():
    state = tiles(pyramid(place(make_state(), "a1a", a1=3), "a1a"), "a1", "red-1-stargate")
    state = play(moving(state, "a1", "a1a"), "teleport:t2")
    assert state.seat("a1").pp == 4


def test_seth_leaves_his_city_through_the_portal_not_by_teleport():
    state = pyramid(place(make_state(), "s1", seth=3), "sp", "purple")
    from_city = moving(state, SETH, "s1")
    assert teleports(from_city) == [] and "go:p1" in legal(from_city)
    assert "left only through the portal" in refusal(from_city, "teleport:sa")


def test_seths_teleportation_card_carries_a_troop_out_of_his_city():
    state = di(
        pyramid(place(make_state(), "s1", seth=3), "sp", "purple"), SETH, "seth-di-teleportation"
    )
    state = play(moving(state, SETH, "s1"), "di:seth-di-teleportation", "allow", "teleport:sa")
    assert units(state, "sa") == {"seth": 3}


def test_teleport_tile_and_griffin_teleport_from_an_obelisk():
    state = place(make_state(), "t1", a1=2)
    assert teleports(moving(state, "a1", "t1")) == []
    assert "tg" in teleports(moving(tiles(state, "a1", "red-2-teleport"), "a1", "t1"))
    griffin = place(make_state(), "t1", a1=2, creature="black-3-griffin-sphinx", owner="a1")
    assert "tg" in teleports(moving(griffin, "a1", "t1"))


def test_teleportation_di_teleports_from_anywhere_for_its_own_cost():
    state = di(place(make_state(), "b1", a1=2), "a1", "alliance-di-teleportation")
    state = play(moving(state, "a1", "b1"), "di:alliance-di-teleportation", "allow", "teleport:tg")
    assert units(state, "tg") == {"a1": 2} and state.seat("a1").pp == 4


def test_teleport_onto_an_enemy_starts_a_battle():
    state = pyramid(place(place(make_state(), "a1a", a1=3), "tg", seth=1), "a1a")
    state = play(moving(state, "a1", "a1a"), "teleport:tg")
    assert kind(state) == "battle-cards"  # Seth holds no DI card: not asked to lay any
    assert [d.kind for d in state.pending] == ["battle", "battle-cards"]


# --- drops and pick-ups ---------------------------------------------------------------------------
def test_drop_units_on_a_crossed_space_and_go_on():
    state = tiles(place(make_state(), "f1", seth=4), SETH, "red-1-god-speed")
    state = play(moving(state, SETH, "f1"), "go:sa", "drop:seth", "go:o1", "stop")
    assert units(state, "sa") == {SETH: 1} and units(state, "o1") == {SETH: 3}


def test_pick_up_own_units_on_the_way():
    state = tiles(place(place(make_state(), "f1", seth=2), "sa", seth=2), SETH, "red-1-god-speed")
    state = play(moving(state, SETH, "f1"), "go:sa", "pick:seth", "go:o1", "stop")
    assert units(state, "sa") == {SETH: 1} and units(state, "o1") == {SETH: 3}


def test_the_alliance_picks_up_other_members_units_seth_only_his_own():
    state = place(make_state(), "f1", a1=2)
    state = place(state, "sa", a2=2)
    state = play(moving(state, "a1", "f1"), "go:sa")
    assert "pick:a2" in legal(state)


def test_the_mover_keeps_one_of_his_units():
    state = place(make_state(), "f1", a1=1, a2=2)
    state = moving(state, "a1", "f1")
    assert "drop:a1" not in legal(state) and "drop:a2" in legal(state)


def test_a_creature_moves_only_with_a_unit_of_its_controller():
    state = place(make_state(), "f1", a1=1, a2=1, creature="red-3-royal-scarab", owner="a2")
    state = play(moving(state, "a1", "f1"), "drop:a2")
    assert gos(state) == []  # the scarab would travel without a2
    state = play(state, "leave:red-3-royal-scarab")
    assert gos(state)


# --- troop limits at the end of the move (seed-000) ------------------------------------------------
def test_crossing_an_allied_space_may_exceed_the_limit_for_a_moment():
    state = tiles(place(place(make_state(), "f1", a1=5), "sa", a2=3), "a1", "red-1-god-speed")
    state = play(moving(state, "a1", "f1"), "go:sa")
    assert "stop" not in legal(state)  # 8 units would stay there
    state = play(state, "go:o1", "stop")
    assert units(state, "sa") == {"a2": 3} and units(state, "o1") == {"a1": 5}


def test_no_step_into_a_space_where_the_move_could_not_end():
    state = place(place(make_state(), "f1", a1=5), "sa", a2=3)
    assert "go:sa" not in legal(moving(state, "a1", "f1"))


def test_the_group_travels_within_its_limit_and_may_regroup_first():
    state = tiles(place(place(make_state(), "f1", seth=6), "sa", seth=2), SETH, "red-1-god-speed")
    state = play(moving(state, SETH, "f1"), "go:sa", "pick:seth")
    assert gos(state) == [] and "stop" not in legal(state)
    state = play(state, "drop:seth")
    assert "go:o1" in legal(state)


def test_leaving_a_unit_and_taking_it_back_is_a_new_position_not_a_loop():
    """A seat answering by position (a seeded bot) must not be shown the same one again."""
    state = play(moving(place(place(make_state(), "f1", a1=3), "sa", a1=1), "a1", "f1"), "go:sa")
    again = play(state, "drop:a1", "pick:a1")
    assert again.troop_at("sa") == state.troop_at("sa")
    assert legal(again) == legal(state)  # the rules are unchanged...
    assert again != state and again.decision.get("regroups") == 2  # ...the position is new


def test_seth_troops_hold_six_units():
    state = place(place(make_state(), "f1", seth=3), "sa", seth=3)
    state = play(moving(state, SETH, "f1"), "go:sa", "stop")
    assert units(state, "sa") == {SETH: 6}


# --- the seed rulebook's mixed-troop example (Oliver, Brian and Nikki) ------------------------------
@pytest.fixture
def oliver():
    """Oliver (a1, green) has 4 units and the Royal Scarab on f1; on the Sanctuary Brian (a2,
    blue) has 2 units and Nikki (a3, yellow) 3 units with her Ancestral Elephant (N = 3)."""
    state = make_state(n=3)
    state = place(state, "f1", a1=4, creature="red-3-royal-scarab", owner="a1")
    state = place(state, "sa", a2=2, a3=3, creature="blue-2-ancestral-elephant", owner="a3")
    state = moving(state, "a1", "f1")
    assert state.decision.get("allowance") == 3  # 1 + 2 from the Royal Scarab
    return play(state, "go:sa")


def test_oliver_example_legal_ending(oliver):
    state = play(oliver, "drop:a1", "drop:a1", "pick:a2", "pick:a3", "go:f2", "go:t2", "stop")
    assert units(state, "sa") == {"a1": 2, "a2": 1, "a3": 2}
    assert state.troop_at("sa").creature == "blue-2-ancestral-elephant"
    assert units(state, "t2") == {"a1": 2, "a2": 1, "a3": 1}
    assert state.troop_at("t2").creature == "red-3-royal-scarab"


def test_oliver_could_swap_the_scarab_for_the_elephant(oliver):
    state = play(
        oliver,
        "drop:a1",
        "drop:a1",
        "pick:a2",
        "pick:a3",
        "take:blue-2-ancestral-elephant",
        "leave:red-3-royal-scarab",
        "go:f2",
        "go:t2",
        "stop",
    )
    assert state.troop_at("t2").creature == "blue-2-ancestral-elephant"
    assert state.troop_at("sa").creature == "red-3-royal-scarab"


def test_oliver_may_not_leave_six_units(oliver):
    state = play(oliver, "drop:a1", "drop:a1", "drop:a1", "pick:a2", "pick:a3")
    assert gos(state) == []  # 6 units would stay on the Sanctuary


def test_oliver_may_not_go_on_with_six_units(oliver):
    state = play(oliver, "pick:a2", "pick:a3")
    assert gos(state) == []


def test_oliver_may_not_leave_the_scarab_with_the_elephant(oliver):
    assert "leave:red-3-royal-scarab" not in legal(oliver)


def test_oliver_may_not_end_with_both_creatures(oliver):
    state = play(
        oliver, "drop:a1", "drop:a1", "pick:a2", "pick:a3", "take:blue-2-ancestral-elephant"
    )
    assert gos(state) == [] and "stop" not in legal(state)


# --- attacks and tolls ---------------------------------------------------------------------------------
def test_entering_an_enemy_troop_ends_the_move_and_starts_a_battle():
    state = place(place(make_state(), "f1", a1=3), "sa", seth=2)
    state = play(moving(di(state, SETH, "seth-di-war-fury"), "a1", "f1"), "go:sa")
    assert kind(state) == "battle-di" and state.decision.decider == SETH
    assert [d.kind for d in state.pending] == ["battle", "battle-di"]


def test_khnums_sphinx_makes_enemies_pay_to_enter():
    state = place(make_state(), "sa", a1=2, creature="black-2-khnums-sphinx", owner="a1")
    state = place(state, "f1", seth=3)
    state = play(moving(state, SETH, "f1"), "go:sa")
    assert state.seat(SETH).pp == 4
    poor = place(
        place(make_state(), "sa", a1=2, creature="black-2-khnums-sphinx", owner="a1"), "f1", seth=3
    ).update_seat(SETH, pp=1)
    assert "go:sa" not in legal(moving(poor, SETH, "f1"))


def test_swiftness_adds_a_space_when_played_before_the_first_step():
    state = di(place(make_state(), "f1", a1=2), "a1", "alliance-di-swiftness")
    state = play(
        moving(di(state, SETH, "seth-di-dark-bargain"), "a1", "f1"), "di:alliance-di-swiftness"
    )
    assert kind(state) == "veto" and state.decision.decider == SETH
    state = play(state, "allow", "go:sa")
    assert "go:o1" in legal(state)


def test_a_movement_card_stands_at_once_when_the_other_side_holds_no_di_card():
    state = di(place(make_state(), "f1", a1=2), "a1", "alliance-di-swiftness")
    state = play(moving(state, "a1", "f1"), "di:alliance-di-swiftness")
    assert kind(state) == "move" and state.decision.get("allowance") == 2


def test_seth_may_veto_a_movement_card():
    state = di(place(make_state(), "f1", a1=2), "a1", "alliance-di-swiftness")
    state = di(di(state, SETH, "seth-di-veto"), "a2", "alliance-di-prayer")
    state = play(moving(state, "a1", "f1"), "di:alliance-di-swiftness", "veto:seth-di-veto")
    assert kind(state) == "veto" and state.decision.get("card") == "seth-di-veto"
    assert state.decision.decider == "a2"  # A1's hand is empty now: not asked
    state = play(state, "allow")
    assert state.decision.get("allowance") == 1 and "di:alliance-di-swiftness" not in legal(state)


def test_defer_battle_leaves_the_outcome_for_the_caller():
    from kemet_tui.rules.kemet.state.decisions import decision

    state = place(place(make_state(), "f1", seth=3), "sa", a1=2)
    state = state.push(decision("caller", SETH))
    state = begin_move(state, SETH, defer_battle=True)
    state = play(state, "troop:f1", "go:sa")
    result = dict(state.decision.get("last_move"))
    assert state.decision.kind == "caller" and result["battle"] == "sa"
    assert result["units"] == ((SETH, 3),)


# --- Corrupt a troop (seed-000): the options part 2 builds on --------------------------------------
def test_a_corrupt_troop_moves_whole_for_seth_and_attacks_another_member():
    state = place(place(make_state(), "f1", a1=3), "sa", a2=2)
    state = play(begin_move(state, SETH, corrupt="a1"), "troop:f1")
    assert not any(t.startswith(("drop:", "pick:")) for t in legal(state))
    log = []
    state = play(
        state,
        "go:sa",
        "done",
        "fight:card-shield-push/card-chariot-raid",
        "done",
        "fight:card-cavalry-blitz/card-shield-push",
        log=log,
    )
    assert state.seth_vp == 1 and state.alliance_vp == 0  # the corrupt troop's VP go to Seth
    assert state.decision.decider == "a2"  # the beaten a2 troop retreats or recalls


def test_a_corrupt_troop_cannot_fight_its_own_member_or_enter_seth():
    state = place(place(place(make_state(), "f1", a1=3), "sa", a1=1), "t1", seth=1)
    state = play(begin_move(state, SETH, corrupt="a1"), "troop:f1")
    assert "go:t1" not in legal(state)
    state = play(state, "go:sa")
    assert kind(state) == "move" and "stop" in legal(state)  # allies: no battle
