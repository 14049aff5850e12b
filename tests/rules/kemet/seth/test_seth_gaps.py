"""Part-1 gaps on Seth's side or shared: a Veto vetoed in turn, a lone creature's home chosen by
its controller, Osiris's risen unit, Hand of God building a new pyramid, DI costs."""

from __future__ import annotations

from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal
from kemet_tui.rules.kemet.state.model import SETH

FIRE = "seth-di-raining-fire"


def seth_turn(scenario: Scenario):
    return scenario.set(turn_left=("token",)).ask("seth-action", SETH)


# --- a Veto may be vetoed (data: Veto cancels "a DI card [the other side] has just played") --------
def test_a_veto_vetoed_in_turn_lets_the_first_card_take_effect():
    state = seth_turn(
        Scenario(n=2)
        .di(SETH, FIRE, "seth-di-veto")
        .di("a1", "alliance-di-veto")
        .clear()
        .troop("t1", a1=2)
    )
    state, _ = play(state, f"di:{FIRE}")
    assert state.decision.kind == "veto" and state.decision.decider == "a1"
    state, _ = play(state, "veto:alliance-di-veto")
    assert state.decision.decider == SETH and legal(state) == ["veto:seth-di-veto", "allow"]
    state, _ = play(state, "veto:seth-di-veto")
    # A1 played the only card held: only A2 is asked about Seth's Veto
    assert state.decision.kind == "veto" and state.decision.decider == "a2"
    state, events = play(state, "allow")
    assert any("Veto is cancelled" in e.text for e in events)
    # A1's Veto is gone: Raining Fire's own window goes on with A2, who had not been asked
    assert state.decision.kind == "veto" and state.decision.decider == "a2"
    assert state.decision.get("card") == FIRE
    state, _ = play(state, "allow", "kill:t1")
    assert state.troop_at("t1").count("a1") == 1
    assert state.seat(SETH).pp == 6 - 1  # Raining Fire's cost, paid when played


def test_a_veto_let_be_cancels_the_card():
    state = seth_turn(
        Scenario(n=2).di(SETH, FIRE).di("a2", "alliance-di-veto").clear().troop("t1", a1=2)
    )
    state, _ = play(state, f"di:{FIRE}", "allow")
    state, events = play(state, "veto:alliance-di-veto")
    # Seth's hand is empty since Raining Fire: nobody is asked, the Veto stands at once
    assert state.decision.kind == "seth-action"
    assert any("Raining Fire is cancelled" in e.text for e in events)
    assert state.troop_at("t1").count("a1") == 2 and state.seat(SETH).pp == 5


# --- a creature whose controller lost his last unit goes to the district he chooses -----------------
def test_the_controller_chooses_among_several_homes_for_his_creature():
    state = seth_turn(
        Scenario(n=2)
        .di(SETH, FIRE)
        .clear()
        .troop("t1", creature="blue-2-ancestral-elephant", a1=1)
        .troop("a1a", a1=2)
        .troop("a1b", a1=1)
    )
    state, _ = play(state, f"di:{FIRE}", "allow", "allow", "kill:t1")
    assert state.decision.kind == "creature-home" and state.decision.decider == "a1"
    assert legal(state) == ["home:a1a", "home:a1b"]
    assert "holding one of your units" in refusal(state, "home:a1c")
    state, _ = play(state, "home:a1b")
    assert state.troop_at("a1b").creature == "blue-2-ancestral-elephant"
    assert state.troop_at("t1") is None


def test_a_single_home_needs_no_question():
    state = seth_turn(
        Scenario(n=2)
        .di(SETH, FIRE)
        .clear()
        .troop("t1", creature="blue-2-ancestral-elephant", a1=1)
        .troop("a1c", a1=1)
    )
    state, _ = play(state, f"di:{FIRE}", "allow", "allow", "kill:t1")
    assert state.troop_at("a1c").creature == "blue-2-ancestral-elephant"


def test_seth_chooses_the_sector_his_creature_returns_to_after_a_recall():
    from kemet_tui.rules.kemet.battle import start_battle
    from kemet_tui.rules.kemet.state.model import make_troop

    state = Scenario(n=2).clear().troop("s1", seth=2).troop("s2", seth=1).troop("f1", a1=5).build()
    troop = make_troop("f1", {SETH: 2}, "purple-3-crocodile", SETH)
    state, _ = start_battle(state, SETH, "f1", troop=troop)
    state, _ = play(
        state,
        "done",
        "fight:card-phalanx-defense/card-cavalry-blitz",
        "done",
        "fight:seth-card-serpent-strike/seth-card-jackal-charge",
    )
    # 2 + 2 + 1 + 1 = 6 against 5 + 2 = 7: Seth lost; he recalls his troop
    assert state.decision.kind == "battle-retreat" and state.decision.decider == SETH
    state, _ = play(state, "recall")
    assert state.decision.kind == "creature-home" and legal(state) == ["home:s1", "home:s2"]
    state, _ = play(state, "home:s2")
    assert state.troop_at("s2").creature == "purple-3-crocodile"


# --- Hand of God may start a new pyramid ------------------------------------------------------------
def test_hand_of_god_may_raise_an_empty_district_to_a_new_level_1_pyramid():
    state = (
        Scenario(n=2)
        .tiles("a1", "white-3-hand-of-god")
        .pyramid("a1c", "white", 0)
        .set(phase="night", queue=("tiles:a1",))
        .build()
    )
    state, _ = flow.advance(state)
    assert state.decision.kind == "free-level"
    assert "raise:a1c=white1" in legal(state) and "raise:a1a=red2" in legal(state)
    assert "raise:a1c=red1" not in legal(state)  # a colour he already has
    state, _ = play(state, "raise:a1c=white1")
    assert state.pyramid_at("a1c").level == 1
