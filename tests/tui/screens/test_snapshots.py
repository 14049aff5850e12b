"""How the app looks: SVG snapshots of the main screens from fixed seeds, cursor blink frozen.

Regenerate with ``pytest tests/tui/screens/test_snapshots.py --snapshot-update`` and look at every
changed SVG before committing it.
"""

from __future__ import annotations

from pathlib import Path

from kemet_tui.core.paths import DATA_DIR_ENV
from kemet_tui.tui.app import make_app
from tests.tui.conftest import ALEPH_PLACEMENT, BETH_WIN, SIZE, click_square, saved_game, type_move


def test_title_screen(snap_compare):
    assert snap_compare(make_app(frozen=True), terminal_size=SIZE)


def test_fresh_aleph_board(snap_compare):
    assert snap_compare(make_app("seti-aleph", seed=1, frozen=True), terminal_size=SIZE)


def test_fresh_beth_board(snap_compare):
    assert snap_compare(make_app("seti-beth", seed=1, frozen=True), terminal_size=SIZE)


def test_selection_highlights_targets(snap_compare):
    """Beth: the High Priest on c1 selected, its leaps highlighted."""
    assert snap_compare(
        make_app("seti-beth", seed=1, frozen=True), press=["enter"], terminal_size=SIZE
    )


def test_capture_placement_choice(snap_compare, tmp_path):
    """Aleph: Brown captures on a6 and must choose a10 or b10 for the captured priest."""
    path = saved_game(tmp_path, "seti-aleph", ALEPH_PLACEMENT)

    async def choose(pilot):
        await click_square(pilot, "a8")
        await click_square(pilot, "a6")

    assert snap_compare(make_app(load=path, frozen=True), run_before=choose, terminal_size=SIZE)


def test_move_entry_error(snap_compare):
    async def refuse(pilot):
        await type_move(pilot, "b1b5")

    assert snap_compare(
        make_app("seti-aleph", seed=1, frozen=True), run_before=refuse, terminal_size=SIZE
    )


def test_game_over(snap_compare, tmp_path):
    path = saved_game(tmp_path, "seti-beth", BETH_WIN[:-1])

    async def win(pilot):
        await type_move(pilot, BETH_WIN[-1])

    assert snap_compare(make_app(load=path, frozen=True), run_before=win, terminal_size=SIZE)


def test_help_screen(snap_compare):
    assert snap_compare(
        make_app("seti-aleph", seed=1, frozen=True), press=["question_mark"], terminal_size=SIZE
    )


def test_too_small_message(snap_compare):
    assert snap_compare(make_app("seti-beth", seed=1, frozen=True), terminal_size=(50, 14))


def test_large_terminal_scales_the_board(snap_compare):
    assert snap_compare(make_app("seti-beth", seed=1, frozen=True), terminal_size=(120, 40))


def test_replay_viewer(snap_compare, tmp_path):
    path = saved_game(tmp_path, "seti-beth", BETH_WIN)
    assert snap_compare(make_app(replay=path, frozen=True), press=["right"] * 3, terminal_size=SIZE)


def test_new_game_form_with_seat_choices(snap_compare):
    """The Seti new-game form: White a human, Brown the Level 3 bot."""

    async def choose(pilot):
        pilot.app.ask_new_game("seti-aleph")
        await pilot.pause()
        pilot.app.screen.query_one("#seat-brown").value = "seti:3"
        await pilot.pause()

    assert snap_compare(make_app(frozen=True), run_before=choose, terminal_size=SIZE)


def test_game_against_a_bot_after_its_reply(snap_compare):
    """Aleph against Level 1: White plays b1b2, Brown's reply is on the board and the status."""
    from tests.tui.screens.seti.test_bots_seti import settle

    async def play(pilot):
        await type_move(pilot, "b1b2")
        await settle(pilot)

    app = make_app("seti-aleph", seed=1, options={"bots": {"brown": "seti:1"}}, frozen=True)
    assert snap_compare(app, run_before=play, terminal_size=SIZE)


def test_resume_lists_the_games_in_progress(snap_compare):
    """Resume: two Seti-Aleph games, the last saved first, with players, move and when."""
    import os
    from datetime import datetime

    from kemet_tui.core.paths import autosave_dir

    for name, players, tokens, day in (
        ("aaaa", ["Ann", "Bob"], ("a1c2",), 2),
        ("bbbb", ["Cy", "Di"], ("a1c2", "b10b9", "c1c3"), 3),
    ):
        path = saved_game(
            autosave_dir(),
            "seti-aleph",
            tokens,
            options={"players": players},
            name=f"seti-aleph-2026010{day}-120000-{name}.json",
        )
        when = datetime(2026, 1, day, 12, 0).timestamp()
        os.utime(path, (when, when))
    assert snap_compare(make_app(frozen=True), press=["down", "r"], terminal_size=SIZE)


def test_save_asks_before_replacing_a_file(snap_compare, tmp_path, monkeypatch):
    # the question names the file and the dialog is as wide as the path it proposes: a short
    # relative data folder gives the same picture whatever the test's temporary folder is
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(DATA_DIR_ENV, "data")
    saved_game(tmp_path, "seti-aleph", ("a1c2",), name="mine.json")

    async def save_over(pilot):
        await pilot.press("ctrl+s")
        await pilot.pause()
        pilot.app.screen.query_one("#path-input").value = "mine.json"
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(
        make_app("seti-aleph", seed=1, frozen=True), run_before=save_over, terminal_size=SIZE
    )


def test_settings_screen(snap_compare):
    from kemet_tui.core.settings import Settings

    # a fixed path, so that the picture does not depend on the test's folder (nothing is saved)
    app = make_app(
        frozen=True,
        settings=Settings(keymap={"game.flip": "F"}),
        settings_file=Path("/home/player/.config/kemet-tui/settings.toml"),
    )
    assert snap_compare(app, press=["s"], terminal_size=SIZE)
