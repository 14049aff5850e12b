"""``kemet:3``: information-set MCTS for Seth and every Alliance seat. It searches the key
decisions of both sides (and only those), answers legally and the same way twice, sees only
its view (the scramble test of ``test_kemet_bot.py`` covers it too), takes its budget from the
spec (``kemet:3/8``), plays a whole game to its end, and (slow) wins more than ``kemet:2`` does
in the same seat against the same opponent."""

from __future__ import annotations

import pytest

from kemet_tui.bots import make_bot, parse_bots_spec, play_match
from kemet_tui.bots.kemet import mcts
from kemet_tui.bots.registry import can_sit
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.state.model import SETH

NAME = "kemet-seth"
KEMET = get_ruleset(NAME)


def _key_positions(n: int, wanted: int, seed: int = 21):
    """Positions of a seeded ``kemet:1`` game where ``kemet:3`` searches, Seth's and the
    Alliance's alternately."""
    engine, found = Engine(NAME, seed, {"alliance_size": n}), {True: [], False: []}
    bot = make_bot("kemet:1", 4)
    while engine.to_act is not None and min(len(v) for v in found.values()) < wanted:
        seat, legal = engine.to_act, list(engine.legal_actions())
        view = engine.view(seat)
        if mcts.worth_searching(view, legal, seat):
            found[seat == SETH].append((seat, view, legal))
        engine.play(bot.choose(KEMET, view, legal, seat))
    return [p for pair in zip(found[True], found[False]) for p in pair][: 2 * wanted]


def test_level_3_searches_both_sides_and_answers_its_own_way():
    positions = _key_positions(3, 6)
    level_1, level_3 = make_bot("kemet:1", 9), make_bot("kemet:3/8", 9)
    differ = {True: 0, False: 0}
    for seat, view, legal in positions:
        chosen = level_3.choose(KEMET, view, legal, seat)
        assert chosen in legal
        assert make_bot("kemet:3/8", 9).choose(KEMET, view, legal, seat) == chosen
        differ[seat == SETH] += chosen != level_1.choose(KEMET, view, legal, seat)
    assert {seat == SETH for seat, _, _ in positions} == {True, False}
    assert differ[True] + differ[False] >= 1, differ


def test_trivial_decisions_are_the_policys_at_once():
    """A single legal action, or a kind the tree does not hold, is answered by ``kemet:1``."""
    engine = Engine(NAME, 5, {"alliance_size": 2})
    level_1, level_3 = make_bot("kemet:1", 2), make_bot("kemet:3", 2)
    checked = 0
    while engine.to_act is not None and checked < 40:
        seat, legal = engine.to_act, list(engine.legal_actions())
        view = engine.view(seat)
        if not mcts.worth_searching(view, legal, seat):
            assert level_3.choose(KEMET, view, legal, seat) == level_1.choose(
                KEMET, view, legal, seat
            )
            checked += 1
        engine.play(level_1.choose(KEMET, view, legal, seat))
    assert checked == 40


def test_the_tree_grows_with_the_budget_and_stays_inside_the_candidates():
    seat, view, legal = next(p for p in _key_positions(3, 3) if p[0] != SETH)
    ranked = mcts.candidates(KEMET, view, legal, seat)
    assert len(ranked) == min(mcts.WIDTH, len(legal))
    assert abs(sum(prior for _, prior in ranked) - 1.0) < 1e-9
    assert ranked[0][1] == max(p for _, p in ranked)  # the policy's choice leads
    for budget in (1, 12):
        chosen = mcts.search(KEMET, view, legal, seat, 77, budget)
        assert chosen in [a for a, _ in ranked]


def test_the_budget_is_part_of_the_spec():
    assert make_bot("kemet:3").iterations is None  # mcts.budget's, by the decision's size
    cheap = make_bot("kemet:3/4", 1)
    assert cheap.iterations == 4 and cheap.name == "kemet:3/4"
    for wrong in ("kemet:3/0", "kemet:2/4", "kemet:3/x", "seti:3/4"):
        with pytest.raises(ValueError, match="Unknown bot"):
            make_bot(wrong)
    assert can_sit(NAME, "kemet:3/4") and not can_sit("seti-aleph", "kemet:3/4")
    assert parse_bots_spec("seth=kemet:3/4,alliance=kemet:3") == {
        "seth": "kemet:3/4",
        "alliance": "kemet:3",
    }


def test_a_whole_game_of_level_3_seats_ends_and_replays():
    """Every seat and the team decisions on ``kemet:3`` (a small budget: a smoke game)."""
    seats = KEMET.seats(Engine(NAME, 0, {"alliance_size": 2}).state)
    lineup = {s: make_bot("kemet:3/2", 3 + i) for i, s in enumerate(seats)}
    result = play_match(NAME, lineup, 6, {"alliance_size": 2})
    assert result.finished, result.reason
    replay = Engine.from_record(result.record)
    assert replay.outcome is not None and tuple(replay.outcome.winners) == result.winners
    again = play_match(
        NAME,
        {s: make_bot("kemet:3/2", 3 + i) for i, s in enumerate(seats)},
        6,
        {"alliance_size": 2},
    )
    assert again.record.actions == result.record.actions


def _wins(seth: str, alliance: str, side: str, games: int, seed: int, n: int) -> int:
    """Wins of ``side`` over the games ``kemet-tui balance --bots seth=S,alliance=A --alliance
    N --games K --seed X`` plays."""
    from kemet_tui.bots.balance.series import plan, run_series

    facts = run_series(plan([n], games, seed, seth, alliance, 30), workers=2)
    wins = sum(1 for f in facts if f.winner == side)
    print(seth, "vs", alliance, f"{side} won {wins} of {games}")
    return wins


