"""An independent, deliberately naive Seti move generator written straight from seti.md.

It shares no code with ``kemet_tui.rules.seti`` (coordinates, dicts and strings instead of the
packed encoding), so agreement between the two on random positions is evidence, not tautology.
A position is ``(pieces, ships, side, reserves)``: ``pieces`` maps "b3" to ("white", "P"),
``ships`` maps "b3" to "white", ``reserves`` maps a colour to a count.
"""

from __future__ import annotations

OTHER = {"white": "brown", "brown": "white"}


def squares(files: int, ranks: int) -> list[str]:
    return [f"{chr(97 + f)}{r + 1}" for r in range(ranks) for f in range(files)]


def coords(square: str) -> tuple[int, int]:
    return ord(square[0]) - 97, int(square[1:]) - 1


def name(file: int, rank: int) -> str:
    return f"{chr(97 + file)}{rank + 1}"


def targets(square: str, kind: str, files: int, ranks: int) -> list[str]:
    f, r = coords(square)
    reach = 1 if kind == "P" else 2
    out = []
    for df in range(-reach, reach + 1):
        for dr in range(-reach, reach + 1):
            if max(abs(df), abs(dr)) != reach:
                continue
            if 0 <= f + df < files and 0 <= r + dr < ranks:
                out.append(name(f + df, r + dr))
    return out


def start_rank(colour: str, ranks: int) -> int:
    return 0 if colour == "white" else ranks - 1


def placements(pieces: dict, colour: str, files: int, ranks: int) -> list[str]:
    step = 1 if colour == "white" else -1
    rank = start_rank(colour, ranks)
    row = [name(f, rank) for f in range(files)]
    free = [sq for sq in row if sq not in pieces]
    if free:
        return free
    rank += step
    while 0 <= rank < ranks:
        middle = name(files // 2, rank)
        if middle not in pieces:
            return [middle]
        free = [name(f, rank) for f in range(files) if name(f, rank) not in pieces]
        if free:
            return free
        rank += step
    return []


def won(pieces: dict, side: str, ranks: int) -> bool:
    goal = start_rank(OTHER[side], ranks)
    return any(c == side and coords(sq)[1] == goal for sq, (c, _) in pieces.items())


def moves(position, files: int, ranks: int, aleph: bool) -> list[str]:
    """Every legal token in the position (none if the side to move has already won)."""
    pieces, ships, side, reserves = position
    if won(pieces, side, ranks):
        return []
    out = []
    for square, (colour, kind) in pieces.items():
        if colour != side:
            continue
        for target in targets(square, kind, files, ranks):
            occupant = pieces.get(target)
            if occupant is None:
                out.append(square + target)
                continue
            if occupant[0] == side or target in ships:
                continue
            if not aleph:
                out.append(square + target)
                continue
            after = dict(pieces)
            del after[square]
            after[target] = (side, kind)
            for place in placements(after, side, files, ranks):
                out.append(f"{square}{target}={place}")
    if aleph:
        goal = start_rank(OTHER[side], ranks)
        if reserves[side]:
            out += [
                "+" + sq
                for sq in squares(files, ranks)
                if sq not in ships and coords(sq)[1] != goal
            ]
        out += ["-" + sq for sq, owner in ships.items() if owner == side]
    return out


def play(position, token: str):
    """The position after a legal token."""
    pieces, ships, side, reserves = position
    pieces, ships, reserves = dict(pieces), dict(ships), dict(reserves)
    if token[0] == "+":
        ships[token[1:]] = side
        reserves[side] -= 1
    elif token[0] == "-":
        del ships[token[1:]]
        reserves[side] += 1
    else:
        move, _, place = token.partition("=")
        split = 2 if move[2].isalpha() else 3
        origin, target = move[:split], move[split:]
        mover = pieces.pop(origin)
        captured = pieces.get(target)
        pieces[target] = mover
        if captured is None and target in ships and ships[target] != side:
            del ships[target]
            reserves[side] += 1
        if captured is not None and place:
            pieces[place] = (side, captured[1])
    return pieces, ships, OTHER[side], reserves


def perft(position, depth: int, files: int, ranks: int, aleph: bool) -> int:
    if depth == 0:
        return 1
    legal = moves(position, files, ranks, aleph)
    if depth == 1:
        return len(legal)
    return sum(perft(play(position, t), depth - 1, files, ranks, aleph) for t in legal)
