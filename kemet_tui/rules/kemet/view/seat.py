"""What one seat may know of a Kemet state (docs/architecture.md, principle 6: secrets filtered in the core).

kemet-seth.md §Seats: only DI cards in hand, chosen battle cards and face-down discards are
private; the Alliance's talk is public. So for every other seat its DI hand becomes a count,
and so do its battle hand and battle discard (knowing the hand would tell the discard: the
cards a player started with are public). Every deck is hidden (its cards would tell the hands
by subtraction) and every face-up pile is sorted (its order is secret); the face-down temple
powers and prayer tokens become counts, and so does a sacred temple's face-down prayer token
(below level 3 its front is unknown); the RNG state is dropped (it would predict every draw).
Pending decisions hide what their kind's context view hides (``handlers.CONTEXT_VIEWS``, listed
in the packages' ``registry.py``). The ``alliance`` decider, a spectator (``None``) and unknown
names get the public view.

With the table's ``open_hands`` option a member also sees every other member's cards (Seth never
does), except while a battle between two members is fought: the rulebook has its two fighters
exchange nothing until their cards are revealed, so every member sees only its own then
(:func:`hands_open`).
"""

from __future__ import annotations

from dataclasses import replace

from kemet_tui.rules.kemet.state.contexts import BattleContext, battle_context
from kemet_tui.rules.kemet.state.handlers import CONTEXT_VIEWS, HIDDEN
from kemet_tui.rules.kemet.state.model import (
    ALLIANCE,
    KemetState,
    Pile,
    SacredTemple,
    SeatState,
    is_member,
)


def hands_open(state: KemetState) -> bool:
    """Whether the members see each other's cards now: the table chose open hands, and no
    battle between two members is in progress."""
    return state.open_hands and not any(
        d.kind == "battle" and _between_members(battle_context(d)) for d in state.pending
    )


def _between_members(battle: BattleContext) -> bool:
    """Whether both sides of a battle are the Alliance's (a corrupt troop attacks a member)."""
    return battle["att_side"] == battle["def_side"] == ALLIANCE


def shares_secrets(state: KemetState, seat: str | None, other: str | None) -> bool:
    """Whether ``other`` may see everything ``seat``'s view shows: the same seat, or two
    members while their hands are open. A curtain between two such views hides nothing."""
    if seat == other:
        return True
    return (
        seat is not None
        and other is not None
        and is_member(seat)
        and is_member(other)
        and hands_open(state)
    )


def view(state: KemetState, seat: str | None) -> KemetState:
    fellows = seat is not None and is_member(seat) and hands_open(state)
    seats = tuple(
        s if s.seat == seat or (fellows and is_member(s.seat)) else _others(s) for s in state.seats
    )
    pending = tuple(
        CONTEXT_VIEWS[d.kind](d, _reader(d, seat, fellows)) if d.kind in CONTEXT_VIEWS else d
        for d in state.pending
    )
    return replace(
        state,
        seats=seats,
        seth_di=_pile(state.seth_di),
        alliance_di=_pile(state.alliance_di),
        powers_left=_hidden(state.powers_left),
        prayer_tokens_left=_hidden(state.prayer_tokens_left),
        sacred_temples=tuple(_sacred(t) for t in state.sacred_temples),
        pending=pending,
        rng=0,
    )


def _reader(pending, seat: str | None, fellows: bool) -> str | None:
    """Whose reading of ``pending``'s context ``seat`` gets: its own, or with open hands the
    member's the context's secrets belong to (a battle's member fighter, a member drawing)."""
    if fellows:
        for owner in (pending.get("att_fighter"), pending.get("def_fighter"), pending.decider):
            if owner and is_member(owner):
                return owner
    return seat


def _sacred(temple: SacredTemple) -> SacredTemple:
    """A prayer token lies face down until its temple reaches level 3 (seed-000)."""
    if temple.prayer_token and temple.level < 3:
        return replace(temple, prayer_token=HIDDEN)
    return temple


def _hidden(items: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(items)


def _pile(pile: Pile) -> Pile:
    return Pile(_hidden(pile.cards), tuple(sorted(pile.discard)))


def _others(seat: SeatState) -> SeatState:
    return replace(
        seat,
        di_hand=_hidden(seat.di_hand),
        battle_hand=_hidden(seat.battle_hand),
        battle_discard=_hidden(seat.battle_discard),
    )
