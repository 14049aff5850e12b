"""The decisions said to have public answers have them: over seeded games, each such decision
lists the same answers whatever the hidden cards are (the state redrawn from the public view),
so asking it on the public view, without a curtain, tells nobody anything."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kemet_tui.core import Engine
from kemet_tui.rules.kemet.view.asking import PASSES, PUBLIC_ANSWERS, answers_are_public, pass_answer
from kemet_tui.rules.kemet.view.hidden import determinise
from kemet_tui.rules.kemet.view.seat import view as seat_view


def legal(engine: Engine, state) -> set[str]:
    ruleset = engine.ruleset
    return {ruleset.format_action(state, a) for a in ruleset.legal_actions(state)}


@pytest.fixture(scope="module")
def checked() -> Counter:
    """Every public-answer decision met in seeded random games, checked against two redraws
    of its hidden cards; the kinds met are counted."""
    met: Counter = Counter()
    for n, seed in ((2, 1), (3, 2), (4, 3), (5, 4)):
        engine = Engine("kemet-seth", seed, {"alliance_size": n})
        rng = random.Random(seed)
        for _ in range(1500):
            if engine.outcome is not None:
                break
            state = engine.state
            if answers_are_public(state.decision):
                met[state.decision.kind] += 1
                answers = legal(engine, state)
                for redraw in (11, 12):
                    other = determinise(seat_view(state, None), redraw)
                    assert legal(engine, other) == answers, (state.decision.kind, n, seed)
            tokens = engine.legal_tokens()
            cards = [t for t in tokens if t.startswith("di:")]
            engine.play_token(rng.choice(cards if cards and rng.random() < 0.5 else tokens))
    return met


def test_public_answers_do_not_depend_on_hidden_cards(checked):
    assert sum(checked.values()) > 100
    assert {"setup-units", "alliance-turn", "buy", "recruit"} <= set(checked)


def test_the_windows_and_the_turns_are_not_public():
    for kind in ("veto", "rite-di", "battle-di", "battle-cards", "member-action",
                 "seth-action", "move", "keep-di"):
        assert kind not in PUBLIC_ANSWERS


def test_each_window_has_an_answer_that_plays_no_card():
    from kemet_tui.rules.kemet.state.decisions import decision

    assert pass_answer(decision("veto", "a1")) == "allow" == PASSES["veto"]
    assert pass_answer(decision("rite-di", "a1")) == "done"
    assert pass_answer(decision("member-action", "a1")) is None and pass_answer(None) is None
