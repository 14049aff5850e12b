"""The privacy curtain: a full screen between two seats, naming only who takes the keyboard.

A full :class:`Screen`, never a ``ModalScreen``: a modal lets the screen below show through,
and what is below is the previous seat's private view. The curtain shows the next decider's
name, its glyph and the key to press, and nothing of any player's hand, choices or position.
It dismisses with ``True`` when the named player is ready, ``False`` to leave for the title.
Before a window (a Veto window, a rite's DI window) it offers the window's pass to whoever it
names (``p``, dismissing with ``"pass"``): every seat asked is offered it, whatever it holds,
so the offer tells nothing, and a player who means to let the card be passes with one key.
When the player is ready, ``on_ready`` runs first, while the curtain still covers the screen:
the game puts that player's view up behind it, so that the first frame after the curtain is
their whole view (put up after the curtain had gone, it came two or three frames late: the
title, the focus and the footer's keys after the rest).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Static

from kemet_tui.tui.framework.textual_private import on_a_screen_stack
from kemet_tui.tui.looks.resources import KEMET_CSS
from kemet_tui.tui.screens.kemet.seats import SeatStyle
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.steady_footer import SteadyFooter


def curtain_text(who: str, style: SeatStyle) -> Text:
    """``Pass the keyboard to A2 (Nikki)`` with the seat's glyph in its colour."""
    text = Text()
    text.append("Pass the keyboard to\n\n", style="bold")
    text.append(f"{style.glyph}  {who}  {style.glyph}", style=f"bold {style.hex}")
    return text


class CurtainScreen(Screen[bool | str]):
    """Hides everything until the named player presses Enter (or clicks)."""

    CSS_PATH = KEMET_CSS

    BINDINGS = [
        Binding("enter,space", "ready", "I am ready", id="curtain.ready"),
        Binding("p", "pass_window", "Pass", id="curtain.pass"),
        Binding("q", "leave", "Title", id="curtain.title"),
    ]

    #: what the pass key does before a window (``Let it be``); "" when there is no window
    passing = ""

    def __init__(
        self,
        who: str,
        style: SeatStyle,
        public: bool = False,
        on_ready: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.who = who
        self.look = style
        #: the Alliance's public choices: the whole team may look
        self.public = public
        self.on_ready = on_ready

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain-body"):
            with Center():
                yield PlainStatic(curtain_text(self.who, self.look), id="curtain-name")
            with Center():
                yield PlainStatic(self.hint(), id="curtain-hint")
        yield SteadyFooter(compact=True)

    def name_player(self, who: str, style: SeatStyle, public: bool) -> None:
        """Name another player: the game keeps one curtain and puts it up again (composing a
        curtain and its footer anew was a good part of the time it took to come up)."""
        self.who, self.look, self.public = who, style, public
        if self.is_mounted:
            self.query_one("#curtain-name", Static).update(curtain_text(who, style))
            self.query_one("#curtain-hint", Static).update(self.hint())

    def offer_pass(self, passing: str) -> None:
        """Offer the pass of the window behind the curtain (``Let it be``), or none ("")."""
        self.passing = passing
        if self.is_mounted:
            self.query_one("#curtain-hint", Static).update(self.hint())
        self.refresh_bindings()

    def hint(self) -> str:
        who = (
            "The Alliance's members decide together"
            if self.public
            else f"Only {self.who} looks now"
        )
        text = f"{who}. Press Enter (or click) to continue."
        if self.passing:
            text += f"\nOr press p: {self.passing}, without looking."
        return text

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return bool(self.passing) if action == "pass_window" else True

    def action_pass_window(self) -> None:
        if self.is_current and self.passing:
            self.dismiss("pass")

    def action_ready(self) -> None:
        if self.is_current:  # once: a second Enter may come before the curtain has gone
            if self.on_ready is not None:
                self.on_ready()
            self.dismiss(True)

    def action_leave(self) -> None:
        self.dismiss(False)

    def on_click(self, event: events.Click) -> None:
        """A click anywhere on the curtain (not on the footer's keys) means ready."""
        body = self.query_one("#curtain-body")
        if event.widget is not None and body in event.widget.ancestors_with_self:
            event.stop()
            self.action_ready()


class GameCurtain:
    """One game's curtain: made at its first hand-over, installed in the app as ``name`` and
    kept there between two (Textual removes a screen it pops unless it is installed), named
    again at every other hand-over, and uninstalled when the game is left. ``on_ready`` is the
    game's, run when the named player is ready (:class:`CurtainScreen`)."""

    def __init__(self, name: str, on_ready: Callable[[], None]) -> None:
        self.name = name
        self.on_ready = on_ready
        #: the curtain screen (None until the first hand-over)
        self.screen: CurtainScreen | None = None

    def naming(self, app, who: str, style: SeatStyle, public: bool) -> CurtainScreen:
        """The curtain, naming ``who`` (made and installed in ``app`` the first time)."""
        if self.screen is None:
            self.screen = CurtainScreen(who, style, public, on_ready=self.on_ready)
            app.install_screen(self.screen, self.name)
        else:
            self.screen.name_player(who, style, public)
        return self.screen

    def remove(self, app) -> None:
        """The game is left: its curtain goes with it (unless it is still on a stack)."""
        if self.screen is not None and not on_a_screen_stack(app, self.screen):
            app.uninstall_screen(self.screen)
