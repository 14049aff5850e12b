"""A seeded "monkey" for the game screens: random keys, typed and pasted garbage, clicks and
resizes, as a player mashing the keyboard (or an attacker) would send them; bursts of one key
several times at once (a key held down); storms of Enter on the command palette and on the
dialogs (the palette or a dialog opened, then Enter several times before it has been drawn).

The monkey sends its events through the headless driver, the way a terminal's keys arrive, and
checks after each burst, with its :class:`CrashDetector`, that nothing crashed: whatever a crash
shows (the player's one crash line, an exit status, Textual's error box, a new error in the log
file), the detector sees it and names the first error. Typed garbage (markup, control
characters, long and odd strings) is never a legal token: after each such attempt the game's
history must be exactly what it was. Leaving the game (``q``, a dialog's Title, Quit) is not a
failure: the monkey puts the game back on screen and goes on, so that every run spends its
events on a game screen and its dialogs. A quit is recorded instead of ending the app.
"""

from __future__ import annotations

import random
import re
import string
from dataclasses import dataclass, field
from pathlib import Path

from textual import events
from textual.keys import _character_to_key
from textual.widgets import Input

from kemet_tui.core import Engine
from kemet_tui.core.paths import log_path
from kemet_tui.tui.app import KemetApp

#: keys a player can reach: the game's bindings, the widgets' (lists, selects, inputs) and more
NAMED_KEYS = (
    "enter",
    "escape",
    "space",
    "tab",
    "shift+tab",
    "backspace",
    "delete",
    "up",
    "down",
    "left",
    "right",
    "home",
    "end",
    "pageup",
    "pagedown",
    "shift+up",
    "shift+down",
    "ctrl+home",
    "ctrl+end",
    "ctrl+pageup",
    "ctrl+pagedown",
    "f1",
    "f2",
    "f3",
    "f4",
    "f5",
    "f10",
    "ctrl+z",
    "ctrl+r",
    "ctrl+s",
    "ctrl+o",
    "ctrl+n",
    "ctrl+p",
    "ctrl+u",
    "ctrl+a",
    "ctrl+e",
    "ctrl+k",
    "ctrl+w",
    "ctrl+q",
    "ctrl+c",
    "ctrl+l",
    "colon",
    "question_mark",
    "slash",
    "left_square_bracket",
    "right_square_bracket",
)
PRINTABLE = string.ascii_letters + string.digits + string.punctuation
#: the id of the game screens' move entry field (``widgets/move_entry.py``)
MOVE_ENTRY = "entry-input"

#: typed text that must be drawn as text and refused as a token
GARBAGE = (
    "[/]",
    "a[x",
    "[b]bold",
    "[red]x[/red]",
    "[@click=app.quit]quit[/]",
    "[link=x]y",
    "\x1b[2J\x1b[31m",
    "\x07\x08\x7f",
    "a\tb",
    "\u202eevil",
    "💥🏺",
    "[[[[",
    "]]]",
    "$x",
    "x" * 120,
    "b1b2[/]",
    "act:[/]",
    "%s%n{0}",
    "\\[/]",
    "[",
    "]",
    "[/",
    "'\"",
)
#: keys that open the command palette or a dialog (and ``escape``, ``q``: leave one), each
#: followed by a storm of Enter
OPENERS = (
    "ctrl+p",
    "ctrl+p",
    "ctrl+n",
    "ctrl+s",
    "ctrl+o",
    "question_mark",
    "R",
    "D",
    "q",
    "escape",
    "f1",
    "v",
)
#: a log record of these levels is a crash (an autosave that failed is a warning)
LOG_ERROR = re.compile(r"^\S+ \S+ (ERROR|CRITICAL) ", re.MULTILINE)


@dataclass
class MonkeyReport:
    """What the monkey did, for the test's assertions and for a reader of a failure."""

    events: int = 0
    refused: int = 0
    quits: int = 0
    returns: int = 0
    repeats: int = 0
    storms: int = 0
    games_seen: set[str] = field(default_factory=set)


def game_engine(app: KemetApp) -> Engine | None:
    """The engine of the game screen on top of the stack, if any is on it."""
    for screen in reversed(app.screen_stack):
        engine = getattr(screen, "engine", None)
        if isinstance(engine, Engine):
            return engine
    return None


