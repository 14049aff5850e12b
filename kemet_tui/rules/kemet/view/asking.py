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
asking reveals nothing. ``tests/rules/kemet/view/test_asking.py`` checks the list against seeded
games: the answers of these kinds are the same whatever the hidden cards are.

A window (a Veto window, a rite's DI window) always has an answer that plays no card: it is
what :func:`pass_answer` names, so that the curtain before the window can offer it to every
seat alike, whatever the seat holds.

Most other questions hide one secret only, the decider's own DI cards: a turn, a Move, a
window, a battle's face-down DI cards list the answers any seat in that place would have, and
beside them one answer per card of the hand that may be played (``di:CARD``, ``veto:CARD``,
``wound:CARD``, ``escape:SPACE`` with an Escape card). Those are the :data:`CARD_ANSWERS`
kinds: their :func:`public_part` is told from public facts, so it may be asked on the public
view, and the cards only behind the curtain, when the seat asks to look at its hand. A seat
whose hand is empty (the number of cards a seat holds is public) has nothing more: the whole
list is public then; so is a Move's once its first step is taken (a card goes with a Move only
before it: :func:`public_for`). A battle's card choice (``battle-cards``) is a secret whole, but a seat
with one battle card or none (a public count) has one answer that tells nobody anything
before the reveal. :func:`answers_known` says, of the question asked now, whether its list is
known to the table, so that a single answer may be played without asking.
"""

from __future__ import annotations

from kemet_tui.rules.kemet.actions.movement import cards_may_go_with
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.model import KemetState

#: the decisions whose legal answers are computed from public facts only
PUBLIC_ANSWERS = frozenset(
    {
        "setup-pyramids",
        "setup-units",
        "setup-tile",
        "alliance-turn",
        "di-target",
        "raise",
        "recruit",
        "buy",
        "place-creature",
        "creature-home",
        "destroy-units",
        "corrupt-pyramid",
        "corrupt-creature",
        "sanctuary",
        "ceremony",
        "sacred",
        "casualties",
        "battle-retreat",
        "battle-recall",
        "battle-fighter",
        "pp-share",
        "free-level",
        "reinforce",
        "temple-sacrifice",
        "osiris-rise",
        "invasion-order",
        "furious-invasion",
    }
)

#: the decisions whose answers are public but for those that play a card of the decider's hand
CARD_ANSWERS = frozenset(
    {"seth-action", "member-action", "move", "veto", "rite-di", "battle-di", "battle-wound"}
)

#: the verbs of the answers that play a card of the decider's hand (an Escape card's
#: ``escape:SPACE`` among them)
CARD_VERBS = ("di:", "veto:", "wound:", "escape:")

#: the answer of each window that plays no card (open to every seat asked, whatever it holds)
PASSES = {"veto": "allow", "rite-di": "done"}


def answers_are_public(decision: Decision | None) -> bool:
    """Whether ``decision``'s legal answers can be told from the public view alone."""
    return decision is not None and decision.kind in PUBLIC_ANSWERS


def pass_answer(decision: Decision | None) -> str | None:
    """The token that passes ``decision`` without playing a card, if it is a window."""
    return None if decision is None else PASSES.get(decision.kind)


def plays_a_card(token: str) -> bool:
    """Whether ``token`` plays a card of its decider's hand (a secret until it is played)."""
    return token.startswith(CARD_VERBS)


def splits_off_cards(decision: Decision | None) -> bool:
    """Whether ``decision``'s answers are public but for the cards of the decider's hand, some
    of which may be played now (a Move takes a card only before its first step)."""
    if decision is None or decision.kind not in CARD_ANSWERS:
        return False
    return decision.kind != "move" or cards_may_go_with(decision)


def public_for(decision: Decision | None, holds_cards: bool) -> bool:
    """Whether every answer to ``decision`` is told from public facts, its decider holding DI
    cards or not (``holds_cards``, a public count): a public question, a card question when no
    card can be played now or the hand is empty."""
    if answers_are_public(decision):
        return True
    return (
        decision is not None
        and decision.kind in CARD_ANSWERS
        and (not holds_cards or not splits_off_cards(decision))
    )


def public_part(decision: Decision | None, tokens: list[str]) -> list[str]:
    """The answers of ``tokens`` any seat asked ``decision`` would have: all of a public
    question, none of a secret one, the answers that play no card of a :data:`CARD_ANSWERS`
    one (in the engine's order)."""
    if answers_are_public(decision):
        return list(tokens)
    if not splits_off_cards(decision):
        return []
    return [t for t in tokens if not plays_a_card(t)]


def answers_known(state: KemetState) -> bool:
    """Whether the whole list of answers of the question asked now can be told from public
    facts: a public question, a :data:`CARD_ANSWERS` one of a seat with no DI card, a battle's
    card choice of a seat with one battle card or none. Such a question with one answer
    is played for the seat: nobody learns anything from it not being asked."""
    decision = state.decision
    if decision is None:
        return False
    if answers_are_public(decision):
        return True
    seat = decision.decider
    if seat not in state.seat_ids:
        return False
    if decision.kind in CARD_ANSWERS:
        return public_for(decision, bool(state.seat(seat).di_hand))
    return decision.kind == "battle-cards" and len(state.seat(seat).battle_hand) <= 1


def window_seats(decision: Decision | None) -> tuple[str, ...]:
    """The seats a window still asks, in the order the rules ask them: the decider, then the
    ones after it (none when ``decision`` is no window)."""
    if pass_answer(decision) is None:
        return ()
    return (decision.decider,) + tuple(decision.get("later") or ())


def window_key(decision: Decision | None) -> tuple | None:
    """What one window is, whoever it asks now (the card and who played it, the chain of
    Vetoes, the rite): a seat that let a window be is not asked again while it stays open."""
    if pass_answer(decision) is None:
        return None
    return (decision.kind,) + tuple(pair for pair in decision.context if pair[0] != "later")
