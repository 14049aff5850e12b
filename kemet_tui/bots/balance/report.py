"""The text of ``kemet-tui balance``: per N, the results, the victory paths, Seth's share with
its 95 % interval, the game lengths, the pace of each side's goals, and how each designed item
fared in won and lost games."""

from __future__ import annotations

from collections.abc import Sequence

from kemet_tui.bots.balance.facts import (ALLIANCE_DISTRICT, ALLIANCE_VP, SETH_VP, SETH_WIPEOUT,
                                          UNFINISHED)
from kemet_tui.bots.balance.stats import SeriesStats


def report(stats: Sequence[SeriesStats], header: str, usage: bool = True) -> str:
    lines = [header, ""]
    lines += summary_table(stats)
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
    head = (f"{'N':>2} {'games':>5} {'Seth':>5} {'by VP':>5} {'wiped':>5} {'Alliance':>8} "
            f"{'6 VP':>5} {'district':>8} {'unfin.':>6} {'Seth share (95 % CI)':>22} "
            f"{'rounds q1/median/q3':>19}")
    lines = [head]
    for s in stats:
        p = s.paths
        low, high = s.seth_interval
        share = f"{100 * s.seth_share:5.1f} % ({100 * low:4.1f}-{100 * high:5.1f})"
        q1, median, q3 = s.rounds
        lines.append(f"{s.n:>2} {s.games:>5} {s.wins['seth']:>5} {p[SETH_VP]:>5} "
                     f"{p[SETH_WIPEOUT]:>5} {s.wins['alliance']:>8} {p[ALLIANCE_VP]:>5} "
                     f"{p[ALLIANCE_DISTRICT]:>8} {p[UNFINISHED]:>6} {share:>22} "
                     f"{_num(q1):>6}/{_num(median)}/{_num(q3)}")
    return lines


def _num(value: float) -> str:
    return f"{value:g}"


def usage_table(s: SeriesStats) -> list[str]:
    """Per item: the side that took it, in how many of that side's won and lost games."""
    wins = {side: s.wins[side] for side in s.wins}
    losses = {"seth": s.wins["alliance"], "alliance": s.wins["seth"]}
    lines = [f"N = {s.n}: designed items taken or played, in the taker's won / lost games",
             f"{'category':<13} {'item':<40} {'side':<8} {'in wins':>13} {'in losses':>13}"]
    for u in s.uses:
        if u.side == "-":
            lines.append(f"{u.category:<13} {u.item:<40} {'-':<8} {'never taken':>13}")
            continue
        won = f"{u.in_wins}/{wins[u.side]}"
        lost = f"{u.in_losses}/{losses[u.side]}"
        lines.append(f"{u.category:<13} {u.item:<40} {u.side:<8} {won:>13} {lost:>13}")
    return lines
