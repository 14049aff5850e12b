"""An ``Input`` that stops blinking when the app is frozen (tests and screenshots).

A blinking cursor makes two screenshots of the same screen differ; every text field of the app
is a :class:`SteadyInput` so that ``make_app(frozen=True)`` freezes them all in one place.
"""

from __future__ import annotations

from textual.widgets import Input


class SteadyInput(Input):
    """A text input whose cursor blink follows ``app.frozen``."""

    def on_mount(self) -> None:
        if getattr(self.app, "frozen", False):
            self.cursor_blink = False
