"""A light clickable, focusable label for the title screen's actions (New game, Resume...).

Textual's ``Button`` carries a large default stylesheet that every app start has to parse; the
title screen only needs a word that reacts to Enter, space and a click, and it is the screen the
player waits for, so it uses this instead (see ``benchmarks/bench_startup.py``).
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.message import Message

from kemet_tui.tui.widgets.plain import PlainStatic


class ActionLink(PlainStatic, can_focus=True):
    """``[ New game (n) ]``: posts :class:`ActionLink.Pressed` on Enter, space or a click."""

    DEFAULT_CSS = """
    ActionLink {
        width: auto;
        height: 1;
        padding: 0 2;
        margin: 0 1;
        background: $boost;
        color: $text;
        text-style: bold;
    }
    ActionLink:hover { background: $primary 40%; }
    ActionLink:focus { background: $primary; color: $text; }
    ActionLink.-primary { background: $primary 60%; }
    ActionLink.-primary:focus { background: $primary; }
    ActionLink:disabled { color: $text-disabled; background: $boost; text-style: none; }
    """

    BINDINGS = [Binding("enter,space", "press", "Press", show=False, id="link.press")]

    class Pressed(Message):
        """The link was activated."""

        def __init__(self, link: ActionLink) -> None:
            super().__init__()
            self.link = link

        @property
        def control(self) -> ActionLink:
            return self.link

    def action_press(self) -> None:
        if not self.disabled:
            self.post_message(self.Pressed(self))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.action_press()
