"""Save files on disk: atomic writes, strict reads, and the user data folder for autosaves.

Writes are atomic (``paths.write_atomically``) and carry a checksum of the record. Reading is
strict, because a save is input from outside: only a regular file of at most
:data:`MAX_BYTES`, JSON no deeper than :data:`MAX_DEPTH` with no number longer than
:data:`MAX_DIGITS` digits, every field present with its exact type, the checksum matching, and
every action and every action to redo replaying through the checked path. Whatever is wrong
is a :class:`SaveFileError` of one line naming the field, and a file that fails to load is
never written to. The paths themselves live in ``paths.py`` so the title screen can find them
without pydantic.
"""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction, SaveFileError, UnknownRuleset
from kemet_tui.core.paths import DATA_DIR_ENV, autosave_path, data_dir, write_atomically
from kemet_tui.core.record import (
    CHECKSUM_SINCE,
    HINTS_SINCE,
    OLDEST,
    READ_VERSIONS,
    RECORD_FORMAT,
    GameRecord,
)
from kemet_tui.core.registry import get_ruleset, ruleset_names
from kemet_tui.core.safe_read import NotARegularFile, TooLarge, nesting_depth, read_regular_file
from kemet_tui.core.text import short_words, strip_controls

__all__ = [
    "DATA_DIR_ENV",
    "MAX_BYTES",
    "autosave_path",
    "checksum",
    "data_dir",
    "load_engine",
    "read_record",
    "record_text",
    "save_engine",
    "save_record",
    "write_atomically",
]

#: the largest save read: a game of 20,000 actions takes under 1 MiB
MAX_BYTES = 8 * 1024 * 1024
#: the deepest nesting of lists and objects read (a save needs 4: options.bots.<seat>)
MAX_DEPTH = 32
#: the longest number read, in digits (a seed has at most 20)
MAX_DIGITS = 40
#: the key of the checksum in the file; every other key is the record's
CHECKSUM_KEY = "checksum"
#: what the checksum is made with, written before its hex digits
CHECKSUM_ALGORITHM = "sha256"
#: the key of the hints asked, in the files of version 8 on
HINTS_KEY = "hints"
#: fields every save holds (the record's, written by every version; the hints since 8)
REQUIRED = tuple(key for key in GameRecord.model_fields if key != HINTS_KEY)


# --- writing ---------------------------------------------------------------------------------
def checksum(content: dict[str, Any]) -> str:
    """The checksum of a record's content: SHA-256 over its canonical JSON (keys sorted, no
    spaces, UTF-8), the checksum field itself left out. It tells a file changed by hand or by
    a fault on disk from the file kemet-tui wrote; it is not a signature (see
    docs/save-format.md)."""
    body = {key: value for key, value in content.items() if key != CHECKSUM_KEY}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return f"{CHECKSUM_ALGORITHM}:{hashlib.sha256(canonical.encode('utf-8')).hexdigest()}"


def record_text(record: GameRecord) -> str:
    """A record as the text of a save file: indented JSON with its checksum last."""
    content = record.model_dump(mode="json")
    if record.version < HINTS_SINCE:
        del content[HINTS_KEY]  # an older version never wrote the field
    content[CHECKSUM_KEY] = checksum(content)
    return json.dumps(content, indent=2, ensure_ascii=False) + "\n"


def save_record(path: Path, record: GameRecord) -> None:
    """Write a record (atomically) with its checksum."""
    write_atomically(Path(path), record_text(record))


def save_engine(path: Path, engine: Engine) -> None:
    save_record(path, engine.record)


# --- reading ---------------------------------------------------------------------------------
def read_record(
    path: Path, expected_ruleset: str | None = None, legacy: bool = False
) -> GameRecord:
    """Read and validate a record; :class:`SaveFileError` says what is wrong with the file.
    A save from before the checksum (version 1 or 2) is read only with ``legacy`` (the
    ``upgrade`` command): nothing can tell whether it was changed."""
    path = Path(path)
    data = _parse(_read_bytes(path), path)
    _check_header(data)
    _check_fields(data)
    record = _validate(data)
    _check_checksum(data, path, legacy)
    if expected_ruleset is not None and record.ruleset != expected_ruleset:
        raise SaveFileError(f"This save is a {_name(record.ruleset)} game, not {expected_ruleset}.")
    return record


