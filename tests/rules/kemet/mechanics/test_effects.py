"""Every non-battle, non-movement tile and DI effect at work in a scenario (hooks.py)."""

from __future__ import annotations

from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal
from kemet_tui.rules.kemet.state.model import Pile


def tiles_step(scenario, who):
    """Run ``who``'s night tiles (a seat, or ``alliance``) at night, up to the next decision."""
    state = scenario.set(phase="night", queue=(f"tiles:{who}",)).build()
    return flow.advance(state)[0]


# --- night tiles (also fired at the Eclipse: test_flow) ---------------------------------------
def test_night_pp_high_priest_and_priest_of_amon():
    scenario = (
        Scenario(n=2).pp("a1", 0).tiles("a1", "white-2-high-priest", "white-4-priest-of-amon")
    )
    assert tiles_step(scenario, "a1").seat("a1").pp == 7


def test_divine_strength_adds_nothing_at_night():
    scenario = (
        Scenario(n=2).pp("a1", 0).tiles("a1", "white-2-high-priest", "black-4-divine-strength")
    )
    assert tiles_step(scenario, "a1").seat("a1").pp == 2


def test_gifts_of_isis_gives_every_member_1_pp_once():
    scenario = Scenario(n=3).pp("a1", 0).pp("a2", 0).pp("a3", 0)
    state = tiles_step(scenario.osiris("alliance-white-gifts-of-isis"), "alliance")
    assert [state.seat(m).pp for m in ("a1", "a2", "a3")] == [1, 1, 1]
    assert tiles_step(scenario, "a1").seat("a1").pp == 0  # not again in a member's own step


def test_night_di_divine_boon_divine_advantage_and_mummy_draw_extra_cards():
    scenario = Scenario(n=2).di("a1").tiles("a1", "white-2-divine-boon", "white-4-mummy")
    assert len(tiles_step(scenario, "a1").seat("a1").di_hand) == 2
    scenario = Scenario(n=2).di("seth").tiles("seth", "purple-3-divine-advantage")
    assert len(tiles_step(scenario, "seth").seat("seth").di_hand) == 2


def test_vision_draws_five_keeps_one_and_discards_the_rest():
    deck = (
        "alliance-di-prayer",
        "alliance-di-veto",
        "alliance-di-glory",
        "alliance-di-escape",
        "alliance-di-war-rage",
        "alliance-di-bronze-wall",
    )
    scenario = Scenario(n=2).di("a1").tiles("a1", "white-3-vision").deck("alliance", *deck)
    state = tiles_step(scenario, "a1")
    assert state.decision.kind == "keep-di" and len(state.decision.get("cards")) == 5
    assert "keep:alliance-di-prayer" not in legal(state)  # the sixth card stays in the deck
    state, _ = play(state, "keep:alliance-di-glory")
    assert state.seat("a1").di_hand == ("alliance-di-glory",)
    assert len(state.alliance_di.discard) == 4 and state.alliance_di.cards == (deck[0],)


def test_wisdom_of_thoth_gives_a_card_to_the_member_the_alliance_names():
    scenario = Scenario(n=2).di("a1").di("a2").temple_powers("temple-power-wisdom-of-thoth")
    state = tiles_step(scenario, "alliance")
    assert state.decision.kind == "give-di" and state.decision.decider == "alliance"
    state, _ = play(state, "give:a2")
    assert len(state.seat("a2").di_hand) == 1 and state.seat("a1").di_hand == ()


def test_hand_of_god_raises_a_pyramid_for_free():
    scenario = Scenario(n=2).pp("a1", 0).tiles("a1", "white-3-hand-of-god")
    state = tiles_step(scenario, "a1")
    assert legal(state) == ["raise:a1a=red2", "raise:a1b=blue2", "raise:a1c=white2"]
    state, _ = play(state, "raise:a1b=blue2")
    assert state.pyramid_at("a1b").level == 2 and state.seat("a1").pp == 0


def test_hand_of_god_for_seth_raises_his_purple_pyramid_at_once():
    state = tiles_step(Scenario(n=2).tiles("seth", "white-3-hand-of-god"), "seth")
    assert state.pyramid_at("sp").level == 2


def test_reinforcements_place_up_to_4_free_units():
    scenario = Scenario(n=2).pp("a1", 0).reserve("a1", 5).tiles("a1", "blue-4-reinforcements")
    state = tiles_step(scenario.troop("t1", a1=4).clear("a1b"), "a1")
    assert legal(state) == ["put:a1b", "put:a1c", "put:t1", "done"]
    state, _ = play(state, "put:t1", "put:a1b", "put:a1b", "put:a1c")
    assert state.seat("a1").reserve == 1 and state.troop_at("t1").size == 5
    assert state.decision.kind != "reinforce"


