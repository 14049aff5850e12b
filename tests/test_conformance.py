"""One conformance suite over every registered ruleset (OpenSpiel's random-simulation test):
seeded random playouts in which every applied action was legal, an illegal one is rejected,
states round-trip through JSON, every action's token parses back to it, undo returns the same
states, and the record replays to the same final state."""

from __future__ import annotations

import json

import pytest

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction
from kemet_tui.core.playout import random_playout
from kemet_tui.core.registry import get_ruleset, ruleset_names

SEEDS = range(6)


def _variants():
    """(ruleset name, options) pairs to run the suite on; rulesets may add option bundles."""
    for name in ruleset_names():
        ruleset = get_ruleset(name)
        for options in getattr(ruleset, "conformance_options", ({},)):
            yield pytest.param(
                name, options, id=f"{name}{'-' + _label(options) if options else ''}"
            )


def _label(options):
    return "-".join(f"{k}={v}" for k, v in sorted(options.items()))


def _check_action(engine: Engine, action) -> None:
    ruleset, state = engine.ruleset, engine.state
    assert action in ruleset.legal_actions(state)
    token = ruleset.format_action(state, action)
    assert ruleset.parse_action(state, token) == action, token


@pytest.mark.parametrize(("name", "options"), list(_variants()))
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_conforms(name, options, seed):
    result = random_playout(name, seed, options, max_actions=3000, on_action=_check_action)
    engine = result.engine
    ruleset = engine.ruleset
    assert (engine.outcome is None) == (engine.to_act is not None)
    if engine.outcome is not None:
        assert not engine.legal_actions()
        with pytest.raises(IllegalAction):
            engine.play_token(engine.tokens[-1] if engine.tokens else "x")

    for state in engine.states:
        dumped = json.loads(json.dumps(ruleset.dump_state(state)))
        assert ruleset.load_state(dumped) == state
        for seat in ruleset.seats(state):
            ruleset.view(state, seat)

    replayed = Engine.from_record(engine.record)
    assert replayed.state == engine.state
    assert replayed.tokens == engine.tokens

    states = list(engine.states)
    while engine.can_undo:
        engine.undo()
        assert engine.state == states[len(engine.tokens)]
    while engine.can_redo:
        engine.redo()
    assert engine.state == states[-1]


@pytest.mark.parametrize("name", ruleset_names())
def test_an_action_that_is_no_longer_legal_is_rejected_with_a_reason(name):
    """Replaying the first move again is illegal in the position after it (its piece or
    token is gone); the engine refuses it and the state does not change."""
    engine = Engine(name, 1)
    first = engine.legal_actions()[0]
    engine.play(first)
    before = engine.state
    if first in engine.legal_actions():
        pytest.skip("the first action stays legal in this ruleset")
    with pytest.raises(IllegalAction) as error:
        engine.play(first)
    assert error.value.reason
    assert engine.state == before


@pytest.mark.parametrize("name", ruleset_names())
def test_a_malformed_token_is_rejected_with_suggestions(name):
    engine = Engine(name, 2)
    before = engine.state
    with pytest.raises(IllegalAction) as error:
        engine.play_token("this is not a move")
    assert error.value.reason and error.value.suggestions
    assert engine.state == before


@pytest.mark.parametrize("name", ruleset_names())
def test_same_seed_and_actions_replay_the_same_game(name):
    first = random_playout(name, 42, max_actions=300)
    second = random_playout(name, 42, max_actions=300)
    assert first.engine.tokens == second.engine.tokens
    assert first.engine.state == second.engine.state
