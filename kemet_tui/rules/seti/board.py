"""Seti board geometry and the compact square encoding the move generator works on.

A board is a tuple of ints, one a square, index ``rank * files + file`` (rank 0 is White's
starting row). The low three bits hold the piece (0 none, else ``1 + 2 * colour + kind``), bits
3-4 the ship (``SHIP[colour]``). Small ints in a tuple keep states cheap to copy and hash, which
is what makes perft fast in pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

WHITE, BROWN = 0, 1
PHARAOH, PRIEST = 0, 1
COLOUR_NAMES = ("White", "Brown")
SEATS = ("white", "brown")
KIND_NAMES = ("Pharaoh", "High Priest")
KIND_LETTERS = ("P", "H")

PIECE_MASK = 7
SHIP_MASK = 24
SHIP = (8, 16)

STEP_DELTAS = tuple((df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0))
LEAP_DELTAS = tuple(
    (df, dr) for df in range(-2, 3) for dr in range(-2, 3) if max(abs(df), abs(dr)) == 2
)  # two straight, two diagonal, or a knight's move: the 16 squares of the 5 × 5 ring


def piece_code(colour: int, kind: int) -> int:
    return 1 + 2 * colour + kind


def piece_colour(code: int) -> int:
    return (code - 1) >> 1


def piece_kind(code: int) -> int:
    return (code - 1) & 1


def ship_colour(cell: int) -> int | None:
    """The colour of the ship on a cell, or ``None``."""
    ship = cell & SHIP_MASK
    return None if not ship else (WHITE if ship == SHIP[WHITE] else BROWN)


@dataclass(frozen=True, slots=True)
class Geometry:
    """Precomputed neighbourhoods and rows of a ``files`` × ``ranks`` board."""

    files: int
    ranks: int
    steps: tuple[tuple[int, ...], ...]
    leaps: tuple[tuple[int, ...], ...]
    #: rows in the order a captured piece fills them, for each colour (own starting row first)
    rows_forward: tuple[tuple[int, ...], tuple[int, ...]]
    #: ``a1``-style names, by square index
    names: tuple[str, ...]

    @property
    def size(self) -> int:
        return self.files * self.ranks

    def square(self, file: int, rank: int) -> int:
        return rank * self.files + file

    def file_of(self, square: int) -> int:
        return square % self.files

    def rank_of(self, square: int) -> int:
        return square // self.files

    def row_squares(self, rank: int) -> range:
        return range(rank * self.files, (rank + 1) * self.files)

    def start_rank(self, colour: int) -> int:
        return 0 if colour == WHITE else self.ranks - 1

    def goal_rank(self, colour: int) -> int:
        return self.start_rank(1 - colour)

    def name(self, square: int) -> str:
        """``a1``-style name of a square."""
        return self.names[square]

    def parse_square(self, text: str) -> int | None:
        """The square a name means, or ``None`` if it is not on this board."""
        if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
            return None
        file = ord(text[0].lower()) - ord("a")
        rank = int(text[1:]) - 1
        if 0 <= file < self.files and 0 <= rank < self.ranks:
            return self.square(file, rank)
        return None


@cache
def geometry(files: int, ranks: int) -> Geometry:
    """The geometry of a board size (cached: one per variant)."""

    def around(deltas: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
        out = []
        for rank in range(ranks):
            for file in range(files):
                out.append(
                    tuple(
                        sorted(
                            (rank + dr) * files + file + df
                            for df, dr in deltas
                            if 0 <= file + df < files and 0 <= rank + dr < ranks
                        )
                    )
                )
        return tuple(out)

    forward = (tuple(range(ranks)), tuple(range(ranks - 1, -1, -1)))
    names = tuple(f"{chr(ord('a') + sq % files)}{sq // files + 1}" for sq in range(files * ranks))
    return Geometry(files, ranks, around(STEP_DELTAS), around(LEAP_DELTAS), forward, names)
