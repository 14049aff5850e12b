"""Playing Seti with keys, the mouse and typed notation; the engine is the only judge."""

from __future__ import annotations

from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.game_over import GameOverDialog
from kemet_tui.tui.widgets.move_entry import MoveEntry
from kemet_tui.tui.widgets.status import StatusLine
from tests.tui.conftest import (
    ALEPH_PLACEMENT,
    SIZE,
    click_square,
    game_app,
    game_screen,
    saved_game,
    type_move,
)


async def test_keys_select_a_piece_then_a_target():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert screen.state.geo.name(screen.board.cursor) == "b1"
        await pilot.press("enter")
        assert screen.selection.origin == screen.state.geo.parse_square("b1")
        assert screen.board.targets == {
            screen.state.geo.parse_square(s) for s in ("a2", "b2", "c2")
        }
        await pilot.press("up", "enter")
        assert screen.engine.tokens == ("b1b2",)
        assert screen.engine.to_act == "brown"


async def test_hjkl_move_the_cursor_and_space_selects():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("h", "space", "k", "k", "l", "space")
        assert screen.engine.tokens == ("a1b3",)


async def test_escape_cancels_a_selection():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("enter")
        assert screen.selection.active
        await pilot.press("escape")
        assert not screen.selection.active
        assert screen.board.targets == frozenset()
        assert screen.engine.tokens == ()


async def test_clicks_play_a_move():
    app = game_app("seti-beth")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await click_square(pilot, "c2")
        await click_square(pilot, "c4")
        assert screen.engine.tokens == ("c2c4",)


async def test_a_target_the_board_did_not_offer_shows_the_engines_reason():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await click_square(pilot, "b1")
        await click_square(pilot, "b5")
        assert screen.engine.tokens == ()
        status = screen.query_one("#status", StatusLine)
        assert "A Pharaoh moves one square" in status.message
        assert status.tone == "error"


async def test_picking_an_enemy_piece_says_whose_turn_it_is():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await click_square(pilot, "b10")
        assert "not yours" in screen.query_one("#status", StatusLine).message


async def test_typed_move_is_played():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await type_move(pilot, "a1c2")
        assert screen.engine.tokens == ("a1c2",)
        assert screen.board.has_focus
        assert screen.entry.input.value == ""


async def test_typed_illegal_move_is_refused_with_reason_and_suggestions():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await type_move(pilot, "b1b5")
        assert screen.engine.tokens == ()
        entry = screen.query_one(MoveEntry)
        assert "A Pharaoh moves one square" in entry.error
        assert "Closest legal moves: b1" in entry.error
        assert "b1b2" in entry.error
        assert entry.input.value == "b1b5", "the refused token stays for correction"


async def test_typed_malformed_token_is_refused():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await type_move(pilot, "hello")
        assert screen.engine.tokens == ()
        assert "is not a move" in screen.query_one(MoveEntry).error


async def test_escape_leaves_the_move_entry():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("colon")
        assert screen.entry.input.has_focus
        await pilot.press("escape")
        assert screen.board.has_focus


async def test_undo_and_redo():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert screen.check_action("undo", ()) is None, "greyed out with nothing to undo"
        assert screen.check_action("redo", ()) is False
        await type_move(pilot, "a1c2")
        await pilot.press("u")
        assert screen.engine.tokens == ()
        assert screen.check_action("redo", ()) is True
        await pilot.press("U")
        assert screen.engine.tokens == ("a1c2",)
        await pilot.press("u", "ctrl+r")
        assert screen.engine.tokens == ("a1c2",)


async def test_capture_asks_where_the_captured_piece_goes(saves):
    path = saved_game(saves, "seti-aleph", ALEPH_PLACEMENT)
    app = make_app(load=path, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        geo = screen.state.geo
        await click_square(pilot, "a8")
        await click_square(pilot, "a6")
        assert screen.selection.placing
        assert screen.board.choices == {geo.parse_square(s) for s in ("a10", "b10")}
        assert screen.engine.tokens == ALEPH_PLACEMENT, "nothing played before the choice"
        assert "Where does the captured" in screen.query_one("#status", StatusLine).message
        await click_square(pilot, "c5")
        assert screen.engine.tokens == ALEPH_PLACEMENT
        await click_square(pilot, "b10")
        assert screen.engine.tokens[-1] == "a8a6=b10"


async def test_capture_placement_by_keys(saves):
    path = saved_game(saves, "seti-aleph", ALEPH_PLACEMENT)
    app = make_app(load=path, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await type_move(pilot, "a8a6")
        assert "Say where the captured piece goes" in screen.entry.error
        await pilot.press("escape")
        await click_square(pilot, "a8")
        await click_square(pilot, "a6")
        assert screen.state.geo.name(screen.board.cursor) == "a10"
        await pilot.press("enter")
        assert screen.engine.tokens[-1] == "a8a6=a10"


async def test_ships_are_placed_and_taken_back():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("up", "s")
        assert screen.engine.tokens == ("+b2",)
        assert screen.state.reserves == (2, 3)
        await type_move(pilot, "b10b9")
        assert screen.check_action("remove_ship", ()) is True
        screen.board.cursor = screen.state.geo.parse_square("b2")
        await pilot.press("x")
        assert screen.engine.tokens == ("+b2", "b10b9", "-b2")


async def test_a_ship_on_the_goal_row_is_refused_with_the_engines_reason():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        screen.board.cursor = screen.state.geo.parse_square("a10")
        await pilot.press("s")
        assert screen.engine.tokens == ()
        assert "goal row" in screen.query_one("#status", StatusLine).message


async def test_beth_has_no_ship_keys():
    app = game_app("seti-beth")
    async with app.run_test(size=SIZE):
        screen = game_screen(app)
        assert screen.check_action("place_ship", ()) is False
        assert screen.check_action("remove_ship", ()) is False


async def test_flip_and_auto_turn():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press("f")
        assert screen.board.flipped
        await pilot.press("f", "A")
        assert not screen.board.flipped
        await type_move(pilot, "a1c2")
        assert screen.board.flipped, "auto-turn faces Brown, who is to move"
        await click_square(pilot, "b10")
        await click_square(pilot, "b9")
        assert screen.engine.tokens == ("a1c2", "b10b9")
        assert not screen.board.flipped


async def test_game_over_by_reaching_the_goal_row_shows_the_winner():
    from tests.tui.conftest import BETH_WIN

    app = game_app("seti-beth")
    async with app.run_test(size=SIZE) as pilot:
        for token in BETH_WIN:
            await type_move(pilot, token)
        await pilot.pause()
        assert isinstance(app.screen, GameOverDialog)
        assert str(app.screen.query_one("#over-headline").render()) == "White wins"
        assert "White reached rank 10" in str(app.screen.query_one("#over-reason").render())
        await pilot.press("escape")
        screen = game_screen(app)
        assert screen.engine.outcome.winners == ("white",)
        assert screen.check_action("offer_draw", ()) is None


async def test_a_move_typed_without_colon_goes_into_the_entry():
    """No command sits on a file letter: ``a1c2`` + Enter is played (``a`` once turned the
    board to the mover, ``d`` offered a draw)."""
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press(*"a1c2", "enter")
        await pilot.pause()
        assert screen.engine.tokens == ("a1c2",)
        assert not screen.auto_flip
