"""Every victory condition and its timing (seed-000 §Victory Conditions; kemet-seth.md §Victory):
Seth's battle VP and the Alliance without units, the Alliance's three conditions in any order,
and Seth's city held at the start of an Alliance turn."""

from __future__ import annotations

from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.mechanics import victory
from kemet_tui.rules.kemet.scenario import Scenario, legal, play
from kemet_tui.rules.kemet.state.model import SacredTemple

TEMPLE3 = SacredTemple("f1", 3, "prayer-token-1", "temple-power-wings-of-shu")


def scenario(n: int = 2) -> Scenario:
    s = Scenario(n=n)
    for member in ("a1", "a2", "a3", "a4", "a5")[:n]:
        s.di(member)
    return s


def advance(s: Scenario):
    return flow.advance(s.build())[0]


# --- Seth ---------------------------------------------------------------------------------------------
def test_seth_wins_at_once_on_his_eighth_battle_vp():
    state = advance(scenario().set(seth_vp=8))
    assert state.result.winners == ("seth",) and "8" in state.result.reason


def test_experienced_seth_needs_his_tenth():
    assert advance(Scenario(n=2, seth_target_vp=10).set(seth_vp=9)).result is None
    assert advance(Scenario(n=2, seth_target_vp=10).set(seth_vp=10)).result.winners == ("seth",)


def test_seth_wins_when_the_alliance_has_no_unit_left():
    state = advance(scenario().clear("a1a", "a1b", "a2a", "a2b"))
    assert state.result.winners == ("seth",) and "no unit" in state.result.reason


def test_units_carried_by_a_pending_move_still_count():
    state = scenario().clear("a1a", "a1b", "a2a", "a2b").ask("move", "a1", units=(("a1", 2),))
    assert victory.victory(state) is None


def test_the_alliance_sacrificing_its_last_units_loses():
    s = scenario().clear("a1a", "a1b", "a2a", "a2b").troop("f1", a1=1)
    state = advance(s.set(day_step=1))
    state, _ = play(state, "temple:f1")
    assert state.result.winners == ("seth",)


# --- the Alliance: three conditions --------------------------------------------------------------------
def test_temple_ceremony_and_six_permanent_vp_win_at_once():
    s = scenario().set(sacred_temples=(TEMPLE3,), great_ceremony_done=True, alliance_vp=6)
    state = advance(s)
    assert state.result.winners == ("a1", "a2") and "6 permanent VP" in state.result.reason
    assert KEMET.to_act(state) is None and legal(state) == []


def test_two_conditions_of_three_are_not_enough():
    base = dict(sacred_temples=(TEMPLE3,), great_ceremony_done=True, alliance_vp=6)
    for missing in ("sacred_temples", "great_ceremony_done", "alliance_vp"):
        changes = dict(base)
        changes[missing] = {
            "sacred_temples": (SacredTemple("f1", 2, "prayer-token-1"),),
            "great_ceremony_done": False,
            "alliance_vp": 5,
        }[missing]
        assert advance(scenario().set(**changes)).result is None, missing


def test_the_sixth_vp_at_the_end_of_the_day_wins_before_the_night():
    s = scenario().set(sacred_temples=(TEMPLE3,), great_ceremony_done=True, alliance_vp=5)
    s = s.troop("t1", a1=1).troop("t2", a2=1)  # two temples with N = 2: +1 VP at the end of the Day
    state = advance(s.set(day_step=99))
    assert state.result.winners == ("a1", "a2") and state.alliance_vp == 6
    assert state.round == 1  # no Night was run


def test_the_ceremony_completing_the_conditions_wins_at_once():
    s = scenario().set(sacred_temples=(TEMPLE3,), alliance_vp=6).troop("o1", a1=1).pp("a1", 20)
    s = s.troop("f1", a2=1)
    state = advance(s.set(day_step=1))
    assert state.result is None
    state, _ = play(state, "ceremony")
    assert state.result is None  # the power is still to choose
    state, _ = play(state, "power:temple-power-hands-of-ptah")
    assert state.result.winners == ("a1", "a2")


def test_the_third_level_completing_the_conditions_wins_at_once():
    s = (
        scenario()
        .set(
            sacred_temples=(SacredTemple("f1", 2, "prayer-token-1"),),
            great_ceremony_done=True,
            alliance_vp=7,
        )
        .troop("f1", a1=3)
    )
    state, _ = play(advance(s.set(day_step=1)), "temple:f1")
    assert state.result.winners == ("a1", "a2")


# --- the Alliance: Seth's city ----------------------------------------------------------------------------
def city_scenario(**changes) -> Scenario:
    s = scenario().clear("s1").troop("s1", a1=2)
    base = dict(sacred_temples=(TEMPLE3,), great_ceremony_done=True, portal_open=True)
    base.update(changes)
    return s.set(**base)


def test_a_district_of_seths_city_held_at_the_start_of_an_alliance_turn_wins():
    state = advance(city_scenario(day_step=1))
    assert state.result.winners == ("a1", "a2") and "s1" in state.result.reason


def test_taking_the_district_does_not_win_before_the_next_alliance_turn():
    state = advance(city_scenario())  # the Day opens with a Seth turn: he may retake it
    assert state.result is None and state.decision.kind == "seth-action"
    assert victory.seth_districts_held(state) == ("s1",)
    state = city_scenario().ask("member-action", "a1")
    assert victory.victory(state) is None


def test_later_in_the_alliance_turn_is_not_the_start():
    state = city_scenario().ask("alliance-turn", "alliance", first=False)
    assert victory.victory(state) is None
    state = city_scenario().ask("alliance-turn", "alliance", first=True)
    assert victory.victory(state).winners == ("a1", "a2")


def test_the_city_needs_the_temple_and_the_ceremony():
    assert advance(city_scenario(day_step=1, sacred_temples=())).result is None
    assert advance(city_scenario(day_step=1, great_ceremony_done=False)).result is None


def test_a_level_three_temple_built_at_the_turn_start_with_the_city_held_wins():
    s = city_scenario(day_step=1, sacred_temples=(SacredTemple("f1", 2, "prayer-token-1"),))
    state = advance(s.troop("f1", a2=3))
    assert state.result is None
    state, _ = play(state, "temple:f1")
    assert state.result.winners == ("a1", "a2")


def test_seths_condition_is_found_first_when_both_are_met():
    s = scenario().set(
        sacred_temples=(TEMPLE3,), great_ceremony_done=True, alliance_vp=6, seth_vp=8
    )
    assert advance(s).result.winners == ("seth",)


def test_progress_reports_each_condition():
    p = victory.progress(city_scenario(alliance_vp=4).build())
    assert (p.sacred_temple, p.ceremony, p.permanent_vp, p.vp_target, p.districts) == (
        True,
        True,
        4,
        6,
        ("s1",),
    )
    assert not p.vp_reached
