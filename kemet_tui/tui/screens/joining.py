"""Joining a hosted table: the links open, the host's first message says which game it plays,
and that game's seat screen takes over (:class:`~.kemet.joined.JoinedKemetScreen`,
:class:`~kemet_tui.tui.screens.seti.joined.JoinedSetiScreen`). Nothing of the game is drawn before
that message.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen

from kemet_tui.core.errors import KemetError
from kemet_tui.protocol import Table
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.steady_footer import SteadyFooter


class JoiningScreen(Screen[None]):
    """ "Joining…" until the host's first message, or the one line saying why not."""

    BINDINGS = [Binding("q,escape", "leave", "Leave", id="joining.leave")]

    def __init__(self, links: Sequence[Any], teach: bool = False) -> None:
        super().__init__()
        self.links = tuple(links)
        #: the player asked for the teacher (``join --teach``): the seat screen teaches
        self.teach = teach
        self._handed_on = False

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield PlainStatic("Joining the hosted game...", id="joining")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        self.join()

    @work(exclusive=True)
    async def join(self) -> None:
        """Open every link and read each one's first ``table`` message, then hand over."""
        firsts: list[Table] = []
        try:
            for link in self.links:
                await link.open()
                while not isinstance(message := await link.receive(), Table):
                    pass
                firsts.append(message)
        except KemetError as error:
            self.query_one("#joining", PlainStatic).update(f"{error} (q leaves).")
            return
        screen = self.seat_screen(firsts)
        if screen is None:
            self.query_one("#joining", PlainStatic).update(
                "These lines cannot share one screen: several seats share a screen in Kemet: "
                "Seth only, and all of one game. Join each on a screen of its own (q leaves)."
            )
            return
        self._handed_on = True
        self.app.switch_screen(screen)

    def seat_screen(self, firsts: list[Table]) -> Screen | None:
        """The seat screen of the game the lines join; None when they cannot share one (lines
        of two games, or several seats of a Seti game, which has no curtain to pass)."""
        rulesets = {first.ruleset for first in firsts}
        if rulesets == {"kemet-seth"}:
            from kemet_tui.tui.screens.kemet.joined import JoinedKemetScreen

            return JoinedKemetScreen(self.links, firsts, teach=self.teach)
        if len(firsts) > 1:
            return None
        from kemet_tui.tui.screens.seti.joined import JoinedSetiScreen

        return JoinedSetiScreen(self.links, firsts[0], teach=self.teach)

    def action_leave(self) -> None:
        self.app.exit()

    async def on_unmount(self) -> None:
        if not self._handed_on:
            for link in self.links:
                await link.close()
