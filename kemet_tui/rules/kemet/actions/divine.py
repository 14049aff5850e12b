"""Divine Intervention cards played as free actions on the player's own turn (``di:CARD``).

Research §6: DI cards are free actions, some cost PP (paid on play, even if the card is
vetoed), effects stack, no hand limit. Day cards handled here: gain_pp (Prayer, Dark Bargain),
give_pp (Shared Offering), steal_pp (Mana Theft), kill_units (Raining Fire), free_recruit
(Enlistment), draw_di (Call of Chaos), retrieve_di (Divine Memory). A played card is shown to
everyone, then the other side may cancel it with a Veto (cancel_di) — every seat of that side
holding at least one DI card is asked in turn, whether it holds a Veto or not, so asking reveals
nothing (hand counts are public: a seat with an empty hand is skipped, which tells nobody
anything new, while a seat with cards but no Veto is still asked). A Veto may itself
be vetoed: the data's Veto cancels "a DI card [the other side] has just played", and a Veto is
such a card (a window opens on it; a cancelled Veto frees the card it aimed at). The cards played with a Move (Swiftness, Teleportation)
belong to the movement module, the battle cards to the battle module, and those played during
the Great Ceremony or a sacred temple's building (ceremony_discount, sacred_temple_discount) to
``sacred.py`` and ``ceremony.py``. No card has night timing.
"""

from __future__ import annotations

from functools import cache, lru_cache

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions.recruit import push_free_recruit
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import (
    di_card,
    di_pile,
    discard_di,
    draw_di,
    gain_pp,
    label,
    members,
    pay,
    remove_units,
    with_di_pile,
    without_one,
)
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import di_target_context, veto_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Pile, SeatState, Troop
from kemet_tui.rules.kemet.state.tables import DI_EFFECTS, FreeAction

DAY_HOOKS = (
    "gain_pp",
    "give_pp",
    "steal_pp",
    "kill_units",
    "free_recruit",
    "draw_di",
    "retrieve_di",
)


# --- which cards can be played now ------------------------------------------------------------------
def playable(state: KemetState, seat: str, card_id: str) -> str | None:
    """Why ``seat`` may not play ``card_id`` as a day free action now, or None."""
    card = di_card(card_id)
    held = state.seat(seat)
    if card_id not in held.di_hand:
        return f"{label(state, seat)} holds no {card.name}"
    if not _day_card(card_id):
        return f"{card.name} is not played as a free action of the Day here"
    refusal = _day_refusal(state, seat, held, card_id)
    return refusal() if refusal else None


def _day_refusal(state: KemetState, seat: str, held: SeatState, card_id: str):
    """None when ``seat`` (whose state is ``held``) may play ``card_id``, a day card of his
    hand, now; else a function saying why: the sentence is made only when someone asks for
    it, never while listing (:func:`day_cards` runs at every action of the Day)."""
    card = di_card(card_id)
    hooks = _hooks(card_id)
    if card.cost > held.pp:
        return lambda: f"{card.name} costs {card.cost} PP"
    if "kill_units" in hooks and not _kill_target_exists(state, seat):
        return lambda: f"{card.name} needs an enemy troop to strike"
    if "retrieve_di" in hooks and not _retrievable(state, seat, card_id):
        return lambda: "the DI discard pile holds no other card"
    if "free_recruit" in hooks and held.reserve <= 0:
        return lambda: "there is no unit in reserve to place"
    return None


def day_cards(state: KemetState, seat: str) -> list[KemetAction]:
    held = state.seat(seat)
    return [
        act("di", c)
        for c in _day_cards_in(held.di_hand)
        if _day_refusal(state, seat, held, c) is None
    ]


@lru_cache(maxsize=512)
def _day_cards_in(hand: tuple[str, ...]) -> tuple[str, ...]:
    """The day cards of ``hand`` (:func:`_day_card`), each once, in hand order: every action
    of the Day lists the free actions, and most hands hold none (kept by the hand's value, a
    few hundred hands at most)."""
    return tuple(c for c in dict.fromkeys(hand) if _day_card(c))


@cache
def _hooks(card_id: str) -> frozenset[str]:
    """The hooks of a DI card's effects."""
    return frozenset(e.hook for e in di_card(card_id).effects)


