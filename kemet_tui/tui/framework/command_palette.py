"""The command palette (``ctrl+p``), steady under keys that arrive faster than it lays out.

Textual's palette passes page up and page down to its command list at once. When the keys of a
burst (``ctrl+p``, a letter, page down, as a fast typist or a mashed keyboard sends them) reach
the list after it was given its first commands but before it was laid out, the list has no
lines yet and looking up the highlighted command's line raises ``KeyError``, which stops the
app. A list that shows no line has no page to move by, so here the page keys wait for the list
to have room.

Enter pressed several times at once (a storm of Enter, or a key held down) reaches the palette's
field again after the first command was chosen and the palette dismissed itself: Textual's
palette would then dismiss itself a second time, popping the screen beneath it (or, with none
left, stopping the app with ``ScreenStackError``), and run the command twice. Once the palette
is closing, what its field or list still submits is dropped. Every other key is Textual's own.

In a terminal a few columns wide, Textual's palette laid its results out with no width left, and
wrapping their text raised ``ValueError``: here the palette keeps a width of its own and is cut
at the screen's edge instead.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from textual import on
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingType
from textual.command import CommandList, CommandPalette
from textual.widgets import Button, Input, OptionList


class SteadyCommandPalette(CommandPalette):
    """Textual's command palette whose page keys move only a list that has been laid out."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("pagedown", "page('down')", "Next page", show=False),
        Binding("pageup", "page('up')", "Previous page", show=False),
    ]

    DEFAULT_CSS = """
    SteadyCommandPalette > Vertical {
        min-width: 24;
    }
    """

    #: set once the palette has dismissed itself: it answers nothing more
    closing: bool = False

    def dismiss(self, result=None):
        """Close the palette, once, and only while it is the screen on top: a later Enter of
        the same burst finds it closing, and a palette that another screen covers, or that
        has already left the stack, pops nobody else's screen (nor the last one)."""
        if self.closing or self.app.screen is not self:
            self.closing = True
            return AwaitComplete()
        self.closing = True
        return super().dismiss(result)

    @on(Input.Submitted)
    @on(Button.Pressed)
    @on(OptionList.OptionSelected)
    def _drop_when_closing(
        self, event: Input.Submitted | Button.Pressed | OptionList.OptionSelected
    ) -> None:
        """A choice that arrives after the palette has closed (or has left the screen stack)
        is dropped before Textual's own handlers see it: the chosen command runs once and
        the palette pops only itself."""
        if self.closing or self not in self.app.screen_stack:
            event.stop()
            event.prevent_default()

    def action_page(self, direction: Literal["up", "down"]) -> None:
        """Move the command list's highlight by a page, once the list is mounted and has room
        to show one (a page key in the burst that opens the palette can come before either)."""
        mounted = self.query(CommandList)
        if not mounted:
            return  # the palette's widgets are not mounted yet: there is no list to move
        commands = mounted.first()
        if not commands.scrollable_content_region:
            return  # not laid out yet: no line is drawn, so there is no page to move by
        if direction == "down":
            commands.action_page_down()
        else:
            commands.action_page_up()
