"""The Kemet screen's commands: the setup form, typed tokens, map picks, undo, save and resume,
help, resigning, and the too-small message."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widgets import Input, Select, Switch

from kemet_tui.core.storage import load_engine
from kemet_tui.rules.kemet.view.names import content_name
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.dialogs import ConfirmDialog, PathDialog
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.game_over import KemetGameOver
from kemet_tui.tui.screens.kemet.help import KemetHelpScreen
from kemet_tui.tui.screens.kemet.setup import KemetSetupDialog
from kemet_tui.tui.widgets.kemet import glyphs
from tests.tui.conftest import autosave_of
from tests.tui.kemet_support import (
    COMPACT,
    FULL,
    answer,
    app_for,
    asked,
    game,
    lift,
    lifted,
    new_engine,
    play_until,
    saved,
    screen_text,
    setup_form,
    type_token,
)


def status(screen) -> str:
    return str(screen.query_one("#status").message)


async def test_the_setup_form_starts_a_game_with_its_options():
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        form = await setup_form(pilot)
        form.query_one("#size", Select).value = 3
        await pilot.pause()
        form.query_one("#name-seth", Input).value = "Sam"
        form.query_one("#name-a2", Input).value = "Nikki"
        form.query_one("#colour-a1", Select).value = "green"
        form.query_one("#ta-seti", Switch).value = True
        form.query_one("#experienced", Switch).value = True
        form.query_one("#seed", Input).value = "11"
        await pilot.click("#start")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        engine = game(app).engine
        assert engine.seed == 11
        assert engine.options["colours"] == ("green", "blue", "white")
        state = engine.state
        assert state.n == 3 and state.ta_seti and state.seth_target_vp == 10
        assert state.name("a2") == "Nikki" and state.name("a1") == "A1"
        screen = game(app)
        looks = [w.looks for w in screen.query("*") if isinstance(w, glyphs.SeatLooked)]
        assert len(looks) >= 9 and all(look.glyph["a1"] == "●" for look in looks), (
            "every Kemet widget of the game draws A1 in its chosen green"
        )
        assert screen.board.looks.district["a1"] == glyphs.PALETTE["green"][2]
        assert glyphs.SEAT_GLYPH["a1"] == "♦", "the defaults are the game's own, not changed"


async def test_the_setup_form_refuses_two_members_of_one_colour():
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        app.ask_new_game("kemet-seth")
        await pilot.pause()
        app.screen.query_one("#colour-a2", Select).value = "red"
        await pilot.click("#start")
        await pilot.pause()
        assert isinstance(app.screen, KemetSetupDialog)
        assert "share a colour" in screen_text(app.screen)


async def test_typed_tokens_are_played_or_refused_with_the_engines_reason():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with lifted(app) as (pilot, screen):
        await type_token(pilot, "units:9,9,9")
        assert screen.engine.tokens == ()
        error = str(screen.entry.error)
        assert "units:9,9,9" in error and "Closest legal" in error
        await pilot.press("escape")
        await pilot.pause()
        assert not screen.entry.error and "Refused" not in screen.query_one("#status").message, (
            "Esc leaves the entry and the refusal read"
        )
        assert screen.entry.input.value == "units:9,9,9" and screen.decision.options.has_focus
        await type_token(pilot, "units:6,6,0")
        assert screen.engine.tokens == ("units:6,6,0",)
        assert not screen.entry.error


async def test_a_space_picked_on_the_map_narrows_to_its_answers(tmp_path):
    engine = play_until(new_engine(2, seed=2), asked("move"), seed=2)
    app = app_for(engine, tmp_path)
    async with lifted(app) as (pilot, screen):
        token = screen.decision.tokens[0]
        space = token.split(":")[1]
        before = len(screen.engine.tokens)
        screen.choose_space(space)
        await pilot.pause()
        if len(screen.engine.tokens) == before:
            assert set(screen.decision.tokens) <= set(screen.engine.legal_tokens())
            assert all(space in t for t in screen.decision.tokens)
            await pilot.press("escape")
            assert len(screen.decision.tokens) == len(screen.engine.legal_tokens())
        screen.choose_space("nowhere")
        assert "Nothing to do" in str(screen.query_one("#status").message)


async def test_undo_takes_back_only_the_seats_own_action_and_says_why_not():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with lifted(app) as (pilot, screen):
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert status(screen) == "Cannot undo: There is nothing to undo."
        await answer(pilot, "units:6,6,0")
        assert screen.may_undo()
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert screen.engine.tokens == ()
        assert screen.may_redo()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert screen.engine.tokens == ("units:6,6,0",), "redo plays the token taken back"
        assert not screen.may_redo()
        await pilot.press("U")
        await pilot.pause()
        assert status(screen) == "Cannot redo: There is nothing to redo."
        await answer(pilot, screen.decision.tokens[0])
        assert await lift(pilot) is None, "A1's setup is asked in public, with no curtain"
        assert screen.viewer == "a1"
        assert not screen.may_undo(), "Seth's setup is not A1's to take back"
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert len(screen.engine.tokens) == 2
        assert "the last action was Seth's" in status(screen)


async def test_a_token_typed_without_colon_is_played_not_a_command(tmp_path):
    """``n`` used to open New game and Enter in its name field started it: the game was lost.
    Now an unbound letter opens the entry with itself, whatever has focus (list or map)."""
    engine = play_until(new_engine(2, seed=42), asked("alliance-turn"))
    app = app_for(engine, tmp_path)
    async with lifted(app) as (pilot, screen):
        before = screen.engine.tokens
        token = next(t for t in screen.engine.legal_tokens() if t.startswith("next:"))
        screen.decision.focus_options()
        await pilot.pause()
        await pilot.press(*token, "enter")
        await pilot.pause()
        assert game(app) is screen and not isinstance(app.screen, KemetSetupDialog)
        assert screen.engine.tokens == before + (token,), "the typed token was played"
        await lift(pilot)
        screen.board.focus()
        await pilot.pause()
        await pilot.press(*"next:zz", "enter")
        await pilot.pause()
        assert "next:zz" in str(screen.entry.error), "a bad token is refused, nothing else"


async def test_new_game_is_ctrl_n_and_asks_before_replacing_the_game():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with lifted(app) as (pilot, screen):
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "not finished" in screen_text(app.screen)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("ctrl+n", "y")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, KemetSetupDialog)
        await pilot.press(*"ext", "enter")
        await pilot.pause()
        assert app.screen is form, "Enter in a name field goes on to the next field"
        assert form.query_one("#name-seth", Input).value == "ext"
        assert form.focused is not None and form.focused.id != "name-seth"


async def test_autosave_resume_and_save(tmp_path):
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await answer(pilot, "units:6,6,0")
        assert load_engine(autosave_of("kemet-seth")).tokens == ("units:6,6,0",)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, PathDialog)
        app.screen.query_one("#path-input", Input).value = str(tmp_path / "mine.json")
        await pilot.press("enter")
        await pilot.pause()
        assert load_engine(tmp_path / "mine.json").tokens == ("units:6,6,0",)
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        app.title_screen.open_file(autosave_of("kemet-seth"))
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen), "a resumed game starts behind the curtain"
        assert await lift(pilot) == "Seth"
        assert game(app).engine.tokens == ("units:6,6,0",)


async def test_help_lists_every_card_and_searches_them():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, KemetHelpScreen)
        help_screen.search("phalanx")
        await pilot.pause()
        text = screen_text(help_screen)
        assert "Phalanx Defense" in text and "1 of" in text
        await pilot.press("f1", "slash", *"ceremony")
        await pilot.pause()
        shown = help_screen.query_one("#rules-text").source
        assert "Great Ceremony" in shown and "sections*" in shown
        assert "## Setup" not in shown, "only the sections that speak of it"
        await pilot.press("escape")
        await pilot.pause()
        assert game(app).viewer == "seth"


async def test_resigning_ends_the_game_for_the_whole_side():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press("R", "y")
        await pilot.pause()
        assert isinstance(app.screen, KemetGameOver)
        assert "The Alliance wins" in screen_text(app.screen)
        assert game(app).viewer is None


async def test_the_compact_layout_and_the_too_small_message():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        assert screen.has_class("-compact") and not screen.has_class("-too-small")
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert screen.has_class("-too-small")
        assert "Enlarge the terminal to at least 120 × 40" in screen_text(screen)
        plies = len(screen.engine.plies)
        await pilot.press("1", "enter", "colon", "ctrl+z", "0", "a")
        await pilot.pause()
        assert len(screen.engine.plies) == plies, "nothing is played on a hidden game"
        assert not screen.entry.input.has_focus
        await pilot.resize_terminal(*COMPACT)
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert len(screen.engine.plies) == plies + 1, "the keys work again once it fits"


async def test_a_kemet_save_opens_in_the_kemet_replay_viewer(tmp_path):
    from kemet_tui.tui.screens.kemet.replay import KemetReplayScreen

    path = saved(tmp_path, new_engine(2, seed=3))
    app = make_app(replay=path, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, KemetReplayScreen)
        assert "replays are not drawn yet" not in screen_text(app.screen)


async def test_the_setup_form_says_switch_states_in_words_and_forgets_a_fixed_problem():
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        form = await setup_form(pilot)
        assert "✗ off" in str(form.query_one("#ta-seti-state").render())
        form.query_one("#ta-seti", Switch).value = True
        await pilot.pause()
        assert "✓ on" in str(form.query_one("#ta-seti-state").render())
        form.query_one("#colour-a2", Select).value = "red"
        await pilot.click("#start")
        await pilot.pause()
        assert "share a colour" in screen_text(form)
        form.query_one("#colour-a2", Select).value = "blue"
        await pilot.pause()
        assert "share a colour" not in screen_text(form), "the fixed problem is gone"
        assert form.query("Footer"), "the form shows its own keys"


async def test_a_fight_with_a_card_no_longer_held_is_refused_naming_it(tmp_path):
    """The engine's reason names the card (the seat's own discard): not the decision's rule."""

    def wanted(engine):
        top = engine.state.decision
        return (
            top is not None
            and top.kind == "battle-cards"
            and top.decider != "seth"
            and bool(engine.state.seat(top.decider).battle_discard)
        )

    engine = play_until(new_engine(2, seed=1), wanted, seed=0)
    seat = engine.state.decision.decider
    me = engine.state.seat(seat)
    gone, kept = me.battle_discard[0], me.battle_hand[0]
    async with lifted(app_for(engine, tmp_path)) as (pilot, screen):
        assert screen.viewer == seat
        await type_token(pilot, f"fight:{gone}/{kept}")
        error = str(screen.entry.error)
        name = content_name(gone)
        assert f"You no longer hold {name}: it is in your discard pile." in error, error
        assert "Choose a battle card to play" not in error
        assert screen.engine.state.decision.kind == "battle-cards"


