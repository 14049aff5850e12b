"""The figures of a balance series, from its games' facts (pure arithmetic, tested alone)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from kemet_tui.bots.balance.facts import ALLIANCE, PATHS, SETH, GameFacts
from kemet_tui.bots.balance.pace import GOALS

Z95 = 1.959963984540054


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default): sound for small series
    and for shares near 0 or 1, where the normal approximation is not. (0, 1) for no trial."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """(first quartile, median, third quartile), linear between the order statistics (the
    "inclusive" method: the quartiles of 1..5 are 2, 3, 4). All 0 for no value."""
    data = sorted(values)
    if not data:
        return 0.0, 0.0, 0.0
    return _at(data, 0.25), _at(data, 0.5), _at(data, 0.75)


def _at(data: Sequence[float], q: float) -> float:
    position = q * (len(data) - 1)
    low = math.floor(position)
    high = min(low + 1, len(data) - 1)
    return data[low] + (data[high] - data[low]) * (position - low)


@dataclass(frozen=True, slots=True)
class ItemUse:
    """How often an item was taken by ``side`` in the games that side won and lost."""

    category: str
    item: str
    side: str
    in_wins: int
    in_losses: int


@dataclass(frozen=True, slots=True)
class GoalPace:
    """In how many games of a series ``goal`` was met, and in which round on average."""

    goal: str
    games: int
    mean_round: float


@dataclass(frozen=True, slots=True)
class SeriesStats:
    """One N of a series."""

    n: int
    games: int
    paths: dict[str, int]
    seth_share: float
    seth_interval: tuple[float, float]
    rounds: tuple[float, float, float]
    wins: dict[str, int]
    uses: tuple[ItemUse, ...]
    #: each goal's pace, and Seth's battle VP a round by the action that won them
    goals: tuple[GoalPace, ...] = ()
    seth_vp_per_round: tuple[tuple[str, float], ...] = ()

    @property
    def finished(self) -> int:
        return self.wins[SETH] + self.wins[ALLIANCE]


def series_stats(
    n: int, games: Sequence[GameFacts], catalogue: dict[str, tuple[str, ...]]
) -> SeriesStats:
    """The figures of the games of one N. Seth's share and its interval count the finished
    games only (an unfinished game is no result); lengths count finished games too."""
    paths = Counter(g.path for g in games)
    wins = {
        SETH: sum(1 for g in games if g.winner == SETH),
        ALLIANCE: sum(1 for g in games if g.winner == ALLIANCE),
    }
    finished = wins[SETH] + wins[ALLIANCE]
    share = wins[SETH] / finished if finished else 0.0
    rounds = quartiles([g.rounds for g in games if g.winner is not None])
    return SeriesStats(
        n,
        len(games),
        {p: paths.get(p, 0) for p in PATHS},
        share,
        wilson(wins[SETH], finished),
        rounds,
        wins,
        item_uses(games, catalogue),
        goal_paces(games),
        seth_vp_rates(games),
    )


def goal_paces(games: Sequence[GameFacts]) -> tuple[GoalPace, ...]:
    """For each goal, the games that met it and the mean round they first did."""
    reached = [dict(g.pace.reached) for g in games]
    out = []
    for goal in GOALS:
        rounds = [met[goal] for met in reached if goal in met]
        out.append(GoalPace(goal, len(rounds), sum(rounds) / len(rounds) if rounds else 0.0))
    return tuple(out)


def seth_vp_rates(games: Sequence[GameFacts]) -> tuple[tuple[str, float], ...]:
    """Seth's battle VP per round played, by action, most first (all games' rounds count)."""
    rounds = sum(g.rounds for g in games)
    won: Counter[str] = Counter()
    for game in games:
        won.update(dict(game.pace.seth_vp_by_action))
    if not rounds:
        return ()
    return tuple((action, vp / rounds) for action, vp in won.most_common())


def item_uses(
    games: Sequence[GameFacts], catalogue: dict[str, tuple[str, ...]]
) -> tuple[ItemUse, ...]:
    """Every catalogued item with the side(s) that took it, or 0/0 for the Alliance and Seth
    when nobody ever did (``never taken``)."""
    won, lost = Counter(), Counter()
    for game in games:
        for use in game.uses:
            key = (use.category, use.item, use.side)
            if game.winner == use.side:
                won[key] += 1
            elif game.winner is not None:
                lost[key] += 1
    out = []
    for category, items in catalogue.items():
        for item in items:
            sides = [s for s in (SETH, ALLIANCE) if (category, item, s) in won | lost]
            for side in sides or ["-"]:
                key = (category, item, side)
                out.append(ItemUse(category, item, side, won[key], lost[key]))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class SeedSpread:
    """Seth's share in each seed's series of one N: the spread beside the pooled interval
    says how much of a figure is one seed's luck."""

    n: int
    #: (series seed, Seth's wins, finished games), in the order the seeds were given
    seeds: tuple[tuple[int, int, int], ...]

    @property
    def shares(self) -> tuple[float, ...]:
        return tuple(won / done if done else 0.0 for _, won, done in self.seeds)

    @property
    def low(self) -> float:
        return min(self.shares, default=0.0)

    @property
    def high(self) -> float:
        return max(self.shares, default=0.0)


def seed_spread(n: int, games: Sequence[GameFacts], seeds: Sequence[int]) -> SeedSpread:
    """Seth's wins and finished games of each seed's games of one N."""
    rows = []
    for seed in seeds:
        mine = [g for g in games if g.series == seed]
        rows.append(
            (seed, sum(g.winner == SETH for g in mine), sum(g.winner is not None for g in mine))
        )
    return SeedSpread(n, tuple(rows))