@pytest.mark.slow
def test_level_3_as_seth_wins_more_than_level_2_in_the_same_seat():
    """Two of the series of docs/bots.md (N = 3, seeds 315 and 316, 60 games each), Seth's
    seat, at 16 iterations a decision (``kemet:3/16``: the default budget would take hours):
    73 wins of 120 against 57 (over the four seeds there, 154 of 240 against 123)."""
    level_2 = sum(_wins("kemet:2", "kemet:2", SETH, 60, seed, 3) for seed in (315, 316))
    level_3 = sum(_wins("kemet:3/16", "kemet:2", SETH, 60, seed, 3) for seed in (315, 316))
    assert level_3 > level_2 + 10, (level_3, level_2)


class _Token:
    def __init__(self, token: str) -> None:
        self.token = token


def test_candidates_are_the_best_of_each_kind_of_action_first():
    """Variants of one action (the yellow space a recruit comes from, the card a battle card
    discards) do not crowd the alternatives out of the search."""
    legal = [
        _Token(t)
        for t in (
            "act:recruit",
            "act:recruit@a1",
            "act:recruit@a2",
            "act:recruit@a3",
            "act:pray",
            "act:move",
            "act:pray@a1",
        )
    ]
    scores = [9.0, 9.0, 9.0, 8.9, 5.0, 3.0, 5.0]
    tokens = [a.token for a, _ in mcts.ranked_by(legal, scores)][:3]
    assert tokens == ["act:recruit", "act:pray", "act:move"]
    fights = [
        _Token(t)
        for t in (
            "fight:card-a/card-b",
            "fight:card-a/card-c",
            "fight:card-b/card-a",
            "fight:card-c/card-a",
        )
    ]
    ranked = mcts.ranked_by(fights, [4.0, 3.9, 1.0, 0.5])
    assert {mcts.family(a.token) for a, _ in ranked[:3]} == {
        "fight:card-a",
        "fight:card-b",
        "fight:card-c",
    }
    assert ranked[0][0].token == "fight:card-a/card-b"  # the policy's choice leads


@pytest.mark.parametrize("budget", [1, 2, 3, 5, 8, 16, 33])
@pytest.mark.parametrize("width", [2, 3, 5])
def test_sequential_halving_spends_the_budget_and_no_more(budget, width):
    plan = mcts.halving_plan(width, budget)
    assert sum(w * v for w, v in plan) <= budget
    assert all(v >= 1 for _, v in plan) or budget < 2
    assert [w for w, _ in plan] == sorted((w for w, _ in plan), reverse=True)
    if budget >= 3 * width:
        assert plan[0][0] == width  # every candidate is weighed when the budget allows


def test_a_searched_decision_runs_its_budget_of_iterations(monkeypatch):
    seat, view, legal = next(p for p in _key_positions(3, 3) if p[0] == SETH)
    calls = []
    real = mcts._iterate
    monkeypatch.setattr(mcts, "_iterate", lambda *a, **k: calls.append(1) or real(*a, **k))
    mcts.search(KEMET, view, legal, seat, 5, 12)
    assert 0 < len(calls) <= 12


def test_the_alliances_candidates_are_weighed_in_common_worlds(monkeypatch):
    """An Alliance root draws one determinisation per round's visit, shared by every candidate
    still in; Seth's draws one per iteration (as it was measured)."""
    positions = _key_positions(3, 3)
    draws = []
    real = mcts.determinise
    monkeypatch.setattr(mcts, "determinise", lambda *a: draws.append(1) or real(*a))
    for side_is_seth in (True, False):
        seat, view, legal = next(
            p
            for p in positions
            if (p[0] == SETH) == side_is_seth and len(mcts.ranked_by(p[2], [0.0] * len(p[2]))) == 5
        )
        draws.clear()
        mcts.search(KEMET, view, legal, seat, 5, 16)
        plan = mcts.halving_plan(5, 16)
        expected = sum(w * v for w, v in plan) if side_is_seth else sum(v for _, v in plan)
        assert len(draws) == expected, (seat, plan, len(draws))


def test_the_default_budget_is_counted_in_plies_by_size_and_side(monkeypatch):
    """``kemet:3`` spends ``PLY_BUDGET[N]`` simulated plies a decision: more iterations for
    Seth (shorter playouts) than for the Alliance, fewer as N grows; no clock is read."""
    seth_view = next(p for p in _key_positions(3, 2) if p[0] == SETH)[1]
    assert mcts.budget(seth_view, SETH) == mcts.PLY_BUDGET[3] // mcts.HORIZON[SETH]
    assert mcts.budget(seth_view, "a1") == mcts.PLY_BUDGET[3] // mcts.HORIZON["alliance"]
    assert mcts.budget(seth_view, SETH) > mcts.budget(seth_view, "a1")
    assert mcts.PLY_BUDGET[5] < mcts.PLY_BUDGET[3]
    calls = []
    real = mcts._iterate
    monkeypatch.setattr(mcts, "_iterate", lambda *a, **k: calls.append(1) or real(*a, **k))
    counted = {}
    for iterations in (10, 20):  # a small budget keeps the test fast
        monkeypatch.setitem(mcts.PLY_BUDGET, 3, iterations * mcts.HORIZON[SETH])
        for seat, view, legal in (p for p in _key_positions(3, 4) if p[0] == SETH):
            calls.clear()
            chosen = make_bot("kemet:3", 5).choose(KEMET, view, legal, seat)
            if calls:  # searched (not a clear call)
                assert chosen in legal
                counted[iterations] = len(calls)
                break
    assert 0 < counted[10] <= 10 < counted[20] <= 20, counted
