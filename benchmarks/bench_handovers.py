"""How often the keyboard changes hands on the Kemet: Seth screen: curtains and key presses of
a scripted first Day (setup, the first Night and the first Day, to its end).

The humans answer through the screen the way a player does: Enter on a curtain or a battle
reveal, ``p`` on the curtain of a window they mean to pass (when the screen offers it), a digit
for an answer of the decision list (``0`` and a letter past the ninth). What
they answer is scripted: a seeded pick for each ply (half the time a DI card when one may be
played, so that the Veto windows come up), so every run of a table plays the same game whatever
the screen asks and answers by itself. Bots are the game's own seeded bots.

    python benchmarks/bench_handovers.py

Prints, per table, the curtains, the reveals, the answer keys and all keys.
"""

from __future__ import annotations

import asyncio
import random
import sys
from dataclasses import dataclass, field

from kemet_tui.rules.kemet.view.asking import pass_answer
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.game import KemetGameScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen
from kemet_tui.tui.widgets.decision_panel import TENS_LETTERS

#: (name, seed, options): a table of three humans, and two tables of five seats
TABLES = (

    ("3 humans (N = 2)", 1, {"alliance_size": 2}),
    ("5 humans (N = 4)", 1, {"alliance_size": 4}),
    ("5 seats, 2 humans (Seth, A1)", 1,
     {"alliance_size": 4, "bots": {"a2": "kemet:1", "a3": "kemet:1", "a4": "kemet:1"}}),
    ("3 humans (N = 2), open hands", 1, {"alliance_size": 2, "open_hands": True}),
    ("5 humans (N = 4), open hands", 1, {"alliance_size": 4, "open_hands": True}),
)


@dataclass
class Count:
    curtains: int = 0
    reveals: int = 0
    answer_keys: int = 0
    asked: dict[str, int] = field(default_factory=dict)
    #: who each curtain named, and the decision it came before
    named: list[str] = field(default_factory=list)

    @property
    def keys(self) -> int:
        return self.curtains + self.reveals + self.answer_keys


def scripted_pick(seed: int, ply: int, tokens: list[str]) -> str:
    """The scripted answer of ply ``ply``: the same whatever was asked before it (one of the
    answers a key or two choose: the first nine and ``0a``-``0z``)."""
    tokens = tokens[:9 + len(TENS_LETTERS)]
    rng = random.Random(seed * 100_003 + ply)
    cards = [t for t in tokens if t.startswith("di:")]
    return rng.choice(cards) if cards and rng.random() < 0.5 else rng.choice(tokens)


def first_day_over(screen: KemetGameScreen) -> bool:
    state = screen.engine.state
    return screen.engine.outcome is not None or state.round >= 2 or (
        state.round == 1 and state.phase not in ("night", "day"))


async def play_first_day(seed: int, options: dict, limit: int = 3000) -> Count:
    app = make_app("kemet-seth", seed=seed, options=options, frozen=True)
    count = Count()
    async with app.run_test(size=(160, 50)) as pilot:
        for _ in range(limit):
            await pilot.pause()
            top = app.screen
            screen = next(s for s in reversed(app.screen_stack) if isinstance(s, KemetGameScreen))
            if first_day_over(screen):
                return count
            if isinstance(top, RevealScreen):
                count.reveals += 1
                await pilot.press("enter")
            elif isinstance(top, CurtainScreen):
                count.curtains += 1
                count.named.append(f"{top.who}:{screen.engine.state.decision.kind}")
                # the player knows their hand: one who means to pass a window passes here
                mine = screen.engine.legal_tokens()
                pick = scripted_pick(seed, len(screen.engine.plies), mine)
                passing = pass_answer(screen.engine.state.decision)
                await pilot.press("p" if top.passing and pick == passing else "enter")
            elif screen.deciding:
                tokens = list(screen.decision.tokens)
                index = tokens.index(scripted_pick(seed, len(screen.engine.plies), tokens))
                kind = screen.engine.state.decision.kind
                count.asked[kind] = count.asked.get(kind, 0) + 1
                keys = [str(index + 1)] if index < 9 else ["0", TENS_LETTERS[index - 9]]
                count.answer_keys += len(keys)
                await pilot.press(*keys)
            else:  # a bot thinks, or the screen goes on by itself
                await asyncio.sleep(0.01)
        raise AssertionError("the first Day did not end")


async def main() -> None:
    for name, seed, options in TABLES:
        count = await play_first_day(seed, options)
        print(f"{name:<30} curtains {count.curtains:3d}   reveals {count.reveals:2d}   "
              f"answer keys {count.answer_keys:3d}   keys {count.keys:3d}")
        if "-v" in sys.argv:
            print("   asked:", dict(sorted(count.asked.items())))
            print("   curtains:", " ".join(count.named))


if __name__ == "__main__":
    asyncio.run(main())
