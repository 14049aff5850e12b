"""The decisions said to have public answers have them: over seeded games, each such decision
lists the same answers whatever the hidden cards are (the state redrawn from the public view),
so asking it on the public view, without a curtain, tells nobody anything."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kemet_tui.core import Engine
from kemet_tui.rules.kemet.view.asking import (
    CARD_ANSWERS,
    PASSES,
    PUBLIC_ANSWERS,
    answers_are_public,
    answers_known,
    pass_answer,
    plays_a_card,
    public_part,
)
from kemet_tui.rules.kemet.view.hidden import determinise
from kemet_tui.rules.kemet.view.seat import view as seat_view


def legal(engine: Engine, state) -> set[str]:
    ruleset = engine.ruleset
    return {ruleset.format_action(state, a) for a in ruleset.legal_actions(state)}


#: (what was checked, decision kind) -> how many times, over the seeded games
@pytest.fixture(scope="module")
def checked() -> Counter:
    """Every decision met in seeded random games, checked against two redraws of its hidden
    cards: a public question lists the same answers, a card question the same answers but
    for its cards, a question whose list is known the same number of answers (the kinds met
    are counted by what was checked)."""
    met: Counter = Counter()
    for n, seed in ((2, 1), (3, 2), (4, 3), (5, 4), (2, 11), (3, 12)):
        engine = Engine("kemet-seth", seed, {"alliance_size": n})
        rng = random.Random(seed)
        for _ in range(1500):
            if engine.outcome is not None:
                break
            state = engine.state
            decision = state.decision
            answers = legal(engine, state)
            others = [
                legal(engine, determinise(seat_view(state, None), redraw)) for redraw in (11, 12)
            ]
            where = (decision.kind, n, seed)
            if answers_are_public(decision):
                met["public", decision.kind] += 1
                assert all(other == answers for other in others), where
            if decision.kind in CARD_ANSWERS:
                met["cards", decision.kind] += 1
                part = set(public_part(decision, sorted(answers)))
                assert all(set(public_part(decision, sorted(o))) == part for o in others), where
            if answers_known(state):
                met["known", decision.kind] += 1
                assert all(len(other) == len(answers) for other in others), where
                if decision.kind != "battle-cards":  # the others' answers are public whole
                    assert all(other == answers for other in others), where
            tokens = engine.legal_tokens()
            cards = [t for t in tokens if t.startswith("di:")]
            engine.play_token(rng.choice(cards if cards and rng.random() < 0.5 else tokens))
    return met


def test_public_answers_do_not_depend_on_hidden_cards(checked):
    public = {kind for what, kind in checked if what == "public"}
    assert sum(checked.values()) > 100
    assert {"setup-units", "alliance-turn", "buy", "recruit"} <= public


def test_the_answers_of_a_card_question_but_its_cards_do_not_depend_on_hidden_cards(checked):
    cards = {kind for what, kind in checked if what == "cards"}
    assert {"seth-action", "member-action", "move", "veto", "battle-di"} <= cards


def test_a_list_said_known_has_as_many_answers_whatever_the_hidden_cards(checked):
    known = {kind for what, kind in checked if what == "known"}
    assert {"battle-cards", "buy", "move"} <= known, "a Move past its first step among them"
    assert any(kind in CARD_ANSWERS for kind in known), "a seat with no DI card"


def test_the_public_part_leaves_out_exactly_the_answers_that_play_a_card():
    from kemet_tui.rules.kemet.state.decisions import decision

    tokens = ["act:pray2", "di:prayer", "stop", "veto:veto", "allow", "escape:x", "wound:c"]
    assert public_part(decision("seth-action", "seth"), tokens) == ["act:pray2", "stop", "allow"]
    assert public_part(decision("battle-cards", "a1"), ["fight:a/b"]) == []
    assert public_part(decision("buy", "a1"), ["buy:x", "pass"]) == ["buy:x", "pass"]
    assert plays_a_card("di:x") and not plays_a_card("act:di")


def test_the_windows_and_the_turns_are_not_public():
    for kind in (
        "veto",
        "rite-di",
        "battle-di",
        "battle-cards",
        "member-action",
        "seth-action",
        "move",
        "keep-di",
    ):
        assert kind not in PUBLIC_ANSWERS


def test_each_window_has_an_answer_that_plays_no_card():
    from kemet_tui.rules.kemet.state.decisions import decision

    assert pass_answer(decision("veto", "a1")) == "allow" == PASSES["veto"]
    assert pass_answer(decision("rite-di", "a1")) == "done"
    assert pass_answer(decision("member-action", "a1")) is None and pass_answer(None) is None
