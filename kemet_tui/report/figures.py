"""A game's report, gathered from its engine: the charts of its ruleset's family and how the
game ended. The one entry point the CLI and the report screen call."""

from __future__ import annotations

from kemet_tui.core.engine import Engine
from kemet_tui.report import kemet, seti
from kemet_tui.report.model import Report


def gather(engine: Engine) -> Report:
    """The report of the game ``engine`` holds (replayed already: its states are the game's)."""
    family = kemet if engine.ruleset.name.startswith("kemet") else seti
    charts, turns = family.charts(engine)
    return Report(engine.ruleset.title, result_line(engine), charts, turns, hints_line(engine))


def hints_line(engine: Engine) -> str:
    """The hints the game's record notes, counted per seat in the seats' order (only the
    seats that asked), or "" when nobody asked."""
    counts: dict[str, int] = {}
    for note in engine.hints:
        counts[note.seat] = counts.get(note.seat, 0) + 1
    if not counts:
        return ""
    state, ruleset = engine.state, engine.ruleset
    order = [seat for seat in ruleset.seats(state) if seat in counts]
    order += sorted(seat for seat in counts if seat not in order)  # a team's own decisions
    return (
        "Hints asked: "
        + ", ".join(f"{_seat_label(engine, seat)} {counts[seat]}" for seat in order)
        + "."
    )


def _seat_label(engine: Engine, seat: str) -> str:
    try:
        return engine.ruleset.seat_label(engine.state, seat)
    except (KeyError, ValueError):
        return seat


def result_line(engine: Engine) -> str:
    """How the game ended (or who is to act), by the seats' names."""
    outcome, state, ruleset = engine.outcome, engine.state, engine.ruleset
    if outcome is None:
        return f"Not over: {ruleset.seat_label(state, engine.to_act)} to act."  # type: ignore[arg-type]
    verdict = outcome.verdict(lambda seat: ruleset.seat_label(state, seat))
    return f"{verdict[0].upper()}{verdict[1:]}. {outcome.reason}"
