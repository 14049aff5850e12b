"""How far undo goes on the Kemet hotseat, without Textual (``parts/kemet/undo_rule.py``):
the seat's own last answer, past the answers played for it without asking, never another
human's, and the reason it is refused."""

from __future__ import annotations

from kemet_tui.core import Engine
from kemet_tui.rules.kemet import SETH
from kemet_tui.tui.parts.kemet.bot_table import BotTable
from kemet_tui.tui.parts.kemet.undo_rule import UndoRule


def rule_for(engine: Engine) -> UndoRule:
    seats = engine.state.seat_ids
    return UndoRule(engine, BotTable(seats, {}, {}, str.upper), label=str.upper)


def play_first(engine: Engine) -> str:
    seat = engine.to_act
    engine.play_token(engine.legal_tokens()[0])
    return seat


def test_a_seat_takes_back_its_own_last_answer_only():
    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    rule = rule_for(engine)
    assert rule.span(SETH) == 0, "nothing played yet"
    first = play_first(engine)
    assert first == SETH and rule.span(SETH) == 1
    assert rule.span("a1") == 0, "Seth's answer is not A1's to take back"


def test_undo_goes_past_the_answers_played_for_a_human_without_asking():
    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    rule = rule_for(engine)
    play_first(engine)  # Seth's own answer
    play_first(engine)  # Seth again
    while engine.to_act == SETH:
        play_first(engine)
    seth_answers = len(engine.plies)
    other = engine.to_act
    rule.forcing_next()
    play_first(engine)  # played for the next seat without asking
    assert rule.forced == {seth_answers}
    assert rule.span(SETH) == 2, "the forced answer, then Seth's own"
    assert rule.span(other) == 0


def test_the_refusal_says_who_answered_last_and_that_nobody_is_at_the_keyboard():
    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    rule = rule_for(engine)
    assert rule.refusal(deciding=False) == "nobody is at the keyboard."
    play_first(engine)
    assert rule.refusal(deciding=True) == (
        "the last action was SETH's; only your own last action can be taken back."
    )
