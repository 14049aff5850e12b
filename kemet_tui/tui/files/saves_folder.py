"""The saved games of the saves folder (``<data folder>/saves``), as the Load dialog lists them.

Each file is read once per version (its path, time and size), so the list opens quickly the
second time. A file that is not a kemet-tui save, or does not open, is listed with the one line
that says why, never raised: the player sees the file is there and what is wrong with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from kemet_tui.core.errors import KemetError
from kemet_tui.core.paths import data_dir, describe_os_error
from kemet_tui.tui.files.autosave import describe

#: the most files the list reads (the newest first): a folder of thousands stays quick
MAX_LISTED = 60


@dataclass(frozen=True)
class SaveEntry:
    """One file of the saves folder: what it holds, or why it does not open."""

    path: Path
    saved: datetime
    ruleset: str = ""
    title: str = ""
    seats: str = ""
    progress: str = ""
    finished: bool = False
    problem: str | None = None

    @property
    def name(self) -> str:
        return self.path.stem


def saves_dir() -> Path:
    """Where ``ctrl+s`` proposes to save, and where Load looks."""
    return data_dir() / "saves"


_READ: dict[tuple[Path, int, int], SaveEntry] = {}


def saved_games(folder: Path | None = None) -> tuple[list[SaveEntry], int]:
    """The saves of ``folder`` (the saves folder by default), the newest first, and how many
    more files there were than the list shows."""
    folder = folder or saves_dir()
    try:
        files = [(path, path.stat()) for path in folder.glob("*.json") if path.is_file()]
    except OSError:
        return [], 0
    files.sort(key=lambda item: item[1].st_mtime, reverse=True)
    entries = [_entry(path, stat) for path, stat in files[:MAX_LISTED]]
    return entries, max(0, len(files) - MAX_LISTED)


def _entry(path: Path, stat) -> SaveEntry:
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key not in _READ:
        _READ[key] = read_entry(path, datetime.fromtimestamp(stat.st_mtime))
    return _READ[key]


def read_entry(path: Path, saved: datetime) -> SaveEntry:
    """Open the save to describe it; a problem is its one line (the file is left as it is)."""
    from kemet_tui.saves import open_game  # pydantic: only once there is a file

    try:
        engine = open_game(path)
    except KemetError as error:
        return SaveEntry(path, saved, problem=str(error))
    except OSError as error:
        return SaveEntry(path, saved, problem=f"Cannot read it: {describe_os_error(error)}")
    info = describe(engine)
    return SaveEntry(
        path,
        saved,
        info["ruleset"],
        engine.ruleset.title,
        info["seats"],
        info["progress"],
        bool(info["finished"]),
    )
