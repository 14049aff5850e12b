"""The argument parser: one sub-command a verb, each bound to its handler."""

from __future__ import annotations

import argparse
from pathlib import Path

from kemet_tui import __version__
from kemet_tui.cli import balance, headless, hosting, interactive, serve, show
from kemet_tui.core.logs import DEFAULT_LEVEL, LEVELS
from kemet_tui.core.paths import log_path, settings_path
from kemet_tui.core.rng import SEED_LIMIT, SEED_MIN


class _Parser(argparse.ArgumentParser):
    """argparse that names the program in its error line (``kemet-tui: error: ...``)."""


def _seed(text: str) -> int:
    try:
        value = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text[:40]!r}") from None
    if not SEED_MIN <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError("a seed is a 64-bit whole number "
                                         f"({SEED_MIN} to {SEED_LIMIT - 1})")
    return value


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
    parser.add_argument("--config", type=Path, default=None, metavar="FILE",
                        help=f"the settings file to read and write (default: {settings_path()})")
    parser.add_argument("--log-level", choices=LEVELS, default=DEFAULT_LEVEL, type=str.lower,
                        help=f"what goes to the log file, {log_path()} (default: warning)")
    parser.set_defaults(handler=interactive.title)
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")
    _add_play(commands)
    _add_replay(commands)
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
        "serve", help="play in a web browser (needs the web extra: pip install 'kemet-tui[web]')")
    command.add_argument("--host", default="127.0.0.1",
                         help="the address to listen on (default 127.0.0.1: this machine only)")
    command.add_argument("--port", type=_port, default=8000, help="the port (default 8000)")
    command.add_argument("--join", action="store_true",
                         help="each tab joins a seat of a hosted game (kemet-tui host) instead "
                         "of opening the title screen")
    command.set_defaults(handler=serve.serve)


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
        "host", help="host a game whose players join from screens of their own")
    command.add_argument("ruleset", metavar="RULESET", help="kemet-seth, seti-aleph or seti-beth")
    command.add_argument("--seed", type=_seed, default=None, help="seed of the game (default: random)")
    command.add_argument("--load", type=Path, default=None, metavar="FILE",
                         help="host a saved game")
    command.add_argument("--bot", dest="bots", action="append", default=[], metavar="SEAT=SPEC",
                         help="the computer plays SEAT, e.g. a2=kemet:1 (repeatable)")
    command.add_argument("--host", default="127.0.0.1",
                         help="the address to listen on (default 127.0.0.1: this machine only)")
    command.add_argument("--port", type=_port, default=8765, help="the port (default 8765)")
    command.add_argument("--web", type=_port, default=None, metavar="PORT",
                         help="also serve browser tabs on PORT, each asking for a seat's line "
                         "(the web extra)")
    command.add_argument("--bot-pause", type=_bot_pause, default=0.5, metavar="SECONDS",
                         help="pause between two bot answers, so people can follow (default 0.5, "
                         "as in hotseat)")
    _add_options(command)
    command.set_defaults(handler=hosting.host)


def _add_join(commands) -> None:
    command = commands.add_parser("join", help="play your seat of a hosted game on this screen")
    command.add_argument("urls", metavar="URL", nargs="*",
                         help="the line the host printed for your seat (several: the seats "
                         "share this screen behind the curtain; none: the screen asks for it)")
    command.set_defaults(handler=hosting.join)


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
    play.add_argument("--load", type=Path, default=None, metavar="FILE", help="resume a saved game")
    play.add_argument("--bot", dest="bots", action="append", default=[], metavar="SEAT=SPEC",
                      help="the computer plays SEAT, e.g. brown=seti:3 or seth=kemet:1 "
                      "(repeatable; bots: random, greedy, seti:1 to seti:3, kemet:1 to kemet:3; "
                      "kemet:3/N searches N iterations a decision)")
    _add_options(play)
    play.set_defaults(handler=interactive.play)


def _add_replay(commands) -> None:
    replay = commands.add_parser("replay", help="step through a saved game")
    replay.add_argument("file", type=Path, metavar="FILE")
    replay.add_argument(
        "--print", dest="print_only", action="store_true", help="print the game instead of showing it"
    )
    replay.set_defaults(handler=interactive.replay)


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
    perft.set_defaults(handler=headless.perft)


def _add_new(commands) -> None:
    new = commands.add_parser("new", help="write a new game to a file (for legal/step/show)")
    new.add_argument("ruleset", metavar="RULESET")
    new.add_argument("file", type=Path, metavar="FILE")
    new.add_argument("--seed", type=_seed, default=0)
    _add_options(new)
    new.add_argument("--force", action="store_true", help="overwrite an existing file")
    new.set_defaults(handler=headless.new)


