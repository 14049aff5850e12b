"""Choosing a Seti move on the board: a piece, then a target, then (Aleph captures) a placement.

The picker owns the half-made move (:class:`~kemet_tui.tui.parts.seti.selection.Selection`) and
turns each picked square into a :class:`Pick` that says what the screen does next: light other
squares, play a legal move, or send a move the board did not offer so that the engine (or the host)
gives its own reason for refusing it rather than a guess of the UI. It reads only a state (or a
seat's view) and the legal moves, never Textual, so the hotseat screen and a seat's own screen
share it and it is tested alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kemet_tui.rules.seti.board import (
    COLOUR_NAMES,
    KIND_NAMES,
    PIECE_MASK,
    piece_colour,
    piece_kind,
)
from kemet_tui.rules.seti.state import SetiMove, SetiState
from kemet_tui.tui.parts.seti.selection import (
    NOTHING,
    PLACE_SHIP,
    Selection,
    movable_origins,
    moves_from,
    placements,
    ship_move,
)


@dataclass(frozen=True, slots=True)
class Highlights:
    """What the board lights: the piece picked, its targets, the placement squares."""

    selected: int = -1
    targets: frozenset[int] = frozenset()
    choices: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Pick:
    """What one picked square asks of the screen. ``move``: a legal move to play; ``token``: a
    move the board did not offer, to be sent for the engine's reason; ``cleared``: the piece
    was picked again and let go; ``cursor``: where the board's cursor goes (-1: stays)."""

    message: str = ""
    tone: str = "info"
    move: SetiMove | None = None
    token: str = ""
    cleared: bool = False
    cursor: int = -1


class BoardPicker:
    """The half-made move on a Seti board, and what each picked square makes of it."""

    def __init__(self) -> None:
        self.selection: Selection = NOTHING

    def cancel(self) -> None:
        self.selection = NOTHING

    def highlights(self, moves: Sequence[SetiMove]) -> Highlights:
        selection = self.selection
        if selection.placing:
            return Highlights(
                selection.origin,
                frozenset({selection.target}),
                frozenset(placements(moves, selection.origin, selection.target)),
            )
        if selection.active:
            return Highlights(selection.origin, frozenset(moves_from(moves, selection.origin)))
        return Highlights()

    def pick(self, square: int, state: SetiState, moves: Sequence[SetiMove]) -> Pick:
        """``square`` was picked (Enter, space or a click) with ``moves`` legal in ``state``."""
        if self.selection.placing:
            return self._placement(square, state, moves)
        if self.selection.active:
            return self._target(square, state, moves)
        return self._origin(square, state, moves)

    # --- the three steps -------------------------------------------------------------------------
    def _origin(self, square: int, state: SetiState, moves: Sequence[SetiMove]) -> Pick:
        if square not in movable_origins(moves):
            return Pick(why_not_movable(state, square, moves), "warn")
        self.selection = Selection(square)
        return Pick(
            f"{piece_name(state, square)} on {state.geo.name(square)}: pick a highlighted "
            "square (Esc cancels)."
        )

    def _target(self, square: int, state: SetiState, moves: Sequence[SetiMove]) -> Pick:
        origin = self.selection.origin
        if square == origin:
            self.selection = NOTHING
            return Pick("Selection cleared.", cleared=True)
        targets = moves_from(moves, origin)
        if square in targets:
            return self._move(origin, square, targets[square], state, moves)
        if square in movable_origins(moves):
            return self._origin(square, state, moves)
        return Pick(token=f"{state.geo.name(origin)}{state.geo.name(square)}")

    def _move(
        self,
        origin: int,
        target: int,
        options: list[SetiMove],
        state: SetiState,
        moves: Sequence[SetiMove],
    ) -> Pick:
        if len(options) == 1:
            self.selection = NOTHING
            return Pick(move=options[0])
        self.selection = Selection(origin, target)
        places = sorted(placements(moves, origin, target))
        names = ", ".join(state.geo.name(sq) for sq in places)
        return Pick(
            f"Capture! Where does the captured {piece_name(state, target)} go? "
            f"Pick a square marked * ({names}); Esc cancels.",
            "warn",
            cursor=places[0],
        )

    def _placement(self, square: int, state: SetiState, moves: Sequence[SetiMove]) -> Pick:
        selection = self.selection
        choices = placements(moves, selection.origin, selection.target)
        if square in choices:
            self.selection = NOTHING
            return Pick(move=choices[square])
        names = ", ".join(state.geo.name(sq) for sq in sorted(choices))
        return Pick(
            f"The captured piece can go on {names} only (the squares marked *); Esc cancels.",
            "warn",
        )


# --- words about squares (descriptions, not rules) ------------------------------------------------
def piece_name(state: SetiState, square: int) -> str:
    code = state.board[square] & PIECE_MASK
    if not code:
        return "piece"
    return f"{COLOUR_NAMES[piece_colour(code)]} {KIND_NAMES[piece_kind(code)]}"


def why_not_movable(state: SetiState, square: int, moves: Sequence[SetiMove]) -> str:
    name = state.geo.name(square)
    code = state.board[square] & PIECE_MASK
    mover = COLOUR_NAMES[state.to_move]
    if not code:
        hint = " Press s to place a ship here." if ship_move(moves, PLACE_SHIP, square) else ""
        return f"There is no piece on {name}: pick one of {mover}'s pieces.{hint}"
    if piece_colour(code) != state.to_move:
        return f"The {piece_name(state, square)} on {name} is not yours: {mover} is to move."
    return f"The {piece_name(state, square)} on {name} has no legal move now."
