"""The Great Ceremony (seed-000 §The Great Ceremony; kemet-seth.md §Sacred temples and the Great
Ceremony): who may perform it, its cost, who pays how much, Blessing of Osiris, the power
chosen and the portal."""

from __future__ import annotations

from kemet_tui.rules.kemet.actions import movepaths
from kemet_tui.rules.kemet.alliance import ceremony
from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal
from kemet_tui.rules.kemet.state.model import SacredTemple

BLESSING = "alliance-di-blessing-of-osiris"


def scenario(n: int = 3) -> Scenario:
    s = Scenario(n=n)
    for member in ("a1", "a2", "a3", "a4", "a5")[:n]:
        s.di(member)
    return s


def turn_start(s: Scenario):
    return flow.advance(s.set(day_step=1).build())[0]


def rulebook_example() -> Scenario:
    """3 members: Brian (a2) and Nikki (a3) each raised a pyramid to level 4, the Alliance holds
    a temple: 3 temporary VP. Jon (a1) and Nikki stand on two different obelisk deserts."""
    return (
        scenario(3)
        .pyramid("a2a", "red", 4)
        .pyramid("a3b", "blue", 4)
        .troop("t1", a2=1)
        .troop("o1", a1=2)
        .troop("o2", a3=2)
        .pp("a1", 10)
        .pp("a3", 10)
        .pp("a2", 30)
    )


# --- the rulebook's example -------------------------------------------------------------------------
def test_three_members_with_three_temporary_vp_pay_eighteen_between_jon_and_nikki():
    state = turn_start(rulebook_example())
    assert ceremony.cost(state) == 30 - 12 == 18
    assert ceremony.participants(state) == ("a1", "a3")
    state, events = play(state, "ceremony")
    assert state.decision.kind == "ceremony"
    assert legal(state) == ["pay:a1=8", "pay:a1=9", "pay:a1=10"]  # Nikki must pay the rest
    state, events = play(state, "pay:a1=8")
    assert state.seat("a1").pp == 2 and state.seat("a3").pp == 0 and state.seat("a2").pp == 30
    assert state.decision.get("stage") == "power"
    assert not state.portal_open


def test_the_ceremony_ends_with_a_chosen_power_and_the_portal_open():
    state = turn_start(rulebook_example())
    state, _ = play(state, "ceremony", "pay:a1=10")
    left = sorted(state.powers_left)
    assert legal(state) == [f"power:{p}" for p in left]
    state, events = play(state, "power:temple-power-spear-of-horus")
    assert state.temple_powers == ("temple-power-spear-of-horus",)
    assert "temple-power-spear-of-horus" not in state.powers_left and len(state.powers_left) == 5
    assert state.portal_open and state.great_ceremony_done
    assert state.decision.kind == "alliance-turn" and state.decision.get("first")
    assert any("portal" in e.text for e in events)
    assert movepaths.may_use_portal(state, "alliance")


def test_the_portal_stays_closed_to_the_alliance_before():
    state = turn_start(rulebook_example())
    assert not movepaths.may_use_portal(state, "alliance")
    assert movepaths.may_use_portal(state, "seth")


# --- who, when, how much ---------------------------------------------------------------------------------
def test_no_member_on_an_obelisk_desert():
    state = turn_start(scenario(2).troop("f1", a1=2).pp("a1", 40))
    assert "ceremony" not in legal(state)
    assert "no member stands on an obelisk desert" in refusal(state, "ceremony")


def test_a_temple_or_the_sanctuary_is_not_an_obelisk_desert():
    state = turn_start(scenario(2).troop("t1", a1=2).troop("sa", a2=2).pp("a1", 40))
    assert "no member stands on an obelisk desert" in refusal(state, "ceremony")


def test_refused_when_the_members_there_cannot_reach_the_total():
    state = turn_start(scenario(2).troop("o1", a1=1).pp("a1", 19).pp("a2", 50))
    assert ceremony.cost(state) == 20
    assert "costs 20 PP" in refusal(state, "ceremony") and "hold 19" in refusal(state, "ceremony")