def history(engine: Engine) -> tuple:
    """Everything a refused input must leave as it was: the record (tokens, the redo list,
    the options) and the position."""
    return engine.record, engine.state


def _log_size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


class CrashDetector:
    """Sees a crash of ``app`` whatever it shows, and names the first error.

    A crash can show itself in several ways, and a run must notice each: the one line a
    player's app keeps for the terminal (``crash_line``), an exit with a status other than 0
    (the app's own exit after a crash, or any other), Textual's error box (the traceback it
    prints once the terminal is back, or ``panic``), the error Textual hands a test, and a
    record of level ERROR or above appended to the log file (``core.logs``) since the detector
    started. The monkey's stand-in for ``App.exit`` reports each exit here (:meth:`exited`)."""

    def __init__(self, app: KemetApp) -> None:
        self.app = app
        self.log = log_path()
        self.log_start = _log_size(self.log)
        self.exit_codes: list[int] = []

    def exited(self, return_code: int) -> None:
        self.exit_codes.append(return_code)

    def seen(self) -> list[str]:
        """What shows a crash, the first error first; empty when nothing crashed."""
        app, found = self.app, []
        if getattr(app, "crash_line", None):
            found.append(f"the crash line: {app.crash_line}")
        if app._exception is not None:
            found.append(f"Textual's error: {app._exception!r}")
        if app._exit_renderables:
            found.append("Textual's error box")
        failed = [code for code in self.exit_codes if code] + [
            code for code in (app.return_code,) if code
        ]
        if failed:
            found.append(f"an exit with status {failed[0]}")
        logged = self.new_log_errors()
        if logged:
            found.append(f"a new log entry: {logged[0]}")
        if not app.is_running:
            found.append("the app stopped")
        return found

    def new_log_errors(self) -> list[str]:
        """The ERROR (and worse) records the log file gained since the detector started."""
        if _log_size(self.log) <= self.log_start:
            return []
        with self.log.open("rb") as handle:
            handle.seek(self.log_start)
            text = handle.read().decode("utf-8", "replace")
        return [
            " ".join(line.split()[2:])[:200]
            for line in text.splitlines()
            if LOG_ERROR.match(line + " ")
        ]


