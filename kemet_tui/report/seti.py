"""The figures of a Seti game, by move: each side's material and White's chance as the Seti
search's static evaluation (``bots.seti.evaluate``) judges the position.

Seti has no secrets, but the figures still read the public view of each state, as every report
does. Material counts a Pharaoh as 1 and a High Priest as 1.3, the evaluation's own weights.
"""

from __future__ import annotations

from kemet_tui.bots.seti.evaluate import DEFAULT_WEIGHTS, evaluate, piece_square, scan
from kemet_tui.bots.seti.tables import tables
from kemet_tui.bots.seti.tactics import PIECE
from kemet_tui.core.engine import Engine
from kemet_tui.report.chance import chance, swings
from kemet_tui.report.model import Chart, Series
from kemet_tui.rules.seti.ruleset import SEATS
from kemet_tui.rules.seti.state import SetiState

#: evaluation units (hundredths of a Pharaoh) that make the leader about three times as likely
SCALE = 150.0
#: a piece's worth by its code (1, 3: Pharaohs; 2, 4: High Priests), in Pharaohs
WORTH = (
    0.0,
    DEFAULT_WEIGHTS.pharaoh / 100,
    DEFAULT_WEIGHTS.priest / 100,
    DEFAULT_WEIGHTS.pharaoh / 100,
    DEFAULT_WEIGHTS.priest / 100,
)


def material(state: SetiState, colour: int) -> float:
    """The worth of ``colour``'s pieces on the board (0: White, 1: the other side)."""
    total = 0.0
    for cell in state.board:
        code = cell & PIECE
        if code and (code - 1) >> 1 == colour:
            total += WORTH[code]
    return round(total, 2)


def white_chance(engine: Engine, state: SetiState) -> float:
    """White's chance at ``state``: the outcome once decided, else the logistic of the
    evaluation seen from both sides and averaged (one side's view alone swings with the move)."""
    result = engine.ruleset.outcome(state)
    if result is not None and not result.unfinished:
        if not result.winners:
            return 0.5
        return 1.0 if result.winners[0] == SEATS[0] else 0.0
    t = tables(state.variant)
    seen = scan(t, piece_square(state.variant), state.board, DEFAULT_WEIGHTS)
    white = evaluate(t, state.board, 0, state.reserves, seen)
    brown = evaluate(t, state.board, 1, state.reserves, seen)
    return chance((white - brown) / 2, SCALE)


def charts(engine: Engine) -> tuple[tuple[Chart, ...], tuple[str, ...]]:
    """The Seti charts and the turning points of ``engine``'s game."""
    ruleset = engine.ruleset
    views = [ruleset.view(state, None) for state in engine.states]
    x = tuple(range(len(views)))
    seats = ruleset.seats(engine.state)
    names = [ruleset.seat_label(engine.state, seat) for seat in seats]
    stuff = tuple(Series(names[c], tuple(material(v, c) for v in views)) for c in (0, 1))
    white = tuple(white_chance(engine, v) for v in views)
    odds = (Series(names[0], white), Series(names[1], tuple(1.0 - c for c in white)))
    made = (
        Chart("Material (Pharaoh = 1)", "move", x, stuff),
        Chart("Chance to win (bot's estimate)", "move", x, odds, y_range=(0, 1)),
    )
    return made, swings(x, white, "the search's evaluation", "Move", names[0])
