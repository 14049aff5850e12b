"""The teacher on the game screens (Pilot, asserted on the model): a lesson at a decision of a
game that teaches, stepping back after its first times, put away and brought back with T; none
in a game that does not teach; the forms and the command line turn it on. Its look is in
``test_teach_snapshots.py``."""

from __future__ import annotations

from textual.widgets import Switch

from kemet_tui.cli.parser import build_parser
from kemet_tui.core.settings import Settings
from kemet_tui.teach import TIMES
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.setup import options_from as kemet_options
from kemet_tui.tui.screens.new_game import options_from as seti_options
from kemet_tui.tui.widgets.teach_panel import TeachPanel
from tests.tui.conftest import SIZE, type_move
from tests.tui.kemet_support import (
    FULL,
    app_for,
    asked,
    game,
    lifted,
    new_engine,
    play_until,
    setup_form,
)


def panel(screen) -> TeachPanel:
    return screen.query_one("#teach", TeachPanel)


def kind_shown(screen) -> str | None:
    taught = panel(screen).taught
    return taught.kind if taught.lesson is not None and panel(screen).display else None


async def test_kemet_lesson_shows_at_a_decision_and_t_puts_it_away(tmp_path):
    engine = play_until(new_engine(2, seed=5, teach=True), asked("member-action"), seed=5)
    async with lifted(app_for(engine, tmp_path)) as (pilot, screen):
        assert kind_shown(screen) == "member-action"
        assert screen.has_class("-teaching")  # the log gives the lesson its rows
        await pilot.press("T")
        await pilot.pause()
        assert kind_shown(screen) is None and not screen.has_class("-teaching")
        await pilot.press("T")
        await pilot.pause()
        assert kind_shown(screen) == "member-action"