def test_annexation_takes_a_random_card_from_a_member_seth_names():
    scenario = Scenario(n=2).di("seth").di("a1", "alliance-di-prayer").di("a2", "alliance-di-veto")
    state = tiles_step(scenario.tiles("seth", "purple-2-annexation"), "seth")
    assert legal(state) == ["steal:a1", "steal:a2"]
    state, events = play(state, "steal:a2")
    assert state.seat("seth").di_hand == ("alliance-di-veto",) and state.seat("a2").di_hand == ()
    secret = [e for e in events if "Veto" in e.text]
    assert secret and all(e.seats == ("seth", "a2") for e in secret)


# --- day DI cards -----------------------------------------------------------------------------------
def member_turn(scenario, seat="a1"):
    return scenario.ask("member-action", seat)


def test_prayer_gives_2_pp_after_seth_lets_it_be():
    state = member_turn(Scenario(n=2).pp("a1", 0).di("a1", "alliance-di-prayer"))
    state, _ = play(state, "di:alliance-di-prayer")
    assert state.decision.kind == "veto" and state.decision.decider == "seth"
    state, _ = play(state, "allow")
    assert state.seat("a1").pp == 2 and state.decision.kind == "member-action"
    assert "alliance-di-prayer" in state.alliance_di.discard


def test_a_veto_cancels_the_card_and_its_cost_stays_paid():
    scenario = Scenario(n=2).pp("seth", 3).di("seth", "seth-di-call-of-chaos")
    scenario.di("a2", "alliance-di-veto")
    state = scenario.set(turn_left=("token",)).ask("seth-action", "seth")
    state, _ = play(state, "di:seth-di-call-of-chaos")
    assert legal(state) == ["allow"]  # a1 holds no Veto, and is asked all the same
    state, _ = play(state, "allow")
    assert legal(state) == ["veto:alliance-di-veto", "allow"]
    state, _ = play(state, "veto:alliance-di-veto")
    assert state.seat("seth").pp == 2 and state.seat("seth").di_hand == ()
    assert state.seat("a2").di_hand == ()


def test_call_of_chaos_draws_two_seth_cards_for_1_pp():
    scenario = Scenario(n=2).pp("seth", 1).di("seth", "seth-di-call-of-chaos")
    state = scenario.set(turn_left=("token",)).ask("seth-action", "seth")
    state, _ = play(state, "di:seth-di-call-of-chaos", "allow", "allow")
    assert state.seat("seth").pp == 0 and len(state.seat("seth").di_hand) == 2


def test_call_of_chaos_draws_from_the_deck_only_so_it_cannot_loop_with_dark_bargain():
    pile = Pile(cards=("seth-di-veto",), discard=("seth-di-dark-bargain",))
    scenario = Scenario(n=2).pp("seth", 1).di("seth", "seth-di-call-of-chaos")
    state = scenario.set(turn_left=("token",), seth_di=pile).ask("seth-action", "seth")
    state, events = play(state, "di:seth-di-call-of-chaos", "allow", "allow")
    assert state.seat("seth").di_hand == ("seth-di-veto",)  # one card left, none reshuffled
    assert not any(e.kind == "reshuffle" for e in events)
    assert state.seth_di == Pile((), ("seth-di-dark-bargain", "seth-di-call-of-chaos"))


def test_a_card_needs_its_cost():
    state = member_turn(Scenario(n=2).pp("a1", 0).di("a1", "alliance-di-divine-memory"))
    assert "di:alliance-di-divine-memory" not in legal(state)
    assert "costs 1 PP" in refusal(state, "di:alliance-di-divine-memory")


def test_dark_bargain_gives_seth_1_pp_per_member():
    scenario = Scenario(n=4).pp("seth", 0).di("seth", "seth-di-dark-bargain")
    state = scenario.set(turn_left=("token",)).ask("seth-action", "seth")
    state, _ = play(state, "di:seth-di-dark-bargain", "allow", "allow", "allow", "allow")
    assert state.seat("seth").pp == 4


def test_shared_offering_gives_another_member_2_pp():
    state = member_turn(Scenario(n=3).pp("a3", 0).di("a1", "alliance-di-shared-offering"))
    state, _ = play(state, "di:alliance-di-shared-offering", "allow")
    assert legal(state) == ["give:a2", "give:a3"]
    state, _ = play(state, "give:a3")
    assert state.seat("a3").pp == 2


def test_mana_theft_takes_1_pp_from_seth():
    state = member_turn(Scenario(n=2).pp("a1", 0).pp("seth", 4).di("a1", "alliance-di-mana-theft"))
    state, _ = play(state, "di:alliance-di-mana-theft", "allow")
    assert (state.seat("a1").pp, state.seat("seth").pp) == (1, 3)


