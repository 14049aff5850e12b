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


async def test_the_seti_replay_caption_says_a_move_was_played_after_a_hint(tmp_path):
    from kemet_tui.core.storage import save_engine
    from kemet_tui.tui.app import make_app
    from kemet_tui.tui.screens.seti.replay import ReplayScreen
    from tests.tui.conftest import SIZE

    engine = Engine("seti-aleph", 5)
    engine.play_token("a1b3")
    engine.note_hint(engine.to_act)
    engine.play_token("c10b8")
    path = tmp_path / "game.json"
    save_engine(path, engine)
    app = make_app(replay=path, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        captions = []
        for step in (1, 2):
            screen.step = step
            await pilot.pause()
            captions.append(screen.caption())
        assert "after a hint" not in captions[0] and "(played after a hint)" in captions[1]
