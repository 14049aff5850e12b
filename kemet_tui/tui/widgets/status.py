"""The one-line status message under the board: what to do now, or what just went wrong."""

from __future__ import annotations

from typing import Literal

from textual.reactive import reactive
from textual.widgets import Static

Tone = Literal["info", "good", "warn", "error"]


class StatusLine(Static):
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
    StatusLine.-good { color: $success; }
    StatusLine.-warn { color: $warning; }
    StatusLine.-error { color: $error; text-style: bold; }
    """

    message: reactive[str] = reactive("")
    tone: reactive[Tone] = reactive("info")

    def say(self, message: str, tone: Tone = "info") -> None:
        """Replace the message (and its tone) in one call. An empty line keeps the tone it
        had: it shows nothing, and changing the class would restyle the line for nothing."""
        if message:
            self.tone = tone
        self.message = message

    def watch_message(self, message: str) -> None:
        self.update(message, layout=False)

    def watch_tone(self, old: Tone, new: Tone) -> None:
        self.remove_class(f"-{old}")
        self.add_class(f"-{new}")
