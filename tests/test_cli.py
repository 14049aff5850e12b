"""The ``kemet-tui`` command line: right answers, clear refusals, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kemet_tui.cli import main
from kemet_tui.core.engine import Engine
from tests.conftest import StubApp


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_perft_prints_the_count_as_its_last_line(capsys):
    code, out, _ = run(capsys, "perft", "seti-aleph", "3")
    assert code == 0 and out.splitlines()[-1] == "54098"


def test_perft_applies_moves_first_and_can_divide(capsys):
    code, out, _ = run(capsys, "perft", "seti-beth", "2", "--moves", "c2c4 c9c7", "--divide")
    lines = out.splitlines()
    assert code == 0
    assert int(lines[-1]) == sum(int(line.split(": ")[1]) for line in lines[:-1])


def test_perft_refuses_an_illegal_move_with_the_reason(capsys):
    code, _, err = run(capsys, "perft", "seti-aleph", "2", "--moves", "a1a2")
    assert code == 1 and "a1a2" in err and "leaps exactly two" in err


def test_unknown_ruleset_is_named(capsys):
    code, _, err = run(capsys, "perft", "chess", "1")
    assert code == 1 and "Unknown ruleset 'chess'" in err and "seti-aleph" in err


def test_bad_arguments_exit_non_zero_with_usage(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["perft", "seti-aleph", "deep"])
    assert exit_info.value.code == 2
    assert "a depth is a whole number" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv, said",
    [
        (
            ["simulate", "seti-aleph", "--games", "abc"],
            "argument --games: must be a whole number, not 'abc'",
        ),
        (
            ["simulate", "seti-aleph", "--max-rounds", "x"],
            "argument --max-rounds: must be a whole number, not 'x'",
        ),
        (["simulate", "kemet-seth", "--alliance", "x"], "an Alliance size is a whole number"),
        (["serve", "--port", "x"], "a port is a whole number, not 'x'"),
    ],
)
def test_a_number_that_is_not_one_is_named_for_what_it_counts(capsys, argv, said):
    """``simulate --games abc`` spoke of "a depth"."""
    with pytest.raises(SystemExit):
        main(argv)
    err = capsys.readouterr().err
    assert said in err and "depth" not in err


def test_new_step_legal_show_play_a_game_by_file(capsys, tmp_path):
    path = tmp_path / "g.json"
    assert run(capsys, "new", "seti-aleph", str(path), "--seed", "3")[0] == 0
    code, out, _ = run(capsys, "step", str(path), "a1b3", "c10b8")
    assert code == 0 and "to act: White" in out
    code, out, _ = run(capsys, "legal", str(path))
    assert "b3c5" in out.split()
    code, out, _ = run(capsys, "show", str(path))
    assert "moves: a1b3 c10b8" in out
    code, out, _ = run(capsys, "show", str(path), "--json")
    assert '"to_act": "white"' in out


def test_legal_in_a_game_with_secrets_is_for_the_seat_to_act_only(capsys, tmp_path):
    """The list of a Kemet seat shows its hidden cards (a DI card to play is a token), so
    ``legal`` names them only to the seat that says it is the one to act."""
    path = tmp_path / "k.json"
    assert run(capsys, "new", "kemet-seth", str(path), "--seed", "4")[0] == 0
    acting = Engine("kemet-seth", 4).to_act
    code, out, err = run(capsys, "legal", str(path))
    assert code == 1 and out == "" and f"add --seat {acting}" in err
    other = "a2" if acting != "a2" else "a1"
    code, out, err = run(capsys, "legal", str(path), "--seat", other)
    assert code == 1 and out == "" and f"not {other}" in err
    code, out, _ = run(capsys, "legal", str(path), "--seat", acting)
    assert code == 0 and out.split() == Engine("kemet-seth", 4).legal_tokens()


def test_step_refuses_an_illegal_action_and_leaves_the_file_untouched(capsys, tmp_path):
    path = tmp_path / "g.json"
    run(capsys, "new", "seti-beth", str(path))
    before = path.read_bytes()
    code, _, err = run(capsys, "step", str(path), "c2c4", "c4c5")
    assert code == 1
    assert "action 2 'c4c5' refused" in err and "left unchanged" in err
    assert path.read_bytes() == before


def test_new_does_not_overwrite_without_force(capsys, tmp_path):
    path = tmp_path / "g.json"
    path.write_text("precious")
    code, _, err = run(capsys, "new", "seti-beth", str(path))
    assert code == 1 and "--force" in err and path.read_text() == "precious"


def test_a_corrupt_file_gives_a_message_not_a_traceback(capsys, tmp_path):
    path = tmp_path / "g.json"
    path.write_text("{ nope")
    code, _, err = run(capsys, "show", str(path))
    assert code == 1 and "not valid JSON" in err and "Traceback" not in err


def test_bad_options_are_refused_clearly(capsys, tmp_path):
    code, _, err = run(capsys, "new", "seti-beth", str(tmp_path / "g.json"), "-o", "colour=blue")
    assert code == 1 and "Bad ruleset options" in err


def test_simulate_prints_one_result_line_and_writes_replayable_records(capsys, tmp_path):
    records = tmp_path / "records"
    code, out, _ = run(
        capsys, "simulate", "seti-beth", "--games", "4", "--seed", "2", "--records", str(records)
    )
    line = out.splitlines()[-1]
    assert code == 0 and line.startswith("games=4 white=")
    counts = dict(part.split("=") for part in line.split())
    assert (
        int(counts["white"])
        + int(counts["brown"])
        + int(counts["draw"])
        + int(counts["unfinished"])
        == 4
    )
    assert len(list(records.iterdir())) == 4
    first = sorted(records.iterdir())[0]
    assert run(capsys, "replay", str(first), "--print")[0] == 0


def test_check_rulesets_reports_each_ruleset(capsys):
    code, out, _ = run(capsys, "check-rulesets")
    assert "seti: ok" in out


def test_the_console_script_runs_as_a_module():
    result = subprocess.run(
        [sys.executable, "-m", "kemet_tui", "perft", "seti-beth", "2"],
        capture_output=True,
        text=True,
        env={**os.environ},
    )
    assert result.returncode == 0 and result.stdout.splitlines()[-1] == "676"


def test_simulate_with_bots_prints_a_table_and_writes_records(capsys, tmp_path):
    records = tmp_path / "bots"
    code, out, _ = run(
        capsys,
        "simulate",
        "seti-beth",
        "--bots",
        "white=greedy,brown=random",
        "--games",
        "2",
        "--seed",
        "4",
        "--records",
        str(records),
    )
    assert code == 0 and "greedy" in out and "random" in out
    assert len(list(records.iterdir())) == 2
    assert run(capsys, "replay", str(sorted(records.iterdir())[0]), "--print")[0] == 0


def test_simulate_refuses_an_unknown_bot(capsys):
    code, _, err = run(capsys, "simulate", "seti-beth", "--bots", "white=deep-blue,brown=random")
    assert code == 1 and "Bad --bots" in err and "deep-blue" in err


def test_play_with_bot_flag_and_bots_option_start_a_game_against_the_computer(monkeypatch):
    """``--bot brown=seti:3`` and ``-o bots=brown:seti:3`` both seat the bot; a bad one is refused."""
    started = []
    monkeypatch.setattr(
        "kemet_tui.tui.app.make_app", lambda **kwargs: started.append(kwargs) or StubApp()
    )
    assert main(["play", "seti-aleph", "--seed", "3", "--bot", "brown=seti:3"]) == 0
    assert started[-1]["options"] == {"bots": {"brown": "seti:3"}}
    assert main(["play", "seti-aleph", "-o", "bots=brown:seti:3"]) == 0
    assert started[-1]["options"] == {"bots": "brown:seti:3"}
    assert main(["play", "seti-aleph", "--bot", "brown=seti:9"]) != 0
    assert main(["play", "seti-aleph", "--bot", "green=random"]) != 0
    assert len(started) == 2


@pytest.mark.parametrize("flag", ["-V", "--version"])
def test_version_prints_the_program_and_its_version(capsys, flag):
    from kemet_tui import __version__

    with pytest.raises(SystemExit) as stop:
        main([flag])
    out, err = capsys.readouterr()
    assert stop.value.code == 0 and err == ""
    assert out.strip() == f"kemet-tui {__version__}"


def test_the_version_is_written_once(capsys):
    """pyproject.toml reads the version from the package ([tool.hatch.version]), so the installed
    metadata, ``kemet_tui.__version__`` and ``--version`` agree."""
    import importlib.metadata

    import kemet_tui

    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.strip() == f"kemet-tui {kemet_tui.__version__}"
    assert importlib.metadata.version("kemet-tui") == kemet_tui.__version__
    project = (Path(__file__).resolve().parent.parent / "pyproject.toml").read_text()
    assert 'dynamic = ["version"]' in project and "\nversion =" not in project


def test_the_help_names_this_machines_settings_and_log_files(capsys):
    """The parser writes the paths in only when the help is printed (a cheap start-up)."""
    from kemet_tui.core.paths import log_path, settings_path

    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert str(settings_path()) in text and str(log_path()) in text
    assert "{settings file}" not in text and "{log file}" not in text


def test_step_quotes_a_long_illegal_action_short(capsys, tmp_path):
    path = tmp_path / "g.json"
    assert run(capsys, "new", "seti-aleph", str(path))[0] == 0
    code, _, err = run(capsys, "step", str(path), "y" * 10_000)
    assert code == 1 and len(err) < 400 and err.count("\n") == 1
    assert "'yyyy" in err and "...'" in err and f"{path} left unchanged" in err
