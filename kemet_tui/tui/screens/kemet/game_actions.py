"""The Kemet game screen's commands: typed tokens, undo, save, help, resign, title, game over.

Each ``action_*`` is bound to a key (``KemetGameScreen.BINDINGS``) and listed in the command
palette; :meth:`KemetActions.check_action` greys out what is not possible now, judged from the
engine (``can_undo``, the outcome, who decides), never from the UI's own idea of the rules.
Undo is offered only for the seat's own last action: taking back another seat's answer would
show that seat's choice to the wrong player. The computer seats' answers since then are taken
back with it (``UndoRule.span``), never named: a bot's answer may be a secret. Redo plays
again what the seat took back (the engine keeps it until another action is played). Commands
bind no bare lowercase letter that starts a token (undo is ctrl+z, a new game ctrl+n and it
asks first): a letter typed on the screen starts a typed token instead (:mod:`.game`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.core import IllegalAction, UndoRefused
from kemet_tui.core.notation import normalise
from kemet_tui.rules.kemet import ALLIANCE, SETH, side_of
from kemet_tui.tui.screens.dialogs import ConfirmDialog
from kemet_tui.tui.widgets.move_entry import MoveEntry

if TYPE_CHECKING:
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object

#: palette entries: (action, title, help)
PALETTE = (
    ("undo", "Undo", "Take back your own last action (not a draw or a reveal)"),
    ("redo", "Redo", "Play again the action you took back"),
    ("enter_token", "Type a token", "Answer in notation, e.g. act:pray2, next:a2, go:t3"),
    ("save", "Save game", "Save the game to a file"),
    ("resign", "Resign", "Your side gives up the game (asks first)"),
    ("new_game", "New game", "Set up a new game of Kemet: Seth"),
    ("to_title", "Back to title", "The game stays autosaved: Resume brings it back"),
    ("help", "Help", "Rules, notation, every tile and card, keys"),
)


#: the commands that still work while the terminal is too small to show the game
WHILE_TOO_SMALL = frozenset({"save", "help", "to_title", "new_game"})


class KemetActions(_Base):
    """Mixin of :class:`KemetGameScreen`: every keyed command and what enables it."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """True: shown and enabled; None: shown greyed out; False: hidden (Textual's contract).
        Nothing that plays works while the terminal is too small to show the game."""
        if self.has_class("-too-small") and action not in WHILE_TOO_SMALL:
            return None
        if action == "undo":
            return True if self.may_undo() else None
        if action == "redo":
            return True if self.may_redo() else None
        if action in ("resign", "enter_token"):
            return True if self.deciding else None
        return True

    def may_undo(self) -> bool:
        """The engine allows it and the last human action was the seat's own."""
        return self.deciding and self.undo_span() > 0

    def may_redo(self) -> bool:
        """An action taken back waits to be played again, by the seat at the keyboard (the
        seat that took it back: only one's own action is ever taken back)."""
        return self.deciding and self.engine.can_redo

    def undo_refusal(self) -> str:
        """Why undo is refused now (:meth:`UndoRule.refusal`)."""
        return self.undo_rule.refusal(self.deciding)

    def redo_refusal(self) -> str:
        if not self.deciding:
            return "nobody is at the keyboard."
        return "There is nothing to redo."

    # --- typed tokens -----------------------------------------------------------------------------
    def action_enter_token(self) -> None:
        if self.deciding:
            self.entry.input.focus()

    def on_move_entry_submitted(self, message: MoveEntry.Submitted) -> None:
        """Play a typed token; the engine's reason and the closest legal tokens on refusal."""
        token = normalise(message.token)
        if token.startswith("resign:"):
            self.confirm_resign(token.split(":", 1)[1])
        elif token == "draw":
            self.entry.refuse(token, "Kemet: Seth has no agreed draw: play on or resign.", ())
        elif self.play_token(message.token):
            self.decision.focus_options()

    def on_move_entry_left(self) -> None:
        """Esc in the entry: back to the list; a refusal's reason, read, goes with it (the
        typed text stays, to be mended)."""
        if self.entry.error:
            self.entry.error = ""
            self.say(self.prompt())
        self.decision.focus_options()

    def action_cancel(self) -> None:
        """Esc: show every answer again after a space narrowed them, or leave the entry."""
        if self.narrowed is not None:
            self.narrowed = None
            self.sync_decision(self.view)
            self.say(self.prompt())
        self.decision.focus_options()

    # --- undo -------------------------------------------------------------------------------------
    def action_undo(self) -> None:
        if not self.may_undo():
            self.say(f"Cannot undo: {self.undo_refusal()}", "warn")
            return
        span = self.undo_span()
        try:
            for _ in range(span):
                token = self.engine.undo()
        except UndoRefused as error:
            self.say(f"Cannot undo: {error}", "warn")
            return
        bots = f" and the {span - 1} computer answers after it" if span > 1 else ""
        self.after_change(message=f"Took back {token}{bots} (^r plays it again).")

    def action_redo(self) -> None:
        if not self.may_redo():
            self.say(f"Cannot redo: {self.redo_refusal()}", "warn")
            return
        try:
            token = self.engine.redo()
        except (UndoRefused, IllegalAction) as error:
            self.say(f"Cannot redo: {error}", "warn")
            return
        self.after_change(message=f"Played {token} again.")

    # --- resigning --------------------------------------------------------------------------------
    def action_resign(self) -> None:
        if self.deciding:
            seat = self.viewer
            self.confirm_resign(self.engine.ruleset.seats(self.engine.state)[1]
                                if seat == ALLIANCE else seat)

    def confirm_resign(self, seat: str) -> None:
        """A side resigns only from its own seat at the keyboard."""
        if not self.deciding or seat not in self.engine.ruleset.seats(self.engine.state) \
                or side_of(seat) != side_of(self.viewer or ""):
            self.entry.refuse(f"resign:{seat}", "You may resign only for your own side.", ())
            return
        side = "Seth" if seat == SETH else "The Alliance"
        winner = "The Alliance" if seat == SETH else "Seth"
        question = f"{side} resigns?\n\n{winner} will win the game."
        dialog = ConfirmDialog("Resign", question, "Resign", "Keep playing")
        self.app.push_screen(dialog, lambda yes: self.resign_answered(seat, yes))

    def resign_answered(self, seat: str, confirmed: bool | None) -> None:
        if not confirmed:
            self.say("Resignation withdrawn.")
            return
        try:
            events = self.engine.resign(seat)
        except IllegalAction as error:
            self.say(error.reason, "error")
            return
        self.after_change(events)

    # --- other screens ----------------------------------------------------------------------------
    def action_to_title(self) -> None:
        self.app.show_title()

    def action_help(self) -> None:
        from kemet_tui.tui.screens.kemet.help import KemetHelpScreen

        keys = [(b.key.replace(",", ", "), b.description) for b in self.BINDINGS
                if not (b.id or "").startswith("kemet.pick")]  # the help's own 1-9 line
        self.app.push_screen(KemetHelpScreen(keys))

    # --- the end ----------------------------------------------------------------------------------
    def announce_game_over(self) -> None:
        """Name the winning side and why, once per ending."""
        from kemet_tui.tui.screens.kemet.game_over import KemetGameOver

        outcome = self.engine.outcome
        if outcome is None or self._over_announced:
            return
        self._over_announced = True
        self.app.push_screen(KemetGameOver(outcome, self.engine.state), self.after_game_over)

    def after_game_over(self, choice: str | None) -> None:
        actions = {"new": self.action_new_game, "title": self.action_to_title}
        if choice in actions:
            actions[choice]()
        else:
            self.say(self.prompt())
