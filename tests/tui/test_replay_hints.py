"""The Kemet replay's move list marks a ply its seat played after asking for a hint."""

from __future__ import annotations

from kemet_tui.core.engine import Engine


def test_the_kemet_replay_marks_a_ply_played_after_a_hint():
    from kemet_tui.tui.screens.kemet.replay_moves import HINTED, step_lines
    from kemet_tui.tui.screens.kemet.seats import seat_styles

    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    engine.play_token(engine.legal_tokens()[0])
    engine.note_hint(engine.to_act)
    engine.play_token(engine.legal_tokens()[0])
    looks = seat_styles(engine.options, 2)
    lines = [line.plain for line in step_lines(engine, looks)]
    assert lines[2].endswith(HINTED) and not lines[1].endswith(HINTED)