class Monkey:
    """Sends ``count`` seeded random events to ``app`` through ``pilot``."""

    def __init__(self, pilot, seed: int, sizes: tuple[tuple[int, int], ...]) -> None:
        self.pilot, self.app = pilot, pilot.app
        self.rng = random.Random(seed)
        self.sizes = sizes
        self.report = MonkeyReport()
        self.detector = CrashDetector(self.app)
        self.engine = game_engine(self.app)
        assert self.engine is not None, "the monkey starts on a game screen"
        self.ruleset = self.engine.ruleset.name
        self.app.exit = self._quit  # type: ignore[method-assign]  # a quit is not a crash

    def _quit(self, result=None, return_code: int = 0, message=None) -> None:
        """The app asked to stop: a player's quit (status 0) is counted and the run goes on;
        any other status is a crash, which the detector reports at the next check."""
        self.report.quits += 1
        self.detector.exited(return_code)

    async def run(self, count: int) -> MonkeyReport:
        """About ``count`` events, in bursts as a terminal delivers a mashed keyboard: the
        keys of a burst arrive before the app has handled the first of them."""
        # mostly bursts of keys; a resize lays the whole screen out again (the dearest event)
        moves = (
            *[self.keys] * 12,
            *[self.repeated] * 3,
            *[self.enter_storm] * 2,
            *[self.typed] * 3,
            self.pasted,
            self.pasted,
            self.click,
            self.click,
            self.resize,
        )
        while self.report.events < count:
            await self.rng.choice(moves)()
            await self.check()
        await self.settle()  # nothing left queued when the test ends the app
        await self.check()
        return self.report

    # --- what the monkey does -----------------------------------------------------------------
    def send(self, event: events.Event) -> None:
        """Queue ``event`` as the terminal would; :meth:`settle` lets the app handle it."""
        event.set_sender(self.app)
        self.app._driver.send_message(event)
        self.report.events += 1

    async def settle(self) -> None:
        await self.pilot.pause()

    def random_key(self) -> events.Key:
        if self.rng.random() < 0.5:
            return events.Key(self.rng.choice(NAMED_KEYS), None)
        character = self.rng.choice(PRINTABLE)
        return events.Key(_character_to_key(character), character)

    async def keys(self) -> None:
        """A burst of one to twelve random keys."""
        for _ in range(self.rng.randint(1, 12)):
            self.send(self.random_key())
        await self.settle()

    async def repeated(self) -> None:
        """One key two to eight times at once: a key held down, a double press."""
        key = self.random_key()
        for _ in range(self.rng.randint(2, 8)):
            self.send(events.Key(key.key, key.character))
        self.report.repeats += 1
        await self.settle()

    async def enter_storm(self) -> None:
        """The palette or a dialog opened (or left), then Enter two to six times at once:
        sometimes in the same burst as the key that opens it, sometimes once it is up."""
        opener = self.rng.choice(OPENERS)
        self.send(events.Key(opener, opener if len(opener) == 1 else None))
        if self.rng.random() < 0.5:
            await self.settle()
        for _ in range(self.rng.randint(2, 6)):
            self.send(events.Key("enter", "\r"))
        self.report.storms += 1
        await self.settle()

    async def typed(self) -> None:
        """``:``, garbage, Enter: a refused token must change nothing."""
        await self._into_entry(self._type, self.rng.choice(GARBAGE))

    async def pasted(self) -> None:
        """Garbage pasted (control characters and all), then Enter."""
        await self._into_entry(self._paste, self.rng.choice(GARBAGE))

    def _type(self, text: str) -> None:
        for character in text:
            key = (
                _character_to_key(character)
                if character.isprintable()
                else f"ctrl+{chr(ord(character) % 32 + 96)}"
            )
            self.send(events.Key(key, character))

    def _paste(self, text: str) -> None:
        self.send(events.Paste(text))

    async def _into_entry(self, put, text: str) -> None:
        """``:``, then ``put(text)``, then Enter. When the text went into the move entry and
        stayed there (a tab typed in it moves the focus on: the keys after it are commands; with
        the command palette open, ``:`` and the text go into its field), the game must be as it
        was before."""
        before = self._history()
        self.send(events.Key("colon", ":"))
        await self.settle()
        entry = self.app.focused
        put(text)
        await self.settle()
        # the move entry only: the same keys typed into the command palette's field choose a
        # command there, and Enter runs it (a real change of the game)
        stayed = isinstance(entry, Input) and entry.id == MOVE_ENTRY and self.app.focused is entry
        self.send(events.Key("enter", "\r"))
        await self.settle()
        if stayed:
            self._same_history(before)

    async def click(self) -> None:
        """A click (or a wheel turn) somewhere on the terminal, as the driver reports one."""
        width, height = self.app.size
        x, y = self.rng.randrange(width), self.rng.randrange(height)
        kinds = (
            (events.MouseDown, events.MouseUp, events.Click),
            (events.MouseScrollDown,),
            (events.MouseScrollUp,),
            (events.MouseMove,),
        )
        for kind in self.rng.choice(kinds):
            self.send(kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y))
        await self.settle()

    async def resize(self) -> None:
        width, height = self.rng.choice(self.sizes)
        self.report.events += 1
        await self.pilot.resize_terminal(width, height)

    # --- checks -------------------------------------------------------------------------------
    def _history(self) -> tuple | None:
        engine = game_engine(self.app)
        return None if engine is None else (id(engine), history(engine))

    def _same_history(self, before: tuple | None) -> None:
        """The typed garbage was refused (it is never a token): the game is as it was, unless
        the garbage's keys left the game screen before Enter (then there is nothing to compare)."""
        after = self._history()
        if before is not None and after is not None and before[0] == after[0]:
            assert after[1] == before[1], "a refused input changed the game"
            self.report.refused += 1

    async def check(self) -> None:
        crashed = self.detector.seen()
        assert not crashed, f"a crash after {self.report.events} events: {'; '.join(crashed)}"
        engine = game_engine(self.app)
        if engine is None or engine.ruleset.name != self.ruleset:
            # left for the title (or a new game of another ruleset): back to its own game, as
            # Resume would, so that every event goes to the ruleset under test
            self.report.returns += 1
            self.app.play(self.engine)
            await self.pilot.pause()
            engine = game_engine(self.app)
        assert engine is not None
        self.engine = engine
        self.report.games_seen.add(engine.ruleset.name)
