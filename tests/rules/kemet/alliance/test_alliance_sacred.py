"""Sacred temples (seed-000 §Building a Sacred Temple in the Desert; kemet-seth.md §Sacred
temples and the Great Ceremony): where, when and at what cost the Alliance raises them, mixed
troops, the prayer and power tokens they draw, Sacred Masons and Hands of Ptah."""

from __future__ import annotations

from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.alliance import sacred
from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal
from kemet_tui.rules.kemet.state.model import SacredTemple

MASONS = "alliance-di-sacred-masons"
PTAH = "temple-power-hands-of-ptah"


def scenario(n: int = 2) -> Scenario:
    """The plain game with empty DI hands (no card window to answer)."""
    s = Scenario(n=n)
    for member in ("a1", "a2", "a3", "a4", "a5")[:n]:
        s.di(member)
    return s


def turn_start(s: Scenario):
    """The first alliance-turn decision of the Day (day step 1 is an Alliance turn for every N)."""
    return flow.advance(s.set(day_step=1).build())[0]


def with_temples(s: Scenario, *temples: SacredTemple) -> Scenario:
    return s.set(sacred_temples=tuple(sorted(temples, key=lambda t: t.space)))


# --- the rulebook's example -------------------------------------------------------------------------
def test_four_units_sacrifice_one_for_the_base_and_three_stay():
    state = turn_start(scenario().troop("f1", a1=4))
    reserve, pp = state.seat("a1").reserve, state.seat("a1").pp
    state, events = play(state, "temple:f1")
    assert state.sacred_at("f1") == SacredTemple("f1", 1)
    assert state.troop_at("f1").units == (("a1", 3),)
    assert state.seat("a1").reserve == reserve + 1 and state.seat("a1").pp == pp  # not a recall
    assert state.decision.kind == "alliance-turn" and state.decision.get("first")
    assert any("level 1" in e.text for e in events)


# --- where and when ------------------------------------------------------------------------------------
def test_only_desert_spaces_without_obelisk_where_the_alliance_stands():
    state = turn_start(
        scenario().troop("f1", a1=2).troop("o1", a1=2).troop("t1", a1=2).troop("b2", seth=2)
    )
    assert [t for t in legal(state) if t.startswith("temple:")] == ["temple:f1"]
    assert "not a desert space without obelisk" in refusal(state, "temple:o1")
    assert "not a desert space without obelisk" in refusal(state, "temple:t1")
    assert "not a desert space without obelisk" in refusal(state, "temple:a1a")
    assert "no unit" in refusal(state, "temple:b2")
    assert "no unit" in refusal(state, "temple:e1")


def test_both_portal_spaces_are_deserts_without_obelisk_where_a_temple_may_rise():
    """Seed-000 calls the two portal spaces desert spaces and gives neither an obelisk."""
    state = turn_start(scenario().troop("p2", a1=2).troop("p1", a2=2))
    assert [t for t in legal(state) if t.startswith("temple:")] == ["temple:p1", "temple:p2"]
    state = play(state, "temple:p2")[0]
    assert state.sacred_at("p2") == SacredTemple("p2", 1)
    assert state.troop_at("p2").units == (("a1", 1),)


def test_only_at_the_start_of_the_turn_before_any_member_acts():
    state = turn_start(scenario(3).troop("f1", a1=2))
    state, _ = play(state, "next:a1", "act:pray2")
    assert state.decision.kind == "alliance-turn" and not state.decision.get("first")
    assert "temple:f1" not in legal(state)
    assert "before any member acts" in refusal(state, "temple:f1")


def test_not_offered_in_a_seth_turn():
    state = flow.advance(scenario().troop("f1", a1=2).build())[0]
    assert state.decision.kind == "seth-action" and "temple:f1" not in legal(state)


def test_one_level_per_temple_per_turn_but_several_temples():
    state = turn_start(scenario().troop("f1", a1=4).troop("b2", a2=4))
    state, _ = play(state, "temple:f1")
    assert "already rose by a level this turn" in refusal(state, "temple:f1")
    state, _ = play(state, "temple:b2")
    assert {t.space: t.level for t in state.sacred_temples} == {"b2": 1, "f1": 1}
    assert not [t for t in legal(state) if t.startswith("temple:")]


def test_the_next_alliance_turn_raises_it_again():
    state = turn_start(with_temples(scenario().troop("f1", a1=4), SacredTemple("f1", 1)))
    state, _ = play(state, "temple:f1")
    assert state.sacred_at("f1").level == 2 and state.troop_at("f1").size == 2


