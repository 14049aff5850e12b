"""Who answers each question of a Kemet: Seth game with computer seats, and the pace and the
undo rule that follow from it, decided without a running app.

A part of the game screen that answers the screen's questions about the game's bots
(``tests/tui/parts/kemet/test_bot_table.py`` tests it alone, with no screen); the screen runs the
bot it names through its :class:`~kemet_tui.tui.parts.bot_seat_runner.BotSeatRunner` and plays
its answer.

- **Who answers.** A bot answers the decisions the engine asks its own seat. The Alliance's
  team decisions are asked of no seat: the human members answer them together when the
  Alliance has any human, and only an all-bot Alliance lets its first member's bot answer (as
  the match runner does).
- **The pace.** A bot's answer that follows another bot's (:meth:`BotTable.answered_by_bot`)
  waits a little (:data:`BOT_PAUSE`, or the player's setting: ``BotSeatRunner.pause``), so that
  a person can follow; one that follows a human's comes at once. The reveal of a battle fought
  by bots alone goes on by itself after a pause; one a human fought waits for a key.
- **Undo** takes back the bots' answers since the viewer's last one, and the answers played
  for a human because they were the only ones, then that one; never another human's answer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from kemet_tui.rules.kemet import ALLIANCE, SETH
from kemet_tui.tui.parts.bot_seat_runner import bot_title

#: seconds before a bot's answer that follows another bot's, so that a person can follow
BOT_PAUSE = 0.5
#: seconds the reveal of a battle between bots stays up before the game goes on
REVEAL_PAUSE = 2.5


class BotTable:
    """The computer seats of one game: ``bots`` and their ``specs`` by seat, ``seats`` in
    order, ``label(seat)`` for a seat's name on screen."""

    def __init__(
        self,
        seats: Sequence[str],
        bots: Mapping[str, Any],
        specs: Mapping[str, str],
        label: Callable[[str], str],
    ) -> None:
        self.seats = tuple(seats)
        self.bots = dict(bots)
        self.specs = dict(specs)
        self.label = label

    # --- who answers --------------------------------------------------------------------------
    def is_bot(self, seat: str | None) -> bool:
        return seat is not None and seat in self.bots

    def human_seats(self) -> tuple[str, ...]:
        return tuple(s for s in self.seats if not self.is_bot(s))

    def bot_for(self, decider: str | None) -> Any | None:
        """The bot answering ``decider``, or None when a human does (see the module's doc)."""
        if decider == ALLIANCE:
            members = [s for s in self.seats if s != SETH]
            return None if any(not self.is_bot(m) for m in members) else self.bots[members[0]]
        return self.bots.get(decider) if decider is not None else None

    def answered_by_bot(self, plies: Sequence[Any]) -> bool:
        """Whether the last answer in ``plies`` was a bot's."""
        return bool(plies) and self.bot_for(plies[-1].seat) is not None

    # --- names ------------------------------------------------------------------------------------
    def seat_title(self, seat: str) -> str:
        """``Seth (Level 1)`` for a bot's seat (or an all-bot Alliance), else the seat's label."""
        bot = self.bot_for(seat)
        if bot is None:
            return self.label(seat)
        spec = self.specs.get(seat) or bot.name
        return f"{self.label(seat)} ({bot_title(spec)})"

    def note(self) -> str:
        """`` · bots: Seth (Level 1), A2 (Random)`` for the subtitle (empty without bots)."""
        seats = [s for s in self.seats if s in self.specs]
        return f" · bots: {', '.join(self.seat_title(s) for s in seats)}" if seats else ""

    # --- the pace ---------------------------------------------------------------------------------
    def reveal_pause(
        self, fought: Mapping[str, Any], chosen: float | None, fighters: Sequence[str] = ()
    ) -> float | None:
        """How long the reveal of a battle fought by bots alone stays up: ``chosen`` or
        :data:`REVEAL_PAUSE`; None when a human fought it (chose a card, or had a unit in
        either troop), or it cannot be told (the table goes on with a key). ``fighters``:
        the seats that chose the cards, known even when the battle is over and its troops
        are gone."""
        seats = {seat for troop in fought.values() for seat, _ in troop.units} | set(fighters)
        if not seats or any(not self.is_bot(seat) for seat in seats):
            return None
        return REVEAL_PAUSE if chosen is None else chosen

    # --- undo ---------------------------------------------------------------------------------------
    def undo_span(self, plies: Sequence[Any], viewer: str | None, forced: set[int]) -> int:
        """How many actions an undo takes back (the module's doc); 0 when it may not: another
        human answered since, or a draw or a reveal would be taken back."""
        for back, ply in enumerate(reversed(plies), start=1):
            if any(e.irreversible for e in ply.events):
                return 0
            if self.bot_for(ply.seat) is None and len(plies) - back not in forced:
                own = ply.seat == viewer or len(self.human_seats()) == 1
                return back if own else 0
        return 0
