"""Small modal questions: yes/no confirmations (draw offer, resign) and a file path prompt.

Each dialog only asks; it dismisses with the answer and its caller acts on it, so the same
dialog serves the title screen and the game screen.
"""

from __future__ import annotations

from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.resources import DIALOG_CSS


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


class ConfirmDialog(ModalScreen[bool]):
    """Ask one yes/no question; ``y``/``n`` answer from the keyboard, Esc means no."""

    CSS_PATH = DIALOG_CSS

    BINDINGS = [
        Binding("y", "answer(True)", "Yes", show=False, id="confirm.yes"),
        Binding("n,escape", "answer(False)", "No", show=False, id="confirm.no"),
    ]

    def __init__(self, title: str, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self._title, self._question, self._yes, self._no = title, question, yes, no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog") as box:
            box.border_title = self._title
            yield Static(self._question, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{self._yes} (y)", variant="primary", id="yes")
                yield Button(f"{self._no} (n)", id="no")

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class PathDialog(ModalScreen[Path | None]):
    """Ask for a file path (save as, load); Enter accepts, Esc cancels with ``None``."""

    CSS_PATH = DIALOG_CSS

    BINDINGS = [Binding("escape", "cancel", "Cancel", show=False, id="path.cancel")]

    def __init__(self, title: str, prompt: str, default: Path | str = "", ok: str = "OK") -> None:
        super().__init__()
        self._title, self._prompt, self._default, self._ok = title, prompt, str(default), ok

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide") as box:
            box.border_title = self._title
            yield Label(self._prompt, classes="dialog-text")
            yield SteadyInput(self._default, id="path-input")
            yield Static("", id="path-problem", classes="dialog-problem")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{self._ok} (Enter)", variant="primary", id="ok")
                yield Button("Cancel (Esc)", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#path-input", Input).focus()

    @on(Input.Submitted, "#path-input")
    @on(Button.Pressed, "#ok")
    def _accept(self) -> None:
        text = self.query_one("#path-input", Input).value.strip()
        if not text:
            self.query_one("#path-problem", Static).update("Type a file path first.")
            return
        self.dismiss(Path(text).expanduser())

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
