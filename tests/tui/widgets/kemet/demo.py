"""A tiny app that mounts one Kemet widget, for the Pilot and snapshot tests.

``WidgetDemo(factory)`` mounts ``factory()`` full screen (or as it sizes itself) and records
every message the widget posts in ``posted``, so a test can assert on what went up.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import App, ComposeResult
from textual.message import Message
from textual.widget import Widget


class WidgetDemo(App[None]):
    """One widget on an otherwise empty screen, cursor blink and animations off."""

    CSS = "Screen { background: #101216; }"

    def __init__(self, factory: Callable[[], Widget], focus: bool = True) -> None:
        super().__init__()
        self.factory = factory
        self.posted: list[Message] = []
        self.animation_level = "none"
        self._focus = focus

    def compose(self) -> ComposeResult:
        yield self.factory()

    def on_mount(self) -> None:
        widget = self.screen.children[0] if self.screen.children else None
        if self._focus and widget is not None and widget.can_focus:
            widget.focus()

    @property
    def widget(self) -> Widget:
        return self.screen.children[0]

    @on(Message)
    def record(self, message: Message) -> None:
        """Every message a Kemet widget posts, in order."""
        if message.__class__.__module__.startswith("kemet_tui.tui.widgets.kemet"):
            self.posted.append(message)

    def of(self, kind: type[Message]) -> list[Message]:
        return [m for m in self.posted if isinstance(m, kind)]
