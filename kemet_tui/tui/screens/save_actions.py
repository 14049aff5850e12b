"""Saving a game to a file, shared by every game screen (Seti and Kemet alike).

A mixin: the screen provides ``engine`` and ``app`` (and ``say`` and the game's autosave come
with :class:`~.game_status.GameStatus`); this adds the save dialog, its proposed path and the
atomic write. The proposed name is the game's own (its autosave's id: the ruleset and when the
game began), so two games never propose one file; once saved, the game proposes where it was
saved. A file that exists is replaced only after a yes, and a write that fails keeps the dialog
open with the reason.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kemet_tui.tui.saves_folder import saves_dir
from kemet_tui.tui.screens.dialogs import PathDialog
from kemet_tui.tui.screens.game_status import GameStatus


class SaveActions(GameStatus):
    """``action_save`` for a screen that owns an ``engine``."""

    engine: Any
    app: Any
    #: where this game was last saved with ctrl+s (proposed again next time)
    saved_to: Path | None = None

    def default_save_path(self) -> Path:
        if self.saved_to is not None:
            return self.saved_to
        if self.autosaved is None:
            self.autosave()
        name = self.autosaved.path.stem if self.autosaved else self.engine.ruleset.name
        return saves_dir() / f"{name}.json"

    def action_save(self) -> None:
        dialog = PathDialog("Save game", "Save this game to:", self.default_save_path(), "Save",
                            opener=self.write_save, ask_to_replace=True)
        self.app.push_screen(dialog, self.save_to)

    def write_save(self, path: Path) -> Path:
        """Write the game to ``path`` (atomically); an :class:`OSError` says why it failed."""
        from kemet_tui.core.storage import save_engine

        save_engine(path, self.engine)
        return path

    def save_to(self, path: Path | None) -> None:
        """The dialog wrote the game to ``path`` (``None``: the player cancelled)."""
        if path is None:
            return
        self.saved_to = path
        self.say(f"Saved to {path}.", "good")