def load_engine(path: Path, expected_ruleset: str | None = None, legacy: bool = False) -> Engine:
    """Read a save and replay it; every problem becomes a :class:`SaveFileError`.
    ``legacy`` reads a save from before the checksum too (:func:`read_record`)."""
    record = read_record(path, expected_ruleset, legacy)
    try:
        get_ruleset(record.ruleset)
    except UnknownRuleset:
        raise SaveFileError(
            f"This save is for an unknown ruleset, {_name(record.ruleset)}; "
            f"this kemet-tui plays {', '.join(ruleset_names())}."
        ) from None
    try:
        engine = Engine.from_record(record)
    except IllegalAction as error:
        raise SaveFileError(f"The save file is corrupt: {short_words(error.reason)}") from None
    except ValidationError as error:
        raise SaveFileError(
            f"The save file's options are not valid: {_first_error(error)}"
        ) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as error:
        # options of the right JSON shape that the ruleset still cannot set up a game with
        raise SaveFileError(
            f"The save file's options are not valid: {_one_line(str(error)) or type(error).__name__}"
        ) from None
    _check_result(record, engine)
    return engine


def _check_result(record: GameRecord, engine: Engine) -> None:
    """The result a file states is the one its replay reaches: over or not, and the same
    winners (the replay decides; a file that says otherwise was not written by kemet-tui).
    The reason is words for people, which a later kemet-tui may put otherwise."""
    outcome, stated = engine.outcome, record.result
    if stated is None or outcome is None:
        agrees = stated is None and outcome is None
    else:
        agrees = stated.get("winners") == list(outcome.winners)
    if not agrees:
        raise SaveFileError("Not a valid save file: result: it is not how the replayed game ends.")


def _read_bytes(path: Path) -> bytes:
    """The file's bytes: a regular file (a symlink to one is followed) of at most MAX_BYTES.
    A FIFO, a device or a folder is refused before it is read, so that nothing hangs
    (:mod:`kemet_tui.core.safe_read`)."""
    try:
        return read_regular_file(path, MAX_BYTES)
    except FileNotFoundError:
        raise SaveFileError(f"No such file: {path}") from None
    except NotARegularFile:
        raise SaveFileError(f"{path} is not a save file (not a regular file).") from None
    except TooLarge:
        raise SaveFileError(
            f"{path.name} is not a kemet-tui save file (larger than "
            f"{MAX_BYTES // (1024 * 1024)} MiB)."
        ) from None
    except OSError as error:
        raise SaveFileError(f"Cannot read {path}: {error.strerror}") from None


def _parse(raw: bytes, path: Path) -> dict:
    not_json = f"{path.name} is not a kemet-tui save file (not valid JSON)."
    if nesting_depth(raw) > MAX_DEPTH:
        raise SaveFileError(
            f"{path.name} is not a kemet-tui save file (nested deeper than {MAX_DEPTH} levels)."
        )
    try:
        data = json.loads(
            raw.decode("utf-8"),
            parse_int=_whole_number,
            parse_float=_decimal,
            parse_constant=_no_constant,
            object_pairs_hook=_each_key_once,
        )
    except _TwiceRefused as error:
        raise SaveFileError(f"Not a valid save file: {error}.") from None
    except _NumberRefused as error:
        raise SaveFileError(f"{path.name} is not a kemet-tui save file ({error}).") from None
    except json.JSONDecodeError as error:
        raise SaveFileError(
            f"{path.name} is not a kemet-tui save file (not valid JSON: "
            f"{error.msg.lower()} at line {error.lineno}, column {error.colno})."
        ) from None
    except (UnicodeDecodeError, RecursionError):
        raise SaveFileError(not_json) from None
    if not isinstance(data, dict):
        raise SaveFileError(f"{path.name} is not a kemet-tui save file.")
    return data


class _NumberRefused(ValueError):
    """A number a save never holds (too long, not finite)."""


class _TwiceRefused(ValueError):
    """A key given twice in one object: JSON readers disagree on which one counts (Python's
    takes the last), so a save that holds one is refused rather than read one way."""


