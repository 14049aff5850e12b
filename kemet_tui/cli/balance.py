"""``kemet-tui balance``: seeded Kemet: Seth self-play series and their balance figures.

The games and the figures are ``kemet_tui.bots.balance``; this module reads the command line
and prints. With ``--seeds`` the series of several seeds are pooled, each seed's share printed
beside; with ``--probe`` each named exploit probe plays its side paired with the unchanged
lineup (``docs/balance.md``).
"""

from __future__ import annotations

import sys
import time
from argparse import Namespace

from kemet_tui.core.errors import IllegalAction

DEFAULT_SIZES = (2, 3, 4, 5)
DEFAULT_SEED = 101


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
            raise IllegalAction(
                f"Bad --bots: {part!r} is not BOT or SIDE=BOT (sides: seth, alliance)."
            )
        if not can_sit("kemet-seth", spec):
            raise IllegalAction(
                f"Bad --bots: {spec} cannot play kemet-seth; bots for it: "
                f"{', '.join(specs_for('kemet-seth'))}."
            )
        make_bot(spec)
        for one in ("seth", "alliance") if not side else (side,):
            sides[one] = spec
    if set(sides) != {"seth", "alliance"}:
        raise IllegalAction("Bad --bots: give a bot for Seth and one for the Alliance.")
    return sides["seth"], sides["alliance"]


def probes_from_spec(text: str) -> list:
    """``all`` or ``NAME,NAME``: the probes, in the library's order for ``all``; one clear
    line naming every probe for a name that is not one."""
    from kemet_tui.bots.probes import library, probe_names

    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    if names == ["all"]:
        return list(library().values())
    unknown = [name for name in names if name not in library()]
    if unknown or not names:
        raise IllegalAction(
            f"Unknown probe {', '.join(unknown) or repr(text)}; probes are: "
            f"all, {', '.join(probe_names())}."
        )
    return [library()[name] for name in dict.fromkeys(names)]


def list_probes() -> str:
    from kemet_tui.bots.probes import library

    return "\n".join(f"{p.name:<40} {p.side:<8} {p.text}" for p in library().values())


def balance(args: Namespace) -> int:
    if args.list_probes:
        print(list_probes())
        return 0
    seth_bot, alliance_bot = bots_from_spec(args.bots)
    probes = probes_from_spec(args.probe) if args.probe is not None else []
    sizes = tuple(dict.fromkeys(args.alliance)) if args.alliance else DEFAULT_SIZES
    seeds = args.seeds or (args.seed if args.seed is not None else DEFAULT_SEED,)
    if probes:
        if args.records is not None:
            raise IllegalAction("--records keeps a series' games; it is not taken with --probe.")
        return _probe_series(args, probes, sizes, seeds, seth_bot, alliance_bot)
    return _series(args, sizes, seeds, seth_bot, alliance_bot)


def _header(args, seeds, seth_bot, alliance_bot, seconds: float) -> str:
    cap = f"round cap {args.max_rounds}" if args.max_rounds else "no round cap"
    which = f"seed {seeds[0]}" if len(seeds) == 1 else f"seeds {', '.join(map(str, seeds))}"
    return (
        f"kemet-seth balance: Seth {seth_bot} against the Alliance {alliance_bot}, "
        f"{args.games} games per N, {which}, {cap} ({seconds:.0f} s)"
    )


def _baseline(args, sizes, seeds, seth_bot, alliance_bot, actions=False, records=None):
    """The series as asked: its games, their facts, the figures per N and the seeds' spreads.
    ``actions`` keeps each game's actions in its facts (the baseline of probes); with
    ``records`` (a folder) each game's record is written there as soon as it is played."""
    from dataclasses import replace

    from kemet_tui.bots.balance import series_stats
    from kemet_tui.bots.balance.facts import catalogue
    from kemet_tui.bots.balance.series import each_game, plan_seeds
    from kemet_tui.bots.balance.stats import seed_spread

    games = plan_seeds(sizes, args.games, seeds, seth_bot, alliance_bot, args.max_rounds)
    if actions or records is not None:
        games = [replace(game, record=True) for game in games]
    keep = _record_writer(records, args.max_rounds) if records is not None else None
    facts = []
    for played in each_game(games, workers=args.workers):
        facts.append(played)
        if keep is not None:
            keep(played)
    stats = [series_stats(n, [f for f in facts if f.n == n], catalogue()) for n in sizes]
    spreads = (
        [seed_spread(n, [f for f in facts if f.n == n], seeds) for n in sizes]
        if len(seeds) > 1
        else []
    )
    return games, facts, stats, spreads