def test_only_members_standing_there_pay():
    state = turn_start(scenario(2).troop("o3", a2=1).pp("a2", 20).pp("a1", 50))
    state, _ = play(state, "ceremony")  # one payer: his share leaves no choice
    assert state.seat("a2").pp == 0 and state.seat("a1").pp == 50
    assert state.decision.get("stage") == "power"


def test_a_mixed_troop_on_an_obelisk_desert_makes_both_members_payers():
    state = turn_start(scenario(2).troop("o1", a1=1, a2=1).pp("a1", 12).pp("a2", 12))
    assert ceremony.participants(state) == ("a1", "a2")
    state, _ = play(state, "ceremony")
    assert legal(state) == [f"pay:a1={n}" for n in range(8, 13)]


def test_once_a_game():
    state = turn_start(scenario(2).troop("o1", a1=1).pp("a1", 40).set(great_ceremony_done=True))
    assert "performed already" in refusal(state, "ceremony")


def test_only_at_the_start_of_an_alliance_turn():
    state = turn_start(scenario(3).troop("o1", a1=1).pp("a1", 40))
    assert "ceremony" in legal(state)
    state, _ = play(state, "next:a2", "act:pray2")
    assert "before any member acts" in refusal(state, "ceremony")


def test_temporary_vp_lower_the_cost_to_zero_and_no_payment_is_asked():
    s = scenario(2).troop("o1", a1=1).troop("t1", a2=1).troop("t2", a2=1).troop("t3", a2=1)
    s = s.troop("tg", a2=1).troop("f1", a2=1).pp("a1", 0)
    state = turn_start(s.set(sacred_temples=(SacredTemple("f1", 3, "prayer-token-1"),)))
    assert ceremony.cost(state) == 0
    state, _ = play(state, "ceremony")
    assert state.decision.get("stage") == "power" and state.seat("a1").pp == 0


def test_a_level_three_sacred_temple_held_lowers_the_cost():
    s = scenario(2).troop("o1", a1=1).troop("f1", a2=1)
    state = turn_start(s.set(sacred_temples=(SacredTemple("f1", 3, "prayer-token-1"),)))
    assert ceremony.cost(state) == 16
    state = turn_start(s.set(sacred_temples=(SacredTemple("f1", 2, "prayer-token-1"),)))
    assert ceremony.cost(state) == 20


def test_the_ceremony_and_temples_in_the_same_window():
    state = turn_start(scenario(2).troop("o1", a1=1).troop("f1", a2=2).pp("a1", 20))
    state, _ = play(state, "ceremony", "power:temple-power-wings-of-shu", "temple:f1")
    assert state.great_ceremony_done and state.sacred_at("f1").level == 1
    assert "ceremony" not in legal(state)


# --- Blessing of Osiris -------------------------------------------------------------------------------------
def test_blessing_of_osiris_lowers_the_total_by_four():
    state = turn_start(scenario(2).troop("o1", a1=1).pp("a1", 20).di("a2", BLESSING))
    state, _ = play(state, "ceremony")
    assert state.decision.kind == "rite-di" and state.decision.decider == "a2"
    state, _ = play(state, f"di:{BLESSING}", "allow")  # A2's hand is empty: not asked again
    assert state.seat("a1").pp == 4


def test_blessing_of_osiris_vetoed():
    s = scenario(2).troop("o1", a1=1).pp("a1", 20).di("a1", BLESSING).di("seth", "seth-di-veto")
    state, _ = play(turn_start(s), "ceremony", f"di:{BLESSING}", "veto:seth-di-veto")
    # no member holds a DI card now: nobody is asked about the Veto, it stands at once, and
    # A1 (hand empty) is not asked for another card: the Ceremony goes on
    assert state.decision.kind == "ceremony"
    state, _ = play(state, f"power:{legal(state)[0][6:]}")
    assert state.seat("a1").pp == 0


def test_blessing_cannot_start_an_unaffordable_ceremony():
    state = turn_start(scenario(2).troop("o1", a1=1).pp("a1", 16).di("a1", BLESSING))
    assert "ceremony" not in legal(state)
