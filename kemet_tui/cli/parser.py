"""The argument parser: one sub-command a verb, each bound to its handler.

Building the parser imports no command's module: each handler is named as ``module:function``
and imported when its command runs (:class:`Command`), and the help's file paths are worked out
only when the help is printed. So ``kemet-tui --version`` or a mistyped argument costs little
more than the interpreter, and a command pays only for what it uses.
"""

from __future__ import annotations

import argparse
from argparse import Namespace
from importlib import import_module

from kemet_tui import __version__

TYPE_CHECKING = False  # typing's own flag, without importing typing at start-up
if TYPE_CHECKING:
    from pathlib import Path

#: what ``--log-level`` offers (``core.logs.configure`` takes any of them; warning by default)
LOG_LEVELS = ("debug", "info", "warning", "error")

#: stand-ins in the help text for the paths of this machine, filled in when the help is printed
_SETTINGS, _LOG = "{settings file}", "{log file}"


class Command:
    """A command's handler by name (``"show:show"``: ``kemet_tui.cli.show.show``), imported
    when the command runs rather than when the parser is built."""

    def __init__(self, target: str) -> None:
        self.target = target

    def __call__(self, args: Namespace) -> int | None:
        module, name = self.target.split(":")
        return getattr(import_module(f"kemet_tui.cli.{module}"), name)(args)

    def __repr__(self) -> str:
        return f"Command({self.target!r})"


class _Parser(argparse.ArgumentParser):
    """argparse that names the program in its error line (``kemet-tui: error: ...``) and
    writes this machine's settings and log paths into its help."""

    def format_help(self) -> str:
        text = super().format_help()
        if _SETTINGS in text or _LOG in text:
            from kemet_tui.core.paths import log_path, settings_path

            text = text.replace(_SETTINGS, str(settings_path())).replace(_LOG, str(log_path()))
        return text


def _seed(text: str) -> int:
    from kemet_tui.core.rng import SEED_LIMIT, SEED_MIN

    try:
        value = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text[:40]!r}") from None
    if not SEED_MIN <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            f"a seed is a 64-bit whole number ({SEED_MIN} to {SEED_LIMIT - 1})"
        )
    return value


def _path(text: str) -> Path:
    """A file or folder argument (pathlib is imported once a command reads one)."""
    from pathlib import Path

    return Path(text)


def _whole(text: str, what: str = "must be") -> int:
    """A whole number typed on the command line; ``what`` begins the refusal ("a depth is")."""
    try:
        return int(text)
    except ValueError:
        shown = text if len(text) <= 40 else text[:37] + "..."
        raise argparse.ArgumentTypeError(f"{what} a whole number, not {shown!r}") from None


def _depth(text: str) -> int:
    value = _whole(text, "a depth is")
    if value < 0:
        raise argparse.ArgumentTypeError("a depth cannot be negative")
    return value


def _count(text: str) -> int:
    """A number of things (rounds): 0 or more."""
    value = _whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError("cannot be negative")
    return value


def _positive(text: str) -> int:
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _seeds(text: str) -> tuple[int, ...]:
    """``2026,2027,2028``: several series seeds (each checked as ``--seed``), in that order."""
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not parts:
        raise argparse.ArgumentTypeError("give one or more seeds, e.g. 2026,2027,2028")
    seeds = tuple(dict.fromkeys(_seed(part) for part in parts))
    return seeds


def _alliance(text: str) -> int:
    value = _whole(text, "an Alliance size is")
    if not 2 <= value <= 5:
        raise argparse.ArgumentTypeError("an Alliance has 2 to 5 members")
    return value


def _option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"an option is KEY=VALUE, not {text!r}")
    return key.strip(), value.strip()


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="kemet-tui",
        description="Hotseat terminal client for Kemet: Seth, Seti-Aleph and Seti-Beth. "
        "Without a command it opens the title screen.",
    )
    parser.add_argument("-V", "--version", action="version", version=f"kemet-tui {__version__}")
    parser.add_argument(
        "--config",
        type=_path,
        default=None,
        metavar="FILE",
        help=f"the settings file to read and write (default: {_SETTINGS})",
    )
    parser.add_argument(
        "--log-level",
        choices=LOG_LEVELS,
        default=None,
        type=str.lower,
        help=f"what goes to the log file, {_LOG} (default: warning)",
    )
    parser.set_defaults(handler=Command("interactive:title"))
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")
    _add_play(commands)
    _add_replay(commands)
    _add_report(commands)
    _add_perft(commands)
    _add_new(commands)
    _add_legal(commands)
    _add_step(commands)
    _add_show(commands)
    _add_upgrade(commands)
    _add_simulate(commands)
    _add_balance(commands)
    _add_check(commands)
    _add_screenshots(commands)
    _add_animations(commands)
    _add_serve(commands)
    _add_host(commands)
    _add_join(commands)
    return parser


