"""The game screen's commands: typed moves, ships, undo/redo, flipping, draw, resign, files.

Each ``action_*`` is bound to a key (see ``SetiGameScreen.BINDINGS``) and listed in the command
palette; :meth:`GameActions.check_action` hides or greys out the ones that are not possible now,
judged from the engine (``can_undo``, the legal moves, the outcome), never by the UI's own rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.core import IllegalAction, UndoRefused
from kemet_tui.core.notation import normalise
from kemet_tui.rules.seti.state import SetiMove
from kemet_tui.tui.screens.dialogs import ConfirmDialog
from kemet_tui.tui.screens.game_bots import redo_to_human, undo_to_human
from kemet_tui.tui.selection import PLACE_SHIP, REMOVE_SHIP, has_kind, ship_move
from kemet_tui.tui.widgets.move_entry import MoveEntry

if TYPE_CHECKING:
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object

#: palette entries: (action, title, help)
PALETTE = (
    ("undo", "Undo", "Take back the last move"),
    ("redo", "Redo", "Play again the move taken back"),
    ("enter_move", "Type a move", "Focus the move entry (notation such as b1c2, +b5, -b5)"),
    ("place_ship", "Place a ship", "Put a Ship of the Dead from the reserve on the cursor square"),
    ("remove_ship", "Take a ship back", "Take your ship on the cursor square back into the reserve"),
    ("flip", "Flip the board", "Turn the board round"),
    ("auto_flip", "Turn the board to the mover", "Toggle: the board faces the player to move"),
    ("offer_draw", "Offer a draw", "The other player is asked to accept"),
    ("resign", "Resign", "Give up the game (asks first)"),
    ("save", "Save game", "Save the game to a file"),
    ("load", "Load game", "Open a saved game"),
    ("review", "Review the moves", "Step through the game from the start"),
    ("new_game", "New game", "Set up a new game of this variant"),
    ("to_title", "Back to title", "The game stays autosaved: Resume brings it back"),
    ("help", "Help", "Rules, notation and keys"),
)


class GameActions(_Base):
    """Mixin of :class:`SetiGameScreen`: every keyed command and what enables it."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """True: shown and enabled; None: shown greyed out; False: hidden (Textual's contract)."""
        engine = self.engine
        over = engine.outcome is not None
        if action == "undo":
            return True if engine.can_undo else None
        if action == "redo":
            return engine.can_redo
        if action in ("place_ship", "remove_ship"):
            if not self.state.aleph:
                return False
            kind = PLACE_SHIP if action == "place_ship" else REMOVE_SHIP
            return True if has_kind(engine.legal_actions(), kind) else None
        if action in ("offer_draw", "resign", "enter_move"):
            return None if over or self.bot_to_move else True
        return True

    # --- typed moves -------------------------------------------------------------------------
    def action_enter_move(self) -> None:
        self.entry.input.focus()

    def on_move_entry_submitted(self, message: MoveEntry.Submitted) -> None:
        """Play a typed token; the engine's reason and suggestions come back on refusal."""
        token = normalise(message.token)
        if self.bot_to_move:
            self.say(f"{self.bot_thinking_text()} Your move waits until it has played.", "warn")
            return
        if token == "draw":
            self.action_offer_draw()
            return
        if token.startswith("resign:"):
            self.confirm_resign(token.split(":", 1)[1])
            return
        try:
            events = self.engine.play_token(message.token)
        except IllegalAction as error:
            self.entry.refuse(message.token, error.reason, error.suggestions)
            self.say("Move refused: see the reason under the entry.", "error")
            return
        self.entry.accept()
        self.board.focus()
        self.after_change(" ".join(e.text for e in events), "good")

    def on_move_entry_left(self) -> None:
        self.board.focus()

    def action_cancel(self) -> None:
        if self.selection.active:
            self.cancel_selection()
            self.say(f"Selection cleared. {self.prompt()}")
        else:
            self.board.focus()

    # --- ships -------------------------------------------------------------------------------
    def action_place_ship(self) -> None:
        self.ship_action(PLACE_SHIP)

    def action_remove_ship(self) -> None:
        self.ship_action(REMOVE_SHIP)

    def ship_action(self, kind: int) -> None:
        """Place or take back a ship on the cursor square, or show the engine's refusal."""
        if self.bot_to_move:
            self.say(self.bot_thinking_text(), "warn")
            return
        square = self.board.cursor
        move = ship_move(self.engine.legal_actions(), kind, square) or SetiMove(kind, -1, square)
        self.play_move(move)

    # --- history -------------------------------------------------------------------------------
    def action_undo(self) -> None:
        """Take back the last move; against a computer, back to the last human move."""
        self.bot_seats.cancel()
        try:
            tokens = undo_to_human(self.engine, self.bot_seats.is_bot)
        except UndoRefused as error:
            self.say(str(error), "warn")
            self.start_bot()
            return
        self._over_announced = False
        self.after_change(f"Took back {', '.join(reversed(tokens))}.")

    def action_redo(self) -> None:
        """Play again what was taken back; against a computer, up to the next human move."""
        self.bot_seats.cancel()
        try:
            tokens = redo_to_human(self.engine, self.bot_seats.is_bot)
        except (UndoRefused, IllegalAction) as error:
            self.say(str(error), "warn")
            self.start_bot()
            return
        self.after_change(f"Played {', '.join(tokens)} again.")

    # --- the board's orientation -------------------------------------------------------------
    def action_flip(self) -> None:
        self.flip = not self.flip
        self.sync()
        self.say("Board flipped." if self.flip else "Board turned back.")

    def action_auto_flip(self) -> None:
        self.auto_flip = not self.auto_flip
        self.sync()
        state = "on: the board faces the player to move" if self.auto_flip else "off"
        self.say(f"Auto-turn is {state}.")

    # --- draw and resignation -----------------------------------------------------------------
    def action_offer_draw(self) -> None:
        seat = self.engine.to_act
        if seat is None:
            return
        if self.bot_seats.is_bot(self.other_seat(seat)):
            self.say(f"{self.seat_title(self.other_seat(seat))} declines the draw: play on.", "warn")
            return
        other = self.label(self.other_seat(seat))
        question = f"{self.label(seat)} offers a draw.\n\n{other}, do you accept?"
        self.app.push_screen(ConfirmDialog("Draw offer", question, "Accept", "Decline"),
                             self.draw_answered)

    def draw_answered(self, accepted: bool | None) -> None:
        if not accepted:
            self.say("Draw declined: play on.", "warn")
            return
        self.after_change(" ".join(e.text for e in self.engine.agree_draw()))

    def action_resign(self) -> None:
        if self.engine.to_act is not None:
            self.confirm_resign(self.engine.to_act)

    def confirm_resign(self, seat: str) -> None:
        if seat not in self.engine.ruleset.seats(self.state):
            self.entry.refuse(f"resign:{seat}", f"There is no seat {seat!r} in this game.", ())
            return
        winner = self.label(self.other_seat(seat))
        question = f"{self.label(seat)}, do you really resign?\n\n{winner} will win the game."
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
        self.entry.accept()
        self.after_change(" ".join(e.text for e in events))

    # --- files ---------------------------------------------------------------------------------
    def action_load(self) -> None:
        """Open another saved game in place of this one (tried in the dialog: a file that does
        not open keeps it open, with the reason)."""
        from kemet_tui.tui.game_files import read_game
        from kemet_tui.tui.screens.load import LoadDialog

        dialog = LoadDialog(read_game, self.saves.proposed_path())
        self.app.push_screen(dialog, self.load_from)

    def load_from(self, game) -> None:
        if game is not None:
            self.app.play(*game)

    # --- other screens -------------------------------------------------------------------------
    def action_review(self) -> None:
        from kemet_tui.tui.screens.replay import ReplayScreen

        self.app.push_screen(ReplayScreen(self.engine.record))

    def explain_disabled(self, action: str) -> None:
        """Why a greyed command cannot be done now (a key of the footer pressed in vain)."""
        if action == "undo":
            self.say("Cannot undo: there is nothing to undo.", "warn")
        elif self.bot_to_move:
            self.say(self.bot_thinking_text(), "warn")
        elif self.engine.outcome is not None:
            self.say("The game is over.", "warn")
        else:
            self.say("That is not possible now.", "warn")

    def action_to_title(self) -> None:
        self.app.show_title()

    def action_help(self) -> None:
        from kemet_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.engine.ruleset.name, self.active_keys()))

    def active_keys(self) -> list[tuple[str, str]]:
        """(keys, what they do) of the board and this screen, for the help screen."""
        bindings = list(self.board.BINDINGS) + list(self.BINDINGS)
        return [(b.key.replace(",", ", "), b.description) for b in bindings]
