"""The screens' teaching part (``tui/parts/teaching.py``), without Textual: the game's
option, and the T key's wish, which holds for one question only."""

from __future__ import annotations

from kemet_tui.core import Engine
from kemet_tui.tui.parts.teaching import Teaching


def test_the_option_turns_the_lessons_on():
    engine = Engine("seti-beth", 1, {})
    assert Teaching("seti-beth", {"teach": True}).taught(engine.states, 0).kind == "move"
    assert Teaching("seti-beth", {}).taught(engine.states, 0).lesson is None


def test_the_key_hides_brings_back_and_the_wish_holds_for_one_question():
    engine = Engine("seti-beth", 1, {})
    part = Teaching("seti-beth", {"teach": True})
    assert part.toggle(engine.states, "q1").lesson is None  # a lesson up: T hides it
    assert part.taught(engine.states, "q1").lesson is None
    assert part.taught(engine.states, "q2").kind == "move"  # the next question: taught again
    assert part.taught(engine.states, "q1").kind == "move", "the old wish was forgotten"
    off = Teaching("seti-beth", {})
    shown = off.toggle(engine.states, "q1")  # no lesson up: T brings it
    assert shown.kind == "move" and not shown.fresh


def test_the_key_unfolds_a_folded_lesson():
    engine = Engine("kemet-seth", 5, {"alliance_size": 2})
    part = Teaching("kemet-seth", {"teach": True})
    while not (
        engine.state.decision.kind == "recruit" and engine.states[-2].decision.kind == "recruit"
    ):
        tokens = engine.legal_tokens()
        put = [t for t in tokens if t.startswith("put:")]
        engine.play_token(put[0] if put and engine.state.decision.kind == "recruit" else tokens[0])
    asked = ("a recruit", 1)
    folded = part.taught(engine.states, asked)
    assert folded.kind == "recruit" and folded.folded
    unfolded = part.toggle(engine.states, asked)
    assert unfolded.kind == "recruit" and not unfolded.folded
