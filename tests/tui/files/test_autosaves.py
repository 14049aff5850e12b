"""No save is lost without a word: each game its own autosave, Resume picks among them, one
window per game, ctrl+s asks before replacing a file; and the path dialog answers once."""

from __future__ import annotations

import subprocess
import sys

import pytest
from textual import events
from textual.widgets import Input, OptionList

from kemet_tui.core.game_lock import GameInUse
from kemet_tui.core.paths import autosave_dir, autosave_path
from kemet_tui.core.storage import load_engine
from kemet_tui.tui.app import make_app
from kemet_tui.tui.files.autosave import unfinished_autosaves
from kemet_tui.tui.screens.dialogs import ConfirmDialog, PathDialog
from kemet_tui.tui.screens.resume import ResumeDialog
from kemet_tui.tui.screens.title import TitleScreen
from kemet_tui.tui.widgets.action_link import ActionLink
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.conftest import (
    BETH_WIN,
    SIZE,
    game_app,
    game_screen,
    saved_game,
    type_move,
)

HOLD_LOCK = """
import sys, time
from kemet_tui.core.game_lock import acquire
acquire(sys.argv[1])
print("held", flush=True)
time.sleep(60)
"""


def problem_text(dialog) -> str:
    return str(dialog.query_one("#path-problem").render())


async def open_load_dialog(pilot, path: str) -> PathDialog:
    await pilot.press("l")
    await pilot.pause()
    dialog = pilot.app.screen
    assert isinstance(dialog, PathDialog)
    dialog.query_one(Input).value = path
    return dialog


# --- Title → Load → Enter, Enter -------------------------------------------------------------
@pytest.mark.parametrize("kind", ["missing", "good"])
async def test_enter_twice_in_the_load_dialog_answers_once(saves, kind):
    """Two Enters queued before the dialog is taken away (a real terminal sends them at once)
    used to dismiss it twice: the second popped the title screen (ScreenStackError)."""
    good = saved_game(saves, "seti-beth", ("c2c4",))
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await open_load_dialog(pilot, str(good if kind == "good" else saves / "nothing.json"))
        for _ in range(3):
            app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        await pilot.pause()
        assert app.is_running and app.screen_stack[0].__class__ is TitleScreen
        if kind == "good":
            assert game_screen(app).engine.tokens == ("c2c4",)
        else:
            assert isinstance(app.screen, PathDialog)


async def test_a_wrong_path_keeps_the_load_dialog_open_with_the_reason_on_one_line(saves):
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        dialog = await open_load_dialog(pilot, "")
        for wrong, reason in (
            (saves / "nothing.json", "No such file"),
            (saves, "not a regular file"),
        ):
            dialog.query_one(Input).value = str(wrong)
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is dialog, "the dialog stays open for another path"
            assert reason in problem_text(dialog)
            assert "\n" not in problem_text(dialog)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


# --- each game its own autosave ---------------------------------------------------------------
async def test_play_over_an_unfinished_game_keeps_it():
    """``kemet-tui play seti-aleph`` once replaced the unfinished autosave before a move."""
    old = saved_game(
        autosave_path("seti-aleph").parent, "seti-aleph", ("a1c2",), seed=4, name="seti-aleph.json"
    )  # where an older kemet-tui autosaved its game
    before = old.read_bytes()
    app = game_app(seed=9)
    async with app.run_test(size=SIZE) as pilot:
        await type_move(pilot, "a1c2")
        await type_move(pilot, "b10b9")
    assert old.read_bytes() == before
    games = {load_engine(game.path).seed: game for game in unfinished_autosaves("seti-aleph")}
    assert set(games) == {4, 9}
    assert load_engine(games[9].path).tokens == ("a1c2", "b10b9")


async def test_two_new_games_of_one_ruleset_write_two_files():
    paths = []
    for seed in (1, 2):
        app = game_app(seed=seed)
        async with app.run_test(size=SIZE) as pilot:
            await type_move(pilot, "a1c2")
            paths.append(game_screen(app).saves.autosaved.path)
    assert paths[0] != paths[1]
    assert {load_engine(path).seed for path in paths} == {1, 2}


