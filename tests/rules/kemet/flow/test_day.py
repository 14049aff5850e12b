"""The Day: the track, the turns and the action tokens (kemet-seth.md §Day, §Actions;
research §3.1 for the row rule and the extra tokens)."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal
from kemet_tui.rules.kemet.state import tables
from kemet_tui.rules.kemet.state.tables import ACTIONS, ActionDef


def opened(scenario):
    """Run the flow from a scenario with nothing asked: the Day's next turn opens."""
    return flow.advance(scenario.build())[0]


def test_the_day_opens_with_a_seth_turn_of_the_tracks_count():
    state = opened(Scenario(n=4))  # the N = 4 track opens with a Seth turn of 2 actions
    assert state.decision.kind == "seth-action" and state.turn_left == ("token",) * 2
    state = opened(Scenario(n=3))  # the N = 3 track with one of 3
    assert state.turn_left == ("token",) * 3


def test_seth_purple_tokens_go_on_purple_spaces_only_and_member_tokens_anywhere():
    state = opened(Scenario(n=2))
    tokens = legal(state)
    assert "act:pray" in tokens and "act:pray@a1" in tokens and "act:invocation@a2" in tokens
    yellow = [t for t in tokens if t.startswith(("act:corrupt", "act:destroy"))]
    assert yellow and all("@a1" in t or "@a2" in t for t in yellow)  # a member's token only
    assert "act:corrupt-troop@a1" in yellow and "act:destroy-two-units@a2" in yellow
    assert "purple" in refusal(state, "act:corrupt-troop")


def test_seth_may_not_use_a_taken_space():
    state = opened(Scenario(n=2).placed("seth", "pray"))
    assert "act:pray" not in legal(state)
    assert "already holds a token" in refusal(state, "act:pray")


def test_seth_passes_only_when_no_space_takes_his_tokens():
    scenario = Scenario(n=2)
    assert "pass" not in legal(opened(scenario))
    for short in (
        "recruit",
        "pray",
        "move",
        "buy-purple",
        "invocation",
        "raise-pyramid",
        "furious-invasion",
        "corrupt-creature",
        "destroy-two-units",
        "corrupt-pyramid",
        "corrupt-troop",
    ):
        scenario.placed("seth", short)
    state = opened(scenario)
    assert [t for t in legal(state) if t.startswith("act:") and "@seth-divine-will" not in t] == []
    assert "pass" in legal(state)


def test_seth_gold_token_follows_one_of_his_tokens_even_on_a_taken_space():
    state = opened(Scenario(n=4))
    assert not any("@seth-divine-will" in t for t in legal(state))
    state, _ = play(state, "act:pray")
    assert "act:pray@seth-divine-will" in legal(state)
    state, _ = play(state, "act:pray@seth-divine-will")
    assert state.seat("seth").pp == 6 + 3 + 3
    assert not any("@seth-divine-will" in t for t in legal(state))


def test_seth_plays_as_many_actions_as_his_turn_says():
    state = opened(Scenario(n=3))  # a turn of 3 actions
    state, _ = play(state, "act:pray", "act:invocation")
    assert state.decision.kind == "seth-action" and "pass" not in legal(state)  # one more
    state, _ = play(state, "act:raise-pyramid", "skip")
    assert state.decision.kind == "seth-action" and "pass" in legal(state)
    state, _ = play(state, "pass")
    assert state.decision.kind == "alliance-turn"


def test_the_alliance_picks_who_acts_and_each_member_acts_once_a_turn():
    state = opened(Scenario(n=3).set(day_step=1))
    assert legal(state)[:3] == ["next:a1", "next:a2", "next:a3"]
    state, _ = play(state, "next:a2", "act:pray2")
    assert legal(state) == ["next:a1", "next:a3"]
    state, _ = play(state, "next:a3", "act:pray2")
    assert state.decision.kind == "member-action" and state.decision.decider == "a1"
    state, _ = play(state, "act:pray2")
    assert state.decision.kind == "seth-action"


def test_a_member_may_not_take_a_space_already_holding_his_token():
    state = Scenario(n=2).placed("a1", "pray2").ask("member-action", "a1")
    assert "act:pray2" not in legal(state) and "act:pray3" in legal(state)


def test_the_row_rule_look_ahead_keeps_every_row_reachable():
    # two tokens left, only row 1 used: the next token must go to row 2 or row 3
    scenario = Scenario(n=2).seat("a1", tokens=("token-alliance",) * 2).placed("a1", "recruit")
    state = scenario.ask("member-action", "a1")
    tokens = legal(state)
    assert "act:move1" not in tokens and "act:pray2" in tokens and "act:pray3" in tokens
    assert "row rule" in refusal(state, "act:move1")


def test_the_row_rule_allows_any_row_while_tokens_are_plenty():
    state = Scenario(n=2).ask("member-action", "a1")
    assert {"act:recruit", "act:pray2", "act:pray3"} <= set(legal(state))


