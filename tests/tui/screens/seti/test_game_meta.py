"""Draw offers, resignation, the end of the game, review, help, the palette and small terminals."""

from __future__ import annotations

import pytest

from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.dialogs import ConfirmDialog
from kemet_tui.tui.screens.game_over import GameOverDialog
from kemet_tui.tui.screens.help import HelpScreen
from kemet_tui.tui.screens.seti.replay import ReplayScreen
from kemet_tui.tui.screens.title import TitleScreen
from kemet_tui.tui.widgets.seti.board import SetiBoard
from kemet_tui.tui.widgets.seti.move_list import MoveList
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.conftest import BETH_WIN, SIZE, game_app, game_screen, saved_game, type_move


def headline(app) -> str:
    return str(app.screen.query_one("#over-headline").render())


async def test_resign_asks_first_then_the_other_player_wins():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert screen.engine.outcome is None
        await pilot.press("R")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert screen.engine.outcome.winners == ("brown",)
        assert isinstance(app.screen, GameOverDialog)
        assert headline(app) == "Brown wins"
        assert "White resigned" in str(app.screen.query_one("#over-reason").render())


async def test_draw_offer_declined_then_accepted():
    app = game_app("seti-beth")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("D")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "Brown, do you accept?" in str(app.screen.query_one(".dialog-text").render())
        await pilot.click("#no")
        await pilot.pause()
        assert screen.engine.outcome is None
        assert "declined" in screen.query_one("#status", StatusLine).message
        await type_move(pilot, "draw")
        assert isinstance(app.screen, ConfirmDialog), "a typed draw is an offer too"
        await pilot.click("#yes")
        await pilot.pause()
        assert screen.engine.outcome.is_draw
        assert headline(app) == "Draw"


async def test_undo_after_the_end_reopens_the_game():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("R", "y")
        await pilot.pause()
        await pilot.press("escape")
        screen = game_screen(app)
        await pilot.press("u")
        assert screen.engine.outcome is None
        assert screen.engine.tokens == ()


async def test_game_over_offers_review_and_title():
    app = game_app("seti-beth")
    async with app.run_test(size=SIZE) as pilot:
        for token in BETH_WIN:
            await type_move(pilot, token)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert game_screen(app).engine.outcome is not None
        await pilot.press("ctrl+n")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_replay_steps_through_a_saved_game(saves):
    path = saved_game(saves, "seti-beth", BETH_WIN)
    app = make_app(replay=path, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        board = screen.query_one(SetiBoard)
        assert screen.step == 0
        assert board.position == screen.engine.states[0]
        await pilot.press("right", "right")
        assert screen.step == 2
        assert board.position == screen.engine.states[2]
        assert screen.query_one(MoveList).current == 2
        await pilot.press("end")
        assert screen.step == len(BETH_WIN)
        await pilot.press("right")
        assert screen.step == len(BETH_WIN)
        await pilot.press("left", "home")
        assert screen.step == 0
        await pilot.click("#last")
        assert screen.step == len(BETH_WIN)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
    assert path.read_text()  # read-only: still there and unchanged in meaning


async def test_a_bad_replay_file_is_refused_on_the_title(tmp_path):
    missing = tmp_path / "nope.json"
    app = make_app(replay=missing, frozen=True)
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, TitleScreen)
        assert "No such file" in app.screen.query_one("#title-status", StatusLine).message


async def test_help_shows_rules_notation_and_keys():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        keys = dict(app.screen.keys)
        assert keys["u"] == "Undo"
        await pilot.press("3")
        await pilot.press("escape")
        await pilot.pause()
        game_screen(app)


async def test_the_palette_lists_the_game_commands_possible_now():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        titles = [c.title for c in app.get_system_commands(screen)]
        assert "Resign" in titles and "Offer a draw" in titles and "Place a ship" in titles
        assert "Undo" not in titles and "Redo" not in titles
        await type_move(pilot, "a1c2")
        titles = [c.title for c in app.get_system_commands(screen)]
        assert "Undo" in titles
        undo = next(c for c in app.get_system_commands(screen) if c.title == "Undo")
        undo.callback()
        await pilot.pause()
        assert screen.engine.tokens == ()


