"""Determinising a view (``hidden.py``): the scrambled state keeps the seat's view, redraws the
rest, leaves no ``"?"`` the engine could stumble on, and stays a playable game."""

from __future__ import annotations

from collections import Counter

import pytest

from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.state.model import SETH
from kemet_tui.rules.kemet.view.hidden import determinise

KEMET = get_ruleset("kemet-seth")


def _positions(n: int, plies: int = 900, every: int = 9):
    # the conformance games' round cap: random play without one can run for 35 rounds
    options = {"alliance_size": n, "round_cap": 12}
    engine, chooser = Engine("kemet-seth", 40 + n, options), rng.seed_state(n)
    found = []
    for ply in range(plies):
        if engine.to_act is None:
            break
        if ply % every == 0:
            found.append(engine.state)
        action, chooser = rng.choice(chooser, list(engine.legal_actions()))
        engine.play(action)
    return found


@pytest.mark.parametrize("n", [2, 4])
def test_a_scramble_keeps_the_seats_view_and_fills_every_secret(n):
    for state in _positions(n):
        for seat in (*KEMET.seats(state), "alliance"):
            other = KEMET.scramble_hidden(state, seat, 3)
            assert KEMET.view(other, seat) == KEMET.view(state, seat)
            # the last battle is kept for the table as a spectator saw it (its face-down
            # discards "?"): no rule reads it
            dumped = {k: v for k, v in KEMET.dump_state(other).items() if k != "last_battle"}
            assert "?" not in repr(dumped)


def test_a_scramble_redraws_what_the_seat_cannot_see():
    state = _positions(3, plies=60)[-1]
    other = [KEMET.scramble_hidden(state, "a1", seed) for seed in range(4)]
    hands = {s.seat(SETH).di_hand for s in other}
    decks = {s.alliance_di.cards for s in other}
    assert len(hands) > 1 and len(decks) > 1 and len({s.rng for s in other}) == 4
    assert all(s.seat("a1").di_hand == state.seat("a1").di_hand for s in other)


def test_the_unseen_cards_are_dealt_from_the_right_deck_without_inventing_copies():
    state = _positions(3, plies=60)[-1]
    other = KEMET.scramble_hidden(state, SETH, 9)

    def alliance_cards(s):
        return Counter(
            s.alliance_di.cards
            + s.alliance_di.discard
            + sum((x.di_hand for x in s.seats if x.seat != SETH), ())
        )

    assert alliance_cards(other) == alliance_cards(state)

    def battle_cards(s, seat):
        return Counter(s.seat(seat).battle_hand + s.seat(seat).battle_discard)

    assert battle_cards(other, "a3") == battle_cards(state, "a3")
    # a2 bought Offensive Strategy and dropped a card for it, face down: one of the seven
    # it may hold is left out, drawn, not read
    assert sum(battle_cards(other, "a2").values()) == sum(battle_cards(state, "a2").values())
    assert set(battle_cards(other, "a2")) <= set(battle_cards(state, "a2")) | {"card-shield-push"}


def test_a_determinised_view_plays_on_to_the_end():
    state = _positions(3, plies=200)[-1]
    seat = KEMET.to_act(state)
    current, chooser = determinise(KEMET.view(state, seat), 5), rng.seed_state(5)
    for _ in range(4000):
        if KEMET.to_act(current) is None:
            break
        action, chooser = rng.choice(chooser, list(KEMET.legal_actions(current)))
        current, _ = KEMET.apply(current, action)
    assert KEMET.outcome(current) is not None
