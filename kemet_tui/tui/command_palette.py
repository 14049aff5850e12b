"""The command palette (``ctrl+p``), steady under keys that arrive faster than it lays out.

Textual's palette passes page up and page down to its command list at once. When the keys of a
burst (``ctrl+p``, a letter, page down, as a fast typist or a mashed keyboard sends them) reach
the list after it was given its first commands but before it was laid out, the list has no
lines yet and looking up the highlighted command's line raises ``KeyError``, which stops the
app. A list that shows no line has no page to move by, so here the page keys wait for the list
to have room; every other key of the palette is Textual's own.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from textual.binding import Binding, BindingType
from textual.command import CommandList, CommandPalette


class SteadyCommandPalette(CommandPalette):
    """Textual's command palette whose page keys move only a list that has been laid out."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("pagedown", "page('down')", "Next page", show=False),
        Binding("pageup", "page('up')", "Previous page", show=False),
    ]

    def action_page(self, direction: Literal["up", "down"]) -> None:
        """Move the command list's highlight by a page, once the list has room to show one."""
        commands = self.query_one(CommandList)
        if not commands.scrollable_content_region:
            return  # not laid out yet: no line is drawn, so there is no page to move by
        if direction == "down":
            commands.action_page_down()
        else:
            commands.action_page_up()
