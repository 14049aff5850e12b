"""Seth places what his turn says (kemet-seth.md §Day: "as many tokens as his turn space says,
fewer only if he has none left"). Two things used to cut his Day short, mostly with N = 5,
where his 2N + 1 = 11 tokens fill his 11 spaces exactly:

- a member's token with no free purple space left to it and no yellow space that can act
  against that member (no unit on the map, no creature to send, no tile in reach): it now goes
  on a free yellow space with no effect;
- an extra token (Divine Will, the transparent token) on a free space his normal tokens still
  needed: it now takes a free space only when they all keep one.

The positions were found in seeded random games; the tests below find them again there and
build the smallest one by hand (docs/kemet-engine.md, Seth's side)."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from kemet_tui.core.playout import random_playout
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.actions import board
from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.flow.day import no_effect
from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal
from kemet_tui.rules.kemet.state.model import SETH
from kemet_tui.rules.kemet.view.labels import describe_action

PURPLE = (
    "recruit",
    "pray",
    "furious-invasion",
    "move",
    "buy-purple",
    "invocation",
    "raise-pyramid",
)
MAGIC = "purple-4-magic-versatility"


def stuck_scenario() -> Scenario:
    """N = 5, late in the Day: one purple token and A1's token left, one free purple space
    (the purple token needs it), and the free yellow spaces cannot act against A1: Seth's
    pyramid is level 1 (no creature may go) and he has no PP (no tile in reach)."""
    scenario = Scenario(n=5).pp(SETH, 0).di(SETH)
    for short in PURPLE[:-1] + ("destroy-two-units", "corrupt-troop"):
        scenario.placed(SETH, short)
    return scenario.seat(SETH, tokens=("token-purple", "a1")).set(turn_left=("token", "token"))


def test_a_token_that_can_act_nowhere_goes_on_a_yellow_space_with_no_effect():
    state = stuck_scenario().ask("seth-action", SETH)
    assert legal(state) == [
        "act:raise-pyramid",
        "act:corrupt-creature@a1",
        "act:corrupt-pyramid@a1",
    ]  # no pass: the rule wants both tokens
    assert "no effect" in describe_action(state, "act:corrupt-pyramid@a1")
    state, events = play(state, "act:corrupt-pyramid@a1")
    assert "no effect" in events[0].text and "Seth buys" not in " ".join(e.text for e in events)
    assert state.decision.kind == "seth-action" and state.seat(SETH).tokens == ("token-purple",)
    assert [t for t in legal(state) if "@seth-divine-will" not in t] == ["act:raise-pyramid"]


def test_the_no_effect_space_is_refused_while_the_token_can_act_somewhere():
    state = stuck_scenario().clear("p1").troop("t1", a1=2).ask("seth-action", SETH)
    state = state.evolve(
        board_tokens=tuple(t for t in state.board_tokens if t.space != "seth-space-corrupt-troop")
    )
    assert "act:corrupt-troop@a1" in legal(state)
    assert "act:corrupt-pyramid@a1" not in legal(state)
    assert "no other space" in refusal(state, "act:corrupt-pyramid@a1")


def test_extra_tokens_leave_his_normal_tokens_a_space_each():
    """N = 5: 11 normal tokens for 11 spaces; after one is placed, no extra token may take a
    free space (purple or yellow), only Divine Will on the taken one."""
    state = flow.advance(Scenario(n=5).tiles(SETH, MAGIC).build())[0]
    state, _ = play(state, "act:pray")
    extras = [t for t in legal(state) if "@seth-divine-will" in t or "@transparent" in t]
    assert extras == ["act:pray@seth-divine-will"]
    assert "each needs a free space" in refusal(state, "act:invocation@transparent")
    assert "each needs a free space" in refusal(state, "act:corrupt-troop@transparent=a1")


def test_with_room_to_spare_the_extra_tokens_take_free_spaces():
    state = flow.advance(Scenario(n=4).tiles(SETH, MAGIC).build())[0]
    state, _ = play(state, "act:pray")
    assert {
        "act:invocation@seth-divine-will",
        "act:invocation@transparent",
        "act:destroy-two-units@transparent=a1",
    } <= set(legal(state))


def test_a_seth_turn_without_tokens_is_said_in_the_log():
    state, events = flow.advance(Scenario(n=2).seat(SETH, tokens=()).build())
    assert "no token left" in events[0].text and state.decision.kind == "alliance-turn"


def test_a_board_with_no_free_space_is_said_when_seth_passes():
    scenario = Scenario(n=2)
    for space in board.seth_spaces():
        scenario.placed(SETH, space.short)
    state = flow.advance(scenario.build())[0]
    assert [t for t in legal(state) if t.startswith("act:")] == [] and "pass" in legal(state)
    _, events = play(state, "pass")
    assert "cannot place the 5 tokens left" in events[0].text


# --- seeded random games -------------------------------------------------------------------------
@cache
def games():
    return tuple(
        random_playout(KEMET, seed, {"alliance_size": n, "round_cap": 3}).engine
        for n in (2, 3, 4, 5)
        for seed in range(6)
    )


def _normal_per_round(engine) -> Counter:
    """Normal tokens (purple or a member's) Seth placed in each round."""
    counts: Counter = Counter()
    for state, token in zip(engine.states, engine.tokens, strict=False):
        if state.decision.kind == "seth-action" and token.startswith("act:"):
            used = token.partition("@")[2]
            counts[state.round] += not used or used in state.seat(SETH).tokens
    return counts


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_finished_day_of_random_games_places_his_2n_plus_1_tokens(n):
    for engine in games():
        if engine.state.n != n:
            continue
        per_round = _normal_per_round(engine)
        for round_ in range(1, engine.state.round):  # the last one may stop mid-Day
            assert per_round[round_] == 2 * n + 1, (engine.seed, round_, per_round)
        assert not any("not played" in e.text for p in engine.plies for e in p.events)


def test_random_games_meet_a_token_that_can_act_nowhere_and_place_it():
    """The case that cut N = 5 Days short: a member's token with only no-effect spaces."""
    found = 0
    for engine in games():
        for state in engine.states:
            if state.decision is None or state.decision.kind != "seth-action":
                continue
            tokens = legal(state)
            for member in set(state.seat(SETH).tokens) - {"token-purple"}:
                mine = [t for t in tokens if t.endswith(f"@{member}")]
                spaces = [board.space_named(state, SETH, t[4:].partition("@")[0]) for t in mine]
                if mine and all(no_effect(state, s, member) for s in spaces):
                    found += 1
                    assert "pass" not in tokens
    assert found
