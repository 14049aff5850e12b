"""Computer seats on any game screen, the Textual side: a bot thinks in a thread worker and its
answer comes back to the screen as a :class:`BotMoved` message.

What a bot seat is, its pace, the staleness check and the answer held under a dialog are the
pure :class:`~kemet_tui.tui.parts.bot_seat_runner.BotSeatRunner`'s; :func:`bot_seat_runner` gives it
the screen's thread workers. The screen plays an answer through ``engine.play`` only if the runner
says the game is still where the bot left it (``is_current``: an undo meanwhile discards it).
"""

from __future__ import annotations

from textual.message import Message
from textual.screen import Screen
from textual.worker import get_current_worker

# check_bots and seat_bots live with the bots (the command line checks them too); the screens
# read them here
from kemet_tui.bots.registry import can_sit, check_bots, seat_bots, specs_for  # noqa: F401
from kemet_tui.tui.parts.bot_seat_runner import BotSeatRunner, Job
from kemet_tui.tui.settings_apply import bot_pause_setting

BOT_GROUP = "bot"


class BotMoved(Message):
    """A bot's answer: ``action`` chosen for ``seat`` in ``state`` (checked again on arrival)."""

    def __init__(self, seat: str, state, action) -> None:
        super().__init__()
        self.seat, self.state, self.action = seat, state, action


class BotWorkers:
    """The thread workers of ``screen`` that run its bots, one at a time, each answer posted
    to the screen as :class:`BotMoved`."""

    def __init__(self, screen: Screen) -> None:
        self.screen = screen

    def launch(self, job: Job, name: str) -> None:
        """Run ``job`` in a thread worker (a running one is replaced)."""
        self.screen.run_worker(
            lambda: self._answer(job), thread=True, group=BOT_GROUP, exclusive=True, name=name
        )

    def _answer(self, job: Job) -> None:
        worker = get_current_worker()
        answer = job(lambda: worker.is_cancelled)
        if answer is not None:
            self.screen.post_message(BotMoved(answer.seat, answer.state, answer.action))

    def cancel(self) -> None:
        self.screen.workers.cancel_group(self.screen, BOT_GROUP)


def bot_seat_runner(screen: Screen, engine) -> BotSeatRunner:
    """The runner of ``engine``'s computer seats on ``screen``: its workers, the app's frozen
    flag and the player's pause setting (read when a bot starts: the app is known by then)."""
    workers = BotWorkers(screen)
    return BotSeatRunner(
        engine,
        workers.launch,
        workers.cancel,
        frozen=lambda: getattr(screen.app, "frozen", False),
        chosen_pause=lambda: bot_pause_setting(screen.app),
    )
