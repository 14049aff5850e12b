"""Settings in the app: the file's choices apply at start, its problems are told on screen and
the game starts all the same, and the settings screen saves and applies what it shows."""

from __future__ import annotations

import re

from textual.widgets import Input, Select, Static, Switch

from kemet_tui.core import logs
from kemet_tui.core.paths import log_path
from kemet_tui.core.settings import Settings, load_settings
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.settings import SettingsDialog
from kemet_tui.tui.screens.title import TitleScreen
from tests.tui.conftest import SIZE, game_screen


def app_with(tmp_path, settings=Settings(), problems=(), **kwargs):
    return make_app(
        frozen=True,
        settings=settings,
        settings_file=tmp_path / "settings.toml",
        settings_problems=problems,
        **kwargs,
    )


async def test_the_files_choices_apply_at_start(tmp_path):
    chosen = Settings(
        theme="textual-light", auto_flip=True, bot_pause=None, keymap={"game.flip": "F"}
    )
    app = app_with(tmp_path, chosen, ruleset="seti-aleph", seed=1)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert app.theme == "textual-light"
        assert screen.auto_flip is True
        await pilot.press("F")
        await pilot.pause()
        assert screen.flip is True
        await pilot.press("f")  # remapped away: f is now just a letter, starting a typed move
        await pilot.pause()
        assert screen.flip is True and screen.entry.input.value == "f"


async def test_problems_are_told_on_screen_and_logged_and_the_game_starts(tmp_path):
    logs.configure()  # as the command line does
    problem = "settings.toml: unknown setting 'colour' is ignored (known: theme, ...)."
    chosen = Settings(
        theme="no-such-theme",
        auto_flip=False,
        bot_pause=None,
        keymap={"game.nothing": "x", "game.flip": "F"},
    )
    app = app_with(tmp_path, chosen, [problem])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        told = [n.message for n in app._notifications]
        assert told[0] == problem
        assert any("theme 'no-such-theme' is not a theme of this app" in m for m in told)
        assert any("no key binding has the id 'game.nothing'" in m for m in told)
        assert app.theme != "no-such-theme" and app.settings.theme is None
        assert app.settings.keymap == {"game.flip": "F"}, "the good lines are kept"
    assert "unknown setting 'colour'" in log_path().read_text()


async def test_the_settings_screen_saves_and_applies_its_choices(tmp_path):
    app = app_with(tmp_path, Settings(keymap={"game.flip": "F"}))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, SettingsDialog)
        form.query_one("#theme", Select).value = "textual-light"
        form.query_one("#auto-flip", Switch).value = True
        form.query_one("#bot-pause", Input).value = "0.4"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        expected = Settings(
            theme="textual-light", auto_flip=True, bot_pause=0.4, keymap={"game.flip": "F"}
        )
        assert app.settings == expected and app.theme == "textual-light"
        assert load_settings(tmp_path / "settings.toml") == (expected, [])


async def test_a_bad_pause_or_a_failed_write_keeps_the_form_open_with_one_line(tmp_path):
    app = make_app(frozen=True, settings_file=tmp_path / "settings.toml" / "x.toml")
    (tmp_path / "settings.toml").write_text("a file where a folder should be")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        form = app.screen
        form.query_one("#bot-pause", Input).value = "soon"
        await pilot.press("ctrl+s")
        await pilot.pause()
        problem = str(form.query_one("#settings-problem", Static).render())
        assert (
            app.screen is form
            and problem == "The bot's pause must be a number of seconds, not 'soon'."
        )
        form.query_one("#bot-pause", Input).value = "1"
        await pilot.press("ctrl+s")
        await pilot.pause()
        problem = str(form.query_one("#settings-problem", Static).render())
        assert app.screen is form and problem.startswith("The settings were not saved: ")
        assert "\n" not in problem


async def test_a_theme_picked_anywhere_is_remembered(tmp_path):
    app = app_with(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.theme = "nord"  # as the command palette's theme picker does
        await pilot.pause()
    assert load_settings(tmp_path / "settings.toml")[0].theme == "nord"


async def test_the_bots_pace_follows_the_setting(tmp_path):
    bots = {"bots": {"white": "random", "brown": "random"}}
    app = make_app("seti-aleph", seed=1, options=bots, settings=Settings(bot_pause=0.2))
    async with app.run_test(size=SIZE):
        assert game_screen(app).bot_pause() == 0.2


def test_the_settings_page_lists_every_binding_id_and_no_other():
    from pathlib import Path

    from kemet_tui.tui.settings_apply import known_binding_ids

    page = (Path(__file__).resolve().parents[3] / "docs" / "settings.md").read_text()
    listed = set(re.findall(r"^\| `([\w.-]+)` \|", page, flags=re.M))
    assert listed == set(known_binding_ids())


async def test_a_theme_that_cannot_be_remembered_stays_on_screen_until_seen(tmp_path):
    """The theme picked in the palette is written to the settings file; when that write fails
    the player is told in a line that stays (pinned on the game's status line; on the title,
    a notice that stays until clicked away), not a notice that fades on its own."""
    from kemet_tui.tui.app import UNTIL_SEEN
    from kemet_tui.tui.widgets.status import StatusLine

    (tmp_path / "file").write_text("a file, not a folder")
    unwritable = tmp_path / "file" / "settings.toml"
    app = make_app("seti-aleph", seed=1, frozen=True, settings_file=unwritable)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.theme = "textual-light"
        await pilot.pause()
        pinned = game_screen(app).query_one("#status", StatusLine).pinned
        assert pinned.startswith("The theme was not remembered: ")
        app.show_title()
        await pilot.pause()
        app.theme = "textual-dark"
        await pilot.pause()
        [notice] = [n for n in app._notifications if "not remembered" in n.message]
        assert notice.timeout == UNTIL_SEEN
