"""Computer seats on the Seti game screen: a bot thinks in a thread worker and posts its move.

The bot is handed only ``ruleset.view(state, seat)`` and the legal actions of the state the screen
showed when it started thinking (states are values, so the thread reads them safely while the UI
goes on). Its answer comes back as a :class:`BotMoved` message; the screen plays it through
``engine.play`` only if the game is still where the bot left it (an undo meanwhile discards it).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from textual.message import Message
from textual.worker import get_current_worker

from kemet_tui.bots import make_bot
from kemet_tui.rules.seti.options import SetiOptions

if TYPE_CHECKING:
    from kemet_tui.tui.screens.game import SetiGameScreen as _Base
else:
    _Base = object

#: pause before each move when two bots play each other, so that a person can follow the game
BOT_VS_BOT_PAUSE = 0.6
BOT_GROUP = "bot"


def seat_bots(options: Mapping[str, Any]) -> dict[str, str]:
    """Seat -> bot spec of a game's options (the core's own reading of them)."""
    return dict(SetiOptions.model_validate(dict(options)).bots)


def check_bots(options: Mapping[str, Any]) -> None:
    """ValueError (naming the bots there are) when the options seat a bot that does not exist."""
    for spec in seat_bots(options).values():
        make_bot(spec)


def bot_title(spec: str) -> str:
    """A bot spec in words: ``seti:3`` -> ``Level 3``, ``greedy`` -> ``Greedy``."""
    name, _, level = spec.partition(":")
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


class GameBots(_Base):
    """Mixin of :class:`SetiGameScreen`: starts, cancels and answers the computer seats."""

    def setup_bots(self) -> None:
        """Make one bot per computer seat, seeded from the game so that replies repeat (a seat
        naming a bot this version does not know is left to a human rather than refusing the save)."""
        self.bots, self.bot_specs = {}, {}
        for seat, spec in seat_bots(self.engine.options).items():
            try:
                self.bots[seat] = make_bot(spec, self.engine.seed)
            except ValueError:
                continue
            self.bot_specs[seat] = spec

    def is_bot(self, seat: str | None) -> bool:
        return seat is not None and seat in self.bots

    @property
    def bot_to_move(self) -> bool:
        """Whether the seat to act now is a computer (then the human's board input waits)."""
        return self.engine.outcome is None and self.is_bot(self.engine.to_act)

    def seat_title(self, seat: str) -> str:
        """The seat's player name, with the bot's level when a computer plays it."""
        label = self.label(seat)
        return f"{label} ({bot_title(self.bot_specs[seat])})" if self.is_bot(seat) else label

    def bot_pause(self) -> float:
        """A short pause between moves when bots play each other (none in frozen apps)."""
        all_bots = all(self.is_bot(s) for s in self.engine.ruleset.seats(self.state))
        return BOT_VS_BOT_PAUSE if all_bots and not getattr(self.app, "frozen", False) else 0.0

    def start_bot(self) -> None:
        """If a bot is to move, let it think in a thread worker (a running one is replaced)."""
        self.cancel_bot()
        if not self.bot_to_move:
            return
        seat = self.engine.to_act
        bot, ruleset, state, pause = self.bots[seat], self.engine.ruleset, self.state, self.bot_pause()
        self.run_worker(lambda: self._think_and_post(bot, ruleset, state, seat, pause),
                        thread=True, group=BOT_GROUP, exclusive=True, name=f"bot {seat}")

    def _think_and_post(self, bot, ruleset, state, seat: str, pause: float) -> None:
        message = think(bot, ruleset, state, seat, pause)
        if message is not None:
            self.post_message(message)

    def cancel_bot(self) -> None:
        self.workers.cancel_group(self, BOT_GROUP)

    def on_bot_moved(self, message: BotMoved) -> None:
        """Play the bot's move if the game is still where the bot thought about it."""
        if message.state is not self.state or self.engine.to_act != message.seat:
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
