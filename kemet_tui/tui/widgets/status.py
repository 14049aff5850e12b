"""The one-line status message under the board: what to do now, or what just went wrong."""

from __future__ import annotations

from typing import Literal

from rich.text import Text
from textual.reactive import reactive

from kemet_tui.tui.widgets.plain import PlainStatic

Tone = Literal["info", "good", "warn", "error"]


class StatusLine(PlainStatic):
    """Shows a message in one of four tones; the screen says what, the CSS says how it looks.

    Two rows, always: a fixed height lets a new message repaint the line alone instead of
    laying out the whole screen again, which keeps key presses fast.
    """

    DEFAULT_CSS = """
    StatusLine {
        height: 2;
        padding: 0 1;
        color: $text;
    }
    StatusLine > .status--good { color: $success; }
    StatusLine > .status--warn { color: $warning; }
    StatusLine > .status--error { color: $error; text-style: bold; }
    """
    #: the tones' looks; the message is drawn in its tone's style, so that a new tone repaints
    #: the line alone (a class on the widget restyled it through the whole stylesheet, a
    #: fraction of a millisecond on every action that changed the tone)
    COMPONENT_CLASSES = {"status--good", "status--warn", "status--error"}

    message: reactive[str] = reactive("", repaint=False)
    tone: reactive[Tone] = reactive("info", repaint=False)

    def say(self, message: str, tone: Tone = "info") -> None:
        """Replace the message (and its tone) in one call, drawn once. An empty line keeps
        the tone it had: it shows nothing."""
        shown = (self.message, self.tone)
        self.set_reactive(StatusLine.message, message)
        if message:
            self.set_reactive(StatusLine.tone, tone)
        if (self.message, self.tone) != shown:
            self._show()

    def watch_message(self) -> None:
        self._show()

    def watch_tone(self) -> None:
        self._show()

    def _show(self) -> None:
        """The message as plain text (a bracket in it is not markup) in its tone's style."""
        style = "" if self.tone == "info" else \
            self.get_component_rich_style(f"status--{self.tone}", partial=True)
        self.update(Text(self.message, style=style), layout=False)
