"""``kemet-tui simulate kemet-seth --alliance N``: one result line per side of the Alliance game."""

from __future__ import annotations

import re

import pytest

from kemet_tui.cli import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_kemet_prints_seth_alliance_unfinished(capsys):
    code, out, _ = run(
        capsys, "simulate", "kemet-seth", "--games", "2", "--alliance", "3", "-o", "round_cap=2"
    )
    line = out.splitlines()[-1]
    assert code == 0 and re.fullmatch(r"games=2 seth=\d+ alliance=\d+ unfinished=\d+", line)
    counts = dict(part.split("=") for part in line.split())
    assert int(counts["seth"]) + int(counts["alliance"]) + int(counts["unfinished"]) == 2


def test_simulate_refuses_an_alliance_of_six(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "kemet-seth", "--alliance", "6"])
    assert stop.value.code == 2 and "2 to 5" in capsys.readouterr().err


def test_play_refuses_a_round_cap_in_one_line(capsys):
    code = main(["play", "kemet-seth", "-o", "round_cap=5"])
    err = capsys.readouterr().err
    assert code != 0 and "round_cap is for self-play series" in err
    assert len(err.strip().splitlines()) == 1


def test_balance_reports_a_capped_game_as_unfinished_not_a_draw(capsys):
    code, out, _ = run(
        capsys, "balance", "--alliance", "2", "--games", "1", "--max-rounds", "1", "--summary"
    )
    rows = out.splitlines()
    assert code == 0 and "kemet:1 against the Alliance kemet:1" in rows[0]
    assert rows[3].split()[:9] == ["2", "1", "0", "0", "0", "0", "0", "0", "1"]


def test_balance_refuses_a_bot_that_cannot_play_kemet(capsys):
    code = main(["balance", "--bots", "seti:3"])
    err = capsys.readouterr().err
    assert code != 0 and "seti:3 cannot play kemet-seth" in err
