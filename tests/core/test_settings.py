"""The settings file: read at start, never in the way; one line per problem, naming the key."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kemet_tui.core.paths import settings_path
from kemet_tui.core.settings import (
    MAX_BYTES,
    MAX_DEPTH,
    Settings,
    load_settings,
    parse_settings,
    save_settings,
    settings_toml,
)


def test_the_settings_live_in_the_config_folder(isolated_data_dir):
    assert settings_path() == isolated_data_dir / "config" / "settings.toml"


def test_every_setting_is_read():
    settings, problems = parse_settings(
        'theme = "textual-light"\nauto_flip = true\nbot_pause = 0.25\n'
        '[keymap]\n"game.flip" = "F"\n"game.undo" = "u, ctrl+z"\n'
    )
    assert problems == []
    assert settings == Settings(
        theme="textual-light",
        auto_flip=True,
        bot_pause=0.25,
        keymap={"game.flip": "F", "game.undo": "u,ctrl+z"},
    )


def test_teach_is_read_and_written_only_when_on():
    from kemet_tui.core.settings import settings_toml

    settings, problems = parse_settings("teach = true\n")
    assert problems == [] and settings.teach is True
    assert "teach = true" in settings_toml(settings)
    assert "teach" not in settings_toml(Settings())


def test_an_unknown_key_is_one_line_naming_it_and_the_rest_is_kept():
    settings, problems = parse_settings('colour = "blue"\nauto_flip = true\n', "my.toml")
    assert settings.auto_flip is True
    assert problems == [
        "my.toml: unknown setting 'colour' is ignored "
        "(known: theme, auto_flip, bot_pause, reveal_pause, board_style, "
        "colour_blind, ascii, teach, keymap)."
    ]


def test_a_bad_value_keeps_that_default_and_names_the_key():
    settings, problems = parse_settings(
        'theme = 3\nauto_flip = "yes"\nbot_pause = 99\n[keymap]\n"game.flip" = 1\n', "s.toml"
    )
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
    assert settings == Settings() and "not a settings file (not a regular file)" in problem
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b"\xff\xfe\x00")
    assert len(load_settings(binary)[1]) == 1


def test_saved_settings_read_back_the_same(tmp_path):
    chosen = Settings(
        theme='odd "name"',
        auto_flip=True,
        bot_pause=1.5,
        keymap={"game.flip": "F", "title.quit": "q,ctrl+q"},
    )
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
        'board_style = "huge"\ncolour_blind = "yes"\nascii = 1\ntheme = "nord"\n', "s.toml"
    )
    assert settings == Settings(theme="nord"), "the defaults kept, the good line read"
    assert len(problems) == 3
    assert problems[0].startswith("s.toml: board_style must be one of 'fit', 'small'")
    assert problems[1].startswith("s.toml: colour_blind must be true or false")
    assert problems[2].startswith("s.toml: ascii must be true or false")


# --- hostile files: refused in one line, never a hang or a crash ---------------------------------
LOAD_WITHIN = """
import sys
from pathlib import Path
from kemet_tui.core.settings import load_settings
settings, problems = load_settings(Path(sys.argv[1]))
print(len(problems), problems[0] if problems else "")
"""


def load_elsewhere(path) -> tuple[int, str]:
    """``load_settings(path)`` in a fresh interpreter that must answer within seconds: a FIFO
    or a device that hangs the reader fails here instead of stopping the suite."""
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-c", LOAD_WITHIN, str(path)], capture_output=True, text=True, timeout=20
    )
    assert result.returncode == 0, result.stderr
    count, _, line = result.stdout.strip().partition(" ")
    return int(count), line


@pytest.mark.parametrize(
    "nested",
    [
        "a = " + "[" * 5000 + "]" * 5000,
        "a = " + "{b = " * 5000 + "}" * 5000,
        "a = " + "[" * 9 + "]" * 9,
    ],
    ids=["arrays-5000-deep", "tables-5000-deep", "arrays-9-deep"],
)
def test_a_file_nested_deep_is_refused_in_one_line(tmp_path, nested):
    """Arrays nested 5,000 deep reached TOML's recursion limit (``RecursionError``, exit 70)."""
    path = tmp_path / "settings.toml"
    path.write_text(nested + "\nauto_flip = true\n")
    settings, problems = load_settings(path)
    assert settings == Settings() and len(problems) == 1
    assert f"nested deeper than {MAX_DEPTH} levels" in problems[0]


def test_brackets_in_strings_and_comments_are_no_nesting():
    text = 'theme = "[[[[[[[[[[[["\n# [[[[[[[[[[[[[[\n[keymap]\n"game.flip" = \'[[[[[[[[[[[[\'\n'
    settings, problems = parse_settings(text)
    assert problems == [] and settings.theme == "[[[[[[[[[[[["


def test_a_huge_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("# " + "x" * MAX_BYTES + "\n")
    settings, [problem] = load_settings(path)
    assert settings == Settings() and "not a settings file (larger than 256 KiB)" in problem


@pytest.mark.parametrize("kind", ["fifo", "dev-zero-link", "dev-null", "folder"])
def test_what_is_not_a_regular_file_is_refused_without_hanging(tmp_path, kind):
    """``--config`` naming a FIFO (or a link to /dev/zero) hung before any window."""
    path = tmp_path / "settings.toml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero-link":
        path.symlink_to("/dev/zero")
    elif kind == "dev-null":
        path = Path("/dev/null")
    else:
        path.mkdir()
    count, problem = load_elsewhere(path)
    assert count == 1 and problem == (
        f"{path}: not a settings file (not a regular file); every setting keeps its default."
    )


def test_an_unreadable_file_is_one_line(tmp_path, monkeypatch):
    """(The tests may run as root, who reads any file: the refusal of the system is made here.)"""
    path = tmp_path / "settings.toml"
    path.write_text("auto_flip = true\n")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr("kemet_tui.core.safe_read.os.open", refuse)
    settings, [problem] = load_settings(path)
    assert settings == Settings()
    assert (
        problem == f"{path}: cannot be read (Permission denied); every setting keeps its default."
    )
