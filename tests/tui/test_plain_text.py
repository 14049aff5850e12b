"""Text from people and files is drawn as the characters it holds, never read as markup.

A typed token, a player's name, a file's path: each of these once reached Textual's markup
parser, where ``[/]`` or ``a[x`` raised ``MarkupError`` and ended the app, and ``[b]x`` lost its
brackets. Each test here types or loads such text where a player would, and asserts that the
app is still running, that the text is on screen character for character, and that the game is
as it was.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widgets import Input

from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.game_over import GameOverDialog
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.game_over import KemetGameOver
from kemet_tui.tui.screens.kemet.help import KemetHelpScreen
from kemet_tui.tui.widgets.kemet.di_hand import DiHand
from kemet_tui.tui.widgets.kemet.pyramid import PyramidBoard
from tests.tui.conftest import BETH_WIN, SIZE, game_app, game_screen, saved_game, type_move
from tests.tui.kemet_support import (
    FULL,
    app_for,
    game,
    lift,
    lifted,
    new_engine,
    play_until,
    screen_text,
    type_token,
)

#: each of these was a crash (``[/]``, ``a[x``) or lost characters (``[b]x``) as markup
HOSTILE = ("[/]", "a[x", "[b]x")
SETI_NAMES = ["[/]", "a[x"]
KEMET_NAMES = ["[/]", "a[x", "[b]x"]


def drawn(widget) -> str:
    """The characters ``widget`` puts on screen, border and all, one line per row."""
    size = widget.outer_size
    strips = widget.render_lines(Region(0, 0, size.width, size.height))
    return "\n".join(strip.text for strip in strips)


@pytest.mark.parametrize("ruleset", ["seti-aleph", "seti-beth"])
@pytest.mark.parametrize("typed", HOSTILE)
async def test_a_typed_seti_token_is_refused_and_echoed_as_typed(ruleset, typed):
    app = game_app(ruleset)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await type_move(pilot, typed)
        assert app.is_running
        assert screen.engine.tokens == ()
        assert f"✗ {typed}:" in drawn(screen.query_one("#entry-error"))


@pytest.mark.parametrize("typed", HOSTILE)
async def test_a_typed_kemet_token_is_refused_and_echoed_as_typed(typed):
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        before = screen.engine.record
        await type_token(pilot, typed)
        assert app.is_running
        assert screen.engine.record == before
        assert typed in drawn(screen.query_one("#entry-error"))


async def test_kemet_names_that_look_like_markup_reach_the_curtain_and_the_game_over():
    options = {"alliance_size": 2, "players": KEMET_NAMES}
    app = make_app("kemet-seth", seed=3, options=options, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert "Seth ([/])" in drawn(app.screen.query_one("#curtain-name"))
        assert "Only Seth ([/]) looks now" in drawn(app.screen.query_one("#curtain-hint"))
        await lift(pilot)
        await pilot.press("R", "y")
        await pilot.pause()
        assert isinstance(app.screen, KemetGameOver)
        over = screen_text(app.screen)
        assert "a[x" in over and "[b]x" in over


async def test_a_kemet_members_name_titles_their_pyramid_and_their_hand(tmp_path):
    engine = new_engine(2, seed=3, players=KEMET_NAMES)
    engine = play_until(engine, lambda e: e.to_act == "a2" and e.state.phase != "setup")
    async with lifted(app_for(engine, tmp_path)) as (pilot, screen):
        assert screen.viewer == "a2"
        await pilot.press("f3")
        await pilot.pause()
        assert "[b]x's pyramid" in drawn(screen.query_one(PyramidBoard))
        assert "[b]x's DI cards" in drawn(screen.query_one(DiHand))


async def test_seti_names_that_look_like_markup_reach_the_game_over_dialog():
    app = game_app("seti-beth", options={"players": SETI_NAMES})
    async with app.run_test(size=SIZE) as pilot:
        for token in BETH_WIN:
            await type_move(pilot, token)
        assert isinstance(app.screen, GameOverDialog)
        assert "[/] (White) beat a[x (Brown)." in drawn(app.screen.query_one("#over-byline"))


async def test_names_in_a_loaded_seti_save_reach_its_game_over_dialog(saves):
    path = saved_game(saves, "seti-beth", BETH_WIN, options={"players": SETI_NAMES})
    app = make_app(load=path, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverDialog)
        assert "[/] (White) beat a[x (Brown)." in drawn(app.screen.query_one("#over-byline"))


async def test_names_in_a_loaded_kemet_save_reach_the_curtain(saves):
    options = {"alliance_size": 2, "players": KEMET_NAMES}
    app = make_app(load=saved_game(saves, "kemet-seth", (), options=options), frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert "Seth ([/])" in drawn(app.screen.query_one("#curtain-name"))
        await lift(pilot)
        assert app.is_running and "[/]" in screen_text(app.screen)


async def test_a_path_that_looks_like_markup_is_named_as_it_is(saves, monkeypatch):
    # a path relative to the folder it is in: the status line has room for all of it, however
    # long the test's own folder is
    monkeypatch.chdir(saves)
    app = make_app(load=Path("[/]a[x.json"), frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.is_running
        assert "[/]a[x.json" in drawn(app.screen.query_one("#title-status"))


async def test_the_help_searches_say_what_was_typed_as_it_was_typed():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, KemetHelpScreen)
        help_screen.search("[/] *a[x*")
        await pilot.pause()
        assert "Nothing matches '[/] *a[x*'." in drawn(help_screen.query_one("#card-list"))
        await pilot.press("f1")
        await pilot.pause()
        help_screen.query_one("#rules-search", Input).value = "[/]_x_"  # as if pasted
        await pilot.pause()
        assert app.is_running
        shown = help_screen.query_one("#rules-text")
        assert "'[/]_x_'" in screen_text(shown)
