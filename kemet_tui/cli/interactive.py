"""Commands that open the terminal UI. Textual is imported only here, when one of them runs,
so headless commands start fast and work without a terminal."""

from __future__ import annotations

import random
import sys
from argparse import Namespace

from kemet_tui.cli.game_options import check_play_options, with_bot_flags
from kemet_tui.cli.headless import parse_options
from kemet_tui.cli.show import say
from kemet_tui.core.registry import get_ruleset
from kemet_tui.saves import open_game


def title(args: Namespace) -> int:
    from kemet_tui.tui.app import make_app

    return run_app(make_app(report_crashes=True, **settings_for(args)))


def settings_for(args: Namespace) -> dict:
    """The ``make_app`` arguments for the settings: read from ``--config`` or the user's file;
    their problems are told by the app, on screen, and the game starts all the same."""
    from kemet_tui.core.paths import settings_path
    from kemet_tui.core.settings import load_settings

    path = getattr(args, "config", None) or settings_path()
    settings, problems = load_settings(path)
    return {"settings": settings, "settings_file": path, "settings_problems": problems}


def run_app(app) -> int:
    """Run the terminal UI; after an unexpected error, print the one line that says where its
    traceback went (``KemetApp.crash_line``) once the terminal is back to normal."""
    app.run()
    if app.crash_line:
        print(app.crash_line, file=sys.stderr)
    return app.return_code or 0


def play(args: Namespace) -> int:
    from kemet_tui.tui.app import make_app

    ruleset = get_ruleset(args.ruleset)
    if args.load is not None:
        open_game(args.load, expected_ruleset=ruleset.name)  # refuse a bad file before the UI
    options = with_bot_flags(parse_options(args.options), getattr(args, "bots", []))
    if getattr(args, "teach", False):
        options = {**options, "teach": True}
    if options:
        check_play_options(ruleset, options)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    return run_app(
        make_app(
            ruleset=ruleset.name,
            seed=seed,
            load=args.load,
            options=options or None,
            report_crashes=True,
            **settings_for(args),
        )
    )


def replay(args: Namespace) -> int:
    if args.print_only:
        return _print_replay(args)
    open_game(args.file)  # a broken file is refused here, with its reason
    from kemet_tui.tui.app import make_app

    return run_app(make_app(replay=args.file, report_crashes=True, **settings_for(args)))


def _print_replay(args: Namespace) -> int:
    """The game as the whole table may read it: a printed replay is a public document, so a
    secret answer (a battle card laid face down) shows as ``(secret)``, private events are left
    out and the final position is the public view."""
    engine = open_game(args.file)
    for ply in engine.log(None):
        text = " ".join(event.text for event in ply.events)
        say(f"{ply.number:>4}. {ply.token:<12} {text}{hinted(engine, ply.number - 1)}")
    say(engine.ruleset.state_summary(engine.ruleset.public_view(engine.state)))
    return 0


def hinted(engine, ply: int) -> str:
    """`` (after a hint)`` when the seat to play asked for a hint before action ``ply + 1``
    (the record notes it; what the hint said is not kept)."""
    return " (after a hint)" if engine.hints_at(ply) else ""


def animations(args: Namespace) -> int:
    from kemet_tui.tui.devtools.animation import generate

    for path in generate(args.out):
        print(path)
    return 0


def screenshots(args: Namespace) -> int:
    from kemet_tui.tui.devtools.screenshots import generate

    for path in generate(args.out):
        print(path)
    return 0
