"""The settings file: read at start, never in the way; one line per problem, naming the key."""

from __future__ import annotations

from kemet_tui.core.paths import settings_path
from kemet_tui.core.settings import (
    Settings, load_settings, parse_settings, save_settings, settings_toml,
)


def test_the_settings_live_in_the_config_folder(isolated_data_dir):
    assert settings_path() == isolated_data_dir / "config" / "settings.toml"


def test_every_setting_is_read():
    settings, problems = parse_settings(
        'theme = "textual-light"\nauto_flip = true\nbot_pause = 0.25\n'
        '[keymap]\n"game.flip" = "F"\n"game.undo" = "u, ctrl+z"\n')
    assert problems == []
    assert settings == Settings(theme="textual-light", auto_flip=True, bot_pause=0.25,
                                keymap={"game.flip": "F", "game.undo": "u,ctrl+z"})


def test_an_unknown_key_is_one_line_naming_it_and_the_rest_is_kept():
    settings, problems = parse_settings('colour = "blue"\nauto_flip = true\n', "my.toml")
    assert settings.auto_flip is True
    assert problems == ["my.toml: unknown setting 'colour' is ignored "
                        "(known: theme, auto_flip, bot_pause, reveal_pause, board_style, "
                        "colour_blind, ascii, keymap)."]


def test_a_bad_value_keeps_that_default_and_names_the_key():
    settings, problems = parse_settings(
        'theme = 3\nauto_flip = "yes"\nbot_pause = 99\n[keymap]\n"game.flip" = 1\n', "s.toml")
    assert settings == Settings()
    assert [p.split(" ", 2)[1] for p in problems] == ["theme", "auto_flip", "bot_pause", "keymap"]
    assert "auto_flip must be true or false, not 'yes'; the default is kept." in problems[1]
    assert "between 0 and 10 seconds" in problems[2]


def test_a_file_that_is_not_toml_keeps_every_default_in_one_line():
    settings, problems = parse_settings("theme = [unclosed\n", "s.toml")
    assert settings == Settings() and len(problems) == 1
    assert problems[0].startswith("s.toml: not valid TOML (")
    assert problems[0].endswith("every setting keeps its default.")


def test_a_missing_file_is_the_defaults_and_an_unreadable_one_a_line(tmp_path):
    assert load_settings(tmp_path / "none.toml") == (Settings(), [])
    folder = tmp_path / "a-folder.toml"
    folder.mkdir()
    settings, [problem] = load_settings(folder)
    assert settings == Settings() and "cannot be read" in problem
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b"\xff\xfe\x00")
    assert len(load_settings(binary)[1]) == 1


def test_saved_settings_read_back_the_same(tmp_path):
    chosen = Settings(theme='odd "name"', auto_flip=True, bot_pause=1.5,
                      keymap={"game.flip": "F", "title.quit": "q,ctrl+q"})
    path = tmp_path / "deep" / "settings.toml"
    save_settings(path, chosen)
    assert load_settings(path) == (chosen, [])
    save_settings(path, Settings())
    assert load_settings(path) == (Settings(), [])


def test_the_look_settings_are_read_and_written_back():
    text = 'board_style = "Small"\ncolour_blind = true\nascii = true\n'
    settings, problems = parse_settings(text)
    assert problems == []
    assert (settings.board_style, settings.colour_blind, settings.ascii) == ("small", True, True)
    assert parse_settings(settings_toml(settings)) == (settings, [])


def test_bad_look_values_name_their_key_and_keep_the_defaults():
    settings, problems = parse_settings(
        'board_style = "huge"\ncolour_blind = "yes"\nascii = 1\ntheme = "nord"\n', "s.toml")
    assert settings == Settings(theme="nord"), "the defaults kept, the good line read"
    assert len(problems) == 3
    assert problems[0].startswith("s.toml: board_style must be one of 'fit', 'small'")
    assert problems[1].startswith("s.toml: colour_blind must be true or false")
    assert problems[2].startswith("s.toml: ascii must be true or false")
