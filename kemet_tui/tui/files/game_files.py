"""Opening a saved game to play it: the file read strictly, and its autosave when it is one.

Shared by the app (a path on the command line), the title screen's Load and the game screens'
Load, so each opens a file the same way; the save code itself is imported only when a file is
opened, which keeps the title screen's start free of the record models.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kemet_tui.core.engine import Engine
    from kemet_tui.tui.files.autosave import Autosave


def read_game(
    path: Path, expected_ruleset: str | None = None, teach: bool = False
) -> tuple[Engine, Autosave | None]:
    """A saved game to play, and its autosave when the file is one (resuming it takes the
    game's lock: :class:`~kemet_tui.core.game_lock.GameInUse` while another window plays it).
    Every problem is a :class:`SaveFileError`; the file is left untouched. ``teach``: the
    game teaches from now on (``play --load FILE --teach``)."""
    from kemet_tui.saves import open_game
    from kemet_tui.tui.files.autosave import is_autosave, resume_autosave

    autosave = resume_autosave(path) if is_autosave(path) else None
    try:
        return open_game(path, expected_ruleset, teach=teach), autosave
    except BaseException:
        if autosave is not None:
            autosave.lock.release()
        raise