def test_the_last_token_goes_to_the_last_empty_row():
    scenario = Scenario(n=2).seat("a1", tokens=("token-alliance",))
    scenario.placed("a1", "recruit").placed("a1", "pray2")
    tokens = [t for t in legal(scenario.ask("member-action", "a1")) if t.startswith("act:")]
    assert tokens == ["act:pray3", "act:buy-white", "act:buy-red", "act:buy-blue"]


def test_a_silver_token_follows_its_owners_token_at_once():
    state = Scenario(n=2).tiles("a1", "red-4-act-of-god").ask("member-action", "a1")
    assert not any("@silver" in t for t in legal(state))
    state, _ = play(state, "act:pray2")
    assert state.decision.kind == "member-action" and state.decision.get("extra")
    assert "act:pray3@silver" in legal(state) and "pass" in legal(state)
    state, _ = play(state, "act:pray3@silver")
    assert state.seat("a1").pp == 5 + 2 + 2 and state.seat("a1").extra_used == ("token-silver",)


def test_a_gold_divine_will_token_takes_a_move_or_recruit_space_even_if_taken():
    state = Scenario(n=2).tiles("a1", "blue-4-divine-will").ask("member-action", "a1")
    state, _ = play(state, "act:recruit", "done")
    gold = [t for t in legal(state) if "@divine-will" in t]
    assert "act:recruit@divine-will" in gold
    assert all(t.split(":")[1].startswith(("move", "recruit")) for t in gold)


def test_the_alliance_grey_token_is_used_once_a_day_by_one_member():
    scenario = Scenario(n=2).temple_powers("temple-power-wings-of-shu")
    state, _ = play(scenario.ask("member-action", "a1"), "act:pray2", "act:pray3@grey")
    assert state.shared_extra_used == ("token-grey",)
    state, _ = play(
        state.evolve(pending=()).push(Scenario(n=2).ask("member-action", "a2").pending[-1]),
        "act:pray2",
    )
    assert not any("@grey" in t for t in legal(state))


def test_magic_versatility_gives_seth_the_transparent_token():
    state = opened(Scenario(n=2).tiles("seth", "purple-4-magic-versatility"))
    state, _ = play(state, "act:pray")
    assert "act:invocation@transparent" in legal(state)


@pytest.fixture
def split_again():
    """The table's split into always and conditional actions is kept by its size: a test that
    replaces an entry drops it, before and after."""
    tables._split_actions.cache_clear()
    yield
    tables._split_actions.cache_clear()


def test_a_space_whose_action_is_not_available_is_not_offered(monkeypatch, split_again):
    unavailable = ActionDef(
        ACTIONS["move"].run, lambda state, seat: False, "the Move action needs the movement module"
    )
    monkeypatch.setitem(ACTIONS, "move", unavailable)
    state = Scenario(n=2).ask("member-action", "a1")
    assert "act:move1" not in legal(state)
    assert "movement module" in refusal(state, "act:move1")


def test_tokens_go_back_at_the_end_of_the_day():
    state = (
        Scenario(n=2)
        .placed("a1", "pray2")
        .seat("a1", tokens=())
        .set(day_step=99, shared_extra_used=("token-grey",))
        .build()
    )
    state = flow.advance(state)[0]
    assert state.board_tokens == () and state.shared_extra_used == ()
    assert len(state.seat("a1").tokens) == 4 and len(state.seat("seth").tokens) == 5


def test_twin_ceremony_buys_a_second_tile_of_a_colour_for_2_pp_more():
    scenario = Scenario(n=2, ta_seti=True).pp("a1", 9).tiles("a1", "black-2-twin-ceremony")
    state, _ = play(scenario.ask("member-action", "a1"), "act:buy-red", "buy:red-1-charge")
    assert "act:buy-red@twin-ceremony" in legal(state)
    state, _ = play(state, "act:buy-red@twin-ceremony", "buy:red-1-god-speed")
    assert state.seat("a1").pp == 9 - 1 - (1 + 2)
    assert {"red-1-charge", "red-1-god-speed"} <= set(state.seat("a1").tiles)


def test_dark_ritual_prays_again_and_forced_march_only_moves():
    scenario = Scenario(n=2, ta_seti=True).pp("a1", 0)
    scenario.tiles("a1", "black-1-dark-ritual", "black-3-forced-march")
    state, _ = play(scenario.ask("member-action", "a1"), "act:pray2")
    extras = [t for t in legal(state) if "@" in t]
    assert "act:pray2@dark-ritual" in extras and "act:pray3@dark-ritual" in extras
    assert all(t.split(":")[1].startswith("move") for t in extras if "@forced-march" in t)
    state, _ = play(state, "act:pray2@dark-ritual")
    assert state.seat("a1").pp == 4


def test_will_of_amun_lets_one_member_recruit_again_once_a_day():
    scenario = Scenario(n=2).temple_powers("temple-power-will-of-amun").pp("a1", 3)
    state, _ = play(scenario.ask("member-action", "a1"), "act:recruit", "done")
    assert "act:recruit@will-of-amun" in legal(state)
    state, _ = play(state, "act:recruit@will-of-amun", "done")
    assert state.shared_extra_used == ("token-gold-will-of-amun",)
