"""How often the keyboard changes hands on the Kemet: Seth screen: curtains and key presses of
a scripted first Day (setup, the first Night and the first Day, to its end), and of the second
Day of the three-human game (from the end of the first Day: its Dusk, the second Night and the
second Day, to its end: the first battles and DI cards).

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

#: (name, seed, options, day): a table of three humans, and two tables of five seats; the Day
#: counted (1: setup to the end of the first Day, 2: from there to the end of the second). The
#: second Day is seed 11's, whose three humans fight a battle and play DI cards in it (seed 1's
#: second Day has neither)
TABLES = (
    ("3 humans (N = 2)", 1, {"alliance_size": 2}, 1),
    ("5 humans (N = 4)", 1, {"alliance_size": 4}, 1),
    (
        "5 seats, 2 humans (Seth, A1)",
        1,
        {"alliance_size": 4, "bots": {"a2": "kemet:1", "a3": "kemet:1", "a4": "kemet:1"}},
        1,
    ),
    ("3 humans (N = 2), open hands", 1, {"alliance_size": 2, "open_hands": True}, 1),
    ("5 humans (N = 4), open hands", 1, {"alliance_size": 4, "open_hands": True}, 1),
    ("3 humans (N = 2, seed 11), 2nd Day", 11, {"alliance_size": 2}, 2),
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
    tokens = tokens[: 9 + len(TENS_LETTERS)]
    rng = random.Random(seed * 100_003 + ply)
    cards = [t for t in tokens if t.startswith("di:")]
    return rng.choice(cards) if cards and rng.random() < 0.5 else rng.choice(tokens)


def line_to_choose(seed: int, screen: KemetGameScreen, lines: list[str]) -> str:
    """The line a scripted player chooses: its scripted answer when the list shows it, else
    (a question asked in public, the answer a card of the hand) the claim line of the seat
    whose scripted answer plays a card: the first of a window's seats, in the order the rules
    ask them, that would not let the card be (each scripted answer drawn among that seat's
    own legal answers, as if asked behind a curtain)."""
    engine = screen.engine
    pick = scripted_pick(seed, len(engine.plies), engine.legal_tokens())
    if pick in lines:
        return pick
    claims = [line for line in lines if line.startswith("look:")]
    if len(claims) == 1:
        return claims[0]
    state, ply, ruleset = engine.state, len(engine.plies), engine.ruleset
    passing = pass_answer(state.decision)
    while state.decision is not None and pass_answer(state.decision) == passing:
        seat = state.decision.decider
        tokens = [ruleset.format_action(state, a) for a in ruleset.legal_actions(state)]
        if f"look:{seat}" in claims and scripted_pick(seed, ply, tokens) != passing:
            return f"look:{seat}"
        state, _ = ruleset.apply(state, ruleset.parse_action(state, passing))
        ply += 1
    return passing


def day_over(screen: KemetGameScreen, day: int) -> bool:
    """Whether the ``day``-th Day has ended (or the game)."""
    state = screen.engine.state
    return (
        screen.engine.outcome is not None
        or state.round > day
        or (state.round == day and state.phase not in ("night", "day"))
    )


async def play_day(seed: int, options: dict, day: int = 1, limit: int = 6000) -> Count:
    """Play the table to the end of Day ``day``; count from the end of the Day before."""
    app = make_app("kemet-seth", seed=seed, options=options, frozen=True)
    count = Count()
    async with app.run_test(size=(160, 50)) as pilot:
        for _ in range(limit):
            await pilot.pause()
            top = app.screen
            screen = next(s for s in reversed(app.screen_stack) if isinstance(s, KemetGameScreen))
            if day_over(screen, day):
                return count
            if day > 1 and not day_over(screen, day - 1):
                count = Count()  # the Days before are played, not counted
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
                index = tokens.index(line_to_choose(seed, screen, tokens))
                kind = screen.engine.state.decision.kind
                count.asked[kind] = count.asked.get(kind, 0) + 1
                keys = [str(index + 1)] if index < 9 else ["0", TENS_LETTERS[index - 9]]
                count.answer_keys += len(keys)
                await pilot.press(*keys)
            else:  # a bot thinks, or the screen goes on by itself
                await asyncio.sleep(0.01)
        raise AssertionError(f"Day {day} did not end")


async def main() -> None:
    for name, seed, options, day in TABLES:
        count = await play_day(seed, options, day)
        print(
            f"{name:<34} curtains {count.curtains:3d}   reveals {count.reveals:2d}   "
            f"answer keys {count.answer_keys:3d}   keys {count.keys:3d}"
        )
        if "-v" in sys.argv:
            print("   asked:", dict(sorted(count.asked.items())))
            print("   curtains:", " ".join(count.named))


if __name__ == "__main__":
    asyncio.run(main())
