"""The status message under the board: what to do now, or what just went wrong; and a
problem pinned above it (a save that failed) that stays until the player has seen it."""

from __future__ import annotations

import time
from typing import Literal

from rich.text import Text
from textual.reactive import reactive

from kemet_tui.tui.widgets.plain import PlainStatic

Tone = Literal["info", "good", "warn", "error"]


class StatusLine(PlainStatic):
    """Shows a message in one of four tones; the screen says what, the CSS says how it looks.

    Two rows, always: a fixed height lets a new message repaint the line alone instead of
    laying out the whole screen again, which keeps key presses fast.

    A pinned problem (:meth:`pin`: a save that failed) takes the first row, in the error's
    tone, and the messages go on in the second: the move that follows a failed autosave must
    not wipe the word of it before it was read. It stays until the player has seen it: a key
    pressed once it has been on screen for :data:`SEEN_AFTER` seconds (:meth:`key_pressed`),
    the time counted again whenever its screen comes back on top (:meth:`shown_again`).
    """

    #: seconds a pinned problem is on screen before a key may take it away
    SEEN_AFTER = 2.0
    #: the clock of :data:`SEEN_AFTER` (a test sets its own)
    clock = staticmethod(time.monotonic)

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
    #: the problem kept on the first row until seen ("" when none)
    pinned: str = ""
    _pinned_since: float = 0.0

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

    def pin(self, problem: str) -> None:
        """Keep ``problem`` on the first row until the player has seen it."""
        self.pinned = problem
        self._pinned_since = self.clock()
        self._show()

    def shown_again(self) -> None:
        """The screen is back on top (a curtain or a dialog went): the pinned problem has been
        out of sight, so its time on screen starts again."""
        self._pinned_since = self.clock()

    def key_pressed(self) -> None:
        """A key of the player's: a problem pinned long enough ago has been seen, and goes."""
        if self.pinned and self.clock() - self._pinned_since >= self.SEEN_AFTER:
            self.pinned = ""
            self._show()

    def _show(self) -> None:
        """The message as plain text (a bracket in it is not markup) in its tone's style,
        under the pinned problem if there is one."""
        style = (
            ""
            if self.tone == "info"
            else self.get_component_rich_style(f"status--{self.tone}", partial=True)
        )
        text = Text(self.message, style=style)
        if self.pinned:
            error = self.get_component_rich_style("status--error", partial=True)
            text = Text.assemble((self._one_row(self.pinned), error), "\n", text)
        self.update(text, layout=False)

    def _one_row(self, problem: str) -> str:
        """The problem cut to the width of one row (its whole text is in the log)."""
        width = self.content_size.width or 80
        return problem if len(problem) <= width else problem[: width - 1] + "…"
