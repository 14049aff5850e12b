"""One window per game: a lock file beside a game's autosave, holding the id of the process
that plays it.

Two windows writing one autosave would each overwrite the other's moves, the last writer
winning without a word. So a window that opens a game first takes its lock; a second window
finds the lock held by a live process and is refused with the reason. A lock left behind by a
process that died (a killed terminal, a crash) is recognised, because its process no longer
runs, and is taken over.

The lock is ``<game id>.lock`` beside ``<game id>.json``: one line ``pid since token``.
``since`` (when it was taken) tells a lock of a dead process from one of a later process that
happens to reuse its id; ``token`` tells two windows of one process apart (tests, or two apps in
one interpreter).
"""

from __future__ import annotations

import atexit
import os
import secrets
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.safe_read import read_regular_file

#: the locks this process holds, by path: released at exit if a window did not release its own
_HELD: dict[Path, GameLock] = {}


class GameInUse(SaveFileError):
    """The game is open in another window (a process that still runs holds its lock)."""

    def __init__(self, pid: int) -> None:
        where = "this program" if pid == os.getpid() else f"process {pid}"
        super().__init__(f"Open in another window ({where}): close it there first.")
        self.pid = pid


@dataclass(frozen=True)
class Holder:
    """What a lock file says: who took it, when, and the taker's own mark."""

    pid: int
    since: float
    token: str

    def line(self) -> str:
        return f"{self.pid} {self.since:.3f} {self.token}\n"

    @classmethod
    def parse(cls, text: str) -> Holder | None:
        """The holder written in ``text``, or ``None`` when the file is not a lock we wrote."""
        parts = text.split()
        if len(parts) != 3:
            return None
        try:
            return cls(int(parts[0]), float(parts[1]), parts[2])
        except ValueError:
            return None


class GameLock:
    """The lock of one game, held by this process until :meth:`release`."""

    def __init__(self, path: Path, holder: Holder) -> None:
        self.path, self.holder = path, holder

    @property
    def held(self) -> bool:
        return _HELD.get(self.path) is self

    def release(self) -> None:
        """Give the game up: the lock file goes, if it is still ours (never another's)."""
        if _HELD.get(self.path) is not self:
            return
        del _HELD[self.path]
        if _is(read_holder(self.path), self.holder):
            self.path.unlink(missing_ok=True)


def _is(one: Holder | None, other: Holder) -> bool:
    """Whether two readings name the same taking of a lock (its random token is unique)."""
    return one is not None and one.token == other.token


def lock_path(save: Path) -> Path:
    """The lock file of the game autosaved at ``save``."""
    return save.with_suffix(".lock")


def acquire(save: Path) -> GameLock:
    """Take the lock of the game autosaved at ``save``; :class:`GameInUse` if a live window
    holds it. A stale lock (its process gone) is taken over."""
    path = lock_path(Path(save)).absolute()
    holder = Holder(os.getpid(), round(time.time(), 3), secrets.token_hex(8))
    for _ in range(3):
        if _create(path, holder):
            break
        current = read_holder(path)
        if current is not None and is_live(current, path):
            raise GameInUse(current.pid)
        _replace(path, holder)
        if _is(read_holder(path), holder):  # two takers of one stale lock: the last one keeps it
            break
    else:
        current = read_holder(path)
        raise GameInUse(current.pid if current else 0)
    lock = GameLock(path, holder)
    _HELD[path] = lock
    return lock


def holder_of(save: Path) -> Holder | None:
    """The live holder of the game autosaved at ``save``, or ``None`` if nobody plays it."""
    path = lock_path(Path(save)).absolute()
    current = read_holder(path)
    return current if current is not None and is_live(current, path) else None


def read_holder(path: Path) -> Holder | None:
    try:  # a FIFO or a huge file in its place is no lock we wrote, and must not hang
        return Holder.parse(read_regular_file(path, 200).decode("ascii", "replace"))
    except OSError:
        return None


def is_live(holder: Holder, path: Path) -> bool:
    """Whether the lock's process still runs (and is the one that took it)."""
    if holder.pid == os.getpid():
        held = _HELD.get(path)
        return held is not None and _is(held.holder, holder)
    if holder.pid <= 0:
        return False
    try:
        os.kill(holder.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # another user's process: it runs
    except OSError:
        return False
    started = _process_start(holder.pid)
    return started is None or started <= holder.since + 1.0


def _process_start(pid: int) -> float | None:
    """When process ``pid`` started (seconds since the epoch), where the system tells (Linux's
    ``/proc``); a process started after the lock was taken only reuses the dead one's id."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks = int(fields[19])
        boot = next(
            int(line.split()[1])
            for line in Path("/proc/stat").read_text().splitlines()
            if line.startswith("btime ")
        )
        return boot + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return None


def _written(path: Path, holder: Holder) -> str:
    """A temporary file beside ``path`` holding the lock line (so no reader sees half a line)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(holder.line())
    return name


def _create(path: Path, holder: Holder) -> bool:
    """Create the lock file only if there is none (a hard link fails on an existing name)."""
    name = _written(path, holder)
    try:
        os.link(name, path)
        return True
    except FileExistsError:
        return False
    except OSError:  # a file system without hard links: create-if-absent the plain way
        return _create_exclusive(path, holder)
    finally:
        os.unlink(name)


def _create_exclusive(path: Path, holder: Holder) -> bool:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        return False
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(holder.line())
    return True


def _replace(path: Path, holder: Holder) -> None:
    name = _written(path, holder)
    try:
        os.replace(name, path)
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise


@atexit.register
def _release_all() -> None:
    for lock in list(_HELD.values()):
        lock.release()
