"""The title screen, new games, autosave and Resume, saving and loading, and bad files."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Input, OptionList, Switch

from kemet_tui.core import registry
from kemet_tui.core.storage import autosave_path, checksum, load_engine
from kemet_tui.tui.app import make_app
from kemet_tui.tui.catalogue import catalogue
from kemet_tui.tui.files.autosave import unfinished_autosaves
from kemet_tui.tui.screens.dialogs import ConfirmDialog, PathDialog
from kemet_tui.tui.screens.new_game import NewGameDialog
from kemet_tui.tui.screens.resume import ResumeDialog
from kemet_tui.tui.screens.title import TitleScreen
from kemet_tui.tui.widgets.action_link import ActionLink
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.conftest import SIZE, autosave_of, game_app, game_screen, saved_game, type_move


def title_message(app) -> StatusLine:
    return app.screen.query_one("#title-status", StatusLine)


def test_catalogue_lists_kemet_playable_first():
    entries = {e.name: e for e in catalogue()}
    assert [e.title for e in catalogue()] == ["Kemet: Seth", "Seti-Aleph", "Seti-Beth"]
    assert all(e.startable and not e.pending_note for e in entries.values())
    assert "Alliance" in entries["kemet-seth"].description


def test_a_registered_game_without_a_screen_says_so(monkeypatch):
    monkeypatch.setattr("kemet_tui.tui.catalogue.has_game_screen", lambda name: False)
    entries = {e.name: e for e in catalogue()}
    assert entries["kemet-seth"].playable and not entries["kemet-seth"].startable
    assert "game screen is in progress" in entries["kemet-seth"].pending_note


def test_an_unregistered_kemet_is_listed_as_not_playable(monkeypatch):
    monkeypatch.delitem(registry._RULESETS, "kemet-seth")
    entries = {e.name: e for e in catalogue()}
    assert not entries["kemet-seth"].playable
    assert "not registered" in entries["kemet-seth"].pending_note


async def test_title_offers_the_games_with_kemet_first():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, TitleScreen)
        picker = app.screen.query_one("#picker", OptionList)
        assert not picker.get_option_at_index(0).disabled
        assert picker.highlighted == 0
        assert app.screen.chosen.name == "kemet-seth"
        assert app.screen.query_one("#resume", ActionLink).disabled
        assert not app.screen.query_one("#new", ActionLink).disabled


async def test_new_game_form_starts_a_game_with_names_and_options():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down", "n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameDialog)
        app.screen.query_one("#name-1", Input).value = "Ann"
        app.screen.query_one("#name-2", Input).value = "Bob"
        app.screen.query_one("#repetition", Switch).value = False
        app.screen.query_one("#seed", Input).value = "7"
        await pilot.click("#start")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.engine.ruleset.name == "seti-beth"
        assert screen.engine.seed == 7
        assert screen.state.players == ("Ann", "Bob")
        assert screen.state.repetition_draw is False


async def test_new_game_form_refuses_equal_names_with_the_cores_message():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "n")
        await pilot.pause()
        app.screen.query_one("#name-1", Input).value = "Ann"
        app.screen.query_one("#name-2", Input).value = "Ann"
        await pilot.click("#start")
        await pilot.pause()
        assert isinstance(app.screen, NewGameDialog)
        problem = str(app.screen.query_one("#new-problem").render())
        assert "two different" in problem


async def test_colours_by_lot_is_passed_to_the_engine():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "n")
        await pilot.pause()
        app.screen.query_one("#by-lot", Switch).value = True
        seed = app.screen.query_one("#seed", Input)
        seed.value = "3"
        seed.focus()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        engine = game_screen(app).engine
        assert engine.options["colours_by_lot"] is True
        assert set(engine.state.players) == {"Player 1", "Player 2"}


async def test_every_move_is_autosaved_and_resumed_from_the_title():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_move(pilot, "a1c2")
        await type_move(pilot, "b10b9")
        saved = load_engine(autosave_of("seti-aleph"))
        assert saved.tokens == ("a1c2", "b10b9")
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert not app.screen.query_one("#resume", ActionLink).disabled
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        assert app.screen.chosen.name == "seti-aleph", "the title opens on the game last played"
        assert not app.screen.query_one("#resume", ActionLink).disabled
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ResumeDialog), "Resume lists the games to pick one"
        await pilot.press("enter")
        await pilot.pause()
        assert game_screen(app).engine.tokens == ("a1c2", "b10b9")


async def test_resume_is_off_for_a_finished_autosave_and_for_the_other_variant():
    from tests.tui.conftest import BETH_WIN

    saved_game(autosave_path("seti-beth").parent, "seti-beth", BETH_WIN, name="seti-beth.json")
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        assert app.screen.query_one("#resume", ActionLink).disabled
        await pilot.press("down")
        assert app.screen.query_one("#resume", ActionLink).disabled
        assert app.screen.check_action("resume", ()) is None, "greyed out in the footer"


async def test_r_says_when_there_is_nothing_to_resume():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        assert app.screen.query_one("#resume", ActionLink).disabled
        await pilot.press("down", "r")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        message = title_message(app).message
        assert message.startswith("Nothing to resume: no unfinished Seti-Aleph game.")
        assert "n for a new one" in message


async def test_the_title_opens_on_the_game_last_played():
    app = game_app("seti-beth")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")
        await pilot.pause()
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE):
        assert app.screen.chosen.name == "seti-beth"


async def test_a_broken_memory_of_the_last_game_opens_on_the_first(isolated_data_dir):
    memory = isolated_data_dir / "state" / "title.json"
    memory.parent.mkdir(parents=True)
    for text in ('{"last_ruleset": "chess"}', "not json", '["seti-beth"]'):
        memory.write_text(text)
        app = make_app(frozen=True)
        async with app.run_test(size=SIZE):
            assert app.screen.chosen.name == "kemet-seth"


async def test_load_of_a_bad_file_is_refused_on_the_title_and_left_untouched(tmp_path):
    bad = tmp_path / "bad.json"
    original = b'{"format": "kemet-tui-record", "version": 99, "ruleset": "seti-aleph"}\x00 junk'
    bad.write_bytes(original)
    app = make_app(load=bad, frozen=True)
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, TitleScreen)
        message = title_message(app)
        assert "not a kemet-tui save file" in message.message
        assert message.tone == "error"
    assert bad.read_bytes() == original


async def test_load_dialog_refuses_a_bad_file_and_opens_a_good_one(saves):
    bad = saves / "corrupt.json"
    content = {
        "format": "kemet-tui-record",
        "version": 3,
        "ruleset": "seti-aleph",
        "seed": 1,
        "options": {},
        "actions": ["b1b5"],
        "redo": [],
        "result": None,
    }
    original = json.dumps({**content, "checksum": checksum(content)}).encode()
    bad.write_bytes(original)
    good = saved_game(saves, "seti-beth", ("c2c4",))
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        for path in (bad, good):
            assert isinstance(app.screen, PathDialog), "a bad file keeps the dialog open"
            app.screen.query_one(Input).value = str(path)
            await pilot.press("enter")
            await pilot.pause()
            if path is bad:
                assert "corrupt" in str(app.screen.query_one("#path-problem").render())
        assert game_screen(app).engine.tokens == ("c2c4",)
    assert bad.read_bytes() == original


async def test_ctrl_s_saves_where_the_player_says(tmp_path):
    target = tmp_path / "mine.json"
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_move(pilot, "a1c2")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, PathDialog)
        app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        assert "Saved to" in game_screen(app).query_one("#status", StatusLine).message
    assert load_engine(target).tokens == ("a1c2",)


async def test_load_inside_a_game_switches_to_the_loaded_game(saves):
    other = saved_game(saves, "seti-beth", ("c2c4", "c9c7"))
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+o")
        await pilot.pause()
        app.screen.query_one(Input).value = str(other)
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.engine.ruleset.name == "seti-beth"
        assert screen.engine.tokens == ("c2c4", "c9c7")
        assert len(app.screen_stack) == 2, "the old game was replaced, not stacked"


async def test_start_directly_with_a_random_seed():
    app = make_app("seti-beth", frozen=True)
    async with app.run_test(size=SIZE):
        assert isinstance(game_screen(app).engine.seed, int)


def test_paths_are_plain_paths(tmp_path):
    assert isinstance(autosave_path("seti-aleph"), Path)


async def test_load_with_a_ruleset_opens_the_save_not_a_new_game(saves):
    path = saved_game(saves, "seti-beth", ("c2c4",))
    app = make_app("seti-beth", seed=5, load=path, frozen=True)
    async with app.run_test(size=SIZE):
        assert game_screen(app).engine.tokens == ("c2c4",)


async def test_load_of_another_variant_than_asked_is_refused(saves):
    path = saved_game(saves, "seti-beth", ("c2c4",))
    app = make_app("seti-aleph", load=path, frozen=True)
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, TitleScreen)
        assert "not seti-aleph" in title_message(app).message


async def test_a_new_game_keeps_the_unfinished_one_for_resume():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_move(pilot, "a1c2")
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, NewGameDialog), "a bare n starts a typed move"
        assert game_screen(app).entry.input.value == "n"
        await pilot.press("escape", "ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog), "an unfinished game is replaced only on yes"
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, NewGameDialog)
        app.screen.query_one("#seed", Input).value = "2"
        await pilot.click("#start")
        await pilot.pause()
        assert game_screen(app).engine.seed == 2
        kept = [load_engine(game.path).tokens for game in unfinished_autosaves("seti-aleph")]
        assert ("a1c2",) in kept, "the first game is still there to resume"
