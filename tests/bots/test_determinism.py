"""Bots are deterministic: the same seed gives the same game, the same view the same move, and
playing a series in parallel gives the same table as playing it in one process."""

from __future__ import annotations

import pytest

from kemet_tui.bots import make_bot, play_match, run_matches
from kemet_tui.core import rng
from kemet_tui.core.engine import Engine


@pytest.mark.parametrize("variant", ["seti-aleph", "seti-beth"])
@pytest.mark.parametrize(("white", "brown"), [("seti:2", "greedy"), ("random", "seti:1")])
def test_the_same_seeds_give_the_same_game(variant, white, brown):
    def game():
        bots = {"white": make_bot(white, 21), "brown": make_bot(brown, 22)}
        return play_match(variant, bots, seed=5, max_actions=40).record

    assert game() == game()


def test_other_bot_seeds_give_other_games():
    def game(seed):
        bots = {"white": make_bot("random", seed), "brown": make_bot("greedy", seed)}
        return play_match("seti-beth", bots, seed=1, max_actions=30).record.actions

    assert len({game(seed) for seed in range(4)}) > 1


@pytest.mark.parametrize("spec", ["random", "greedy", "seti:1", "seti:3"])
def test_the_same_view_gets_the_same_move_whatever_came_before(spec):
    engine, chooser = Engine("seti-aleph", 0), rng.seed_state(3)
    for _ in range(6):
        action, chooser = rng.choice(chooser, list(engine.legal_actions()))
        engine.play(action)
    ruleset, seat = engine.ruleset, engine.to_act
    legal = tuple(engine.legal_actions())
    used = make_bot(spec, 8)
    first = used.choose(ruleset, engine.view(seat), legal, seat)
    fresh = Engine("seti-aleph", 0)
    used.choose(ruleset, fresh.view("white"), tuple(fresh.legal_actions()), "white")
    assert used.choose(ruleset, engine.view(seat), legal, seat) == first
    assert make_bot(spec, 8).choose(ruleset, engine.view(seat), legal, seat) == first


def test_a_series_in_two_processes_equals_one_in_one():
    lineup = {"white": "seti:1", "brown": "greedy"}
    one = run_matches("seti-beth", lineup, 4, 77, workers=1)
    two = run_matches("seti-beth", lineup, 4, 77, workers=2)
    assert one.text() == two.text()
    assert [r.record for r in one.results] == [r.record for r in two.results]
