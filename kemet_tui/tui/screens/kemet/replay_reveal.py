"""Revealing every seat's secrets in the replay of a finished game, and only then.

A replay shows the public view. Once the rules core says the game is over (``outcome`` of the
record's last state), the table may agree to see everything: ``v`` asks for a confirmation,
then every step shows each seat's DI cards and face-down battle discards (the "Hands"
panel), and the move list reads every ply as the seat that played it (its own secret answer,
the cards it drew). An unfinished game cannot be revealed: its players may still be at the
table with those hands.
"""

from __future__ import annotations

from rich.text import Text

from kemet_tui.core import Engine
from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.names import content_name, seat_code
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.seats import SeatStyle, badge

QUESTION = (
    "The game is over. Show every seat's DI cards, battle cards and face-down "
    "discards, at every step, to everyone watching?"
)
NOT_OVER = "Only a finished game can be revealed: this one is not over."


def may_reveal(engine: Engine) -> bool:
    """Whether the rules core says the recorded game is over."""
    return engine.ruleset.outcome(engine.states[-1]) is not None


def _names(ids: tuple[str, ...]) -> str:
    return ", ".join(content_name(i) or i for i in ids) or "none"


def hands_text(state: KemetState, looks: dict[str, SeatStyle]) -> Text:
    """Every seat's secrets in ``state`` (the full state, never a view): one line each."""
    lines = []
    for seat in state.seats:
        line = badge(looks[seat.seat], seat_code(seat.seat))
        line.append(f"  DI: {_names(seat.di_hand)}", style="bold")
        # the battle hand itself is the public starting hand less what was played and discarded
        line.append(f"  discarded: {_names(seat.battle_discard)}", style=panels.DIM)
        lines.append(line)
    return Text("\n").join(lines)


def revealed_lines(engine: Engine, looks: dict[str, SeatStyle]) -> list[Text]:
    """The move list read by each ply's own player: its secret answer and private events."""
    labels: dict[tuple[int, str], str] = {}
    return [
        panels.ply_line(engine, index, ply.seat, looks, labels)
        for index, ply in enumerate(engine.plies)
    ]
