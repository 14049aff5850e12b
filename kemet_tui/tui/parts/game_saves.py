"""Where one game is written: its autosave and the file ``ctrl+s`` last wrote, without Textual.

A part of every game screen (Seti's and Kemet's) that owns this state, tested on an engine alone
(``tests/tui/parts/test_game_saves.py``). The game's autosave (its own file and lock,
:mod:`kemet_tui.tui.files.autosave`) is handed over by the app, or made for a new game at the first
write; it is given up when the screen is left. The path ``ctrl+s`` proposes is the game's own
(its autosave's id: the ruleset and when the game began), so two games never propose one file;
once saved, the game proposes where it was saved.

The screen's autosaves are written on a thread of their own, in the order asked
(:mod:`kemet_tui.tui.files.autosave_writer`); what each holds is taken when it is asked for. A data
folder that cannot be written never stops the game: autosave is off, the screen says why, and
each later change tries again. Which outcome is worth saying is decided here
(:meth:`GameSaves.news`): a problem once, when it starts or changes, and the recovery.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from kemet_tui.tui.files.autosave import Autosave, autosave_off, start_autosave, texts_of
from kemet_tui.tui.files.autosave_writer import BackgroundWriter
from kemet_tui.tui.files.saves_folder import saves_dir

#: said once autosaves are written again after a problem
BACK_ON = "Autosave is on again."


class GameSaves:
    """The files of the game ``engine`` plays."""

    def __init__(self, engine) -> None:
        self.engine = engine
        #: this game's autosave; the app sets it when it opens the screen
        self.autosaved: Autosave | None = None
        #: where this game was last saved with ctrl+s (proposed again next time)
        self.saved_to: Path | None = None
        #: the autosave's problem said last (None: autosaves are written)
        self.problem: str | None = None
        self.writer = BackgroundWriter()

    def _started(self) -> str | None:
        """Take up the game's autosave if it has none yet; the problem in words if its folder
        cannot be written (autosave is off)."""
        if self.autosaved is None:
            try:
                self.autosaved = start_autosave(self.engine.ruleset.name)
            except OSError as error:
                return autosave_off(error)
        return None

    def autosave(self) -> str | None:
        """Write the game to its autosave now, so that a killed terminal loses nothing; the
        problem in words when the write failed."""
        return self._started() or self.autosaved.write(self.engine)

    def autosave_later(self, done: Callable[[str | None, BaseException | None], None]) -> None:
        """Write the game as it stands to its autosave on the writer's thread, after the
        writes asked before; then ``done(problem, error)`` on the event loop's thread."""
        problem = self._started()
        if problem is not None:
            done(problem, None)
            return
        autosave, texts = self.autosaved, texts_of(self.engine)
        self.writer.submit(lambda: autosave.write_texts(texts), done)

    def news(self, problem: str | None) -> str | None:
        """What to tell the player of an autosave's outcome: a problem when it is new (not the
        one said last), :data:`BACK_ON` when writes work again, else nothing."""
        said, self.problem = self.problem, problem
        if problem is not None:
            return problem if problem != said else None
        return BACK_ON if said is not None else None

    def proposed_path(self) -> Path:
        """Where ``ctrl+s`` proposes to save: the last save, else a file named as the game."""
        if self.saved_to is not None:
            return self.saved_to
        self._started()
        name = self.autosaved.path.stem if self.autosaved else self.engine.ruleset.name
        return saves_dir() / f"{name}.json"

    def write(self, path: Path) -> Path:
        """Write the game to ``path`` (atomically); an :class:`OSError` says why it failed."""
        from kemet_tui.core.storage import save_engine

        save_engine(path, self.engine)
        return path

    def close(self) -> None:
        """The screen is left: the autosaves asked for are finished, then another window may
        take the game up (a finished one's autosave goes: Resume lists games in progress
        only)."""
        self.writer.close()
        if self.autosaved is not None:
            self.autosaved.close(self.engine)
