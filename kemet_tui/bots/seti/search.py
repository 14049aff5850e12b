"""Alpha-beta search for Seti: iterative deepening under a node budget, a transposition table,
killer and history move ordering, a capture quiescence, and the game's exact endings.

Budgets count nodes, never seconds, so a search gives the same move on every machine and a match
replays from its record. Scores are for the side to move; a win found ``n`` plies ahead scores
``WIN - n`` so the search prefers the quickest win and the slowest loss.
"""

from __future__ import annotations

from collections.abc import Iterable

from kemet_tui.bots.seti.evaluate import (
    DEFAULT_WEIGHTS,
    Weights,
    can_move,
    evaluate,
    piece_square,
    scan,
)
from kemet_tui.bots.seti.quick import captures
from kemet_tui.bots.seti.tables import Tables, tables
from kemet_tui.bots.seti.tactics import (
    PIECE,
    SHIPS,
    pieces_on_goal,
    reaches,
    safe_from,
    safe_goal_targets,
)
from kemet_tui.rules.seti.movegen import apply_move, generate
from kemet_tui.rules.seti.state import MOVE, SetiMove

WIN = 1_000_000
MATE_BOUND = WIN - 1000
EXACT, LOWER, UPPER = 0, 1, 2
QUIESCENCE_PLIES = 6
#: moves from this index on (in search order) may be searched one ply shallower
LATE_MOVE = 4
_VALUE = (0, 100, 130, 100, 130)


class OutOfBudget(Exception):
    """Raised inside the tree when the node budget is spent; the last full iteration stands."""


