"""Saving a game to a file, shared by every game screen (Seti and Kemet alike).

A mixin: the screen provides ``engine`` and ``app`` (and ``say`` comes with
:class:`~.game_status.GameStatus`); this adds the save dialog, its default path in the user data
folder, and the atomic write with a clear message.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kemet_tui.core.paths import data_dir
from kemet_tui.tui.screens.dialogs import PathDialog
from kemet_tui.tui.screens.game_status import GameStatus


class SaveActions(GameStatus):
    """``action_save`` for a screen that owns an ``engine``."""

    engine: Any
    app: Any

    def default_save_path(self) -> Path:
        return data_dir() / "saves" / f"{self.engine.ruleset.name}.json"

    def action_save(self) -> None:
        dialog = PathDialog("Save game", "Save this game to:", self.default_save_path(), "Save")
        self.app.push_screen(dialog, self.save_to)

    def save_to(self, path: Path | None) -> None:
        if path is None:
            return
        from kemet_tui.core.storage import save_engine

        try:
            save_engine(path, self.engine)
        except OSError as error:
            self.say(f"Could not save to {path}: {error.strerror or error}.", "error")
            return
        self.say(f"Saved to {path}.", "good")
