"""The bot contract, over every registered ruleset and every bot that can sit at it (and a toy
game with secrets): a bot is handed only ``ruleset.view(state, seat)`` and the legal actions, and
redrawing what its seat may not see does not change its choice."""

from __future__ import annotations

import pytest

from kemet_tui.bots import make_bot, play_match, specs_for
from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset, ruleset_names
from tests.bots.conftest import TOY

pytestmark = pytest.mark.usefixtures("toy_registered")


def _cases():
    names = list(ruleset_names()) + [TOY]
    return [
        pytest.param(name, spec, id=f"{name}-{spec}") for name in names for spec in specs_for(name)
    ]


class Spy:
    """Wraps a bot and writes down everything it is handed."""

    def __init__(self, bot, calls):
        self.bot, self.calls, self.name = bot, calls, bot.name

    def choose(self, ruleset, view, legal_actions, seat):
        self.calls.append((seat, view, tuple(legal_actions)))
        return self.bot.choose(ruleset, view, legal_actions, seat)


@pytest.mark.parametrize(("name", "spec"), _cases())
def test_a_bot_is_handed_only_its_seats_view(name, spec):
    ruleset = get_ruleset(name)
    calls: list = []
    seats = ruleset.seats(ruleset.new_game(3))
    bots = {seat: Spy(make_bot(spec, 7 + i), calls) for i, seat in enumerate(seats)}
    result = play_match(name, bots, seed=3, max_actions=6)
    replay = Engine(name, 3)
    for (seat, view, legal), token in zip(calls, result.record.actions, strict=True):
        assert seat == replay.to_act
        assert view == ruleset.view(replay.state, seat)
        assert legal == tuple(replay.legal_actions())
        replay.play_token(token)
    if name == TOY:
        assert all(view != replay.states[i] for i, (_, view, _) in enumerate(calls))


def _scrambled(ruleset, state, seat):
    """``state`` with what ``seat`` may not see redrawn in a few ways, by the ruleset's own
    hook; a ruleset without secrets has nothing to redraw (its view must be the state itself)."""
    hook = getattr(ruleset, "scramble_hidden", None)
    if hook is not None:
        return [hook(state, seat, seed) for seed in range(3)]
    if ruleset.view(state, seat) != state:
        pytest.skip(
            f"{ruleset.name} hides information but offers no scramble_hidden(state, seat, seed)"
        )
    return [state]


def _positions(name, plies=(0, 2, 5)):
    """A few positions of a seeded random game (its states at the given plies)."""
    engine, chooser = Engine(name, 11), rng.seed_state(11)
    found = []
    for ply in range(max(plies) + 1):
        if engine.outcome is not None:
            break
        if ply in plies:
            found.append(engine.state)
        action, chooser = rng.choice(chooser, list(engine.legal_actions()))
        engine.play(action)
    return found


@pytest.mark.parametrize(("name", "spec"), _cases())
def test_redrawing_hidden_parts_does_not_change_a_bots_choice(name, spec):
    ruleset = get_ruleset(name)
    for state in _positions(name):
        seat = ruleset.to_act(state)
        legal = tuple(ruleset.legal_actions(state))
        chosen = make_bot(spec, 5).choose(ruleset, ruleset.view(state, seat), legal, seat)
        assert chosen in legal
        for other in _scrambled(ruleset, state, seat):
            view = ruleset.view(other, seat)
            assert make_bot(spec, 5).choose(ruleset, view, legal, seat) == chosen


def test_the_toy_really_hides_and_scrambles():
    toy = get_ruleset(TOY)
    state = toy.new_game(1)
    other = toy.scramble_hidden(state, "north", 4)
    assert other != state and toy.view(other, "north") == toy.view(state, "north")
    assert toy.view(state, "north").cards[1] == 0
