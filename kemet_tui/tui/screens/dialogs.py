"""Small modal questions: yes/no confirmations (draw offer, resign) and a file path prompt.

Each dialog only asks; it dismisses with the answer and its caller acts on it, so the same
dialog serves the title screen and the game screen. A dialog answers once: keys typed faster
than the screen is taken away (Enter, Enter) reach it again, and must not dismiss it twice.
The path prompt can try the path before it answers (``opener``): a file that does not open keeps
the dialog open with the reason on one line, and a file that exists is replaced only after a yes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from kemet_tui.core.errors import KemetError
from kemet_tui.core.paths import describe_os_error
from kemet_tui.tui.looks.resources import DIALOG_CSS
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.widgets.plain import PlainLabel, PlainStatic, plain


class AnswersOnce:
    """Mixin of a modal screen: :meth:`answer` dismisses it the first time only (a second
    Enter already queued behind the first would pop the screen beneath, or fail)."""

    _answered = False
    dismiss: Any

    def answer_once(self, result: Any) -> None:
        if self._answered:
            return
        self._answered = True
        self.dismiss(result)


def one_line(message: object) -> str:
    """A message for a one-line slot: its lines joined, its spaces collapsed."""
    return " ".join(str(message).split())


class EnterMovesOn:
    """Mixin of a setup form: Enter in a field goes on to the next one and never starts the
    game (a token typed by mistake into the form must not replace the game in play); Enter in
    the seed, the last field, starts it. The form provides ``start`` and ``focus_next``."""

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.input.id == "seed":
            self.start()
        else:
            self.focus_next()


class ConfirmDialog(AnswersOnce, ModalScreen[bool]):
    """Ask one yes/no question; ``y``/``n`` answer from the keyboard, Esc means no."""

    CSS_PATH = DIALOG_CSS

    BINDINGS = [
        Binding("y", "answer(True)", "Yes", show=False, id="confirm.yes"),
        Binding("n,escape", "answer(False)", "No", show=False, id="confirm.no"),
    ]

    def __init__(
        self,
        title: str,
        question: str | Text,
        yes: str = "Yes",
        no: str = "No",
        safe_default: bool = False,
    ) -> None:
        """``safe_default``: No has the focus, so that an Enter typed ahead (to the dialog
        before) does not answer yes to a question that destroys something."""
        super().__init__()
        self._title, self._question, self._yes, self._no = title, question, yes, no
        self._safe_default = safe_default

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog") as box:
            box.border_title = plain(self._title)
            yield PlainStatic(self._question, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(plain(f"{self._yes} (y)"), variant="primary", id="yes")
                yield Button(plain(f"{self._no} (n)"), id="no")

    def on_mount(self) -> None:
        """Focus the default answer. A dialog taken away as soon as it was pushed (the screen
        beneath left the stack in the same burst of keys) has lost its buttons by now: there
        is nothing to focus."""
        for button in self.query("#no" if self._safe_default else "#yes").results(Button):
            button.focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.answer_once(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.answer_once(answer)


#: the path dialog's width (``.dialog-wide``) and what its frame, the field's border and
#: padding take of it
PATH_BOX_WIDTH, PATH_BOX_FRAME = 70, 12


class PathDialog(AnswersOnce, ModalScreen[Any]):
    """Ask for a file path (save as, load); Enter accepts, Esc cancels with ``None``.

    With ``opener`` the dialog tries the path first and answers what ``opener`` returns; a
    :class:`KemetError` or :class:`OSError` it raises is shown on one line and the dialog stays
    open for another path. With ``ask_to_replace`` an existing file is replaced only after a
    yes (``opener`` is then the writer); no leaves the file as it was."""

    CSS_PATH = DIALOG_CSS

    BINDINGS = [Binding("escape", "cancel", "Cancel", show=False, id="path.cancel")]

    def __init__(
        self,
        title: str,
        prompt: str,
        default: Path | str = "",
        ok: str = "OK",
        opener: Callable[[Path], Any] | None = None,
        ask_to_replace: bool = False,
    ) -> None:
        super().__init__()
        self._title, self._prompt, self._default, self._ok = title, prompt, str(default), ok
        self._opener, self._ask_to_replace = opener, ask_to_replace
        self._asking = False

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide") as box:
            box.border_title = plain(self._title)
            yield from self.path_field()

    def path_field(self) -> ComposeResult:
        """The prompt, the path's field, its problem line and the buttons (a dialog that shows
        more above them, as Load does, composes these after its own part)."""
        yield PlainLabel(self._prompt, classes="dialog-text")
        yield SteadyInput(self._default, id="path-input")
        yield PlainStatic("", id="path-problem", classes="dialog-problem")
        with Horizontal(classes="dialog-buttons"):
            yield Button(plain(f"{self._ok} (Enter)"), variant="primary", id="ok")
            yield Button("Cancel (Esc)", id="cancel")

    @while_shown
    def on_mount(self) -> None:
        """The box is as wide as the path it offers (its CSS ``max-width`` keeps it on the
        screen): a path as long as the field, the cursor after it, scrolled its first
        character, the leading ``/``, out of sight."""
        box = self.query_one(".dialog")
        box.styles.width = max(PATH_BOX_WIDTH, len(self._default) + PATH_BOX_FRAME + 1)
        self.query_one("#path-input", Input).focus()

    def show_problem(self, message: str) -> None:
        """The reason on one line, drawn as text (a path may hold any character)."""
        self.query_one("#path-problem", Static).update(Text(one_line(message)))

    @on(Input.Submitted, "#path-input")
    @on(Button.Pressed, "#ok")
    def _accept(self) -> None:
        if self._answered or self._asking:
            return
        text = self.query_one("#path-input", Input).value.strip()
        if not text:
            self.show_problem("Type a file path first.")
            return
        path = typed_path(text)
        if path is None:
            self.show_problem(f"{text.split('/')[0]} names no home folder on this machine.")
            return
        if self._ask_to_replace and _is_a_file(path):
            self._asking = True
            question = Text(f"{path} already exists.\n\nReplace it with this game?")
            dialog = ConfirmDialog(
                "Replace file?", question, "Replace", "Keep it", safe_default=True
            )
            self.app.push_screen(dialog, lambda yes: self._replace_answered(path, yes))
            return
        self._open(path)

    def _replace_answered(self, path: Path, replace: bool | None) -> None:
        self._asking = False
        if replace:
            self._open(path)
        else:
            self.show_problem(f"{path.name} was kept as it was; choose another name.")
            self.query_one("#path-input", Input).focus()

    def _open(self, path: Path) -> None:
        if self._opener is None:
            self.answer_once(path)
            return
        try:
            result = self._opener(path)
        except (KemetError, OSError) as error:
            self.show_problem(_reason(error, path))
            return
        self.answer_once(result)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        if not self._asking:
            self.answer_once(None)


def typed_path(text: str) -> Path | None:
    """The path a player typed, ``~`` and ``~name`` expanded; None when ``~name`` names no user
    of this machine (pathlib raises ``RuntimeError`` for it, which is no fault of the game)."""
    try:
        return Path(text).expanduser()
    except RuntimeError:
        return None


def _is_a_file(path: Path) -> bool:
    """Whether ``path`` is a file that saving would replace. A path the system cannot look at
    (a name too long, a parent that is a file) is no file: opening it says why."""
    try:
        return path.exists() and not path.is_dir()
    except OSError:
        return False


def _reason(error: Exception, path: Path) -> str:
    """A refusal in words: the core's own message, or what the system said about the file."""
    if isinstance(error, KemetError):
        return str(error)
    return f"Cannot use {describe_os_error(error)}" if isinstance(error, OSError) else str(error)
