"""Load lists the saves of the saves folder (and why a file does not open) beside a path field."""

from __future__ import annotations

import os

from textual.widgets import Input, OptionList

from kemet_tui.tui.app import make_app
from kemet_tui.tui.files.saves_folder import saved_games, saves_dir
from kemet_tui.tui.screens.load import LoadDialog
from tests.tui.conftest import SIZE, game_screen, saved_game


def _folder_with_saves():
    """A good Seti save, a corrupt one, a file of another program; the good one the newest."""
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text('{"format": "kemet-tui-record", "version": 3')
    (folder / "notes.json").write_text('{"shopping": ["eggs"]}')
    (folder / "readme.txt").write_text("not a save")
    good = saved_game(folder, "seti-beth", ("c2c4", "c9c7"), name="evening.json")
    os.utime(good, (2_000_000_000, 2_000_000_000))
    return folder, good


def test_the_saves_folder_is_described_and_bad_files_say_why():
    folder, good = _folder_with_saves()
    entries, left_out = saved_games()
    assert left_out == 0
    assert [e.name for e in entries][0] == "evening", "the newest first"
    assert {e.name for e in entries} == {"evening", "broken", "notes"}, "only .json files"
    first = entries[0]
    assert (first.ruleset, first.problem, first.progress) == ("seti-beth", None, "move 2")
    assert first.title == "Seti-Beth" and "White" in first.seats
    problems = {e.name: e.problem for e in entries[1:]}
    assert all(problems.values()), problems
    assert all("\n" not in p for p in problems.values()), "one line each"


def test_a_missing_saves_folder_is_an_empty_list():
    assert saved_games() == ([], 0)


async def test_load_lists_the_saves_and_opens_the_chosen_one():
    _, good = _folder_with_saves()
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, LoadDialog)
        listed = dialog.query_one("#load-saves", OptionList)
        texts = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        assert "evening" in texts[0] and "Seti-Beth" in texts[0] and "move 2" in texts[0]
        assert any("broken" in t and "does not open" in t for t in texts)
        assert dialog.query_one("#path-input", Input).value == str(good), "the highlighted"
        await pilot.press("enter")
        await pilot.pause()
        assert game_screen(app).engine.tokens == ("c2c4", "c9c7")


async def test_a_save_that_does_not_open_keeps_the_dialog_open_with_the_reason():
    _folder_with_saves()
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        dialog = app.screen
        names = [e.name for e in dialog.entries]
        await pilot.press(*["down"] * names.index("notes"), "enter")
        await pilot.pause()
        assert app.screen is dialog
        assert "notes does not open" in str(dialog.query_one("#path-problem").render())


async def _typed_into_load(path: str) -> tuple[bool, str]:
    """Load from the title, ``path`` typed into its field, Enter: whether the dialog stayed
    open (with the app running), and its problem line."""
    _folder_with_saves()
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        dialog = app.screen
        dialog.query_one("#path-input", Input).value = path
        dialog.query_one("#path-input", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        stayed = app.is_running and app.screen is dialog
        return stayed, str(dialog.query_one("#path-problem").render())


async def test_a_wrong_path_keeps_the_dialog_open_with_the_reason(tmp_path):
    stayed, problem = await _typed_into_load(str(tmp_path / "nowhere.json"))
    assert stayed
    assert problem == f"No such file: {tmp_path / 'nowhere.json'}", problem


async def test_a_home_folder_nobody_has_is_refused_in_words():
    """``~name`` of a user this machine does not know: pathlib raises, the dialog says why."""
    stayed, problem = await _typed_into_load("~no-such-player-here/game.json")
    assert stayed
    assert problem == "~no-such-player-here names no home folder on this machine.", problem


async def test_the_replay_dialogs_heading_is_drawn_whole():
    """A long saves folder's heading wraps inside the dialog instead of being cut (it read
    "...the newest firs" at 80 x 24)."""
    _folder_with_saves()
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, LoadDialog)
        heading = dialog.query_one("#load-heading")
        box = heading.parent.content_region
        assert heading.region.right <= box.right, (heading.region, box)
        drawn = "".join(strip.text for strip in heading.render_lines(heading.region.reset_offset))
        assert "the newest first:" in " ".join(drawn.split()), drawn
