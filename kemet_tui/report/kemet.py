"""The figures of a Kemet: Seth game, by round: each side's VP and PP, battles won and lost,
tiles bought, and Seth's chance as the searching bot's leaf evaluation judges it.

The chance is ``bots.kemet.leaf.seth_value`` (what ``kemet:3``'s search scores a position with)
on the public view of the round's last state, so no DI hand or chosen battle card counts in
it. Battles are counted from the rules' typed event of each battle's end.
"""

from __future__ import annotations

from collections.abc import Sequence

from kemet_tui.bots.kemet.leaf import seth_value
from kemet_tui.core.engine import Engine
from kemet_tui.report.chance import chance, swings
from kemet_tui.report.model import Chart, Series
from kemet_tui.rules.kemet import BattleResolved
from kemet_tui.rules.kemet.state.model import SETH, KemetState, is_member

#: leaf units that make the leader about three times as likely to win (a battle VP is 20)
SCALE = 60.0
SIDES = ("seth", "alliance")


def round_ends(states: Sequence[KemetState]) -> list[KemetState]:
    """The last state of each round from round 1 on (setup is round 0)."""
    ends: dict[int, KemetState] = {}
    for state in states:
        if state.round >= 1:
            ends[state.round] = state
    return [ends[r] for r in sorted(ends)]


def side_total(state: KemetState, side: str, field: str) -> int:
    """A seat figure summed over a side's seats (the Alliance's members together)."""
    return sum(getattr(s, field) for s in state.seats if _side(s.seat) == side)


def tiles_owned(state: KemetState, side: str) -> int:
    """Power tiles a side holds: its seats' own, and for the Alliance those on Osiris."""
    own = sum(len(s.tiles) for s in state.seats if _side(s.seat) == side)
    return own + (len(state.osiris) if side == "alliance" else 0)


def battles_by_round(engine: Engine) -> dict[tuple[int, str, str], int]:
    """(round, side, "won" or "lost") -> battles, from the rules' typed event of each battle's
    end (``BattleResolved``: the side the attack is fought for, the winning role), never from
    the words of the log. One play may fight several battles (a Furious Invasion), so each
    play's events are counted rather than a state's last battle."""
    counts: dict[tuple[int, str, str], int] = {}
    for ply, after in zip(engine.plies, engine.states[1:]):
        for event in ply.events:
            if not isinstance(event, BattleResolved) or not event.visible_to(None):
                continue
            for side, word in ((event.winner_side, "won"), (event.loser_side, "lost")):
                key = (after.round, side, word)
                counts[key] = counts.get(key, 0) + 1
    return counts


def seth_chance(engine: Engine, state: KemetState) -> float:
    """Seth's chance at ``state``, from the public view; 1 or 0 once the game is won."""
    result = engine.ruleset.outcome(state)
    if result is not None and result.winners and not result.unfinished:
        return 1.0 if _side(result.winners[0]) == SETH else 0.0
    return chance(seth_value(engine.ruleset.view(state, None)), SCALE)


def charts(engine: Engine) -> tuple[tuple[Chart, ...], tuple[str, ...]]:
    """The Kemet charts and the turning points of ``engine``'s game."""
    ends = round_ends(engine.states)
    x = tuple(s.round for s in ends)
    names = {SETH: engine.ruleset.seat_label(engine.state, SETH), "alliance": "Alliance"}

    def per_side(figure) -> tuple[Series, ...]:
        return tuple(
            Series(names[side], tuple(float(figure(s, side)) for s in ends)) for side in SIDES
        )

    vp = per_side(lambda s, side: s.seth_vp if side == SETH else s.alliance_vp)
    pp = per_side(lambda s, side: side_total(s, side, "pp"))
    tiles = per_side(tiles_owned)
    fought = battles_by_round(engine)
    battles = tuple(
        Series(f"{names[side]} {word}", tuple(float(fought.get((r, side, word), 0)) for r in x))
        for side in SIDES
        for word in ("won", "lost")
    )
    seth = tuple(seth_chance(engine, s) for s in ends)
    odds = (Series(names[SETH], seth), Series("Alliance", tuple(1.0 - c for c in seth)))
    made = (
        Chart("Victory points", "round", x, vp),
        Chart("Prayer points (end of round)", "round", x, pp),
        Chart("Battles won and lost", "round", x, battles, bars=True),
        Chart("Power tiles held", "round", x, tiles),
        Chart("Chance to win (bot's estimate, public view)", "round", x, odds, y_range=(0, 1)),
    )
    return made, swings(x, seth, "the search's leaf estimate", "Round", names[SETH])


def _side(seat: str) -> str:
    return "alliance" if is_member(seat) else SETH
