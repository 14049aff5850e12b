"""The Kemet screen lets the drawn lines of removed widgets go: a long game puts up hundreds of
reveals and rebuilds its footer hundreds of times, and Textual's ``StylesCache.get_inner_outer``
(an ``lru_cache`` on a method) kept each removed widget's styles cache, with every line it
drew, until 1,024 of them had piled up. How much memory a long game takes is measured in
``benchmarks/bench_kemet_memory.py``; this checks the cause on a short one."""

from __future__ import annotations

import gc
import random

from textual._styles_cache import StylesCache
from textual.dom import DOMNode

from tests.tui.kemet_support import FULL, app_for, game, lift, new_engine


def _styles_of_removed_widgets() -> int:
    """Styles caches alive that no live widget owns."""
    gc.collect()
    objects = gc.get_objects()
    owned = {
        id(node._styles_cache)
        for node in objects
        if isinstance(node, DOMNode) and hasattr(node, "_styles_cache")
    }
    return sum(isinstance(o, StylesCache) and id(o) not in owned for o in objects)


async def test_the_lines_of_removed_widgets_are_let_go_as_the_game_goes_on(tmp_path):
    """Two hundred actions of a three-seat game played on the screen, the curtains and reveals
    passed: the styles caches of the widgets removed meanwhile do not stay."""
    rng = random.Random(3)
    async with app_for(new_engine(2, seed=3), tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = game(pilot.app)
        played = 0
        while played < 200:
            await lift(pilot)
            tokens = [t for t in screen.decision.tokens if t]
            if pilot.app.screen is not screen or not tokens:
                await pilot.pause()
                continue
            assert screen.play_token(rng.choice(tokens))
            played += 1
            await pilot.pause()
        assert _styles_of_removed_widgets() <= 2, "without the fix: 10 after 200 actions"
