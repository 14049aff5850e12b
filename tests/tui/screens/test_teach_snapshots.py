"""How the teacher's panel looks: SVG snapshots of a lesson on the Kemet: Seth screen and on
the Seti screen, from seeded games that teach. Regenerate with ``pytest
tests/tui/screens/test_teach_snapshots.py --snapshot-update`` and look at every changed SVG (as a
PNG) before committing it."""

from __future__ import annotations

from kemet_tui.tui.app import make_app
from tests.tui.conftest import type_move
from tests.tui.kemet_support import FULL, app_for, asked, lift, new_engine, play_until

#: a Seti screen wide enough for the lesson beside the board
SETI_SIZE = (120, 36)


def test_kemet_lesson_at_a_members_turn(snap_compare, tmp_path):
    engine = play_until(new_engine(2, seed=5, teach=True), asked("member-action"), seed=5)

    async def lifted(pilot):
        await pilot.pause()
        await lift(pilot)
        await pilot.pause()

    assert snap_compare(app_for(engine, tmp_path), run_before=lifted, terminal_size=FULL)


def test_seti_lesson_of_a_capture_in_reach(snap_compare):
    """Seti-Aleph: White's fourth move can take Brown's High Priest on c6: the capture is
    told (White has met the plain move three times)."""

    async def play(pilot):
        for move in ("a1c2", "a10b8", "b1a2", "b10b9", "c2c4", "b8c6"):
            await type_move(pilot, move)

    app = make_app("seti-aleph", seed=1, options={"teach": True}, frozen=True)
    assert snap_compare(app, run_before=play, terminal_size=SETI_SIZE)
