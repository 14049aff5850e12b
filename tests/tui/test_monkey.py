"""The monkey on every game screen: seeded random keys, one key several times at once, storms
of Enter on the command palette and the dialogs, typed and pasted garbage (markup, control
characters, long strings), clicks and resizes. Nothing may crash (the monkey's
:class:`~tests.tui.monkey.CrashDetector` sees a crash whatever it shows: the crash line, an exit
status, Textual's error box, a new error in the log), every refused input must leave the game
as it was, and the game must still replay from its record.

The app runs as a player's does (``report_crashes=True``: a crash becomes one line and an exit
status, not an exception handed to the test), which is why the detector is proven here by
planted crashes of every kind.

Every run of the suite sends 300 events per screen (about ten seconds each, under a minute in
all with the planted crashes); ``KEMET_TUI_SLOW=1`` sends ten thousand per screen over four
seeds. The long runs (50,000 events a screen) are made
outside the suite with ``tests/tui/monkey_soak.py``; their figures are in BENCHMARKS.md.
"""

from __future__ import annotations

import logging
import os
from itertools import count

import pytest
from textual import events

from kemet_tui.core import Engine, logs
from kemet_tui.tui.app import KemetApp, make_app
from tests.tui.monkey import Monkey, game_engine

SLOW = os.environ.get("KEMET_TUI_SLOW") == "1"
EVENTS = 10_000 if SLOW else 300
SEEDS = range(4) if SLOW else range(1)
#: from roomy to far too small, and back
SIZES = ((80, 24), (120, 40), (160, 50), (100, 30), (60, 20), (40, 12), (200, 60), (20, 5))
#: names that are markup, or hold control characters, as a player may type them
NAMES = ["[/]", "a[x", "[b]x\x1b[31m", "\x07bell", "x" * 24, "💥"]

SCREENS = {
    "seti-aleph": ("seti-aleph", {"players": NAMES[:2]}),
    "seti-beth": ("seti-beth", {"players": NAMES[1:3]}),
    "kemet-n2": ("kemet-seth", {"alliance_size": 2, "players": NAMES[:3]}),
    "kemet-n5": ("kemet-seth", {"alliance_size": 5, "players": NAMES}),
}


@pytest.fixture(autouse=True)
def log_file():
    """The log file of the test's own folder, as a player's app writes it; closed after."""
    logs.configure()
    yield
    root = logging.getLogger(logs.ROOT)
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("screen", SCREENS)
async def test_the_monkey_cannot_crash_a_game_screen(screen, seed, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a path typed into a save dialog lands here
    ruleset, options = SCREENS[screen]
    app = make_app(ruleset, seed=seed, options=options, frozen=True, report_crashes=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        report = await Monkey(pilot, seed, SIZES).run(EVENTS)
        engine = game_engine(app)
    assert report.events >= EVENTS
    assert report.refused > 0, "typed garbage reached the entry and was refused"
    assert report.repeats > 0 and report.storms > 0, "bursts of one key and storms of Enter"
    assert report.games_seen == {ruleset}
    replayed = Engine.from_record(engine.record)
    assert replayed.state == engine.state, "the game on screen replays from its record"


# --- the detector sees a planted crash, whatever it shows ----------------------------------------
def boom(app: KemetApp, nth: int) -> None:
    raise ZeroDivisionError("the planted crash")


def cascade(app: KemetApp, nth: int) -> None:
    if nth == 0:
        raise ZeroDivisionError("the first error")
    raise KeyError("a later error")


def exit_status(app: KemetApp, nth: int) -> None:
    app.exit(return_code=1)


def error_box(app: KemetApp, nth: int) -> None:
    app.panic("the planted error box")


def log_entry(app: KemetApp, nth: int) -> None:
    logging.getLogger("kemet_tui.tui.planted").error("the planted error")


#: (the fault, whether the app reports crashes as a player's does, what the detector must say)
PLANTED = {
    "an exception, shown as a player sees it": (
        boom,
        True,
        [
            "the crash line: kemet-tui: an unexpected error stopped the game (ZeroDivisionError: "
            "the planted crash)",
            "an exit with status 1",
            "a new log entry: ERROR",
        ],
    ),
    "a cascade: the first error is named": (
        cascade,
        True,
        [
            "the crash line: kemet-tui: an unexpected error stopped the game (ZeroDivisionError: "
            "the first error)"
        ],
    ),
    "an exception Textual reports": (boom, False, ["Textual's error: ZeroDivisionError"]),
    "an exit status alone": (exit_status, False, ["an exit with status 1"]),
    "Textual's error box alone": (error_box, False, ["Textual's error box"]),
    "a log entry alone": (
        log_entry,
        False,
        ["a new log entry: ERROR kemet_tui.tui.planted: the planted error"],
    ),
}


def plant(monkeypatch, fault, after: int = 30, times: int = 2) -> None:
    """Make the app's own key handling run ``fault`` at its ``after``-th key and the next
    ``times - 1`` (a cascade is two errors in a row)."""
    original = KemetApp.on_event
    keys = count()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            nth = next(keys) - after
            if 0 <= nth < times:
                fault(self, nth)
        await original(self, event)

    monkeypatch.setattr(KemetApp, "on_event", on_event)


@pytest.mark.parametrize("planted", PLANTED)
async def test_the_detector_sees_a_planted_crash(planted, monkeypatch):
    fault, report_crashes, said = PLANTED[planted]
    plant(monkeypatch, fault)
    app = make_app("seti-aleph", seed=0, frozen=True, report_crashes=report_crashes)
    failure: AssertionError | None = None
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            try:
                await Monkey(pilot, 0, SIZES).run(2_000)
            except AssertionError as error:
                failure = error
    except ZeroDivisionError:
        assert not report_crashes  # Textual hands a test the error itself as well
    assert failure is not None, "the monkey saw the planted crash"
    message = str(failure).splitlines()[0]
    assert message.startswith("a crash after ")
    first = message.split(": ", 1)[1]
    assert first.startswith(said[0]), message
    for words in said:
        assert words in message, message
