"""The Seti bots' exact tactics against brute force, the evaluation's symmetry, and the search's
handling of the game's endings and of the repetition draw."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from kemet_tui.bots import make_bot
from kemet_tui.bots.seti.evaluate import DEFAULT_WEIGHTS, can_move, evaluate, piece_square, scan
from kemet_tui.bots.seti.quick import captures
from kemet_tui.bots.seti.search import MATE_BOUND, WIN, Search
from kemet_tui.bots.seti.tables import tables
from kemet_tui.bots.seti.tactics import pieces_on_goal, safe_goal_targets
from kemet_tui.core.playout import random_playout
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.seti.movegen import apply_move, generate
from kemet_tui.rules.seti.state import MOVE, SetiState

VARIANTS = ("seti-aleph", "seti-beth")


@cache
def positions(name: str) -> tuple[SetiState, ...]:
    """Every state of a few seeded random games (random games reach the goal rows often)."""
    found = []
    for seed in range(6):
        game = random_playout(name, seed, {"repetition_draw": False}, max_actions=120)
        found += game.engine.states
    return tuple(found)


def _raw(state):
    return state.board, state.to_move, state.reserves


def _moves(t, board, side, reserves):
    return generate(t.geo, board, side, reserves, t.aleph)


def brute_safe_targets(t, board, side, reserves) -> int:
    """Goal squares a move reaches where no enemy reply can capture the piece, by trying."""
    safe = 0
    for move in _moves(t, board, side, reserves):
        if move[0] != MOVE or move[2] not in t.goal_squares[side]:
            continue
        after, after_res = apply_move(board, side, reserves, move)
        replies = _moves(t, after, 1 - side, after_res)
        if not any(r[0] == MOVE and r[2] == move[2] for r in replies):
            safe |= 1 << move[2]
    return safe


@pytest.mark.parametrize("name", VARIANTS)
def test_safe_goal_targets_agree_with_brute_force(name):
    t, checked = tables(get_ruleset(name).variant), 0
    for state in positions(name):
        board, side, reserves = _raw(state)
        for colour in (side, 1 - side):
            expected = brute_safe_targets(t, board, colour, reserves)
            assert safe_goal_targets(t, board, colour) == expected
            checked += bool(expected)
    assert checked > 10  # the sample does contain positions with a safe goal move


@pytest.mark.parametrize("name", VARIANTS)
def test_leaf_helpers_agree_with_the_move_generator(name):
    t = tables(get_ruleset(name).variant)
    pst = piece_square(get_ruleset(name).variant)
    for state in positions(name):
        board, side, reserves = _raw(state)
        moves = _moves(t, board, side, reserves)
        assert can_move(t, scan(t, pst, board, DEFAULT_WEIGHTS), side, reserves) == bool(moves)
        expected = {(m[1], m[2]) for m in moves if m[0] == MOVE and board[m[2]] & 7}
        found = captures(t, board, side)
        assert {(m[1], m[2]) for m in found} == expected
        assert all(m in moves for m in found)


def _mirror(board, files, ranks):
    """Colours swapped and the board turned end to end: the same position for the other side."""
    out = [0] * len(board)
    for sq, cell in enumerate(board):
        rank, file = divmod(sq, files)
        code, ship = cell & 7, cell & 24
        code = code + 2 if 1 <= code <= 2 else code - 2 if code else 0
        ship = {0: 0, 8: 16, 16: 8}[ship]
        out[(ranks - 1 - rank) * files + file] = code | ship
    return tuple(out)


@pytest.mark.parametrize("name", VARIANTS)
def test_the_evaluation_is_the_same_for_the_mirrored_position(name):
    variant = get_ruleset(name).variant
    t, pst = tables(variant), piece_square(variant)
    for state in positions(name)[::3]:
        board, side, reserves = _raw(state)
        mirrored = _mirror(board, t.geo.files, t.geo.ranks)
        swapped = (reserves[1], reserves[0])
        assert evaluate(t, board, side, reserves, scan(t, pst, board, DEFAULT_WEIGHTS)) == evaluate(
            t, mirrored, 1 - side, swapped, scan(t, pst, mirrored, DEFAULT_WEIGHTS)
        )


def _near_a_goal(t, board) -> bool:
    """Whether some piece is one move from its goal row."""
    return any(cell & 7 and t.to_goal[cell & 7][sq] <= 1 for sq, cell in enumerate(board))


def brute_two_plies(t, board, side, reserves) -> int:
    """+1 if ``side`` surely wins within two plies, -1 if every move loses at once, else 0."""
    outcomes = []
    for move in _moves(t, board, side, reserves):
        after, after_res = apply_move(board, side, reserves, move)
        if pieces_on_goal(t, after, 1 - side):
            outcomes.append(-1)
            continue
        replies = _moves(t, after, 1 - side, after_res)
        wins = all(
            pieces_on_goal(t, apply_move(after, 1 - side, after_res, r)[0], side) for r in replies
        )
        outcomes.append(1 if wins else 0)
    return max(outcomes)


@pytest.mark.parametrize("name", VARIANTS)
def test_the_search_claims_a_win_or_loss_exactly_when_brute_force_does(name):
    variant = get_ruleset(name).variant
    t, claims = tables(variant), 0
    for state in positions(name):
        board, side, reserves = _raw(state)
        if pieces_on_goal(t, board, side) or not _moves(t, board, side, reserves):
            continue
        if not _near_a_goal(t, board):
            continue  # no ending within two plies is possible: not worth the brute force
        legal = _moves(t, board, side, reserves)
        search = Search(variant, (), budget=200_000, max_depth=2)
        _, score = search.best(board, side, reserves, legal)
        truth = brute_two_plies(t, board, side, reserves)
        assert (score >= WIN - 2) == (truth == 1), state
        assert (score == -WIN + 1) == (truth == -1), state
        claims += truth != 0
    assert claims > 10


@pytest.mark.parametrize("name", VARIANTS)
def test_the_bot_takes_a_safe_goal_move_and_captures_a_piece_on_its_goal_row(name):
    ruleset, t = get_ruleset(name), tables(get_ruleset(name).variant)
    bot, tried = make_bot("seti:1", 0), 0
    for state in positions(name):
        board, side, reserves = _raw(state)
        if ruleset.outcome(state) is not None:
            continue
        legal = tuple(ruleset.legal_actions(state))
        threat = pieces_on_goal(t, board, 1 - side)
        safe = safe_goal_targets(t, board, side)
        if not threat and not safe:
            continue
        move = bot.choose(ruleset, state, legal, ruleset.to_act(state))
        if threat:
            can_take = any(m[0] == MOVE and m[2] == threat[0] for m in legal)
            assert not can_take or len(threat) > 1 or move[2] == threat[0]
        else:
            assert move[0] == MOVE and safe >> move[2] & 1
        tried += 1
    assert tried > 10


def _beth_position() -> SetiState:
    """Seti-Beth, White to move with four pieces against two Brown Pharaohs at home."""
    ruleset = get_ruleset("seti-beth")
    start = ruleset.new_game(0)
    board = [0] * 50
    for sq, code in ((1, 1), (3, 1), (10, 2), (17, 2), (45, 3), (49, 3)):
        board[sq] = code
    board = tuple(board)
    return replace(start, board=board, positions=((board, 0, (0, 0)),))


def test_a_winning_bot_does_not_repeat_into_a_draw():
    ruleset, state = get_ruleset("seti-beth"), _beth_position()
    bot = make_bot("seti:3", 0)
    favourite = bot.choose(ruleset, state, tuple(ruleset.legal_actions(state)), "white")
    after, _ = ruleset.apply(state, favourite)
    # the position after the favourite move has occurred twice: playing it again draws
    history = (after.position, state.position, after.position, state.position)
    crafted = replace(state, positions=history)
    choice = bot.choose(ruleset, crafted, tuple(ruleset.legal_actions(crafted)), "white")
    next_state, _ = ruleset.apply(crafted, choice)
    assert choice != favourite
    assert ruleset.outcome(next_state) is None
    search = Search("beth", crafted.positions, budget=20_000, max_depth=12)
    _, score = search.best(state.board, 0, (0, 0), list(ruleset.legal_actions(crafted)))
    assert score > 100 or score >= MATE_BOUND
