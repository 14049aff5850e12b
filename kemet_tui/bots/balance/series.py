"""Playing a balance series: seeded games between a Seth bot and an Alliance bot.

Each game is a function of its seed: the game seed and the two bots' seeds derive from the
series seed, per N, so a series reproduces and any one game can be replayed alone. Games are
spread over worker processes (``workers``); the result does not depend on how many.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from kemet_tui.bots.balance.facts import ALLIANCE, SETH, GameFacts, game_facts
from kemet_tui.bots.balance.pace import PaceTracker
from kemet_tui.bots.registry import make_bot
from kemet_tui.core import rng
from kemet_tui.core.engine import Engine

RULESET = "kemet-seth"
#: a game longer than this many decisions is cut off (unfinished); none comes close
MAX_ACTIONS = 20_000


@dataclass(frozen=True, slots=True)
class BalanceGame:
    """One game of a series (picklable for the workers)."""

    n: int
    seed: int
    seth_bot: str
    alliance_bot: str
    max_rounds: int = 0


def plan(alliance_sizes: Sequence[int], games: int, seed: int, seth_bot: str,
         alliance_bot: str, max_rounds: int = 0) -> list[BalanceGame]:
    """The games of a series: ``games`` per N, their seeds drawn from ``seed`` and N."""
    out = []
    for n in alliance_sizes:
        seeds = rng.seed_state(seed * 10 + n)
        for _ in range(games):
            game_seed, seeds = rng.next_u64(seeds)
            out.append(BalanceGame(n, game_seed, seth_bot, alliance_bot, max_rounds))
    return out


def play_game(game: BalanceGame) -> GameFacts:
    """Play one game to its end (or the round cap) and return its facts. Each bot sees only
    the view of the seat it answers for, as in any bot match."""
    engine = Engine(RULESET, game.seed, {"alliance_size": game.n, "round_cap": game.max_rounds})
    ruleset = engine.ruleset
    chooser = rng.seed_state(game.seed ^ 0xBA1A_9CE5)
    seth_seed, chooser = rng.next_u64(chooser)
    alliance_seed, _ = rng.next_u64(chooser)
    bots = {SETH: make_bot(game.seth_bot, seth_seed),
            ALLIANCE: make_bot(game.alliance_bot, alliance_seed)}
    played: list[tuple[str, str]] = []
    pace = PaceTracker()
    for _ in range(MAX_ACTIONS):
        seat = engine.to_act
        if seat is None:
            break
        before = engine.state
        side = ruleset.side_of(before, seat)
        legal = tuple(engine.legal_actions())
        action = bots[side].choose(ruleset, engine.view(seat), legal, seat)
        token = ruleset.format_action(before, action)
        played.append((side, token))
        engine.play(action)
        pace.seen(before, engine.state, seat, token)
    return game_facts(engine.state, game.n, game.seed, played, pace.pace())


def run_series(games: Sequence[BalanceGame], workers: int = 1) -> list[GameFacts]:
    """Play every game, in ``workers`` processes when more than one; results in plan order."""
    if workers > 1 and len(games) > 1:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            return list(pool.map(play_game, games, chunksize=1))
    return [play_game(game) for game in games]