def test_levels_cost_one_two_three_units():
    for level, cost in ((1, 1), (2, 2), (3, 3)):
        temples = (
            (SacredTemple("f1", level - 1, "prayer-token-1" if level == 3 else None),)
            if level > 1
            else ()
        )
        state = turn_start(with_temples(scenario().troop("f1", a1=5), *temples))
        state, _ = play(state, "temple:f1")
        assert state.troop_at("f1").size == 5 - cost


def test_too_few_units_for_the_level():
    state = turn_start(
        with_temples(scenario().troop("f1", a1=2), SacredTemple("f1", 2, "prayer-token-1"))
    )
    assert "needs 3 units" in refusal(state, "temple:f1")


def test_a_complete_temple_rises_no_more():
    state = turn_start(
        with_temples(scenario().troop("f1", a1=5), SacredTemple("f1", 3, "prayer-token-1", PTAH))
    )
    assert "complete" in refusal(state, "temple:f1")


def test_three_pieces_of_each_level():
    s = with_temples(
        scenario().troop("f2", a1=3),
        SacredTemple("b1", 1),
        SacredTemple("f1", 1),
        SacredTemple("e1", 1),
    )
    state = turn_start(s)
    assert "pieces are all built" in refusal(state, "temple:f2")
    assert sacred.in_stock(state, 1) == 0 and sacred.in_stock(state, 2) == 3


def test_the_sacrifice_may_leave_the_space_empty():
    state = turn_start(scenario().troop("f1", a1=1))
    state, _ = play(state, "temple:f1")
    assert state.troop_at("f1") is None and state.sacred_at("f1").level == 1


# --- mixed troops ---------------------------------------------------------------------------------------
def test_a_mixed_troop_agrees_whose_units_are_sacrificed():
    state = turn_start(with_temples(scenario().troop("f1", a1=2, a2=2), SacredTemple("f1", 1)))
    state, _ = play(state, "temple:f1")
    assert state.decision.kind == "sacred" and legal(state) == ["sacrifice:a1", "sacrifice:a2"]
    state, _ = play(state, "sacrifice:a2")
    state, _ = play(state, "sacrifice:a2")
    assert state.troop_at("f1").units == (("a1", 2),)
    assert state.sacred_at("f1").level == 2


def test_a_member_without_units_left_there_is_not_offered():
    state = turn_start(with_temples(scenario().troop("f1", a1=1, a2=3), SacredTemple("f1", 1)))
    state, _ = play(state, "temple:f1", "sacrifice:a1")
    assert legal(state) == ["sacrifice:a2"]
    assert "a member with a unit left there" in refusal(state, "sacrifice:a1")


def test_no_question_when_every_unit_goes():
    state = turn_start(with_temples(scenario().troop("f1", a1=1, a2=1), SacredTemple("f1", 1)))
    state, _ = play(state, "temple:f1")
    assert state.decision.kind == "alliance-turn" and state.troop_at("f1") is None


# --- the tokens -------------------------------------------------------------------------------------------
def test_level_two_draws_a_prayer_token_face_down():
    state = turn_start(with_temples(scenario().troop("f1", a1=3), SacredTemple("f1", 1)))
    top = state.prayer_tokens_left[-1]
    state, events = play(state, "temple:f1")
    assert state.sacred_at("f1").prayer_token == top and len(state.prayer_tokens_left) == 3
    assert any(e.irreversible for e in events)
    for seat in (None, "alliance", "a1", "seth"):
        seen = KEMET.view(state, seat).sacred_at("f1")
        assert seen.prayer_token == "?" and seen.level == 2


def test_level_three_draws_a_power_flips_the_prayer_token_and_counts_as_a_temple():
    state = turn_start(
        with_temples(scenario().troop("f1", a1=4), SacredTemple("f1", 2, "prayer-token-3"))
    )
    power = state.powers_left[-1]
    state, events = play(state, "temple:f1")
    temple = state.sacred_at("f1")
    assert temple.level == 3 and temple.power == power and power in state.temple_powers
    assert power not in state.powers_left
    assert KEMET.view(state, "seth").sacred_at("f1").prayer_token == "prayer-token-3"
    assert any("face up: 3 PP" in e.text for e in events)
    from kemet_tui.rules.kemet.mechanics.common import alliance_temporary_vp, temples_held

    assert "f1" in temples_held(state, "alliance") and alliance_temporary_vp(state) == 1


