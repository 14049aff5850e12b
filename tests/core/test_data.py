"""Ruleset files parsed once and kept (``core/data.py``): a kept copy gives exactly what the TOML
gives, is found by the file's bytes, and a broken or unwritable cache only means parsing."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from kemet_tui.core import data


def _exactly(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down (``1``, ``1.0`` and ``True`` differ)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_exactly(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(map(_exactly, a, b))
    return a == b or (a != a and b != b)  # nan


def _files() -> list[tuple[str, ...]]:
    root = data.rulesets_dir()
    return [path.relative_to(root).parts for path in sorted(root.rglob("*.toml"))]


@pytest.mark.parametrize("parts", _files(), ids="/".join)
def test_the_kept_copy_of_every_ruleset_file_is_exactly_its_toml(parts):
    raw = data.ruleset_path(*parts).read_bytes()
    parsed = tomllib.loads(raw.decode())
    assert _exactly(data.load_toml(*parts), parsed)  # parsed, then kept
    assert data.kept_copy_path(raw).is_file()
    assert _exactly(data.load_toml(*parts), parsed)  # read from the kept copy


def test_the_kept_copy_is_what_is_read():
    raw = data.ruleset_path("seti.toml").read_bytes()
    data.load_toml("seti.toml")
    data.kept_copy_path(raw).write_text('{"kept": 1}')
    assert data.load_toml("seti.toml") == {"kept": 1}


@pytest.mark.parametrize("broken", ["{not json", "[1, 2]", ""])
def test_a_broken_kept_copy_means_parsing_the_toml_again(broken):
    raw = data.ruleset_path("seti.toml").read_bytes()
    path = data.kept_copy_path(raw)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(broken)
    assert _exactly(data.load_toml("seti.toml"), tomllib.loads(raw.decode()))


def test_a_cache_folder_that_cannot_be_written_only_means_parsing(monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setattr("kemet_tui.core.paths.cache_dir", lambda: blocker / "cache")
    raw = data.ruleset_path("seti.toml").read_bytes()
    assert _exactly(data.load_toml("seti.toml"), tomllib.loads(raw.decode()))
    assert not data.kept_copy_path(raw).exists()


def test_values_json_cannot_hold_are_not_kept(tmp_path):
    path = tmp_path / "kept.json"
    data._keep(path, {"when": tomllib.loads("d = 1979-05-27")["d"]})
    assert not path.exists()
