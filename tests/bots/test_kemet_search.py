"""``kemet:2`` is a real level: for the Alliance it searches (determinised playouts) where
``kemet:1`` only scores, so it answers some key decisions differently, always legally and the
same way twice, and over a seeded series its Alliance wins more against ``kemet:1``'s Seth
(slow); as Seth it plays the policy."""

from __future__ import annotations

import pytest

from kemet_tui.bots import make_bot, play_match, run_matches
from kemet_tui.bots.kemet import search
from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.state.model import SETH

NAME = "kemet-seth"
KEMET = get_ruleset(NAME)


def _key_positions(n: int, wanted: int = 12):
    """Positions of a seeded ``kemet:1`` game where ``kemet:2`` would search."""
    engine, found = Engine(NAME, 21, {"alliance_size": n}), []
    bot = make_bot("kemet:1", 4)
    while engine.to_act is not None and len(found) < wanted:
        seat, legal = engine.to_act, list(engine.legal_actions())
        view = engine.view(seat)
        if search.worth_searching(view, legal, seat):
            found.append((seat, view, legal))
        engine.play(bot.choose(KEMET, view, legal, seat))
    return found


def test_level_2_searches_and_answers_key_decisions_its_own_way():
    level_1, level_2 = make_bot("kemet:1", 9), make_bot("kemet:2", 9)
    differ = 0
    for seat, view, legal in _key_positions(3):
        chosen = level_2.choose(KEMET, view, legal, seat)
        assert chosen in legal
        assert make_bot("kemet:2", 9).choose(KEMET, view, legal, seat) == chosen
        differ += chosen != level_1.choose(KEMET, view, legal, seat)
    assert differ >= 1


def test_a_playout_plays_the_level_1_policy_for_every_seat_and_stops():
    seat, view, legal = _key_positions(2, wanted=1)[0]
    world = search.determinise(view, 3)
    after = search.playout(KEMET, world, 30, rng.seed_state(1))
    assert after != world and (after.result is not None or after.pending)
    assert search.playout(KEMET, world, 30, rng.seed_state(1)) == after  # seeded: repeatable
    assert search.playout(KEMET, world, 0, rng.seed_state(1)) == world  # no plies, no change


def test_as_seth_level_2_plays_the_policy():
    """The search serves the Alliance; Seth's policy is what ``kemet:2`` plays for him."""
    lineups = [
        {
            s: make_bot(spec if s == SETH else "kemet:1", 3 + i)
            for i, s in enumerate(KEMET.seats(Engine(NAME, 0, {"alliance_size": 2}).state))
        }
        for spec in ("kemet:1", "kemet:2")
    ]
    first, second = (play_match(NAME, bots, 12, {"alliance_size": 2}) for bots in lineups)
    assert first.record.actions == second.record.actions


@pytest.mark.slow
def test_level_2_alliance_does_better_than_level_1_against_the_level_1_seth():
    """The series of docs/bots.md (N = 3, seed 78, 32 games each)."""
    wins = {}
    for spec in ("kemet:1", "kemet:2"):
        table = run_matches(
            NAME,
            {"seth": "kemet:1", "alliance": spec},
            32,
            78,
            {"alliance_size": 3},
            alternate=False,
            workers=2,
        )
        print(spec, table.text())
        wins[spec] = sum(1 for r in table.results if r.result_for("alliance") == "win")
    assert wins["kemet:2"] > wins["kemet:1"], wins
