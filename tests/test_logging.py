"""The log file: ``--log-level``, and unexpected errors written there with their traceback
while the player sees one line naming the file (on the command line and in the game)."""

from __future__ import annotations

import asyncio
import logging

import pytest

from kemet_tui.cli import EXIT_CRASH, main
from kemet_tui.core import logs
from kemet_tui.core.paths import log_path
from kemet_tui.tui.app import make_app
from kemet_tui.tui.files.autosave import start_autosave


@pytest.fixture(autouse=True)
def fresh_logging():
    """Each test configures the log for its own folder; nothing is left for the next."""
    yield
    root = logging.getLogger(logs.ROOT)
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()


def boom(args):
    raise KeyError("the bug")


def test_the_log_lives_in_the_state_folder(isolated_data_dir):
    assert log_path() == isolated_data_dir / "state" / "kemet-tui.log"


def test_an_unexpected_error_in_a_command_is_logged_with_its_traceback(capsys, monkeypatch):
    monkeypatch.setattr("kemet_tui.cli.headless.perft", boom)
    assert main(["perft", "seti-aleph", "1"]) == EXIT_CRASH
    out, err = capsys.readouterr()
    assert err.count("\n") == 1, "one line"
    assert err.startswith("kemet-tui: an unexpected error stopped the command (KeyError: ")
    assert f"the traceback is in {log_path()}." in err
    text = log_path().read_text()
    assert "Traceback (most recent call last)" in text and "raise KeyError" in text


def test_a_log_that_cannot_be_written_is_said_in_the_line(capsys, monkeypatch, isolated_data_dir):
    isolated_data_dir.mkdir(parents=True, exist_ok=True)
    (isolated_data_dir / "state").write_text("a file where the folder should be")
    monkeypatch.setattr("kemet_tui.cli.headless.perft", boom)
    assert main(["perft", "seti-aleph", "1"]) == EXIT_CRASH
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "its traceback could not be written to" in err


def test_the_log_level_chooses_what_is_written(isolated_data_dir):
    logs.configure("error")
    logging.getLogger("kemet_tui.tui.files.autosave").warning("not kept")
    assert not log_path().exists(), "nothing logged, no file"
    logs.configure("debug")
    logging.getLogger("kemet_tui.tui.files.autosave").debug("kept")
    assert "DEBUG kemet_tui.tui.files.autosave: kept" in log_path().read_text()


def test_the_log_level_option_is_parsed_and_refused_when_unknown(capsys):
    assert main(["--log-level", "INFO", "perft", "seti-aleph", "1"]) == 0
    assert logging.getLogger(logs.ROOT).level == logging.INFO
    with pytest.raises(SystemExit):
        main(["--log-level", "loud", "perft", "seti-aleph", "1"])
    assert "invalid choice: 'loud'" in capsys.readouterr().err


def test_a_failed_autosave_is_logged(isolated_data_dir):
    from kemet_tui.core import Engine

    logs.configure()
    autosave = start_autosave("seti-aleph")
    try:
        autosave.path.mkdir(parents=True)  # a folder where the file should be
        assert autosave.write(Engine("seti-aleph", 1)).startswith("Autosave failed")
    finally:
        autosave.lock.release()
    assert "WARNING kemet_tui.tui.files.autosave: autosave to" in log_path().read_text()


async def test_an_unexpected_error_in_the_game_says_where_its_traceback_is(monkeypatch):
    app = make_app("seti-aleph", seed=1, frozen=True, report_crashes=True)
    async with app.run_test(size=(80, 24)):
        monkeypatch.setattr(type(app.screen), "action_flip", lambda self: 1 / 0)
        app.simulate_key("f")
        for _ in range(100):
            if app.return_code is not None:
                break
            await asyncio.sleep(0.05)
    assert app.return_code == 1
    text = log_path().read_text()
    assert "Traceback (most recent call last)" in text and "ZeroDivisionError" in text
    line = app.crash_line
    assert "\n" not in line
    assert line.startswith("kemet-tui: an unexpected error stopped the game (ZeroDivisionError")
    assert f"the traceback is in {log_path()}." in line


def test_the_command_prints_the_line_once_the_app_has_stopped(capsys):
    from kemet_tui.cli.interactive import run_app

    class Stopped:
        return_code, crash_line = 1, "kemet-tui: an unexpected error stopped the game (...)"

        def run(self):
            pass

    assert run_app(Stopped()) == 1
    assert capsys.readouterr().err == Stopped.crash_line + "\n"


async def test_the_line_names_the_first_error_of_a_cascade(monkeypatch):
    """A first error, then others while the app winds down: the line names the first (the
    cause); the log holds them all."""
    app = make_app("seti-aleph", seed=1, frozen=True, report_crashes=True)
    async with app.run_test(size=(80, 24)):
        app._handle_exception(ZeroDivisionError("the cause"))
        app._handle_exception(KeyError("a consequence"))
    assert "ZeroDivisionError: the cause" in app.crash_line
    assert "KeyError" not in app.crash_line
    text = log_path().read_text()
    assert "the cause" in text and "a consequence" in text
