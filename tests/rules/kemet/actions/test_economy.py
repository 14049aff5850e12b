"""Pray, Raise a pyramid, Buy a tile, Recruit, Invocation (research §4.1–4.4; seed-000)."""

from __future__ import annotations

from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal


def member(scenario, seat="a1"):
    return scenario.ask("member-action", seat)


def seth(scenario):
    return scenario.set(turn_left=("token",)).ask("seth-action", "seth")


# --- Pray -----------------------------------------------------------------------------------------
def test_a_member_prays_for_2_pp():
    state, _ = play(member(Scenario(n=2).pp("a1", 0)), "act:pray3")
    assert state.seat("a1").pp == 2


def test_seth_prays_for_3_pp():
    state, _ = play(seth(Scenario(n=2).pp("seth", 0)), "act:pray")
    assert state.seat("seth").pp == 3


def test_priest_adds_1_pp_to_pray():
    state, _ = play(member(Scenario(n=2).pp("a1", 0).tiles("a1", "white-1-priest")), "act:pray3")
    assert state.seat("a1").pp == 3


def test_energy_drain_pays_its_holder_when_another_player_prays():
    scenario = Scenario(n=2).pp("seth", 0).pp("a1", 0).tiles("seth", "purple-1-energy-drain")
    state, _ = play(member(scenario), "act:pray3")
    assert state.seat("seth").pp == 1
    state, _ = play(
        seth(Scenario(n=2).pp("seth", 0).tiles("seth", "purple-1-energy-drain")), "act:pray"
    )
    assert state.seat("seth").pp == 3


def test_divine_strength_adds_1_to_every_gain_during_the_day():
    state, _ = play(
        member(Scenario(n=2).pp("a1", 0).tiles("a1", "black-4-divine-strength")), "act:pray3"
    )
    assert state.seat("a1").pp == 3


# --- Raise a pyramid ---------------------------------------------------------------------------------
def test_raising_costs_the_sum_of_the_new_levels():
    state, _ = play(member(Scenario(n=2).pp("a1", 9)), "act:raise-pyramid", "raise:a1a=red3")
    assert state.pyramid_at("a1a").level == 3 and state.seat("a1").pp == 9 - 2 - 3


def test_raising_needs_the_pp():
    state, _ = play(member(Scenario(n=2).pp("a1", 4)), "act:raise-pyramid")
    assert "raise:a1a=red2" in legal(state) and "raise:a1a=red3" not in legal(state)


def test_a_new_pyramid_takes_a_colour_the_member_lacks():
    scenario = Scenario(n=2).pp("a1", 10).pyramid("a1c", "white", 0)
    state, _ = play(member(scenario), "act:raise-pyramid")
    assert "raise:a1c=white2" in legal(state) and "raise:a1c=red1" not in legal(state)
    state, _ = play(state, "raise:a1c=white2")
    assert state.pyramid_at("a1c").colour == "white" and state.seat("a1").pp == 10 - 3


def test_no_raise_in_a_district_seth_holds():
    state, _ = play(member(Scenario(n=2).pp("a1", 10).troop("a1a", seth=2)), "act:raise-pyramid")
    assert not any(t.startswith("raise:a1a") for t in legal(state))


def test_slaves_take_1_pp_off_each_level_and_priest_of_ra_1_off_the_payment():
    scenario = Scenario(n=2).pp("a1", 10).tiles("a1", "white-2-slaves", "white-4-priest-of-ra")
    state, _ = play(member(scenario), "act:raise-pyramid", "raise:a1a=red4")
    assert state.seat("a1").pp == 10 - ((2 - 1) + (3 - 1) + (4 - 1) - 1)


def test_seth_raises_his_purple_pyramid():
    state, _ = play(seth(Scenario(n=2).pp("seth", 5)), "act:raise-pyramid", "raise:sp=purple3")
    assert state.pyramid_at("sp").level == 3 and state.seat("seth").pp == 0


# --- Buy a tile -------------------------------------------------------------------------------------------
def test_a_tile_needs_a_pyramid_of_its_colour_at_its_level():
    state, _ = play(member(Scenario(n=2).pp("a1", 9)), "act:buy-red")
    assert "buy:red-1-charge" in legal(state) and "buy:red-2-carnage" not in legal(state)
    state, _ = play(member(Scenario(n=2).pp("a1", 9).pyramid("a1a", "red", 2)), "act:buy-red")
    assert "buy:red-2-carnage" in legal(state)


def test_a_tile_costs_its_level_less_priestess():
    state, _ = play(
        member(Scenario(n=2).pp("a1", 9).pyramid("a1a", "red", 3)),
        "act:buy-red",
        "buy:red-3-blades-of-neith",
    )
    assert state.seat("a1").pp == 6 and "red-3-blades-of-neith" in state.seat("a1").tiles
    assert "red-3-blades-of-neith" not in state.market
    scenario = Scenario(n=2).pp("a1", 9).pyramid("a1a", "red", 3).tiles("a1", "white-1-priestess")
    state, _ = play(member(scenario), "act:buy-red", "buy:red-3-blades-of-neith")
    assert state.seat("a1").pp == 7