def _port(text: str) -> int:
    value = _whole(text, "a port is")
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError("a port is a number from 1 to 65535")
    return value


def _add_serve(commands) -> None:
    command = commands.add_parser(
        "serve", help="play in a web browser (needs the web extra: pip install 'kemet-tui[web]')"
    )
    command.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1: this machine only)",
    )
    command.add_argument("--port", type=_port, default=8000, help="the port (default 8000)")
    command.add_argument(
        "--join",
        action="store_true",
        help="each tab joins a seat of a hosted game (kemet-tui host) instead "
        "of opening the title screen",
    )
    _add_max_tabs(command)
    command.set_defaults(handler=Command("serve:serve"))


def _add_max_tabs(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--max-tabs",
        type=_within(1, 200),
        default=8,
        metavar="N",
        help="browser tabs served at once, each a process on this machine "
        "(default 8); one more is told to come back later",
    )


def _within(low: int, high: int):
    """A whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        value = _whole(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"a number from {low} to {high}")
        return value

    return parse


def _bot_pause(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 <= value <= 10:
        raise argparse.ArgumentTypeError("a pause of 0 to 10 seconds")
    return value


def _add_host(commands) -> None:
    command = commands.add_parser(
        "host", help="host a game whose players join from screens of their own"
    )
    command.add_argument("ruleset", metavar="RULESET", help="kemet-seth, seti-aleph or seti-beth")
    command.add_argument(
        "--seed", type=_seed, default=None, help="seed of the game (default: random)"
    )
    command.add_argument(
        "--load", type=_path, default=None, metavar="FILE", help="host a saved game"
    )
    command.add_argument(
        "--bot",
        dest="bots",
        action="append",
        default=[],
        metavar="SEAT=SPEC",
        help="the computer plays SEAT, e.g. a2=kemet:1 (repeatable)",
    )
    command.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1: this machine only)",
    )
    command.add_argument("--port", type=_port, default=8765, help="the port (default 8765)")
    command.add_argument(
        "--web",
        type=_port,
        default=None,
        metavar="PORT",
        help="also serve browser tabs on PORT, each asking for a seat's line (the web extra)",
    )
    command.add_argument(
        "--bot-pause",
        type=_bot_pause,
        default=0.5,
        metavar="SECONDS",
        help="pause between two bot answers, so people can follow (default 0.5, as in hotseat)",
    )
    command.add_argument(
        "--teach",
        action="store_true",
        help="the teacher of a first game on every seat's screen: a short lesson "
        "at each kind of decision, the first few times (a loaded game too)",
    )
    command.add_argument(
        "--max-spectators",
        type=_within(0, 1000),
        default=8,
        metavar="N",
        help="screens without a seat's key let in at once (default 8)",
    )
    _add_max_tabs(command)
    command.add_argument(
        "--new-key",
        dest="new_keys",
        action="append",
        default=[],
        metavar="SEAT",
        help="give SEAT a new line (its old one no longer "
        "plays it; repeatable); with --load the other seats keep theirs",
    )
    command.add_argument(
        "--certfile",
        default=None,
        metavar="FILE",
        help="serve over TLS with this certificate (PEM): the lines read wss://",
    )
    command.add_argument(
        "--keyfile",
        default=None,
        metavar="FILE",
        help="the certificate's private key, when not in --certfile",
    )
    _add_options(command)
    command.set_defaults(handler=Command("hosting:host"))


def _add_join(commands) -> None:
    command = commands.add_parser("join", help="play your seat of a hosted game on this screen")
    command.add_argument(
        "urls",
        metavar="URL",
        nargs="*",
        help="the line the host printed for your seat (several: the seats "
        "share this screen behind the curtain; none: the screen asks for it)",
    )
    command.add_argument(
        "--cafile",
        default=None,
        metavar="FILE",
        help="trust the host's certificate in FILE (a wss:// host whose certificate is its own)",
    )
    command.add_argument(
        "--teach",
        action="store_true",
        help="the teacher of a first game: a short lesson at each kind of your "
        "decisions, the first few times (on by itself when the host's game "
        "teaches; T brings one back)",
    )
    command.add_argument("--tab-slots", default=None, help=argparse.SUPPRESS)
    command.add_argument("--max-tabs", type=int, default=8, help=argparse.SUPPRESS)
    command.set_defaults(handler=Command("hosting:join"))


def _add_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--option",
        "-o",
        dest="options",
        action="append",
        type=_option,
        default=[],
        metavar="KEY=VALUE",
        help="a ruleset option, e.g. repetition_draw=false (repeatable)",
    )


def _add_play(commands) -> None:
    play = commands.add_parser("play", help="start a game in the terminal")
    play.add_argument("ruleset", metavar="RULESET", help="seti-aleph, seti-beth or kemet-seth")
    play.add_argument("--seed", type=_seed, default=None, help="seed of the game (default: random)")
    play.add_argument(
        "--load", type=_path, default=None, metavar="FILE", help="resume a saved game"
    )
    play.add_argument(
        "--bot",
        dest="bots",
        action="append",
        default=[],
        metavar="SEAT=SPEC",
        help="the computer plays SEAT, e.g. brown=seti:3 or seth=kemet:1 "
        "(repeatable; bots: random, greedy, seti:1 to seti:3, kemet:1 to kemet:3; "
        "kemet:3/N searches N iterations a decision)",
    )
    play.add_argument(
        "--teach",
        action="store_true",
        help="the teacher of a first game: a short lesson at each kind of decision, "
        "the first few times (the game's teach option; T brings one back)",
    )
    _add_options(play)
    play.set_defaults(handler=Command("interactive:play"))


def _add_replay(commands) -> None:
    replay = commands.add_parser("replay", help="step through a saved game")
    replay.add_argument("file", type=_path, metavar="FILE")
    replay.add_argument(
        "--print",
        dest="print_only",
        action="store_true",
        help="print the game instead of showing it",
    )
    replay.set_defaults(handler=Command("interactive:replay"))


def _add_report(commands) -> None:
    report = commands.add_parser(
        "report", help="charts of a saved game: VP, PP, battles, tiles, the bot's estimate"
    )
    report.add_argument("file", type=_path, metavar="FILE")
    report.add_argument(
        "--svg",
        type=_path,
        default=None,
        metavar="OUT",
        help="write the charts to OUT as an SVG picture instead of showing them",
    )
    report.set_defaults(handler=Command("report:report"))


def _add_perft(commands) -> None:
    perft = commands.add_parser("perft", help="count the leaves of the legal-move tree")
    perft.add_argument("ruleset", metavar="RULESET")
    perft.add_argument("depth", type=_depth, metavar="DEPTH")
    perft.add_argument("--moves", default="", metavar="TOKENS", help="moves played first")
    perft.add_argument(
        "--divide", action="store_true", help="also print the count below each first move"
    )
    perft.add_argument(
        "--repetition-draw",
        action="store_true",
        help="apply the threefold-repetition client rule (off: the printed rules)",
    )
    perft.set_defaults(handler=Command("headless:perft"))


def _add_new(commands) -> None:
    new = commands.add_parser("new", help="write a new game to a file (for legal/step/show)")
    new.add_argument("ruleset", metavar="RULESET")
    new.add_argument("file", type=_path, metavar="FILE")
    new.add_argument("--seed", type=_seed, default=0)
    _add_options(new)
    new.add_argument("--force", action="store_true", help="overwrite an existing file")
    new.set_defaults(handler=Command("headless:new"))


def _add_legal(commands) -> None:
    legal = commands.add_parser("legal", help="list the legal actions of the seat to act")
    legal.add_argument("file", type=_path, metavar="FILE")
    legal.add_argument(
        "--seat",
        metavar="SEAT",
        default=None,
        help="who asks: in a game with secrets (Kemet: Seth) only the seat to "
        "act may read its choices, which show its hidden cards",
    )
    legal.set_defaults(handler=Command("headless:legal"))


def _add_step(commands) -> None:
    step = commands.add_parser("step", help="play actions on a saved game and write it back")
    step.add_argument("file", type=_path, metavar="FILE")
    step.add_argument("actions", nargs="+", metavar="ACTION")
    step.set_defaults(handler=Command("headless:step"))


def _add_show(commands) -> None:
    command = commands.add_parser(
        "show", help="describe a saved game (the public view unless told otherwise)"
    )
    command.add_argument("file", type=_path, metavar="FILE")
    command.add_argument("--json", action="store_true", help="the view as JSON")
    whose = command.add_mutually_exclusive_group()
    whose.add_argument(
        "--seat",
        metavar="SEAT",
        default=None,
        help="what SEAT may see: its own secrets, not the others' "
        "(default: the public view, what the whole table sees)",
    )
    whose.add_argument(
        "--all-secrets",
        action="store_true",
        help="show EVERY secret: each seat's hidden cards and discards, the "
        "deck orders, the seed and the generator's state",
    )
    command.set_defaults(handler=Command("show:show"))


def _add_upgrade(commands) -> None:
    command = commands.add_parser(
        "upgrade", help="check a save from an older kemet-tui (no checksum) and add its checksum"
    )
    command.add_argument("file", type=_path, metavar="FILE")
    command.set_defaults(handler=Command("headless:upgrade"))


def _add_simulate(commands) -> None:
    simulate = commands.add_parser("simulate", help="play seeded random or bot games")
    simulate.add_argument("ruleset", metavar="RULESET")
    simulate.add_argument("--games", type=_positive, default=10)
    simulate.add_argument("--seed", type=_seed, default=0)
    simulate.add_argument("--max-actions", type=_positive, default=20000)
    simulate.add_argument("--records", type=_path, default=None, metavar="DIR")
    simulate.add_argument(
        "--alliance",
        type=_alliance,
        default=None,
        metavar="N",
        help="Kemet: Seth: the Alliance's size, 2 to 5 (option alliance_size)",
    )
    simulate.add_argument(
        "--bots",
        default=None,
        metavar="SPEC",
        help="bot-versus-bot games, e.g. white=seti:3,brown=random "
        "(a results table instead of the random-playout line)",
    )
    simulate.add_argument(
        "--alternate", action="store_true", help="with --bots: the bots change seats every game"
    )
    simulate.add_argument(
        "--max-rounds",
        type=_count,
        default=None,
        metavar="R",
        help="Kemet: Seth: end a game unfinished after R rounds (option round_cap)",
    )
    _add_options(simulate)
    simulate.set_defaults(handler=Command("headless:simulate"))


def _add_balance(commands) -> None:
    series = commands.add_parser(
        "balance", help="Kemet: Seth self-play series: who wins, how, how long, what is taken"
    )
    series.add_argument(
        "--alliance",
        type=_alliance,
        action="append",
        default=[],
        metavar="N",
        help="the Alliance's size, 2 to 5 (repeatable; default: 2 3 4 5)",
    )
    series.add_argument(
        "--bots",
        default="kemet:1",
        metavar="SPEC",
        help="one bot for both sides (kemet:1) or seth=BOT,alliance=BOT",
    )
    series.add_argument("--games", type=_positive, default=50, help="games per N (default 50)")
    seeds = series.add_mutually_exclusive_group()
    seeds.add_argument("--seed", type=_seed, default=None, help="series seed (default 101)")
    seeds.add_argument(
        "--seeds",
        type=_seeds,
        default=None,
        metavar="S,S,...",
        help="several series seeds: their games pooled, each seed's share beside",
    )
    series.add_argument(
        "--probe",
        default=None,
        metavar="NAME[,NAME...]",
        help="play each named exploit probe (or 'all') on its side, paired "
        "with the unchanged lineup on the same games",
    )
    series.add_argument(
        "--list-probes",
        action="store_true",
        help="list the exploit probes and what each does, and stop",
    )
    series.add_argument(
        "--workers", type=_positive, default=1, help="processes playing games at once (default 1)"
    )
    series.add_argument(
        "--max-rounds",
        type=_count,
        default=30,
        metavar="R",
        help="stop a game unfinished after R rounds (default 30; 0: no cap)",
    )
    series.add_argument(
        "--summary", action="store_true", help="only the table per N, without the tiles and cards"
    )
    series.add_argument(
        "--records",
        type=_path,
        default=None,
        metavar="DIR",
        help="write each game's record to DIR (n3-seed2026-game001.json...), "
        "for replay and report; not with --probe",
    )
    series.set_defaults(handler=Command("balance:balance"))


def _add_check(commands) -> None:
    check = commands.add_parser("check-rulesets", help="validate the ruleset data")
    check.set_defaults(handler=Command("headless:check_rulesets"))


def _add_animations(commands) -> None:
    moving = commands.add_parser(
        "animations", help="regenerate the animated screenshots/*-game.svg, *-turn.svg"
    )
    moving.add_argument("--out", type=_path, default="screenshots", metavar="DIR")
    moving.set_defaults(handler=Command("interactive:animations"))


def _add_screenshots(commands) -> None:
    shots = commands.add_parser("screenshots", help="regenerate screenshots/*.svg")
    shots.add_argument("--out", type=_path, default="screenshots", metavar="DIR")
    shots.set_defaults(handler=Command("interactive:screenshots"))
