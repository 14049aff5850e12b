"""Perft: the published values of seti.md, deeper values derived here, and agreement with an
independent reference generator (tests/rules/seti/reference.py) on random positions."""

import pytest

from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.rules.seti import ALEPH, BETH
from kemet_tui.rules.seti.perft import perft
from tests.rules.seti import reference
from tests.rules.seti.helpers import to_reference


@pytest.mark.parametrize(
    ("ruleset", "depth", "expected"),
    [
        (ALEPH, 1, 38),
        (ALEPH, 2, 1420),
        (ALEPH, 3, 54098),
        (BETH, 1, 26),
        (BETH, 2, 676),
        (BETH, 3, 19916),
    ],
)
def test_published_perft_values(ruleset, depth, expected):
    assert perft(ruleset, ruleset.new_game(0, {"repetition_draw": False}), depth) == expected


@pytest.mark.parametrize(("ruleset", "expected"), [(ALEPH, 2031229), (BETH, 586756)])
def test_perft_depth_four(ruleset, expected):
    """Derived here and confirmed by the independent reference generator (a slow run, not
    repeated in the suite); guards the fast path against regressions."""
    assert perft(ruleset, ruleset.new_game(0, {"repetition_draw": False}), 4) == expected


@pytest.mark.parametrize("ruleset", [ALEPH, BETH])
def test_fast_perft_equals_the_full_state_perft(ruleset):
    state = ruleset.new_game(0, {"repetition_draw": True})
    fast = ruleset.new_game(0, {"repetition_draw": False})
    assert perft(ruleset, state, 3) == perft(ruleset, fast, 3)


def _random_positions(name, count, seed):
    chooser = rng.seed_state(seed)
    for game in range(count):
        engine = Engine(name, game, {"repetition_draw": False})
        length, chooser = rng.randbelow(chooser, 60)
        for _ in range(length):
            moves = engine.legal_actions()
            if not moves:
                break
            move, chooser = rng.choice(chooser, list(moves))
            engine.play(move)
        yield engine


@pytest.mark.parametrize(("name", "aleph"), [("seti-aleph", True), ("seti-beth", False)])
def test_legal_moves_agree_with_the_reference_on_random_positions(name, aleph):
    for engine in _random_positions(name, 40, seed=7):
        state = engine.state
        ours = sorted(engine.legal_tokens())
        theirs = sorted(
            reference.moves(to_reference(state), state.geo.files, state.geo.ranks, aleph)
        )
        assert ours == theirs, f"after {' '.join(engine.tokens)}"


@pytest.mark.parametrize(("name", "aleph"), [("seti-aleph", True), ("seti-beth", False)])
def test_perft_agrees_with_the_reference_on_random_positions(name, aleph):
    for engine in _random_positions(name, 6, seed=11):
        state = engine.state
        expected = reference.perft(to_reference(state), 2, state.geo.files, state.geo.ranks, aleph)
        assert perft(engine.ruleset, state, 2) == expected, f"after {' '.join(engine.tokens)}"
