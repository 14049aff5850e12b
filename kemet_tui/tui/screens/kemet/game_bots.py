"""Computer seats on the Kemet: Seth screen: who answers what, whose view is up while a bot
thinks, when the curtain is needed, the pace of bots and the undo rule (docs/kemet-ui.md).

- **Who answers.** A bot answers the decisions the engine asks its own seat. The Alliance's
  team decisions (``alliance``: which member acts next, PP shares, ceremony and sacred-temple
  payments, casualties, the fighter of a mixed troop...) are asked of no seat: the human members
  answer them together when the Alliance has any human, and only an all-bot Alliance lets its
  first member's bot answer (as the match runner does).
- **Whose view is up.** A human decider sees its own view. The Alliance's team decisions show
  the public view when two or more members are human (no member's secrets before the others),
  and the human member's own view when exactly one is (the choice is that player's alone, and
  the DI cards on screen are their own; never another member's): :meth:`KemetBots.eyes_for`.
  While a bot thinks, the screen shows the one human's own view when exactly one human plays
  (nobody else is at the table to see it), else the public view (no seat's secrets, whoever
  watches).
- **The curtain** comes before a human's view whenever someone other than that human may have
  been looking: always when the screen opens (start, resume), never again with one human, and
  with two or more humans at each hand-over from or to a private view, as in a game of humans
  (judged on whose view is up: a lone human member going from a team decision to their own or
  back keeps the keyboard without one).
- **Secrets.** A bot sees ``view(state, seat)`` only; what it chose secretly (DI cards, battle
  cards) is said on screen only as the viewer may read it (``panels.ply_words``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.rules.kemet import ALLIANCE, SETH
from kemet_tui.tui.screens.bot_seats import BotMoved, BotSeats, bot_title
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.settings_apply import bot_pause_setting, reveal_pause_setting

if TYPE_CHECKING:
    from kemet_tui.bots import Bot
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object

#: seconds before a bot's answer that follows another bot's, so that a person can follow
BOT_PAUSE = 0.5
#: seconds the reveal of a battle between bots stays up before the game goes on
REVEAL_PAUSE = 2.5


class KemetBots(BotSeats, _Base):
    """Mixin of :class:`KemetGameScreen`: the computer seats and the curtain rules they need."""

    #: the pause between two bot answers; None: :data:`BOT_PAUSE`, none in frozen apps (tests)
    bot_pause_seconds: float | None = None

    # --- who answers --------------------------------------------------------------------------
    def human_seats(self) -> tuple[str, ...]:
        return tuple(s for s in self.engine.state.seat_ids if not self.is_bot(s))

    def bot_for(self, decider: str | None) -> Bot | None:
        """The bot answering ``decider``, or None when a human does (see the module's doc)."""
        if decider == ALLIANCE:
            members = [s for s in self.engine.state.seat_ids if s != SETH]
            return None if any(not self.is_bot(m) for m in members) else self.bots[members[0]]
        return self.bots.get(decider) if decider is not None else None

    def bot_answered_last(self) -> bool:
        """Whether the last answer in the game was a bot's (the turn may now come back to the
        human watching, whose decision list was empty meanwhile)."""
        plies = self.engine.plies
        return bool(plies) and self.bot_for(plies[-1].seat) is not None

    @property
    def bot_deciding(self) -> bool:
        return self.engine.outcome is None and self.bot_for(self.engine.to_act) is not None

    def seat_title(self, seat: str) -> str:
        """``Seth (Level 1)`` for a bot's seat (or an all-bot Alliance), else the seat's label."""
        bot = self.bot_for(seat)
        if bot is None:
            return self.label(seat)
        spec = self.bot_specs.get(seat) or bot.name
        return f"{self.label(seat)} ({bot_title(spec)})"

    def bots_note(self) -> str:
        """`` · bots: Seth (Level 1), A2 (Random)`` for the subtitle (empty without bots)."""
        seats = [s for s in self.engine.state.seat_ids if s in self.bot_specs]
        return f" · bots: {', '.join(self.seat_title(s) for s in seats)}" if seats else ""

    def thinking_text(self) -> str:
        return f"{self.seat_title(self.engine.to_act)} is thinking..." if self.bot_deciding else ""

    # --- whose view ----------------------------------------------------------------------------
    def eyes_for(self, seat: str | None) -> str | None:
        """Whose view is up while ``seat`` answers its private questions (``HandOver``)."""
        return self.handover.eyes_for(seat)

    # --- running the bots ---------------------------------------------------------------------------
    def bot_pause(self) -> float:
        """Pause before a bot's answer that follows another bot's (none after a human's)."""
        plies = self.engine.plies
        if not plies or self.bot_for(plies[-1].seat) is None:
            return 0.0
        if self.bot_pause_seconds is not None:
            return self.bot_pause_seconds
        if getattr(self.app, "frozen", False):
            return 0.0
        chosen = bot_pause_setting(self.app)  # the player's settings, else the built-in pace
        return BOT_PAUSE if chosen is None else chosen

    def reveal_pause(self, fought: dict) -> float | None:
        """How long the reveal of a battle fought by bots alone stays up (None: a human fought
        it, or it cannot be told, and the table goes on with a key)."""
        seats = {seat for troop in fought.values() for seat, _ in troop.units}
        if not seats or any(not self.is_bot(seat) for seat in seats):
            return None
        if getattr(self.app, "frozen", False):
            return 0.0
        chosen = reveal_pause_setting(self.app)
        return REVEAL_PAUSE if chosen is None else chosen

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
        """How many actions an undo takes back: the bots' answers since the viewer's last one,
        and the answers played because they were the only ones, then that one; 0 when it may not (another human answered since, or a draw or reveal
        would be taken back)."""
        plies = self.engine.plies
        for back, ply in enumerate(reversed(plies), start=1):
            if any(e.irreversible for e in ply.events):
                return 0
            if self.bot_for(ply.seat) is None and len(plies) - back not in self.forced_plies:
                own = ply.seat == self.viewer or len(self.human_seats()) == 1
                return back if own else 0
        return 0
