"""``SeatLog``: each seat reads its own lines; new plies are added, another seat or an undo
rewrites the log; the lines made ahead behind the curtain are the ones shown; it shows its
newest lines, scrolls back with the keys, and a new line lays nothing out again."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from textual.app import App, ComposeResult

from kemet_tui.core import Engine
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.seat_log import KEEP, SeatLog
from kemet_tui.tui.screens.kemet.seats import seat_styles
from tests.tui.kemet_support import new_engine


class LogApp(App[None]):
    CSS = "SeatLog { height: 8; width: 40; }"

    def compose(self) -> ComposeResult:
        yield SeatLog()


def played(plies: int, seed: int = 2) -> Engine:
    engine = new_engine(2, seed=seed)
    rng = random.Random(seed)
    while len(engine.plies) < plies:
        engine.play_token(rng.choice(engine.legal_tokens()))
    return engine


@asynccontextmanager
async def log_of(engine: Engine, seat: str | None) -> AsyncIterator[tuple[Any, LogApp, SeatLog]]:
    """An app whose log shows ``engine``'s plies as ``seat`` reads them."""
    app = LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(SeatLog)
        show(log, engine, seat)
        yield pilot, app, log


def show(log: SeatLog, engine: Engine, seat: str | None) -> None:
    log.show(engine, seat, seat_styles(engine.options, engine.state.n), {})


def as_read_by(engine: Engine, seat: str | None, start: int = 0) -> list[str]:
    looks = seat_styles(engine.options, engine.state.n)
    return [
        panels.ply_line(engine, index, seat, looks, {}).plain
        for index in range(start, len(engine.plies))
    ]


async def test_new_plies_are_added_and_another_seat_rewrites_the_log():
    engine = played(12)
    async with log_of(engine, "a1") as (pilot, app, log):
        first = log.lines
        assert [line.plain for line in first] == as_read_by(engine, "a1")
        engine.play_token(engine.legal_tokens()[0])
        show(log, engine, "a1")
        assert log.lines[:-1] == first and all(
            old is new for old, new in zip(first, log.lines, strict=False)
        ), "only added"
        assert [line.plain for line in log.lines] == as_read_by(engine, "a1")
        show(log, engine, "seth")
        assert [line.plain for line in log.lines] == as_read_by(engine, "seth")
        assert not any(old is new for old, new in zip(first, log.lines, strict=False))
        await pilot.pause()


async def test_an_undo_rewrites_it_and_a_long_game_keeps_the_last_plies():
    engine = played(KEEP + 10)
    async with log_of(engine, None) as (pilot, app, log):
        assert [line.plain for line in log.lines] == as_read_by(engine, None, 10)
        shorter = played(KEEP + 4)  # the same seed: the same game, six plies back
        show(log, shorter, None)
        assert [line.plain for line in log.lines] == as_read_by(shorter, None, 4)
        await pilot.pause()


async def test_the_lines_made_behind_the_curtain_are_the_ones_shown():
    engine = played(8)
    async with log_of(engine, "a1") as (pilot, app, log):
        await pilot.pause()
        log.prepare(engine, "a2", seat_styles(engine.options, engine.state.n), {})
        assert [line.plain for line in log.lines] == as_read_by(engine, "a1"), "not shown yet"
        prepared = log._prepared[2]
        show(log, engine, "a2")
        assert log.lines == prepared and all(
            old is new for old, new in zip(prepared, log.lines, strict=True)
        )
        log.blank()
        assert log.lines == []


async def test_it_shows_the_newest_lines_and_scrolls_back_with_the_keys():
    engine = played(20)
    async with log_of(engine, None) as (pilot, app, log):
        log.focus()
        await pilot.pause()
        assert log.top == log.last_top > 0
        bottom = log.render_line(log.page - 1).text
        assert log.rows[-1].text.rstrip() in bottom
        await pilot.press("home")
        assert log.top == 0
        await pilot.press("pagedown", "down")
        assert log.top == log.page + 1
        await pilot.press("end")
        assert log.top == log.last_top
        await pilot.press("up")
        assert log.top == log.last_top - 1
        engine.play_token(engine.legal_tokens()[0])
        show(log, engine, None)
        await pilot.pause()
        assert log.top == log.last_top, "a new line brings the newest back in sight"


async def test_every_line_has_the_bar_and_a_new_ply_lays_nothing_out():
    engine = played(20)
    async with log_of(engine, None) as (pilot, app, log):
        await pilot.pause()
        width = log.content_size.width
        assert all(row.cell_length <= width - 1 for row in log.rows)
        shown = [log.render_line(y) for y in range(log.page)]
        assert all(line.cell_length == width for line in shown)
        bar = [list(line)[-1] for line in shown]  # the bar's cells carry its mouse actions
        assert all("@mouse.down" in cell.style.meta and cell.cell_length == 1 for cell in bar)
        assert len({cell.style.meta["@mouse.down"] for cell in bar}) > 1, "a thumb, a track"
        engine.play_token(engine.legal_tokens()[0])
        show(log, engine, None)
        assert not log._layout_required and not app.screen._layout_required


def test_the_labels_kept_for_the_log_stay_bounded_and_say_the_same():
    """The screen keeps the labels of past plies for the whole game; those long past are let
    go (a dictionary growing one entry an action), and a line worded again says the same."""
    engine = played(3 * panels.LABELS_KEPT)
    looks = seat_styles(engine.options, engine.state.n)
    labels: dict[tuple[int, str], str] = {}
    for plies in range(1, len(engine.plies) + 1):
        panels.forget_old_labels(labels, plies)
        panels.ply_line(engine, plies - 1, None, looks, labels)
    assert len(labels) <= 2 * panels.LABELS_KEPT + 1
    assert min(index for index, _ in labels) >= len(engine.plies) - 2 * panels.LABELS_KEPT
    assert [panels.ply_line(engine, i, None, looks, labels).plain for i in range(5)] == as_read_by(
        engine, None
    )[:5], "a ply let go is worded again as before"
