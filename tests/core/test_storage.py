"""Save files: atomic writes, and every kind of bad file refused with a message, untouched."""

from __future__ import annotations

import json
import os

import pytest

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.record import RECORD_VERSION
from kemet_tui.core.storage import autosave_path, checksum, data_dir, load_engine, save_engine


def _saved_game(tmp_path):
    engine = Engine("seti-aleph", 5)
    for token in ["a1b3", "c10b8", "+b5"]:
        engine.play_token(token)
    engine.undo()
    path = tmp_path / "game.json"
    save_engine(path, engine)
    return engine, path


def test_a_save_round_trips_with_its_redo_stack(tmp_path):
    engine, path = _saved_game(tmp_path)
    loaded = load_engine(path)
    assert loaded.state == engine.state
    assert loaded.tokens == ("a1b3", "c10b8")
    assert loaded.redo() == "+b5"


def test_saving_replaces_the_file_atomically_and_leaves_no_temporary(tmp_path):
    engine, path = _saved_game(tmp_path)
    engine.play_token("+b5")
    save_engine(path, engine)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert load_engine(path).tokens == ("a1b3", "c10b8", "+b5")


def _signed(content: dict) -> str:
    """``content`` as kemet-tui would write it: with its checksum made again, so that what is
    refused is the field itself, not the edit."""
    return json.dumps({**content, "checksum": checksum(content)})


def _legacy(content: dict, version: int) -> str:
    """``content`` as a save of an older version, which had no checksum."""
    return json.dumps(
        {
            key: value
            for key, value in {**content, "version": version}.items()
            if key not in ("checksum", "hints")
        }
    )


