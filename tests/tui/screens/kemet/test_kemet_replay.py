"""The Kemet replay viewer: each step shows the public view of the record's prefix, the move list
follows the step (and a click on it moves the step), ``[``/``]`` jump between rounds and
battles, Space plays; a corrupt or foreign file is refused on the title and left as it was; and
along a seeded game with battles no screen of the replay shows a seat's secret."""

from __future__ import annotations

import re

import pytest

from kemet_tui.core import Engine
from kemet_tui.core.playout import random_playout
from kemet_tui.core.record import GameRecord
from kemet_tui.rules.kemet import KEMET as KEMET_RULES
from kemet_tui.rules.kemet.view.names import content_name
from kemet_tui.tui.app import make_app
from kemet_tui.tui.parts.kemet.replay_steps import landmarks
from kemet_tui.tui.screens.dialogs import PathDialog
from kemet_tui.tui.screens.kemet.replay import PLAY_SECONDS, KemetReplayScreen
from kemet_tui.tui.screens.kemet.replay_moves import ReplayMoves
from kemet_tui.tui.screens.title import TitleScreen
from kemet_tui.tui.widgets.kemet import KemetBoard, Scores
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.kemet_support import FULL, KEMET, revealed_battle_step, saved, widget_texts
from tests.tui.screens.kemet.test_kemet_leaks import SECRET_NAMES, leaks


@pytest.fixture(scope="module")
def played() -> Engine:
    """A seeded game of 3 members over two rounds, with battles and a reveal."""
    engine = random_playout(KEMET, 65, {"alliance_size": 3, "round_cap": 2}).engine
    assert any(e.kind == "reveal" for p in engine.plies for e in p.events)
    return engine


def prefix(record: GameRecord, step: int) -> Engine:
    """The game of the record's first ``step`` actions, replayed through the checked path."""
    return Engine.from_record(
        record.model_copy(update={"actions": record.actions[:step], "redo": ()})
    )


def replay(app) -> KemetReplayScreen:
    assert isinstance(app.screen, KemetReplayScreen), type(app.screen).__name__
    return app.screen


async def replay_at(app, pilot, step: int, key: str = "") -> KemetReplayScreen:
    """The replay moved to ``step`` once it is up, after ``key`` (a view, a command) if any."""
    await pilot.pause()
    screen = replay(app)
    screen.step = step
    if key:
        await pilot.press(key)
    await pilot.pause()
    return screen


