"""The balance harness's figures, on hand-made game facts (no game is played)."""

from __future__ import annotations

import pytest

from kemet_tui.bots.balance import GameFacts, Use, quartiles, series_stats, wilson
from kemet_tui.bots.balance.facts import (ALLIANCE_DISTRICT, ALLIANCE_VP, SETH_VP, SETH_WIPEOUT,
                                          UNFINISHED, uses_of)
from kemet_tui.bots.balance.report import summary_table, usage_table


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
