"""What every game screen (Seti's and Kemet's) is: a screen that plays one game's engine, with
a status line ``#status`` and a token entry ``#entry`` under its table, and the game's files.

The one base class of both game screens: it gives them ``say``, ``entry``, the autosave and
``ctrl+s`` (through the :class:`~kemet_tui.tui.parts.game_saves.GameSaves` part), ``ctrl+n`` behind
a clear yes, whether the screen has left the app's stack, the command palette's entries, and the
keys no binding takes (through the :class:`~.stray_keys.StrayKeys` part: a token typed without ``:``
goes to the entry). Each game's screen composes its own parts (bots, picks, hand-overs) on
top.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual import events
from textual.app import SystemCommand
from textual.screen import Screen

from kemet_tui.core import Engine, IllegalAction
from kemet_tui.core.events import Event
from kemet_tui.tui.parts.game_saves import GameSaves
from kemet_tui.tui.screens.dialogs import ConfirmDialog, PathDialog
from kemet_tui.tui.screens.stray_keys import StrayKeys
from kemet_tui.tui.widgets.move_entry import MoveEntry
from kemet_tui.tui.widgets.status import StatusLine, Tone


class GameScreen(Screen[None]):
    """A screen that plays ``engine``'s game; the game's screen says ``prompt()`` and lists its
    palette's ``PALETTE_ENTRIES``."""

    #: the command palette's entries, (action, title, help): each game's screen lists its own
    PALETTE_ENTRIES: tuple[tuple[str, str, str], ...] = ()

    def __init__(self, engine: Engine) -> None:
        super().__init__()
        self.engine = engine
        #: the game's autosave and the file ctrl+s last wrote
        self.saves = GameSaves(engine)
        #: where the keys no binding takes go
        self.stray_keys = StrayKeys(self)

    def prompt(self) -> str:
        """What the player at the keyboard can do now (each game's screen says)."""
        return ""

    # --- keys ---------------------------------------------------------------------------------
    def route_stray_key(self, event: events.Key) -> bool:
        """Called by the app before it hands a key to the focused widget: a stray key opens
        the entry there and then (:meth:`StrayKeys.route`). True: the key is taken."""
        return self.stray_keys.route(event)

    def on_key(self, event: events.Key) -> None:
        """A greyed command's key says why; a stray key opens the entry (:class:`StrayKeys`)."""
        self.stray_keys.on_key(event)

    def may_type(self) -> bool:
        """Whether a typed token is possible now (the game's screen judges)."""
        return True

    def explain_disabled(self, action: str) -> None:
        """Say why the command bound to the key just pressed cannot be done now."""

    def refuse_typing(self, char: str) -> None:
        """Say, in one line, that ``char`` typed now is not kept (no token may be typed)."""

    def palette_commands(self):
        """The palette's commands possible now (``check_action``); each runs only if the
        screen is still up when the palette has closed."""
        for action, title, help_text in self.PALETTE_ENTRIES:
            if self.check_action(action, ()):
                yield SystemCommand(
                    title, help_text, self.unless_left(getattr(self, f"action_{action}"))
                )

    # --- leaving ------------------------------------------------------------------------------
    def has_left(self) -> bool:
        """Whether the screen has left the app's screen stack (the title, a new or a loaded
        game took its place): its widgets are being removed or gone, and a late callback
        meant for it (a palette command, which Textual runs once the palette has closed; a
        timer; a bot's answer) must draw nothing, nor set the title its Header watches."""
        app = getattr(self, "app", None)
        return app is None or self not in app.screen_stack

    def unless_left(self, callback: Callable[[], object]) -> Callable[[], None]:
        """``callback``, to be run later (a palette command runs once the palette has closed):
        by then the screen may have left the stack, and then it does nothing."""

        def run() -> None:
            if not self.has_left():
                callback()

        return run

    def on_unmount(self) -> None:
        """Off the screen stack: the game's files are given up (Textual calls this as well as
        a game screen's own ``on_unmount``: each class's handler in the MRO is called)."""
        self.saves.close()

    # --- the status line and the entry --------------------------------------------------------
    def say(self, message: str, tone: Tone = "info") -> None:
        """Put a message on the status line."""
        if self.has_left():
            return
        self.query_one("#status", StatusLine).say(message, tone)

    def say_until_seen(self, problem: str) -> None:
        """Pin ``problem`` (a save that failed) above the status line's messages, until the
        player has seen it (:meth:`StatusLine.pin`)."""
        if self.has_left():
            return
        self.query_one("#status", StatusLine).pin(problem)

    def key_pressed(self) -> None:
        """The app saw a key of the player's while this screen is on top: a pinned problem
        that has been on screen long enough has been seen."""
        for status in self.query("#status").results(StatusLine):
            status.key_pressed()

    def on_screen_resume(self) -> None:
        """Back on top (Textual calls this as well as a game screen's own): a pinned problem
        was out of sight, so it stays a while longer."""
        for status in self.query("#status").results(StatusLine):
            status.shown_again()

    @property
    def entry(self) -> MoveEntry:
        return self.query_one("#entry", MoveEntry)

    # --- the game's files ---------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the game as it stands to its autosave, on the autosave's own thread (the
        write flushes to disk: the player need not wait for it). A write that failed, or a
        data folder that cannot be written, is pinned on the status line until seen."""
        self.saves.autosave_later(self._autosave_written)

    def _autosave_written(self, problem: str | None, error: BaseException | None) -> None:
        """Told on the event loop's thread; the outcome is handled as a message of this
        screen, so that an error (a bug) is reported as every other."""
        self.call_later(self.autosave_done, problem, error)

    def autosave_done(self, problem: str | None, error: BaseException | None) -> None:
        """An autosave's outcome: a new problem is pinned, a recovery said."""
        if error is not None:
            raise error
        news = self.saves.news(problem)
        if news is None:
            return
        if news == problem:
            self.say_until_seen(news)
            return
        if not self.has_left():
            status = self.query_one("#status", StatusLine)
            status.pin("")
            self.say(f"{news} {status.message}".strip(), "good")

    def action_save(self) -> None:
        """ctrl+s: the save dialog on the proposed path; a file that exists is replaced only
        after a yes, and a write that fails keeps the dialog open with the reason."""
        dialog = PathDialog(
            "Save game",
            "Save this game to:",
            self.saves.proposed_path(),
            "Save",
            opener=self.saves.write,
            ask_to_replace=True,
        )
        self.app.push_screen(dialog, self.save_written)

    def save_written(self, path: Path | None) -> None:
        """The dialog wrote the game to ``path`` (``None``: the player cancelled)."""
        if path is None:
            return
        self.saves.saved_to = path
        self.say(f"Saved to {path}.", "good")

    # --- a new game ---------------------------------------------------------------------------
    def action_new_game(self) -> None:
        """ctrl+n: the new-game form; an unfinished game is left only after a clear yes (it
        stays in its autosave, for Resume, but a stray key must never start a new game)."""
        if self.engine.outcome is not None:
            self.app.ask_new_game(self.engine.ruleset.name)
            return
        question = (
            f"Start a new game of {self.engine.ruleset.title}?\n\nThis game is not "
            "finished: it stays autosaved, and Resume on the title screen brings it "
            "back."
        )
        dialog = ConfirmDialog("New game", question, "Set up a new game", "Keep playing")
        self.app.push_screen(dialog, self.new_game_answered)

    def new_game_answered(self, confirmed: bool | None) -> None:
        if confirmed:
            self.app.ask_new_game(self.engine.ruleset.name)
        else:
            self.say(f"The game goes on. {self.prompt()}")

    # --- resigning ------------------------------------------------------------------------------
    def ask_resign(self, seat: str, question: str) -> None:
        """The resignation of ``seat`` after a clear yes (a stray key must never end a game)."""
        dialog = ConfirmDialog("Resign", question, "Resign", "Keep playing")
        self.app.push_screen(dialog, lambda yes: self.resign_answered(seat, yes))

    def resign_answered(self, seat: str, confirmed: bool | None) -> None:
        """The rules core takes the resignation or says why not; the screen shows what follows."""
        if not confirmed:
            self.say("Resignation withdrawn.")
            return
        try:
            events = self.engine.resign(seat)
        except IllegalAction as error:
            self.say(error.reason, "error")
            return
        self.after_resign(events)

    def after_resign(self, events: tuple[Event, ...]) -> None:
        """What the game's screen shows once a side has resigned."""
        raise NotImplementedError
