"""The typed-move field: ``:`` focuses it, a token and Enter submits it, Esc goes back.

The field never judges a token. It posts :class:`MoveEntry.Submitted` and its screen plays the
token through the engine; a refusal comes back as :meth:`MoveEntry.refuse` with the engine's
reason and the closest legal tokens, shown under the field until the next attempt.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Input, Static

from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.widgets.plain import PlainLabel, PlainStatic


class MoveEntry(Vertical):
    """A one-line notation entry with an error area beneath it."""

    DEFAULT_CSS = """
    MoveEntry { height: auto; padding: 0 1; }
    MoveEntry > Horizontal { height: 1; }
    MoveEntry #entry-prompt { width: 2; color: $accent; text-style: bold; }
    MoveEntry Input { width: 1fr; }
    MoveEntry #entry-error { display: none; color: $error; height: auto; max-height: 3; }
    MoveEntry.-refused #entry-error { display: block; }
    """

    BINDINGS = [Binding("escape", "leave", "Back to board", id="entry.leave")]

    class Submitted(Message):
        """The player typed ``token`` and pressed Enter."""

        def __init__(self, token: str) -> None:
            super().__init__()
            self.token = token

    class Left(Message):
        """The player left the field (Esc): focus goes back to the board."""

    error: reactive[str] = reactive("")

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield PlainLabel(":", id="entry-prompt")
            yield SteadyInput(
                placeholder="type a move, e.g. b1c2, then Enter", compact=True, id="entry-input"
            )
        yield PlainStatic(id="entry-error")

    @property
    def input(self) -> Input:
        return self.query_one("#entry-input", Input)

    def refuse(self, token: str, reason: str, suggestions: tuple[str, ...]) -> None:
        """Show why ``token`` was refused, and the legal tokens closest to it."""
        text = f"✗ {token}: {reason}"
        if suggestions:
            text += f"\n  Closest legal moves: {', '.join(suggestions)}"
        self.error = text

    def accept(self) -> None:
        """The token was played: clear the field and any old error."""
        self.input.value = ""
        self.error = ""

    def watch_error(self, error: str) -> None:
        self.query_one("#entry-error", Static).update(error)
        self.set_class(bool(error), "-refused")

    @on(Input.Submitted, "#entry-input")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        token = event.value.strip()
        if token:
            self.post_message(self.Submitted(token))

    def action_leave(self) -> None:
        self.post_message(self.Left())