async def test_kemet_lesson_waits_behind_the_curtain(tmp_path):
    """Behind the curtain the screen holds nothing of anyone, the lesson neither; it comes
    with the seat's view."""
    from tests.tui.kemet_support import lift

    engine = play_until(new_engine(2, seed=5, teach=True), asked("member-action"), seed=5)
    app = app_for(engine, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = game(app)
        assert screen.curtain_up
        assert kind_shown(screen) is None and not screen.has_class("-teaching")
        await lift(pilot)
        await pilot.pause()
        assert kind_shown(screen) == "member-action"
        for _ in range(30):  # play on until the keyboard passes to another seat
            if screen.curtain_up:
                break
            await pilot.press(str(min(len(screen.decision.choices), 9)))
            await pilot.pause()
        assert screen.curtain_up
        assert kind_shown(screen) is None and not screen.has_class("-teaching")


async def test_kemet_lesson_folds_while_the_seat_answers_on_and_t_unfolds_it(tmp_path):
    """A Move is many answers to one question: the lesson is whole at the first, then folds
    to its first line (the log comes back), and T unfolds it."""
    engine = play_until(new_engine(2, seed=5, teach=True), asked("move"), seed=5)
    async with lifted(app_for(engine, tmp_path)) as (pilot, screen):
        assert kind_shown(screen) == "move" and not panel(screen).taught.folded
        assert screen.has_class("-teaching")
        await pilot.press("1")  # the troop: the Move goes on
        await pilot.pause()
        assert screen.engine.state.decision.kind == "move"
        assert kind_shown(screen) == "move" and panel(screen).taught.folded
        assert not screen.has_class("-teaching")
        await pilot.press("T")
        await pilot.pause()
        assert kind_shown(screen) == "move" and not panel(screen).taught.folded
        await pilot.press("T")
        await pilot.pause()
        assert kind_shown(screen) is None


async def test_kemet_game_without_the_teacher_shows_a_lesson_only_on_demand(tmp_path):
    engine = play_until(new_engine(2, seed=5), asked("member-action"), seed=5)
    async with lifted(app_for(engine, tmp_path)) as (pilot, screen):
        assert kind_shown(screen) is None
        await pilot.press("T")
        await pilot.pause()
        assert kind_shown(screen) == "member-action"
        assert not panel(screen).taught.fresh


async def test_seti_lesson_steps_back_after_its_first_times():
    """Two humans at Seti-Beth, each move told while new: White's plain move lesson comes
    for its first TIMES moves, then steps back."""
    app = make_app("seti-beth", seed=1, options={"teach": True}, frozen=True)
    moves = ["c2c4", "c9c7", "a1a3", "a10a8", "e1e3", "e10e8", "b1b2"]
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        white = []
        for index, move in enumerate(moves):
            if index % 2 == 0:
                white.append(kind_shown(screen))
            await type_move(pilot, move)
            await pilot.pause()
        assert len(screen.engine.plies) == len(moves)
        assert white == ["move"] * TIMES + [None]


async def test_seti_panel_is_empty_while_a_bot_is_to_move():
    """Two bots, the second one held back: the side to move would get a lesson, but it is a
    bot's, so the panel stays empty."""
    app = make_app(
        "seti-aleph",
        seed=1,
        frozen=True,
        options={"teach": True, "bots": {"white": "seti:1", "brown": "seti:1"}},
    )
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        screen.bot_seats.fixed_pause = 3.0
        await pilot.pause()
        assert screen.engine.to_act is not None and screen.bot_seats.is_bot(screen.engine.to_act)
        assert screen.teaching.teacher.now(screen.engine.states).lesson is not None
        assert kind_shown(screen) is None


async def test_seti_lesson_after_a_bots_move_is_the_humans_first():
    app = make_app(
        "seti-aleph", seed=1, options={"teach": True, "bots": {"white": "seti:1"}}, frozen=True
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert len(screen.engine.plies) == 1 and screen.engine.to_act == "brown"
        assert kind_shown(screen) == "move" and panel(screen).taught.count == 0


def test_the_forms_store_teach_me_only_when_chosen():
    assert "teach" not in kemet_options(2, "", [], ["red", "blue"], False, False)
    assert kemet_options(2, "", [], ["red", "blue"], False, False, teach=True)["teach"] is True
    assert "teach" not in seti_options(("", ""), False, True)
    assert seti_options(("", ""), False, True, teach=True)["teach"] is True


async def test_the_kemet_form_starts_a_game_that_teaches():
    app = make_app(frozen=True, settings=Settings(teach=True))
    async with app.run_test(size=FULL) as pilot:
        form = await setup_form(pilot)
        assert form.query_one("#teach", Switch).value is True, "the setting starts it on"
        assert "the first three times" in str(form.query_one("#setup-hint").render())
        await pilot.click("#start")
        await pilot.pause()
        assert game(app).engine.options["teach"] is True
        assert game(app).teaching.on


async def test_the_seti_form_starts_off_and_its_switch_turns_the_teacher_on():
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        app.ask_new_game("seti-beth")
        await pilot.pause()
        switch = app.screen.query_one("#teach", Switch)
        assert switch.value is False
        switch.value = True
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.engine.options["teach"] is True
        assert kind_shown(app.screen) == "move"


def test_play_teach_flag():
    args = build_parser().parse_args(["play", "kemet-seth", "--teach"])
    assert args.teach is True
    assert build_parser().parse_args(["play", "seti-beth"]).teach is False


def test_the_panel_says_how_the_lesson_steps_back():
    from kemet_tui.teach import Taught
    from kemet_tui.teach.kemet import LESSONS
    from kemet_tui.tui.widgets.teach_panel import footnote

    lesson = LESSONS["recruit"]
    notes = [footnote(Taught(lesson, "recruit", n, fresh=True)) for n in range(TIMES)]
    assert notes[0] == f"{TIMES - 1} more times · T hides it"
    assert notes[-1] == "its last time · T brings it back"
    assert footnote(Taught(lesson, "recruit")) == "T hides it"  # asked for: no count
    assert footnote(Taught(lesson, "recruit", 1, fresh=True, folded=True)) == "T shows all of it"


async def test_at_80_by_24_the_seti_lesson_keeps_to_half_the_side_and_scrolls():
    app = make_app("seti-beth", seed=1, options={"teach": True}, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        side = screen.query_one("#side")
        assert kind_shown(screen) == "move"
        assert panel(screen).outer_size.height <= side.size.height // 2 + 1
        assert panel(screen).max_scroll_y > 0, "the rest of the lesson scrolls"


async def test_play_load_teach_turns_the_teacher_on_for_the_loaded_game(tmp_path, monkeypatch):
    """``kemet-tui play RULESET --load FILE --teach``: the loaded game teaches from then on (its
    record keeps the option, so its autosave does too); the game itself is the saved one."""
    from kemet_tui.cli import main
    from kemet_tui.core.engine import Engine
    from kemet_tui.core.storage import save_engine
    from tests.conftest import StubApp

    engine = Engine("seti-beth", 1)
    engine.play_token(engine.legal_tokens()[0])
    path = tmp_path / "saved.json"
    save_engine(path, engine)
    asked = []
    monkeypatch.setattr(
        "kemet_tui.tui.app.make_app", lambda **kwargs: asked.append(kwargs) or StubApp()
    )
    assert main(["play", "seti-beth", "--load", str(path), "--teach"]) == 0
    app = make_app(**{**asked[0], "frozen": True, "report_crashes": False})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.engine.tokens == engine.tokens
        assert screen.engine.options["teach"] is True and screen.teaching.on
        assert kind_shown(screen) == "move"


async def test_a_game_saved_teaching_keeps_teaching_when_loaded(tmp_path):
    from kemet_tui.core.engine import Engine
    from kemet_tui.core.storage import save_engine

    path = tmp_path / "saved.json"
    save_engine(path, Engine("seti-beth", 1, {"teach": True}))
    app = make_app(load=path, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.screen.teaching.on and kind_shown(app.screen) == "move"