def _each_key_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise _TwiceRefused(f"{_name(key)}: the key appears twice")
        seen[key] = value
    return seen


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _NumberRefused(f"a number of {len(text)} digits")
    return int(text)


def _decimal(text: str) -> float:
    value = float(text) if len(text) <= MAX_DIGITS else math.inf
    if not math.isfinite(value):
        raise _NumberRefused(
            f"the number {text[:20]}{'...' if len(text) > 20 else ''} is too large"
        )
    return value


def _no_constant(text: str) -> Any:
    raise _NumberRefused(f"{text} is not a number a save holds")


def _check_header(data: dict) -> None:
    if data.get("format") != RECORD_FORMAT:
        raise SaveFileError("Not a kemet-tui save file (its format field is missing or foreign).")
    if "version" not in data:
        raise SaveFileError("Not a valid save file: version: the field is missing.")
    version = data["version"]
    if type(version) is not int:  # noqa: E721 - a bool is no version either
        raise SaveFileError(
            f"Not a valid save file: version: {_short(version)} is not a whole number."
        )
    if version not in READ_VERSIONS:
        newer = " It may come from a newer kemet-tui." if version > max(READ_VERSIONS) else ""
        raise SaveFileError(
            f"This save file has version {version}; this kemet-tui reads versions "
            f"{', '.join(map(str, READ_VERSIONS))}.{newer}"
        )
    ruleset = data.get("ruleset")
    oldest, why = OLDEST.get(ruleset, (0, "")) if isinstance(ruleset, str) else (0, "")
    if version < oldest:
        raise SaveFileError(
            f"This {ruleset} save has version {version}, from an older kemet-tui; "
            f"this one replays {ruleset} saves of version {oldest} or later: "
            f"{why}. Start a new game."
        )


def _check_fields(data: dict) -> None:
    """Every field present (a missing one is never taken as its default), and the checksum
    exactly where the version has one."""
    for key in REQUIRED:
        if key not in data:
            raise SaveFileError(f"Not a valid save file: {key}: the field is missing.")
    if data["version"] >= CHECKSUM_SINCE and CHECKSUM_KEY not in data:
        raise SaveFileError(f"Not a valid save file: {CHECKSUM_KEY}: the field is missing.")
    if data["version"] < CHECKSUM_SINCE and CHECKSUM_KEY in data:
        raise SaveFileError(
            f"Not a valid save file: {CHECKSUM_KEY}: a version {data['version']} save has none."
        )
    if data["version"] >= HINTS_SINCE and HINTS_KEY not in data:
        raise SaveFileError(f"Not a valid save file: {HINTS_KEY}: the field is missing.")
    if data["version"] < HINTS_SINCE and HINTS_KEY in data:
        raise SaveFileError(
            f"Not a valid save file: {HINTS_KEY}: a version {data['version']} save has none."
        )


def _validate(data: dict) -> GameRecord:
    body = {key: value for key, value in data.items() if key != CHECKSUM_KEY}
    try:
        return GameRecord.model_validate_json(json.dumps(body), strict=True)
    except ValidationError as error:
        raise SaveFileError(f"Not a valid save file: {_first_error(error)}.") from None


def _check_checksum(data: dict, path: Path, legacy: bool) -> None:
    if CHECKSUM_KEY not in data:  # a legacy save (version 1 or 2): docs/save-format.md
        if legacy:
            return
        raise SaveFileError(
            f"{path.name} is a version {data['version']} save, from before saves carried a "
            f"checksum, so nothing tells whether it was changed; if you trust it, "
            f"'kemet-tui upgrade {path}' checks it and adds one."
        )
    if data[CHECKSUM_KEY] != checksum(data):
        raise SaveFileError(
            "This save file was changed after kemet-tui wrote it (its checksum does not "
            "match): an edited seed, move list or option is refused."
        )


def _first_error(error: ValidationError) -> str:
    """pydantic's first complaint as ``field: message`` on one line."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "file"
    message = _one_line(first["msg"]).removeprefix("Value error, ").removeprefix(f"{where}: ")
    return f"{where}: {message}"


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _name(text: str) -> str:
    """A name read from a file, fit for a message: no control character, 40 characters."""
    text = strip_controls(text)
    return text if len(text) <= 40 else text[:37] + "..."


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
