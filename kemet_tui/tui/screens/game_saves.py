"""Where one game is written: its autosave and the file ``ctrl+s`` last wrote, without Textual.

A part of every game screen (Seti's and Kemet's) that owns this state, tested on an engine alone
(``tests/tui/test_game_saves.py``). The game's autosave (its own file and lock,
:mod:`kemet_tui.tui.autosave`) is handed over by the app, or made for a new game at the first
write; it is given up when the screen is left. The path ``ctrl+s`` proposes is the game's own
(its autosave's id: the ruleset and when the game began), so two games never propose one file;
once saved, the game proposes where it was saved.
"""

from __future__ import annotations

from pathlib import Path

from kemet_tui.tui.autosave import Autosave, start_autosave
from kemet_tui.tui.saves_folder import saves_dir


class GameSaves:
    """The files of the game ``engine`` plays."""

    def __init__(self, engine) -> None:
        self.engine = engine
        #: this game's autosave; the app sets it when it opens the screen
        self.autosaved: Autosave | None = None
        #: where this game was last saved with ctrl+s (proposed again next time)
        self.saved_to: Path | None = None

    def autosave(self) -> str | None:
        """Write the game to its autosave so that a killed terminal loses nothing; the problem
        in words when the write failed."""
        if self.autosaved is None:
            self.autosaved = start_autosave(self.engine.ruleset.name)
        return self.autosaved.write(self.engine)

    def proposed_path(self) -> Path:
        """Where ``ctrl+s`` proposes to save: the last save, else a file named as the game."""
        if self.saved_to is not None:
            return self.saved_to
        if self.autosaved is None:
            self.autosave()
        name = self.autosaved.path.stem if self.autosaved else self.engine.ruleset.name
        return saves_dir() / f"{name}.json"

    def write(self, path: Path) -> Path:
        """Write the game to ``path`` (atomically); an :class:`OSError` says why it failed."""
        from kemet_tui.core.storage import save_engine

        save_engine(path, self.engine)
        return path

    def close(self) -> None:
        """The screen is left: another window may take the game up (a finished one's autosave
        goes: Resume lists games in progress only)."""
        if self.autosaved is not None:
            self.autosaved.close(self.engine)
