"""What the players read (QA playthrough): prices with their discounts in the labels and the
log, and no raw id, no ``(s)`` and no gendered pronoun in any prompt, label or log line."""

from __future__ import annotations

import re

import pytest

from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.rules.kemet.actions.movement import begin_move
from kemet_tui.rules.kemet.mechanics.words import counted, price
from kemet_tui.rules.kemet.scenario import Scenario, legal, play
from kemet_tui.rules.kemet.state.model import SETH
from kemet_tui.rules.kemet.view.labels import describe_action, describe_decision
from kemet_tui.rules.kemet.view.seat import view
from tests.rules.kemet.movebattle_setup import make_state, place, pyramid
from tests.rules.kemet.movebattle_setup import play as answer

PRIEST = "white-4-priest-of-ra"
#: ``(s)``, a gendered pronoun, or a content id (``token-grey``, ``seth-di-veto``, ``red-1-…``)
BAD = re.compile(
    r"\(s\)|\b(?:his|him|he|she|her|hers|himself|herself)\b|"
    r"\b(?:token|seth|alliance|red|blue|white|black|purple|card|creature-card|"
    r"temple-power)-[a-z0-9-]+",
    re.IGNORECASE,
)


def labels(state):
    return {t: describe_action(state, t) for t in legal(state)}


def test_counted_and_price_read_as_words():
    assert [counted(1, "unit"), counted(0, "DI card"), counted(2, "step")] == [
        "1 unit",
        "0 DI cards",
        "2 steps",
    ]
    assert price(2, 2) == "2 PP"
    assert price(0, 1, ("Priest of Ra",)) == "0 PP (1 listed, 1 off: Priest of Ra)"


def test_a_discounted_tile_says_its_real_price_and_why_in_the_label_and_the_log():
    state = Scenario(n=2).pp("a1", 9).tiles("a1", PRIEST).ask("member-action", "a1")
    state, _ = play(state, "act:buy-red")
    assert labels(state)["buy:red-1-god-speed"] == (
        "Buy God Speed (red 1) for 0 PP (1 listed, 1 off: Priest of Ra)"
    )
    state, events = play(state, "buy:red-1-god-speed")
    assert events[0].text == "A1 buys God Speed for 0 PP (1 listed, 1 off: Priest of Ra)."
    assert state.seat("a1").pp == 9


def test_raising_a_pyramid_shows_its_cost():
    state = Scenario(n=2).pp("a1", 9).ask("member-action", "a1")
    state, _ = play(state, "act:raise-pyramid")
    assert labels(state)["raise:a1b=blue3"] == "Raise the blue pyramid on a1b to level 3 for 5 PP"
    state, events = play(state, "raise:a1b=blue3")
    assert events[0].text == "A1 raises the blue pyramid on a1b to level 3 for 5 PP."
    assert state.seat("a1").pp == 4


def test_a_recruit_shows_what_the_next_unit_costs():
    state = Scenario(n=2).pp("a1", 9).ask("member-action", "a1")
    state, _ = play(state, "act:recruit")
    assert labels(state)["put:a1c"] == "Put a unit on City a1, rear district (a1c) for 1 PP"


def test_a_teleport_shows_its_cost():
    state = pyramid(place(make_state(), "a1a", a1=2), "a1a")
    state = answer(begin_move(state, "a1"), "troop:a1a")
    assert describe_action(state, "teleport:tg") == "Teleport to Great Temple of Amun (tg) (2 PP)"


def test_the_battle_card_chosen_and_the_di_cards_laid_are_said_without_pronouns():
    scenario = Scenario(n=2).clear().troop("f1", a1=4).troop("sa", seth=2).di("a1").di(SETH)
    state, _ = play(scenario.ask("member-action", "a1"), "act:move1", "troop:f1", "go:sa")
    _, events = play(state, "fight:seth-card-wall-of-red-sand/seth-card-jackal-charge")
    public = [e.text for e in events if e.seats is None]
    assert "Seth has chosen a battle card." in public


@pytest.mark.parametrize("seed, n", [(0, 2), (3, 5)])
def test_no_raw_id_plural_s_or_pronoun_in_what_players_read(seed, n):
    """Seeded random games: every prompt and label a decider reads on its own view, and every
    log line, is clean."""
    engine = Engine("kemet-seth", seed, {"alliance_size": n, "round_cap": 3})
    chooser = rng.seed_state(seed ^ 0x5EED)
    read = 0
    for _ in range(700):
        if engine.outcome is not None:
            break
        decider = engine.state.decision.decider
        seen = view(engine.state, decider)
        actions = list(engine.legal_actions())
        texts = [describe_decision(seen, seen.decision)]
        texts += [describe_action(seen, a.token) for a in actions]
        action, chooser = rng.choice(chooser, actions)
        texts += [e.text for e in engine.play(action)]
        for text in texts:
            assert not BAD.search(text), text
        read += len(texts)
    assert read > 1000


def test_a_corrupt_troop_battle_names_the_member_fighting_for_seth():
    """The battle panel heads 'A1 attacks A2': the log says who fights for the corrupt troop."""
    scenario = Scenario(n=2).clear().troop("f1", a1=3).troop("sa", a2=2)
    state = scenario.set(turn_left=("token",)).ask("seth-action", SETH)
    _, events = play(state, "act:corrupt-troop@a1", "troop:f1", "go:sa")
    texts = [e.text for e in events]
    assert "Battle on sa: A1's corrupted troop attacks for Seth." in texts
    assert "A1 fights with the corrupted troop, for Seth." in texts


def test_the_headline_counts_the_turns_as_the_day_track_does():
    """QA: 'day turn 10' on a 9-turn track with N = 5: the eclipse is no turn."""
    from kemet_tui.rules.kemet.view.summary import day_position

    engine = Engine("kemet-seth", 7, {"alliance_size": 5, "round_cap": 1})
    chooser = rng.seed_state(7)
    seen = []
    for _ in range(1500):
        if engine.outcome is not None or engine.state.phase == "dusk":
            break
        where = day_position(engine.state)
        if where and (not seen or seen[-1] != where):
            seen.append(where)
        action, chooser = rng.choice(chooser, list(engine.legal_actions()))
        engine.play(action)
    turns = [w for w in seen if w.startswith("turn ")]
    assert turns[0] == "turn 1 of 9" and turns[-1] == "turn 9 of 9"
    assert turns == [f"turn {k} of 9" for k in range(1, 10)]
    # a night tile's question at the eclipse (the flow has moved past it): still the eclipse
    eclipse = Scenario(n=5).set(phase="day", day_step=9, turn_left=()).ask("free-level", "a1")
    assert day_position(eclipse) == "the eclipse after turn 8"
