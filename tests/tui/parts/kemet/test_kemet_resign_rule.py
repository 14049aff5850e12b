"""Who may resign on the Kemet hotseat, without Textual (``parts/kemet/game_actions.py``)."""

from __future__ import annotations

from kemet_tui.rules.kemet import ALLIANCE, SETH
from kemet_tui.tui.parts.kemet.game_actions import may_resign, resign_question, resigning_seat

SEATS = (SETH, "a1", "a2")


def test_the_side_at_the_keyboard_resigns_and_a_team_decision_resigns_for_the_alliance():
    assert resigning_seat(SETH, SEATS) == SETH
    assert resigning_seat("a2", SEATS) == "a2"
    assert resigning_seat(ALLIANCE, SEATS) == "a1"


def test_a_side_resigns_only_for_itself():
    assert may_resign(SETH, SETH, SEATS)
    assert may_resign("a2", "a1", SEATS), "a member resigns for the whole Alliance"
    assert not may_resign(SETH, "a1", SEATS) and not may_resign("a1", SETH, SEATS)
    assert not may_resign("a3", "a1", SEATS), "no such seat in this game"


def test_the_question_names_the_side_and_the_winner():
    assert resign_question(SETH) == "Seth resigns?\n\nThe Alliance will win the game."
    assert resign_question("a1") == "The Alliance resigns?\n\nSeth will win the game."