def _bad_files(tmp_path):
    _, good = _saved_game(tmp_path)
    record = json.loads(good.read_text())
    text = good.read_text()
    return {
        "truncated": (text[: len(text) // 2], "not valid JSON"),
        "garbage": ("\x00\xff\xfe garbage", "not valid JSON"),
        "foreign json": (json.dumps({"hello": "world"}), "format field"),
        "a list": ("[1, 2, 3]", "not a kemet-tui save"),
        "unknown version": (_signed({**record, "version": 99}), "version 99"),
        "unknown ruleset": (_signed({**record, "ruleset": "chess"}), "unknown ruleset"),
        "illegal action": (_signed({**record, "actions": ["a1b3", "a1b3"]}), "does not replay"),
        "bad field": (_signed({**record, "seed": "abc"}), "seed"),
        "bad options": (_signed({**record, "options": {"players": ["x"]}}), "options"),
        "edited seed": (json.dumps({**record, "seed": 6}), "checksum does not match"),
    }


@pytest.mark.parametrize(
    "kind",
    [
        "truncated",
        "garbage",
        "foreign json",
        "a list",
        "unknown version",
        "unknown ruleset",
        "illegal action",
        "bad field",
        "bad options",
        "edited seed",
    ],
)
def test_a_bad_save_is_refused_with_a_message_and_left_untouched(tmp_path, kind):
    content, message = _bad_files(tmp_path)[kind]
    path = tmp_path / "bad.json"
    path.write_bytes(
        content.encode("utf-8", "surrogateescape") if isinstance(content, str) else content
    )
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    with pytest.raises(SaveFileError) as error:
        load_engine(path)
    assert message.lower() in str(error.value).lower()
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before


def test_a_save_of_another_ruleset_is_refused_when_one_is_expected(tmp_path):
    _, path = _saved_game(tmp_path)
    with pytest.raises(SaveFileError, match="seti-aleph game, not seti-beth"):
        load_engine(path, expected_ruleset="seti-beth")


def test_a_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(SaveFileError, match="No such file"):
        load_engine(tmp_path / "nope.json")


def test_autosaves_live_in_the_user_data_folder(isolated_data_dir):
    assert data_dir() == isolated_data_dir
    assert autosave_path("seti-beth") == isolated_data_dir / "autosave" / "seti-beth.json"


def test_saves_are_written_with_the_current_version(tmp_path):
    _, path = _saved_game(tmp_path)
    content = json.loads(path.read_text())
    assert content["version"] == RECORD_VERSION and content["checksum"] == checksum(content)


def test_a_version_1_seti_save_still_loads(tmp_path):
    engine, path = _saved_game(tmp_path)
    for version in (1, 2):
        path.write_text(_legacy(json.loads(path.read_text()), version))
        assert load_engine(path, legacy=True).state == engine.state


def test_a_kemet_save_before_the_content_rebalance_is_refused_saying_why(tmp_path):
    engine = Engine("kemet-seth", 3)
    path = tmp_path / "kemet.json"
    save_engine(path, engine)
    assert load_engine(path).state == engine.state
    before = json.loads(_legacy(json.loads(path.read_text()), 1))
    path.write_text(json.dumps(before))
    with pytest.raises(SaveFileError) as error:
        load_engine(path, legacy=True)
    message = str(error.value)
    assert "version 1" in message and "rebalanced the designed Kemet: Seth content" in message
    assert json.loads(path.read_text()) == before
    for older in (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13):  # with a checksum, as written
        path.write_text(json.dumps(dict(json.loads(path.read_text()), version=older)))
        with pytest.raises(SaveFileError) as error:
            load_engine(path)
        assert f"version {older}" in str(error.value)
        assert "version 14 or later" in str(error.value)


def test_each_new_game_gets_its_own_autosave_name(isolated_data_dir):
    from datetime import datetime

    from kemet_tui.core.paths import autosave_dir, new_game_id

    when = datetime(2026, 3, 1, 21, 40, 5)
    ids = {new_game_id("seti-aleph", when) for _ in range(20)}
    assert len(ids) > 1, "two games begun in the same second differ"
    assert all(i.startswith("seti-aleph-20260301-214005-") for i in ids)
    assert autosave_path(next(iter(ids))).parent == autosave_dir() == isolated_data_dir / "autosave"


# --- what the file says, said exactly ------------------------------------------------------------
def test_a_key_given_twice_is_refused_not_read_one_way(tmp_path):
    """``"seed": 0, "seed": 5``: Python's reader takes the last, another the first; the
    checksum covers what was parsed, so only refusing the file keeps it one game."""
    _, path = _saved_game(tmp_path)
    record = json.loads(path.read_text())
    text = _signed(record)
    twice = text.replace('"seed": 5', '"seed": 0, "seed": 5', 1)
    assert twice != text
    path.write_text(twice)
    with pytest.raises(
        SaveFileError,
        match=r"^Not a valid save file: seed: the key appears "
        r"twice\.$",
    ):
        load_engine(path)
    assert '"options": {}' in text
    path.write_text(text.replace('"options": {}', '"options": {"x": 1, "x": 1}', 1))
    with pytest.raises(SaveFileError, match="x: the key appears twice"):
        load_engine(path)


def test_a_long_illegal_action_is_quoted_short(tmp_path):
    """A 10,000-character action was echoed whole, twice: a 20 KB line."""
    _, path = _saved_game(tmp_path)
    record = json.loads(path.read_text())
    record["actions"] = ["x" * 10_000]
    path.write_text(_signed(record))
    with pytest.raises(SaveFileError) as refused:
        load_engine(path)
    message = str(refused.value)
    assert len(message) < 300 and "\n" not in message
    assert message.startswith("The save file is corrupt: Action 1 (xxx")
    assert "...)" in message and "'xxx" in message


@pytest.mark.parametrize(
    "version, said",
    [
        (None, "Not a valid save file: version: the field is missing."),
        ("7", "Not a valid save file: version: '7' is not a whole number."),
        (True, "Not a valid save file: version: True is not a whole number."),
        (0, "This save file has version 0; this kemet-tui reads versions 1, "),
        (99, "It may come from a newer kemet-tui."),
    ],
)
def test_the_version_is_named_for_what_is_wrong_with_it(tmp_path, version, said):
    """Only a version above the newest read may come from a newer kemet-tui; a missing or
    mistyped one is a field in error."""
    _, path = _saved_game(tmp_path)
    record = json.loads(path.read_text())
    if version is None:
        del record["version"]
    else:
        record["version"] = version
    path.write_text(_signed(record))
    with pytest.raises(SaveFileError) as refused:
        load_engine(path)
    assert said in str(refused.value)
    assert ("newer" in str(refused.value)) == (version == 99)
