"""Computer seats on the Kemet: Seth screen: the part of the screen that runs the bot the
game's :class:`~.bot_table.BotTable` names, in a worker, and plays its answer (docs/kemet-ui.md).

Who answers what, the pace and the undo rule are the bot table's (:mod:`.bot_table`); whose view
is up while a bot thinks and when the curtain comes are the hand-over's (:mod:`.handover`). A bot
sees ``view(state, seat)`` only; what it chose secretly (DI cards, battle cards) is said on screen
only as the viewer may read it (``panels.ply_words``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.tui.screens.bot_seats import BotMoved, BotSeats
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.bot_table import BotTable
from kemet_tui.tui.settings_apply import bot_pause_setting, reveal_pause_setting

if TYPE_CHECKING:
    from kemet_tui.bots import Bot
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object


class KemetBots(BotSeats, _Base):
    """Mixin of :class:`KemetGameScreen`: runs the bots its :class:`BotTable` names."""

    #: the pause between two bot answers; None: the player's setting or the table's pace, none
    #: in frozen apps (tests)
    bot_pause_seconds: float | None = None

    def setup_bots(self) -> None:
        """Make the game's bots (:class:`BotSeats`) and the table that says who answers."""
        super().setup_bots()
        self.bot_table = BotTable(self.engine.state.seat_ids, self.bots, self.bot_specs,
                                  self.label)

    # --- who answers --------------------------------------------------------------------------
    def human_seats(self) -> tuple[str, ...]:
        return self.bot_table.human_seats()

    def bot_for(self, decider: str | None) -> Bot | None:
        return self.bot_table.bot_for(decider)

    def bot_answered_last(self) -> bool:
        """Whether the last answer in the game was a bot's (the turn may now come back to the
        human watching, whose decision list was empty meanwhile)."""
        return self.bot_table.answered_by_bot(self.engine.plies)

    @property
    def bot_deciding(self) -> bool:
        return self.engine.outcome is None and self.bot_for(self.engine.to_act) is not None

    def seat_title(self, seat: str) -> str:
        return self.bot_table.seat_title(seat)

    def bots_note(self) -> str:
        return self.bot_table.note()

    def thinking_text(self) -> str:
        return f"{self.seat_title(self.engine.to_act)} is thinking..." if self.bot_deciding else ""

    # --- whose view ----------------------------------------------------------------------------
    def eyes_for(self, seat: str | None) -> str | None:
        """Whose view is up while ``seat`` answers its private questions (``HandOver``)."""
        return self.handover.eyes_for(seat)

    # --- the pace --------------------------------------------------------------------------------
    def bot_pause(self) -> float:
        """Pause before a bot's answer (the table's rule; none in a frozen app)."""
        if not self.bot_table.answered_by_bot(self.engine.plies):
            return 0.0
        if self.bot_pause_seconds is not None:
            return self.bot_pause_seconds
        if getattr(self.app, "frozen", False):
            return 0.0
        return self.bot_table.pause_before(self.engine.plies, bot_pause_setting(self.app))

    def reveal_pause(self, fought: dict) -> float | None:
        """How long the reveal of a battle fought by bots alone stays up (the table's rule;
        at once in a frozen app)."""
        pause = self.bot_table.reveal_pause(fought, reveal_pause_setting(self.app))
        if pause is not None and getattr(self.app, "frozen", False):
            return 0.0
        return pause

    # --- running the bots ---------------------------------------------------------------------------
    def start_bot(self) -> None:
        """If a bot is asked now, let it think in a worker (never behind the curtain)."""
        self.cancel_bot()
        if self.curtain_up or not self.bot_deciding:
            return
        decider = self.engine.to_act
        self.run_bot(self.bot_for(decider), decider, self.bot_pause())

    def on_bot_moved(self, message: BotMoved) -> None:
        """Play the bot's answer if the game is still where it thought, and say what it did
        as the viewer may read it."""
        if self.bot_answer_held(message):
            return
        if self.curtain_up or not self.is_current(message):
            return
        index = len(self.engine.plies)
        title = self.seat_title(message.seat)
        events = self.engine.play(message.action)
        label, seen = panels.ply_words(self.engine, index, self.eyes, self._labels)
        said = f"{title}: {label or 'a secret choice'}" + (f" — {seen}" if seen else "")
        self.after_change(events, said)

    # --- undo --------------------------------------------------------------------------------------
    def undo_span(self) -> int:
        """How many actions an undo takes back (:meth:`BotTable.undo_span`)."""
        return self.bot_table.undo_span(self.engine.plies, self.viewer, self.forced_plies)
