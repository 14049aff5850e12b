"""The balance harness's figures, on hand-made game facts (no game is played)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from kemet_tui.bots.balance import GameFacts, Use, quartiles, series_stats, wilson
from kemet_tui.bots.balance.facts import (
    ALLIANCE_DISTRICT,
    ALLIANCE_VP,
    SETH_VP,
    SETH_WIPEOUT,
    UNFINISHED,
    uses_of,
)
from kemet_tui.bots.balance.pace import (
    CEREMONY,
    SACRED_TEMPLE,
    SETH_HALFWAY,
    SIX_VP,
    Pace,
    PaceTracker,
)
from kemet_tui.bots.balance.report import pace_lines, summary_table, usage_table


def test_wilson_interval_matches_the_textbook_values():
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_quartiles_are_linear_between_order_statistics():
    assert quartiles([5, 1, 3, 2, 4]) == (2, 3, 4)
    assert quartiles([1, 2, 3, 4]) == (1.75, 2.5, 3.25)
    assert quartiles([7]) == (7, 7, 7)
    assert quartiles([]) == (0, 0, 0)


def game(winner, path, rounds, *uses):
    return GameFacts(2, 0, winner, path, rounds, 0, 0, frozenset(uses))


MIRROR = Use("battle card", "card-battle-mirror", "seth")
PURGE = Use("battle card", "card-fervent-purge", "alliance")
CATALOGUE = {"battle card": ("card-battle-mirror", "card-fervent-purge", "card-chariot-raid")}


def series():
    return series_stats(
        2,
        [
            game("seth", SETH_VP, 3, MIRROR, PURGE),
            game("seth", SETH_WIPEOUT, 5, MIRROR),
            game("alliance", ALLIANCE_VP, 7, PURGE),
            game("alliance", ALLIANCE_DISTRICT, 9, MIRROR, PURGE),
            game(None, UNFINISHED, 30),
        ],
        CATALOGUE,
    )


def test_paths_share_and_lengths_count_finished_games_only():
    s = series()
    assert s.games == 5 and s.finished == 4
    assert s.paths == {
        SETH_VP: 1,
        SETH_WIPEOUT: 1,
        ALLIANCE_VP: 1,
        ALLIANCE_DISTRICT: 1,
        UNFINISHED: 1,
    }
    assert s.seth_share == 0.5 and s.seth_interval == wilson(2, 4)
    assert s.rounds == (4.5, 6, 7.5)  # the unfinished 30-round game is left out


def test_use_is_split_by_the_takers_won_and_lost_games_and_never_taken_shows():
    uses = {(u.item, u.side): (u.in_wins, u.in_losses) for u in series().uses}
    assert uses[("card-battle-mirror", "seth")] == (2, 1)
    assert uses[("card-fervent-purge", "alliance")] == (2, 1)
    assert uses[("card-chariot-raid", "-")] == (0, 0)


def test_tokens_name_what_was_taken_or_played():
    assert uses_of("seth", "fight:seth-card-jackal-charge/seth-card-desert-fury") == (
        Use("battle card", "seth-card-jackal-charge", "seth"),
    )
    assert uses_of("seth", "buy:purple-2-cobra") == (
        Use("purple tile", "purple-2-cobra", "seth"),
        Use("creature", "purple-2-cobra", "seth"),
    )
    assert uses_of("alliance", "di:alliance-di-glory") == (
        Use("DI card", "alliance-di-glory", "alliance"),
    )
    assert uses_of("alliance", "buy:red-1-god-speed") == ()  # published, not counted
    assert uses_of("alliance", "veto:alliance-di-veto") == (
        Use("DI card", "alliance-di-veto", "alliance"),
    )
    assert uses_of("alliance", "escape:f2") == (Use("DI card", "alliance-di-escape", "alliance"),)
    assert uses_of("seth", "act:pray") == ()


def test_the_report_has_a_row_per_n_and_a_line_per_item():
    s = series()
    row = summary_table([s])[1].split()
    assert row[:9] == ["2", "5", "2", "1", "1", "2", "1", "1", "1"]
    lines = usage_table(s)
    assert any("card-chariot-raid" in line and "never taken" in line for line in lines)
    assert any("card-battle-mirror" in line and "2/2" in line and "1/2" in line for line in lines)


def state(round_=1, seth_vp=0, alliance_vp=0, sacred=0, ceremony=False, target=8):
    return SimpleNamespace(
        round=round_,
        seth_vp=seth_vp,
        alliance_vp=alliance_vp,
        sacred_temples=(SimpleNamespace(level=sacred),) if sacred else (),
        great_ceremony_done=ceremony,
        seth_target_vp=target,
    )


def test_the_pace_says_when_each_goal_was_first_met_and_what_won_seths_vp():
    tracker = PaceTracker()
    plies = [  # (before, after, seat, token)
        (state(1), state(1), "seth", "act:furious-invasion"),
        (state(1), state(1, seth_vp=2), "seth", "fight:seth-card-jackal-charge"),
        (state(1, seth_vp=2), state(2, seth_vp=2, sacred=3), "alliance", "sacred:f1"),
        (state(2, seth_vp=2), state(2, seth_vp=2), "seth", "act:corrupt-troop@a1"),
        (state(2, seth_vp=2), state(2, seth_vp=3), "a2", "fight:card-chariot-raid"),
        (state(2, seth_vp=3), state(3, seth_vp=4, sacred=3, ceremony=True), "seth", "act:move"),
        (
            state(3, seth_vp=4, sacred=3, ceremony=True),
            state(4, seth_vp=4, alliance_vp=6, sacred=3, ceremony=True),
            "a1",
            "act:pray2",
        ),
    ]
    for before, after, seat, token in plies:
        tracker.seen(before, after, seat, token)
    pace = tracker.pace()
    assert pace.reached == ((SACRED_TEMPLE, 2), (CEREMONY, 3), (SIX_VP, 4), (SETH_HALFWAY, 3))
    # a member's battle card in a corrupted troop's fight counts for Seth's last placement
    assert pace.seth_vp_by_action == (("corrupt-troop", 1), ("furious-invasion", 2), ("move", 1))


def test_goal_paces_and_vp_rates_average_over_the_series():
    fast = GameFacts(
        2,
        0,
        "seth",
        SETH_VP,
        3,
        8,
        0,
        frozenset(),
        Pace(((SETH_HALFWAY, 2),), (("move", 3), ("furious-invasion", 5))),
    )
    slow = GameFacts(
        2,
        1,
        "alliance",
        ALLIANCE_VP,
        5,
        2,
        6,
        frozenset(),
        Pace(((SACRED_TEMPLE, 4), (SETH_HALFWAY, 4)), (("move", 2),)),
    )
    s = series_stats(2, [fast, slow], CATALOGUE)
    paces = {g.goal: (g.games, g.mean_round) for g in s.goals}
    assert paces[SETH_HALFWAY] == (2, 3.0) and paces[SACRED_TEMPLE] == (1, 4.0)
    assert paces[CEREMONY] == (0, 0.0)
    assert s.seth_vp_per_round == (("move", 5 / 8), ("furious-invasion", 5 / 8))
    lines = pace_lines(s)
    assert any(CEREMONY in line and "never" in line for line in lines)
    assert lines[-1].endswith("move 0.62, furious-invasion 0.62")


# --- several seeds: pooled, and each seed's share beside --------------------------------------
def seeded(series, winner):
    path = {"seth": SETH_VP, "alliance": ALLIANCE_VP, None: UNFINISHED}[winner]
    return GameFacts(3, 0, winner, path, 5, 0, 0, frozenset(), series=series)


def test_the_seed_spread_counts_each_seeds_finished_games_apart():
    from kemet_tui.bots.balance.stats import seed_spread

    games = [
        seeded(7, "seth"),
        seeded(7, "alliance"),
        seeded(7, None),
        seeded(9, "seth"),
        seeded(9, "seth"),
        seeded(9, "seth"),
        seeded(9, "alliance"),
        seeded(8, "alliance"),
    ]
    spread = seed_spread(3, games, (7, 8, 9))
    assert spread.seeds == ((7, 1, 2), (8, 0, 1), (9, 3, 4))
    assert spread.shares == (0.5, 0.0, 0.75)
    assert (spread.low, spread.high) == (0.0, 0.75)
    pooled = series_stats(3, games, {})
    assert pooled.seth_share == 4 / 7 and pooled.seth_interval == wilson(4, 7)


def test_the_spread_lines_show_the_pooled_interval_and_every_seed():
    from kemet_tui.bots.balance.report import spread_lines
    from kemet_tui.bots.balance.stats import seed_spread

    games = [seeded(1, "seth"), seeded(1, "alliance"), seeded(2, "seth"), seeded(2, "seth")]
    line = spread_lines([series_stats(3, games, {})], [seed_spread(3, games, (1, 2))])[1]
    assert line.split()[:3] == ["3", "pooled", "75.0"]
    assert "1: 50.0 % (1/2)" in line and "2: 100.0 % (2/2)" in line
    assert line.endswith("spread 50.0-100.0 % (50.0 points)")


def test_pooled_seeds_play_each_seeds_series_as_it_is_alone():
    from kemet_tui.bots.balance.series import plan, plan_seeds

    pooled = plan_seeds([2, 3], 4, (2026, 2027), "kemet:1", "kemet:1", 9)
    assert pooled == plan([2, 3], 4, 2026, "kemet:1", "kemet:1", 9) + plan(
        [2, 3], 4, 2027, "kemet:1", "kemet:1", 9
    )
    assert {g.series for g in pooled[:8]} == {2026} and {g.series for g in pooled[8:]} == {2027}
