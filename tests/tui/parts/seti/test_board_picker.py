"""The board picker alone (no Textual): what each picked square makes of the half-made move."""

from __future__ import annotations

from kemet_tui.core.engine import Engine
from kemet_tui.rules.seti.board import PIECE_MASK, piece_colour
from kemet_tui.tui.parts.seti.board_picker import BoardPicker, Highlights
from kemet_tui.tui.parts.seti.selection import moves_from
from tests.tui.conftest import ALEPH_PLACEMENT


def beth():
    engine = Engine("seti-beth", 2, {})
    return engine, engine.state.geo.parse_square


def test_a_piece_then_a_target_plays_the_move_and_lets_the_piece_go():
    engine, sq = beth()
    picker, moves = BoardPicker(), engine.legal_actions()
    pick = picker.pick(sq("b1"), engine.state, moves)
    assert "b1: pick a highlighted square" in pick.message and pick.move is None
    assert picker.highlights(moves) == Highlights(sq("b1"), frozenset(moves_from(moves, sq("b1"))))
    pick = picker.pick(sq("b2"), engine.state, moves)
    assert engine.ruleset.format_action(engine.state, pick.move) == "b1b2"
    assert not picker.selection.active and picker.highlights(moves) == Highlights()


def test_the_same_piece_again_clears_and_another_piece_is_picked_instead():
    engine, sq = beth()
    picker, moves = BoardPicker(), engine.legal_actions()
    picker.pick(sq("b1"), engine.state, moves)
    assert picker.pick(sq("b1"), engine.state, moves).cleared
    assert not picker.selection.active
    picker.pick(sq("b1"), engine.state, moves)
    picker.pick(sq("c1"), engine.state, moves)
    assert picker.selection.origin == sq("c1")


def test_an_empty_square_or_a_foreign_piece_is_refused_in_words():
    engine, sq = beth()
    picker, moves = BoardPicker(), engine.legal_actions()
    empty = picker.pick(sq("e5"), engine.state, moves)
    assert empty.tone == "warn" and empty.message.startswith("There is no piece on e5")
    brown = next(
        s
        for s, code in enumerate(engine.state.board)
        if code & PIECE_MASK and piece_colour(code & PIECE_MASK) != engine.state.to_move
    )
    foreign = picker.pick(brown, engine.state, moves)
    assert "is not yours" in foreign.message and not picker.selection.active


def test_a_target_the_board_did_not_offer_goes_to_the_engine_for_its_reason():
    engine, sq = beth()
    picker, moves = BoardPicker(), engine.legal_actions()
    picker.pick(sq("b1"), engine.state, moves)
    pick = picker.pick(sq("b5"), engine.state, moves)
    assert pick.token == "b1b5" and pick.move is None
    assert picker.selection.origin == sq("b1"), "the piece stays picked"


def test_a_capture_with_a_choice_asks_for_the_placement_square_first():
    engine = Engine("seti-aleph", 1, {})
    for token in ALEPH_PLACEMENT:
        engine.play_token(token)
    sq, moves, picker = engine.state.geo.parse_square, engine.legal_actions(), BoardPicker()
    picker.pick(sq("a8"), engine.state, moves)
    pick = picker.pick(sq("a6"), engine.state, moves)
    assert picker.selection.placing and pick.move is None and pick.cursor == sq("a10")
    assert picker.highlights(moves).choices == {sq("a10"), sq("b10")}
    wrong = picker.pick(sq("c5"), engine.state, moves)
    assert wrong.tone == "warn" and "a10, b10 only" in wrong.message
    pick = picker.pick(sq("b10"), engine.state, moves)
    assert engine.ruleset.format_action(engine.state, pick.move) == "a8a6=b10"
