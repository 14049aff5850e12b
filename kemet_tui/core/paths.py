"""Where kemet-tui keeps files, and how it writes them. No pydantic here: the title screen needs
these paths before its first frame, and importing the record models would slow start-up."""

from __future__ import annotations

import errno
import os
import secrets
import stat
import tempfile
from datetime import datetime
from pathlib import Path

from platformdirs import PlatformDirs

from kemet_tui.core.errors import SaveWriteError

DATA_DIR_ENV = "KEMET_TUI_DATA_DIR"


APP_NAME = "kemet-tui"


def _platform() -> PlatformDirs:
    """The system's own folders for the app (XDG on Linux, ``~/Library`` on macOS,
    ``%LOCALAPPDATA%`` on Windows), read afresh each time so that a changed environment
    (``XDG_*_HOME``, a test's) is followed."""
    return PlatformDirs(APP_NAME, appauthor=False)


def _moved(folder: str) -> Path | None:
    """``$KEMET_TUI_DATA_DIR/folder`` when that variable is set (one variable moves every file
    of the app, tests' too), else None."""
    base = os.environ.get(DATA_DIR_ENV)
    if not base:
        return None
    return Path(base) / folder if folder else Path(base)


def data_dir() -> Path:
    """The user data folder (saves, autosaves): ``$KEMET_TUI_DATA_DIR``, else the system's."""
    return _moved("") or Path(_platform().user_data_dir)


def state_dir() -> Path:
    """The user state folder (what the app remembers between runs)."""
    return _moved("state") or Path(_platform().user_state_dir)


def config_dir() -> Path:
    """The user config folder (the settings file)."""
    return _moved("config") or Path(_platform().user_config_dir)


def cache_dir() -> Path:
    """The user cache folder (what can be made again from the app's own files at any time)."""
    return _moved("cache") or Path(_platform().user_cache_dir)


def log_dir() -> Path:
    """The folder of the log file (under ``$KEMET_TUI_DATA_DIR`` it is the state folder)."""
    return _moved("state") or Path(_platform().user_log_dir)


def settings_path() -> Path:
    """The settings file the app reads at start and its settings screen writes."""
    return config_dir() / "settings.toml"


def log_path() -> Path:
    """The log file: warnings, and every unexpected error with its traceback."""
    return log_dir() / "kemet-tui.log"


def autosave_dir() -> Path:
    """The folder of the autosaves: one file per game in progress."""
    return data_dir() / "autosave"


def autosave_path(game_id: str) -> Path:
    """Where the game ``game_id`` is autosaved (an older kemet-tui named the one autosave of a
    ruleset after the ruleset: that file is the game whose id is the ruleset's name)."""
    return autosave_dir() / f"{game_id}.json"


def new_game_id(ruleset: str, now: datetime | None = None) -> str:
    """A name for a new game, unique and readable: the ruleset, when it began, and a random
    tail so that two games begun in the same second differ (``seti-aleph-20260301-214005-3fa9``).
    """
    when = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    return f"{ruleset}-{when}-{secrets.token_hex(2)}"


def write_atomically(path: Path, text: str) -> None:
    """Replace the content of ``path`` with ``text`` so that a crash never leaves a partial file.

    The text goes to a temporary file in the same folder, is flushed to disk, then renamed over
    the old file, and the folder is flushed so that the rename itself survives a power cut: a
    killed process leaves the old content or the new, never half of it. A symlink is written
    through (its target gets the new content; the link stays), and the file keeps its mode.
    Any failure is a :class:`SaveWriteError` naming the file, and the old content stays.
    """
    target = Path(os.path.realpath(path))
    try:
        _write_replacing(target, text)
    except OSError as error:
        if isinstance(error, SaveWriteError):
            raise
        failure = SaveWriteError(f"Cannot write {path}: {_cause(error)}.")
        failure.errno, failure.strerror, failure.filename = error.errno, _cause(error), str(path)
        raise failure from None


def describe_os_error(error: OSError) -> str:
    """One line for a failed file operation: the file's name and the cause in words."""
    if isinstance(error, SaveWriteError):
        return str(error)
    where = f"{error.filename}: " if error.filename else ""
    return f"{where}{_cause(error)}."


def _write_replacing(target: Path, text: str) -> None:
    if target.is_dir():
        raise IsADirectoryError(errno.EISDIR, "it is a folder")
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    mode = _mode_for(target)
    fd, temp_name = tempfile.mkstemp(prefix=f".{target.name[:64]}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _sync_folder(folder)


def _mode_for(target: Path) -> int:
    """The permission bits the written file gets: the old file's; a new file is its owner's
    only (0600: a save holds every hidden card of the game)."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        return 0o600


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry list (the rename) to disk, where the system allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename is done all the same
    finally:
        os.close(fd)


def _cause(error: OSError) -> str:
    """An ``OSError`` in a player's words."""
    causes = {
        errno.EACCES: "permission denied",
        errno.EPERM: "permission denied",
        errno.EROFS: "the disk is read-only",
        errno.EISDIR: "it is a folder",
        errno.ENOTDIR: "a part of its path is a file, not a folder",
        errno.EEXIST: "a part of its path is a file, not a folder",
        errno.ENAMETOOLONG: "its name is too long",
        errno.ENOSPC: "the disk is full",
        errno.ELOOP: "too many symbolic links",
    }
    return causes.get(error.errno or 0, error.strerror or type(error).__name__)
