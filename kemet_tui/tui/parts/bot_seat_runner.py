"""The computer seats of one game, run without Textual: which seats are bots, how long a bot
waits before it answers, whether its answer still fits the game, and the answer kept while a
dialog covers the game screen.

A part of every game screen (Seti's and Kemet's) that owns this state, so that it is tested on
an engine alone (``tests/tui/parts/test_bot_seat_runner.py``). The screen hands it two callables:
one that runs a job in a thread and one that cancels it (:mod:`~kemet_tui.tui.screens.bot_seats`
gives Textual's worker);
the job is :func:`think`, which sees only ``ruleset.view(state, seat)`` and the legal actions of
the state the screen showed when the bot started (states are values, so the thread reads them
safely while the UI goes on).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kemet_tui.bots.registry import can_sit, make_bot, seat_bots


def bot_title(spec: str) -> str:
    """A bot spec in words: ``seti:3`` -> ``Level 3``, ``greedy`` -> ``Greedy``,
    ``kemet:3/8`` -> ``Level 3, 8 iterations``."""
    name, _, level = spec.partition(":")
    level, _, budget = level.partition("/")
    if budget:
        return f"Level {level}, {budget} iterations"
    return f"Level {level}" if level else name.capitalize()


@dataclass(frozen=True, slots=True)
class BotAnswer:
    """A bot's answer: ``action`` chosen for ``seat`` in ``state`` (checked again on arrival)."""

    seat: str
    state: Any
    action: Any


#: a bot's thinking, run in a thread: given ``cancelled()``, its answer (None once cancelled)
Job = Callable[[Callable[[], bool]], "BotAnswer | None"]


def think(
    bot,
    ruleset,
    state,
    seat: str,
    pause: float,
    cancelled: Callable[[], bool],
    sleep: Callable[[float], None] = time.sleep,
) -> BotAnswer | None:
    """Wait ``pause``, then let the bot choose; None when cancelled meanwhile (an undo, a new
    move, the screen left: nobody wants the answer)."""
    if pause:
        sleep(pause)
    if cancelled():
        return None
    action = bot.choose(ruleset, ruleset.view(state, seat), ruleset.legal_actions(state), seat)
    return None if cancelled() else BotAnswer(seat, state, action)


def game_bots(engine) -> tuple[dict[str, Any], dict[str, str]]:
    """One bot per computer seat and its spec, seeded from the game so that replies repeat (a
    seat naming a bot this version does not know, or one of another game, is left to a human
    rather than refusing the save)."""
    bots, specs = {}, {}
    name = engine.ruleset.name
    for seat, spec in seat_bots(name, engine.options).items():
        if can_sit(name, spec):
            bots[seat], specs[seat] = make_bot(spec, engine.seed), spec
    return bots, specs


class BotSeatRunner:
    """The computer seats of the game ``engine`` plays: ``launch(job, name)`` runs a job in a
    thread (a running one is replaced), ``cancel()`` cancels it; ``frozen()`` says the app
    never waits (tests, screenshots), ``chosen_pause()`` is the player's pause setting (None:
    the game's own)."""

    def __init__(
        self,
        engine,
        launch: Callable[[Job, str], None],
        cancel: Callable[[], None],
        frozen: Callable[[], bool] = lambda: False,
        chosen_pause: Callable[[], float | None] = lambda: None,
    ) -> None:
        self.engine = engine
        self.bots, self.specs = game_bots(engine)
        self._launch, self._cancel = launch, cancel
        self.frozen, self.chosen_pause = frozen, chosen_pause
        #: the pause before every paced answer, whatever the settings (None: they decide)
        self.fixed_pause: float | None = None
        #: the answer that came while a dialog covered the game screen
        self.held: Any = None

    # --- who plays ------------------------------------------------------------------------------
    def is_bot(self, seat: str | None) -> bool:
        return seat is not None and seat in self.bots

    def all_bots(self, seats) -> bool:
        """Whether a computer plays every one of ``seats`` (nobody human to wait for)."""
        return all(self.is_bot(seat) for seat in seats)

    # --- the pace ---------------------------------------------------------------------------------
    def pause(self, paced: bool, default: float) -> float:
        """Seconds before a bot's answer: none unless the game ``paced`` it (bots answering
        bots, so that a person can follow), else the fixed pause, none in a frozen app, else
        the player's setting or the game's ``default``."""
        if not paced:
            return 0.0
        if self.fixed_pause is not None:
            return self.fixed_pause
        if self.frozen():
            return 0.0
        chosen = self.chosen_pause()
        return default if chosen is None else chosen

    # --- running ----------------------------------------------------------------------------------
    def run(self, bot, seat: str, pause: float) -> None:
        """Let ``bot`` answer for ``seat`` in the game's state now, after ``pause`` seconds, in a
        thread (a bot still thinking is cancelled first)."""
        self.cancel()
        ruleset, state = self.engine.ruleset, self.engine.state
        self._launch(
            lambda cancelled: think(bot, ruleset, state, seat, pause, cancelled), f"bot {seat}"
        )

    def cancel(self) -> None:
        self._cancel()

    def is_current(self, answer) -> bool:
        """Whether the game is still where the bot thought about it (not undone, not moved on)."""
        return answer.state is self.engine.state and self.engine.to_act == answer.seat

    # --- while a dialog covers the game -----------------------------------------------------------
    def hold_if_covered(self, answer, covered: bool) -> bool:
        """Keep ``answer`` for later (True) while a dialog ``covered`` the game screen: a bot
        must not play on under the save or help dialog, or a curtain could come up over it and
        be lifted by a key meant for the dialog, by whoever is at the keyboard."""
        if not covered:
            return False
        self.held = answer
        return True

    def take_held(self) -> Any:
        """The answer kept while the screen was covered (None: none), now for the screen to
        deliver (the staleness check still applies when it arrives)."""
        answer, self.held = self.held, None
        return answer
