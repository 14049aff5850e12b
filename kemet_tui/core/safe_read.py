"""Reading a file that comes from outside (a save, an autosave's ``.info``, a game's lock, the
settings) without hanging and without running out of memory or stack.

Only a regular file is read (a symlink to one is followed), of at most a given size, opened
so that a FIFO or a terminal cannot block the open: a FIFO, a device (``/dev/zero``) or a
folder is refused before a byte is read. How deep lists and tables nest is counted from the
bytes before any parser sees them, so that a file nested thousands deep is refused instead of
reaching the parser's recursion limit. Each reader says the refusal in its own words.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path

#: a JSON string, skipped when brackets are counted
JSON_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
#: TOML's strings (basic and literal, on one line or several) and comments, skipped likewise
TOML_STRINGS = re.compile(
    rb'"""(?:[^\\]|\\.)*?"""|\'\'\'.*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*', re.DOTALL
)
_BRACKETS = re.compile(rb"[\[\]{}]")


class NotARegularFile(OSError):
    """A FIFO, a device, a folder or a socket where a file was expected."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


class TooLarge(OSError):
    """A file larger than its reader takes."""

    def __init__(self, path: Path, limit: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {_size(limit)}", str(path))
        self.limit = limit


def read_regular_file(path: Path, max_bytes: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``max_bytes``. Raises
    :class:`FileNotFoundError`, :class:`NotARegularFile`, :class:`TooLarge` or another
    :class:`OSError` (a file that cannot be opened or read)."""
    path = Path(path)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(path)
        if info.st_size > max_bytes:
            raise TooLarge(path, max_bytes)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            raw = handle.read(max_bytes + 1)
    finally:
        os.close(fd)
    if len(raw) > max_bytes:  # it grew while it was read
        raise TooLarge(path, max_bytes)
    return raw


def nesting_depth(raw: bytes, strings: re.Pattern[bytes] = JSON_STRINGS) -> int:
    """How deep brackets (``[``, ``{``) nest in ``raw``, what ``strings`` matches left out,
    counted without parsing it."""
    deepest = depth = 0
    for bracket in _BRACKETS.findall(strings.sub(b'""', raw)):
        depth += 1 if bracket in b"[{" else -1
        deepest = max(deepest, depth)
    return deepest


def _size(limit: int) -> str:
    if limit >= 1024 * 1024:
        return f"{limit // (1024 * 1024)} MiB"
    return f"{limit // 1024} KiB" if limit >= 1024 else f"{limit} bytes"


def read_small_json(path: Path, max_bytes: int, max_depth: int) -> object | None:
    """The JSON in ``path`` (a file kemet-tui wrote beside its saves: an autosave's ``.info``,
    what the title remembers), or ``None`` when it is missing, not a regular file of at most
    ``max_bytes``, nested deeper than ``max_depth`` or not JSON: such a file is only a help,
    and the caller does without it."""
    try:
        raw = read_regular_file(path, max_bytes)
    except OSError:
        return None
    if nesting_depth(raw) > max_depth:
        return None
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return None
