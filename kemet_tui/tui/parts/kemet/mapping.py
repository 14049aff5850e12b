"""From what a widget says (a space clicked, two cards picked) to the legal token it means.

The map and card widgets post intents; these pure functions look for the token among the
legal ones only, so the screen never offers or sends anything the engine did not list. When a
space fits several answers (a step there or a teleport) the screen lets the player choose.
"""

from __future__ import annotations

from collections.abc import Iterable

from kemet_tui.rules.kemet import named_ids, split_token


def tokens_for_space(tokens: Iterable[str], space: str) -> list[str]:
    """The legal tokens naming ``space`` among their choices (the rules say what a token
    names: :func:`~kemet_tui.rules.kemet.named_ids`)."""
    return [t for t in tokens if space in named_ids(t)]


def tokens_for_item(tokens: Iterable[str], item: str) -> list[str]:
    """The legal tokens naming a tile, a card or a seat (a market tile clicked, a DI card)."""
    return tokens_for_space(tokens, item)


def token_for_cards(tokens: Iterable[str], play: str, discard: str | None) -> str | None:
    """The legal ``fight`` token for the card played and the one discarded (or none)."""
    wanted = f"fight:{play}/{discard}" if discard else f"fight:{play}"
    return wanted if wanted in set(tokens) else None


def token_if_legal(tokens: Iterable[str], token: str) -> str | None:
    """``token`` itself when it is legal now (a widget's ``ActionChosen``), else ``None``."""
    return token if token in set(tokens) else None


def spaces_in(tokens: Iterable[str], space_ids: Iterable[str]) -> frozenset[str]:
    """The map spaces the legal tokens name (the board's highlighted targets)."""
    ids = set(space_ids)
    return frozenset(part for t in tokens for part in named_ids(t) if part in ids)


def items_of(tokens: Iterable[str], *verbs: str) -> frozenset[str]:
    """The first argument of the legal tokens of ``verbs`` (``di:CARD`` → the cards)."""
    return frozenset(
        ids[0] for t in tokens if split_token(t).verb in verbs and (ids := named_ids(t))
    )


def placements_on(tokens: Iterable[str], short: str) -> list[str]:
    """The legal ``act`` tokens putting a token on the action space ``short`` (any token)."""
    return [t for t in tokens if t == f"act:{short}" or t.startswith(f"act:{short}@")]
