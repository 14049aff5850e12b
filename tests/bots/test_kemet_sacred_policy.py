"""How ``kemet:1``'s Alliance builds its sacred temple: one troop is chosen and walks to a free
desert however far, the units go to one temple only, and a troop joins the builder that lacks
units for the next level (``bots/kemet/goals.py``, ``policies.alliance_turn``)."""

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
    assert _value(state, "b2", "b2", 3) == 6.5, "the started one: 2 units raise its level 2"


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
    assert _value(started, "f1", "a1b", 2) == 6.5, "1 + 2 units raise level 3"
    assert _value(started, "f1", "a1b", 1) == -1.0, "1 + 1 do not"
    plain = Scenario(n=2).troop("f1", a1=1).build()
    assert _value(plain, "f1", "a1b", 2) == -1.0, "no temple there: merging is no goal"