async def test_a_game_another_window_plays_is_refused_and_left_alone():
    """Two windows on one game: the last writer used to win, a move lost without a word."""
    path = saved_game(
        autosave_dir(), "seti-aleph", ("a1c2",), name="seti-aleph-20260101-120000-abcd.json"
    )
    before = path.read_bytes()
    other = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert other.stdout.readline().strip() == "held"
        app = make_app(load=path, frozen=True)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            message = app.screen.query_one("#title-status", StatusLine)
            assert "Open in another window" in message.message
            assert f"process {other.pid}" in message.message
            await pilot.press("down", "r")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, ResumeDialog)
            assert dialog.games[0].open_in == other.pid
            row = dialog.query_one(OptionList).get_option_at_index(0).prompt
            assert "open in another window" in str(row)
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is dialog, "refused on the dialog's own line"
            assert "Open in another window" in str(dialog.query_one("#resume-problem").render())
    finally:
        other.kill()
        other.wait()
    assert path.read_bytes() == before


async def test_a_second_app_on_the_same_game_is_refused():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_move(pilot, "a1c2")
        path = game_screen(app).saves.autosaved.path
        second = make_app(frozen=True)
        with pytest.raises(GameInUse, match="Open in another window"):
            second.open_save(path)
        await type_move(pilot, "b10b9")
    assert load_engine(path).tokens == ("a1c2", "b10b9")
    third = make_app(load=path, frozen=True)
    async with third.run_test(size=SIZE) as pilot:
        assert game_screen(third).engine.tokens == ("a1c2", "b10b9"), "free once left"


async def test_a_stale_lock_of_a_killed_window_is_taken_over():
    path = saved_game(
        autosave_dir(), "seti-aleph", ("a1c2",), name="seti-aleph-20260101-120000-abcd.json"
    )
    killed = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert killed.stdout.readline().strip() == "held"
    killed.kill()
    killed.wait()
    app = make_app(load=path, frozen=True)
    async with app.run_test(size=SIZE):
        assert game_screen(app).engine.tokens == ("a1c2",)


# --- Resume ------------------------------------------------------------------------------------
async def test_resume_lists_the_games_and_opens_the_one_picked():
    folder = autosave_dir()
    saved_game(
        folder,
        "seti-aleph",
        ("a1c2",),
        seed=1,
        options={"players": ["Ann", "Bob"]},
        name="seti-aleph-20260101-120000-aaaa.json",
    )
    saved_game(
        folder,
        "seti-aleph",
        ("a1c2", "b10b9", "c1c3"),
        seed=2,
        options={"players": ["Cy", "Di"]},
        name="seti-aleph-20260102-120000-bbbb.json",
    )
    saved_game(folder, "seti-beth", BETH_WIN, name="seti-beth-20260103-120000-cccc.json")
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "r")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ResumeDialog)
        rows = [
            str(dialog.query_one(OptionList).get_option_at_index(i).prompt)
            for i in range(dialog.query_one(OptionList).option_count)
        ]
        assert len(rows) == 2, "the other ruleset's finished game is not listed"
        assert any("Ann, Bob" in row and "move 1" in row and "saved" in row for row in rows)
        assert any("Cy, Di" in row and "move 2" in row for row in rows)
        assert all("Seti-Aleph" in row for row in rows)
        index = next(i for i, row in enumerate(rows) if "Cy, Di" in row)
        dialog.query_one(OptionList).highlighted = index
        await pilot.press("enter")
        await pilot.pause()
        assert game_screen(app).engine.tokens == ("a1c2", "b10b9", "c1c3")


async def test_resume_deletes_a_game_only_after_a_yes():
    path = saved_game(
        autosave_dir(), "seti-aleph", ("a1c2",), name="seti-aleph-20260101-120000-aaaa.json"
    )
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "r")
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, ResumeDialog) and path.exists()
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not path.exists()
        assert isinstance(app.screen, TitleScreen), "nothing left to resume"
        assert app.screen.query_one("#resume", ActionLink).disabled


