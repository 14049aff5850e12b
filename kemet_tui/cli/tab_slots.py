"""A cap on the browser tabs ``kemet-tui serve`` runs at once.

textual-serve starts one process per browser tab. Each tab's process first takes one of the
``max_tabs`` slots of the server's folder (an exclusive lock on ``slot-N``, held until the
process ends, so a crashed tab frees its slot); with none free it says so in one line and ends
at once, before loading the screen. Without ``fcntl`` (Windows) tabs are not capped.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO

FULL = (
    "This machine serves at most {n} browser tabs at once, and all are in use: close one, "
    "then reload this page."
)


def take(folder: str | os.PathLike, max_tabs: int) -> IO | bool:
    """A slot's open file (keep it open: the slot is this process's while it is), True when
    slots cannot be counted here, or False when every slot is taken."""
    try:
        import fcntl
    except ImportError:
        return True
    for number in range(max_tabs):
        handle = open(Path(folder) / f"slot-{number}", "a")  # noqa: SIM115 - held on purpose
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            continue
        return handle
    return False
