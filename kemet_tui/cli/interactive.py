"""Commands that open the terminal UI. Textual is imported only here, when one of them runs,
so headless commands start fast and work without a terminal."""

from __future__ import annotations

import random
from argparse import Namespace

from kemet_tui.cli.headless import parse_options
from kemet_tui.core.registry import get_ruleset
from kemet_tui.core.storage import load_engine, read_record


def title(args: Namespace) -> int:
    from kemet_tui.tui.app import make_app

    make_app().run()
    return 0


def play(args: Namespace) -> int:
    from kemet_tui.tui.app import make_app

    ruleset = get_ruleset(args.ruleset)
    if args.load is not None:
        load_engine(args.load, expected_ruleset=ruleset.name)  # refuse a bad file before the UI
    options = parse_options(args.options)
    if options:
        ruleset.new_game(0, options)  # validate the options before the UI opens
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    make_app(ruleset=ruleset.name, seed=seed, load=args.load, options=options or None).run()
    return 0


def replay(args: Namespace) -> int:
    if args.print_only:
        return _print_replay(args)
    read_record(args.file)
    load_engine(args.file)  # a broken file is refused here, with its reason
    from kemet_tui.tui.app import make_app

    make_app(replay=args.file).run()
    return 0


def _print_replay(args: Namespace) -> int:
    engine = load_engine(args.file)
    for ply in engine.plies:
        text = " ".join(event.text for event in ply.events if event.visible_to(None))
        print(f"{ply.number:>4}. {ply.token:<12} {text}")
    print(engine.ruleset.state_summary(engine.state))
    return 0


def screenshots(args: Namespace) -> int:
    from kemet_tui.tui.screenshots import generate

    for path in generate(args.out):
        print(path)
    return 0