async def test_a_finished_game_leaves_resume_when_its_screen_is_left(saves):
    app = make_app(load=saved_game(saves, "seti-beth", BETH_WIN[:-1]), frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        path = screen.saves.autosaved.path
        assert unfinished_autosaves("seti-beth")
        await type_move(pilot, BETH_WIN[-1])
        assert screen.engine.outcome is not None
        assert load_engine(path).tokens == BETH_WIN, "autosaved to the end"
        assert not unfinished_autosaves("seti-beth")
        app.show_title()
        await pilot.pause()
        assert not path.exists()


# --- ctrl+s -------------------------------------------------------------------------------------
async def save_with_ctrl_s(pilot, target) -> PathDialog:
    await pilot.press("ctrl+s")
    await pilot.pause()
    dialog = pilot.app.screen
    assert isinstance(dialog, PathDialog)
    dialog.query_one(Input).value = str(target)
    await pilot.press("enter")
    await pilot.pause()
    return dialog


async def test_ctrl_s_over_an_existing_file_asks_and_no_keeps_it(saves):
    target = saved_game(saves, "seti-beth", ("c2c4",), name="precious.json")
    before = target.read_bytes()
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_move(pilot, "a1c2")
        dialog = await save_with_ctrl_s(pilot, target)
        assert isinstance(app.screen, ConfirmDialog), "an existing file is replaced on a yes"
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is dialog and "kept" in problem_text(dialog)
        assert target.read_bytes() == before
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert "Saved to" in game_screen(app).query_one("#status", StatusLine).message
    assert load_engine(target).tokens == ("a1c2",)


async def test_a_failed_save_keeps_the_dialog_open_with_the_reason(saves):
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        dialog = await save_with_ctrl_s(pilot, saves)
        assert app.screen is dialog
        assert "it is a folder" in problem_text(dialog) and "\n" not in problem_text(dialog)


async def test_each_game_proposes_its_own_save_name():
    names = []
    for seed in (1, 2):
        app = game_app(seed=seed)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("ctrl+s")
            await pilot.pause()
            names.append(app.screen.query_one(Input).value)
    assert names[0] != names[1]
    assert all("seti-aleph-" in name and name.endswith(".json") for name in names)


async def test_after_a_save_the_game_proposes_where_it_was_saved(saves):
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await save_with_ctrl_s(pilot, saves / "mine.json")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.query_one(Input).value == str(saves / "mine.json")


async def test_a_second_enter_does_not_replace_a_file(saves):
    """Enter, Enter in the save dialog: the second reaches the question, whose focus is on
    keeping the file (a question that destroys something is not answered by a stray Enter)."""
    target = saved_game(saves, "seti-beth", ("c2c4",), name="precious.json")
    before = target.read_bytes()
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        dialog = await save_with_ctrl_s(pilot, target)
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is dialog and "kept" in problem_text(dialog)
    assert target.read_bytes() == before


async def test_an_older_kemet_tuis_autosave_is_listed_and_opening_it_says_how_to_upgrade():
    """An autosave from before the checksum (version 2) is still listed by Resume, so the
    player sees the game is there; opening it refuses on one line naming ``kemet-tui upgrade``
    (docs/save-format.md), and leaves the file as it was."""
    import json

    from kemet_tui.core.errors import SaveFileError

    old = saved_game(
        autosave_path("seti-aleph").parent, "seti-aleph", ("a1c2",), seed=4, name="seti-aleph.json"
    )
    content = json.loads(old.read_text())
    del content["checksum"], content["hints"]
    old.write_text(json.dumps({**content, "version": 2}))
    before = old.read_bytes()
    assert [game.path for game in unfinished_autosaves("seti-aleph")] == [old]
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE):
        with pytest.raises(SaveFileError) as error:
            app.open_save(old)
        assert f"kemet-tui upgrade {old}" in str(error.value) and "\n" not in str(error.value)
    assert old.read_bytes() == before


def test_resume_says_which_seats_are_bots_and_that_a_game_plays_open_hands():
    """The Resume list names the computer seats (a member's colour read as its seat) and the
    open-hands house rule, so a player picks the table they meant."""
    from kemet_tui.core import Engine
    from kemet_tui.tui.files.autosave import describe

    engine = Engine(
        "kemet-seth",
        3,
        {"alliance_size": 2, "bots": "seth:kemet:1,blue:random", "open_hands": True},
    )
    seats = describe(engine)["seats"]
    names = [engine.state.name(seat) for seat in engine.state.seat_ids]
    assert seats == f"{names[0]} (bot), {names[1]}, {names[2]} (bot) · open hands"
    plain = describe(Engine("kemet-seth", 3, {"alliance_size": 2}))["seats"]
    assert "(bot)" not in plain and "open hands" not in plain


# --- a failed write stays on screen until seen ---------------------------------------------------
class Clock:
    """The status line's clock, moved on by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def written(pilot, screen) -> None:
    """Wait for the screen's autosaves asked so far, and for their outcomes to be shown."""
    screen.saves.writer.wait()
    await pilot.pause(0.05)
    await pilot.pause()


