"""Seti movement rules (seti.md §Moves), one test per rule."""

from kemet_tui.core.errors import IllegalAction
from kemet_tui.rules.seti import ALEPH, BETH
from tests.rules.seti.helpers import position

EMPTY_ALEPH = ["  " * 3] * 10


def tokens(ruleset, state):
    return sorted(ruleset.format_action(state, m) for m in ruleset.legal_actions(state))


def piece_tokens(ruleset, state):
    return [t for t in tokens(ruleset, state) if t[0] not in "+-"]


def test_setup_aleph_matches_the_rulebook():
    state = ALEPH.new_game(0)
    assert ALEPH.state_summary(state).splitlines()[0] == "10 h p h "
    assert ALEPH.state_summary(state).splitlines()[9] == " 1 H P H "
    assert state.reserves == (3, 3)


def test_setup_beth_has_a_priest_in_front_and_no_ships():
    lines = BETH.state_summary(BETH.new_game(0)).splitlines()
    assert lines[0] == "10 h p h p h "
    assert lines[1] == " 9 . . h . . "
    assert lines[8] == " 2 . . H . . "
    assert lines[9] == " 1 H P H P H "
    assert BETH.new_game(0).reserves == (0, 0)


def test_pharaoh_moves_one_square_in_eight_directions():
    rows = ["      "] * 10
    rows[4] = "  P   "  # b6
    rows[0] = "p     "
    state = position("aleph", rows, reserves=(0, 0))
    assert piece_tokens(ALEPH, state) == sorted(
        ["b6a5", "b6a6", "b6a7", "b6b5", "b6b7", "b6c5", "b6c6", "b6c7"]
    )


def test_high_priest_leaps_to_the_sixteen_squares_two_away_over_anything():
    rows = ["          "] * 10
    rows[4] = "    H     "  # c6 on Beth, 5 files
    rows[3] = "  p p p   "  # b7 c7 d7 block nothing
    rows[5] = "  P P P   "
    rows[0] = "h         "
    state = position("beth", rows, reserves=(0, 0))
    priest = [t for t in piece_tokens(BETH, state) if t.startswith("c6")]
    assert len(priest) == 16
    assert "c6c8" in priest and "c6a4" in priest and "c6e7" in priest and "c6b8" in priest


def test_a_piece_may_not_end_on_its_own_piece():
    rows = list(EMPTY_ALEPH)
    rows[9] = "P P   "  # a1 b1
    rows[0] = "p     "
    state = position("aleph", rows, reserves=(0, 0))
    assert "a1b1" not in piece_tokens(ALEPH, state)
    try:
        ALEPH.check(state, ALEPH.parse_action(state, "a1b1"))
    except IllegalAction as error:
        assert "your own Pharaoh" in error.reason
    else:
        raise AssertionError("a1b1 must be refused")


def test_a_piece_on_a_ship_cannot_be_captured():
    rows = list(EMPTY_ALEPH)
    rows[9] = "P     "  # a1
    rows[8] = "p#    "  # a2: brown pharaoh on a brown ship
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    assert not any(t.startswith("a1a2") for t in tokens(ALEPH, state))
    try:
        ALEPH.check(state, ALEPH.parse_action(state, "a1a2"))
    except IllegalAction as error:
        assert "stands on a ship" in error.reason
    else:
        raise AssertionError("capturing a piece on a ship must be refused")


def test_a_piece_on_an_enemy_ship_is_also_protected():
    rows = list(EMPTY_ALEPH)
    rows[9] = "P     "
    rows[8] = "p*    "  # brown pharaoh standing on a white ship
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    assert not any(t.startswith("a1a2") for t in tokens(ALEPH, state))


def test_stepping_onto_an_own_ship_stands_on_it_and_leaving_keeps_the_ship():
    rows = list(EMPTY_ALEPH)
    rows[9] = "P     "
    rows[8] = " *    "  # own ship on a2
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    state, _ = ALEPH.apply(state, ALEPH.parse_action(state, "a1a2"))
    assert ALEPH.state_summary(state).splitlines()[8].startswith(" 2 P*")
    state, _ = ALEPH.apply(state, ALEPH.parse_action(state, "b10c10"))
    state, _ = ALEPH.apply(state, ALEPH.parse_action(state, "a2a3"))
    lines = ALEPH.state_summary(state).splitlines()
    assert lines[8].startswith(" 2 .*") and lines[7].startswith(" 3 P ")


def test_capturing_a_lone_enemy_ship_puts_it_in_the_movers_reserve():
    rows = list(EMPTY_ALEPH)
    rows[9] = "P     "
    rows[8] = " #    "  # lone brown ship on a2
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    after, events = ALEPH.apply(state, ALEPH.parse_action(state, "a1a2"))
    assert after.reserves == (1, 0)
    assert ALEPH.state_summary(after).splitlines()[8].startswith(" 2 P ")
    assert "captures Brown's ship" in events[0].text


def test_ship_placement_anywhere_without_a_ship_except_the_goal_row():
    state = ALEPH.new_game(0)
    places = [t for t in tokens(ALEPH, state) if t.startswith("+")]
    assert len(places) == 27  # 30 squares minus White's goal row (rank 10)
    assert "+a10" not in places and "+b1" in places  # under an own piece is fine
    rows = list(EMPTY_ALEPH)
    rows[9] = "P     "
    rows[5] = "p*    "  # a5 already has a ship
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(1, 3))
    assert "+a5" not in tokens(ALEPH, state)
    assert "+a6" in tokens(ALEPH, state)


def test_a_ship_may_go_under_an_enemy_piece():
    rows = list(EMPTY_ALEPH)
    rows[9] = "P     "
    rows[4] = "p     "  # brown pharaoh on a6
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(1, 0))
    after, _ = ALEPH.apply(state, ALEPH.parse_action(state, "+a6"))
    assert ALEPH.state_summary(after).splitlines()[4].startswith(" 6 p*")
    assert after.reserves == (0, 0)


def test_no_placement_without_a_ship_in_reserve():
    rows = list(EMPTY_ALEPH)
    rows[9] = "P     "
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 2))
    assert not [t for t in tokens(ALEPH, state) if t.startswith("+")]
    try:
        ALEPH.check(state, ALEPH.parse_action(state, "+b5"))
    except IllegalAction as error:
        assert "no Ship of the Dead in reserve" in error.reason
    else:
        raise AssertionError


def test_removing_an_own_ship_from_anywhere_even_under_an_enemy_piece():
    rows = list(EMPTY_ALEPH)
    rows[9] = "P     "
    rows[4] = "p*  # "  # white ship under brown pharaoh on a6, brown ship on c6
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    removals = [t for t in tokens(ALEPH, state) if t.startswith("-")]
    assert removals == ["-a6"]
    after, _ = ALEPH.apply(state, ALEPH.parse_action(state, "-a6"))
    assert after.reserves == (1, 0)
    assert ALEPH.state_summary(after).splitlines()[4].startswith(" 6 p ")


def test_beth_has_no_ships():
    state = BETH.new_game(0)
    assert not [t for t in tokens(BETH, state) if t[0] in "+-"]
    try:
        BETH.check(state, BETH.parse_action(state, "+c5"))
    except IllegalAction as error:
        assert "without Ships" in error.reason
    else:
        raise AssertionError
