"""The decision panel's words: a prompt for every decision and a label for every legal token.

Seeded random games (N = 2..5, with and without Ta Seti) are played through the engine; at every
decision, read from the decider's own view as the UI does, each legal token must get a label
that is not the token itself, names no raw data id, and (for the kinds the labels know) comes
from a verb-specific wording rather than the generic fallback.
"""

from __future__ import annotations

import random
import re

import pytest

from kemet_tui.core import Engine
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.actions import parse_token
from kemet_tui.rules.kemet.state.decisions import decision
from kemet_tui.rules.kemet.view.labels import (
    PROMPTS,
    describe_action,
    describe_decision,
    token_is_private,
)
from kemet_tui.rules.kemet.view.labels_actions import ACTION_LABELS, VERB_LABELS

#: a data id left in a label (``card-phalanx-defense``, ``alliance-di-glory``)
RAW_ID = re.compile(r"\b(card|seth-card|alliance-di|seth-di|temple-power|creature-card)-[a-z]")
GAMES = [(seed, 2 + seed % 4, seed % 3 == 1) for seed in range(4)]
STEPS = 700


def _check_decision(engine: Engine) -> None:
    top = engine.state.decision
    view = engine.view(top.decider)
    prompt = describe_decision(view, view.decision)
    assert prompt.split(":", 1)[1].strip(), prompt
    known = top.kind in PROMPTS
    if known:
        assert not prompt.split(": ", 1)[1].startswith("answer "), prompt
    for token in engine.legal_tokens():
        label = describe_action(view, token)
        assert label and label != token, (top.kind, token)
        assert not RAW_ID.search(label), (top.kind, token, label)
        verb = parse_token(token).verb
        if known:
            assert verb == "act" or verb in VERB_LABELS or (top.kind, verb) in ACTION_LABELS, (
                f"{top.kind}: no wording for {token}"
            )


@pytest.mark.parametrize(("seed", "n", "ta_seti"), GAMES)
def test_every_legal_token_gets_a_label(seed, n, ta_seti):
    engine = Engine("kemet-seth", seed, {"alliance_size": n, "ta_seti": ta_seti})
    rng = random.Random(seed)
    for _ in range(STEPS):
        if engine.outcome is not None:
            break
        _check_decision(engine)
        engine.play_token(rng.choice(engine.legal_tokens()))


def test_prompts_name_the_decider_and_the_question():
    state = Scenario(n=2).ask("member-action", "a2")
    assert describe_decision(state, state.decision) == "A2: choose an action space"
    state = Scenario(n=2).ask("battle-cards", "seth", role="def")
    assert (
        describe_decision(state, state.decision)
        == "Seth: choose the battle card to play and the one to discard"
    )


def test_labels_read_like_the_board():
    state = Scenario(n=2).ask("member-action", "a1")
    assert describe_action(state, "act:pray2") == "Pray (row 2)"
    assert describe_action(state, "act:pray3@silver").startswith("Pray (row 3) with the Silver")
    state = Scenario(n=2).ask("battle-cards", "a1", role="att")
    assert (
        describe_action(state, "fight:card-cavalry-blitz/card-phalanx-defense")
        == "Play Cavalry Blitz, discard Phalanx Defense"
    )
    state = Scenario(n=2).ask("seth-action", "seth")
    assert describe_action(state, "act:recruit@a2") == "Recruit with A2's token"


def test_unknown_kinds_and_verbs_still_read():
    state = Scenario(n=2).build().push(decision("future-kind", "a1"))
    assert describe_decision(state, state.decision) == "A1: answer future kind"
    assert describe_action(state, "summon:t1,a2") == "Summon: Temple of Bastet (t1), A2"


def test_secret_answers_are_private_to_their_decider():
    state = Scenario(n=2).ask("battle-cards", "seth", role="def")
    assert token_is_private(state, "a1") and token_is_private(state, None)
    assert not token_is_private(state, "seth")
    state = Scenario(n=2).ask("member-action", "a1")
    assert not token_is_private(state, "seth")
    state = Scenario(n=2).ask("drop-card", "a1", card="card-offensive-strategy")
    assert token_is_private(state, "a2"), "which battle card left A1's hand is A1's secret"


def test_a_card_or_power_is_read_where_it_is_vetoed_or_chosen():
    """The veto's prompt gives the card's text; each temple power offered by the Great
    Ceremony gives its own: the choice is made with the facts in sight."""
    from kemet_tui.rules.kemet.view.names import content_text

    state = Scenario(n=2).ask("veto", "a1", player="seth", card="seth-di-teleportation")
    prompt = describe_decision(state, state.decision)
    assert prompt.startswith("A1: Seth plays Teleportation (")
    assert content_text("seth-di-teleportation") in prompt and prompt.endswith("let it be")
    state = Scenario(n=2).ask("ceremony", "alliance", stage="power")
    label = describe_action(state, "power:temple-power-shield-of-horus")
    assert label == (
        "Take the power Shield of Horus: Alliance troops get +1 protection in "
        "every battle against Seth."
    )
