"""The public view (``Ruleset.public_view``): what a replay watched by the whole table shows.
Along seeded games it must hold no secret of any seat: no DI hand, no battle hand or face-down
discard, no card chosen for a battle before the reveal, no card looked at with Vision, no deck,
no RNG; and ``token_visible_to`` hides exactly the secret answers from a spectator."""

from __future__ import annotations

import json

import pytest

from kemet_tui.core.playout import random_playout
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.handlers import HIDDEN
from kemet_tui.rules.kemet.view.labels import PRIVATE_KINDS

CARD_IDS = {card.id for card in fx.data().decks.di_card} | {
    card for seat in KEMET.new_game(0, {"alliance_size": 5}).seats for card in seat.battle_hand
}
UNREVEALED = ("play", "discard", "di")


def _values(value) -> tuple[str, ...]:
    values = value if isinstance(value, tuple) else (value,)
    return tuple(v for v in values if isinstance(v, str))


def secrets(state) -> set[str]:
    """The card ids only some seat may know (raw state)."""
    out: set[str] = set(state.seth_di.cards + state.alliance_di.cards)
    for seat in state.seats:
        out |= set(seat.di_hand + seat.battle_hand + seat.battle_discard)
    for pending in state.pending:
        if pending.kind == "keep-di":
            out |= set(_values(pending.get("cards")))
        if pending.kind == "battle":
            keys = ("discard",) if pending.get("fought") else UNREVEALED
            for role in ("att", "def"):
                for key in keys:
                    out |= set(_values(pending.get(f"{role}_{key}")))
    return out & CARD_IDS


def shown(state) -> set[str]:
    """The card ids everybody may see: the face-up discard piles, revealed battle cards (the
    last battle's too: the whole table saw them turned over, the log tells them)."""
    out = set(state.seth_di.discard + state.alliance_di.discard)
    last = (state.last_battle,) if state.last_battle is not None else ()
    for pending in state.pending + last:  # the last battle's cards were shown to the table
        if pending.kind == "battle" and pending.get("fought"):
            for role in ("att", "def"):
                out |= set(
                    _values(pending.get(f"{role}_play")) + _values(pending.get(f"{role}_di"))
                )
    return out


def check_public(state) -> None:
    public = KEMET.public_view(state)
    for seat in public.seats:
        assert set(seat.di_hand + seat.battle_hand + seat.battle_discard) <= {HIDDEN}, seat.seat
    assert set(public.seth_di.cards + public.alliance_di.cards) <= {HIDDEN}
    assert public.rng == 0
    text = json.dumps(KEMET.dump_state(public))
    leaked = {card for card in secrets(state) - shown(state) if f'"{card}"' in text}
    assert not leaked, f"the public view shows {leaked}"


def test_the_public_view_is_the_spectators_view():
    state = Scenario(n=2).di("a1", "alliance-di-prayer").build()
    assert KEMET.public_view(state) == KEMET.view(state, None)
    assert KEMET.public_view(state).seat("a1").di_hand == (HIDDEN,)


def test_the_public_view_hides_cards_looked_at_with_vision():
    state = Scenario(n=2).ask(
        "keep-di", "a1", cards=("alliance-di-prayer", "alliance-di-veto"), keep=1
    )
    assert KEMET.public_view(state).decision.get("cards") == (HIDDEN, HIDDEN)
    check_public(state)


def test_the_check_finds_a_secret_left_in_the_view(monkeypatch):
    """The check is not blind: a "public" view that kept the state as it is fails it."""
    state = Scenario(n=2).ask(
        "keep-di", "a1", cards=("alliance-di-prayer", "alliance-di-veto"), keep=1
    )
    monkeypatch.setattr(type(KEMET), "view", lambda self, s, seat: s)
    with pytest.raises(AssertionError):
        check_public(state)


@pytest.mark.parametrize(("n", "seed"), [(2, 7), (3, 1), (5, 2)])
def test_the_public_view_holds_no_secret_of_any_seat_along_seeded_games(n, seed):
    engine = random_playout(
        KEMET, seed, {"alliance_size": n, "round_cap": 3}, max_actions=1200
    ).engine
    battles = 0
    for state in engine.states:
        battles += any(p.kind == "battle" and not p.get("fought") for p in state.pending)
        check_public(state)
    assert battles, "the game had no battle to hide cards of"


def test_a_spectator_reads_every_token_but_the_secret_answers():
    engine = random_playout(KEMET, 3, {"alliance_size": 3, "round_cap": 2}).engine
    hidden = public = 0
    for index, ply in enumerate(engine.plies):
        before = engine.states[index]
        secret = before.decision is not None and before.decision.kind in PRIVATE_KINDS
        assert KEMET.token_visible_to(before, ply.token, None) is not secret
        if secret:
            assert KEMET.token_visible_to(before, ply.token, before.decision.decider)
        hidden, public = hidden + secret, public + (not secret)
    assert hidden and public


def test_the_last_battle_kept_for_the_table_holds_no_face_down_discard():
    """The record of the last battle fought (``last_battle``, what the reveal of a battle that
    ended within its play draws) is kept as a spectator reads it: its discards face down."""
    seen: list = []

    def look(engine, _action) -> None:
        if engine.state.last_battle is not None:
            seen.append(engine.state.last_battle)

    random_playout(KEMET, 7, {"alliance_size": 2}, on_action=look)
    assert seen
    for last in seen:
        assert last.get("fought")
        for role in ("att", "def"):
            assert last.get(f"{role}_discard") in ("", HIDDEN), role
