"""The Move and battle verbs are documented in docs/notation-kemet.md, and seeded random games
only ever answer a move or battle decision with one of them; the decisions always have an answer
and never leave units or creatures unaccounted for."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from kemet_tui.core.playout import random_playout
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.state.model import SETH

DOC = Path(__file__).resolve().parents[4] / "docs" / "notation-kemet.md"
VERBS = {
    "move": {"troop", "go", "teleport", "drop", "pick", "leave", "take", "di", "stop"},
    "battle-fighter": {"fighter"},
    "battle-di": {"di", "escape", "done"},
    "battle-cards": {"fight"},
    "battle-swap": {"swap", "keep"},
    "battle-wound": {"wound", "done"},
    "casualties": {"lose"},
    "battle-retreat": {"retreat", "recall", "stay"},
    "battle-recall": {"recall", "stay"},
    "battle": {"continue"},
}


def test_every_move_and_battle_verb_is_documented():
    text = DOC.read_text(encoding="utf-8")
    documented = set(re.findall(r"`([a-z-]+)(?::[^`]*)?`", text))
    for kind, verbs in VERBS.items():
        assert f"`{kind}`" in text, kind
        assert verbs <= documented, verbs - documented


def _units(state) -> Counter:
    count = Counter({s.seat: s.reserve for s in state.seats})
    groups = [(t.units, t.corrupted) for t in state.troops]
    for pending in state.pending:
        if pending.kind == "move" and pending.get("stage") == "steps":
            groups.append((pending.get("units"), pending.get("corrupted")))
        if pending.kind == "battle":
            groups.append((pending.get("att_units"), pending.get("att_corrupted")))
    for units, corrupted in groups:
        for seat, n in units:
            count[seat] += n
        for owner, n in corrupted:
            count[owner] += n
            count[SETH] -= n
    return count


def test_random_games_use_only_these_verbs_and_keep_every_unit():
    seen: dict[str, set[str]] = {}
    for seed, n in ((3, 2), (4, 3), (5, 5)):
        engine = random_playout(KEMET, seed, {"alliance_size": n, "round_cap": 4}).engine
        for state, token in zip(engine.states, engine.tokens, strict=False):
            pending = state.decision
            if pending is None or pending.kind not in VERBS:
                continue
            seen.setdefault(pending.kind, set()).add(token.partition(":")[0])
            if not any(d.kind == "recruit" for d in state.pending):
                expected = {s.seat: 15 if s.seat == SETH else 12 for s in state.seats}
                assert dict(_units(state)) == expected, (seed, token)
    assert "move" in seen and "battle-cards" in seen
    for kind, verbs in seen.items():
        assert verbs <= VERBS[kind], (kind, verbs - VERBS[kind])
