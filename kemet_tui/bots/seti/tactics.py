"""Exact tactics of Seti's ending: who must capture, and who wins in two plies.

The game ends at the start of a turn when the player to move has a piece on his goal row; the
opponent had exactly one move to capture it. Two consequences the search uses as exact facts:

- If the opponent stands on his goal row, the side to move must capture that piece this move
  (and loses if it cannot, or if two stand there).
- If the side to move can put a piece on its goal row on a square no enemy piece can move to, it
  wins: nothing the opponent does can remove it (a piece is only taken by moving onto it).
"""

from __future__ import annotations

from kemet_tui.bots.seti.tables import Tables

PIECE, SHIPS = 7, 24


def attacks(t: Tables, board: tuple[int, ...], colour: int) -> int:
    """Bitmask of the squares ``colour``'s pieces could move to (ignoring what stands there)."""
    return reaches(t, board)[colour]


def reaches(t: Tables, board: tuple[int, ...]) -> list[int]:
    """:func:`attacks` of White and of Brown, in one pass over the board."""
    attack = t.attack
    reach = [0, 0]
    for sq, cell in enumerate(board):
        if cell & PIECE:
            code = cell & PIECE
            reach[(code - 1) >> 1] |= attack[code][sq]
    return reach


def pieces_on_goal(t: Tables, board: tuple[int, ...], colour: int) -> list[int]:
    """Squares of ``colour``'s pieces standing on ``colour``'s goal row."""
    found = []
    for sq in t.goal_squares[colour]:
        code = board[sq] & PIECE
        if code and (code - 1) >> 1 == colour:
            found.append(sq)
    return found


def _enterable(cell: int, colour: int) -> bool:
    """Whether a piece of ``colour`` may end its move on a cell (seti.md §Moves)."""
    code = cell & PIECE
    if not code:
        return True  # empty, or a lone ship (own: stands on it; enemy: captures it)
    return (code - 1) >> 1 != colour and not cell & SHIPS


def safe_goal_targets(t: Tables, board: tuple[int, ...], colour: int) -> int:
    """Goal squares ``colour`` could move a piece to where no enemy piece can reach it.

    Exact: leaps and steps are never blocked, so the enemy's reach does not depend on which
    piece of ``colour`` moves; a captured enemy piece on the target no longer threatens it.
    """
    return safe_from(t, board, colour, reaches(t, board))


def safe_from(t: Tables, board: tuple[int, ...], colour: int, reach: list[int]) -> int:
    """:func:`safe_goal_targets` given both sides' :func:`reaches`."""
    reach = reach[colour] & t.goal_mask[colour] & ~reach[1 - colour]
    safe = 0
    while reach:
        low = reach & -reach
        reach ^= low
        if _enterable(board[low.bit_length() - 1], colour):
            safe |= low
    return safe
