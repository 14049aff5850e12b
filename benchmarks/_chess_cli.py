"""The python-chess reference for ``bench_cli_startup.py``: a script of the same kind as
``kemet-tui show`` and ``kemet-tui legal``. It reads a game from a PGN file, replays its moves,
and prints the position and whose turn it is (``show``) or the legal moves in UCI (``legal``).

    python benchmarks/_chess_cli.py show|legal FILE.pgn
"""

import sys

import chess.pgn


def main(command: str, path: str) -> None:
    with open(path, encoding="utf-8") as file:
        game = chess.pgn.read_game(file)
    board = game.end().board()
    if command == "show":
        print(board)
        print("to act:", "white" if board.turn else "black")
        print(" ".join(move.uci() for move in board.move_stack))
    else:
        for move in board.legal_moves:
            print(move.uci())


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