@cache
def _day_card(card_id: str) -> bool:
    """Whether ``card_id`` is ever a free action of the Day (:func:`playable`'s test of the
    card itself, asked once per card: most of a hand is battle and movement cards)."""
    card = di_card(card_id)
    return card.timing == "day" and all(e.hook in DAY_HOOKS for e in card.effects)


def _play(state: KemetState, seat: str, action: KemetAction):
    """Pay and reveal the card, then ask the other side about a Veto."""
    card_id = action.args[0]
    card = di_card(card_id)
    me = state.seat(seat)
    state = pay(state.update_seat(seat, di_hand=without_one(me.di_hand, card_id)), seat, card.cost)
    state = discard_di(state, seat, (card_id,))
    event = Event(
        "di",
        f"{label(state, seat)} plays {card.name}" + (f" ({card.cost} PP)." if card.cost else "."),
        irreversible=True,
    )
    state, more = open_window(state, card_id, seat)
    return state, (event,) + more


#: ``di:CARD`` in the action decisions: a day DI card played as a free action
DI_FREE_ACTION: FreeAction = (day_cards, _play)


def play_card(state: KemetState, seat: str, card_id: str):
    """Pay and reveal ``card_id``, then the other side's Veto window (``resolve`` applies it
    if it is let be). rites.py plays the cards of the sacred temples and the Ceremony so."""
    return _play(state, seat, act("di", card_id))


# --- the Veto window ------------------------------------------------------------------------------------
def _vetoes(state: KemetState, seat: str) -> list[str]:
    return [
        c
        for c in dict.fromkeys(state.seat(seat).di_hand)
        if any(e.hook == "cancel_di" for e in di_card(c).effects)
    ]


def _veto_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("veto", c) for c in _vetoes(state, pending.decider)] + [act("allow")]


def _veto_apply(state: KemetState, pending: Decision, action: KemetAction):
    """``veto:CARD`` cancels the card of this window unless the other side vetoes the Veto in
    turn (the data's Veto cancels "a DI card [the other side] has just played", and a Veto is
    one): a new window opens on the Veto, the one beneath is kept in ``chain``. ``allow`` passes
    to the next seat of the side; when all let the card be, it stands (``_stands``)."""
    c = veto_context(pending)
    seat, card = pending.decider, c["card"]
    chain = c["chain"] or ()
    if action.verb == "veto":
        veto = action.args[0]
        hand = without_one(state.seat(seat).di_hand, veto)
        state = discard_di(state.update_seat(seat, di_hand=hand), seat, action.args)
        below = chain + ((card, c["player"], c["later"]),)
        text = f"{label(state, seat)} plays {di_card(veto).name} against {di_card(card).name}."
        state, more = open_window(state.pop(), veto, seat, below)
        return state, (Event("di", text, irreversible=True),) + more
    let_be = Event("di", f"{label(state, seat)} lets {di_card(card).name} be.")
    ask = _veto_ask(state, card, c["player"], c["later"] or (), chain)
    if ask is not None:
        return state.replace_top(ask), (let_be,)
    state, events = _stands(state.pop(), card, c["player"], chain)
    return state, (let_be,) + events


def open_window(state: KemetState, card: str, player: str, chain: tuple = ()):
    """The Veto window on ``card`` just played by ``player``: every seat of the other side
    holding a DI card, in turn. When none does, nobody can cancel it: it stands at once."""
    side = members(state) if player == SETH else (SETH,)
    ask = _veto_ask(state, card, player, side, chain)
    if ask is None:
        return _stands(state, card, player, chain)
    return state.push(ask), ()


def _veto_ask(
    state: KemetState, card: str, player: str, seats: tuple[str, ...], chain: tuple
) -> Decision | None:
    """The ``veto`` decision of the first of ``seats`` holding at least one DI card (the rest
    wait in ``later``), or None when none holds any. Hand counts are public, so skipping an
    empty hand reveals nothing; a hand with cards but no Veto is asked like any other."""
    askers = tuple(s for s in seats if state.seat(s).di_hand)
    if not askers:
        return None
    return decision("veto", askers[0], card=card, player=player, later=askers[1:], chain=chain)


