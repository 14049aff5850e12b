"""Seti move notation (seti.md §Notation): ``b1c2``, ``b8c10=a1``, ``+b5``, ``-b5``."""

from __future__ import annotations

import re

from kemet_tui.core.errors import NotationError
from kemet_tui.rules.seti.board import Geometry
from kemet_tui.rules.seti.state import MOVE, PLACE_SHIP, REMOVE_SHIP, SetiMove

_SQUARE = r"([a-z]\d{1,2})"
_STEP = re.compile(rf"^{_SQUARE}[x\-]?{_SQUARE}(?:=?{_SQUARE})?$")
_SHIP = re.compile(rf"^([+\-]){_SQUARE}$")

FORMAT_HELP = "a move is like b1c2, a capture with placement b8c10=a1, a ship +b5 or -b5"


def format_move(geo: Geometry, move: SetiMove) -> str:
    """The token of a move."""
    if move.kind == PLACE_SHIP:
        return f"+{geo.name(move.target)}"
    if move.kind == REMOVE_SHIP:
        return f"-{geo.name(move.target)}"
    token = f"{geo.name(move.origin)}{geo.name(move.target)}"
    if move.place >= 0:
        token += f"={geo.name(move.place)}"
    return token


def parse_move(geo: Geometry, token: str) -> SetiMove:
    """The move a token names (not yet checked for legality); NotationError if malformed.

    A capture token without ``=square`` parses with ``place = -2``: the ruleset fills the square
    in when only one is possible, and asks for it otherwise.
    """
    ship = _SHIP.match(token)
    if ship:
        sign, square = ship.groups()
        kind = PLACE_SHIP if sign == "+" else REMOVE_SHIP
        return SetiMove(kind, -1, _square(geo, square))
    step = _STEP.match(token)
    if step:
        origin, target, place = step.groups()
        return SetiMove(
            MOVE,
            _square(geo, origin),
            _square(geo, target),
            _square(geo, place) if place else -2,
        )
    raise NotationError(f"{token!r} is not a move: {FORMAT_HELP}.")


def _square(geo: Geometry, name: str) -> int:
    square = geo.parse_square(name)
    if square is None:
        last = f"{chr(ord('a') + geo.files - 1)}{geo.ranks}"
        raise NotationError(f"There is no square {name} on this board (a1 to {last}).")
    return square
