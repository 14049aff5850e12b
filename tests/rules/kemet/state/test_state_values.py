"""States stay values while the engine copies them fast and keeps answers by their parts.

``state.evolved`` copies a state's attributes instead of ``dataclasses.replace``; the troops by
space, the pyramids a seat controls and the effects a seat holds are kept by the immutable
tuples they depend on (docs/kemet-engine.md § Speed). These tests hold the engine to the
contract: a changed state is a new value, the old one is untouched, and an answer kept for one
state is never handed to another.
"""

from __future__ import annotations

import dataclasses

import pytest

from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import controlled_pyramids, controls
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.model import KemetState


def test_evolve_makes_a_new_value_and_leaves_the_old_one_as_it_was():
    state = Scenario(n=3).build()
    later = state.evolve(round=7, seth_vp=3).update_seat("a2", pp=11)
    assert (later.round, later.seth_vp, later.seat("a2").pp) == (7, 3, 11)
    assert (state.round, state.seth_vp) != (7, 3) and state.seat("a2").pp != 11
    assert later == dataclasses.replace(state, round=7, seth_vp=3, seats=later.seats)
    assert later.troops is state.troops  # what did not change is shared, not copied


def test_evolved_states_stay_frozen_and_refuse_unknown_fields():
    state = Scenario(n=2).build().evolve(round=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.round = 3  # type: ignore[misc]
    with pytest.raises(TypeError, match="no field rounds"):
        state.evolve(rounds=3)
    with pytest.raises(TypeError, match="no field power"):
        state.update_seat("a1", power=1)
    assert isinstance(state, KemetState) and hash(state) == hash(state.evolve())


def test_troops_looked_up_by_space_follow_each_state():
    empty = Scenario(n=2).clear("t1").build()
    held = Scenario(n=2).troop("t1", a1=3).build()
    for state, units in ((empty, None), (held, 3), (empty, None), (held, 3)):
        troop = state.troop_at("t1")
        assert (troop.count("a1") if troop else None) == units


def test_controlled_pyramids_follow_the_troops_of_each_state():
    base = Scenario(n=2).pyramid("a1a", "red", 2)
    own = base.build()
    taken = base.troop("a1a", seth=2).build()  # Seth's troop stands in the district
    for _ in range(2):  # asked alternately, each answer is its own state's
        assert any(p.site == "a1a" for p in controlled_pyramids(own, "a1"))
        assert not any(p.site == "a1a" for p in controlled_pyramids(taken, "a1"))
        assert controls(taken, "seth", "a1a") and not controls(taken, "a1", "a1a")


def test_effects_follow_the_tiles_each_state_holds():
    plain = Scenario(n=2).build()
    priest = Scenario(n=2).tiles("a1", "white-1-priest").build()
    hooks = {e.hook for e in fx.tile("white-1-priest").effects}
    hook = sorted(hooks)[0]
    for _ in range(2):
        assert fx.has(priest, "a1", hook) and not fx.has(plain, "a1", hook)
        params = next(fx.effects(priest, "a1", hook))
        params["changed"] = 1  # a caller's copy: the kept answer is not touched
        assert "changed" not in next(fx.effects(priest, "a1", hook))