async def test_a_failed_autosave_stays_on_screen_until_the_player_has_seen_it(monkeypatch):
    """The disk fills up in mid-game: the move is played and shown, and "Autosave failed"
    stays above it (the move's text used to replace it at once); keys pressed at once leave
    it; a key pressed once it has been up a while takes it away."""
    clock = Clock()
    monkeypatch.setattr(StatusLine, "clock", clock)
    app = game_app("seti-aleph", seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await written(pilot, screen)
        path = screen.saves.autosaved.path
        path.unlink()
        path.mkdir()  # the write now fails, as on a full disk
        token = screen.engine.legal_tokens()[0]
        await type_move(pilot, token)
        await written(pilot, screen)
        status = screen.query_one("#status", StatusLine)
        assert screen.engine.tokens == (token,), "the move is played"
        assert status.pinned.startswith("Autosave failed: ")
        assert "Brown to move" in status.message, "the move's text is said beneath it"
        await pilot.press("f")
        assert status.pinned, "a key pressed before it could be read leaves it"
        clock.now += StatusLine.SEEN_AFTER
        await pilot.press("f")
        assert not status.pinned, "seen, it goes"
        path.rmdir()
        await type_move(pilot, screen.engine.legal_tokens()[0])
        await written(pilot, screen)
        assert status.message.startswith("Autosave is on again.")


@pytest.mark.parametrize(
    "ruleset, options", [("seti-beth", None), ("kemet-seth", {"alliance_size": 2})]
)
async def test_a_data_folder_that_cannot_be_written_leaves_the_game_playing(
    ruleset, options, isolated_data_dir
):
    """``play`` with a data folder that is a plain file (as under /proc, read-only or full):
    the lock of the autosave cannot be taken. The game comes up and plays on, one line says
    autosave is off and why."""
    isolated_data_dir.parent.mkdir(parents=True, exist_ok=True)
    isolated_data_dir.write_text("not a folder")
    app = make_app(ruleset, seed=1, options=options, frozen=True)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = next(s for s in app.screen_stack if hasattr(s, "engine"))
        await written(pilot, screen)
        assert app.is_running and app._exception is None
        pinned = screen.query_one("#status", StatusLine).pinned
        assert pinned.startswith("Autosave is off: ") and "a part of its path is a file" in pinned
        if ruleset == "seti-beth":
            await type_move(pilot, screen.engine.legal_tokens()[0])
            await written(pilot, screen)
            assert len(screen.engine.tokens) == 1 and app._exception is None


# --- the autosave folder's files are read as a save is ----------------------------------------
LIST_WITHIN = """
from kemet_tui.tui.files.autosave import unfinished_autosaves
from kemet_tui.core.game_lock import holder_of
games = unfinished_autosaves()
print(sorted(g.path.name for g in games), [holder_of(g.path) for g in games])
"""


def test_odd_files_in_the_autosave_folder_never_hang_resume(isolated_data_dir):
    """What Resume reads beside each autosave (its ``.info``, its lock) is refused unless it is
    a regular file of a sane size and depth, as a save is: a FIFO there hung the title, a
    ``.info`` nested thousands deep raised RecursionError. The game is still listed, described
    from its save."""
    import os
    import time

    from kemet_tui.core import Engine
    from kemet_tui.core.storage import save_engine

    folder = autosave_dir()
    folder.mkdir(parents=True)
    engine = Engine("seti-aleph", 1)
    engine.play_token(engine.legal_tokens()[0])
    for name in ("fifo-info", "deep-info", "huge-info", "fifo-lock"):
        save_engine(folder / f"{name}.json", engine)
    time.sleep(0.01)
    os.mkfifo(folder / "fifo-info.info")
    (folder / "deep-info.info").write_text("[" * 5000 + "]" * 5000)
    (folder / "huge-info.info").write_text('{"ruleset": "seti-aleph", "x": "' + "x" * 10**6 + '"}')
    os.mkfifo(folder / "fifo-lock.lock")
    os.mkfifo(folder / "a-fifo.json")
    result = subprocess.run(
        [sys.executable, "-c", LIST_WITHIN],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == (
        "['deep-info.json', 'fifo-info.json', 'fifo-lock.json', "
        "'huge-info.json'] [None, None, None, None]"
    )


async def test_a_pinned_problem_out_of_sight_counts_its_time_again(monkeypatch):
    """Up for long enough, but under a dialog the whole time: back on top, it stays until it
    has been on screen a while again."""
    clock = Clock()
    monkeypatch.setattr(StatusLine, "clock", clock)
    app = game_app("seti-aleph", seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        screen.say_until_seen("Autosave failed: the disk is full.")
        await pilot.press("question_mark")  # the help screen covers it
        await pilot.pause()
        assert app.screen is not screen
        clock.now += 10 * StatusLine.SEEN_AFTER
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        status = screen.query_one("#status", StatusLine)
        await pilot.press("f")
        assert status.pinned, "back on top just now: not seen yet"
        clock.now += StatusLine.SEEN_AFTER
        await pilot.press("f")
        assert not status.pinned
