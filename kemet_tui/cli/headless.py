"""Headless commands: rules checking and playing games by file, no terminal UI involved."""

from __future__ import annotations

import json
import sys
from argparse import Namespace
from pathlib import Path
from typing import Any

from kemet_tui.cli.show import say, status_line
from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction, KemetError
from kemet_tui.core.playout import random_playout, tally
from kemet_tui.core.registry import get_ruleset
from kemet_tui.core.storage import save_engine, save_record
from kemet_tui.core.text import short_words
from kemet_tui.saves import open_game


def parse_options(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    """``KEY=VALUE`` pairs as option values: JSON where it parses (true, 3), lists on commas."""
    options: dict[str, Any] = {}
    for key, text in pairs:
        options[key] = _value(text)
    return options


def _value(text: str) -> Any:
    if "," in text:
        return [_value(part.strip()) for part in text.split(",")]
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # not JSON, a number too long, nested too deep
        return text


def _engine(ruleset: str, seed: int, pairs: list[tuple[str, str]]) -> Engine:
    """A new game with the command line's options, every bot among them checked to exist."""
    from kemet_tui.bots.registry import check_bots

    try:
        engine = Engine(ruleset, seed, parse_options(pairs))
        check_bots(engine.ruleset.name, engine.options)
        return engine
    except (TypeError, ValueError) as error:
        if isinstance(error, KemetError):
            raise
        raise IllegalAction(f"Bad ruleset options: {_first_line(error)}") from None


def _first_line(error: Exception) -> str:
    """An error's message on one line: pydantic's first complaint, not its whole dump."""
    errors = getattr(error, "errors", None)
    if callable(errors):
        first = errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        message = str(first["msg"]).removeprefix("Value error, ")
        return f"{where}: {message}" if where else message
    return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__


def perft(args: Namespace) -> int:
    ruleset = get_ruleset(args.ruleset)
    options = dict(ruleset.perft_options)
    if args.repetition_draw:
        if not ruleset.has_repetition_rule:
            raise IllegalAction(
                f"{ruleset.title} has no repetition rule: "
                "--repetition-draw is for Seti-Aleph and Seti-Beth."
            )
        options["repetition_draw"] = True
    engine = Engine(ruleset, 0, options)
    _play_all(engine, args.moves.split(), "the position is unchanged")
    ruleset, state = engine.ruleset, engine.state
    if args.divide and args.depth > 0:
        for action in ruleset.legal_actions(state):
            child = ruleset.apply(state, action)[0]
            print(f"{ruleset.format_action(state, action)}: {ruleset.perft(child, args.depth - 1)}")
    print(ruleset.perft(state, args.depth))
    return 0


def _play_all(engine: Engine, tokens: list[str], consequence: str) -> None:
    """Play tokens in order; the first illegal one stops everything with its reason."""
    for index, token in enumerate(tokens, start=1):
        try:
            engine.play_token(token)
        except IllegalAction as error:
            hint = f" (closest: {', '.join(error.suggestions)})" if error.suggestions else ""
            raise IllegalAction(
                f"action {index} {short_words(repr(token))} refused: "
                f"{short_words(error.reason)}{hint}; {consequence}"
            ) from None


def new(args: Namespace) -> int:
    if args.file.exists() and not args.force:
        raise IllegalAction(f"{args.file} exists; use --force to overwrite it.")
    engine = _engine(args.ruleset, args.seed, args.options)
    save_engine(args.file, engine)
    print(f"new {engine.ruleset.name} game written to {args.file}")
    return 0


def legal(args: Namespace) -> int:
    """The legal tokens of the seat to act. In a game with secrets the list shows that seat's
    hidden cards (a DI card it may play, a battle card it may lay), so only that seat reads it:
    ``--seat`` says who asks, as ``show --seat`` does."""
    engine = open_game(args.file)
    _check_reader(engine, getattr(args, "seat", None))
    for token in engine.legal_tokens():
        print(token)
    return 0


def _check_reader(engine: Engine, seat: str | None) -> None:
    ruleset, acting = engine.ruleset, engine.to_act
    if not ruleset.has_secrets or acting is None or seat == acting:
        return
    who = ruleset.seat_label(engine.state, acting)
    if seat is None:
        raise IllegalAction(
            f"{who} is to act, and the choices show {who}'s hidden cards: "
            f"add --seat {acting} if you are {who}."
        )
    raise IllegalAction(f"{who} is to act, not {seat}: only {who} may read these choices.")


def step(args: Namespace) -> int:
    """Apply the actions in order; write the file only if every one was legal."""
    engine = open_game(args.file)
    _play_all(engine, args.actions, f"{args.file} left unchanged")
    save_engine(args.file, engine)
    _print_status(engine)
    return 0


def _print_status(engine: Engine) -> None:
    say(status_line(engine))


def upgrade(args: Namespace) -> int:
    """Give a save from before the checksum (version 1 or 2) its checksum: it is read with
    every other check (its actions and redo replayed) and written again, in place."""
    from kemet_tui.core.record import CHECKSUM_SINCE, RECORD_VERSION

    engine = open_game(args.file, legacy=True)
    if json.loads(args.file.read_bytes()).get("version", 0) >= CHECKSUM_SINCE:
        say(f"{args.file} already carries a checksum; it is left as it is.")
        return 0
    save_engine(args.file, engine)
    say(f"{args.file} checked and written as a version {RECORD_VERSION} save, with its checksum.")
    return 0


def simulate(args: Namespace) -> int:
    ruleset = get_ruleset(args.ruleset)
    pairs = list(args.options)
    if getattr(args, "alliance", None) is not None:
        pairs.append(("alliance_size", str(args.alliance)))
    if getattr(args, "max_rounds", None) is not None:
        pairs.append(("round_cap", str(args.max_rounds)))
    options = parse_options(pairs)
    _engine(args.ruleset, args.seed, pairs)  # validates the options once, with a message
    if args.bots is not None:
        return _simulate_bots(args, options)
    seeds = rng.seed_state(args.seed)
    results = []
    for game in range(args.games):
        game_seed, seeds = rng.next_u64(seeds)
        result = random_playout(ruleset, game_seed, options, max_actions=args.max_actions)
        results.append(result)
        if args.records is not None:
            save_record(Path(args.records) / f"game-{game + 1:04d}.json", result.engine.record)
    counts = tally(results, ruleset)
    sides = ruleset.sides(results[0].engine.state)
    fields = [f"games={args.games}"] + [f"{side}={counts[side]}" for side in sides]
    if getattr(ruleset, "reports_draws", True):
        fields += [f"draw={counts['draw']}", f"unfinished={counts['unfinished']}"]
    else:  # no draw in the rules: a game stopped by the round cap is unfinished
        fields += [f"unfinished={counts['unfinished'] + counts['draw']}"]
    print(" ".join(fields))
    return 0


def _simulate_bots(args: Namespace, options: dict[str, Any]) -> int:
    """Bot-versus-bot games: print the results table; each game's record goes to --records."""
    from kemet_tui.bots.match import parse_bots_spec, run_matches

    try:
        lineup = parse_bots_spec(args.bots)
        table = run_matches(
            args.ruleset,
            lineup,
            args.games,
            args.seed,
            options,
            args.max_actions,
            alternate=args.alternate,
        )
    except ValueError as error:
        raise IllegalAction(f"Bad --bots: {_first_line(error)}") from None
    if args.records is not None:
        for number, result in enumerate(table.results, start=1):
            save_record(Path(args.records) / f"game-{number:04d}.json", result.record)
    print(table.text())
    return 0


def check_rulesets(args: Namespace) -> int:
    from kemet_tui.rules.check import check_rulesets as run_checks

    failed = False
    for name, problems in run_checks().items():
        if problems:
            failed = True
            print(f"{name}: {len(problems)} problem(s)")
            for problem in problems:
                print(f"  - {problem}")
        else:
            print(f"{name}: ok")
    if failed:
        print("kemet-tui: some ruleset data is not valid", file=sys.stderr)
    return 1 if failed else 0
