"""Setup of a Kemet: Seth game (seed-000 §Game Setup, kemet-seth.md §Setup): one test a rule."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from kemet_tui.core.engine import Engine
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.flow.setup import free_tiles, new_state, pyramid_layouts, unit_spreads
from kemet_tui.rules.kemet.scenario import play
from kemet_tui.rules.kemet.state.options import KemetOptions


def fresh(n=3, ta_seti=False):
    return new_state(7, KemetOptions(alliance_size=n, ta_seti=ta_seti))


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_seats_are_seth_then_the_members(n):
    state = KEMET.new_game(1, {"alliance_size": n})
    assert KEMET.seats(state) == ("seth",) + tuple(f"a{i}" for i in range(1, n + 1))
    assert KEMET.sides(state) == ("seth", "alliance")
    assert KEMET.side_of(state, "a2") == "alliance" and KEMET.side_of(state, "seth") == "seth"


def test_seth_starts_with_6_pp_15_units_and_n_plus_1_purple_tokens_and_one_per_member():
    seth = fresh(3).seat("seth")
    assert seth.pp == 6 and seth.reserve == 15
    assert seth.tokens.count("token-purple") == 4
    assert sorted(t for t in seth.tokens if t != "token-purple") == ["a1", "a2", "a3"]


def test_members_start_with_5_pp_12_units_4_tokens_6_battle_cards():
    member = fresh(3).seat("a2")
    assert (member.pp, member.reserve, len(member.tokens), len(member.battle_hand)) == (5, 12, 4, 6)


def test_ta_seti_adds_two_battle_cards_and_three_creature_cards():
    plain, ta_seti = fresh(2), fresh(2, ta_seti=True)
    assert len(ta_seti.seat("a1").battle_hand) == len(plain.seat("a1").battle_hand) + 2
    assert len(ta_seti.seat("seth").battle_hand) == len(plain.seat("seth").battle_hand) + 2
    assert len(plain.seat("seth").creature_cards) == 7
    assert len(ta_seti.seat("seth").creature_cards) == 10


def test_every_seat_draws_one_di_card_from_its_own_shuffled_deck():
    state = fresh(4)
    assert all(len(state.seat(s).di_hand) == 1 for s in state.seat_ids)
    assert state.seat("seth").di_hand[0].startswith("seth-di-")
    assert len(state.seth_di.cards) == 14 and len(state.alliance_di.cards) == 40 - 4


def test_the_osiris_pool_holds_6_temple_powers_and_4_prayer_tokens_face_down():
    state = fresh(2)
    assert len(state.powers_left) == 6 and len(state.prayer_tokens_left) == 4
    assert state.temple_powers == () and state.osiris == () and not state.portal_open


def test_seth_purple_pyramid_starts_at_level_1():
    pyramid = fresh(2).pyramid_at("sp")
    assert (pyramid.colour, pyramid.level) == ("purple", 1)


def test_the_setup_asks_seth_first_then_each_member_pyramids_units_tile():
    state = KEMET.new_game(3, {"alliance_size": 2})
    kinds = [(d.kind, d.decider) for d in reversed(state.pending)]
    assert kinds == [
        ("setup-units", "seth"),
        ("setup-tile", "seth"),
        ("setup-pyramids", "a1"),
        ("setup-units", "a1"),
        ("setup-tile", "a1"),
        ("setup-pyramids", "a2"),
        ("setup-units", "a2"),
        ("setup-tile", "a2"),
    ]


def test_starting_pyramids_are_1_1_1_or_2_1_0_one_colour_each():
    layouts = pyramid_layouts(fresh(2), "a1")
    assert len(layouts) == 6 + 36
    for action in layouts:
        levels = sorted(int(arg[-1]) for arg in action.args)
        colours = [arg.split("=")[1][:-1] for arg in action.args]
        assert levels in ([1, 1, 1], [1, 2]) and len(set(colours)) == len(colours)
    assert "pyr:a1a=red3" not in {a.token for a in layouts}


def test_ta_seti_lets_a_member_start_with_a_black_pyramid():
    tokens = {a.token for a in pyramid_layouts(fresh(2, ta_seti=True), "a1")}
    assert "pyr:a1a=black2,a1b=red1" in tokens


def test_starting_units_fill_the_city_within_the_troop_limit():
    state = fresh(2)
    for action in unit_spreads(state, "a1"):
        counts = [int(x) for x in action.args]
        assert sum(counts) == 10 and max(counts) <= 5
    for action in unit_spreads(state, "seth"):
        counts = [int(x) for x in action.args]
        assert sum(counts) == 12 and max(counts) <= 6


def test_the_free_tile_is_level_1_of_a_colour_the_member_built():
    state, _ = play(
        KEMET.new_game(5, {"alliance_size": 2}),
        "units:6,6,0",
        "tile:purple-1-energy-drain",
        "pyr:a1a=red2,a1b=blue1",
    )
    tiles = {a.args[0] for a in free_tiles(state, "a1")}
    assert "red-1-charge" in tiles and "blue-1-defense" in tiles
    assert not any(t.startswith(("white", "purple")) for t in tiles)


def test_seth_free_tile_is_a_level_1_purple_tile():
    tiles = {a.args[0] for a in free_tiles(fresh(2), "seth")}
    assert tiles == {
        "purple-1-units-corruption",
        "purple-1-servile-corruption",
        "purple-1-energy-drain",
        "purple-1-desert-wind",
    }


def test_after_the_first_night_a_member_has_7_pp_and_2_di_cards():
    engine = Engine(KEMET, 9, {"alliance_size": 2})
    for token in (
        "units:6,6,0",
        "tile:purple-1-desert-wind",
        "pyr:a1a=red1,a1b=blue1,a1c=white1",
        "units:5,5,0",
        "tile:red-1-charge",
        "pyr:a2a=red1,a2b=blue1,a2c=white1",
        "units:5,5,0",
        "tile:white-1-priest",
    ):
        engine.play_token(token)
    state = engine.state
    assert state.phase == "day" and state.round == 1
    assert state.seat("a1").pp == 7 and len(state.seat("a1").di_hand) == 2
    assert state.seat("seth").pp == 6 + 2 and len(state.seat("seth").di_hand) == 2
    assert state.troop_at("a1a").units == (("a1", 5),) and state.seat("a1").reserve == 2
    assert state.seat("a2").tiles == ("white-1-priest",)


@pytest.mark.parametrize(
    "options",
    [
        {"alliance_size": 1},
        {"alliance_size": 6},
        {"seth_target_vp": 9},
        {"players": ["Ann", "Bob"]},
        {"colour": "red"},
    ],
)
def test_bad_options_are_refused(options):
    with pytest.raises(ValidationError):
        KEMET.new_game(0, options)


def test_player_names_label_the_seats():
    state = KEMET.new_game(0, {"alliance_size": 2, "players": ["Set", "Ann", "Bob"]})
    assert KEMET.seat_label(state, "seth") == "Set (Seth)"
    assert KEMET.seat_label(state, "a2") == "Bob (A2)"
    assert KEMET.seat_label(state, "alliance") == "The Alliance"
