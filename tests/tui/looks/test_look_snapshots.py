"""The light, colour-blind-safe and ASCII looks of a Seti game, a Kemet game and a dialog.

Regenerate with ``pytest tests/tui/looks/test_look_snapshots.py --snapshot-update`` and look at
every changed SVG before committing it.
"""

from __future__ import annotations

import pytest

from kemet_tui.core.settings import Settings
from kemet_tui.tui.app import make_app
from tests.tui.conftest import BETH_WIN, SIZE, saved_game, type_move
from tests.tui.kemet_support import FULL, asked, lift, new_engine, play_until, saved

LOOKS = {
    "light": Settings(theme="textual-light"),
    "colour-blind": Settings(colour_blind=True),
    "colour-blind-light": Settings(theme="okabe-ito-light"),
    "ascii": Settings(ascii=True),
}


@pytest.mark.parametrize("look", LOOKS)
def test_seti_game(snap_compare, look):
    """Beth: the High Priest on c1 selected (``>H<``), its moves marked ``·``."""
    app = make_app("seti-beth", seed=1, frozen=True, settings=LOOKS[look])
    assert snap_compare(app, press=["enter"], terminal_size=SIZE)


@pytest.mark.parametrize("look", ["light", "colour-blind", "ascii"])
def test_kemet_game(snap_compare, tmp_path, look):
    engine = play_until(new_engine(2, seed=5), asked("member-action"), seed=5)
    app = make_app(load=saved(tmp_path, engine), frozen=True, settings=LOOKS[look])

    async def lifted(pilot):
        await pilot.pause()
        await lift(pilot)
        await pilot.pause()

    assert snap_compare(app, run_before=lifted, terminal_size=FULL)


@pytest.mark.parametrize("look", ["light", "colour-blind", "ascii"])
def test_game_over_dialog(snap_compare, tmp_path, look):
    path = saved_game(tmp_path, "seti-beth", BETH_WIN[:-1])

    async def win(pilot):
        await type_move(pilot, BETH_WIN[-1])

    app = make_app(load=path, frozen=True, settings=LOOKS[look])
    assert snap_compare(app, run_before=win, terminal_size=SIZE)