def _series(args, sizes, seeds, seth_bot, alliance_bot) -> int:
    from kemet_tui.bots.balance import report

    records = args.records
    if records is not None:
        _prepare_records(records, sizes, seeds, args.games)
    started = time.perf_counter()
    _, _, stats, spreads = _baseline(args, sizes, seeds, seth_bot, alliance_bot, records=records)
    header = _header(args, seeds, seth_bot, alliance_bot, time.perf_counter() - started)
    print(report(stats, header, usage=not args.summary, spreads=spreads))
    return 0


def record_name(n: int, seed: int, number: int) -> str:
    """The file of a series game's record: its N, its series seed and its place there."""
    return f"n{n}-seed{seed}-game{number:03d}.json"


def _prepare_records(directory, sizes, seeds, games: int) -> None:
    """The folder made, before any game is played (a series of searching bots takes hours):
    one clear line if it cannot be, or if a record would replace a file."""
    from itertools import product
    from pathlib import Path

    from kemet_tui.core.paths import describe_os_error

    try:
        Path(directory).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise IllegalAction(f"Cannot make the records folder: {describe_os_error(error)}") from None
    for n, seed, number in product(sizes, seeds, range(1, games + 1)):
        path = Path(directory) / record_name(n, seed, number)
        if path.exists():
            raise IllegalAction(f"{path} exists; give --records a folder without it.")


def _record_writer(directory, max_rounds: int):
    """What writes each game's record, replayed from its actions, as the game is played:
    ``kemet-tui replay`` and ``report`` read it like a saved game (a series keeps only the
    actions, and replaying costs little beside a searching bot's game). A record that cannot
    be written stops the series (the command's one line names the file and the cause); those
    written before it stay."""
    from pathlib import Path

    from kemet_tui.bots.balance.series import replayed
    from kemet_tui.core.storage import save_record

    numbers: dict[tuple[int, int], int] = {}

    def keep(game) -> None:
        number = numbers[(game.n, game.series)] = numbers.get((game.n, game.series), 0) + 1
        path = Path(directory) / record_name(game.n, game.series, number)
        save_record(path, replayed(game, max_rounds).record)

    return keep


def _probe_series(args, probes, sizes, seeds, seth_bot, alliance_bot) -> int:
    """The baseline series first (its table), then each probe's row per N as it finishes,
    then the best probe per side and N and the probes above the 60 % line."""
    from kemet_tui.bots.balance import report, run_series
    from kemet_tui.bots.balance.probing import best_probes, paired_stats, probe_games
    from kemet_tui.bots.balance.report import PROBE_HEAD, above_lines, best_lines, probe_row

    started = time.perf_counter()
    games, facts, stats, spreads = _baseline(
        args, sizes, seeds, seth_bot, alliance_bot, actions=True
    )
    header = _header(args, seeds, seth_bot, alliance_bot, time.perf_counter() - started)
    _emit(report(stats, header, usage=False, spreads=spreads))
    _emit(
        f"\nProbes: each plays its side on that side's bot, paired with the games above "
        f"(share: the probe's side's; gained / lost: games won where the baseline lost / "
        f"lost where it won; acted: games where the probe changed a choice)\n{PROBE_HEAD}"
    )
    rows = []
    for probe in probes:
        played = run_series(probe_games(probe, games, facts), workers=args.workers)
        for n in sizes:
            mine = [i for i, game in enumerate(games) if game.n == n]
            row = paired_stats(probe, n, [facts[i] for i in mine], [played[i] for i in mine])
            rows.append(row)
            _emit(probe_row(row))
    _emit("\n" + "\n".join(best_lines(best_probes(rows))))
    _emit("\n" + "\n".join(above_lines(rows)))
    _emit(f"({time.perf_counter() - started:.0f} s in all)")
    return 0


def _emit(text: str) -> None:
    """Print at once: a long probe screen shows each row as it is measured."""
    print(text)
    sys.stdout.flush()
