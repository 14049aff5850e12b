"""Computer seats on the Seti game screen: who moves, the pause between two bots, the undo rule.

The worker, the :class:`BotMoved` answer and the staleness check are shared with Kemet's screen
(:mod:`.bot_seats`); this mixin adds what is Seti's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.tui.screens.bot_seats import BotMoved, BotSeats, bot_title
from kemet_tui.tui.settings_apply import bot_pause_setting

if TYPE_CHECKING:
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object

#: pause before each move when two bots play each other, so that a person can follow the game
BOT_VS_BOT_PAUSE = 0.6


class GameBots(BotSeats, _Base):
    """Mixin of :class:`SetiGameScreen`: starts, cancels and answers the computer seats."""

    @property
    def bot_to_move(self) -> bool:
        """Whether the seat to act now is a computer (then the human's board input waits)."""
        return self.engine.outcome is None and self.is_bot(self.engine.to_act)

    def seat_title(self, seat: str) -> str:
        """The seat's player name, with the bot's level when a computer plays it."""
        label = self.label(seat)
        return f"{label} ({bot_title(self.bot_specs[seat])})" if self.is_bot(seat) else label

    def bot_pause(self) -> float:
        """A short pause between moves when bots play each other (the player's setting, else
        ``BOT_VS_BOT_PAUSE``; none in frozen apps)."""
        all_bots = all(self.is_bot(s) for s in self.engine.ruleset.seats(self.state))
        if not all_bots or getattr(self.app, "frozen", False):
            return 0.0
        chosen = bot_pause_setting(self.app)
        return BOT_VS_BOT_PAUSE if chosen is None else chosen

    def start_bot(self) -> None:
        """If a bot is to move, let it think in a thread worker (a running one is replaced)."""
        self.cancel_bot()
        if self.bot_to_move:
            seat = self.engine.to_act
            self.run_bot(self.bots[seat], seat, self.bot_pause())

    def on_bot_moved(self, message: BotMoved) -> None:
        """Play the bot's move if the game is still where the bot thought about it."""
        if self.bot_answer_held(message):
            return
        if not self.is_current(message):
            return
        token = self.engine.ruleset.format_action(self.state, message.action)
        events = self.engine.play(message.action)
        detail = " ".join(e.text for e in events)
        self.after_change(f"{self.seat_title(message.seat)} played {token}. {detail}".strip())

    def bot_thinking_text(self) -> str:
        return f"{self.seat_title(self.engine.to_act)} is thinking..."

    def undo_to_human(self) -> list[str]:
        """Take back moves until a human is to move (at least one; bots alone: just one)."""
        taken = [self.engine.undo()]
        humans = [s for s in self.engine.ruleset.seats(self.state) if not self.is_bot(s)]
        while humans and self.is_bot(self.engine.to_act) and self.engine.can_undo:
            taken.append(self.engine.undo())
        return taken

    def redo_to_human(self) -> list[str]:
        """Replay taken-back moves until a human is to move or nothing is left to redo."""
        done = [self.engine.redo()]
        while self.bot_to_move and self.engine.can_redo:
            done.append(self.engine.redo())
        return done
