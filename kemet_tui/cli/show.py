"""``kemet-tui show FILE``: a saved game as one seat may know it.

A view is for a seat: by default the public view (what the whole table sees), with ``--seat``
what that seat sees, and the whole state (every hand, deck order and the generator's state)
only with ``--all-secrets``. The moves are the seat's log (``Engine.log``: another seat's
secret answer is ``(secret)``), the state is ``Ruleset.view``, and where the game has secrets
the seed is left out too (it decides every hidden draw). Every line is printed free of
control characters (``core.text.printable``): names come from files.
"""

from __future__ import annotations

import json
from argparse import Namespace
from typing import Any

from kemet_tui.core.engine import SECRET_TOKEN, Engine
from kemet_tui.core.errors import IllegalAction
from kemet_tui.core.text import printable
from kemet_tui.saves import open_game


def show(args: Namespace) -> int:
    engine = open_game(args.file)
    every_secret = bool(getattr(args, "all_secrets", False))
    seat = None if every_secret else _seat(engine, getattr(args, "seat", None))
    if args.json:
        data = _everything(engine) if every_secret else _seat_data(engine, seat)
        say(json.dumps(data, indent=2))
    else:
        say(_text(engine, seat, every_secret))
    return 0


def say(text: str) -> None:
    """Print ``text`` as text: no control character reaches the terminal."""
    print(printable(text))


def status_line(engine: Engine) -> str:
    """Whose turn it is, or how the game ended, by the seats' names."""
    outcome, state, ruleset = engine.outcome, engine.state, engine.ruleset
    if outcome is None:
        return f"to act: {ruleset.seat_label(state, engine.to_act)}"  # type: ignore[arg-type]
    verdict = outcome.verdict(lambda seat: ruleset.seat_label(state, seat))
    prefix = "game " if outcome.unfinished else "game over: "
    return f"{prefix}{verdict}. {outcome.reason}"


def _seat(engine: Engine, seat: str | None) -> str | None:
    """The seat asked for, checked to sit at this game (``None``: the public view)."""
    if seat is None:
        return None
    seats = engine.ruleset.seats(engine.state)
    if seat not in seats:
        raise IllegalAction(
            f"There is no seat {seat!r} in this game; its seats are {', '.join(seats)}."
        )
    return seat


def _whose(engine: Engine, seat: str | None) -> str:
    if seat is None:
        return "the public view"
    return f"the view of {engine.ruleset.seat_label(engine.state, seat)}"


def _text(engine: Engine, seat: str | None, every_secret: bool) -> str:
    ruleset = engine.ruleset
    shows_seed = every_secret or not ruleset.has_secrets
    head = f"{ruleset.title}, " + (f"seed {engine.seed}, " if shows_seed else "")
    lines = [
        head
        + f"{len(engine.plies)} actions played; "
        + ("every secret shown" if every_secret else _whose(engine, seat))
    ]
    tokens = engine.tokens if every_secret else tuple(p.token for p in engine.log(seat))
    if tokens:
        lines.append("moves: " + " ".join(tokens))
    state = engine.state if every_secret else ruleset.view(engine.state, seat)
    lines += [ruleset.state_summary(state), status_line(engine)]
    return "\n".join(lines)


def _everything(engine: Engine) -> dict[str, Any]:
    """The record and the whole state, secrets and all (``--all-secrets``)."""
    return {
        "view": "all-secrets",
        "record": engine.record.model_dump(mode="json"),
        "to_act": engine.to_act,
        "outcome": engine.outcome.to_json() if engine.outcome else None,
        "state": engine.ruleset.dump_state(engine.state),
    }


def _seat_data(engine: Engine, seat: str | None) -> dict[str, Any]:
    """What ``seat`` may know, as JSON: the record with the seat's log for its actions (the
    seed and the actions taken back are secrets where the game has any), and its view."""
    ruleset = engine.ruleset
    record = engine.record.model_dump(mode="json")
    record["actions"] = [ply.token for ply in engine.log(seat)]
    if ruleset.has_secrets:
        record.pop("seed", None)
        record["redo"] = [SECRET_TOKEN] * len(record["redo"])
    record.pop("checksum", None)
    return {
        "view": seat if seat is not None else "public",
        "record": record,
        "to_act": engine.to_act,
        "outcome": engine.outcome.to_json() if engine.outcome else None,
        "state": ruleset.dump_state(ruleset.view(engine.state, seat)),
    }
