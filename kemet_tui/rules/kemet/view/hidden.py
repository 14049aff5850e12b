"""Filling in what a seat may not see: one full state consistent with a view (a determinisation).

``view.py`` turns every secret into ``"?"`` (keeping counts). ``determinise(view, seed)`` puts
plausible cards back: each hidden slot gets a card of the right kind drawn from the cards the
viewer cannot account for (the game's cards minus those it sees). Two uses:

- ``scramble_hidden(state, seat, seed)`` (the bot contract's hook, ``tests/bots``): the state
  with everything ``seat`` may not see redrawn, i.e. a determinisation of its view, so the view
  of the result is the seat's view again and a bot must answer it the same;
- a searching bot (``kemet:2``, ``kemet:3``) samples a few determinisations of the view it is handed and
  plays them out: it never reads the real hidden cards, and a playout never stumbles on a
  ``"?"`` the engine cannot read.

Hidden slots and their pools: other seats' DI hands, the DI decks and hidden DI cards in
battles or ``keep-di`` draws (from their side's DI deck); other seats' battle hands, face-down
battle discards and chosen battle cards (from that seat's starting battle hand); the temple
powers and prayer tokens not yet drawn (and a sacred temple's face-down prayer token); the RNG
state (a fresh one from the seed). When the bookkeeping cannot fill a pool exactly (a card the
viewer saw leave the game), the missing slots get any card of the right kind: the state stays
playable, which is all a determinisation must be.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from kemet_tui.core import rng
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.state.contexts import (
    BattleContext,
    battle_context,
    for_role,
    keep_di_context,
    of_role,
)
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.handlers import HIDDEN
from kemet_tui.rules.kemet.state.model import SETH, KemetState, Pile, SeatState, side_of
from kemet_tui.rules.kemet.view.seat import view as seat_view

BATTLE = "battle"
ROLES = ("att", "def")


class _Pool:
    """The cards of one kind the viewer cannot place, dealt out in a seeded shuffled order."""

    def __init__(self, universe: tuple[str, ...], seen: list[str], seed: int) -> None:
        left = Counter(universe)
        left.subtract(Counter(c for c in seen if c != HIDDEN))
        cards = [c for c in sorted(left) for _ in range(max(0, left[c]))]
        order, self.seed = rng.shuffled(rng.seed_state(seed), cards)
        self.cards = list(order)
        self.universe = tuple(sorted(set(universe))) or (HIDDEN,)

    def deal(self) -> str:
        if self.cards:
            return self.cards.pop()
        card, self.seed = rng.choice(self.seed, list(self.universe))
        return card

    def fill(self, cards: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(self.deal() if c == HIDDEN else c for c in cards)


def scramble_hidden(state: KemetState, seat: str, seed: int) -> KemetState:
    """``state`` with everything ``seat`` may not see redrawn (the bot contract's hook)."""
    return determinise(seat_view(state, seat), seed)


def determinise(view: KemetState, seed: int) -> KemetState:
    """A full state whose hidden parts (``"?"`` in ``view``) are drawn from the unseen cards."""
    seeds = rng.seed_state(seed)
    draws = []
    for _ in range(6):
        value, seeds = rng.next_u64(seeds)
        draws.append(value)
    data = fx.data()
    di = {
        side: _Pool(tuple(c.id for c in data.di_deck(side)), _seen_di(view, side), draws[i])
        for i, side in enumerate((SETH, "alliance"))
    }
    battle = {
        s.seat: _Pool(
            _battle_universe(view, s.seat),
            _seen_battle(view, s.seat),
            draws[2] ^ _seat_salt(s.seat),
        )
        for s in view.seats
    }
    state = _fill_battles(view, di, battle)
    state = _fill_seats(state, di, battle)
    state = replace(
        state,
        seth_di=_fill_pile(state.seth_di, di[SETH]),
        alliance_di=_fill_pile(state.alliance_di, di["alliance"]),
    )
    return _fill_tokens(state, draws[3], draws[4]).evolve(rng=rng.seed_state(draws[5]))


def _seat_salt(seat: str) -> int:
    """A stable small number per seat (no salted ``hash``): each seat's pool its own order."""
    return sum((i + 1) * ord(ch) for i, ch in enumerate(seat)) * 0x9E3779B1


# --- what the viewer sees ----------------------------------------------------------------------
def _di_side(seat: str) -> str:
    return SETH if side_of(seat) == SETH else "alliance"


def _battles(state: KemetState) -> list[BattleContext]:
    return [battle_context(d) for d in state.pending if d.kind == BATTLE]


def _deck_ids(side: str) -> frozenset[str]:
    return frozenset(c.id for c in fx.data().di_deck(side))


def _seen_di(view: KemetState, side: str) -> list[str]:
    pile = view.seth_di if side == SETH else view.alliance_di
    seen = list(pile.cards) + list(pile.discard)
    seen += [c for s in view.seats if _di_side(s.seat) == side for c in s.di_hand]
    deck = _deck_ids(side)  # a card of this deck in the other side's hand (Seth may hold one)
    seen += [c for s in view.seats if _di_side(s.seat) != side for c in s.di_hand if c in deck]
    for ctx in _battles(view):
        for role in ROLES:
            fighter = of_role(ctx, role, "fighter")
            if fighter and _di_side(fighter) == side:
                seen += list(of_role(ctx, role, "di"))
    for d in view.pending:
        if d.kind == "keep-di" and _di_side(d.decider) == side:
            seen += list(keep_di_context(d)["cards"])
    return seen


def _battle_universe(view: KemetState, seat: str) -> tuple[str, ...]:
    """The seat's starting battle cards and those its tiles gave it (public: tiles are)."""
    hand = fx.data().battle_hand(side_of(seat), view.ta_seti)
    gained = tuple(
        str(dict(e.params)["card"])
        for t in fx.tiles_of(view, seat)
        for e in fx.tile(t).effects
        if e.hook == "gain_battle_card"
    )
    return tuple(c.id for c in hand for _ in range(c.copies_per_player)) + gained


def _seen_battle(view: KemetState, seat: str) -> list[str]:
    me = view.seat(seat)
    seen = list(me.battle_hand) + list(me.battle_discard)
    for ctx in _battles(view):
        for role in ROLES:
            if of_role(ctx, role, "fighter") == seat:
                chosen = (of_role(ctx, role, "play"), of_role(ctx, role, "discard"))
                seen += [c for c in chosen if c]
    return seen


# --- filling it in ---------------------------------------------------------------------------------
def _fill_battles(state: KemetState, di: dict[str, _Pool], battle: dict[str, _Pool]) -> KemetState:
    pending = []
    for d in state.pending:
        if d.kind == BATTLE:
            d = _fill_battle(d, di, battle)
        elif d.kind == "keep-di" and HIDDEN in (cards := keep_di_context(d)["cards"]):
            d = d.with_context(cards=di[_di_side(d.decider)].fill(cards))
        pending.append(d)
    return replace(state, pending=tuple(pending))


def _fill_battle(d: Decision, di: dict[str, _Pool], battle: dict[str, _Pool]) -> Decision:
    c = battle_context(d)
    changes: dict[str, Any] = {}
    for role in ROLES:
        fighter = of_role(c, role, "fighter")
        if not fighter:
            continue
        if of_role(c, role, "play") == HIDDEN and fighter in battle:
            changes.update(for_role(role, play=battle[fighter].deal()))
        if of_role(c, role, "discard") == HIDDEN and fighter in battle:
            changes.update(for_role(role, discard=battle[fighter].deal()))
        cards = of_role(c, role, "di")
        if HIDDEN in cards:
            changes.update(for_role(role, di=di[_di_side(fighter)].fill(cards)))
    return d.with_context(**changes) if changes else d


def _fill_seats(state: KemetState, di: dict[str, _Pool], battle: dict[str, _Pool]) -> KemetState:
    seats: list[SeatState] = []
    for s in state.seats:
        pool = battle[s.seat]
        seats.append(
            replace(
                s,
                di_hand=di[_di_side(s.seat)].fill(s.di_hand),
                battle_hand=pool.fill(s.battle_hand),
                battle_discard=pool.fill(s.battle_discard),
            )
        )
    return replace(state, seats=tuple(seats))


def _fill_pile(pile: Pile, pool: _Pool) -> Pile:
    return Pile(pool.fill(pile.cards), pile.discard)


def _fill_tokens(state: KemetState, power_seed: int, prayer_seed: int) -> KemetState:
    """Temple powers and prayer tokens not yet drawn, and face-down tokens on sacred temples."""
    tokens = fx.data().tokens
    powers = _Pool(
        tuple(p.id for p in tokens.temple_power),
        list(state.temple_powers)
        + [t.power or HIDDEN for t in state.sacred_temples]
        + list(state.powers_left),
        power_seed,
    )
    prayers = _Pool(
        tuple(p.id for p in tokens.prayer_token),
        [t.prayer_token or HIDDEN for t in state.sacred_temples] + list(state.prayer_tokens_left),
        prayer_seed,
    )
    temples = tuple(
        replace(t, prayer_token=prayers.deal()) if t.prayer_token == HIDDEN else t
        for t in state.sacred_temples
    )
    return replace(
        state,
        sacred_temples=temples,
        powers_left=powers.fill(state.powers_left),
        prayer_tokens_left=prayers.fill(state.prayer_tokens_left),
    )
