"""Kemet actions and their notation: ``verb`` or ``verb:arg,arg`` (one token, no spaces).

A choice with parts of its own (a pyramid ``SITE=COLOURLEVEL``, a placement
``SHORT@TOKEN=MEMBER``, a share ``SEAT=PP``, two cards ``PLAY/DISCARD``) is read here, into a
small named tuple, by the rules and the labels alike: the notation is taken apart in one place.

Actions are small named tuples so they hash, compare and print cheaply; the token is the action
written out, so a record, the ``:`` entry of the UI and ``kemet-tui step`` all speak one language.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from kemet_tui.core.errors import NotationError

_TOKEN = re.compile(r"^[a-z][a-z0-9-]*(?::[a-z0-9=@/+.-]+(?:,[a-z0-9=@/+.-]+)*)?$")


class KemetAction(NamedTuple):
    """One decision answered: ``verb`` names what is done, ``args`` the choices made."""

    verb: str
    args: tuple[str, ...] = ()

    @property
    def token(self) -> str:
        return self.verb if not self.args else f"{self.verb}:{','.join(self.args)}"

    def __str__(self) -> str:
        return self.token


make_action = tuple.__new__
"""``make_action(KemetAction, (verb, args))`` with ``args`` a tuple of texts: the action built
directly (``KemetAction._make`` without its length check). Listing makes about six actions per
action played, so the listings of the rules use this rather than ``KemetAction(...)``."""


def act(verb: str, *args: object) -> KemetAction:
    """Build an action from any printable arguments (numbers become their text). Most are
    a verb alone or with one text (``pass``, ``di:CARD``): those are built without the
    conversion."""
    if not args:
        return make_action(KemetAction, (verb, args))
    if len(args) == 1 and type(args[0]) is str:
        return make_action(KemetAction, (verb, args))
    return make_action(KemetAction, (verb, tuple(map(str, args))))


#: what separates the ids inside one choice: ``=`` a value (``raise:a1a=red2``, ``pay:a1=3``),
#: ``/`` a second card (``fight:PLAY/DISCARD``), ``@`` the token put (``act:pray2@token-gold``)
_INNER = re.compile(r"[=@/]")


def named_ids(token: str) -> tuple[str, ...]:
    """The ids a token's choices name, in order: spaces, tiles, cards, seats, action spaces
    (``put:a1b,red-3-royal-scarab``: ``a1b`` and ``red-3-royal-scarab``; ``fight:P/D``: both
    cards). The notation is defined here, so a reader (the table lighting the spaces an answer
    names) asks here rather than taking tokens apart by a rule of its own."""
    rest = token.partition(":")[2]
    if not rest:
        return ()
    return tuple(part for choice in rest.split(",") for part in _INNER.split(choice) if part)


class PyramidChoice(NamedTuple):
    """``SITE=COLOURLEVEL`` (``raise:a1a=red2``, a setup's ``pyramids:…``): a pyramid built."""

    site: str
    colour: str
    level: int  #: 0 when the choice names none (a label of a mistyped token)


class PlacementChoice(NamedTuple):
    """``SHORT[@TOKEN[=MEMBER]]`` (``act:pray2``, ``act:corrupt-troop@transparent=a2``): an
    action space, the token put there if not the seat's own, the member a yellow space names."""

    short: str
    token: str
    named: str


class ShareChoice(NamedTuple):
    """``SEAT=PP`` (``pay:a1=3``): a member's share of a cost."""

    seat: str
    pp: str


class CardsChoice(NamedTuple):
    """``PLAY[/DISCARD]`` (``fight:…``): the battle card played and the one discarded."""

    play: str
    discard: str

    @property
    def cards(self) -> tuple[str, ...]:
        """The cards named, the one played first (no discard: the played card alone)."""
        return (self.play, self.discard) if self.discard else (self.play,)


def pyramid_choice(choice: str) -> PyramidChoice:
    site, _, built = choice.partition("=")
    colour = built.rstrip("0123456789")
    digits = built[len(colour) :]
    return PyramidChoice(site, colour, int(digits) if digits else 0)


def placement_choice(choice: str) -> PlacementChoice:
    short, _, rest = choice.partition("@")
    token, _, named = rest.partition("=")
    return PlacementChoice(short, token, named)


def share_choice(choice: str) -> ShareChoice:
    seat, _, pp = choice.partition("=")
    return ShareChoice(seat, pp)


def cards_choice(choice: str) -> CardsChoice:
    play, _, discard = choice.partition("/")
    return CardsChoice(play, discard)


def parse_token(token: str) -> KemetAction:
    """The action a token names; NotationError if it is not of the form ``verb[:a,b]``."""
    text = "".join(token.split()).lower()
    if not _TOKEN.match(text):
        raise NotationError(
            f"{token!r} is not a Kemet action: write verb or verb:choice,choice "
            "(for example act:pray2, next:a2, go:t3, raise:a1a=red2)."
        )
    return split_token(text)


def split_token(token: str) -> KemetAction:
    """The action a token the game wrote names (a legal action's, a record's): taken apart
    without the check :func:`parse_token` makes of a token someone typed, so a reader of
    tokens (a label, a tally of a record) takes them apart the way the rules do."""
    verb, _, rest = token.partition(":")
    return KemetAction(verb, tuple(rest.split(",")) if rest else ())
