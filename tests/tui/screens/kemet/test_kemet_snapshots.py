"""How the Kemet screens look: SVG snapshots from seeded games, cursor blink frozen.

Positions are reached by seeded random play through the engine, saved and opened as Resume
would (``kemet_support``). Regenerate with ``pytest tests/tui/screens/kemet/test_kemet_snapshots.py
--snapshot-update`` and look at every changed SVG before committing it.
"""

from __future__ import annotations

from tests.tui.kemet_support import (
    COMPACT,
    FULL,
    app_for,
    asked,
    lift,
    new_engine,
    play_until,
)


async def _lift(pilot) -> None:
    await pilot.pause()
    await lift(pilot)
    await pilot.pause()


def test_main_screen_n2(snap_compare, tmp_path):
    engine = play_until(new_engine(2, seed=5), asked("member-action"), seed=5)
    assert snap_compare(app_for(engine, tmp_path), run_before=_lift, terminal_size=FULL)


def test_main_screen_n5_map(snap_compare, tmp_path):
    engine = play_until(new_engine(5, seed=4), asked("move"), seed=4)
    assert snap_compare(app_for(engine, tmp_path), run_before=_lift, terminal_size=FULL)


def test_compact_screen_n3(snap_compare, tmp_path):
    engine = play_until(new_engine(3, seed=5), asked("seth-action"), seed=5)
    assert snap_compare(app_for(engine, tmp_path), run_before=_lift, terminal_size=COMPACT)


def test_curtain(snap_compare, tmp_path):
    engine = play_until(new_engine(3, seed=2), asked("alliance-turn"), seed=2)
    assert snap_compare(app_for(engine, tmp_path), terminal_size=FULL)


def test_battle_choice(snap_compare, tmp_path):
    engine = play_until(new_engine(2, seed=1), asked("battle-cards"), seed=1)
    assert snap_compare(app_for(engine, tmp_path), run_before=_lift, terminal_size=FULL)


def test_battle_reveal(snap_compare, tmp_path):
    def revealed(engine) -> bool:
        """Just revealed, the battle still on (its losers still to retreat or recall): the
        battle view shows both cards and the totals."""
        return (
            bool(engine.plies)
            and any(e.kind == "reveal" for e in engine.plies[-1].events)
            and any(d.kind == "battle" for d in engine.state.pending)
        )

    engine = play_until(new_engine(2, seed=1), revealed, seed=1)

    async def show_battle(pilot):
        await _lift(pilot)
        await pilot.press("f4")
        await pilot.pause()

    assert snap_compare(app_for(engine, tmp_path), run_before=show_battle, terminal_size=FULL)


def test_game_over(snap_compare, tmp_path):
    engine = play_until(new_engine(2, seed=5), asked("member-action"), seed=5)

    async def resign(pilot):
        await _lift(pilot)
        await pilot.press("R", "y")
        await pilot.pause()

    assert snap_compare(app_for(engine, tmp_path), run_before=resign, terminal_size=FULL)


def test_help_cards(snap_compare, tmp_path):
    engine = new_engine(2, seed=5)

    async def help_cards(pilot):
        await _lift(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        pilot.app.screen.search("strength battle")
        await pilot.pause()

    assert snap_compare(app_for(engine, tmp_path), run_before=help_cards, terminal_size=FULL)
