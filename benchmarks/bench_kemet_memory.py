"""The Kemet screen's resident memory over a long game: it must level off.

A seeded N = 5 game is played from its start through the hotseat screen (160 × 50, headless),
every answer a seeded choice among the decision panel's live answers (its digit, or the
highlight and Enter past the ninth line), every curtain and reveal passed
with Enter, as a table of six humans would. The process's resident set size (RSS, read from
``/proc/self/statm``) is noted after a full garbage collection at actions 300 and 1,500 (and
every 300 between); the target is at most 10 MiB of growth between the two. The engine's own
history grows too (a state and its events per action); its share is printed beside the total:
the same actions replayed on the engine alone, in a process of its own.

    python benchmarks/bench_kemet_memory.py [actions] [seed]

Linux only (``/proc``).
"""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import os
import random
import sys

import _tui_frames  # noqa: F401  (the data directory kept apart from the player's)
from textual import events

from kemet_tui.core import Engine
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen

MIB = 1024 * 1024
FROM, EVERY = 300, 300
TARGET_MIB = 10.0


def rss() -> int:
    """This process's resident set size in bytes, after a full collection."""
    gc.collect()
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE")


def engine_alone(seed: int, plies: list[str]) -> int:
    """RSS growth (bytes) of the engine alone replaying ``plies`` from ``FROM`` to the end:
    what the game's history costs, apart from the screen (run in a process of its own, so
    that the memory the screen's run left free does not hide it)."""
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        return pool.apply(_replayed_growth, (seed, plies))


def _replayed_growth(seed: int, plies: list[str]) -> int:
    engine = Engine("kemet-seth", seed, {"alliance_size": 5})
    start = 0
    for index, token in enumerate(plies):
        if index == FROM:
            start = rss()
        engine.play_token(token)
    return rss() - start


def answer(app, game, rng: random.Random) -> bool:
    """A seeded answer among the panel's live lines (a gap, an answer gone while the list
    shrank, plays nothing): its digit, or past the ninth line the highlight and Enter, as a
    player reaches it. False when the panel offers nothing yet."""
    live = [index for index, token in enumerate(game.decision.tokens) if token]
    if not live:
        return False
    index = live[rng.randrange(len(live))]
    if index < 9:
        key = str(index + 1)
        app._driver.send_message(events.Key(key, key))
        return True
    game.decision.focus_options()
    game.decision.options.highlighted = index
    app._driver.send_message(events.Key("enter", "\r"))
    return True


async def play(actions: int, seed: int) -> tuple[dict[int, int], list[str]]:
    app = make_app("kemet-seth", seed=seed, options={"alliance_size": 5}, frozen=True)
    rng = random.Random(seed)
    marks: dict[int, int] = {}
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        game = None
        while True:
            screen = app.screen
            if isinstance(screen, (CurtainScreen, RevealScreen)):
                app._driver.send_message(events.Key("enter", "\r"))
            elif getattr(screen, "engine", None) is None:  # the game is over
                break
            else:
                game = screen
                done = len(game.engine.plies)
                if done >= FROM + EVERY * len(marks):  # the first screen at or past a mark
                    marks[FROM + EVERY * len(marks)] = rss()
                if done >= actions or game.engine.outcome is not None:
                    break
                if not answer(app, game, rng):
                    await pilot.pause()
                    continue
            await pilot.pause()
        return marks, list(game.engine.tokens)


def main(actions: int = 1500, seed: int = 5) -> None:
    marks, tokens = asyncio.run(play(actions, seed))
    print(f"Kemet N = 5, seed {seed}, 160x50: resident memory after a full collection")
    first = marks.get(FROM)
    for done, size in sorted(marks.items()):
        grown = f"  +{(size - first) / MIB:6.1f} MiB since action {FROM}" if first else ""
        print(f"  action {done:5}: {size / MIB:7.1f} MiB{grown}")
    last = max(marks)
    if first is None or last == FROM:
        print("  the game ended too soon to measure")
        return
    grown = (marks[last] - first) / MIB
    engine = engine_alone(seed, tokens[:last])
    per = (marks[last] - first) / (last - FROM) / 1024
    print(
        f"  growth {FROM}->{last}: {grown:.1f} MiB ({per:.1f} kB per action); the engine "
        f"alone replaying the same actions: {engine / MIB:.1f} MiB; target "
        f"<= {TARGET_MIB:g} MiB: {'met' if grown <= TARGET_MIB else 'not met'}"
    )


if __name__ == "__main__":
    main(
        int(sys.argv[1]) if len(sys.argv) > 1 else 1500,
        int(sys.argv[2]) if len(sys.argv) > 2 else 5,
    )
