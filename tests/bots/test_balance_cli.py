"""``kemet-tui balance`` with several seeds and with probes: what it reads and what it prints
(a handful of capped games, so each test stays fast)."""

from __future__ import annotations

import pytest

from kemet_tui.bots.probes import probe_names
from kemet_tui.cli import main

SMALL = ("--alliance", "2", "--games", "1", "--max-rounds", "1", "--summary")


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_several_seeds_print_the_pooled_share_and_each_seeds(capsys):
    code, out, _ = run(capsys, "balance", *SMALL, "--seeds", "5,6")
    assert code == 0 and "1 games per N, seeds 5, 6" in out.splitlines()[0]
    rows = out.splitlines()
    assert rows[3].split()[:2] == ["2", "2"]  # two games pooled for N = 2
    spread = next(r for r in rows if r.split()[1:2] == ["pooled"])
    assert " 5: " in spread and " 6: " in spread and "spread" in spread


def test_one_seed_still_works_and_prints_no_spread(capsys):
    code, out, _ = run(capsys, "balance", *SMALL, "--seed", "5")
    assert code == 0 and "seed 5," in out and "pooled" not in out


def test_seed_and_seeds_together_are_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["balance", "--seed", "1", "--seeds", "2,3"])
    assert stop.value.code == 2 and "not allowed with" in capsys.readouterr().err


def test_a_bad_seed_in_the_list_is_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["balance", "--seeds", "2026,x"])
    assert stop.value.code == 2 and "a seed is a whole number" in capsys.readouterr().err


def test_a_probe_prints_its_row_beside_the_baseline_and_the_best_probe(capsys):
    code, out, _ = run(
        capsys,
        "balance",
        *SMALL,
        "--seed",
        "3",
        "--probe",
        "tile-purple-1-desert-wind,alliance-turtle",
    )
    assert code == 0
    screen, best = out.split("The best probe per side and N")
    names = ("tile-purple-1-desert-wind", "alliance-turtle")

    def rows(text):
        return [r.split()[:4] for r in text.splitlines() if r.split()[:1] in ([n] for n in names)]

    assert rows(screen) == [
        ["tile-purple-1-desert-wind", "seth", "2", "1"],
        ["alliance-turtle", "alliance", "2", "1"],
    ]
    assert rows(best.split("Probes above")[0]) == rows(screen)  # one probe per side
    assert "Probes above 60 % for their side" in best


def test_an_unknown_probe_is_one_line_naming_every_probe(capsys):
    code, _, err = run(capsys, "balance", "--probe", "desert-wind")
    assert code != 0 and len(err.strip().splitlines()) == 1
    assert "desert-wind" in err and "all, " in err
    assert all(name in err for name in probe_names())


def test_list_probes_names_each_probe_with_its_side(capsys):
    code, out, _ = run(capsys, "balance", "--list-probes")
    lines = out.splitlines()
    assert code == 0 and [line.split()[0] for line in lines] == list(probe_names())
    assert lines[0].split()[1] == "seth"


def test_records_keep_every_game_of_the_series_for_replay(capsys, tmp_path):
    from kemet_tui.core.engine import Engine
    from kemet_tui.core.storage import read_record

    folder = tmp_path / "made" / "here"
    code, out, _ = run(capsys, "balance", *SMALL, "--seeds", "5,6", "--records", str(folder))
    assert code == 0
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["n2-seed5-game001.json", "n2-seed6-game001.json"]
    engine = Engine.from_record(read_record(folder / names[0], "kemet-seth"))
    assert engine.state.round >= 1 and len(engine.tokens) > 10
    # a second run would replace them: refused before any game is played
    code, out, err = run(capsys, "balance", *SMALL, "--seed", "5", "--records", str(folder))
    assert code != 0 and "n2-seed5-game001.json exists" in err and not out


def test_records_are_not_taken_with_probes(capsys, tmp_path):
    code, _, err = run(
        capsys, "balance", *SMALL, "--probe", "alliance-turtle", "--records", str(tmp_path)
    )
    assert code != 0 and "not taken with --probe" in err


def test_each_record_is_written_as_its_game_ends(capsys, tmp_path, monkeypatch):
    """A series stopped after its first game (a searching series takes hours) keeps that
    game's record."""
    from kemet_tui.bots.balance import series

    played = []
    play = series.play_game

    def play_then_stop(game):
        if played:
            raise KeyboardInterrupt
        played.append(game)
        return play(game)

    monkeypatch.setattr(series, "play_game", play_then_stop)
    code, _, err = run(capsys, "balance", *SMALL, "--seeds", "5,6", "--records", str(tmp_path))
    assert code == 130 and "interrupted" in err
    assert [p.name for p in tmp_path.iterdir()] == ["n2-seed5-game001.json"]


def test_a_record_that_cannot_be_written_stops_with_one_line(capsys, tmp_path, monkeypatch):
    import errno

    from kemet_tui.core import storage

    def full(path, record):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(storage, "save_record", full)
    code, out, err = run(capsys, "balance", *SMALL, "--seed", "5", "--records", str(tmp_path))
    assert code != 0 and not out
    assert "n2-seed5-game001.json: the disk is full" in err and len(err.splitlines()) == 1
