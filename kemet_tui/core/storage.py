"""Save files on disk: atomic writes, strict reads, and the user data folder for autosaves.

A save is written to a temporary file in the same folder, flushed to disk and renamed over the
old one, so a killed process leaves either the old save or the new one, never half of one. A file
that fails to load is never written to.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from pydantic import ValidationError

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction, SaveFileError, UnknownRuleset
from kemet_tui.core.record import RECORD_FORMAT, RECORD_VERSION, GameRecord
from kemet_tui.core.registry import get_ruleset

DATA_DIR_ENV = "KEMET_TUI_DATA_DIR"


def data_dir() -> Path:
    """The user data folder: ``$KEMET_TUI_DATA_DIR``, else the XDG data home."""
    if os.environ.get(DATA_DIR_ENV):
        return Path(os.environ[DATA_DIR_ENV])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "kemet-tui"


def autosave_path(ruleset: str) -> Path:
    """Where the game in progress of a ruleset is autosaved."""
    return data_dir() / "autosave" / f"{ruleset}.json"


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash never leaves a partial file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def save_record(path: Path, record: GameRecord) -> None:
    """Write a record (atomically) as indented JSON."""
    write_atomically(Path(path), record.model_dump_json(indent=2) + "\n")


def read_record(path: Path, expected_ruleset: str | None = None) -> GameRecord:
    """Read and validate a record; :class:`SaveFileError` says what is wrong with the file."""
    data = _read_json(Path(path))
    _check_header(data)
    try:
        record = GameRecord.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        raise SaveFileError(f"Not a valid save file: {where}: {first['msg']}.") from None
    if expected_ruleset is not None and record.ruleset != expected_ruleset:
        raise SaveFileError(
            f"This save is a {record.ruleset} game, not {expected_ruleset}."
        )
    return record


def load_engine(path: Path, expected_ruleset: str | None = None) -> Engine:
    """Read a save and replay it; every problem becomes a :class:`SaveFileError`."""
    record = read_record(path, expected_ruleset)
    try:
        get_ruleset(record.ruleset)
        return Engine.from_record(record)
    except UnknownRuleset as error:
        raise SaveFileError(f"This save is for an unknown ruleset: {error}") from None
    except IllegalAction as error:
        raise SaveFileError(f"The save file is corrupt: {error.reason}") from None
    except (TypeError, ValueError) as error:
        raise SaveFileError(f"The save file's options are not valid: {error}") from None


def save_engine(path: Path, engine: Engine) -> None:
    save_record(path, engine.record)


def _read_json(path: Path) -> dict:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveFileError(f"No such file: {path}") from None
    except OSError as error:
        raise SaveFileError(f"Cannot read {path}: {error.strerror}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveFileError(f"{path.name} is not a kemet-tui save file (not valid JSON).") from None
    if not isinstance(data, dict):
        raise SaveFileError(f"{path.name} is not a kemet-tui save file.")
    return data


def _check_header(data: dict) -> None:
    if data.get("format") != RECORD_FORMAT:
        raise SaveFileError("Not a kemet-tui save file (its format field is missing or foreign).")
    version = data.get("version")
    if version != RECORD_VERSION:
        raise SaveFileError(
            f"This save file has version {version!r}; this kemet-tui reads version "
            f"{RECORD_VERSION}. It may come from a newer kemet-tui."
        )
