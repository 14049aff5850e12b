"""Seti captures (seti.md §Captures) and the end of the game (§End of the game)."""

import pytest

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction, NotationError
from kemet_tui.rules.seti import ALEPH, BETH
from tests.rules.seti.helpers import position

EMPTY = ["      "] * 10


def tokens(ruleset, state):
    return sorted(ruleset.format_action(state, m) for m in ruleset.legal_actions(state))


def test_aleph_capture_puts_the_piece_on_a_free_square_of_the_capturers_start_row():
    rows = list(EMPTY)
    rows[9] = "  P   "  # b1: a1 and c1 are free
    rows[5] = "H     "  # a5
    rows[3] = "  h   "  # b7: brown priest, capturable by a5 (knight's move)
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    captures = [t for t in tokens(ALEPH, state) if t.startswith("a5b7")]
    assert captures == ["a5b7=a1", "a5b7=c1"]
    after, events = ALEPH.apply(state, ALEPH.parse_action(state, "a5b7=c1"))
    assert ALEPH.state_summary(after).splitlines()[9] == " 1 . P H "  # it joined White as a Priest
    assert "joins White on c1" in events[0].text


def test_the_square_the_capturer_left_counts_as_free():
    rows = list(EMPTY)
    rows[9] = "H P H "  # White's whole start row is full
    rows[7] = "  p   "  # b3 brown pharaoh, a1 priest can take it with a knight's move
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    assert [t for t in tokens(ALEPH, state) if t.startswith("a1b3")] == ["a1b3=a1"]


def test_a_full_start_row_sends_the_piece_to_the_middle_of_the_next_row():
    rows = list(EMPTY)
    rows[9] = "H P H "
    rows[6] = "H     "  # a4 priest
    rows[4] = "  p   "  # b6 brown pharaoh (knight's move from a4)
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    assert [t for t in tokens(ALEPH, state) if t.startswith("a4b6")] == ["a4b6=b2"]


def test_a_taken_middle_square_allows_any_free_square_of_that_row():
    rows = list(EMPTY)
    rows[9] = "H P H "
    rows[8] = "  P   "  # b2 taken
    rows[6] = "H     "
    rows[4] = "  p   "
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    assert [t for t in tokens(ALEPH, state) if t.startswith("a4b6")] == ["a4b6=a2", "a4b6=c2"]


def test_placement_rows_continue_forward_row_by_row():
    rows = list(EMPTY)
    rows[9] = "H P H "
    rows[8] = "P P P "
    rows[6] = "H     "
    rows[4] = "  p   "
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    assert [t for t in tokens(ALEPH, state) if t.startswith("a4b6")] == ["a4b6=b3"]


def test_a_placed_piece_may_stand_on_an_own_ship_on_the_start_row():
    rows = list(EMPTY)
    rows[9] = "H P .*"  # c1 holds only a white ship
    rows[5] = "H     "
    rows[3] = "  h   "
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    assert [t for t in tokens(ALEPH, state) if t.startswith("a5b7")] == ["a5b7=c1"]
    after, _ = ALEPH.apply(state, ALEPH.parse_action(state, "a5b7"))
    assert ALEPH.state_summary(after).splitlines()[9] == " 1 H P H*"


def test_capture_without_placement_is_filled_in_when_unique_and_asked_when_not():
    rows = list(EMPTY)
    rows[9] = "  P   "
    rows[5] = "H     "
    rows[3] = "  h   "
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    with pytest.raises(NotationError) as error:
        ALEPH.parse_action(state, "a5b7")
    assert error.value.suggestions == ("a5b7=a1", "a5b7=c1")
    with pytest.raises(IllegalAction) as wrong:
        ALEPH.check(state, ALEPH.parse_action(state, "a5b7=b5"))
    assert "may go on a1, c1" in wrong.value.reason


def test_beth_capture_removes_the_piece_from_the_game():
    rows = ["          "] * 10
    rows[9] = "  P       "
    rows[5] = "H         "
    rows[3] = "  h       "
    rows[0] = "        p "
    state = position("beth", rows, reserves=(0, 0))
    assert [t for t in tokens(BETH, state) if t.startswith("a5")].count("a5b7") == 1
    after, _ = BETH.apply(state, BETH.parse_action(state, "a5b7"))
    summary = BETH.state_summary(after)
    assert summary.count("h") == 0 and summary.count("H") == 1


def test_a_piece_on_the_goal_row_wins_at_the_start_of_its_owners_next_turn():
    rows = list(EMPTY)
    rows[9] = "  P   "
    rows[1] = "  P   "  # b9: one step from White's goal row
    rows[0] = "    p "  # c10: Brown's pharaoh, which could capture on b10 but not on a10
    state = position("aleph", rows, reserves=(0, 0))
    arrived, _ = ALEPH.apply(state, ALEPH.parse_action(state, "b9a10"))
    assert ALEPH.outcome(arrived) is None  # Brown still has its move to answer
    after, _ = ALEPH.apply(arrived, ALEPH.parse_action(arrived, "c10c9"))
    outcome = ALEPH.outcome(after)
    assert outcome is not None and outcome.winners == ("white",)
    assert "reached rank 10" in outcome.reason
    assert ALEPH.legal_actions(after) == []


def test_capturing_the_intruder_in_time_prevents_the_win():
    rows = list(EMPTY)
    rows[9] = "  P   "
    rows[1] = "  P   "
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    state, _ = ALEPH.apply(state, ALEPH.parse_action(state, "b9b10"))
    state, _ = ALEPH.apply(state, ALEPH.parse_action(state, "c10b10=c10"))
    assert ALEPH.outcome(state) is None


def test_a_player_with_no_legal_move_loses():
    rows = list(EMPTY)
    rows[9] = "P p#  "  # a1 White pharaoh; b1 Brown on a ship
    rows[8] = "p#p#  "  # a2, b2 Brown on ships: the pharaoh is boxed in, no ships in reserve
    rows[0] = "    p "
    state = position("aleph", rows, reserves=(0, 0))
    assert ALEPH.legal_actions(state) == []
    outcome = ALEPH.outcome(state)
    assert outcome.winners == ("brown",) and "no legal move" in outcome.reason


def test_threefold_repetition_is_a_draw_when_the_option_is_on():
    engine = Engine("seti-aleph", 0)
    shuffle = ["a1a3", "a10a8", "a3a1", "a8a10"]
    for token in shuffle * 2:
        engine.play_token(token)
    outcome = engine.outcome
    assert outcome is not None and outcome.is_draw and "third time" in outcome.reason


def test_repetition_is_not_a_draw_when_the_option_is_off():
    engine = Engine("seti-aleph", 0, {"repetition_draw": False})
    for token in ["a1a3", "a10a8", "a3a1", "a8a10"] * 3:
        engine.play_token(token)
    assert engine.outcome is None


def test_resign_and_agreed_draw_end_the_game():
    engine = Engine("seti-beth", 0)
    engine.resign("white")
    assert engine.outcome.winners == ("brown",)
    with pytest.raises(IllegalAction):
        engine.play_token("c2c4")
    engine = Engine("seti-beth", 0)
    engine.play_token("draw")
    assert engine.outcome.is_draw
