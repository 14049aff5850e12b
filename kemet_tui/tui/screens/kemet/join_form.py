"""Joining a hosted table by pasting its line: the first screen of ``kemet-tui join`` without
an address, and of every browser tab of ``kemet-tui serve --join``.

A seat's line holds its secret key, so it is typed (or pasted) by its player, never put in a
link a browser tab is opened with. The form takes the whole line as the host printed it
(``kemet-tui join 'ws://...'``) or the address alone, checks that it is a table's address, and
opens the seat's screen through the link the app was given a maker of (the screen does not
know the network).
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Input

from kemet_tui.tui.looks.resources import KEMET_CSS
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.steady_footer import SteadyFooter

SCHEMES = ("ws://", "wss://")
INTRO = (
    "Join a hosted game. Paste the line the host printed for your seat "
    "(kemet-tui join 'ws://…?key=…'), or its address alone; the address without a key "
    "shows the public board."
)


def address_in(line: str) -> str | None:
    """The table's address in ``line`` (the host's whole line or the address), or None."""
    try:
        words = shlex.split(line.strip())
    except ValueError:
        words = line.split()
    found = [w for w in words if w.startswith(SCHEMES)]
    return found[0] if len(found) == 1 else None


class JoinFormScreen(Screen[None]):
    """Asks for a seat's line, then joins with it."""

    CSS_PATH = KEMET_CSS
    DEFAULT_CSS = """
    JoinFormScreen { align: center middle; }
    #join-form { width: 76; height: auto; padding: 1 2; border: round $kemet-frame; }
    #join-intro { margin-bottom: 1; }
    #join-problem { color: $error; height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "leave", "Leave", id="join.leave")]

    def __init__(self, make_link: Callable[[str], Any], teach: bool = False) -> None:
        super().__init__()
        self.make_link = make_link
        #: the player asked for the teacher (``join --teach``)
        self.teach = teach

    def compose(self) -> ComposeResult:
        with Center():
            with Vertical(id="join-form"):
                yield PlainStatic(INTRO, id="join-intro")
                yield SteadyInput(placeholder="kemet-tui join 'ws://…'", id="join-line")
                yield PlainStatic("", id="join-problem")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        self.title = "Kemet: Seth"
        self.sub_title = "join a hosted game"
        self.query_one("#join-line", Input).focus()

    def on_input_submitted(self, message: Input.Submitted) -> None:
        address = address_in(message.value)
        if address is None:
            self.query_one("#join-problem", PlainStatic).update(
                "That is not a table's line: it starts ws:// (the host prints one per seat)."
            )
            return
        from kemet_tui.tui.screens.joining import JoiningScreen

        self.app.switch_screen(JoiningScreen([self.make_link(address)], teach=self.teach))

    def action_leave(self) -> None:
        self.app.exit()
