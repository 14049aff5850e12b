"""``kemet-tui balance``: seeded Kemet: Seth self-play series and their balance figures.

The games and the figures are ``kemet_tui.bots.balance``; this module reads the command line
and prints.
"""

from __future__ import annotations

import time
from argparse import Namespace

from kemet_tui.core.errors import IllegalAction

DEFAULT_SIZES = (2, 3, 4, 5)


def bots_from_spec(text: str) -> tuple[str, str]:
    """``kemet:1`` (both sides) or ``seth=kemet:1,alliance=kemet:2`` as (Seth's, the
    Alliance's) bot specs, each checked to be a Kemet bot."""
    from kemet_tui.bots.registry import can_sit, make_bot, specs_for

    sides: dict[str, str] = {}
    for part in (p.strip() for p in text.split(",")):
        side, sep, spec = part.partition("=")
        if not sep:
            side, spec = "", side
        side, spec = side.strip().lower(), spec.strip().lower()
        if side not in ("", "seth", "alliance") or not spec:
            raise IllegalAction(f"Bad --bots: {part!r} is not BOT or SIDE=BOT (sides: seth, "
                                "alliance).")
        if not can_sit("kemet-seth", spec):
            raise IllegalAction(f"Bad --bots: {spec} cannot play kemet-seth; bots for it: "
                                f"{', '.join(specs_for('kemet-seth'))}.")
        make_bot(spec)
        for one in (("seth", "alliance") if not side else (side,)):
            sides[one] = spec
    if set(sides) != {"seth", "alliance"}:
        raise IllegalAction("Bad --bots: give a bot for Seth and one for the Alliance.")
    return sides["seth"], sides["alliance"]


def balance(args: Namespace) -> int:
    from kemet_tui.bots.balance import report, run_series, series_stats
    from kemet_tui.bots.balance.facts import catalogue
    from kemet_tui.bots.balance.series import plan

    seth_bot, alliance_bot = bots_from_spec(args.bots)
    sizes = tuple(dict.fromkeys(args.alliance)) if args.alliance else DEFAULT_SIZES
    games = plan(sizes, args.games, args.seed, seth_bot, alliance_bot, args.max_rounds)
    started = time.perf_counter()
    facts = run_series(games, workers=args.workers)
    seconds = time.perf_counter() - started
    stats = [series_stats(n, [f for f in facts if f.n == n], catalogue()) for n in sizes]
    cap = f"round cap {args.max_rounds}" if args.max_rounds else "no round cap"
    header = (f"kemet-seth balance: Seth {seth_bot} against the Alliance {alliance_bot}, "
              f"{args.games} games per N, seed {args.seed}, {cap} ({seconds:.0f} s)")
    print(report(stats, header, usage=not args.summary))
    return 0