def test_the_power_stays_the_alliances_whoever_holds_the_temple():
    state = turn_start(
        with_temples(scenario().troop("f1", a1=3), SacredTemple("f1", 2, "prayer-token-1"))
    )
    state, _ = play(state, "temple:f1")
    power = state.sacred_at("f1").power
    state = state.with_troop("f1", None)
    from kemet_tui.rules.kemet.state.model import make_troop

    state = state.with_troop("f1", make_troop("f1", {"seth": 2}))
    assert power in state.temple_powers


# --- Hands of Ptah and Sacred Masons -------------------------------------------------------------------
def test_hands_of_ptah_takes_a_unit_off_each_level_but_never_below_one():
    s = scenario().troop("f1", a1=5).troop("b2", a2=1).temple_powers(PTAH)
    state = turn_start(with_temples(s, SacredTemple("f1", 2, "prayer-token-1")))
    assert sacred.level_cost(state, 1) == 1 and sacred.level_cost(state, 2) == 1
    state, _ = play(state, "temple:f1", "temple:b2")
    assert state.troop_at("f1").size == 3 and state.troop_at("b2") is None


def test_sacred_masons_let_be_saves_a_unit():
    s = with_temples(scenario().troop("f1", a1=5).di("a2", MASONS), SacredTemple("f1", 1))
    state = turn_start(s)
    state, _ = play(state, "temple:f1")
    assert state.decision.kind == "rite-di" and state.decision.decider == "a2"
    assert legal(state) == [f"di:{MASONS}", "done"]
    state, _ = play(state, f"di:{MASONS}")
    assert state.decision.kind == "veto" and state.decision.decider == "seth"
    state, events = play(state, "allow")  # A2's hand is empty now: not asked again
    assert state.troop_at("f1").size == 4 and state.sacred_at("f1").level == 2
    assert "A2 has no DI card left." in [e.text for e in events]
    assert state.seat("a2").di_hand == ()


def test_sacred_masons_vetoed_saves_nothing():
    s = with_temples(
        scenario().troop("f1", a1=5).di("a2", MASONS).di("seth", "seth-di-veto"),
        SacredTemple("f1", 1),
    )
    state = turn_start(s)
    state, _ = play(state, "temple:f1", f"di:{MASONS}", "veto:seth-di-veto")
    # no member holds a DI card now: nobody is asked about the Veto, it stands at once, and
    # A2 (hand empty) is not asked for another card: the level is built
    assert state.decision.kind == "alliance-turn"
    assert state.troop_at("f1").size == 3


def test_every_member_with_a_hand_is_asked_whatever_he_holds():
    s = with_temples(
        scenario(3).troop("f1", a1=5).di("a1", "alliance-di-prayer").di("a3", MASONS),
        SacredTemple("f1", 1),
    )
    state, _ = play(turn_start(s), "temple:f1")
    assert state.decision.decider == "a1" and legal(state) == ["done"]
    state, _ = play(state, "done")
    assert state.decision.decider == "a3"


def test_no_card_window_for_a_level_that_costs_one_unit():
    state = turn_start(scenario().troop("f1", a1=5).di("a2", MASONS))
    state, _ = play(state, "temple:f1")
    assert state.decision.kind == "alliance-turn" and state.sacred_at("f1").level == 1


def test_sacred_masons_is_not_a_day_free_action():
    state = scenario().di("a1", MASONS).ask("member-action", "a1")
    assert f"di:{MASONS}" not in legal(state)


# --- documented verbs ----------------------------------------------------------------------------------
def test_the_verbs_of_random_games_are_in_the_notation_doc():
    import re
    from pathlib import Path

    from kemet_tui.core.playout import random_playout

    doc = (Path(__file__).resolve().parents[4] / "docs" / "notation-kemet.md").read_text()
    documented = set(re.findall(r"`([a-z-]+)(?::[^`]*)?`", doc))
    assert {"temple", "ceremony", "rite-di", "sacred", "pay", "power", "sacrifice"} <= documented
    seen: set[str] = set()
    for n in (2, 4):
        engine = random_playout(KEMET, n, {"alliance_size": n}, max_actions=3000).engine
        for state, token in zip(engine.states, engine.tokens, strict=False):
            kind = state.decision.kind if state.decision else ""
            if kind in ("sacred", "ceremony", "rite-di") or token.startswith(("temple", "cere")):
                seen.add(token.partition(":")[0])
    assert {"temple", "ceremony"} <= seen and seen <= documented, seen - documented