def test_a_pyramid_counts_for_whoever_controls_its_district():
    scenario = Scenario(n=2).pp("a1", 9).pyramid("a1a", "red", 3).troop("a1a", seth=1)
    state, _ = play(member(scenario), "act:buy-red")
    assert "buy:red-3-blades-of-neith" not in legal(state)


def test_no_second_copy_of_a_tile():
    state, _ = play(member(Scenario(n=2).pp("a1", 9).tiles("a1", "red-1-charge")), "act:buy-red")
    assert "buy:red-1-charge" not in legal(state)
    assert "already has" in refusal(state, "buy:red-1-charge")


def test_one_tile_of_a_colour_per_day():
    scenario = Scenario(n=2).pp("a1", 9).seat("a1", bought_colours=("purple",))
    scenario.pyramid("a1a", "red", 2).pyramid("a1b", "blue", 2).pyramid("a1c", "white", 2)
    state, _ = play(member(scenario), "act:buy-blue")
    assert not any(t.startswith("buy:purple") for t in legal(state))
    assert "today" in refusal(state, "buy:purple-1-desert-wind")


def test_a_member_buys_purple_when_his_three_pyramids_reach_its_level():
    scenario = Scenario(n=2).pp("a1", 9)
    state, _ = play(member(scenario), "act:buy-white")
    assert "buy:purple-1-desert-wind" in legal(state)
    assert "buy:purple-2-cobra" not in legal(state)
    assert "buy:purple-1-units-corruption" not in legal(state)  # Seth only
    scenario.pyramid("a1a", "red", 2).pyramid("a1b", "blue", 2).pyramid("a1c", "white", 2)
    state, _ = play(member(scenario), "act:buy-white")
    assert "buy:purple-2-cobra" in legal(state)


def test_seth_buys_purple_up_to_his_pyramid_level():
    state, _ = play(seth(Scenario(n=2).pp("seth", 9)), "act:buy-purple")
    assert "buy:purple-1-units-corruption" in legal(state)
    assert not any(t.startswith("buy:red") or t.startswith("buy:purple-2") for t in legal(state))


def test_an_alliance_tile_goes_to_the_osiris_board_and_serves_every_member():
    scenario = Scenario(n=2).pp("a1", 9).pyramid("a1c", "white", 3).pp("a2", 0)
    state, _ = play(member(scenario), "act:buy-white", "buy:alliance-white-gifts-of-isis")
    assert state.osiris == ("alliance-white-gifts-of-isis",)
    assert "alliance-white-gifts-of-isis" not in state.seat("a1").tiles


def test_a_creature_joins_a_troop_of_its_buyer_in_his_city_and_seth_drops_its_card():
    scenario = Scenario(n=2).pp("a1", 9).pyramid("a1a", "red", 3)
    state, _ = play(member(scenario), "act:buy-red", "buy:red-3-royal-scarab")
    assert "creature-card-royal-scarab" not in state.seat("seth").creature_cards
    assert legal(state) == ["put:a1a", "put:a1b", "reserve"]
    state, _ = play(state, "put:a1b")
    assert state.troop_at("a1b").creature == "red-3-royal-scarab"
    assert state.troop_at("a1b").creature_owner == "a1"


def test_a_creature_without_a_troop_in_the_city_waits_in_reserve():
    scenario = Scenario(n=2).pp("a1", 9).pyramid("a1a", "red", 3).clear("a1a", "a1b")
    state, _ = play(member(scenario.troop("t1", a1=2)), "act:buy-red", "buy:red-3-royal-scarab")
    assert state.seat("a1").creatures_in_reserve == ("red-3-royal-scarab",)


def test_offensive_strategy_takes_back_discards_and_replaces_a_card():
    scenario = Scenario(n=2).pp("a1", 9).pyramid("a1a", "red", 2)
    scenario.seat(
        "a1",
        battle_hand=("card-cavalry-blitz", "card-shield-push"),
        battle_discard=("card-chariot-raid",),
    )
    state, _ = play(member(scenario), "act:buy-red", "buy:red-2-offensive-strategy")
    assert state.decision.kind == "drop-card"
    state, _ = play(state, "drop:card-shield-push")
    me = state.seat("a1")
    assert sorted(me.battle_hand) == [
        "card-cavalry-blitz",
        "card-chariot-raid",
        "card-offensive-strategy",
    ]
    assert me.battle_discard == ()


def test_mirror_of_seth_adds_the_battle_mirror_card():
    state, _ = play(
        seth(Scenario(n=2).pp("seth", 9).pyramid("sp", "purple", 2)),
        "act:buy-purple",
        "buy:purple-2-mirror-of-seth",
    )
    assert "card-battle-mirror" in state.seat("seth").battle_hand


