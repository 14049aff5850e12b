"""Small states for the movement and battle tests: the scenario builder's game on the map for N
Alliance members, emptied, and a driver that answers the pending decisions with tokens through
their handlers (each checked legal first), so a test sees one rule without the rest of the flow.
``test_movebattle_flow.py`` plays the same rules through the whole ruleset."""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.data import load_kemet_data
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.actions import parse_token
from kemet_tui.rules.kemet.state.handlers import handler_for
from kemet_tui.rules.kemet.state.model import (
    SETH,
    KemetState,
    Pyramid,
    make_troop,
    member_seats,
)


def hand(side: str) -> tuple[str, ...]:
    return tuple(card.id for card in load_kemet_data().battle_hand(side, False))


def make_state(n: int = 2, **changes) -> KemetState:
    """An empty board for Seth and ``n`` members in the Day (the scenario builder's plain game
    with its troops, pyramids and DI hands taken away): every unit in reserve, full battle
    hands, Seth 6 PP, members 5 PP."""
    state = Scenario(n=n).clear().build().evolve(pyramids=())
    for seat in (SETH,) + member_seats(n):
        side = "seth" if seat == SETH else "alliance"
        state = state.update_seat(
            seat,
            pp=6 if seat == SETH else 5,
            reserve=15 if seat == SETH else 12,
            di_hand=(),
            battle_hand=hand(side),
            battle_discard=(),
            creature_cards=(),
        )
    return state.evolve(**changes)


def place(
    state: KemetState,
    space: str,
    creature: str | None = None,
    owner: str | None = None,
    **counts: int,
) -> KemetState:
    """Put a troop on ``space`` (units taken from the reserves)."""
    for seat, n in counts.items():
        state = state.update_seat(seat, reserve=state.seat(seat).reserve - n)
    return state.with_troop(space, make_troop(space, counts, creature, owner))


def tiles(state: KemetState, seat: str, *ids: str) -> KemetState:
    return state.update_seat(seat, tiles=state.seat(seat).tiles + ids)


def di(state: KemetState, seat: str, *cards: str) -> KemetState:
    return state.update_seat(seat, di_hand=state.seat(seat).di_hand + cards)


def pyramid(state: KemetState, site: str, colour: str = "red", level: int = 1) -> KemetState:
    return state.with_pyramid(Pyramid(site, colour, level))


def legal(state: KemetState) -> list[str]:
    pending = state.decision
    return [a.token for a in handler_for(pending.kind).legal(state, pending)]


#: token -> the only decision kind that asks it of a seat holding DI cards: a seat with an
#: empty DI hand is not asked (the engine skips it), so the scripts below may say ``done`` /
#: ``allow`` for a question that no longer comes. Any other illegal token still fails.
ASKED_ONLY_OF_A_HAND = {"done": "battle-di", "allow": "veto"}


def play(state: KemetState, *tokens: str, log: list[Event] | None = None) -> KemetState:
    """Answer the pending decisions in turn; each token must be legal, except a ``done`` /
    ``allow`` for a DI question the engine did not ask (:data:`ASKED_ONLY_OF_A_HAND`)."""
    for token in tokens:
        assert state.decision is not None, f"no decision pending for {token}"
        options = legal(state)
        if token not in options and ASKED_ONLY_OF_A_HAND.get(token) not in (
            None,
            state.decision.kind,
        ):
            continue
        assert token in options, f"{token} not legal for {state.decision.kind}: {options}"
        pending = state.decision
        state, events = handler_for(pending.kind).apply(state, pending, parse_token(token))
        if log is not None:
            log.extend(events)
    return state


def kind(state: KemetState) -> str | None:
    return state.decision.kind if state.decision else None


def units(state: KemetState, space: str) -> dict[str, int]:
    troop = state.troop_at(space)
    return dict(troop.units) if troop else {}


def play_asked(state: KemetState, *tokens: str) -> tuple[KemetState, tuple[Event, ...]]:
    """``scenario.play`` (the checked path) for scripts written when every fighter and every
    seat of the other side was asked about DI cards: a ``done`` / ``allow`` for a question the
    engine no longer asks (an empty DI hand, :data:`ASKED_ONLY_OF_A_HAND`) is left out."""
    from kemet_tui.rules.kemet.scenario import legal as legal_now
    from kemet_tui.rules.kemet.scenario import play as play_checked

    events: tuple[Event, ...] = ()
    for token in tokens:
        kind_now = state.decision.kind if state.decision else None
        if token not in legal_now(state) and ASKED_ONLY_OF_A_HAND.get(token) not in (
            None,
            kind_now,
        ):
            continue
        state, more = play_checked(state, token)
        events += more
    return state, events
