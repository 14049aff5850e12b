"""What a decision's answers tell about the seat asked: whether they may be asked in public, and
which answer passes a window.

The hotseat puts a curtain before a seat's own view because that view holds the seat's secrets
(its DI cards, its battle cards). Some questions need none of them: the answers the engine lists
for them are computed from public facts only (the map, the PP, the tiles, the counts of cards),
so the same answers would be listed whatever cards the seat held. Such a question may be asked
on the public view, where nobody's secrets are, and then it needs no curtain; and when it has a
single answer, asking it tells the seat nothing it could answer otherwise, so the answer is
played for it. Every other question (any whose answers could name a card in the hand: the free
DI cards of a turn, the cards played with a Move, the Veto and rite windows, a battle's cards)
is asked behind the curtain, of every seat it concerns, whatever that seat holds, so that the
asking reveals nothing. ``tests/rules/kemet/test_asking.py`` checks the list against seeded
games: the answers of these kinds are the same whatever the hidden cards are.

A window (a Veto window, a rite's DI window) always has an answer that plays no card: it is
what :func:`pass_answer` names, so that the curtain before the window can offer it to every
seat alike, whatever the seat holds.
"""

from __future__ import annotations

from kemet_tui.rules.kemet.state.decisions import Decision

#: the decisions whose legal answers are computed from public facts only
PUBLIC_ANSWERS = frozenset({
    "setup-pyramids", "setup-units", "setup-tile", "alliance-turn", "di-target", "raise",
    "recruit", "buy", "place-creature", "creature-home", "destroy-units", "corrupt-pyramid",
    "corrupt-creature", "sanctuary", "ceremony", "sacred", "casualties", "battle-retreat",
    "battle-recall", "battle-fighter", "pp-share", "free-level", "reinforce",
    "temple-sacrifice", "osiris-rise", "invasion-order", "furious-invasion",
})

#: the answer of each window that plays no card (open to every seat asked, whatever it holds)
PASSES = {"veto": "allow", "rite-di": "done"}


def answers_are_public(decision: Decision | None) -> bool:
    """Whether ``decision``'s legal answers can be told from the public view alone."""
    return decision is not None and decision.kind in PUBLIC_ANSWERS


def pass_answer(decision: Decision | None) -> str | None:
    """The token that passes ``decision`` without playing a card, if it is a window."""
    return None if decision is None else PASSES.get(decision.kind)
