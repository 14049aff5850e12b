"""How ``kemet:1``'s Alliance builds its sacred temple: one troop is chosen and walks to a free
desert however far, the units go to one temple only, and a troop joins the builder that lacks
units for the next level (``bots/kemet/goals.py``, ``policies.alliance_turn``); Seth weighs the
troop on an unfinished sacred temple above another."""

from __future__ import annotations

from kemet_tui.bots.kemet import goals
from kemet_tui.bots.kemet.policies import alliance_turn
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.actions import parse_token
from kemet_tui.rules.kemet.state.model import SacredTemple


def _value(state, space: str, mover_at: str, units: int) -> float:
    return goals.space_value(state, space, state.troop_at(mover_at), units)


def test_the_troop_nearest_a_free_desert_is_drawn_to_it_and_no_other():
    state = Scenario(n=2).build()  # five units in each gate and inner district
    assert goals._chosen_builder(state).space == "a1a"  # a1's gate is on its road, ties by name
    assert _value(state, "f1", "a1a", 5) == goals.BUILDER_PULL
    assert _value(state, "f2", "a2a", 5) == 6.5, "another large troop: worth a site it reaches"
    assert _value(state, "f2", "a2a", 3) == 1.0, "too small to raise two levels and hold it"


def test_the_builder_pull_outweighs_a_temple_beyond_a_moves_reach():
    state = Scenario(n=2).build()
    builder = state.troop_at("a1a")
    far = goals.best_reach(state, builder, {"f1": 4}, 5, 2)
    near_temple = goals.best_reach(state, builder, {"t1": 1}, 5, 2)
    assert far > near_temple


def test_once_a_temple_is_started_free_deserts_are_worth_nothing():
    state = Scenario(n=2).troop("b2", a2=3).set(sacred_temples=(SacredTemple("b2", 1),)).build()
    assert _value(state, "f1", "a1a", 5) == 0.0
    assert _value(state, "b2", "b2", 3) == goals.SACRED_LEVEL_PULL, "2 units raise its level 2"


def test_the_alliance_raises_its_one_temple_not_a_second():
    state = (
        Scenario(n=2)
        .troop("f1", a1=3)
        .troop("b2", a2=3)
        .set(sacred_temples=(SacredTemple("f1", 1),))
        .build()
    )
    assert alliance_turn(state, "a1", parse_token("temple:f1"), {}) == 90.0
    assert alliance_turn(state, "a1", parse_token("temple:b2"), {}) < 0
    fresh = Scenario(n=2).troop("f1", a1=3).build()
    assert alliance_turn(fresh, "a1", parse_token("temple:f1"), {}) == 90.0


def test_a_troop_joins_the_builder_only_when_it_lacks_units_for_the_next_level():
    started = Scenario(n=2).troop("f1", a1=1).set(sacred_temples=(SacredTemple("f1", 2),)).build()
    assert _value(started, "f1", "a1b", 2) == goals.SACRED_LEVEL_PULL, "1 + 2 raise level 3"
    assert _value(started, "f1", "a1b", 1) == -1.0, "1 + 1 do not"
    plain = Scenario(n=2).troop("f1", a1=1).build()
    assert _value(plain, "f1", "a1b", 2) == -1.0, "no temple there: merging is no goal"


def test_a_troop_leaves_its_temple_to_bring_the_sacred_temple_its_third_level():
    """In games the Alliance lost, its sacred temple stood at level 2 from the first Day while a
    troop with the missing units held a temple next door (a temple was worth 7 to it, joining
    6.5): the next level, a condition of every Alliance win, now outranks a temple."""
    state = (
        Scenario(n=2)
        .troop("f1", a1=1)
        .troop("t1", a2=2)
        .set(sacred_temples=(SacredTemple("f1", 2),))
        .build()
    )
    assert _value(state, "f1", "t1", 2) > _value(state, "t1", "t1", 2)


def _seth_attack(sacred: tuple[SacredTemple, ...]) -> float:
    state = Scenario(n=2).troop("f1", a1=1).set(sacred_temples=sacred).build()
    return goals.attack_value(state, state.troop_at("s1"), state.troop_at("f1"), 6)


def test_seth_weighs_the_troop_on_an_unfinished_sacred_temple_above_another():
    """Beating it keeps the Alliance from raising the temple (Seth then holds the desert)."""
    plain = _seth_attack(())
    assert _seth_attack((SacredTemple("f1", 2),)) == plain + goals.SACRED_DENIAL
    assert _seth_attack((SacredTemple("f1", 3),)) == plain, "finished: nothing left to deny"
