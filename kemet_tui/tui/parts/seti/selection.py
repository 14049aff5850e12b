"""What the board may offer next, read off the engine's legal moves (never decided here).

The game screen keeps a small selection state (a piece picked, maybe a capture waiting for its
placement square); these pure functions answer "which squares light up now?" by filtering
``engine.legal_actions()``. Keeping them free of Textual makes them quick to test.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from kemet_tui.rules.seti.state import MOVE, PLACE_SHIP, REMOVE_SHIP, SetiMove


@dataclass(frozen=True, slots=True)
class Selection:
    """The player's half-made move: a piece (``origin``), then maybe a capture ``target``."""

    origin: int = -1
    target: int = -1

    @property
    def active(self) -> bool:
        return self.origin >= 0

    @property
    def placing(self) -> bool:
        """A capture was chosen and the player must now say where the captured piece goes."""
        return self.origin >= 0 and self.target >= 0


NOTHING = Selection()


def movable_origins(moves: Iterable[SetiMove]) -> frozenset[int]:
    """Squares holding a piece with at least one legal move."""
    return frozenset(m.origin for m in moves if m.kind == MOVE)


def moves_from(moves: Iterable[SetiMove], origin: int) -> dict[int, list[SetiMove]]:
    """The legal moves of the piece on ``origin``, grouped by target square."""
    out: dict[int, list[SetiMove]] = {}
    for move in moves:
        if move.kind == MOVE and move.origin == origin:
            out.setdefault(move.target, []).append(move)
    return out


def placements(moves: Iterable[SetiMove], origin: int, target: int) -> dict[int, SetiMove]:
    """For a capture with a choice (Seti-Aleph): placement square -> the move that uses it."""
    return {
        m.place: m
        for m in moves
        if m.kind == MOVE and m.origin == origin and m.target == target and m.place >= 0
    }


def ship_move(moves: Iterable[SetiMove], kind: int, square: int) -> SetiMove | None:
    """The legal ship placement (``PLACE_SHIP``) or removal (``REMOVE_SHIP``) on ``square``."""
    for move in moves:
        if move.kind == kind and move.target == square:
            return move
    return None


def has_kind(moves: Sequence[SetiMove], kind: int) -> bool:
    """Whether any legal move is a ship placement / removal (for greying out the keys)."""
    return any(m.kind == kind for m in moves)


__all__ = [
    "MOVE",
    "NOTHING",
    "PLACE_SHIP",
    "REMOVE_SHIP",
    "Selection",
    "has_kind",
    "movable_origins",
    "moves_from",
    "placements",
    "ship_move",
]
