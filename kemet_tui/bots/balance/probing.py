"""Probes in the balance harness: each probe's games paired with the unchanged lineup's.

A probe (``bots/probes``) plays one side on top of that side's bot; the other side keeps its
bot. Every probe game is the baseline game of the same N and seed with that one side changed,
so the two results of a pair differ only by what the probe did: the games it won for its side
where the baseline lost (``gained``) and the reverse (``lost``) say more than two shares of
independent games would. ``acted`` counts the games where the probe changed any choice at all
(a probe whose chance never comes plays the baseline game again).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from kemet_tui.bots.balance.facts import SETH, GameFacts
from kemet_tui.bots.balance.series import BalanceGame
from kemet_tui.bots.balance.stats import wilson
from kemet_tui.bots.probes import PREFIX, Probe


def probe_spec(probe: Probe, inner: str) -> str:
    return f"{PREFIX}{probe.name}/{inner}"


def probe_games(
    probe: Probe, baseline: Sequence[BalanceGame], played: Sequence[GameFacts]
) -> list[BalanceGame]:
    """The probe's games: each baseline game with the probe's side played by the probe on
    that side's bot, and the baseline's actions to replay until the probe first acts."""
    out = []
    for game, facts in zip(baseline, played, strict=True):
        if probe.side == SETH:
            changed = replace(game, seth_bot=probe_spec(probe, game.seth_bot))
        else:
            changed = replace(game, alliance_bot=probe_spec(probe, game.alliance_bot))
        out.append(replace(changed, record=False, baseline=facts.actions))
    return out


@dataclass(frozen=True, slots=True)
class PairedStats:
    """One probe at one N: its side's share beside the baseline's on the same games."""

    probe: str
    side: str
    n: int
    games: int
    wins: int
    finished: int
    base_wins: int
    base_finished: int
    gained: int
    lost: int
    acted: int
    #: the probe side's share in each seed's games, by series seed (empty for one seed)
    by_seed: tuple[tuple[int, float], ...] = ()

    @property
    def share(self) -> float:
        return self.wins / self.finished if self.finished else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.finished)

    @property
    def base_share(self) -> float:
        return self.base_wins / self.base_finished if self.base_finished else 0.0

    @property
    def base_interval(self) -> tuple[float, float]:
        return wilson(self.base_wins, self.base_finished)


def paired_stats(
    probe: Probe, n: int, baseline: Sequence[GameFacts], probed: Sequence[GameFacts]
) -> PairedStats:
    """The figures of one probe at one N from its games and their baseline games, in pairs
    (the same seeds, in the same order: checked)."""
    pairs = list(zip(baseline, probed, strict=True))
    if any((b.n, b.seed, b.series) != (p.n, p.seed, p.series) for b, p in pairs):
        raise ValueError("a probe game is paired with a baseline game of another seed")
    side = probe.side
    seeds = tuple(dict.fromkeys(p.series for p in probed))
    return PairedStats(
        probe.name,
        side,
        n,
        len(pairs),
        wins=sum(p.winner == side for p in probed),
        finished=sum(p.winner is not None for p in probed),
        base_wins=sum(b.winner == side for b in baseline),
        base_finished=sum(b.winner is not None for b in baseline),
        gained=sum(p.winner == side and b.winner != side for b, p in pairs),
        lost=sum(b.winner == side and p.winner != side for b, p in pairs),
        acted=sum(p.overrides > 0 for p in probed),
        by_seed=_by_seed(probed, side, seeds) if len(seeds) > 1 else (),
    )


def _by_seed(games: Sequence[GameFacts], side: str, seeds) -> tuple[tuple[int, float], ...]:
    out = []
    for seed in seeds:
        won = sum(g.winner == side for g in games if g.series == seed)
        done = sum(g.winner is not None for g in games if g.series == seed)
        out.append((seed, won / done if done else 0.0))
    return tuple(out)


def best_probes(rows: Sequence[PairedStats]) -> list[PairedStats]:
    """Per side and N, the probe with the highest share for its side (ties: the larger gain
    over the baseline, then the first in the library's order)."""
    best: dict[tuple[str, int], PairedStats] = {}
    for row in rows:
        key = (row.side, row.n)
        held = best.get(key)
        if held is None or (row.share, row.gained - row.lost) > (
            held.share,
            held.gained - held.lost,
        ):
            best[key] = row
    return [best[key] for key in sorted(best, key=lambda k: (k[0] != SETH, k[1]))]