class Search:
    """One search from one position; build a new one per decision (no state leaks between
    decisions, so a bot's move depends on the position and its history only)."""

    def __init__(
        self,
        variant: str,
        seen: Iterable[tuple],
        budget: int,
        max_depth: int,
        weights: Weights = DEFAULT_WEIGHTS,
    ) -> None:
        self.t: Tables = tables(variant)
        self.pst = piece_square(variant, weights)
        self.weights = weights
        self.seen = set(seen)
        self.budget = budget
        self.max_depth = max_depth
        self.nodes = 0
        self.limit = 1 << 62
        self.tt: dict[tuple, tuple[int, int, int, SetiMove | None]] = {}
        self.killers: dict[int, list[SetiMove]] = {}
        self.history: dict[SetiMove, int] = {}
        self.depth_done = 0

    # --- the root -----------------------------------------------------------------------------
    def best(
        self, board: tuple[int, ...], side: int, reserves: tuple[int, int], legal: list[SetiMove]
    ) -> tuple[SetiMove, int]:
        """The move to play and its score, deepening until the budget or the depth runs out."""
        if len(legal) == 1:
            return legal[0], 0
        urgent = self._urgent(board, side, legal)
        if urgent is not None:
            return urgent
        order = self._order(legal, board, side, None, 0)
        best, score = order[0], -WIN
        for depth in range(1, self.max_depth + 1):
            found = self._root(board, side, reserves, order, depth)
            if found is None:
                break
            best, score, order, complete = found
            if not complete:
                break
            self.depth_done = depth
            self.limit = self.budget
            if abs(score) >= MATE_BOUND:
                break
        return best, score

    def _urgent(
        self, board: tuple[int, ...], side: int, legal: list[SetiMove]
    ) -> tuple[SetiMove, int] | None:
        """A safe move onto the goal row wins outright: play it without searching."""
        safe = safe_goal_targets(self.t, board, side)
        if not safe or pieces_on_goal(self.t, board, 1 - side):
            return None
        for move in legal:
            if move[0] == MOVE and safe >> move[2] & 1:
                return move, WIN - 2
        return None

    def _root(self, board, side, reserves, order, depth):
        """One iteration over the root moves: the best, its score, the moves re-ordered best
        first, and whether the iteration finished (``None`` if the budget ran out before the
        first move was scored). A cut-off iteration still counts for the moves it finished: the
        previous best is searched first, so its answer is never worse."""
        alpha, scored = -WIN - 1, []
        key = (board, side, reserves)
        self.seen.add(key)
        best = order[0]
        try:
            for move in order:
                child, child_res = apply_move(board, side, reserves, move)
                score = -self._node(child, 1 - side, child_res, depth - 1, -WIN - 1, -alpha, 1)
                scored.append((score, move))
                if score > alpha:
                    alpha, best = score, move
        except OutOfBudget:
            if not scored:
                return None
            return best, alpha, _reorder(order, scored), False
        finally:
            self.seen.discard(key)
        return best, alpha, _reorder(order, scored), True

    # --- the tree -----------------------------------------------------------------------------
    def _node(self, board, side, reserves, depth, alpha, beta, ply, left=QUIESCENCE_PLIES):
        """Negamax score of a position; at ``depth`` <= 0 only captures are searched, at most
        ``left`` plies more."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise OutOfBudget
        t = self.t
        if pieces_on_goal(t, board, side):
            return WIN - ply
        key = (board, side, reserves)
        if key in self.seen:
            return 0  # a repetition: scored as the draw it becomes, so a winner avoids it
        on_goal = pieces_on_goal(t, board, 1 - side)
        if on_goal:
            return self._forced(board, side, reserves, depth, alpha, beta, ply, on_goal)
        if depth <= 0:
            seen = scan(t, self.pst, board, self.weights)
            if safe_from(t, board, side, seen.reach):
                return WIN - ply - 2
            if not can_move(t, seen, side, reserves):
                return -WIN + ply
            return self._quiesce(board, side, reserves, seen, alpha, beta, ply, left)
        if safe_from(t, board, side, reaches(t, board)):
            return WIN - ply - 2
        moves = generate(t.geo, board, side, reserves, t.aleph)
        if not moves:
            return -WIN + ply
        return self._full(key, moves, depth, alpha, beta, ply)

    def _full(self, key, moves, depth, alpha, beta, ply):
        """Every move searched, with the transposition table, killers and history."""
        board, side, reserves = key
        entry = self.tt.get(key)
        tt_move = None
        if entry is not None:
            e_depth, flag, e_score, tt_move = entry
            if e_depth >= depth:
                e_score = _from_tt(e_score, ply)
                if (
                    flag == EXACT
                    or (flag == LOWER and e_score >= beta)
                    or (flag == UPPER and e_score <= alpha)
                ):
                    return e_score
        original_alpha, best_score, best_move = alpha, -WIN - 1, None
        self.seen.add(key)
        try:
            for index, move in enumerate(self._order(moves, board, side, tt_move, ply)):
                child, child_res = apply_move(board, side, reserves, move)
                score = self._child(
                    child, 1 - side, child_res, depth, alpha, beta, ply, index, move, board
                )
                if score > best_score:
                    best_score, best_move = score, move
                    if score > alpha:
                        alpha = score
                        if alpha >= beta:
                            self._reward(move, board, depth, ply)
                            break
        finally:
            self.seen.discard(key)
        flag = UPPER if best_score <= original_alpha else LOWER if best_score >= beta else EXACT
        self.tt[key] = (depth, flag, _to_tt(best_score, ply), best_move)
        return best_score

    def _child(self, child, side, reserves, depth, alpha, beta, ply, index, move, board):
        """The score of one child, principal-variation style: the first move gets the full
        window, later ones a null window (re-searched only if they beat the first), and late
        quiet moves one ply less (late move reduction: good ordering makes them rarely best)."""
        if index == 0:
            return -self._node(child, side, reserves, depth - 1, -beta, -alpha, ply + 1)
        quiet = not board[move[2]] & PIECE and index >= LATE_MOVE
        reduce = 1 if quiet and depth >= 3 and move not in self.killers.get(ply, ()) else 0
        score = -self._node(child, side, reserves, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1)
        if score > alpha and (reduce or score < beta):
            score = -self._node(child, side, reserves, depth - 1, -beta, -alpha, ply + 1)
        return score

    def _forced(self, board, side, reserves, depth, alpha, beta, ply, on_goal):
        """The opponent stands on his goal row: capture that piece or lose. Searched without
        using up depth, since the reply is forced."""
        if len(on_goal) > 1:
            return -WIN + ply + 1
        target = on_goal[0]
        moves = [
            m
            for m in generate(self.t.geo, board, side, reserves, self.t.aleph)
            if m[0] == MOVE and m[2] == target
        ]
        best = -WIN + ply + 1
        for move in moves:
            child, child_res = apply_move(board, side, reserves, move)
            score = -self._node(child, 1 - side, child_res, depth, -beta, -alpha, ply + 1)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    def _quiesce(self, board, side, reserves, seen, alpha, beta, ply, left):
        """Captures only, standing pat on the evaluation, so a leaf is not scored mid-exchange."""
        stand = evaluate(self.t, board, side, reserves, seen, self.weights)
        if stand >= beta or left <= 0:
            return stand
        if not seen.reach[side] & seen.pieces[1 - side] & ~seen.shipped:
            return stand  # nothing to capture: the usual leaf, answered without a board walk
        alpha = max(alpha, stand)
        for move in captures(self.t, board, side):
            child, child_res = apply_move(board, side, reserves, move)
            score = -self._node(child, 1 - side, child_res, 0, -beta, -alpha, ply + 1, left - 1)
            if score > alpha:
                alpha = score
                if alpha >= beta:
                    break
        return alpha

    # --- move ordering ----------------------------------------------------------------------
    def _order(self, moves, board, side, tt_move, ply):
        """TT move, captures (most valuable victim first), killers, then history."""
        killers = self.killers.get(ply, ())
        history, pst = self.history, self.pst
        keyed = []
        for move in moves:
            kind, origin, target, _ = move
            if move == tt_move:
                key = 1 << 40
            elif kind == MOVE and board[target] & PIECE:
                key = (1 << 30) + _VALUE[board[target] & PIECE] * 8 - _VALUE[board[origin] & PIECE]
            elif move in killers:
                key = 1 << 28
            elif kind == MOVE:
                code = board[origin] & PIECE
                gain = pst[code][target] - pst[code][origin]
                key = history.get(move, 0) + (gain if side == 0 else -gain)
                if board[target] & SHIPS:
                    key += 1 << 20
            else:
                key = history.get(move, 0) - 50
            keyed.append((key, move))
        keyed.sort(key=lambda pair: -pair[0])
        return [move for _, move in keyed]

    def _reward(self, move, board, depth, ply):
        """A quiet move that cut the search off: remember it as a killer and in the history."""
        if move[0] == MOVE and board[move[2]] & PIECE:
            return
        killers = self.killers.setdefault(ply, [])
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        self.history[move] = self.history.get(move, 0) + depth * depth


def _reorder(order, scored):
    """Moves searched this iteration best first, then any the budget cut off, in old order."""
    done = [move for _, move in sorted(scored, key=lambda pair: -pair[0])]
    searched = set(done)
    rest = [move for move in order if move not in searched]
    return done + rest


def _to_tt(score, ply):
    if score >= MATE_BOUND:
        return score + ply
    if score <= -MATE_BOUND:
        return score - ply
    return score


def _from_tt(score, ply):
    if score >= MATE_BOUND:
        return score - ply
    if score <= -MATE_BOUND:
        return score + ply
    return score
