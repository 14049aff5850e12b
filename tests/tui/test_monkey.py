"""The monkey on every game screen: seeded random keys, typed and pasted garbage (markup,
control characters, long strings), clicks and resizes. The app must stay up, every refused
input must leave the game as it was, and the game must still replay from its record.

Three thousand events per screen (about a minute each) run in every run of the suite;
``KEMET_TUI_SLOW=1`` sends ten thousand per screen over four seeds.
"""

from __future__ import annotations

import os

import pytest

from kemet_tui.core import Engine
from kemet_tui.tui.app import make_app
from tests.tui.monkey import Monkey, game_engine

SLOW = os.environ.get("KEMET_TUI_SLOW") == "1"
EVENTS = 10_000 if SLOW else 3_000
SEEDS = range(4) if SLOW else range(1)
#: from roomy to far too small, and back
SIZES = ((80, 24), (120, 40), (160, 50), (100, 30), (60, 20), (40, 12), (200, 60), (20, 5))
#: names that are markup, or hold control characters, as a player may type them
NAMES = ["[/]", "a[x", "[b]x\x1b[31m", "\x07bell", "x" * 24, "💥"]

SCREENS = {
    "seti-aleph": ("seti-aleph", {"players": NAMES[:2]}),
    "seti-beth": ("seti-beth", {"players": NAMES[1:3]}),
    "kemet-n2": ("kemet-seth", {"alliance_size": 2, "players": NAMES[:3]}),
    "kemet-n5": ("kemet-seth", {"alliance_size": 5, "players": NAMES}),
}


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("screen", SCREENS)
async def test_the_monkey_cannot_crash_a_game_screen(screen, seed, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a path typed into a save dialog lands here
    ruleset, options = SCREENS[screen]
    app = make_app(ruleset, seed=seed, options=options, frozen=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        report = await Monkey(pilot, seed, SIZES).run(EVENTS)
        engine = game_engine(app)
    assert report.events >= EVENTS
    assert report.refused > 0, "typed garbage reached the entry and was refused"
    assert report.games_seen == {ruleset}
    replayed = Engine.from_record(engine.record)
    assert replayed.state == engine.state, "the game on screen replays from its record"