def test_raining_fire_destroys_a_unit_of_a_seth_troop():
    state = member_turn(Scenario(n=2).pp("a1", 1).di("a1", "alliance-di-raining-fire"))
    state, _ = play(state, "di:alliance-di-raining-fire", "allow")
    assert legal(state) == ["kill:s1", "kill:s2"]
    state, _ = play(state, "kill:s2")
    assert state.troop_at("s2").size == 5 and state.seat("seth").reserve == 3 + 1


def test_seth_raining_fire_on_a_mixed_troop_lets_the_alliance_choose_the_victim():
    scenario = Scenario(n=2).pp("seth", 1).di("seth", "seth-di-raining-fire")
    scenario.troop("t1", a1=1, a2=2)
    state = scenario.set(turn_left=("token",)).ask("seth-action", "seth")
    state, _ = play(state, "di:seth-di-raining-fire", "allow", "allow", "kill:t1")
    assert state.decision.decider == "alliance" and legal(state) == ["lose:a1", "lose:a2"]
    state, _ = play(state, "lose:a1")
    assert state.troop_at("t1").units == (("a2", 2),)


def test_judgement_of_anubis_saves_the_unit():
    scenario = Scenario(n=2, ta_seti=True).pp("seth", 1).di("seth", "seth-di-raining-fire")
    scenario.osiris("alliance-black-judgement-of-anubis")
    state = scenario.set(turn_left=("token",)).ask("seth-action", "seth")
    before = sum(t.size for t in state.troops)
    state, _ = play(state, "di:seth-di-raining-fire", "allow", "allow")
    assert sum(t.size for t in state.troops) == before and state.decision.kind == "seth-action"


def test_enlistment_places_2_free_units():
    scenario = Scenario(n=2).pp("a1", 0).reserve("a1", 3).di("a1", "alliance-di-enlistment")
    state = member_turn(scenario)
    state, _ = play(state, "di:alliance-di-enlistment", "allow", "put:a1c", "put:a1c")
    assert state.troop_at("a1c").count("a1") == 2 and state.decision.kind == "member-action"


def test_divine_memory_takes_a_card_back_from_the_discard_pile():
    scenario = Scenario(n=2).pp("a1", 1).di("a1", "alliance-di-divine-memory")
    scenario.deck("alliance", discard=("alliance-di-glory",))
    state, _ = play(member_turn(scenario), "di:alliance-di-divine-memory", "allow")
    assert legal(state) == ["take:alliance-di-glory"]
    state, _ = play(state, "take:alliance-di-glory")
    assert state.seat("a1").di_hand == ("alliance-di-glory",)


def test_divine_memory_lists_the_discard_pile_in_an_order_the_seat_may_know():
    """The discard pile's order is secret (view.py sorts it): two states that differ only in
    that order offer the same ``take:`` list, sorted by card, each card once."""
    from kemet_tui.rules.kemet.view.seat import view

    pile = ("alliance-di-veto", "alliance-di-glory", "alliance-di-prayer", "alliance-di-glory")
    states = []
    for discard in (pile, pile[::-1], pile[2:] + pile[:2]):
        scenario = Scenario(n=2).pp("a1", 1).di("a1", "alliance-di-divine-memory")
        scenario.deck("alliance", discard=discard)
        states.append(play(member_turn(scenario), "di:alliance-di-divine-memory", "allow")[0])
    assert len({s.alliance_di.discard for s in states}) == 3  # the real orders differ
    assert all(view(s, "a1") == view(states[0], "a1") for s in states)  # the seat's view not
    lists = [legal(s) for s in states]
    assert lists[0] == [
        "take:alliance-di-glory",
        "take:alliance-di-prayer",
        "take:alliance-di-veto",
    ]
    assert all(tokens == lists[0] for tokens in lists)


def test_battle_and_move_cards_are_not_free_actions_of_the_day():
    scenario = Scenario(n=2).di(
        "a1", "alliance-di-war-rage", "alliance-di-swiftness", "alliance-di-blessing-of-osiris"
    )
    assert not any(t.startswith("di:") for t in legal(member_turn(scenario)))


def test_reign_of_terror_and_judgement_of_anubis_change_destroy_two_units():
    from kemet_tui.rules.kemet.actions.divine import destroy_amount

    scenario = Scenario(n=2, ta_seti=True)
    assert destroy_amount(scenario.build()) == 2
    scenario.tiles("seth", "purple-4-reign-of-terror")
    assert destroy_amount(scenario.build()) == 4
    assert destroy_amount(scenario.osiris("alliance-black-judgement-of-anubis").build()) == 3
