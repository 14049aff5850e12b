"""ctrl+n on a game screen (Seti and Kemet alike): the new-game form, behind a clear yes.

A mixin: the screen provides ``engine``, ``app``, ``say`` and ``prompt``. An unfinished game
stays in its autosave, for Resume, but leaving it is still the player's choice: a stray key must
never start a new game (a token typed without ``:`` once did). A finished game asks nothing.
"""

from __future__ import annotations

from typing import Any

from kemet_tui.tui.screens.dialogs import ConfirmDialog


class NewGameAction:
    """``action_new_game`` for a screen that owns an ``engine``."""

    engine: Any
    app: Any

    def action_new_game(self) -> None:
        """ctrl+n: the new-game form; an unfinished game is left only after a clear yes."""
        if self.engine.outcome is not None:
            self.app.ask_new_game(self.engine.ruleset.name)
            return
        question = (f"Start a new game of {self.engine.ruleset.title}?\n\nThis game is not "
                    "finished: it stays autosaved, and Resume on the title screen brings it "
                    "back.")
        dialog = ConfirmDialog("New game", question, "Set up a new game", "Keep playing")
        self.app.push_screen(dialog, self.new_game_answered)

    def new_game_answered(self, confirmed: bool | None) -> None:
        if confirmed:
            self.app.ask_new_game(self.engine.ruleset.name)
        else:
            self.say(f"The game goes on. {self.prompt()}")
