"""Where kemet-tui keeps files, and how it writes them. No pydantic here: the title screen needs
these paths before its first frame, and importing the record models would slow start-up."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

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
    """Replace ``path`` with ``text`` so that a crash never leaves a partial file.

    The text goes to a temporary file in the same folder, is flushed to disk, then renamed over
    the old file: a killed process leaves the old content or the new, never half of it.
    """
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
