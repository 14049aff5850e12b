"""Names for what the notation writes as ids: seats, map spaces, tiles, cards, powers, tokens.

The UI's labels (``labels.py``), the help and the leak tests all need "the name a player reads"
for an id, and they must agree; keeping the look-ups here, read from the ruleset data, means a
renamed card changes everywhere at once. ``counted`` and ``price`` are named here for the
readers too; they live in ``mechanics/words.py``, where the rules below the views write with
them. Pure: no Textual, no Rich.
"""

from __future__ import annotations

from functools import cache

from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.words import counted, price
from kemet_tui.rules.kemet.state.handlers import HIDDEN
from kemet_tui.rules.kemet.state.model import ALLIANCE, MEMBERS, SETH, KemetState


def seat_code(seat: str) -> str:
    """``Seth``, ``A2``, ``The Alliance``: the seat as the rules write it."""
    if seat == ALLIANCE:
        return "The Alliance"
    return "Seth" if seat == SETH else seat.upper()


def seat_name(state: KemetState, seat: str) -> str:
    """``A2 (Nikki)`` when the player named the seat, else ``A2``."""
    code = seat_code(seat)
    name = state.name(seat) if seat != ALLIANCE else ""
    return code if not name or name in (seat, code) else f"{code} ({name})"


@cache
def _names_by_id() -> dict[str, str]:
    """Every named entry of the content, by id (tiles, cards, DI, powers, tokens)."""
    data = fx.data()
    groups = (
        data.tiles.tile,
        data.cards.battle_card,
        data.cards.creature_card,
        data.decks.di_card,
        data.tokens.temple_power,
        data.tokens.prayer_token,
        data.tokens.action_token,
    )
    return {entry.id: entry.name for group in groups for entry in group}


@cache
def _texts_by_id() -> dict[str, str]:
    """The rule text of every entry of the content that has one, by id."""
    data = fx.data()
    groups = (
        data.tiles.tile,
        data.cards.creature_card,
        data.decks.di_card,
        data.tokens.temple_power,
        data.tokens.prayer_token,
        data.tokens.action_token,
    )
    return {
        entry.id: str(entry.text)
        for group in groups
        for entry in group
        if getattr(entry, "text", None)
    }


def content_text(item_id: str) -> str | None:
    """The rule text of a tile, DI card, power or token id (what it does); ``None`` when it
    has none: offered, vetoed or chosen, a card or power is read where it is asked."""
    return _texts_by_id().get(item_id)


def content_name(item_id: str) -> str | None:
    """The printed name of a tile, card, power or token id; ``None`` when unknown."""
    return _names_by_id().get(item_id)


def space_name(state: KemetState, space: str) -> str:
    """``Temple of Ra (t2)``; the id alone when the map has no such space."""
    board = fx.data().maps.for_alliance(state.n)
    if not board.has(space):
        return space
    return f"{board.space(space).name} ({space})"


def is_space(state: KemetState, space: str) -> bool:
    return fx.data().maps.for_alliance(state.n).has(space)


def tile_label(tile_id: str) -> str:
    """``Charge! (red 1)``: a tile's name with its colour and level."""
    try:
        tile = fx.tile(tile_id)
    except KeyError:
        return content_name(tile_id) or tile_id
    return f"{tile.name} ({tile.colour} {tile.level})"


def name_of(state: KemetState, arg: str) -> str:
    """The best name for any argument of a token: a seat, a space, a tile, a card, a number."""
    if arg == HIDDEN:
        return "a hidden card"
    if arg in MEMBERS or arg in (SETH, ALLIANCE):
        return seat_name(state, arg)
    if is_space(state, arg):
        return space_name(state, arg)
    if (
        arg.startswith(("red-", "blue-", "white-", "black-", "purple-", "alliance-"))
        and content_name(arg)
        and not arg.startswith("alliance-di-")
    ):
        return tile_label(arg)
    return content_name(arg) or arg


def creature_card_facts(card_id: str) -> str:
    """``level 3 · battle · Power 3, damage 1. Swarm: +1 strength…``: one of Seth's creature
    cards as a player needs it when choosing (the level of its creature's tile, the phase its
    ability works in, its power and ability)."""
    card = next(c for c in fx.data().cards.creature_card if c.id == card_id)
    return f"level {fx.tile(card.tile).level} · {card.phase} · {card.text}"


def names_in(state: KemetState, args: tuple[str, ...]) -> str:
    """Several arguments named and joined: ``A1 (Ann), Temple of Ra (t2)``."""
    return ", ".join(name_of(state, arg) for arg in args)


def di_names() -> frozenset[str]:
    """Every DI card name (Seth's and the Alliance's decks)."""
    return frozenset(card.name for card in fx.data().decks.di_card)


def battle_card_names() -> frozenset[str]:
    """Every battle card name (both sides, tile cards too)."""
    return frozenset(card.name for card in fx.data().cards.battle_card)


__all__ = [
    "battle_card_names",
    "content_name",
    "counted",
    "price",
    "di_names",
    "is_space",
    "name_of",
    "names_in",
    "seat_code",
    "seat_name",
    "space_name",
    "tile_label",
]
