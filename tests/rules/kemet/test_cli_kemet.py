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
    code, out, _ = run(capsys, "simulate", "kemet-seth", "--games", "2", "--alliance", "3",
                       "-o", "round_cap=2")
    line = out.splitlines()[-1]
    assert code == 0 and re.fullmatch(r"games=2 seth=\d+ alliance=\d+ unfinished=\d+", line)
    counts = dict(part.split("=") for part in line.split())
    assert int(counts["seth"]) + int(counts["alliance"]) + int(counts["unfinished"]) == 2


def test_simulate_refuses_an_alliance_of_six(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "kemet-seth", "--alliance", "6"])
    assert stop.value.code == 2 and "2 to 5" in capsys.readouterr().err
