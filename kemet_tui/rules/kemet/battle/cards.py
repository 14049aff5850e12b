"""The cards of a battle: each side's secret DI cards and battle card, the post-reveal choices
(Ambush, Divine Wound), and where the cards go afterwards.

- ``battle-di`` (the fighter, secret): ``di:<card>`` lays one battle DI card face down (repeat),
  ``escape:<space>`` (defender with an Escape card: no battle, research §4.7), ``done``;
- ``battle-cards`` (the fighter, secret): ``fight:<play>/<discard>``, or ``fight:<play>`` when he
  has one card left or plays without a discard (Seth in a Furious Invasion, seed-000);
- ``battle-swap`` (Ambush holder): ``swap`` or ``keep``;
- ``battle-wound`` (Divine Wound holder): ``wound:<card>`` discards a DI card for +1 strength,
  ``done``.
Afterwards both battle cards go to their owner's discard, and a hand left empty takes its
discard back (research §4.7); DI cards go to their deck's discard pile.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.battle import escape as esc
from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.rules.kemet.battle import strength as st
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act, cards_choice, make_action
from kemet_tui.rules.kemet.state.contexts import for_role, of_role, role_context
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import KemetState
from kemet_tui.rules.kemet.state.tables import StageResult

DI = "battle-di"
CARDS = "battle-cards"
SWAP = "battle-swap"
WOUND = "battle-wound"


@cache
def _is_battle_di(card: str, hook_out: str = "escape") -> bool:
    """Whether ``card`` is laid face down in a battle (kept per card: every battle's DI
    listing asks it for each card in hand)."""
    spec = common.di_card(card)
    return spec.timing == "battle" and not any(e.hook == hook_out for e in spec.effects)


@cache
def _has_hook(card: str, hook: str) -> bool:
    return any(e.hook == hook for e in common.di_card(card).effects)


# --- DI cards face down ---------------------------------------------------------------------------
def _di_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    role, seat = role_context(pending)["role"], pending.decider
    c = rec.ctx(state)
    hand = state.seat(seat).di_hand
    spent = sum(common.di_card(d).cost for d in of_role(c, role, "di"))
    room = state.seat(seat).pp - spent - rec.reserved_pp(state, seat)
    out = [
        act("di", card)
        for card in dict.fromkeys(hand)
        if _is_battle_di(card) and common.di_card(card).cost <= room
    ]
    if role == "def" and any(_has_hook(card, "escape") for card in hand):
        out += [act("escape", space) for space in esc.free_spaces(state, c, "def")]
    return out + [act("done")]


def _di_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    role, seat = role_context(pending)["role"], pending.decider
    if action.verb == "escape":
        return esc.escape(state.pop(), action.args[0])
    if action.verb == "done":
        laid = len(of_role(rec.ctx(state), role, "di"))
        state = rec.update(state.pop(), **for_role(role, step="di-done"))
        note = Event(
            "battle-di", f"{rec.label(state, seat)} lays {counted(laid, 'DI card')} face down."
        )
        state, events = rec.advance(state)
        return state, (note,) + events
    card = action.args[0]
    c = rec.ctx(state)
    state = state.update_seat(seat, di_hand=common.without_one(state.seat(seat).di_hand, card))
    state = rec.update(state, **for_role(role, di=of_role(c, role, "di") + (card,)))
    secret = Event("battle-di", f"You lay {common.di_card(card).name} face down.", seats=(seat,))
    return state, (secret,)


def _di_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    return (
        "Lay a battle DI card face down with di:<card> (you must be able to pay for all of "
        "them), escape:<space> with an Escape card, or done."
    )


# --- the battle card and the face-down discard ------------------------------------------------------
def _not_with_corrupt_creature(card_id: str) -> bool:
    """Whether a battle card may not go with a corrupted creature (``False`` for no card)."""
    spec = st.battle_card(card_id)
    return spec is not None and spec.not_with_corrupt_creature


def _cards_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    role, seat = role_context(pending)["role"], pending.decider
    c = rec.ctx(state)
    hand = state.seat(seat).battle_hand
    barred = {
        card
        for card in hand
        if c["creature_card"] and role == "att" and _not_with_corrupt_creature(card)
    }
    plays = [card for card in dict.fromkeys(hand) if card not in barred]
    if not plays:
        return [act("fight")]
    if seat in c["no_discard"] or len(hand) == 1:
        return [act("fight", card) for card in plays]
    out = []
    for play in plays:
        rest = common.without_one(hand, play)
        out += [
            make_action(KemetAction, ("fight", (f"{play}/{drop}",))) for drop in dict.fromkeys(rest)
        ]
    return out


def _cards_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    role, seat = role_context(pending)["role"], pending.decider
    play, drop = cards_choice(action.args[0] if action.args else "")
    hand = state.seat(seat).battle_hand
    for card in (play, drop):
        if card:
            hand = common.without_one(hand, card)
    state = state.update_seat(seat, battle_hand=hand)
    state = rec.update(state.pop(), **for_role(role, play=play, discard=drop, step="done"))
    name = st.known_battle_card(play).name if play else "no card"
    events = [
        Event(
            "battle-card",
            f"You play {name}"
            + (f" and discard {st.known_battle_card(drop).name}." if drop else "."),
            seats=(seat,),
        ),
        Event("battle-card", f"{rec.label(state, seat)} has chosen a battle card."),
    ]
    if rec.ctx(state)["reveal_first"] == role:
        events.append(
            Event(
                "reveal",
                f"{rec.label(state, seat)} must show the chosen card first: {name}.",
                irreversible=True,
            )
        )
    state, more = rec.advance(state)
    return state, tuple(events) + more


def _cards_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    """Why this ``fight:`` is refused, named for the card at fault (the decider's own hand:
    it is seen by the decider only); the general rule of the decision otherwise."""
    problem = _fight_problem(state, pending, action) if action.verb == "fight" else None
    return problem or (
        "Choose a battle card to play and one to discard face down: "
        "fight:<play>/<discard> (fight:<play> with one card left or when no "
        "discard is asked)."
    )


def _fight_problem(state: KemetState, pending: Decision, action: KemetAction) -> str | None:
    """What is wrong with the cards a ``fight:`` names: a card that is not a battle card, one
    the decider no longer holds, one played twice, one barred, a discard missing or not
    asked for."""
    role, seat = role_context(pending)["role"], pending.decider
    me = state.seat(seat)
    play, drop = cards_choice(action.args[0] if action.args else "")
    for card in (c for c in (play, drop) if c):
        spec = st.battle_card(card)
        if spec is None:
            return f"There is no battle card {card!r}: fight:<play>/<discard> names your cards."
        if card in me.battle_discard and card not in me.battle_hand:
            return f"You no longer hold {spec.name}: it is in your discard pile."
        if card not in me.battle_hand:
            return f"You do not hold {spec.name}."
    if play and play == drop and me.battle_hand.count(play) < 2:
        return f"You hold one {st.known_battle_card(play).name}: discard another card."
    c = rec.ctx(state)
    barred = _not_with_corrupt_creature(play)
    if role == "att" and c["creature_card"] and barred:
        return f"{st.known_battle_card(play).name} may not be played with a corrupted creature."
    no_discard = seat in c["no_discard"] or len(me.battle_hand) == 1
    if play and not drop and not no_discard:
        return "Name a card to discard face down too: fight:<play>/<discard>."
    if drop and no_discard:
        return "No discard is asked in this battle: fight:<play>."
    return None


# --- after the reveal: Ambush and Divine Wound ------------------------------------------------------
def _swap_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("swap"), act("keep")]


def _swap_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    events: tuple[Event, ...] = ()
    state = state.pop()
    if action.verb == "swap":
        state = rec.update(state, swapped=not rec.ctx(state)["swapped"])
        events = (
            Event(
                "swap",
                f"{rec.label(state, pending.decider)} exchanges the played battle cards (Ambush).",
            ),
        )
    state, more = rec.advance(state)
    return state, events + more


def _wound_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    hand = state.seat(pending.decider).di_hand
    return [act("wound", card) for card in dict.fromkeys(hand)] + [act("done")]


def _wound_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    """Divine Wound: each DI card discarded from the hand gives +strength_per_card."""
    role, seat = role_context(pending)["role"], pending.decider
    if action.verb == "done":
        return rec.advance(state.pop())
    card = action.args[0]
    c = rec.ctx(state)
    per = sum(int(p["strength_per_card"]) for p in st.role_effects(state, c, role, "divine_wound"))
    state = state.update_seat(seat, di_hand=common.without_one(state.seat(seat).di_hand, card))
    state = common.discard_di(state, seat, (card,))
    state = rec.update(state, **for_role(role, wound=of_role(c, role, "wound") + per))
    if not state.seat(seat).di_hand:
        state, more = rec.advance(state.pop())
    else:
        more = ()
    text = f"{rec.label(state, seat)} discards {common.di_card(card).name}: +{per} strength."
    return state, (Event("wound", text, irreversible=True),) + more


def _simple_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    legal = _swap_legal if pending.kind == SWAP else _wound_legal
    return "Answer with one of: " + ", ".join(a.token for a in legal(state, pending)) + "."


DI_HANDLER = Handler(_di_legal, _di_apply, _di_explain)
CARDS_HANDLER = Handler(_cards_legal, _cards_apply, _cards_explain)
SWAP_HANDLER = Handler(_swap_legal, _swap_apply, _simple_explain)
WOUND_HANDLER = Handler(_wound_legal, _wound_apply, _simple_explain)


# --- afterwards ------------------------------------------------------------------------------------
def kept_for_the_table(state: KemetState) -> KemetState:
    """The battle's record as the table saw it, kept in ``last_battle`` before its cards
    leave it: what a screen draws when the battle ended within the play that revealed it."""
    record = rec.marker(state)
    public = rec.secret_view(record, None).with_context(log=(), stage="cards")
    return state.evolve(last_battle=public)


def cleanup_stage(state: KemetState) -> StageResult:
    """Played and discarded battle cards to their owner's discard; an empty hand takes its
    discard back; laid DI cards to their deck's discard (research §4.7)."""
    c = rec.ctx(state)
    if c["fought"]:
        state = kept_for_the_table(state)
    events = []
    for role in rec.ROLES:
        seat = of_role(c, role, "fighter")
        if not seat:
            continue
        used = tuple(
            card for card in (of_role(c, role, "play"), of_role(c, role, "discard")) if card
        )
        me = state.seat(seat)
        discard = me.battle_discard + used
        if not me.battle_hand and discard:
            state = state.update_seat(seat, battle_hand=discard, battle_discard=())
            events.append(
                Event(
                    "cards",
                    f"{rec.label(state, seat)} takes the discarded battle cards back into hand.",
                )
            )
        else:
            state = state.update_seat(seat, battle_discard=discard)
        state = common.discard_di(state, seat, of_role(c, role, "di"))
    clear: dict[str, Any] = {}
    for role in rec.ROLES:
        clear.update(for_role(role, play="", discard="", di=()))
    return rec.update(state, **clear), tuple(events), False
