"""Seeded random games with Seth's whole board: his 2N + 1 tokens are placed (the yellow spaces
and Furious Invasion included), every decision of Seth's part has an answer, only documented
verbs answer it, and the states round-trip and hide what they must."""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from kemet_tui.core.playout import random_playout
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.state.model import SETH

DOC = Path(__file__).resolve().parents[4] / "docs" / "notation-kemet.md"
#: Seth's part: decision kind -> the verbs that answer it
VERBS = {
    "corrupt-creature": {"creature", "attack"},
    "destroy-units": {"kill"},
    "corrupt-pyramid": {"buy", "skip"},
    "invasion-order": {"first"},
    "furious-invasion": {"continue"},
    "creature-home": {"home", "reserve"},
    "osiris-rise": {"rise"},
    "veto": {"veto", "allow"},
}
YELLOW = {"corrupt-creature", "destroy-two-units", "corrupt-pyramid", "corrupt-troop"}


@cache
def games():
    return tuple(
        random_playout(KEMET, seed, {"alliance_size": n, "round_cap": 3}).engine
        for n in (2, 3, 4, 5)
        for seed in (0, 1)
    )


def test_every_verb_of_seths_decisions_is_documented():
    text = DOC.read_text(encoding="utf-8")
    documented = set(re.findall(r"`([a-z-]+)(?::[^`]*)?`", text))
    for kind, verbs in VERBS.items():
        assert f"`{kind}`" in text, kind
        assert verbs <= documented, verbs - documented


def test_random_games_answer_seths_decisions_with_those_verbs_only():
    seen: dict[str, set[str]] = {}
    for engine in games():
        assert engine.outcome is not None  # every decision had an answer up to the end
        for state, token in zip(engine.states, engine.tokens, strict=False):
            kind = state.decision.kind
            if kind in VERBS:
                seen.setdefault(kind, set()).add(token.partition(":")[0])
    assert {"corrupt-creature", "destroy-units", "corrupt-pyramid"} <= set(seen)
    for kind, verbs in seen.items():
        assert verbs <= VERBS[kind], (kind, verbs - VERBS[kind])


def _seth_placements(engine) -> tuple[Counter, Counter]:
    """Normal tokens Seth placed per round, and the spaces he used."""
    per_round, spaces = Counter(), Counter()
    for state, token in zip(engine.states, engine.tokens, strict=False):
        if state.decision.kind != "seth-action" or not token.startswith("act:"):
            continue
        space, _, used = token.partition(":")[2].partition("@")
        spaces[space] += 1
        if not used or used in state.seat(SETH).tokens:
            per_round[state.round] += 1
    return per_round, spaces


def test_seth_places_his_2n_plus_1_tokens_on_his_whole_board():
    """Each Alliance size sees Seth place all 2N + 1 tokens in some Day, never more, on every
    space of his board (test_seth_tokens.py checks that every finished Day places them all)."""
    used: Counter = Counter()
    best: dict[int, int] = {}
    extra = random_playout(KEMET, 6, {"alliance_size": 5, "round_cap": 3}).engine
    for engine in games() + (extra,):
        n = engine.state.n
        per_round, spaces = _seth_placements(engine)
        assert all(count <= 2 * n + 1 for count in per_round.values())
        best[n] = max(best.get(n, 0), *per_round.values())
        used += spaces
    assert best == {n: 2 * n + 1 for n in (2, 3, 4, 5)}
    assert YELLOW | {"furious-invasion"} <= set(used)


@pytest.mark.parametrize("index", range(0, 8, 3))
def test_states_of_seths_actions_round_trip_and_hide_battle_choices(index):
    engine = games()[index]
    for state in engine.states:
        if not any(d.kind in VERBS or d.kind == "battle" for d in state.pending):
            continue
        data = json.loads(json.dumps(KEMET.dump_state(state)))
        assert KEMET.load_state(data) == state
        public = KEMET.view(state, "alliance")
        for pending in public.pending:
            if pending.kind == "battle" and not pending.get("fought"):
                assert pending.get("att_play") in ("", "?")
