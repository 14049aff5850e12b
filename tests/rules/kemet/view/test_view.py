"""Secrets (kemet-seth.md §Seats; docs/architecture.md, principle 6): each seat sees only its own DI hand
and battle cards; decks, the RNG and face-down tokens are hidden; events name a secret card
only to those who may know it."""

from __future__ import annotations

import json

import pytest

from kemet_tui.core.playout import random_playout
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.handlers import HIDDEN

DI_IDS = {card.id for card in fx.data().decks.di_card}
_OTHER_NAMES = {t.name for t in fx.data().tiles.tile} | {"Prayer token", "Reinforcements"}
#: DI card names no tile shares (Open Gates is both a tile and a card)
DI_NAMES = {card.name for card in fx.data().decks.di_card} - _OTHER_NAMES


def test_a_member_sees_his_own_hand_and_counts_of_the_others():
    state = (
        Scenario(n=2)
        .di("a1", "alliance-di-prayer")
        .di("a2", "alliance-di-veto", "alliance-di-glory")
    )
    state = state.seat("a2", battle_discard=("card-chariot-raid",)).build()
    seen = KEMET.view(state, "a1")
    assert seen.seat("a1").di_hand == ("alliance-di-prayer",)
    assert seen.seat("a2").di_hand == (HIDDEN, HIDDEN)
    assert seen.seat("a2").battle_discard == (HIDDEN,)
    assert set(seen.seat("a2").battle_hand) == {HIDDEN}
    assert seen.seat("a1").battle_hand == state.seat("a1").battle_hand


def test_decks_face_down_tokens_and_the_rng_are_hidden_and_piles_sorted():
    state = (
        Scenario(n=2)
        .deck("alliance", "alliance-di-prayer", discard=("alliance-di-veto", "alliance-di-glory"))
        .build()
    )
    seen = KEMET.view(state, "seth")
    assert seen.alliance_di.cards == (HIDDEN,)
    assert seen.alliance_di.discard == ("alliance-di-glory", "alliance-di-veto")
    assert set(seen.powers_left) == {HIDDEN} and set(seen.prayer_tokens_left) == {HIDDEN}
    assert seen.rng == 0 and set(seen.seth_di.cards) <= {HIDDEN}


def test_the_alliance_view_is_public_only():
    state = Scenario(n=2).di("a1", "alliance-di-prayer").build()
    seen = KEMET.view(state, "alliance")
    assert all(set(seen.seat(s).di_hand) <= {HIDDEN} for s in seen.seat_ids)


def test_cards_looked_at_with_vision_are_seen_by_their_drawer_only():
    state = Scenario(n=2).ask(
        "keep-di", "a1", cards=("alliance-di-prayer", "alliance-di-veto"), keep=1
    )
    assert KEMET.view(state, "a1").decision.get("cards") == (
        "alliance-di-prayer",
        "alliance-di-veto",
    )
    assert KEMET.view(state, "a2").decision.get("cards") == (HIDDEN, HIDDEN)


def _json_ids(view) -> set[str]:
    text = json.dumps(KEMET.dump_state(view))
    return {card for card in DI_IDS if f'"{card}"' in text}


#: public events that show cards as they are played or revealed (cards leave hands there)
REVEALING = ("di", "discard-di", "reveal")
_IDS_BY_NAME: dict[str, set[str]] = {}
for _card in fx.data().decks.di_card:
    _IDS_BY_NAME.setdefault(_card.name, set()).add(_card.id)


def _named(text: str) -> set[str]:
    return {name for name in DI_NAMES if name in text}


def _check_view(state, seat, known: set[str]):
    seen = KEMET.view(state, seat)
    for other in state.seat_ids:
        if other != seat:  # the alliance (public) view: every seat is an other
            mine = seen.seat(other)
            assert set(mine.di_hand + mine.battle_hand + mine.battle_discard) <= {HIDDEN}
    known = known | set(state.seth_di.discard + state.alliance_di.discard)
    leaks = _json_ids(seen) - known
    assert not leaks, f"{seat} sees {leaks}"


def _walk(engine, seat):
    """Along a game: check the view of ``seat`` and every public event it reads. A seat may
    know the cards it has held, those in the discard piles, and those a public play or reveal
    showed; any other DI card in its view or in an event is a leak."""
    known: set[str] = set()
    states = engine.states
    for number, state in enumerate(states):
        if seat != "alliance":
            known |= set(state.seat(seat).di_hand)
            for pending in state.pending:  # Vision: the cards drawn to choose from
                if pending.kind == "keep-di" and pending.decider == seat:
                    known |= set(pending.get("cards"))
        if number % 5 == 0:
            _check_view(state, seat, known)
        if number == len(engine.plies):
            break
        after = states[number + 1]
        piles = set(after.seth_di.discard + after.alliance_di.discard)
        for event in engine.plies[number].events:
            if event.seats is not None or not event.visible_to(seat):
                continue
            if event.kind in REVEALING:
                for name in _named(event.text):
                    known |= _IDS_BY_NAME[name]
                continue
            names = {n for n in _named(event.text) if not _IDS_BY_NAME[n] & (known | piles)}
            assert not names, f"{seat} reads {names} in {event.text!r}"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_games_show_no_seat_another_seats_secret_cards(n):
    for seed in range(2):
        engine = random_playout(
            KEMET, seed, {"alliance_size": n, "round_cap": 4}, max_actions=1500
        ).engine
        for seat in engine.state.seat_ids + ("alliance",):
            _walk(engine, seat)


