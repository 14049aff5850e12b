"""The Osiris board (seed-000 §Osiris Game Board): Alliance tiles bought with a normal Buy and
shared, the Osiris creature, prayer tokens at the end of the Day, level-3 sacred temples as
temples (night PP, temple VP, temporary VP), each temple power at work, and ``osiris.summary``."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.alliance import osiris
from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics import forces
from kemet_tui.rules.kemet.scenario import Scenario, legal, play, refusal
from kemet_tui.rules.kemet.state.model import SacredTemple
from tests.rules.kemet.battle.test_battle import CAVALRY, CHARIOT, FURY, SHIELD, WALL, attack, fight
from tests.rules.kemet.movebattle_setup import make_state, place

pytestmark = pytest.mark.usefixtures("seth_cards_as_written")

PRAYER_FRONTS = {"prayer-token-1": 2, "prayer-token-2": 2, "prayer-token-3": 3, "prayer-token-4": 3}


def scenario(n: int = 2) -> Scenario:
    s = Scenario(n=n)
    for member in ("a1", "a2", "a3", "a4", "a5")[:n]:
        s.di(member)
    return s


def run(s: Scenario, *steps: str):
    """Run these automatic steps (then the flow goes on to the next decision)."""
    return flow.advance(s.set(queue=steps).build())[0]


def temple(level: int, token: str = "prayer-token-1", space: str = "f1") -> SacredTemple:
    return SacredTemple(
        space,
        level,
        token if level >= 2 else None,
        "temple-power-hands-of-ptah" if level >= 3 else None,
    )


# --- prayer tokens at the end of the Day -----------------------------------------------------------
def test_each_prayer_token_gives_its_back_then_its_front_to_the_holder():
    for token, front in PRAYER_FRONTS.items():
        for level, pp in ((2, 1), (3, front)):
            s = scenario().troop("f1", a1=1).pp("a1", 0).set(sacred_temples=(temple(level, token),))
            assert run(s, "prayer-levels:").seat("a1").pp == pp, (token, level)


def test_a_level_one_temple_gives_no_prayer_pp():
    s = scenario().troop("f1", a1=1).pp("a1", 0).set(sacred_temples=(temple(1),))
    assert run(s, "prayer-levels:").seat("a1").pp == 0


def test_nobody_there_nobody_prays():
    s = scenario().pp("a1", 0).set(sacred_temples=(temple(2),))
    assert run(s, "prayer-levels:").seat("a1").pp == 0


def test_a_mixed_troop_chooses_the_controller_who_takes_the_pp():
    s = scenario().troop("f1", a1=1, a2=1).pp("a1", 0).pp("a2", 0)
    state = run(s.set(sacred_temples=(temple(2),)), "prayer-levels:")
    assert state.decision.kind == "pp-share" and legal(state) == ["pp:a1", "pp:a2"]
    state, _ = play(state, "pp:a2")
    assert (state.seat("a1").pp, state.seat("a2").pp) == (0, 1)


def test_seth_holding_a_sacred_temple_takes_its_prayer_pp():
    s = scenario().troop("f1", seth=2).pp("seth", 0)
    s = s.set(sacred_temples=(temple(3, "prayer-token-3"),))
    assert run(s, "prayer-levels:").seat("seth").pp == 3


# --- a level-3 sacred temple is a temple ----------------------------------------------------------------
def test_a_level_three_sacred_temple_gives_night_pp_to_its_alliance_holder():
    s = scenario().troop("f1", a1=1).pp("a1", 0).set(phase="night")
    assert run(s.set(sacred_temples=(temple(3),)), "temples:").seat("a1").pp == 2
    assert run(s.set(sacred_temples=(temple(2),)), "temples:").seat("a1").pp == 0


def test_seth_takes_no_night_pp_from_a_sacred_temple():
    s = scenario().troop("f1", seth=1).pp("seth", 0).set(phase="night")
    assert run(s.set(sacred_temples=(temple(3),)), "temples:").seat("seth").pp == 0


def test_temple_vp_counts_level_three_sacred_temples():
    s = scenario().troop("t1", a1=1).troop("f1", a2=1)
    assert run(s.set(sacred_temples=(temple(3),)), "temple-vp:").alliance_vp == 1
    assert run(s.set(sacred_temples=(temple(2),)), "temple-vp:").alliance_vp == 0


def test_an_alliance_of_three_needs_three_temples_sacred_ones_included():
    s = scenario(3).troop("t1", a1=1).troop("f1", a2=1)
    assert run(s.set(sacred_temples=(temple(3),)), "temple-vp:").alliance_vp == 0
    s = s.troop("t2", a3=1)
    assert run(s.set(sacred_temples=(temple(3),)), "temple-vp:").alliance_vp == 1


def test_temporary_vp_temples_held_and_level_four_pyramids():
    s = scenario().troop("t1", a1=1).troop("f1", a2=1).troop("b1", a2=1).pyramid("a1a", "red", 4)
    s = s.set(sacred_temples=(temple(3), temple(2, space="b1")))
    vp = osiris.temporary_vp(s.build())
    assert vp.temples == ("t1", "f1") and vp.pyramids == ("a1a",) and vp.total == 3


def test_a_pyramid_seth_holds_is_not_the_alliances():
    s = scenario().pyramid("a1a", "red", 4).clear("a1a").troop("a1a", seth=1)
    assert osiris.temporary_vp(s.build()).total == 0


# --- each temple power at work --------------------------------------------------------------------------
def test_wings_of_shu_gives_the_grey_token():
    state = scenario().temple_powers("temple-power-wings-of-shu").ask("member-action", "a1")
    state, _ = play(state, "act:pray2")
    assert "act:pray3@grey" in legal(state)


def test_will_of_amun_gives_the_gold_token_on_a_taken_space():
    state = (
        scenario()
        .temple_powers("temple-power-will-of-amun")
        .placed("a2", "recruit")
        .ask("member-action", "a1")
    )
    state, _ = play(state, "act:pray2")
    assert any(t.endswith("@will-of-amun") for t in legal(state))


def test_wisdom_of_thoth_gives_a_card_to_the_member_the_alliance_names():
    s = scenario().temple_powers("temple-power-wisdom-of-thoth").set(phase="night")
    state = run(s, "tiles:alliance")
    assert state.decision.kind == "give-di" and legal(state) == ["give:a1", "give:a2"]
    state, _ = play(state, "give:a2")
    assert len(state.seat("a2").di_hand) == 1


def _a1_attacks_three_of_seth(powers: tuple[str, ...], card: str = SHIELD):
    state = place(make_state(temple_powers=powers), "sa", seth=3)
    state = attack(state, "a1", "sa", a1=2)
    return fight(state, f"{WALL}/{FURY}", f"{card}/{CHARIOT}")  # Seth 3 + 2, damage 1


def test_spear_of_horus_adds_strength_when_attacking_seth():
    # 2 + 3 = 5 against 3 + 2 = 5: the defender wins; the Spear's + 1 makes it 6 against 5
    assert _a1_attacks_three_of_seth(()).alliance_vp == 0
    assert _a1_attacks_three_of_seth(("temple-power-spear-of-horus",)).alliance_vp == 1


def test_shield_of_horus_adds_protection_against_seth():
    assert forces.troop_effects(
        make_state(temple_powers=("temple-power-shield-of-horus",)), ("a1",), None, "battle_bonus"
    ) == [{"protection": 1, "against": "seth"}]
    without = _a1_attacks_three_of_seth((), CAVALRY).seat("a1").reserve
    shielded = (
        _a1_attacks_three_of_seth(("temple-power-shield-of-horus",), CAVALRY).seat("a1").reserve
    )
    assert shielded == without - 1  # Seth's 1 damage is blocked: one unit fewer goes home


def test_a_power_serves_every_member():
    state = scenario(3).temple_powers("temple-power-spear-of-horus").build()
    for member in ("a1", "a2", "a3"):
        assert fx.has(state, member, "battle_bonus")
    assert not fx.has(state, "seth", "battle_bonus")


# --- Alliance tiles -------------------------------------------------------------------------------------------
def test_an_alliance_tile_needs_a_level_three_pyramid_of_its_colour_and_no_ritual():
    s = scenario().pp("a1", 9).pyramid("a1a", "red", 2)
    state, _ = play(s.ask("member-action", "a1"), "act:buy-red")
    assert "buy:alliance-red-vengeance-of-horus" not in legal(state)
    assert "level 3" in refusal(state, "buy:alliance-red-vengeance-of-horus")
    s = scenario().pp("a1", 9).pyramid("a1a", "red", 3)
    state, _ = play(
        s.ask("member-action", "a1"), "act:buy-red", "buy:alliance-red-vengeance-of-horus"
    )
    assert state.osiris == ("alliance-red-vengeance-of-horus",) and state.seat("a1").pp == 6
    assert fx.has(state, "a2", "battle_bonus")  # shared by every member


def test_an_alliance_tile_is_bought_on_its_own_colours_space_only():
    s = scenario().pp("a1", 9).pyramid("a1a", "red", 3).pyramid("a1b", "blue", 3)
    state, _ = play(s.ask("member-action", "a1"), "act:buy-blue")
    assert "buy:alliance-red-vengeance-of-horus" not in legal(state)


def test_the_osiris_creature_joins_its_buyers_troop_and_the_board_shows_it():
    s = scenario().pp("a2", 9).pyramid("a2b", "blue", 3)
    state, _ = play(s.ask("member-action", "a2"), "act:buy-blue", "buy:alliance-blue-osiris")
    assert state.osiris == ("alliance-blue-osiris",)
    state, _ = play(state, "put:a2b")
    assert osiris.osiris_creature(state) == osiris.Creature("alliance-blue-osiris", "a2", "a2b")
    board = osiris.summary(state)
    assert [t.owned for t in board.tiles if t.tile == "alliance-blue-osiris"] == [True]


# --- the summary -------------------------------------------------------------------------------------------------
def test_the_summary_gathers_the_osiris_board_and_reads_the_same_on_a_view():
    s = (
        scenario(3)
        .troop("f1", a1=2)
        .troop("b2", seth=1)
        .troop("o1", a2=1)
        .pp("a2", 13)
        .set(
            sacred_temples=(temple(2, "prayer-token-2", "b2"), temple(3, "prayer-token-4")),
            temple_powers=("temple-power-hands-of-ptah",),
            alliance_vp=2,
            prayer_tokens_left=("prayer-token-1", "prayer-token-3"),
            powers_left=("temple-power-wings-of-shu", "temple-power-shield-of-horus"),
        )
    )
    state = s.build()
    board = osiris.summary(state)
    assert [(t.space, t.level, t.holder, t.prayer, t.prayer_pp) for t in board.temples] == [
        ("b2", 2, "seth", "down", 1),
        ("f1", 3, "alliance", "up", 3),
    ]
    assert board.stock == (1, 1, 2) and board.prayer_tokens_left == 2
    assert board.powers == ("temple-power-hands-of-ptah",) and len(board.powers_left) == 5
    assert board.permanent_vp == 2 and board.temporary_vp.total == 1
    assert board.ceremony.cost == 26 and board.ceremony.participants == ("a2",)
    assert "hold 13" in board.ceremony.problem
    assert board.progress.sacred_temple and not board.progress.ceremony
    assert [t.tile for t in board.tiles] == [
        "alliance-red-vengeance-of-horus",
        "alliance-blue-osiris",
        "alliance-white-gifts-of-isis",
    ]
    assert osiris.summary(KEMET.view(state, "seth")) == board


def test_the_text_summary_shows_the_rites():
    state = (
        scenario()
        .troop("f1", a1=1)
        .set(sacred_temples=(temple(3),), temple_powers=("temple-power-hands-of-ptah",))
        .build()
    )
    text = KEMET.state_summary(state)
    assert "Sacred temples: f1 level 3 (alliance)" in text and "Hands of Ptah" in text
    assert "Great Ceremony: 16 PP now." in text
