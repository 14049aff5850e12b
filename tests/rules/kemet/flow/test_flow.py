"""The round: Night income and temples, the Eclipse, the end of the Day, victory, the round
cap and resigning (kemet-seth.md §Round, §Victory; seed-000 §Victory conditions)."""

from __future__ import annotations

from kemet_tui.core.engine import Engine
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.mechanics import victory
from kemet_tui.rules.kemet.scenario import Scenario, legal, play
from kemet_tui.rules.kemet.state.tables import VICTORY_CHECKS


def night(scenario):
    """End the scenario's Day and run the Night that follows, up to the next decision."""
    return flow.advance(scenario.set(day_step=99).build())[0]


def test_seth_gains_n_pp_and_a_di_card_at_night():
    state = night(Scenario(n=4).pp("seth", 0).di("seth"))
    assert state.seat("seth").pp == 4 and len(state.seat("seth").di_hand) == 1


def test_a_member_gains_2_pp_and_a_di_card_at_night():
    state = night(Scenario(n=2).pp("a1", 0).di("a1"))
    assert state.seat("a1").pp == 2 and len(state.seat("a1").di_hand) == 1


def test_a_member_holding_a_temple_gains_its_pp_at_night():
    state = night(Scenario(n=2).pp("a1", 0).troop("t1", a1=2))
    assert state.seat("a1").pp == 2 + 3


def test_seth_gains_no_temple_pp_at_night():
    state = night(Scenario(n=2).pp("seth", 0).troop("t1", seth=2))
    assert state.seat("seth").pp == 2


def test_a_mixed_troop_splits_its_temple_pp_as_the_alliance_chooses():
    state = night(Scenario(n=2).pp("a1", 0).pp("a2", 0).troop("t1", a1=1, a2=1))
    assert state.decision.kind == "pp-share" and state.decision.decider == "alliance"
    state, _ = play(state, "pp:a2", "pp:a2", "pp:a1")
    assert (state.seat("a1").pp, state.seat("a2").pp) == (2 + 1, 2 + 2)


def test_the_great_temple_pays_5_pp_for_a_sacrificed_unit():
    state = night(Scenario(n=2).pp("a1", 0).troop("tg", a1=2))
    assert state.decision.kind == "temple-sacrifice"
    state, _ = play(state, "sacrifice:a1")
    assert state.seat("a1").pp == 2 + 5 and state.troop_at("tg").units == (("a1", 1),)


def test_the_great_temple_pays_nothing_without_a_sacrifice():
    state = night(Scenario(n=2).pp("a1", 0).troop("tg", a1=2))
    state, _ = play(state, "skip")
    assert state.seat("a1").pp == 2


def test_the_eclipse_runs_night_tiles_again_for_n_3():
    scenario = Scenario(n=3).pp("a1", 0).tiles("a1", "white-2-high-priest")
    state = flow.advance(scenario.set(day_step=6).build())[0]
    assert scenario.state.seat("a1").pp == 0 and state.seat("a1").pp == 2
    assert state.decision.kind == "seth-action"


def test_the_track_for_n_2_has_no_eclipse():
    from kemet_tui.rules.kemet.mechanics.common import day_track

    assert "eclipse" not in [kind for kind, _ in day_track(Scenario(n=2).build()).steps()]


def test_two_temples_give_the_alliance_of_two_a_permanent_vp_at_the_end_of_the_day():
    state = night(Scenario(n=2).troop("t1", a1=1).troop("t2", a2=1))
    assert state.alliance_vp == 1


def test_an_alliance_of_three_needs_three_temples():
    state = night(Scenario(n=3).troop("t1", a1=1).troop("t2", a2=1))
    assert state.alliance_vp == 0
    state = night(Scenario(n=3).troop("t1", a1=1).troop("t2", a2=1).troop("t3", a3=1))
    assert state.alliance_vp == 1


def test_the_alliance_may_sacrifice_two_units_at_the_sanctuary_for_a_vp():
    state = night(Scenario(n=2).troop("sa", a1=2, a2=1))
    assert state.decision.kind == "sanctuary"
    state, _ = play(state, "sacrifice:a1", "sacrifice:a2")
    assert state.alliance_vp == 1 and state.troop_at("sa").units == (("a1", 1),)


def test_seth_never_sacrifices_at_the_sanctuary():
    state = night(Scenario(n=2).troop("sa", seth=5))
    assert state.alliance_vp == 0 and state.decision.kind != "sanctuary"


def test_seth_wins_on_his_target_battle_vp():
    state = flow.advance(Scenario(n=2).set(seth_vp=8).build())[0]
    assert state.result.winners == ("seth",) and KEMET.to_act(state) is None


def test_experienced_seth_needs_ten():
    state = flow.advance(Scenario(n=2, seth_target_vp=10).set(seth_vp=9).build())[0]
    assert state.result is None


def test_seth_wins_when_the_alliance_has_no_unit_on_the_board():
    scenario = Scenario(n=2).clear("a1a", "a1b", "a2b").troop("a2a", a2=1)
    state = scenario.di("seth", "seth-di-raining-fire").pp("seth", 1).build()
    state = flow.advance(state)[0]
    state, _ = play(state, "di:seth-di-raining-fire", "allow", "allow", "kill:a2a")
    assert state.result.winners == ("seth",)
    assert "no unit" in state.result.reason and legal(state) == []


def test_the_round_cap_stops_the_game_unfinished_not_in_a_draw():
    state = night(Scenario(n=2, round_cap=1))
    assert state.result is not None and state.result.winners == ()
    assert state.result.unfinished and not state.result.is_draw
    assert "unfinished" in state.result.reason


def test_a_new_game_has_no_round_cap():
    engine = Engine(KEMET, 0, {"alliance_size": 2})
    assert engine.state.round_cap == 0


def test_part_two_victory_checks_run_after_every_step(monkeypatch):
    monkeypatch.setattr(
        victory,
        "VICTORY_CHECKS",
        VICTORY_CHECKS
        + [lambda s: victory.alliance_wins(s, "test") if s.alliance_vp >= 6 else None],
    )
    state = flow.advance(Scenario(n=3).set(alliance_vp=6).build())[0]
    assert state.result.winners == ("a1", "a2", "a3")


def test_a_side_resigns():
    engine = Engine(KEMET, 0, {"alliance_size": 2})
    engine.resign("a2")
    assert engine.outcome.winners == ("seth",)
    engine = Engine(KEMET, 0, {"alliance_size": 2})
    engine.resign("seth")
    assert engine.outcome.winners == ("a1", "a2")


def test_to_act_is_the_alliance_for_team_choices():
    state = flow.advance(Scenario(n=2).set(day_step=1).build())[0]
    assert KEMET.to_act(state) == "alliance"
