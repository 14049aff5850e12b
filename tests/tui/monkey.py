"""A seeded "monkey" for the game screens: random keys, typed and pasted garbage, clicks and
resizes, as a player mashing the keyboard (or an attacker) would send them.

The monkey sends its events through the headless driver, the way a terminal's keys arrive, and
checks after each one that the app is still running. Typed garbage (markup, control
characters, long and odd strings) is never a legal token: after each such attempt the game's
history must be exactly what it was. Leaving the game (``q``, a dialog's Title, Quit) is not a
failure: the monkey puts the game back on screen and goes on, so that every run spends its
events on a game screen and its dialogs. A quit is recorded instead of ending the app.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, field

from textual import events
from textual.keys import _character_to_key
from textual.widgets import Input

from kemet_tui.core import Engine
from kemet_tui.tui.app import KemetApp

#: keys a player can reach: the game's bindings, the widgets' (lists, selects, inputs) and more
NAMED_KEYS = (
    "enter", "escape", "space", "tab", "shift+tab", "backspace", "delete",
    "up", "down", "left", "right", "home", "end", "pageup", "pagedown",
    "shift+up", "shift+down", "ctrl+home", "ctrl+end", "ctrl+pageup", "ctrl+pagedown",
    "f1", "f2", "f3", "f4", "f5", "f10",
    "ctrl+z", "ctrl+r", "ctrl+s", "ctrl+o", "ctrl+n", "ctrl+p", "ctrl+u", "ctrl+a",
    "ctrl+e", "ctrl+k", "ctrl+w", "ctrl+q", "ctrl+c", "ctrl+l",
    "colon", "question_mark", "slash", "left_square_bracket", "right_square_bracket",
)
PRINTABLE = string.ascii_letters + string.digits + string.punctuation
#: the id of the game screens' move entry field (``widgets/move_entry.py``)
MOVE_ENTRY = "entry-input"

#: typed text that must be drawn as text and refused as a token
GARBAGE = (
    "[/]", "a[x", "[b]bold", "[red]x[/red]", "[@click=app.quit]quit[/]", "[link=x]y",
    "\x1b[2J\x1b[31m", "\x07\x08\x7f", "a\tb", "\u202eevil", "💥🏺", "[[[[", "]]]", "$x",
    "x" * 120, "b1b2[/]", "act:[/]", "%s%n{0}", "\\[/]", "[", "]", "[/", "'\"",
)


@dataclass
class MonkeyReport:
    """What the monkey did, for the test's assertions and for a reader of a failure."""

    events: int = 0
    refused: int = 0
    quits: int = 0
    returns: int = 0
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


class Monkey:
    """Sends ``count`` seeded random events to ``app`` through ``pilot``."""

    def __init__(self, pilot, seed: int, sizes: tuple[tuple[int, int], ...]) -> None:
        self.pilot, self.app = pilot, pilot.app
        self.rng = random.Random(seed)
        self.sizes = sizes
        self.report = MonkeyReport()
        self.engine = game_engine(self.app)
        assert self.engine is not None, "the monkey starts on a game screen"
        self.ruleset = self.engine.ruleset.name
        self.app.exit = self._quit  # type: ignore[method-assign]  # a quit is not a crash

    def _quit(self, *args, **kwargs) -> None:
        self.report.quits += 1

    async def run(self, count: int) -> MonkeyReport:
        """About ``count`` events, in bursts as a terminal delivers a mashed keyboard: the
        keys of a burst arrive before the app has handled the first of them."""
        # mostly bursts of keys; a resize lays the whole screen out again (the dearest event)
        moves = (*[self.keys] * 12, *[self.typed] * 3, self.pasted, self.pasted, self.click,
                 self.click, self.resize)
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

    async def typed(self) -> None:
        """``:``, garbage, Enter: a refused token must change nothing."""
        await self._into_entry(self._type, self.rng.choice(GARBAGE))

    async def pasted(self) -> None:
        """Garbage pasted (control characters and all), then Enter."""
        await self._into_entry(self._paste, self.rng.choice(GARBAGE))

    def _type(self, text: str) -> None:
        for character in text:
            key = _character_to_key(character) if character.isprintable() else \
                f"ctrl+{chr(ord(character) % 32 + 96)}"
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
        stayed = isinstance(entry, Input) and entry.id == MOVE_ENTRY \
            and self.app.focused is entry
        self.send(events.Key("enter", "\r"))
        await self.settle()
        if stayed:
            self._same_history(before)

    async def click(self) -> None:
        """A click (or a wheel turn) somewhere on the terminal, as the driver reports one."""
        width, height = self.app.size
        x, y = self.rng.randrange(width), self.rng.randrange(height)
        kinds = ((events.MouseDown, events.MouseUp, events.Click), (events.MouseScrollDown,),
                 (events.MouseScrollUp,), (events.MouseMove,))
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
        assert self.app.is_running and self.app._exception is None, \
            f"the app stopped: {self.app._exception!r}"
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
