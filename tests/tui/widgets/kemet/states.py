"""Seeded Kemet states for the widget tests, built with the scenario builder (so a change in
the engine's random play does not move the snapshots), and the seat views the widgets take."""

from __future__ import annotations

from functools import cache

from kemet_tui.rules.kemet import battle
from kemet_tui.rules.kemet.ruleset import KEMET
from kemet_tui.rules.kemet.scenario import Scenario, legal, play
from kemet_tui.rules.kemet.state.model import BoardToken, KemetState, SacredTemple, make_troop


def seat_view(state: KemetState, seat: str | None) -> KemetState:
    return KEMET.view(state, seat)


@cache
def board_state(n: int) -> KemetState:
    """A busy map: a mixed troop with a creature, Seth in the field with corrupted units,
    pyramids of several colours and levels, two sacred temples."""
    sc = (
        Scenario(n=n, seed=3)
        .troop("f1", a1=3, a2=2, creature="red-3-royal-scarab", creature_owner="a1")
        .troop("t1", a2=4)
        .troop("p2", seth=5)
        .troop("o1", seth=4, creature="purple-3-crocodile", creature_owner="seth")
        .troop("sa", a1=1)
        .pyramid("a1a", "red", 3)
        .pyramid("a1b", "blue", 2)
        .pyramid("a2c", "white", 4)
        .pyramid("sp", "purple", 2)
        .set(seth_vp=2, alliance_vp=3, round=2)
    )
    state = sc.build()
    state = state.evolve(
        sacred_temples=(SacredTemple("b1", 1), SacredTemple("b2", 2, prayer_token="prayer-token-2"))
    )
    corrupt = make_troop("p2", {"seth": 5}, corrupted={"a2": 2})
    return state.with_troop("p2", corrupt)


@cache
def day_state(n: int) -> KemetState:
    """Mid-day: tokens on Seth's board (purple and a member's) and on the members' pyramids."""
    sc = Scenario(n=n, seed=5).set(day_step=4, round=2)
    sc.placed("seth", "recruit").placed("seth", "move").placed("seth", "corrupt-troop", "a1")
    sc.placed("seth", "pray", "token-gold-seth-divine-will")
    sc.placed("a1", "move1").placed("a1", "pray2").placed("a2", "recruit")
    others = tuple(f"a{k}" for k in range(2, n + 1))
    sc.seat("seth", tokens=("token-purple",) * (n - 1) + others)
    sc.seat("a1", tokens=("token-alliance",) * 2).seat("a2", tokens=("token-alliance",) * 3)
    return sc.build()


def with_tokens(state: KemetState, *tokens: tuple[str, str, str]) -> KemetState:
    return state.evolve(board_tokens=state.board_tokens + tuple(BoardToken(*t) for t in tokens))


@cache
def battle_di() -> KemetState:
    """A1 attacks Seth on f1; Seth has chosen in secret; A1 lays his battle DI cards."""
    state = (
        Scenario(n=2, seed=1)
        .troop("f1", seth=4)
        .di("a1", "alliance-di-war-rage", "alliance-di-prayer", "alliance-di-bronze-wall")
        .pp("a1", 6)
        .build()
    )
    state = battle.begin_battle(state, "a1", "f1", troop=make_troop("f1", {"a1": 4}), moved=True)
    state, _ = play(state, "done", "fight:seth-card-jackal-charge/seth-card-wall-of-red-sand")
    assert state.decision.kind == "battle-di" and state.decision.decider == "a1", legal(state)
    return state


@cache
def battle_choice() -> KemetState:
    """The same battle: A1 has laid War Rage and chooses his battle card and discard."""
    state, _ = play(battle_di(), "di:alliance-di-war-rage", "done")
    assert state.decision.kind == "battle-cards", legal(state)
    return state


@cache
def battle_reveal() -> KemetState:
    """After the reveal: Seth lost and must retreat (the battle record is still there)."""
    state, _ = play(battle_choice(), "fight:card-cavalry-blitz/card-shield-push")
    assert state.decision is not None and state.decision.kind == "battle-retreat", legal(state)
    return state


@cache
def osiris_state() -> KemetState:
    """After a level-3 sacred temple: its power drawn, a prayer token flipped, some VP."""
    sc = (
        Scenario(n=3, seed=2)
        .troop("b1", a1=2)
        .troop("t1", a2=3)
        .troop("b2", a3=1)
        .osiris("alliance-blue-osiris")
        .set(alliance_vp=4, seth_vp=3)
    )
    state = sc.build()
    powers = tuple(p for p in state.powers_left if p != "temple-power-shield-of-horus")
    prayers = state.prayer_tokens_left[1:]
    temples = (
        SacredTemple(
            "b1", 3, prayer_token=state.prayer_tokens_left[0], power="temple-power-shield-of-horus"
        ),
        SacredTemple("b2", 2, prayer_token=prayers[0]),
    )
    return state.evolve(
        sacred_temples=temples,
        temple_powers=("temple-power-shield-of-horus",),
        powers_left=powers[: len(powers)],
        prayer_tokens_left=prayers[1:],
    )
