"""What the title screen remembers between runs: the ruleset last played.

Kept in the user state folder (``core.paths.state_dir``) as a small JSON file. Remembering is a
convenience, so a missing, unreadable or foreign file means "nothing remembered" and a failed
write is logged, never put in the player's way.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from kemet_tui.core.paths import state_dir, write_atomically
from kemet_tui.core.safe_read import read_small_json

log = logging.getLogger(__name__)


def _path() -> Path:
    return state_dir() / "title.json"


def last_ruleset() -> str | None:
    """The ruleset last played, or None when nothing (readable) is remembered."""
    data = read_small_json(_path(), 4096, 2)
    name = data.get("last_ruleset") if isinstance(data, dict) else None
    return name if isinstance(name, str) else None


def remember_ruleset(name: str) -> None:
    """Remember ``name`` as the ruleset last played (unchanged files are not rewritten)."""
    if last_ruleset() == name:
        return
    try:
        write_atomically(_path(), json.dumps({"last_ruleset": name}) + "\n")
    except OSError as error:
        log.warning("could not remember the last ruleset in %s: %s", _path(), error)
