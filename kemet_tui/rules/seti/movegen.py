"""Move generation and application on the raw encoding (board tuple, side, reserves).

Shared by ``legal_actions``, ``apply`` and perft, so the counts perft checks are those of the
moves the players are offered. The hot loops avoid attribute look-ups on purpose.
"""

from __future__ import annotations

from kemet_tui.rules.seti.board import PIECE_MASK, SHIP, SHIP_MASK, Geometry
from kemet_tui.rules.seti.state import MOVE, PLACE_SHIP, REMOVE_SHIP, SetiMove


def capture_placements(geo: Geometry, board: list[int] | tuple[int, ...], side: int) -> list[int]:
    """Where a piece captured by ``side`` may be put (Seti-Aleph), on the board after the move.

    Any square of the capturer's starting row without a Pharaoh or High Priest; if there is none,
    the middle square of the next row, or if that is taken any free square of it; and so on.
    """
    rows = geo.rows_forward[side]
    files = geo.files
    first = rows[0] * files
    free = [sq for sq in range(first, first + files) if not board[sq] & PIECE_MASK]
    if free:
        return free
    for rank in rows[1:]:
        start = rank * files
        middle = start + files // 2
        if not board[middle] & PIECE_MASK:
            return [middle]
        free = [sq for sq in range(start, start + files) if not board[sq] & PIECE_MASK]
        if free:
            return free
    return []


def _after_step(board: tuple[int, ...], origin: int, target: int) -> list[int]:
    after = list(board)
    after[target] = board[origin] & PIECE_MASK
    after[origin] = board[origin] & SHIP_MASK
    return after


def piece_moves(geo: Geometry, board: tuple[int, ...], side: int, aleph: bool) -> list[SetiMove]:
    """Every Pharaoh and High Priest move of ``side``."""
    moves: list[SetiMove] = []
    steps, leaps = geo.steps, geo.leaps
    for origin, cell in enumerate(board):
        code = cell & PIECE_MASK
        if not code or (code - 1) >> 1 != side:
            continue
        for target in leaps[origin] if (code - 1) & 1 else steps[origin]:
            other = board[target]
            other_code = other & PIECE_MASK
            if not other_code:
                moves.append(SetiMove(MOVE, origin, target))
            elif (other_code - 1) >> 1 != side and not other & SHIP_MASK:
                if aleph:
                    after = _after_step(board, origin, target)
                    for place in capture_placements(geo, after, side):
                        moves.append(SetiMove(MOVE, origin, target, place))
                else:
                    moves.append(SetiMove(MOVE, origin, target))
    return moves


def ship_moves(geo: Geometry, board: tuple[int, ...], side: int, reserve: int) -> list[SetiMove]:
    """Ship placements (reserve permitting, never on the goal row) and removals of ``side``."""
    own_ship = SHIP[side]
    goal_start = geo.goal_rank(side) * geo.files
    goal = range(goal_start, goal_start + geo.files)
    moves: list[SetiMove] = []
    if reserve:
        moves.extend(
            SetiMove(PLACE_SHIP, -1, sq)
            for sq, cell in enumerate(board)
            if not cell & SHIP_MASK and sq not in goal
        )
    moves.extend(
        SetiMove(REMOVE_SHIP, -1, sq)
        for sq, cell in enumerate(board)
        if cell & SHIP_MASK == own_ship
    )
    return moves


def generate(
    geo: Geometry, board: tuple[int, ...], side: int, reserves: tuple[int, int], aleph: bool
) -> list[SetiMove]:
    """All moves of ``side``, ignoring whether the game is already over."""
    moves = piece_moves(geo, board, side, aleph)
    if aleph:
        moves.extend(ship_moves(geo, board, side, reserves[side]))
    return moves


def count_moves(
    geo: Geometry, board: tuple[int, ...], side: int, reserves: tuple[int, int], aleph: bool
) -> int:
    """``len(generate(...))`` without building the moves: perft's leaf counter."""
    count = 0
    steps, leaps = geo.steps, geo.leaps
    for origin, cell in enumerate(board):
        code = cell & PIECE_MASK
        if not code or (code - 1) >> 1 != side:
            continue
        for target in leaps[origin] if (code - 1) & 1 else steps[origin]:
            other = board[target]
            other_code = other & PIECE_MASK
            if not other_code:
                count += 1
            elif (other_code - 1) >> 1 != side and not other & SHIP_MASK:
                if aleph:
                    count += len(capture_placements(geo, _after_step(board, origin, target), side))
                else:
                    count += 1
    if aleph:
        count += _count_ship_moves(geo, board, side, reserves[side])
    return count


def _count_ship_moves(geo: Geometry, board: tuple[int, ...], side: int, reserve: int) -> int:
    own_ship = SHIP[side]
    count = 0
    if reserve:
        goal_start = geo.goal_rank(side) * geo.files
        shipless = [not cell & SHIP_MASK for cell in board]
        count = sum(shipless) - sum(shipless[goal_start : goal_start + geo.files])
    return count + sum(1 for cell in board if cell & SHIP_MASK == own_ship)


def has_piece_on_goal(geo: Geometry, board: tuple[int, ...], side: int) -> bool:
    """Whether ``side`` has a Pharaoh or High Priest on its goal row (it wins at turn start)."""
    start = geo.goal_rank(side) * geo.files
    for cell in board[start : start + geo.files]:
        code = cell & PIECE_MASK
        if code and (code - 1) >> 1 == side:
            return True
    return False


def apply_move(
    board: tuple[int, ...], side: int, reserves: tuple[int, int], move: SetiMove
) -> tuple[tuple[int, ...], tuple[int, int]]:
    """The board and reserves after a legal move of ``side`` (trusted, not checked)."""
    kind, origin, target, place = move
    after = list(board)
    own_ship = SHIP[side]
    gained = 0
    if kind == MOVE:
        code = board[origin] & PIECE_MASK
        after[origin] = board[origin] & SHIP_MASK
        other = board[target]
        ship = other & SHIP_MASK
        if other & PIECE_MASK:
            after[target] = code
            if place >= 0:  # Aleph: the captured piece turns over and joins the capturer
                captured_kind = ((other & PIECE_MASK) - 1) & 1
                after[place] = (after[place] & SHIP_MASK) | (1 + 2 * side + captured_kind)
        elif ship and ship != own_ship:
            after[target] = code
            gained = 1
        else:
            after[target] = ship | code
    elif kind == PLACE_SHIP:
        after[target] = board[target] | own_ship
        gained = -1
    else:
        after[target] = board[target] & PIECE_MASK
        gained = 1
    if gained:
        reserves = (
            (reserves[0] + gained, reserves[1])
            if side == 0
            else (reserves[0], reserves[1] + gained)
        )
    return tuple(after), reserves
