"""How the Kemet replay looks: the public view of a seeded game, at 160 × 50 on a battle just
revealed and at 120 × 40 on the map mid-game. Regenerate with ``pytest
tests/tui/screens/kemet/test_kemet_replay_snapshots.py --snapshot-update`` and look at every changed
SVG."""

from __future__ import annotations

from kemet_tui.core.playout import random_playout
from kemet_tui.tui.app import make_app
from tests.tui.kemet_support import COMPACT, FULL, KEMET, revealed_battle_step, saved


def _game():
    return random_playout(KEMET, 2, {"alliance_size": 3, "round_cap": 2}).engine


def _at(step: int, view: str):
    async def go(pilot) -> None:
        await pilot.pause()
        pilot.app.screen.step = step
        await pilot.press(view)
        await pilot.pause()

    return go


def test_replay_battle_revealed_full(snap_compare, tmp_path):
    engine = _game()
    step = revealed_battle_step(engine)
    app = make_app(replay=saved(tmp_path, engine), frozen=True)
    assert snap_compare(app, run_before=_at(step, "f4"), terminal_size=FULL)


def test_replay_map_compact(snap_compare, tmp_path):
    engine = _game()
    app = make_app(replay=saved(tmp_path, engine), frozen=True)
    assert snap_compare(app, run_before=_at(len(engine.plies) // 2, "f2"), terminal_size=COMPACT)
