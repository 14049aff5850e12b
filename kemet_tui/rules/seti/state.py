"""The Seti game state and move: immutable values, cheap to copy and compare."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from kemet_tui.core.outcome import Outcome
from kemet_tui.rules.seti.board import BROWN, WHITE, Geometry, geometry, piece_code
from kemet_tui.rules.seti.variant import VariantSpec, variant_spec

MOVE, PLACE_SHIP, REMOVE_SHIP = 0, 1, 2

#: a position as the repetition rule compares it: board, side to move, reserves
Position = tuple[tuple[int, ...], int, tuple[int, int]]


class SetiMove(NamedTuple):
    """One move. ``origin``/``place`` are -1 where they do not apply.

    ``kind`` MOVE: the piece on ``origin`` goes to ``target``; ``place`` is where a captured
    piece is put (Seti-Aleph). PLACE_SHIP / REMOVE_SHIP: a ship onto / off ``target``.
    """

    kind: int
    origin: int
    target: int
    place: int = -1


@dataclass(frozen=True, slots=True)
class SetiState:
    """A Seti position with what the rules need besides it (history for repetition, result)."""

    variant: str  # "aleph" or "beth"
    board: tuple[int, ...]
    to_move: int
    reserves: tuple[int, int]
    ply: int
    #: every position so far, the current one last (for the repetition draw)
    positions: tuple[Position, ...]
    repetition_draw: bool
    players: tuple[str, str]
    rng: int
    result: Outcome | None = None

    @property
    def spec(self) -> VariantSpec:
        return variant_spec(self.variant)  # type: ignore[arg-type]

    @property
    def geo(self) -> Geometry:
        return variant_geometry(self.variant)

    @property
    def aleph(self) -> bool:
        return self.spec.captured_pieces_change_sides

    @property
    def position(self) -> Position:
        return (self.board, self.to_move, self.reserves)


@cache
def variant_geometry(variant: str) -> Geometry:
    """The board geometry of a variant (cached: looked up on every move)."""
    spec = variant_spec(variant)  # type: ignore[arg-type]
    return geometry(spec.files, spec.ranks)


def start_board(spec: VariantSpec) -> tuple[int, ...]:
    """White's setup rows from rank 1 upward, Brown's mirrored from rank 10 downward."""
    geo = geometry(spec.files, spec.ranks)
    board = [0] * geo.size
    letters = {"P": 0, "H": 1}
    for offset, row in enumerate(spec.setup):
        for file, letter in enumerate(row):
            if letter == ".":
                continue
            board[geo.square(file, offset)] = piece_code(WHITE, letters[letter])
            board[geo.square(file, spec.ranks - 1 - offset)] = piece_code(BROWN, letters[letter])
    return tuple(board)
