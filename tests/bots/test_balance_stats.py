"""The balance harness's figures, on hand-made game facts (no game is played)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from kemet_tui.bots.balance import GameFacts, Use, quartiles, series_stats, wilson
from kemet_tui.bots.balance.facts import (ALLIANCE_DISTRICT, ALLIANCE_VP, SETH_VP, SETH_WIPEOUT,
                                          UNFINISHED, uses_of)
from kemet_tui.bots.balance.pace import (CEREMONY, SACRED_TEMPLE, SETH_HALFWAY, SIX_VP, Pace,
                                         PaceTracker)
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
    return series_stats(2, [game("seth", SETH_VP, 3, MIRROR, PURGE),
                            game("seth", SETH_WIPEOUT, 5, MIRROR),
                            game("alliance", ALLIANCE_VP, 7, PURGE),
                            game("alliance", ALLIANCE_DISTRICT, 9, MIRROR, PURGE),
                            game(None, UNFINISHED, 30)], CATALOGUE)


def test_paths_share_and_lengths_count_finished_games_only():
    s = series()
    assert s.games == 5 and s.finished == 4
    assert s.paths == {SETH_VP: 1, SETH_WIPEOUT: 1, ALLIANCE_VP: 1, ALLIANCE_DISTRICT: 1,
                       UNFINISHED: 1}
    assert s.seth_share == 0.5 and s.seth_interval == wilson(2, 4)
    assert s.rounds == (4.5, 6, 7.5)  # the unfinished 30-round game is left out


def test_use_is_split_by_the_takers_won_and_lost_games_and_never_taken_shows():
    uses = {(u.item, u.side): (u.in_wins, u.in_losses) for u in series().uses}
    assert uses[("card-battle-mirror", "seth")] == (2, 1)
    assert uses[("card-fervent-purge", "alliance")] == (2, 1)
    assert uses[("card-chariot-raid", "-")] == (0, 0)


def test_tokens_name_what_was_taken_or_played():
    assert uses_of("seth", "fight:seth-card-jackal-charge/seth-card-desert-fury") == (
        Use("battle card", "seth-card-jackal-charge", "seth"),)
    assert uses_of("seth", "buy:purple-2-cobra") == (Use("purple tile", "purple-2-cobra", "seth"),
                                                     Use("creature", "purple-2-cobra", "seth"))
    assert uses_of("alliance", "di:alliance-di-glory") == (
        Use("DI card", "alliance-di-glory", "alliance"),)
    assert uses_of("alliance", "buy:red-1-god-speed") == ()  # published, not counted
    assert uses_of("alliance", "veto:alliance-di-veto") == (
        Use("DI card", "alliance-di-veto", "alliance"),)
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
    return SimpleNamespace(round=round_, seth_vp=seth_vp, alliance_vp=alliance_vp,
                           sacred_temples=(SimpleNamespace(level=sacred),) if sacred else (),
                           great_ceremony_done=ceremony, seth_target_vp=target)


def test_the_pace_says_when_each_goal_was_first_met_and_what_won_seths_vp():
    tracker = PaceTracker()
    plies = [  # (before, after, seat, token)
        (state(1), state(1), "seth", "act:furious-invasion"),
        (state(1), state(1, seth_vp=2), "seth", "fight:seth-card-jackal-charge"),
        (state(1, seth_vp=2), state(2, seth_vp=2, sacred=3), "alliance", "sacred:f1"),
        (state(2, seth_vp=2), state(2, seth_vp=2), "seth", "act:corrupt-troop@a1"),
        (state(2, seth_vp=2), state(2, seth_vp=3), "a2", "fight:card-chariot-raid"),
        (state(2, seth_vp=3), state(3, seth_vp=4, sacred=3, ceremony=True), "seth", "act:move"),
        (state(3, seth_vp=4, sacred=3, ceremony=True),
         state(4, seth_vp=4, alliance_vp=6, sacred=3, ceremony=True), "a1", "act:pray2"),
    ]
    for before, after, seat, token in plies:
        tracker.seen(before, after, seat, token)
    pace = tracker.pace()
    assert pace.reached == ((SACRED_TEMPLE, 2), (CEREMONY, 3), (SIX_VP, 4), (SETH_HALFWAY, 3))
    # a member's battle card in a corrupted troop's fight counts for Seth's last placement
    assert pace.seth_vp_by_action == (("corrupt-troop", 1), ("furious-invasion", 2), ("move", 1))


def test_goal_paces_and_vp_rates_average_over_the_series():
    fast = GameFacts(2, 0, "seth", SETH_VP, 3, 8, 0, frozenset(),
                     Pace(((SETH_HALFWAY, 2),), (("move", 3), ("furious-invasion", 5))))
    slow = GameFacts(2, 1, "alliance", ALLIANCE_VP, 5, 2, 6, frozenset(),
                     Pace(((SACRED_TEMPLE, 4), (SETH_HALFWAY, 4)), (("move", 2),)))
    s = series_stats(2, [fast, slow], CATALOGUE)
    paces = {g.goal: (g.games, g.mean_round) for g in s.goals}
    assert paces[SETH_HALFWAY] == (2, 3.0) and paces[SACRED_TEMPLE] == (1, 4.0)
    assert paces[CEREMONY] == (0, 0.0)
    assert s.seth_vp_per_round == (("move", 5 / 8), ("furious-invasion", 5 / 8))
    lines = pace_lines(s)
    assert any(CEREMONY in line and "never" in line for line in lines)
    assert lines[-1].endswith("move 0.62, furious-invasion 0.62")
