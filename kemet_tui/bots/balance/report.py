"""The text of ``kemet-tui balance``: per N, the results, the victory paths, Seth's share with
its 95 % interval, the game lengths, the pace of each side's goals, and how each designed item
fared in won and lost games."""

from __future__ import annotations

from collections.abc import Sequence

from kemet_tui.bots.balance.facts import (
    ALLIANCE_DISTRICT,
    ALLIANCE_VP,
    SETH_VP,
    SETH_WIPEOUT,
    UNFINISHED,
)
from kemet_tui.bots.balance.probing import PairedStats
from kemet_tui.bots.balance.stats import SeedSpread, SeriesStats


def report(
    stats: Sequence[SeriesStats],
    header: str,
    usage: bool = True,
    spreads: Sequence[SeedSpread] = (),
) -> str:
    lines = [header, ""]
    lines += summary_table(stats)
    if spreads:
        lines += ["", *spread_lines(stats, spreads)]
    if usage:
        for one in stats:
            lines += ["", *pace_lines(one), "", *usage_table(one)]
    return "\n".join(lines)


def pace_lines(s: SeriesStats) -> list[str]:
    """When each goal was met, and where Seth's battle VP came from: the two clocks of a game."""
    lines = [f"N = {s.n}: the pace of the two sides"]
    for goal in s.goals:
        when = f"round {goal.mean_round:.2f} on average" if goal.games else "never"
        lines.append(f"  {goal.goal:<28} met in {goal.games:>4} of {s.games} games, {when}")
    rates = ", ".join(f"{action} {rate:.2f}" for action, rate in s.seth_vp_per_round)
    lines.append(f"  Seth's battle VP a round, by action: {rates or 'none'}")
    return lines


def summary_table(stats: Sequence[SeriesStats]) -> list[str]:
    """One row per N."""
    head = (
        f"{'N':>2} {'games':>5} {'Seth':>5} {'by VP':>5} {'wiped':>5} {'Alliance':>8} "
        f"{'6 VP':>5} {'district':>8} {'unfin.':>6} {'Seth share (95 % CI)':>22} "
        f"{'rounds q1/median/q3':>19}"
    )
    lines = [head]
    for s in stats:
        p = s.paths
        low, high = s.seth_interval
        share = f"{100 * s.seth_share:5.1f} % ({100 * low:4.1f}-{100 * high:5.1f})"
        q1, median, q3 = s.rounds
        lines.append(
            f"{s.n:>2} {s.games:>5} {s.wins['seth']:>5} {p[SETH_VP]:>5} "
            f"{p[SETH_WIPEOUT]:>5} {s.wins['alliance']:>8} {p[ALLIANCE_VP]:>5} "
            f"{p[ALLIANCE_DISTRICT]:>8} {p[UNFINISHED]:>6} {share:>22} "
            f"{_num(q1):>6}/{_num(median)}/{_num(q3)}"
        )
    return lines


def _num(value: float) -> str:
    return f"{value:g}"


def usage_table(s: SeriesStats) -> list[str]:
    """Per item: the side that took it, in how many of that side's won and lost games."""
    wins = {side: s.wins[side] for side in s.wins}
    losses = {"seth": s.wins["alliance"], "alliance": s.wins["seth"]}
    lines = [
        f"N = {s.n}: designed items taken or played, in the taker's won / lost games",
        f"{'category':<13} {'item':<40} {'side':<8} {'in wins':>13} {'in losses':>13}",
    ]
    for u in s.uses:
        if u.side == "-":
            lines.append(f"{u.category:<13} {u.item:<40} {'-':<8} {'never taken':>13}")
            continue
        won = f"{u.in_wins}/{wins[u.side]}"
        lost = f"{u.in_losses}/{losses[u.side]}"
        lines.append(f"{u.category:<13} {u.item:<40} {u.side:<8} {won:>13} {lost:>13}")
    return lines


def _pc(share: float) -> str:
    return f"{100 * share:.1f} %"


def _ci(share: float, interval: tuple[float, float]) -> str:
    low, high = interval
    return f"{100 * share:5.1f} % ({100 * low:4.1f}-{100 * high:5.1f})"


def spread_lines(stats: Sequence[SeriesStats], spreads: Sequence[SeedSpread]) -> list[str]:
    """Per N, the pooled share and its interval beside each seed's share and their range."""
    pooled = {s.n: s for s in stats}
    lines = ["Seth's share pooled over the seeds, and seed by seed"]
    for spread in spreads:
        s = pooled[spread.n]
        each = "  ".join(
            f"{seed}: {_pc(share)} ({won}/{done})"
            for (seed, won, done), share in zip(spread.seeds, spread.shares, strict=True)
        )
        lines.append(
            f"{spread.n:>2} pooled {_ci(s.seth_share, s.seth_interval)}  {each}  "
            f"spread {100 * spread.low:.1f}-{100 * spread.high:.1f} % "
            f"({100 * (spread.high - spread.low):.1f} points)"
        )
    return lines


PROBE_HEAD = (
    f"{'probe':<40} {'side':<8} {'N':>2} {'games':>5} {'probe side share (95 % CI)':>26} "
    f"{'baseline (95 % CI)':>22} {'gained':>6} {'lost':>5} {'acted':>5}"
)


def probe_row(row: PairedStats) -> str:
    """One probe at one N: its side's share, the baseline's on the same games, the games
    flipped each way, the games where it acted; each seed's share when there are several."""
    line = (
        f"{row.probe:<40} {row.side:<8} {row.n:>2} {row.games:>5} "
        f"{_ci(row.share, row.interval):>26} {_ci(row.base_share, row.base_interval):>22} "
        f"{row.gained:>6} {row.lost:>5} {row.acted:>5}"
    )
    if row.by_seed:
        shares = [share for _, share in row.by_seed]
        line += (
            f"  seeds {' '.join(_pc(s) for s in shares)} "
            f"(spread {100 * min(shares):.1f}-{100 * max(shares):.1f})"
        )
    return line


def best_lines(best: Sequence[PairedStats]) -> list[str]:
    """Per side and N, the probe that won its side the most games."""
    lines = ["The best probe per side and N", PROBE_HEAD]
    return lines + [probe_row(row) for row in best]


#: the share above which a probe breaks the balance aimed at (docs/balance.md)
PROBE_LINE = 0.60


def above_lines(rows: Sequence[PairedStats], line: float = PROBE_LINE) -> list[str]:
    """The probes that win their side more than ``line`` of the games, highest first."""
    above = sorted((r for r in rows if r.share > line), key=lambda r: (-r.share, r.n))
    head = f"Probes above {100 * line:.0f} % for their side"
    if not above:
        return [f"{head}: none"]
    return [head, PROBE_HEAD, *(probe_row(r) for r in above)]
