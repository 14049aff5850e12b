"""What a pick on the Kemet: Seth table means, shared by the hotseat screen and a seat's own.

The table's widgets post what the player picked (a space of the map, an action space, two battle
cards, a DI card, a tile, "done"); :func:`meaning` turns each message into the legal tokens it
can stand for, found among the legal ones only (:mod:`~kemet_tui.tui.parts.kemet.mapping`), and
:func:`answer` says what the screen does with them: play the only one, narrow the decision list to
several, or say that nothing can be done with the pick now. The screens only play (or send) and
redraw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from textual import on
from textual.message import Message

from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.names import name_of
from kemet_tui.tui.parts.kemet import mapping
from kemet_tui.tui.widgets.kemet import CombatCards, DiHand, KemetBoard, PyramidBoard, TileMarket

#: the widget messages that are picks on the table (a screen handles them all alike)
PICKS = (
    KemetBoard.SpaceChosen,
    PyramidBoard.BoardSpaceChosen,
    CombatCards.CardsChosen,
    CombatCards.DiCardAdded,
    CombatCards.DiDone,
    TileMarket.TileChosen,
    DiHand.DiCardChosen,
)


def on_table_picks(method):
    """Make ``method`` the handler of every message of :data:`PICKS` (Textual's ``on``, once
    per message), so that each screen lists the picks in no place of its own."""
    for message in reversed(PICKS):
        method = on(message)(method)
    return method


@dataclass(frozen=True, slots=True)
class Meaning:
    """The legal ``tokens`` a pick stands for, and ``what`` was picked, in words."""

    tokens: tuple[str, ...]
    what: str


@dataclass(frozen=True, slots=True)
class Answer:
    """What the screen does with a pick: ``play`` one token, or show ``narrowed`` answers;
    and ``say`` (with ``tone``) when there is something to tell."""

    play: str = ""
    narrowed: tuple[str, ...] = ()
    say: str = ""
    tone: str = "info"


def meaning(message: Message, legal: Sequence[str], state: KemetState | None) -> Meaning:
    """The tokens among ``legal`` that ``message`` (one of :data:`PICKS`) stands for."""
    if isinstance(message, KemetBoard.SpaceChosen):
        return space_meaning(legal, message.space_id)
    if isinstance(message, PyramidBoard.BoardSpaceChosen):
        return Meaning(
            tuple(mapping.placements_on(legal, message.short)), f"the space {message.short}"
        )
    if isinstance(message, CombatCards.CardsChosen):
        token = mapping.token_for_cards(legal, message.play, message.discard)
        return Meaning((token,) if token else (), "those two cards")
    if isinstance(message, CombatCards.DiDone):
        return Meaning(tuple(t for t in legal if t == "done"), "Done")
    item = message.tile_id if isinstance(message, TileMarket.TileChosen) else message.card_id
    what = name_of(state, item) if state is not None else item
    return Meaning(tuple(mapping.tokens_for_item(legal, item)), what)


def space_meaning(legal: Sequence[str], space: str) -> Meaning:
    """The tokens among ``legal`` naming the map space ``space``."""
    return Meaning(tuple(mapping.tokens_for_space(legal, space)), space)


def answer(picked: Meaning) -> Answer:
    """Play the only token, narrow the list to several, or say nothing fits."""
    if len(picked.tokens) == 1:
        return Answer(play=picked.tokens[0])
    if picked.tokens:
        return Answer(
            narrowed=picked.tokens,
            say=f"{len(picked.tokens)} answers use {picked.what}: choose one (Esc shows them all).",
        )
    return Answer(say=f"Nothing to do with {picked.what} now.", tone="warn")
