"""Hints on demand: the strongest bot's own choice first, then the next best, all different,
from the asking seat's view; the same question gives the same answer."""

from __future__ import annotations

import random

import pytest

from kemet_tui.bots.hints import STRONGEST, hints
from kemet_tui.bots.kemet import mcts
from kemet_tui.bots.registry import make_bot
from kemet_tui.core.engine import Engine


def _kemet_key_decision(seed: int, n: int) -> Engine:
    """A Kemet game played at random into round 2 until a decision the bot searches."""
    engine = Engine("kemet-seth", seed, {"alliance_size": n})
    chooser = random.Random(seed)
    while engine.outcome is None:
        seat = engine.to_act
        view, legal = engine.view(seat), list(engine.legal_actions())
        if engine.state.round >= 2 and mcts.worth_searching(view, legal, seat):
            return engine
        engine.play_token(chooser.choice(engine.legal_tokens()))
    pytest.skip("the game ended before a searched decision")


def _check(engine: Engine) -> None:
    seat = engine.to_act
    view, legal = engine.view(seat), list(engine.legal_actions())
    given = hints(engine.ruleset, view, legal, seat)
    family = "kemet" if engine.ruleset.name.startswith("kemet") else "seti"
    bot = make_bot(STRONGEST[family], 0).choose(engine.ruleset, view, legal, seat)
    assert given[0].token == engine.ruleset.format_action(view, bot)
    assert 1 <= len(given) <= 3 and len({h.token for h in given}) == len(given)
    assert set(h.token for h in given) <= set(engine.legal_tokens())
    assert hints(engine.ruleset, view, legal, seat) == given


@pytest.mark.parametrize("n", [2, 5])
def test_a_kemet_hint_agrees_with_the_strongest_bot(n):
    _check(_kemet_key_decision(7, n))


@pytest.mark.parametrize("name", ["seti-aleph", "seti-beth"])
def test_a_seti_hint_agrees_with_the_strongest_bot(name):
    engine = Engine(name, 2)
    for token in engine.legal_tokens()[:1]:
        engine.play_token(token)
    _check(engine)
