"""How a seat's own screen looks (``kemet-tui join``): SVG snapshots of the message a host sends
for a seeded position, fed through a link that replays it (the look needs no network).
Regenerate with ``pytest tests/tui/screens/test_joined_snapshots.py --snapshot-update`` and look at
every changed SVG before committing it."""

from __future__ import annotations

import asyncio

from kemet_tui.net import messages
from kemet_tui.net.table import host
from kemet_tui.tui.app import make_app
from tests.tui.kemet_support import FULL, asked, new_engine, play_until


class ReplayedLink:
    """A link that hands over the messages it was made with, then waits."""

    def __init__(self, sent: list[dict]) -> None:
        self.sent = list(sent)

    async def open(self) -> None:
        pass

    async def receive(self) -> dict:
        if self.sent:
            return self.sent.pop(0)
        await asyncio.Event().wait()

    async def play(self, token: str, plies: int) -> None:
        pass

    async def close(self) -> None:
        pass


def _app(decision: str, seed: int = 5):
    """The screen of the seat asked ``decision`` in a seeded game of two members."""
    engine = play_until(new_engine(2, seed=seed), asked(decision), seed=seed)
    seat = engine.to_act
    table = host(engine)
    for connected in table.keys.seats:
        table.join(table.keys.key_of(connected))
    return make_app(join=[ReplayedLink([messages.table_message(table, seat)])], frozen=True)


async def _settle(pilot) -> None:
    await pilot.pause(0.3)


def test_a_members_own_screen(snap_compare):
    assert snap_compare(_app("member-action"), run_before=_settle, terminal_size=FULL)


def test_a_members_own_screen_on_a_phone(snap_compare):
    assert snap_compare(_app("member-action"), run_before=_settle, terminal_size=(80, 24))
