"""The computer seats of a game, run without Textual (``parts/bot_seat_runner.py``): which
seats are bots, the pause before an answer, a stale answer told from a current one, and the
answer held while a dialog covers the game screen."""

from __future__ import annotations

import subprocess
import sys

from kemet_tui.core import Engine
from kemet_tui.tui.parts.bot_seat_runner import BotAnswer, BotSeatRunner, think

VS_BROWN = {"bots": {"brown": "seti:1"}}


class Launcher:
    """Stands in for the screen's thread workers: keeps each job, runs it when told."""

    def __init__(self) -> None:
        self.jobs: list[tuple[object, str]] = []
        self.cancels = 0

    def launch(self, job, name: str) -> None:
        self.jobs.append((job, name))

    def cancel(self) -> None:
        self.cancels += 1


def runner_for(options=None, **kwargs) -> tuple[BotSeatRunner, Launcher]:
    launcher = Launcher()
    engine = Engine("seti-aleph", 1, options or {})
    return BotSeatRunner(engine, launcher.launch, launcher.cancel, **kwargs), launcher


def test_the_seats_the_options_name_are_bots_and_the_others_human():
    runner, _ = runner_for({"bots": {"brown": "seti:1"}})
    assert runner.is_bot("brown") and not runner.is_bot("white") and not runner.is_bot(None)
    assert runner.specs == {"brown": "seti:1"} and set(runner.bots) == {"brown"}
    assert not runner.all_bots(("white", "brown")) and runner.all_bots(("brown",))


def test_a_bot_of_another_game_is_left_to_a_human():
    runner, _ = runner_for({"bots": {"brown": "kemet:1"}})
    assert runner.bots == {} and not runner.is_bot("brown")


def test_an_unpaced_answer_comes_at_once_and_a_paced_one_waits_the_chosen_pause():
    chosen: list[float | None] = [None]
    runner, _ = runner_for(VS_BROWN, chosen_pause=lambda: chosen[0])
    assert runner.pause(False, default=0.6) == 0.0
    assert runner.pause(True, default=0.6) == 0.6, "no setting: the game's own pause"
    chosen[0] = 0.2
    assert runner.pause(True, default=0.6) == 0.2, "the player's setting"
    chosen[0] = 0.0
    assert runner.pause(True, default=0.6) == 0.0, "a setting of 0 is kept, not the default"


def test_a_frozen_app_never_waits_unless_a_fixed_pause_is_set():
    runner, _ = runner_for(VS_BROWN, frozen=lambda: True, chosen_pause=lambda: 0.4)
    assert runner.pause(True, default=0.6) == 0.0
    runner.fixed_pause = 0.25
    assert runner.pause(True, default=0.6) == 0.25
    assert runner.pause(False, default=0.6) == 0.0, "the fixed pause paces paced answers only"


def test_run_cancels_the_bot_thinking_and_launches_one_for_the_state_now():
    runner, launcher = runner_for(VS_BROWN)
    runner.engine.play_token(runner.engine.legal_tokens()[0])  # white moved: brown to act
    runner.run(runner.bots["brown"], "brown", 0.0)
    assert launcher.cancels == 1 and [name for _, name in launcher.jobs] == ["bot brown"]
    job, _ = launcher.jobs[0]
    answer = job(lambda: False)
    assert answer.seat == "brown" and answer.state is runner.engine.state
    assert answer.action in runner.engine.legal_actions()
    assert runner.is_current(answer)


def test_an_answer_to_an_undone_or_moved_on_state_is_stale():
    runner, launcher = runner_for(VS_BROWN)
    engine = runner.engine
    engine.play_token(engine.legal_tokens()[0])
    runner.run(runner.bots["brown"], "brown", 0.0)
    answer = launcher.jobs[0][0](lambda: False)
    engine.undo()
    assert not runner.is_current(answer), "undone meanwhile"
    engine.redo()
    assert not runner.is_current(answer), "the same position again is another state"
    assert not runner.is_current(BotAnswer("white", engine.state, answer.action)), (
        "the seat to act is not the bot's"
    )


def test_a_cancelled_bot_answers_nothing():
    runner, _ = runner_for(VS_BROWN)
    engine = runner.engine
    engine.play_token(engine.legal_tokens()[0])
    bot, calls = runner.bots["brown"], []
    assert think(bot, engine.ruleset, engine.state, "brown", 0.0, lambda: True) is None
    assert (
        think(bot, engine.ruleset, engine.state, "brown", 0.5, lambda: False, sleep=calls.append)
        is not None
    )
    assert calls == [0.5], "the pause is slept before the bot chooses"


def test_an_answer_is_held_while_the_screen_is_covered_and_given_back_once():
    runner, _ = runner_for(VS_BROWN)
    answer = BotAnswer("brown", runner.engine.state, None)
    assert not runner.hold_if_covered(answer, covered=False) and runner.take_held() is None
    assert runner.hold_if_covered(answer, covered=True)
    assert runner.take_held() is answer
    assert runner.take_held() is None, "delivered once"


def test_the_runner_imports_without_textual():
    code = (
        "import sys\nimport kemet_tui.tui.parts.bot_seat_runner\n"
        "raise SystemExit(1 if 'textual' in sys.modules else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