def _stands(state: KemetState, card: str, player: str, chain: tuple):
    """Nobody vetoed ``card``: the first card takes effect; a Veto cancels the card beneath it
    (and a cancelled Veto frees the card it aimed at, whose window goes on)."""
    if not chain:
        return resolve(state, player, card)
    target = chain[-1][0]
    event = Event("di", f"{di_card(target).name} is cancelled.", irreversible=True)
    if len(chain) == 1:
        return state, (event,)
    freed, freed_by, later = chain[-2]
    ask = _veto_ask(state, freed, freed_by, later or (), chain[:-2])
    if ask is not None:
        return state.push(ask), (event,)
    state, events = _stands(state, freed, freed_by, chain[:-2])
    return state, (event,) + events


VETO_HANDLER = Handler(
    _veto_legal,
    _veto_apply,
    lambda s, d, a: (
        "Cancel the DI card just played with a Veto you hold (veto:CARD), or let it be (allow)."
    ),
)


# --- the effects ------------------------------------------------------------------------------------------
def resolve(state: KemetState, seat: str, card_id: str):
    """Apply every effect of a DI card that was not vetoed, each looked up by its hook
    (``state.tables.DI_EFFECTS``: the day cards' below, the movement cards' in
    ``movement.py``, the rites' in ``rites.py``)."""
    events: list[Event] = []
    for effect in di_card(card_id).effects:
        params = dict(effect.params)
        state, more = DI_EFFECTS[effect.hook](state, seat, card_id, params)
        events += more
    return state, tuple(events)


def gain_effect(state, seat, card_id, params):
    pp = int(params["pp"]) * (state.n if params.get("per_member") else 1)
    state, got = gain_pp(state, seat, pp)
    return state, (Event("pp", f"{label(state, seat)} gains {got} PP."),)


def draw_effect(state, seat, card_id, params):
    reshuffle = not params.get("deck_only", False)
    return draw_di(state, seat, int(params["cards"]), di_card(card_id).name, reshuffle)


def recruit_effect(state, seat, card_id, params):
    return push_free_recruit(state, seat, int(params["units"])), ()


def steal_effect(state, seat, card_id, params):
    if seat == SETH:
        return state.push(
            decision("di-target", SETH, hook="steal_pp", card=card_id, amount=int(params["pp"]))
        ), ()
    return steal_pp(state, seat, SETH, int(params["pp"]))


def steal_pp(state: KemetState, thief: str, victim: str, pp: int):
    lost = min(pp, state.seat(victim).pp)
    state = pay(state, victim, lost)
    state, got = gain_pp(state, thief, lost)
    return state, (
        Event("pp", f"{label(state, thief)} takes {lost} PP from {label(state, victim)} (+{got})."),
    )


def target_effect(hook: str):
    """The effect of a ``hook`` card whose target is chosen afterwards: it asks
    ``di-target`` (whom to give PP, whose units to strike, which card to take back)."""

    def push(state, seat, card_id, params):
        amount = int(params.get("pp", params.get("units", params.get("cards", 0))))
        if hook == "kill_units":
            amount = kill_amount(state, seat, amount)
            if amount <= 0:
                return state, (Event("di", "The strike destroys nothing (Judgement of Anubis)."),)
        return state.push(decision("di-target", seat, hook=hook, card=card_id, amount=amount)), ()

    return push


# --- choices the effects ask -----------------------------------------------------------------------
def kill_targets(state: KemetState, seat: str) -> list[str]:
    """Enemy troops with units (a creature alone cannot be struck by these cards)."""
    return [t.space for t in state.troops if _strikable(t, seat)]


def _kill_target_exists(state: KemetState, seat: str) -> bool:
    """Whether :func:`kill_targets` finds a troop, stopping at the first one (the listing
    of every action of the Day asks it of a hand holding such a card)."""
    return any(_strikable(troop, seat) for troop in state.troops)


def _strikable(troop: Troop, seat: str) -> bool:
    """Whether a DI card of ``seat``'s that kills units may strike ``troop``: one with units
    of the other side."""
    return bool(troop.units) and (troop.side == SETH) != (seat == SETH)


def kill_amount(state: KemetState, seat: str, units: int) -> int:
    """Judgement of Anubis: Seth's effects that destroy Alliance units destroy fewer."""
    if seat != SETH:
        return units
    return max(
        0, units - sum(int(p["units"]) for p in fx.alliance_effects(state, "reduce_destroy"))
    )