async def test_the_resign_dialog_names_the_winning_side():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with lifted(app) as (pilot, screen):
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        text = screen_text(app.screen)
        assert "Seth resigns?" in text and "The Alliance will win the game." in text, text


@pytest.mark.parametrize("length", [58, 59, 90])
async def test_the_save_dialog_shows_the_whole_path_with_its_leading_slash(tmp_path, length):
    """A path as long as the field used to scroll by its first character, the ``/``."""
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    folder = "/" + "s" * (length - len("/kemet-seth.json") - 1)
    path = Path(f"{folder}/kemet-seth.json")
    assert len(str(path)) == length
    async with lifted(app, COMPACT) as (pilot, screen):
        screen.saves.proposed_path = lambda: path
        await pilot.press("ctrl+s")
        await pilot.pause()
        field = app.screen.query_one("#path-input", Input)
        size = field.outer_size
        shown = " ".join(
            strip.text for strip in field.render_lines(Region(0, 0, size.width, size.height))
        )
        assert str(path) in shown, shown


async def test_slash_in_the_help_searches_and_is_never_typed_into_the_search():
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with lifted(app, COMPACT) as (pilot, screen):
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KemetHelpScreen)
        field = app.screen.query_one("#rules-search", Input)
        await pilot.press("slash", *"war")
        await pilot.pause()
        assert field.has_focus and field.value == "war"
        await pilot.press("slash", *"rage")  # a new search: the old words go
        await pilot.pause()
        assert field.value == "rage"
