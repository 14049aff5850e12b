"""How a hint looks at 80 × 24: SVG snapshots of the hint panel on a Kemet: Seth seat's own
screen (the host's messages fed through a link that replays them) and on the Seti hotseat.
Regenerate with ``pytest tests/tui/test_hint_snapshots.py --snapshot-update`` and look at every
changed SVG (as a PNG) before committing it."""

from __future__ import annotations

from kemet_tui.bots.hints import STRONGEST
from kemet_tui.net import messages
from kemet_tui.net.table import host
from kemet_tui.tui.app import make_app
from tests.tui.conftest import SIZE, game_app
from tests.tui.screens.test_joined_snapshots import ReplayedLink
from tests.tui.widgets.test_hint_panel import expected_hints, long_hint_engine


def test_a_kemet_seats_long_hint_on_a_phone(snap_compare):
    engine = long_hint_engine()
    seat = engine.to_act
    table = host(engine)
    for connected in table.keys.seats:
        table.join(table.keys.key_of(connected))
    sent = [
        messages.table_message(table, seat),
        messages.hinted(len(engine.plies), STRONGEST["kemet"], expected_hints(engine)),
    ]
    app = make_app(join=[ReplayedLink(sent)], frozen=True)

    async def settle(pilot):
        await pilot.pause(0.3)

    assert snap_compare(app, run_before=settle, terminal_size=SIZE)


def test_a_seti_hint_at_80_by_24(snap_compare):
    async def hint(pilot):
        await pilot.press("H")
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()

    assert snap_compare(game_app("seti-aleph"), run_before=hint, terminal_size=SIZE)