async def test_each_step_shows_the_public_view_of_the_records_prefix(played, tmp_path):
    app = make_app(replay=saved(tmp_path, played), frozen=True)
    record = played.record
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = replay(app)
        moves = screen.query_one(ReplayMoves)
        assert screen.step == 0 and moves.highlighted == 0
        assert moves.option_count == len(record.actions) + 1
        await pilot.press("right", "right", "right")
        assert screen.step == 3 and moves.highlighted == 3
        assert screen.table_view == "map"  # the view the watcher picks stays
        for step in (3, 40, len(record.actions) // 2, len(record.actions)):
            screen.step = step
            await pilot.pause()
            expected = prefix(record, step).state
            assert screen.state == expected
            public = KEMET_RULES.public_view(expected)
            assert screen.query_one(Scores).view == public
            assert screen.query_one(KemetBoard).view == public
            assert moves.highlighted == step
        await pilot.press("left")
        assert screen.step == len(record.actions) - 1
        await pilot.press("home")
        assert screen.step == 0 and moves.highlighted == 0
        await pilot.press("end")
        assert screen.step == len(record.actions)
        await pilot.press("right")
        assert screen.step == len(record.actions)


async def test_the_move_list_is_clickable_and_the_map_shows_the_step(played, tmp_path):
    app = make_app(replay=saved(tmp_path, played), frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = replay(app)
        moves = screen.query_one(ReplayMoves)
        await pilot.press("f2")
        await pilot.click(ReplayMoves, offset=(10, 3))
        await pilot.pause()
        assert screen.step > 0 and moves.highlighted == screen.step
        assert screen.query_one(KemetBoard).view == KEMET_RULES.public_view(screen.state)
        clicked = screen.step
        await pilot.press("down")  # the focused list's arrows move through the steps too
        assert screen.step == clicked + 1


async def test_brackets_jump_between_rounds_and_battles(played, tmp_path):
    app = make_app(replay=saved(tmp_path, played), frozen=True)
    marks = landmarks(played.states)
    kinds = {m.kind for m in marks}
    assert {"round", "battle"} <= kinds
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = replay(app)
        for mark in marks:
            await pilot.press("right_square_bracket")
            assert screen.step == mark.step
            if mark.kind == "battle":
                assert any(p.kind == "battle" for p in screen.state.pending)
                assert screen.table_view == "battle"
                assert "Battle on" in str(screen.query_one("#replay-caption").content)
        await pilot.press("right_square_bracket")
        assert screen.step == screen.last_step
        await pilot.press("left_square_bracket")
        assert screen.step == marks[-1].step
        await pilot.press("left_square_bracket")
        assert screen.step == marks[-2].step


async def test_space_plays_and_pauses(played, tmp_path):
    app = make_app(replay=saved(tmp_path, played), frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = replay(app)
        await pilot.press("space")
        assert screen.playing
        for _ in range(40):  # the timer steps on by itself (polled: the machine may be slow)
            if screen.step >= 2:
                break
            await pilot.pause(PLAY_SECONDS / 2)
        await pilot.press("space")
        assert not screen.playing
        stopped = screen.step
        assert stopped >= 2 and screen.query_one(ReplayMoves).highlighted == stopped
        await pilot.pause(PLAY_SECONDS * 2)
        assert screen.step == stopped
        await pilot.press("end")
        await pilot.press("space")  # at the end, Space plays from the start
        assert screen.playing and screen.step < 5
        await pilot.press("space")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        '{"format": "other", "version": 1}',
        '{"format": "kemet-tui-record", "version": 2, '
        '"ruleset": "kemet-seth", "seed": 1, '
        '"options": {"alliance_size": 3}, "actions": ["fly:away"]}',
    ],
)
async def test_a_corrupt_or_foreign_file_is_refused_and_left_untouched(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    app = make_app(replay=path, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        message = app.screen.query_one("#title-status", StatusLine).message
        assert message and (
            "save file" in message
            or "does not replay" in message
            or "from an older kemet-tui" in message
        )
    assert path.read_text() == content


async def test_the_title_opens_a_kemet_replay(played, tmp_path):
    path = saved(tmp_path, played)
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, PathDialog)
        dialog.query_one("#path-input").value = str(path)
        await pilot.press("enter")
        await pilot.pause()
        assert replay(app).engine.tokens == played.tokens


def at_step(engine: Engine, step: int) -> Engine:
    """The engine as it stood after ``step`` plies (the leak checker reads ``state``,
    ``plies`` and ``view``): its lists cut, the record replayed once for the whole walk."""
    cut = Engine(engine.ruleset, engine.seed, engine.options)
    cut._states, cut._plies = list(engine.states[: step + 1]), list(engine.plies[:step])
    return cut


async def test_no_step_of_the_replay_shows_a_secret_of_any_seat(played, tmp_path):
    """Every step of a game with battles (on the battle view while one is fought), and every
    tenth step on all five views of the table: no DI card, face-down discard, battle card
    chosen before the reveal or card kept with Vision of any seat is on screen."""
    app = make_app(replay=saved(tmp_path, played), frozen=True)
    assert at_step(played, 7).state == prefix(played.record, 7).state
    checked = battles = 0
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = replay(app)
        for step in range(screen.last_step + 1):
            screen.step = step
            fighting = any(p.kind == "battle" for p in screen.state.pending)
            battles += fighting
            keys = (
                ("f2", "f3", "f4", "f5", "f6")
                if step % 10 == 0
                else (("f4",) if fighting else ("",))
            )
            for key in keys:
                await pilot.press(key) if key else await pilot.pause()
                found = leaks(widget_texts(screen), at_step(played, step), None)
                assert not found, f"step {step} ({key or screen.table_view}): {found}"
                checked += 1
    assert checked > screen.last_step and battles >= 10


async def test_the_leak_check_sees_a_secret_on_screen(played, tmp_path):
    """The check is not blind: a DI card in someone's hand, written on the replay, is found."""
    step, card = next(
        (i, c)
        for i, s in enumerate(played.states)
        for x in s.seats
        for c in x.di_hand
        if content_name(c) in SECRET_NAMES
    )
    app = make_app(replay=saved(tmp_path, played), frozen=True)
    async with app.run_test(size=FULL) as pilot:
        screen = await replay_at(app, pilot, step)
        assert not leaks(widget_texts(screen), at_step(played, step), None)
        screen.query_one("#replay-caption").update(f"the hand holds {content_name(card)}")
        assert leaks(widget_texts(screen), at_step(played, step), None)


def test_a_spectators_battle_view_shows_no_hand(played):
    """The battle view of the replay tells the battle, not "your battle cards" (nobody's)."""
    from kemet_tui.tui.widgets.kemet import CombatCards

    step = next(
        i
        for i, s in enumerate(played.states)
        if any(p.kind == "battle" for p in s.pending)
        and s.decision.kind == "battle-cards"
        and s.decision.decider == "seth"
    )
    public = KEMET_RULES.public_view(played.states[step])
    spectator = "\n".join(t.plain for t in CombatCards(public, "").lines(110))
    seth = "\n".join(
        t.plain
        for t in CombatCards(KEMET_RULES.view(played.states[step], "seth"), "seth").lines(110)
    )
    assert "Battle on" in spectator and "battle card" not in spectator.lower()
    assert "battle card" in seth.lower()


async def test_a_finished_game_reveals_everything_after_a_confirmation(played, tmp_path):
    from kemet_tui.tui.screens.dialogs import ConfirmDialog

    assert played.outcome is not None
    step = next(
        i
        for i, s in enumerate(played.states)
        if any(content_name(c) in SECRET_NAMES for x in s.seats for c in x.di_hand)
    )
    app = make_app(replay=saved(tmp_path, played), frozen=True)
    async with app.run_test(size=FULL) as pilot:
        screen = await replay_at(app, pilot, step, "v")
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")  # keep secret: nothing changes
        await pilot.pause()
        assert not screen.revealed and not screen.query_one("#replay-hands").display
        assert not leaks(widget_texts(screen), at_step(played, step), None)
        await pilot.press("v")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert screen.revealed and screen.query_one(Scores).view == played.states[step]
        hands = str(screen.query_one("#replay-hands").content)
        assert all(content_name(c) in hands for x in played.states[step].seats for c in x.di_hand)
        assert leaks(widget_texts(screen), at_step(played, step), None)


async def test_an_unfinished_game_cannot_be_revealed(played, tmp_path):
    unfinished = prefix(played.record, len(played.plies) // 2)
    assert unfinished.outcome is None
    app = make_app(replay=saved(tmp_path, unfinished), frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = replay(app)
        assert screen.check_action("reveal", ()) is False
        await pilot.press("v")
        await pilot.pause()
        assert app.screen is screen and not screen.revealed
        screen.action_reveal()  # even asked directly (the command palette), it refuses
        await pilot.pause()
        assert app.screen is screen and not screen.revealed


async def test_a_revealed_battle_is_measured_with_the_troops_it_was_fought_with(tmp_path):
    """At the step after a reveal, the battle panel's strengths are those the log gives, read
    off the troops as they stood at that step of the game (not at its end): seed 2 has a battle
    whose defender wins and may recall, a stage at which the board no longer holds the troops
    as they fought."""
    engine = random_playout(KEMET, 2, {"alliance_size": 3, "round_cap": 2}).engine
    step = revealed_battle_step(engine)
    told = " ".join(e.text for e in engine.plies[step - 1].events)
    attacker, defender = re.search(r"Strength (\d+) against (\d+)", told).groups()
    app = make_app(replay=saved(tmp_path, engine), frozen=True)
    async with app.run_test(size=FULL) as pilot:
        screen = await replay_at(app, pilot, step, "f4")
        text = " ".join(widget_texts(screen))
        assert f"strength {attacker}" in text and f"strength {defender}" in text, told
