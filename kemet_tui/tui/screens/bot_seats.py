"""Computer seats on any game screen: a bot thinks in a thread worker and posts its answer.

The bot is handed only ``ruleset.view(state, seat)`` and the legal actions of the state the screen
showed when it started thinking (states are values, so the thread reads them safely while the UI
goes on). Its answer comes back as a :class:`BotMoved` message; the screen plays it through
``engine.play`` only if the game is still where the bot left it (:meth:`BotSeats.is_current`: an
undo meanwhile discards it). Seti's screen (:mod:`.game_bots`) and Kemet's
(:mod:`.kemet.game_bots`) add who answers what, the pauses and the undo rule of their game.
"""

from __future__ import annotations

import time
from typing import Any

from textual.message import Message
from textual.worker import get_current_worker

from kemet_tui.bots import make_bot
# check_bots and seat_bots live with the bots (the command line checks them too); the screens
# read them here
from kemet_tui.bots.registry import can_sit, check_bots, seat_bots, specs_for  # noqa: F401

BOT_GROUP = "bot"


def bot_title(spec: str) -> str:
    """A bot spec in words: ``seti:3`` -> ``Level 3``, ``greedy`` -> ``Greedy``,
    ``kemet:3/8`` -> ``Level 3, 8 iterations``."""
    name, _, level = spec.partition(":")
    level, _, budget = level.partition("/")
    if budget:
        return f"Level {level}, {budget} iterations"
    return f"Level {level}" if level else name.capitalize()


class BotMoved(Message):
    """A bot's answer: ``action`` chosen for ``seat`` in ``state`` (checked again on arrival)."""

    def __init__(self, seat: str, state: Any, action: Any) -> None:
        super().__init__()
        self.seat, self.state, self.action = seat, state, action


def think(bot, ruleset, state, seat: str, pause: float) -> BotMoved | None:
    """Run in a worker thread: wait ``pause``, then let the bot choose; None when cancelled."""
    if pause:
        time.sleep(pause)
    worker = get_current_worker()
    if worker.is_cancelled:
        return None
    action = bot.choose(ruleset, ruleset.view(state, seat), ruleset.legal_actions(state), seat)
    return None if worker.is_cancelled else BotMoved(seat, state, action)


class BotSeats:
    """Mixin of a game screen (it needs ``self.engine`` and Textual's ``run_worker``): makes the
    game's bots, runs one in a worker, cancels it, and tells a stale answer from a current one."""

    def setup_bots(self) -> None:
        """Make one bot per computer seat, seeded from the game so that replies repeat (a seat
        naming a bot this version does not know, or one of another game, is left to a human rather than refusing the save)."""
        self.bots, self.bot_specs = {}, {}
        engine = self.engine
        for seat, spec in seat_bots(engine.ruleset.name, engine.options).items():
            if not can_sit(engine.ruleset.name, spec):
                continue
            self.bots[seat] = make_bot(spec, engine.seed)
            self.bot_specs[seat] = spec

    def is_bot(self, seat: str | None) -> bool:
        return seat is not None and seat in self.bots

    def run_bot(self, bot, seat: str, pause: float) -> None:
        """Let ``bot`` answer for ``seat`` in the current state, in a thread worker (a running
        one is replaced)."""
        self.cancel_bot()
        ruleset, state = self.engine.ruleset, self.engine.state
        self.run_worker(lambda: self._think_and_post(bot, ruleset, state, seat, pause),
                        thread=True, group=BOT_GROUP, exclusive=True, name=f"bot {seat}")

    def _think_and_post(self, bot, ruleset, state, seat: str, pause: float) -> None:
        message = think(bot, ruleset, state, seat, pause)
        if message is not None:
            self.post_message(message)

    def cancel_bot(self) -> None:
        self.workers.cancel_group(self, BOT_GROUP)

    def bot_answer_held(self, message: BotMoved) -> bool:
        """Keep ``message`` for later (True) while a dialog covers the game screen: a bot must
        not play on under the save or help dialog, or a curtain could come up over it and be
        lifted by a key meant for the dialog, by whoever is at the keyboard."""
        if self.app.screen is self:
            return False
        self._held_bot_answer = message
        return True

    def on_screen_resume(self) -> None:
        """The game screen is on top again: deliver the answer kept while it was covered (the
        staleness check still applies when it arrives)."""
        message = getattr(self, "_held_bot_answer", None)
        self._held_bot_answer = None
        if message is not None:
            self.post_message(message)

    def is_current(self, message: BotMoved) -> bool:
        """Whether the game is still where the bot thought about it (not undone, not moved on)."""
        return message.state is self.engine.state and self.engine.to_act == message.seat