def test_private_draws_are_addressed_to_the_drawer_only():
    engine = random_playout(KEMET, 3, {"alliance_size": 3, "round_cap": 2}).engine
    secret = [e for p in engine.plies for e in p.events if e.kind.endswith("-secret")]
    assert secret and all(e.seats and e.irreversible for e in secret)


# --- open hands: the members show each other their cards -------------------------------------
from kemet_tui.rules.kemet.view.hidden import determinise  # noqa: E402
from kemet_tui.rules.kemet.view.seat import hands_open, shares_secrets  # noqa: E402


def _open_table():
    return (
        Scenario(n=2, open_hands=True)
        .di("a1", "alliance-di-prayer")
        .di("a2", "alliance-di-veto")
        .di("seth", "seth-di-war-fury")
        .seat("a2", battle_discard=("card-chariot-raid",))
    )


def test_with_open_hands_a_member_sees_every_members_cards_and_seth_none_of_them():
    state = _open_table().build()
    fellow = KEMET.view(state, "a1").seat("a2")
    assert fellow.di_hand == ("alliance-di-veto",)
    assert fellow.battle_discard == ("card-chariot-raid",)
    assert fellow.battle_hand == state.seat("a2").battle_hand
    assert KEMET.view(state, "a1").seat("seth").di_hand == (HIDDEN,)
    for seat in ("seth", "alliance"):
        seen = KEMET.view(state, seat)
        assert seen.seat("a1").di_hand == (HIDDEN,) and seen.seat("a2").di_hand == (HIDDEN,)
    assert shares_secrets(state, "a1", "a2") and not shares_secrets(state, "a1", "seth")
    assert not shares_secrets(Scenario(n=2).build(), "a1", "a2"), "off by default"


def test_a_battle_between_two_members_closes_their_hands_until_it_is_over():
    state = _open_table().ask(
        "battle",
        "a1",
        att_side="alliance",
        def_side="alliance",
        att_fighter="a1",
        def_fighter="a2",
        def_play="card-chariot-raid",
    )
    assert not hands_open(state) and not shares_secrets(state, "a1", "a2")
    seen = KEMET.view(state, "a1")
    assert seen.seat("a2").di_hand == (HIDDEN,) and seen.decision.get("def_play") == HIDDEN


def test_with_open_hands_a_fellow_reads_a_members_battle_choice_but_not_seths():
    state = _open_table().ask(
        "battle",
        "seth",
        att_side="seth",
        def_side="alliance",
        att_fighter="seth",
        def_fighter="a1",
        att_play="seth-card-jackal-charge",
        def_play="card-chariot-raid",
    )
    assert hands_open(state)
    seen = KEMET.view(state, "a2").decision
    assert seen.get("def_play") == "card-chariot-raid" and seen.get("att_play") == HIDDEN
    assert KEMET.view(state, "seth").decision.get("def_play") == HIDDEN


def test_with_open_hands_a_fellow_reads_the_cards_a_member_draws_with_vision():
    state = Scenario(n=2, open_hands=True).ask(
        "keep-di", "a1", cards=("alliance-di-prayer", "alliance-di-veto"), keep=1
    )
    assert KEMET.view(state, "a2").decision.get("cards") == (
        "alliance-di-prayer",
        "alliance-di-veto",
    )
    assert KEMET.view(state, "seth").decision.get("cards") == (HIDDEN, HIDDEN)


def test_a_determinisation_of_an_open_hand_view_keeps_the_fellows_cards():
    state = _open_table().build()
    world = determinise(KEMET.view(state, "a1"), 7)
    assert world.seat("a2").di_hand == ("alliance-di-veto",)
    assert world.seat("seth").di_hand != (HIDDEN,)


@pytest.mark.parametrize("n", [2, 4])
def test_random_open_hand_games_never_show_seth_a_members_card_nor_a_member_his(n):
    engine = random_playout(
        KEMET, 11, {"alliance_size": n, "round_cap": 3, "open_hands": True}, max_actions=1200
    ).engine
    opened = 0
    for state in engine.states[::3]:
        for seat in state.seat_ids:
            seen = KEMET.view(state, seat)
            for other in seen.seats:
                fellow = other.seat != "seth" and seat != "seth" and hands_open(state)
                cards = other.di_hand + other.battle_hand + other.battle_discard
                if other.seat == seat or fellow:
                    assert HIDDEN not in cards
                    opened += fellow
                else:
                    assert set(cards) <= {HIDDEN}, f"{seat} sees {other.seat}'s cards"
    assert opened
