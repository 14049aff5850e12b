"""Captures for the leaves of the search, where building every move would be waste.

Most nodes of an alpha-beta tree are leaves, and a leaf needs only the captures of the side to
move (for the quiescence). The full generator builds some forty moves per Aleph position, most
of them ship placements; this builds the captures alone.
"""

from __future__ import annotations

from kemet_tui.bots.seti.tables import Tables
from kemet_tui.bots.seti.tactics import PIECE, SHIPS
from kemet_tui.rules.seti.movegen import capture_placements
from kemet_tui.rules.seti.state import MOVE, SetiMove

_VALUE = (0, 100, 130, 100, 130)


def captures(t: Tables, board: tuple[int, ...], side: int) -> list[SetiMove]:
    """``side``'s piece captures, most valuable victim (then least valuable capturer) first.

    In Seti-Aleph each capture comes with one placement only: where the captured piece joins the
    capturer's row changes the position a little, whether the exchange pays changes it a lot.
    """
    found = []
    targets = t.targets
    for sq, cell in enumerate(board):
        code = cell & PIECE
        if not code or (code - 1) >> 1 != side:
            continue
        for target in targets[code][sq]:
            other = board[target]
            other_code = other & PIECE
            if other_code and (other_code - 1) >> 1 != side and not other & SHIPS:
                place = _placement(t, board, sq, target, side) if t.aleph else -1
                gain = _VALUE[other_code] * 8 - _VALUE[code]
                found.append((gain, SetiMove(MOVE, sq, target, place)))
    found.sort(key=lambda pair: -pair[0])
    return [move for _, move in found]


def _placement(t: Tables, board: tuple[int, ...], origin: int, target: int, side: int) -> int:
    after = list(board)
    after[target] = board[origin] & PIECE
    after[origin] = board[origin] & SHIPS
    return capture_placements(t.geo, after, side)[0]
