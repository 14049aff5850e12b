"""Playing a balance series: seeded games between a Seth bot and an Alliance bot.

Each game is a function of its seed: the game seed and the two bots' seeds derive from the
series seed, per N, so a series reproduces and any one game can be replayed alone. Games are
spread over worker processes (``workers``); the result does not depend on how many.

A probe's game (``bots/probes``) is paired with the unchanged lineup's game on the same seed:
both sides' bots get the same seeds, so the two games are the same until the probe first
overrides its inner bot. Given the paired game's actions (``baseline``), a probe's game plays
them as they stand while the probe agrees with each (the inner bot chose it in the same
position), and its bots take over from the first decision the probe changes: the same game as
played in full, without asking the bots again for the moves they already made.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

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
    #: the series seed the game was drawn from (several seeds pool into one report)
    series: int = 0
    #: keep the game's actions in its facts (the baseline of probes)
    record: bool = False
    #: the paired unchanged game's actions, replayed until the probe first overrides
    baseline: tuple[str, ...] = ()


def plan(
    alliance_sizes: Sequence[int],
    games: int,
    seed: int,
    seth_bot: str,
    alliance_bot: str,
    max_rounds: int = 0,
) -> list[BalanceGame]:
    """The games of a series: ``games`` per N, their seeds drawn from ``seed`` and N."""
    out = []
    for n in alliance_sizes:
        seeds = rng.seed_state(seed * 10 + n)
        for _ in range(games):
            game_seed, seeds = rng.next_u64(seeds)
            out.append(BalanceGame(n, game_seed, seth_bot, alliance_bot, max_rounds, seed))
    return out


def plan_seeds(
    alliance_sizes: Sequence[int],
    games: int,
    seeds: Sequence[int],
    seth_bot: str,
    alliance_bot: str,
    max_rounds: int = 0,
) -> list[BalanceGame]:
    """The games of several series, one per seed, each as :func:`plan` draws it alone."""
    return [
        game
        for seed in seeds
        for game in plan(alliance_sizes, games, seed, seth_bot, alliance_bot, max_rounds)
    ]


def series_engine(n: int, seed: int, max_rounds: int) -> Engine:
    """The engine a series game is played on: its N, its seed and the series' round cap."""
    return Engine(RULESET, seed, {"alliance_size": n, "round_cap": max_rounds})


def replayed(facts: GameFacts, max_rounds: int) -> Engine:
    """A game of a series played again from the actions its facts kept (``record``), on the
    engine it was first played on: what its record is written from."""
    engine = series_engine(facts.n, facts.seed, max_rounds)
    for token in facts.actions:
        engine.play_token(token)
    return engine


def play_game(game: BalanceGame) -> GameFacts:
    """Play one game to its end (or the round cap) and return its facts. Each bot sees only
    the view of the seat it answers for, as in any bot match."""
    engine = series_engine(game.n, game.seed, game.max_rounds)
    ruleset = engine.ruleset
    chooser = rng.seed_state(game.seed ^ 0xBA1A_9CE5)
    seth_seed, chooser = rng.next_u64(chooser)
    alliance_seed, _ = rng.next_u64(chooser)
    bots = {
        SETH: make_bot(game.seth_bot, seth_seed),
        ALLIANCE: make_bot(game.alliance_bot, alliance_seed),
    }
    script = list(reversed(game.baseline))
    played: list[tuple[str, str]] = []
    pace = PaceTracker()
    for _ in range(MAX_ACTIONS):
        seat = engine.to_act
        if seat is None:
            break
        before = engine.state
        side = ruleset.side_of(before, seat)
        legal = tuple(engine.legal_actions())
        view = engine.view(seat)
        action = _scripted(ruleset, bots[side], view, legal, seat, script)
        if action is None:
            script = []
            action = bots[side].choose(ruleset, view, legal, seat)
        token = ruleset.format_action(before, action)
        played.append((side, token))
        engine.play(action)
        pace.seen(before, engine.state, seat, token)
    facts = game_facts(engine.state, game.n, game.seed, played, pace.pace())
    overrides = sum(getattr(bot, "overrides", 0) for bot in bots.values())
    return replace(
        facts,
        series=game.series,
        overrides=overrides,
        actions=tuple(t for _, t in played) if game.record else (),
    )


def _scripted(ruleset, bot, view, legal, seat, script: list):
    """The paired baseline's next action while the game still follows it (the bot, a probe,
    would play it too), else None: from then on the bots choose."""
    if not script:
        return None
    action = ruleset.parse_action(view, script[-1])
    if action not in legal:
        return None
    would_change = getattr(bot, "would_override", None)
    if would_change is not None and would_change(ruleset, view, legal, seat, action):
        return None
    script.pop()
    return action


def run_series(games: Sequence[BalanceGame], workers: int = 1) -> list[GameFacts]:
    """Play every game, in ``workers`` processes when more than one; results in plan order."""
    return list(each_game(games, workers))


def each_game(games: Sequence[BalanceGame], workers: int = 1) -> Iterator[GameFacts]:
    """Every game's facts in plan order, each as soon as it and those before it are played: a
    series of searching bots takes hours, and what was played before it is stopped is kept
    by whoever reads them one by one (``balance --records``)."""
    if workers > 1 and len(games) > 1:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            yield from pool.map(play_game, games, chunksize=1)
        return
    for game in games:
        yield play_game(game)
