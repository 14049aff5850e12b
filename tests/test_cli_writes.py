"""Failed writes end in one clear line and a non-zero exit (``new``, ``step``,
``simulate --records``), and ``step`` writes a save as it found it: through a symlink, with its
mode, the folder flushed after the rename. ``perft kemet-seth`` counts."""

from __future__ import annotations

import os
import stat
import tempfile

import pytest

from kemet_tui.cli import main
from kemet_tui.core import paths
from kemet_tui.core.engine import Engine
from kemet_tui.core.storage import load_engine

LONG_NAME = "n" * 300 + ".json"


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _one_line_refusal(code: int, err: str, *words: str) -> None:
    assert code == 1, err
    assert err.count("\n") == 1 and err.startswith("kemet-tui: "), err
    assert "Traceback" not in err
    for word in words:
        assert word in err, (word, err)


def _new_game(capsys, path) -> None:
    assert run(capsys, "new", "seti-aleph", str(path), "--seed", "3")[0] == 0


@pytest.fixture
def refused_writes(monkeypatch):
    """Every temporary file refused as in a read-only folder (root may write anywhere, so a
    chmod alone does not prove it when the tests run as root)."""

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)


# --- new -----------------------------------------------------------------------------------
def test_new_into_a_folder_it_cannot_write_is_one_line(capsys, tmp_path, refused_writes):
    code, _, err = run(capsys, "new", "seti-aleph", str(tmp_path / "g.json"))
    _one_line_refusal(code, err, "g.json", "permission denied")


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_new_into_a_read_only_folder_is_one_line(capsys, tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        code, _, err = run(capsys, "new", "seti-aleph", str(folder / "g.json"))
    finally:
        folder.chmod(0o755)
    _one_line_refusal(code, err, "g.json", "permission denied")


def test_new_onto_a_folder_is_one_line(capsys, tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    code, _, err = run(capsys, "new", "seti-aleph", str(folder))
    _one_line_refusal(code, err, "exists")
    code, _, err = run(capsys, "new", "seti-aleph", str(folder), "--force")
    _one_line_refusal(code, err, "folder", "it is a folder")
    assert folder.is_dir() and not list(folder.iterdir())


def test_new_with_a_name_too_long_is_one_line(capsys, tmp_path):
    code, _, err = run(capsys, "new", "seti-aleph", str(tmp_path / LONG_NAME))
    _one_line_refusal(code, err, "its name is too long")


def test_new_under_a_file_is_one_line(capsys, tmp_path):
    parent = tmp_path / "a-file"
    parent.write_text("not a folder")
    code, _, err = run(capsys, "new", "seti-aleph", str(parent / "g.json"))
    _one_line_refusal(code, err, "a part of its path is a file")
    assert parent.read_text() == "not a folder"


# --- step ----------------------------------------------------------------------------------
def test_step_that_cannot_write_is_one_line_and_changes_nothing(capsys, tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    _new_game(capsys, path)
    before = path.read_bytes()
    monkeypatch.setattr(
        tempfile, "mkstemp", lambda *a, **k: (_ for _ in ()).throw(OSError(28, "No space left"))
    )
    code, _, err = run(capsys, "step", str(path), "a1b3")
    _one_line_refusal(code, err, "g.json", "the disk is full")
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_step_keeps_the_files_mode(capsys, tmp_path):
    path = tmp_path / "g.json"
    _new_game(capsys, path)
    path.chmod(0o640)
    assert run(capsys, "step", str(path), "a1b3")[0] == 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert load_engine(path).tokens == ("a1b3",)


def test_a_new_save_is_its_owners_only(capsys, tmp_path):
    path = tmp_path / "g.json"
    _new_game(capsys, path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_step_writes_through_a_symlink(capsys, tmp_path):
    real = tmp_path / "games" / "g.json"
    real.parent.mkdir()
    _new_game(capsys, real)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert run(capsys, "step", str(link), "a1b3")[0] == 0
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_engine(real).tokens == ("a1b3",)
    assert sorted(p.name for p in real.parent.iterdir()) == ["g.json"]


def test_the_folder_is_flushed_after_the_rename(capsys, tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    _new_game(capsys, path)
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        events.append("fsync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    def replace(source, target):
        events.append("rename")
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    assert run(capsys, "step", str(path), "a1b3")[0] == 0
    assert events == ["fsync file", "rename", "fsync folder"]


def test_write_atomically_refuses_a_folder_by_name(tmp_path):
    with pytest.raises(OSError, match="it is a folder") as error:
        paths.write_atomically(tmp_path, "{}")
    assert str(tmp_path) in str(error.value)


# --- simulate --records --------------------------------------------------------------------
@pytest.mark.parametrize("where", ["a file as the folder", "under a file", "a name too long"])
def test_simulate_records_that_cannot_be_written_is_one_line(capsys, tmp_path, where):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    records = {
        "a file as the folder": blocker,
        "under a file": blocker / "records",
        "a name too long": tmp_path / LONG_NAME,
    }[where]
    code, _, err = run(
        capsys,
        "simulate",
        "seti-aleph",
        "--games",
        "1",
        "--max-actions",
        "5",
        "--records",
        str(records),
    )
    _one_line_refusal(code, err, "Cannot write")
    assert blocker.read_text() == "x"


def test_simulate_bots_records_that_cannot_be_written_is_one_line(capsys, tmp_path, refused_writes):
    code, _, err = run(
        capsys,
        "simulate",
        "seti-aleph",
        "--games",
        "1",
        "--max-actions",
        "4",
        "--bots",
        "white=random,brown=random",
        "--records",
        str(tmp_path),
    )
    _one_line_refusal(code, err, "game-0001.json", "permission denied")


# --- perft ---------------------------------------------------------------------------------
def test_perft_counts_kemet_seth(capsys):
    code, out, _ = run(capsys, "perft", "kemet-seth", "1")
    assert code == 0 and int(out.split()[-1]) == len(Engine("kemet-seth", 0).legal_actions())
    code, out, _ = run(capsys, "perft", "kemet-seth", "2", "--divide")
    lines = out.splitlines()
    assert code == 0 and int(lines[-1]) == sum(int(line.split(": ")[1]) for line in lines[:-1])


def test_perft_kemet_seth_refuses_the_repetition_rule_saying_why(capsys):
    code, _, err = run(capsys, "perft", "kemet-seth", "1", "--repetition-draw")
    _one_line_refusal(code, err, "no repetition rule")
