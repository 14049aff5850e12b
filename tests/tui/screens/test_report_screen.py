"""The report screen: opened by ``kemet-tui report``, after a game, from both replay viewers
and from Resume; it draws one plot per chart of the report and closes back to where it was."""

from __future__ import annotations

from kemet_tui.core.paths import autosave_dir
from kemet_tui.core.playout import random_playout
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.game_over import GameOverDialog
from kemet_tui.tui.screens.kemet.replay import KemetReplayScreen
from kemet_tui.tui.screens.report import ChartPlot, ReportScreen
from kemet_tui.tui.screens.resume import ResumeDialog
from kemet_tui.tui.screens.seti.replay import ReplayScreen
from kemet_tui.tui.screens.title import TitleScreen
from tests.tui.conftest import BETH_WIN, SIZE, game_app, saved_game
from tests.tui.kemet_support import COMPACT, KEMET, saved


def _kemet_game():
    return random_playout(KEMET, 2, {"alliance_size": 3, "round_cap": 4}).engine


def _titles(screen: ReportScreen) -> list[str]:
    return [plot.chart.title for plot in screen.query(ChartPlot)]


async def test_the_report_command_opens_the_charts_and_esc_goes_to_the_title(tmp_path):
    app = make_app(report=saved(tmp_path, _kemet_game()), frozen=True)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReportScreen)
        assert _titles(screen) == [
            "Victory points",
            "Prayer points (end of round)",
            "Battles won and lost",
            "Power tiles held",
            "Chance to win (bot's estimate, public view)",
        ]
        assert "Kemet: Seth: Stopped unfinished" in str(screen.query_one("#report-result").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_a_broken_file_is_refused_on_the_title(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    app = make_app(report=bad, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_the_game_over_dialog_offers_the_report():
    app = game_app("seti-beth")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("R")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, GameOverDialog)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReportScreen)
        assert _titles(app.screen) == ["Material (Pharaoh = 1)", "Chance to win (bot's estimate)"]
        await pilot.press("q")
        await pilot.pause()
        assert not isinstance(app.screen, ReportScreen)


async def test_both_replay_viewers_open_the_report(tmp_path):
    seti = saved_game(tmp_path, "seti-beth", BETH_WIN, name="beth.json")
    kemet = saved(tmp_path, _kemet_game())
    for path, size, viewer_class in (
        (seti, SIZE, ReplayScreen),
        (kemet, COMPACT, KemetReplayScreen),
    ):
        app = make_app(replay=path, frozen=True)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            viewer = app.screen
            assert isinstance(viewer, viewer_class)
            await pilot.press("r")
            await pilot.pause()
            assert isinstance(app.screen, ReportScreen), path
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is viewer


async def test_resume_opens_the_report_of_the_game_highlighted():
    saved_game(
        autosave_dir(),
        "seti-aleph",
        ("a1c2", "b10b9"),
        seed=2,
        name="seti-aleph-20260102-120000-bbbb.json",
    )
    app = make_app(frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "r")
        await pilot.pause()
        assert isinstance(app.screen, ResumeDialog)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReportScreen)
        assert app.screen.query(ChartPlot).first().chart.x == (0, 1, 2)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResumeDialog)


def test_report_snapshot(snap_compare, tmp_path):
    """How the report looks at 120 x 40: the result, then the first charts of a Kemet game."""
    app = make_app(report=saved(tmp_path, _kemet_game()), frozen=True)
    assert snap_compare(app, terminal_size=COMPACT)


async def test_the_kemet_game_over_dialog_offers_the_report(tmp_path):
    from kemet_tui.tui.screens.kemet.game_over import KemetGameOver

    app = make_app(load=saved(tmp_path, _kemet_game()), frozen=True)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, KemetGameOver)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReportScreen)
        assert len(app.screen.query(ChartPlot)) == 5


async def test_a_window_squeezed_to_a_few_columns_leaves_the_charts_a_line_each(tmp_path):
    """plotext fails on some sizes (bars six columns wide raise ValueError, its legend an
    IndexError); a resize that squeezed the report stopped the app (random keys, Kemet N = 5).
    The chart says in one line that it does not fit, and the game goes on."""
    app = make_app(report=saved(tmp_path, _kemet_game()), frozen=True)
    said_too_small = False
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        screen = app.screen
        for width in range(4, 16):
            await pilot.resize_terminal(width, 40)
            await pilot.pause()
            assert app.is_running and app._exception is None, width
            said_too_small |= any(
                "too small to draw here" in str(plot.render()) for plot in screen.query(ChartPlot)
            )
    assert said_too_small


async def test_the_report_screen_counts_the_hints_asked(tmp_path):
    engine = _kemet_game()
    assert not engine.hints
    app = make_app(report=saved(tmp_path, engine, "plain.json"), frozen=True)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        assert not app.screen.query("#report-hints")
    engine = random_playout(KEMET, 2, {"alliance_size": 3}, max_actions=300).engine
    engine.note_hint(engine.to_act)  # a game under way: its seat to act asks
    app = make_app(report=saved(tmp_path, engine, "hinted.json"), frozen=True)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        said = str(app.screen.query_one("#report-hints").render())
        assert said == f"Hints asked: {engine.ruleset.seat_label(engine.state, engine.to_act)} 1."
