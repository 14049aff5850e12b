"""A seeded save-fuzz: a few hundred damaged copies of valid saves of every ruleset, each refused
with exactly one line, or accepted only if it is truly valid (kemet-tui would write that very
content for the game it loads), and never changed on disk.

The mutants are made here, from a seeded generator: fields deleted, values of another type
(with the checksum made again, so that the type itself is what is refused), nesting bombs,
huge numbers, truncations, flipped bytes, edited seeds and histories, bad redo stacks and bot
specs in every form, and files that are not files (a FIFO, a symlink to /dev/zero, a folder).
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from kemet_tui.cli import main
from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.playout import random_playout
from kemet_tui.core.record import RECORD_VERSION
from kemet_tui.core.storage import MAX_BYTES, checksum, record_text
from kemet_tui.saves import open_game

FUZZ_SEED = 20261201
MUTANTS_PER_SAVE = 110


def _seti_aleph() -> Engine:
    engine = Engine("seti-aleph", 5, {"players": ["Ann", "Bob"], "bots": {"brown": "seti:3"}})
    for token in ("a1b3", "c10b8", "+b5"):
        engine.play_token(token)
    engine.undo()
    return engine


def _seti_beth() -> Engine:
    engine = Engine("seti-beth", 7, {"colours_by_lot": True})
    for token in ("c2c4", "c9c7", "resign:white"):
        engine.play_token(token)
    return engine


def _kemet() -> Engine:
    engine = random_playout(
        "kemet-seth",
        2,
        {"alliance_size": 2, "round_cap": 1, "players": ["Set", "Isis", "Ra"]},
        max_actions=40,
    ).engine
    while not engine.can_undo:
        engine.play(engine.legal_actions()[0])
    engine.undo()
    return engine


SAVES: dict[str, Callable[[], Engine]] = {
    "seti-aleph": _seti_aleph,
    "seti-beth": _seti_beth,
    "kemet-seth": _kemet,
}

#: values of every JSON type, and the edge cases of each
ODD_VALUES = (
    "3",
    "",
    3.0,
    2.5,
    True,
    False,
    None,
    [],
    {},
    -1,
    0,
    2**64,
    [1, 2],
    {"a": 1},
    "x" * 300,
    ["a1b3", 5],
    "\u202e\x1b[2J",
)


def _signed(content: dict) -> dict:
    body = {key: value for key, value in content.items() if key != "checksum"}
    return {**body, "checksum": checksum(body)}


def _text(content: dict) -> bytes:
    return json.dumps(content, indent=2).encode()


def _mutants(content: dict, text: bytes, rnd: random.Random) -> Iterator[tuple[str, bytes]]:
    """Damaged copies of one save, each with what was done to it."""
    keys = list(content)
    for key in keys:
        yield f"no {key}", _text({k: v for k, v in content.items() if k != key})
        yield f"no {key}, signed", _text(_signed({k: v for k, v in content.items() if k != key}))
    for key in keys:
        for value in rnd.sample(ODD_VALUES, 3):
            yield f"{key}={value!r}", _text({**content, key: value})
            yield f"{key}={value!r}, signed", _text(_signed({**content, key: value}))
    actions = list(content["actions"])
    edits = {
        "seed + 1": {"seed": content["seed"] + 1},
        "seed from a string": {"seed": str(content["seed"])},
        "seed as a float": {"seed": float(content["seed"])},
        "version as a string": {"version": "3"},
        "version as a boolean": {"version": True},
        "version as a float": {"version": 3.0},
        "version 2 with a checksum": {"version": 2},
        "two actions swapped": {"actions": actions[1:2] + actions[:1] + actions[2:]},
        "the last action dropped": {"actions": actions[:-1]},
        "an action played twice": {"actions": actions + actions[-1:]},
        "a foreign redo": {"redo": ["zz99"]},
        "redo of the last action": {"redo": actions[-1:]},
        "a result that did not happen": {"result": {"winners": ["white"], "reason": "x"}},
        "the bot in string form": {"options": {**content["options"], "bots": "white:deep"}},
        "the bot in a list": {"options": {**content["options"], "bots": ["seth:deep"]}},
        "the bot as a mapping": {"options": {**content["options"], "bots": {"brown": "deep:9"}}},
        "a bot of another game": {"options": {**content["options"], "bots": {"a1": "seti:3"}}},
        "an unknown option": {"options": {**content["options"], "speed": 3}},
        "a nested option bomb": {"options": {"players": _nested(40)}},
    }
    for name, change in edits.items():
        yield name, _text({**content, **change})
        yield f"{name}, signed", _text(_signed({**content, **change}))
    yield (
        "a 5,000-digit seed",
        text.replace(f'"seed": {content["seed"]}'.encode(), b'"seed": ' + b"9" * 5000),
    )
    yield "a seed of 1e999", text.replace(f'"seed": {content["seed"]}'.encode(), b'"seed": 1e999')
    yield "NaN for a seed", text.replace(f'"seed": {content["seed"]}'.encode(), b'"seed": NaN')
    yield (
        "options nested 5,000 deep",
        text.replace(b'"options": {', b'"options": {"x": ' + b"[" * 5000 + b"]" * 5000 + b", "),
    )
    yield "a deep list for a file", b"[" * 100_000 + b"]" * 100_000
    yield (
        "a deep object for actions",
        text.replace(
            b'"actions": [', b'"actions": ' + b'{"a":' * 50_000 + b"1" + b"}" * 50_000 + b', "x": ['
        ),
    )
    yield "empty", b""
    yield "not UTF-8", b"\xff\xfe" + text
    for _ in range(25):
        cut = rnd.randrange(len(text))
        yield f"truncated at {cut}", text[:cut]
    for _ in range(35):
        spot = rnd.randrange(len(text))
        flipped = bytearray(text)
        flipped[spot] ^= rnd.randrange(1, 256)
        yield f"byte {spot} flipped", bytes(flipped)


def _nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def _assert_refused_in_one_line_or_truly_valid(path: Path, capsys, commands: bool) -> str:
    """Judge one file (with ``commands``, through ``show`` and ``step`` too); returns
    ``"refused"`` or ``"accepted"``."""
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    try:
        engine = open_game(path)
    except SaveFileError as error:
        message = str(error)
        assert message and "\n" not in message and len(message) < 400, message
        verdict = "refused"
    else:  # accepted only if kemet-tui would write this very content for the game it loaded
        assert json.loads(record_text(engine.record)) == json.loads(path.read_bytes())
        verdict = "accepted"
    if commands:
        for command in (["show", str(path)], ["step", str(path), "zz99"]):
            code = main(command)
            out, err = capsys.readouterr()
            if verdict == "refused" or command[0] == "step":
                assert code == 1 and err.count("\n") == 1 and err.startswith("kemet-tui: "), err
                assert len(err) < 400, err
            else:
                assert code == 0 and out
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before, "the file was changed"
    return verdict


@pytest.mark.parametrize("ruleset", list(SAVES))
def test_damaged_saves_are_refused_in_one_line_and_left_untouched(ruleset, tmp_path, capsys):
    engine = SAVES[ruleset]()
    original = record_text(engine.record).encode()
    content = json.loads(original)
    rnd = random.Random(f"{FUZZ_SEED}-{ruleset}")
    mutants = list(_mutants(content, original, rnd))
    assert len(mutants) >= MUTANTS_PER_SAVE
    verdicts: dict[str, str] = {}
    for number, (name, data) in enumerate(mutants):
        path = tmp_path / f"mutant-{number}.json"
        path.write_bytes(data)
        verdicts[name] = _assert_refused_in_one_line_or_truly_valid(
            path, capsys, commands=number % 6 == 0
        )
    accepted = [name for name, verdict in verdicts.items() if verdict == "accepted"]
    # what must be refused is refused: every edit of the content unsigned, and every damage
    for name in (
        "seed + 1",
        "two actions swapped",
        "the last action dropped",
        "no actions",
        "no options",
        "no checksum",
        "a foreign redo, signed",
        "seed from a string, signed",
        "seed as a float, signed",
        "version as a boolean, signed",
        "no options, signed",
        "no actions, signed",
        "the bot in string form, signed",
        "the bot in a list, signed",
        "the bot as a mapping, signed",
        "a result that did not happen, signed",
        "a nested option bomb, signed",
        "a 5,000-digit seed",
        "version 2 with a checksum, signed",
    ):
        assert verdicts[name] == "refused", name
    assert len(accepted) < len(mutants) // 10, accepted


def test_the_valid_saves_themselves_load(tmp_path, capsys):
    for ruleset, make in SAVES.items():
        path = tmp_path / f"{ruleset}.json"
        path.write_text(record_text(make().record))
        assert _assert_refused_in_one_line_or_truly_valid(path, capsys, commands=True) == "accepted"


def test_files_that_are_not_files_are_refused_without_hanging(tmp_path, capsys):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 1))
    for path in (fifo, zero, folder, big):
        assert main(["show", str(path)]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1, err
        assert "not a regular file" in err or "larger than" in err or "folder" in err, err


def test_a_save_through_a_symlink_to_a_save_loads(tmp_path):
    real = tmp_path / "real.json"
    real.write_text(record_text(_seti_aleph().record))
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert open_game(link).tokens == ("a1b3", "c10b8")


def test_a_save_from_before_the_checksum_is_refused_until_upgraded(tmp_path, capsys):
    """Versions 1 and 2 had no checksum: nothing tells whether such a file was edited, so it
    is refused with the way out, and ``kemet-tui upgrade`` (an explicit act) reads it with
    every other check and writes it again with its checksum."""
    engine = _seti_aleph()
    content = json.loads(record_text(engine.record))
    del content["checksum"], content["hints"]  # neither was written before version 3
    path = tmp_path / "old.json"
    legacy = json.dumps({**content, "version": 2})
    path.write_text(legacy)
    with pytest.raises(SaveFileError, match="from before saves carried a checksum") as error:
        open_game(path)
    assert f"kemet-tui upgrade {path}" in str(error.value)
    assert path.read_text() == legacy
    path.write_text(json.dumps({**content, "version": 2, "seed": "5"}))
    assert main(["upgrade", str(path)]) == 1
    assert "seed" in capsys.readouterr().err, "upgrade checks the rest as strictly"
    path.write_text(legacy)
    assert main(["upgrade", str(path)]) == 0
    capsys.readouterr()
    upgraded = json.loads(path.read_text())
    assert upgraded["version"] == RECORD_VERSION and upgraded["checksum"] == checksum(upgraded)
    loaded = open_game(path)
    assert loaded.state == engine.state and loaded.redo() == "+b5"
    assert main(["upgrade", str(path)]) == 0
    assert "already carries a checksum" in capsys.readouterr().out
