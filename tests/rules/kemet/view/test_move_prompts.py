"""The Move's prompt says why a troop may not stop, or not go on (QA: a troop of 5 took a 6th
unit on its own space and was offered neither a step nor a stop under "(1 step(s) left)").

Ruling (seed-000 §Move / Attack, research §4.6 FAQ 1.2): the group may stand on a space that
then holds more than the limit for a moment and regroup there, it travels on only within its
limit, and it may not end its move over the limit. The prompt names what blocks it."""

from __future__ import annotations

from kemet_tui.rules.kemet.actions.movement import begin_move
from kemet_tui.rules.kemet.view.labels import describe_decision
from tests.rules.kemet.movebattle_setup import legal, make_state, place, play, tiles


def moving(state, seat, space):
    return play(begin_move(state, seat), f"troop:{space}")


def prompt(state):
    return describe_decision(state, state.decision)


def test_a_free_troop_is_told_its_steps_in_words():
    state = moving(place(make_state(), "f1", a1=2), "a1", "f1")
    assert prompt(state) == "A1: move the troop on Road of city a1 (f1) (1 step left)"
    assert "stop" in legal(state)


def test_a_troop_of_five_crossing_five_allies_is_told_why_it_may_not_stop():
    state = tiles(place(place(make_state(), "f1", a1=5), "sa", a2=5), "a1", "red-1-god-speed")
    state = play(moving(state, "a1", "f1"), "go:sa")
    assert "stop" not in legal(state) and "go:o1" in legal(state)
    assert prompt(state).endswith(
        "(1 step left); no stop here: sa would hold 10 units, the limit is 5"
    )


def test_a_sixth_unit_taken_along_must_be_left_before_going_on():
    state = tiles(place(place(make_state(), "f1", a1=5), "sa", a2=3), "a1", "red-1-god-speed")
    state = play(moving(state, "a1", "f1"), "go:sa", "pick:a2")
    assert not [t for t in legal(state) if t.startswith("go:")] and "stop" not in legal(state)
    assert prompt(state).endswith(
        "(1 step left); no stop here: sa would hold 8 units, the limit is 5; the moving troop "
        "holds 6 units, the limit is 5: leave 1 to go on"
    )
    state = play(state, "drop:a2")
    assert "go:o1" in legal(state) and "no stop" in prompt(state)