def destroy_amount(state: KemetState, base: int = 2) -> int:
    """Units Seth's 'Destroy two units' destroys (``seth/destroy.py`` plays the yellow space): Reign of
    Terror's destroy_bonus adds, Judgement of Anubis's reduce_destroy takes away."""
    bonus = sum(int(p["units"]) for p in fx.effects(state, SETH, "destroy_bonus"))
    return kill_amount(state, SETH, base + bonus)


def _retrievable(state: KemetState, seat: str, card_id: str) -> list[str]:
    """The cards Divine Memory (``card_id``, just discarded) may take back, sorted by id and
    each once: the pile's real order is secret (view.py sorts it), so the legal list must not
    follow it, or reading the list's order would tell it."""
    discard = di_pile(state, seat).discard
    return sorted(dict.fromkeys(without_one(discard, card_id) if card_id in discard else discard))


def _target_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    ctx = di_target_context(pending)
    seat, hook = pending.decider, ctx["hook"]
    if hook == "give_pp":
        return [act("give", m) for m in members(state) if m != seat]
    if hook == "steal_pp":
        return [act("steal", m) for m in members(state)]
    if hook == "kill_units":
        return [act("kill", s) for s in kill_targets(state, seat)]
    if hook == "lose":
        troop = state.troop_at(ctx["space"])
        assert troop is not None, "a unit is lost only from the troop the card struck"
        return [act("lose", s) for s in troop.seats]
    discard = _retrievable(state, seat, ctx["card"])
    return [act("take", c) for c in discard]


def _target_apply(state: KemetState, pending: Decision, action: KemetAction):
    ctx = di_target_context(pending)
    seat, hook, amount = pending.decider, ctx["hook"], ctx["amount"]
    state, arg = state.pop(), action.args[0]
    if hook == "give_pp":
        state, got = gain_pp(state, arg, amount)
        return state, (
            Event("pp", f"{label(state, arg)} gains {got} PP from {label(state, seat)}."),
        )
    if hook == "steal_pp":
        return steal_pp(state, seat, arg, amount)
    if hook == "retrieve_di":
        pile = di_pile(state, seat)
        state = with_di_pile(state, seat, Pile(pile.cards, without_one(pile.discard, arg)))
        state = state.update_seat(seat, di_hand=state.seat(seat).di_hand + (arg,))
        return state, (
            Event(
                "di", f"{label(state, seat)} takes {di_card(arg).name} back from the discard pile."
            ),
        )
    if hook == "kill_units":
        return _strike(state, seat, arg, amount)
    return _lose(state, pending, arg)


def _strike(state: KemetState, seat: str, space: str, amount: int):
    troop = state.troop_at(space)
    assert troop is not None, "kill:SPACE is listed only where a troop stands"
    if troop.side == SETH or len(troop.seats) == 1:
        state = remove_units(state, space, troop.seats[0], amount)
        return state, (
            Event(
                "kill",
                f"{counted(amount, 'unit')} on {space} {'is' if amount == 1 else 'are'} destroyed.",
            ),
        )
    ask = decision("di-target", ALLIANCE, hook="lose", space=space, amount=amount)
    return state.push(ask), ()


def _lose(state: KemetState, pending: Decision, seat: str):
    """The Alliance chooses its own casualties, one unit at a time (seed-000 §Battle against
    Seth: 'it is the alliance that chooses which units to eliminate')."""
    ctx = di_target_context(pending)
    space, amount = ctx["space"], ctx["amount"]
    state = remove_units(state, space, seat, 1)
    events = (Event("kill", f"A unit of {label(state, seat)} on {space} is destroyed."),)
    troop = state.troop_at(space)
    if amount > 1 and troop is not None and troop.units:
        if len(troop.seats) == 1:
            return remove_units(state, space, troop.seats[0], amount - 1), events
        state = state.push(pending.with_context(amount=amount - 1))
    return state, events


def _target_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    return {
        "give_pp": "Name the member who gains the PP: give:SEAT.",
        "steal_pp": "Name the member who loses the PP: steal:SEAT.",
        "kill_units": "Name the enemy troop struck: kill:SPACE.",
        "lose": "The Alliance names whose unit is destroyed: lose:SEAT.",
        "retrieve_di": "Name the card taken back from the discard pile: take:CARD.",
    }[di_target_context(pending)["hook"]]


DI_TARGET_HANDLER = Handler(_target_legal, _target_apply, _target_explain)