def _add_legal(commands) -> None:
    legal = commands.add_parser("legal", help="list the legal actions of the seat to act")
    legal.add_argument("file", type=Path, metavar="FILE")
    legal.add_argument("--seat", metavar="SEAT", default=None,
                       help="who asks: in a game with secrets (Kemet: Seth) only the seat to "
                       "act may read its choices, which show its hidden cards")
    legal.set_defaults(handler=headless.legal)


def _add_step(commands) -> None:
    step = commands.add_parser("step", help="play actions on a saved game and write it back")
    step.add_argument("file", type=Path, metavar="FILE")
    step.add_argument("actions", nargs="+", metavar="ACTION")
    step.set_defaults(handler=headless.step)


def _add_show(commands) -> None:
    command = commands.add_parser(
        "show", help="describe a saved game (the public view unless told otherwise)")
    command.add_argument("file", type=Path, metavar="FILE")
    command.add_argument("--json", action="store_true", help="the view as JSON")
    whose = command.add_mutually_exclusive_group()
    whose.add_argument("--seat", metavar="SEAT", default=None,
                       help="what SEAT may see: its own secrets, not the others' "
                       "(default: the public view, what the whole table sees)")
    whose.add_argument("--all-secrets", action="store_true",
                       help="show EVERY secret: each seat's hidden cards and discards, the "
                       "deck orders, the seed and the generator's state")
    command.set_defaults(handler=show.show)


def _add_upgrade(commands) -> None:
    command = commands.add_parser(
        "upgrade", help="check a save from an older kemet-tui (no checksum) and add its checksum")
    command.add_argument("file", type=Path, metavar="FILE")
    command.set_defaults(handler=headless.upgrade)


def _add_simulate(commands) -> None:
    simulate = commands.add_parser("simulate", help="play seeded random or bot games")
    simulate.add_argument("ruleset", metavar="RULESET")
    simulate.add_argument("--games", type=_positive, default=10)
    simulate.add_argument("--seed", type=_seed, default=0)
    simulate.add_argument("--max-actions", type=_positive, default=20000)
    simulate.add_argument("--records", type=Path, default=None, metavar="DIR")
    simulate.add_argument("--alliance", type=_alliance, default=None, metavar="N",
                          help="Kemet: Seth: the Alliance's size, 2 to 5 (option alliance_size)")
    simulate.add_argument("--bots", default=None, metavar="SPEC",
                          help="bot-versus-bot games, e.g. white=seti:3,brown=random "
                          "(a results table instead of the random-playout line)")
    simulate.add_argument("--alternate", action="store_true",
                          help="with --bots: the bots change seats every game")
    simulate.add_argument("--max-rounds", type=_count, default=None, metavar="R",
                          help="Kemet: Seth: end a game unfinished after R rounds (option round_cap)")
    _add_options(simulate)
    simulate.set_defaults(handler=headless.simulate)


def _add_balance(commands) -> None:
    series = commands.add_parser(
        "balance", help="Kemet: Seth self-play series: who wins, how, how long, what is taken")
    series.add_argument("--alliance", type=_alliance, action="append", default=[], metavar="N",
                        help="the Alliance's size, 2 to 5 (repeatable; default: 2 3 4 5)")
    series.add_argument("--bots", default="kemet:1", metavar="SPEC",
                        help="one bot for both sides (kemet:1) or seth=BOT,alliance=BOT")
    series.add_argument("--games", type=_positive, default=50, help="games per N (default 50)")
    series.add_argument("--seed", type=_seed, default=101, help="series seed (default 101)")
    series.add_argument("--workers", type=_positive, default=1,
                        help="processes playing games at once (default 1)")
    series.add_argument("--max-rounds", type=_count, default=30, metavar="R",
                        help="stop a game unfinished after R rounds (default 30; 0: no cap)")
    series.add_argument("--summary", action="store_true",
                        help="only the table per N, without the tiles and cards")
    series.set_defaults(handler=balance.balance)


def _add_check(commands) -> None:
    check = commands.add_parser("check-rulesets", help="validate the ruleset data")
    check.set_defaults(handler=headless.check_rulesets)


def _add_animations(commands) -> None:
    moving = commands.add_parser("animations",
                                 help="regenerate the animated screenshots/*-game.svg, *-turn.svg")
    moving.add_argument("--out", type=Path, default=Path("screenshots"), metavar="DIR")
    moving.set_defaults(handler=interactive.animations)


def _add_screenshots(commands) -> None:
    shots = commands.add_parser("screenshots", help="regenerate screenshots/*.svg")
    shots.add_argument("--out", type=Path, default=Path("screenshots"), metavar="DIR")
    shots.set_defaults(handler=interactive.screenshots)
