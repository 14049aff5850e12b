"""Perft speed: Seti-Aleph depth 4 against python-chess's perft depth 4, in one process, the
two run in turn.

Both count the last ply without playing it (bulk counting), the usual way perft is written for
python-chess. Prints nodes per second of each and the ratio (target: ours at least as fast).
Run: ``python benchmarks/bench_perft.py`` (needs ``pip install '.[bench]'`` for python-chess).
"""

from __future__ import annotations

import statistics
import time

import chess

from kemet_tui.core.registry import get_ruleset

REPEATS = 3


def chess_perft(board: chess.Board, depth: int) -> int:
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += chess_perft(board, depth - 1)
        board.pop()
    return total


def chess_perft_every_leaf(board: chess.Board, depth: int) -> int:
    """Perft that plays every leaf move too (no bulk counting)."""
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += chess_perft_every_leaf(board, depth - 1)
        board.pop()
    return total


def seti_perft_every_leaf(ruleset, state, depth: int) -> int:
    """Seti perft through the public rules API, applying every leaf move."""
    if depth == 0:
        return 1
    return sum(
        seti_perft_every_leaf(ruleset, ruleset.apply(state, move)[0], depth - 1)
        for move in ruleset.legal_actions(state)
    )


def alternated(ours, reference) -> tuple[tuple[int, float], tuple[int, float]]:
    """``(nodes, median seconds)`` of each side, the two run in turn ``REPEATS`` times (so a
    load that comes and goes on the machine falls on both)."""
    runs: tuple[list[float], list[float]] = ([], [])
    nodes = [0, 0]
    for _ in range(REPEATS):
        for side, function in enumerate((ours, reference)):
            start = time.perf_counter()
            nodes[side] = function()
            runs[side].append(time.perf_counter() - start)
    return ((nodes[0], statistics.median(runs[0])), (nodes[1], statistics.median(runs[1])))


def main() -> None:
    aleph = get_ruleset("seti-aleph")
    start = aleph.new_game(0, {"repetition_draw": False})
    (ours_nodes, ours_time), (chess_nodes, chess_time) = alternated(
        lambda: aleph.perft(start, 4), lambda: chess_perft(chess.Board(), 4)
    )
    ours_rate, chess_rate = ours_nodes / ours_time, chess_nodes / chess_time
    print(
        f"seti-aleph perft(4) = {ours_nodes:>9} in {ours_time:.3f} s: {ours_rate:>12,.0f} nodes/s"
    )
    print(
        f"python-chess perft(4) = {chess_nodes:>7} in {chess_time:.3f} s: {chess_rate:>12,.0f} nodes/s"
    )
    print(f"ratio (ours / python-chess, nodes per second): {ours_rate / chess_rate:.2f}x")
    print("without bulk counting (every leaf played, Seti through the public rules API, depth 3):")
    (ours_nodes, ours_time), (chess_nodes, chess_time) = alternated(
        lambda: seti_perft_every_leaf(aleph, start, 3),
        lambda: chess_perft_every_leaf(chess.Board(), 3),
    )
    ours_rate, chess_rate = ours_nodes / ours_time, chess_nodes / chess_time
    print(f"seti-aleph {ours_nodes:>9} nodes: {ours_rate:>12,.0f} nodes/s")
    print(f"python-chess {chess_nodes:>7} nodes: {chess_rate:>12,.0f} nodes/s")
    print(f"ratio: {ours_rate / chess_rate:.2f}x")


if __name__ == "__main__":
    main()