async def test_too_small_terminal_shows_a_message_and_recovers():
    app = game_app("seti-beth")
    async with app.run_test(size=(50, 14)) as pilot:
        screen = game_screen(app)
        assert screen.has_class("-too-small")
        message = str(screen.query_one("#too-small").render())
        assert "Enlarge the terminal to at least 61 × 19 (now 50 × 14)" in message
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.has_class("-too-small")
        assert screen.board.scale == 1
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert screen.board.scale == 3


async def test_opening_a_finished_game_announces_its_result(saves):
    path = saved_game(saves, "seti-aleph", ("b1b2",))
    from kemet_tui.core.storage import load_engine, save_engine

    engine = load_engine(path)
    engine.resign("brown")
    save_engine(path, engine)
    app = make_app(load=path, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverDialog)
        assert headline(app) == "White wins"
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_a_game_without_a_screen_is_refused_politely(monkeypatch):
    """A registered ruleset the TUI cannot draw yet (as Kemet: Seth now) stays on the title."""
    monkeypatch.setattr("kemet_tui.tui.app.has_game_screen", lambda name: False)
    app = make_app("seti-aleph", seed=1, frozen=True)
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, TitleScreen)
        assert "no game screen yet" in app.screen.query_one("#title-status", StatusLine).message


async def test_the_seti_help_searches_its_rules():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        await pilot.press("3", "slash", *"ship captured")
        await pilot.pause()
        assert help_screen.query_one("#rules-search").value == "ship captured"
        shown = help_screen.query_one("#rules-text").source
        assert "sections*" in shown and "## Ships of the Dead" in shown
        assert "## Draws" not in shown, "only the sections that hold every word"
        await pilot.press(*" q1")  # letters and digits are typed, not keys, in the field
        await pilot.pause()
        assert app.screen is help_screen
        # the typed query is shown as typed: its punctuation escaped for Markdown
        assert (
            r"Nothing in the rules matches \'ship captured q1\'"
            in help_screen.query_one("#rules-text").source
        )
        await pilot.press("escape")
        await pilot.pause()
        game_screen(app)


async def test_a_terminal_squeezed_to_a_few_columns_stops_neither_title_nor_load():
    """The title's ruleset list and the load list worked out their height for the width left
    after their padding; at six columns none was left and wrapping raised ``ValueError``."""
    for keys in ((), ("l",)):
        app = make_app(frozen=True)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
            screen = app.screen
            for width, height in ((8, 3), (6, 2), (4, 1), (1, 1), (0, 0), SIZE):
                await pilot.resize_terminal(width, height)
                await pilot.pause()
                assert app.is_running and app._exception is None, (keys, width)
            assert app.screen is screen


@pytest.mark.parametrize("width", [4, 6, 8])
async def test_the_palette_and_its_command_in_a_terminal_a_few_columns_wide(width):
    """The title and ctrl+p with a query at a few columns: the title's ruleset list and the
    palette's results were wrapped to no width and ``ValueError`` stopped the app. Widened
    again, the list shows its rulesets."""
    from textual.widgets import OptionList

    app = make_app(frozen=True)
    async with app.run_test(size=(width, 24)) as pilot:
        await pilot.pause(0.3)
        assert app.is_running and app._exception is None
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        await pilot.press("a", "b")
        await pilot.pause(0.3)
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert app.is_running and app._exception is None
        assert isinstance(app.screen, TitleScreen)
        await pilot.resize_terminal(*SIZE)
        await pilot.pause(0.3)
        picker = app.screen.query_one("#picker", OptionList)
        shown = " ".join(picker.render_line(y).text for y in range(picker.size.height))
        assert "Seti" in shown and "Kemet" in shown, shown
