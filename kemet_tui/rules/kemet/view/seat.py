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
"""

from __future__ import annotations

from dataclasses import replace

from kemet_tui.rules.kemet.state.handlers import CONTEXT_VIEWS, HIDDEN
from kemet_tui.rules.kemet.state.model import KemetState, Pile, SacredTemple, SeatState


def view(state: KemetState, seat: str | None) -> KemetState:
    seats = tuple(s if s.seat == seat else _others(s) for s in state.seats)
    pending = tuple(
        CONTEXT_VIEWS[d.kind](d, seat) if d.kind in CONTEXT_VIEWS else d for d in state.pending
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
