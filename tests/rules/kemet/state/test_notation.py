"""Kemet notation and persistence: tokens parse back to their actions, docs/notation-kemet.md
names every verb of the engine's own decisions, states round-trip exactly through JSON."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction, NotationError
from kemet_tui.core.playout import random_playout
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.scenario import Scenario

DOC = Path(__file__).resolve().parents[4] / "docs" / "notation-kemet.md"
#: decision kinds this part of the engine owns (movement and battle document their own)
OWN_KINDS = {
    "setup-pyramids",
    "setup-units",
    "setup-tile",
    "alliance-turn",
    "member-action",
    "seth-action",
    "pp-share",
    "temple-sacrifice",
    "sanctuary",
    "give-di",
    "keep-di",
    "free-level",
    "reinforce",
    "steal-di",
    "raise",
    "buy",
    "place-creature",
    "drop-card",
    "recruit",
    "veto",
    "di-target",
}


def test_every_verb_of_the_engines_decisions_is_documented():
    documented = set(re.findall(r"`([a-z-]+)(?::[^`]*)?`", DOC.read_text(encoding="utf-8")))
    seen: set[str] = set()
    for n in (2, 4):
        engine = random_playout(KEMET, n, {"alliance_size": n, "round_cap": 3}).engine
        for state, token in zip(engine.states, engine.tokens, strict=False):
            if state.decision is not None and state.decision.kind in OWN_KINDS:
                seen.add(token.partition(":")[0])
    assert seen and seen <= documented, seen - documented


def test_a_token_parses_back_to_its_action():
    state = Scenario(n=2).ask("member-action", "a1")
    for action in KEMET.legal_actions(state):
        assert KEMET.parse_action(state, KEMET.format_action(state, action)) == action


def test_a_malformed_token_is_a_notation_error():
    with pytest.raises(NotationError):
        KEMET.parse_action(Scenario(n=2).build(), "act:pray!")


def test_an_illegal_token_gets_the_rules_reason_and_suggestions():
    engine = Engine(KEMET, 1, {"alliance_size": 2})
    with pytest.raises(IllegalAction) as error:
        engine.play_token("units:9,9,0")
    assert "spread the starting units" in error.value.reason and error.value.suggestions


def test_a_state_with_pending_decisions_round_trips_through_json():
    state = Scenario(n=3).ask("keep-di", "a1", cards=("alliance-di-prayer",), keep=1)
    state = state.push(state.pending[-1].with_context(nested=(("a1", 2), ("a2", 1))))
    data = json.loads(json.dumps(KEMET.dump_state(state)))
    assert KEMET.load_state(data) == state


def test_a_random_game_round_trips_at_every_step():
    engine = random_playout(KEMET, 5, {"alliance_size": 3, "round_cap": 2}).engine
    for state in engine.states:
        assert KEMET.load_state(json.loads(json.dumps(KEMET.dump_state(state)))) == state


def test_the_summary_reads_as_text():
    text = KEMET.state_summary(Scenario(n=2).pp("a1", 9).build())
    assert "A1: 9 PP" in text and "Troops:" in text


@pytest.mark.parametrize(
    ("token", "ids"),
    [
        ("pass", ()),
        ("go:t3", ("t3",)),
        ("put:a1b,red-3-royal-scarab", ("a1b", "red-3-royal-scarab")),
        ("raise:a1a=red2", ("a1a", "red2")),
        ("fight:card-cavalry-blitz/card-shield-push", ("card-cavalry-blitz", "card-shield-push")),
        ("act:pray2@token-gold-twin-ceremony", ("pray2", "token-gold-twin-ceremony")),
        ("pay:a1=3", ("a1", "3")),
    ],
)
def test_a_token_names_the_ids_of_its_choices(token, ids):
    from kemet_tui.rules.kemet import named_ids

    assert named_ids(token) == ids


def test_every_legal_token_of_a_game_names_ids_its_choices_hold():
    """Over a seeded game at N = 3, each id a legal token names is one of its choices' parts,
    in order, and together they spell the choices out again."""
    from kemet_tui.rules.kemet import named_ids

    engine = Engine("kemet-seth", 5, {"alliance_size": 3})
    seen = 0
    for _ in range(400):
        legal = engine.legal_actions()
        if not legal:
            break
        for token in map(str, legal):
            rest = token.partition(":")[2]
            assert "".join(named_ids(token)) == re.sub(r"[,=@/]", "", rest), token
            seen += 1
        engine.play(legal[len(legal) // 2])
    assert seen > 1000


def test_a_choice_with_parts_is_read_into_its_named_parts():
    from kemet_tui.rules.kemet.state.actions import (
        cards_choice,
        placement_choice,
        pyramid_choice,
        share_choice,
    )

    assert pyramid_choice("a1a=red2") == ("a1a", "red", 2)
    assert pyramid_choice("a1a=red") == ("a1a", "red", 0)
    assert placement_choice("pray2") == ("pray2", "", "")
    assert placement_choice("corrupt-troop@transparent=a2") == (
        "corrupt-troop",
        "transparent",
        "a2",
    )
    assert share_choice("a1=3") == ("a1", "3")
    assert cards_choice("card-a/card-b") == ("card-a", "card-b")
    assert cards_choice("card-a") == ("card-a", "")
    assert cards_choice("card-a/card-b").cards == ("card-a", "card-b")
    assert cards_choice("card-a").cards == ("card-a",)


def test_a_written_token_splits_as_a_typed_one_parses():
    """``split_token`` (for tokens the game wrote) takes a token apart as ``parse_token``
    does, without its check: every legal token of a seeded game, and a bare verb."""
    from kemet_tui.rules.kemet.state.actions import parse_token, split_token

    engine = Engine("kemet-seth", 4)
    for _ in range(300):
        legal = list(engine.legal_actions())
        for action in legal:
            assert split_token(action.token) == parse_token(action.token) == action
        engine.play(legal[len(legal) // 3])
    assert split_token("pass") == ("pass", ())
