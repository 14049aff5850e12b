"""The engine's checked play, undo/redo and records, on a tiny game with chance in it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import pytest

from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction, NotationError, UndoRefused
from kemet_tui.core.events import Event
from kemet_tui.core.outcome import Outcome
from kemet_tui.core.ruleset import Ruleset


@dataclass(frozen=True)
class DiceState:
    total: int
    turn: int
    rng: int


class DiceRace(Ruleset[DiceState, str]):
    """Two seats add 1 or 2 to a total, or roll a die (a random draw); 10 or more wins."""

    name = "dice-race"
    title = "Dice race"

    def new_game(self, seed: int, options: Mapping[str, Any] | None = None) -> DiceState:
        return DiceState(0, 0, rng.seed_state(seed))

    def seats(self, state):
        return ("one", "two")

    def to_act(self, state):
        return None if self.outcome(state) else self.seats(state)[state.turn]

    def legal_actions(self, state):
        return [] if self.outcome(state) else ["add1", "add2", "roll"]

    def apply(self, state, action):
        if action == "roll":
            value, next_rng = rng.randbelow(state.rng, 6)
            after = replace(state, total=state.total + value + 1, turn=1 - state.turn, rng=next_rng)
            return after, (Event("roll", f"rolled {value + 1}", irreversible=True),)
        amount = int(action[-1])
        return replace(state, total=state.total + amount, turn=1 - state.turn), (
            Event("add", action),
        )

    def outcome(self, state):
        if state.total >= 10:
            return Outcome((self.seats(state)[1 - state.turn],), "reached 10")
        return None

    def format_action(self, state, action):
        return action

    def parse_action(self, state, token):
        if token not in ("add1", "add2", "roll"):
            raise NotationError(f"{token!r} is not a move")
        return token

    def dump_state(self, state):
        return {"total": state.total, "turn": state.turn, "rng": state.rng}

    def load_state(self, data):
        return DiceState(**data)


GAME = DiceRace()


def test_play_checks_legality_and_keeps_history():
    engine = Engine(GAME, seed=1)
    engine.play_token("add2")
    engine.play_token("add1")
    assert engine.state.total == 3 and engine.tokens == ("add2", "add1")
    with pytest.raises(NotationError):
        engine.play_token("add3")
    assert engine.tokens == ("add2", "add1")


def test_undo_and_redo_walk_the_snapshots():
    engine = Engine(GAME, seed=1)
    engine.play_token("add2")
    engine.play_token("add1")
    assert engine.undo() == "add1"
    assert engine.state.total == 2 and engine.can_redo
    assert engine.redo() == "add1"
    assert engine.state.total == 3 and not engine.can_redo


def test_a_new_action_clears_the_redo_stack():
    engine = Engine(GAME, seed=1)
    engine.play_token("add2")
    engine.undo()
    engine.play_token("add1")
    assert not engine.can_redo
    with pytest.raises(UndoRefused):
        engine.redo()


def test_undo_never_crosses_a_random_draw():
    engine = Engine(GAME, seed=1)
    engine.play_token("add1")
    engine.play_token("roll")
    assert not engine.can_undo
    with pytest.raises(UndoRefused, match="cannot be undone"):
        engine.undo()


def test_nothing_to_undo_at_the_start():
    with pytest.raises(UndoRefused, match="nothing to undo"):
        Engine(GAME).undo()


def test_the_record_replays_chance_exactly():
    engine = Engine(GAME, seed=99)
    for token in ["roll", "roll", "add1", "roll"]:
        if engine.outcome is None:
            engine.play_token(token)
    again = Engine.from_record(engine.record, GAME)
    assert again.state == engine.state


def test_a_finished_game_refuses_more_actions():
    engine = Engine(GAME)
    while engine.outcome is None:
        engine.play_token("add2")
    assert engine.to_act is None
    with pytest.raises(IllegalAction, match="over"):
        engine.play_token("add1")


def test_events_are_filtered_by_seat():
    secret = Event("draw", "you drew the Scarab", seats=("one",))
    assert secret.visible_to("one") and not secret.visible_to("two") and not secret.visible_to(None)
    assert Event("move", "public").visible_to(None)


def test_a_resignation_is_recorded_under_the_seat_that_resigned():
    from kemet_tui.core.engine import Engine as SetiEngine

    engine = SetiEngine("seti-beth", 0)
    engine.resign("brown")  # White is to move, but Brown resigns
    assert engine.plies[-1].seat == "brown" and engine.outcome.winners == ("white",)
