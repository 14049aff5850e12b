"""The DI cards played during the Alliance's rites: a sacred temple's building (Sacred Masons,
``sacred_temple_discount``) and the Great Ceremony (Blessing of Osiris, ``ceremony_discount``).

Such a card is not a free action of a member's turn: the rite happens before any member acts
(seed-000 §Building a Sacred Temple, §The Great Ceremony). So while a rite is under way each
member holding at least one DI card is asked in turn, behind the curtain, whether he plays one
(``rite-di``: ``di:CARD`` or ``done``). Every member with a hand is asked, whether he holds such
a card or not, so asking reveals nothing (hand sizes are public, their contents are not, even
between members: kemet-seth.md §Seats). A played card is revealed, paid, and Seth may Veto it
(``divine.play_card``); if it is let be, its effect lowers the rite's cost: it adds to the
``discount`` of the rite's decision waiting below (``sacred`` or ``ceremony``).

When the window closes, the rite carries on through a named continuation (``forces.resume``).
"""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions import divine
from kemet_tui.rules.kemet.mechanics import forces
from kemet_tui.rules.kemet.mechanics.common import di_card, label, members
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import rite_window_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import KemetState

WINDOW = "rite-di"
#: a card's hook -> (the rite decision it lowers, the card parameter added to its discount)
TARGETS = {
    "sacred_temple_discount": ("sacred", "units"),
    "ceremony_discount": ("ceremony", "pp"),
}


def open_window(
    state: KemetState, hook: str, useful: bool, then: str
) -> tuple[KemetState, tuple[Event, ...]]:
    """Ask the members with a DI hand, one after the other, whether they play a ``hook`` card;
    straight to ``then`` when no card could help (``useful`` false) or nobody holds a card."""
    askers = tuple(m for m in members(state) if state.seat(m).di_hand)
    if not useful or not askers:
        return forces.resume(state, then)
    ask = decision(WINDOW, askers[0], hook=hook, later=askers[1:], then=then)
    return state.push(ask), ()


def cards_for(state: KemetState, seat: str, hook: str) -> list[str]:
    """The cards of ``seat``'s hand with ``hook`` that he can pay for now."""
    me = state.seat(seat)
    return [
        c
        for c in dict.fromkeys(me.di_hand)
        if any(e.hook == hook for e in di_card(c).effects) and di_card(c).cost <= me.pp
    ]


def _legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    cards = cards_for(state, pending.decider, rite_window_context(pending)["hook"])
    return [act("di", c) for c in cards] + [act("done")]


def _apply(state: KemetState, pending: Decision, action: KemetAction):
    if action.verb == "di":
        # the window stays below the Veto: the member may play another card afterwards
        return divine.play_card(state, pending.decider, action.args[0])
    return _next(state, pending, f"{label(state, pending.decider)} plays no card for the rite.")


def skip_empty_hand(state: KemetState, pending: Decision):
    """The window comes back to a member who has just played the last card of the hand:
    nothing to ask (hand counts are public), the next member is asked (the window's entry in
    ``state.tables.SKIPS``)."""
    if state.seat(pending.decider).di_hand:
        return None
    return _next(state, pending, f"{label(state, pending.decider)} has no DI card left.")


def _next(state: KemetState, pending: Decision, text: str):
    """The next member holding DI cards is asked, else the rite carries on."""
    note = (Event("di", text),)
    ctx = rite_window_context(pending)
    later = ctx["later"]
    if later:
        ask = decision(WINDOW, later[0], hook=ctx["hook"], later=later[1:], then=ctx["then"])
        return state.replace_top(ask), note
    state, events = forces.resume(state.pop(), ctx["then"])
    return state, note + events


def _explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    hook = rite_window_context(pending)["hook"]
    what = "a sacred-temple level" if hook == "sacred_temple_discount" else "the Great Ceremony"
    return (
        f"{label(state, pending.decider)} may play a DI card that lowers the cost of {what} "
        "(di:CARD), or play none (done)."
    )


WINDOW_HANDLER = Handler(_legal, _apply, _explain)


# --- the cards' effects, once Seth lets them be ---------------------------------------------------
def lowering(hook: str):
    """The effect of a ``hook`` card (:data:`TARGETS`) once it is let be: it lowers the cost of
    the rite waiting below (``state.tables.DI_EFFECTS``)."""
    kind, param = TARGETS[hook]

    def effect(state: KemetState, seat: str, card_id: str, params: dict):
        amount = int(params.get(param, 0))
        state = add_discount(state, kind, amount)
        unit = "unit" if param == "units" else "PP"
        return state, (
            Event("di", f"{di_card(card_id).name}: {amount} {unit} less ({label(state, seat)})."),
        )

    return effect


def add_discount(state: KemetState, kind: str, amount: int) -> KemetState:
    """Add ``amount`` to the ``discount`` of the nearest pending ``kind`` decision."""
    pending = list(state.pending)
    for index in range(len(pending) - 1, -1, -1):
        if pending[index].kind == kind:
            found = pending[index]
            pending[index] = found.with_context(discount=found.get("discount", 0) + amount)
            return state.evolve(pending=tuple(pending))
    return state
