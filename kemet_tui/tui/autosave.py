"""The autosave of each ruleset: written after every change, offered back by Resume.

One file per ruleset (``autosave_path``), so that a killed terminal loses nothing and a new game
of the same ruleset is what replaces it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.paths import autosave_path

if TYPE_CHECKING:
    from kemet_tui.core.engine import Engine


def has_unfinished_autosave(ruleset_name: str) -> bool:
    """Whether the ruleset's autosave exists, reads, and holds a game not yet over."""
    path = autosave_path(ruleset_name)
    if not path.exists():
        return False
    from kemet_tui.core.storage import read_record  # pydantic: only once there is a file

    try:
        return read_record(path, ruleset_name).result is None
    except SaveFileError:
        return False


def write_autosave(engine: Engine) -> str | None:
    """Save ``engine`` atomically to its autosave; the problem in words if that failed."""
    from kemet_tui.core.storage import save_engine

    try:
        save_engine(autosave_path(engine.ruleset.name), engine)
    except OSError as error:
        return f"Autosave failed: {error.strerror or error}."
    return None
