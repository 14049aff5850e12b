"""The screens' header: Textual's ``Header`` that lets a title change find its title gone.

Textual's header shows the screen's title by watching the app's and the screen's title; each
change schedules a look-up of its title widget. When the screen leaves the stack its widgets
are removed child first, so a change that arrives then (a game screen popped right after it
set its title, as keys typed in a burst do) looks the title up after it went, and the
``NoMatches`` stopped the app. Here a header whose title is gone has nothing to show.
"""

from __future__ import annotations

from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.events import Mount
from textual.widgets import Header

from kemet_tui.tui.framework.textual_private import HeaderTitle


class SteadyHeader(Header):
    """Textual's ``Header``; a title change that comes while it is being removed is dropped."""

    def _on_mount(self, event: Mount) -> None:
        """Watch the titles as Textual's header does, with :meth:`show_title` (its own
        watcher, which fails when its title is gone, is not set up)."""
        event.prevent_default()
        for owner in (self.app, self.screen):
            self.watch(owner, "title", self.show_title)
            self.watch(owner, "sub_title", self.show_title)

    def show_title(self) -> None:
        """Draw the title and sub-title, if the title widget is still there to draw them."""
        try:
            self.query_one(HeaderTitle).update(self.format_title())
        except (NoMatches, NoScreen):
            return  # the header is being removed with its screen