def test_mercenaries_add_3_units_placed_at_once_for_free():
    scenario = Scenario(n=2, ta_seti=True).pp("a1", 1).reserve("a1", 0)
    scenario.pyramid("a1c", "black", 1).clear("a1b")
    state, _ = play(member(scenario), "act:buy-white")
    assert "cannot be bought on this space" in refusal(state, "buy:black-1-mercenaries")
    state, _ = play(member(scenario), "act:buy-black", "buy:black-1-mercenaries")
    assert state.seat("a1").reserve == 3 and state.decision.kind == "recruit"
    state, _ = play(state, "put:a1b", "put:a1b", "put:a1c")
    assert state.troop_at("a1b").count("a1") == 2 and state.seat("a1").pp == 0


# --- Invocation ----------------------------------------------------------------------------------------------
def test_invocation_draws_a_seth_di_card():
    state, _ = play(seth(Scenario(n=2).di("seth")), "act:invocation")
    assert len(state.seat("seth").di_hand) == 1


# --- Recruit ---------------------------------------------------------------------------------------------------
def test_recruiting_costs_1_pp_a_unit_into_the_city_within_the_limit():
    scenario = Scenario(n=2).pp("a1", 2).reserve("a1", 5).troop("a1a", a1=4).troop("a1b", a1=1)
    state, _ = play(member(scenario), "act:recruit")
    assert legal(state) == ["put:a1a", "put:a1b", "put:a1c", "done"]
    state, _ = play(state, "put:a1a")
    assert "put:a1a" not in legal(state)
    state, _ = play(state, "put:a1c")
    assert [t for t in legal(state) if t.startswith("put")] == []
    state, _ = play(state, "done")
    assert state.seat("a1").pp == 0 and state.troop_at("a1c").units == (("a1", 1),)


def test_seth_recruits_into_his_sectors_up_to_6():
    state, _ = play(seth(Scenario(n=2).pp("seth", 5)), "act:recruit")
    assert legal(state) == ["put:s3", "done"]


def test_recruiting_scribe_brings_2_free_units():
    scenario = Scenario(n=2).pp("a1", 0).reserve("a1", 3).tiles("a1", "blue-1-recruiting-scribe")
    state, _ = play(member(scenario), "act:recruit", "put:a1c", "put:a1c")
    assert [t for t in legal(state) if t.startswith("put")] == []
    assert state.troop_at("a1c").count("a1") == 2


def test_priest_of_ra_takes_1_pp_off_a_recruit():
    scenario = Scenario(n=2).pp("a1", 1).reserve("a1", 3).tiles("a1", "white-4-priest-of-ra")
    state, _ = play(member(scenario), "act:recruit", "put:a1c", "put:a1c", "done")
    assert state.seat("a1").pp == 0 and state.troop_at("a1c").count("a1") == 2


def test_enforced_recruitment_recruits_onto_any_troop_of_his():
    scenario = Scenario(n=2, ta_seti=True).pp("a1", 2).troop("t1", a1=1)
    state, _ = play(member(scenario), "act:recruit")
    assert "put:t1" not in legal(state)
    scenario.tiles("a1", "black-1-enforced-recruitment")
    state, _ = play(member(scenario), "act:recruit")
    assert "put:t1" in legal(state)


def test_a_creature_in_reserve_joins_a_city_troop_with_a_recruit():
    scenario = Scenario(n=2).seat("a1", creatures_in_reserve=("red-3-royal-scarab",))
    state, _ = play(member(scenario), "act:recruit", "put:a1a,red-3-royal-scarab", "done")
    assert state.troop_at("a1a").creature == "red-3-royal-scarab"
    assert state.seat("a1").creatures_in_reserve == ()


def test_recruiting_into_a_district_an_enemy_holds_attacks_it(monkeypatch):
    from kemet_tui.rules.kemet.actions import recruit

    calls = []

    def fake(state, seat, space, units):
        calls.append((seat, space, units))
        return state

    monkeypatch.setattr(recruit, "begin_recruit_battle", fake)
    scenario = Scenario(n=2).pp("a1", 3).reserve("a1", 3).troop("a1a", seth=2)
    state, _ = play(member(scenario), "act:recruit", "put:a1a", "put:a1a")
    assert "put:a1c" in legal(state) and "put:a1b" not in legal(state)  # a1b holds 5
    state, _ = play(state, "done")
    assert calls == [("a1", "a1a", 2)] and state.seat("a1").reserve == 1


def test_recruits_into_an_enemy_district_start_a_real_battle():
    scenario = Scenario(n=2).pp("a1", 3).reserve("a1", 3).troop("a1a", seth=1)
    state, _ = play(member(scenario), "act:recruit", "put:a1a", "put:a1a", "done")
    battle = [d for d in state.pending if d.kind == "battle"]
    assert battle and battle[0].get("att_units") == (("a1", 2),)
    assert battle[0].get("attacker") == "a1" and not battle[0].get("moved")
