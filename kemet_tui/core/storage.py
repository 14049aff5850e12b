"""Save files on disk: atomic writes, strict reads, and the user data folder for autosaves.

Writes are atomic (``paths.write_atomically``). A file that fails to load is never written to.
The paths themselves live in ``paths.py`` so the title screen can find them without pydantic.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction, SaveFileError, UnknownRuleset
from kemet_tui.core.paths import DATA_DIR_ENV, autosave_path, data_dir, write_atomically
from kemet_tui.core.record import (
    OLDEST,
    READ_VERSIONS,
    RECORD_FORMAT,
    GameRecord,
)
from kemet_tui.core.registry import get_ruleset

__all__ = [
    "DATA_DIR_ENV",
    "autosave_path",
    "data_dir",
    "load_engine",
    "read_record",
    "save_engine",
    "save_record",
    "write_atomically",
]

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
    if version not in READ_VERSIONS:
        raise SaveFileError(
            f"This save file has version {version!r}; this kemet-tui reads versions "
            f"{', '.join(map(str, READ_VERSIONS))}. It may come from a newer kemet-tui."
        )
    oldest, why = OLDEST.get(str(data.get("ruleset")), (0, ""))
    if version < oldest:
        raise SaveFileError(
            f"This {data.get('ruleset')} save has version {version}, from an older kemet-tui; "
            f"this one replays {data.get('ruleset')} saves of version {oldest} or later: "
            f"{why}. Start a new game."
        )
