"""A question asked in public, and the lines by which a seat claims the keyboard to look at its
cards before it is answered, decided without Textual (the hotseat tests play them:
``tests/tui/screens/kemet/test_kemet_hotseat.py``).

The hand-over (:mod:`.handover`) says when a question is asked on the public view with
claims: the list then holds the answers any seat in that place would have
(``asking.public_part``), then one line per seat that may claim the keyboard. A claim line's
token is the screen's own (``look:SEAT``), never sent to the engine: choosing it brings the
curtain for that seat, whose own view then lists every answer, its cards' among them. On a
window the pass (``allow``, ``done``) is said "nobody": it lets the card be for every seat
listed, so that nobody learns who could have answered otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kemet_tui.rules.kemet import Decision, KemetState, veto_context
from kemet_tui.rules.kemet.view.asking import pass_answer, plays_a_card, public_part
from kemet_tui.rules.kemet.view.content import di_card

__all__ = [
    "claim_token",
    "claimed_seat",
    "labels",
    "listed",
    "pass_answer",
    "plays_a_card",
    "public_part",
    "public_suggestions",
    "window_prompt",
    "window_words",
]

#: why a card typed on a question asked in public is refused
CARD_IN_PUBLIC = (
    "a card is played from its holder's own view: choose the line to look at "
    "your cards first (the curtain comes)"
)

#: the verb of a claim line's token
LOOK = "look:"


def claim_token(seat: str) -> str:
    return f"{LOOK}{seat}"


def claimed_seat(token: str) -> str | None:
    """The seat a claim line names, or None for an answer of the engine's."""
    return token[len(LOOK) :] if token.startswith(LOOK) else None


def listed(decision: Decision | None, tokens: Sequence[str], claims: Sequence[str]) -> list[str]:
    """The lines of a question asked in public: its public answers, then the claims."""
    return public_part(decision, list(tokens)) + [claim_token(seat) for seat in claims]


def labels(
    decision: Decision | None, claims: Sequence[str], name: Callable[[str], str]
) -> dict[str, str]:
    """The words of the lines that are not the rules' own: the claims, and a window's pass."""
    window = pass_answer(decision)
    out = {}
    for seat in claims:
        if window is None:
            out[claim_token(seat)] = "Look at my DI cards first (the curtain comes)"
        else:
            out[claim_token(seat)] = f"{name(seat)} looks at their cards (and may still pass)"
    if window is not None and claims:
        out[window] = "Nobody: let it be" if decision.kind == "veto" else "Nobody plays a card"
    return out


def window_prompt(
    state: KemetState, claims: Sequence[str], name: Callable[[str], str]
) -> str | None:
    """The prompt of a window asked of the table in public (None: no such window): put to
    every seat listed, not to the one the rules ask first."""
    decision = state.decision
    if not claims or pass_answer(decision) is None:
        return None
    if decision.kind == "veto":
        veto = veto_context(decision)
        card = di_card(veto["card"]).name
        return f"{name(veto['player'])} plays {card}: does anyone veto it? (Enter: nobody)"
    return "A rite: does anyone play a DI card that lowers its cost? (Enter: nobody)"


def window_words(state: KemetState, claims: Sequence[str], name: Callable[[str], str]) -> str:
    """The status line of a window asked in public: the card played and its text, who may
    claim the keyboard, and that Enter means nobody."""
    decision = state.decision
    who = ", ".join(name(seat) for seat in claims)
    card = decision.get("card")
    played = ""
    if card:
        found = di_card(str(card))
        played = f"{name(str(decision.get('player', '')))} plays {found.name}: {found.text} "
    return (
        f"{played}Enter: nobody answers. A seat that means to look at its cards ({who}) "
        "chooses its line and passes the curtain."
    )


def public_suggestions(suggestions: Sequence[str]) -> tuple[str, ...]:
    """The closest legal tokens a refusal may show on the public view: none that plays a card
    of the hand (they would name the cards)."""
    return tuple(token for token in suggestions if not plays_a_card(token))
