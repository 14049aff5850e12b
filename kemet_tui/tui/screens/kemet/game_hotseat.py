"""The Kemet game screen's hand-overs: who looks now, the privacy curtain between two seats,
and what is drawn behind it.

After every change the screen works out whose view goes up (``screen_for``, ``needs_curtain``:
:mod:`.game_bots`). When the keyboard passes to another player the screen first blanks itself,
then puts up the full-screen curtain naming only that player (one :class:`CurtainScreen` per
game, kept installed and put up again). While the curtain is up the public panels are drawn
and laid out behind it (:meth:`KemetHotseat.draw_behind_curtain`); when the named player is
ready their own view is put up and laid out behind it too, before it goes
(:meth:`KemetHotseat.take_keyboard`), so that the first frame after the curtain is their whole
view. Nothing of theirs is on the screen before their key press.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.seat_log import SeatLog
from kemet_tui.tui.screens.kemet.seats import SeatStyle
from kemet_tui.tui.widgets.kemet import Scores
from kemet_tui.tui.widgets.row_refresh import flush_redraws

if TYPE_CHECKING:
    from kemet_tui.tui.screens.kemet.game import KemetGameScreen as _Base
else:
    _Base = object


class KemetHotseat(_Base):
    """Mixin of :class:`KemetGameScreen`: hand-overs and the curtain."""

    def hand_over(self) -> None:
        """Show the view of who may look now (the decider, or who watches a bot think), behind
        the curtain when someone else may have been looking (``needs_curtain``)."""
        if self.curtain_up:
            return
        self.cancel_bot()
        if self.engine.outcome is not None:
            self.viewer = None
            self.sync()
            self.announce_game_over()
            return
        target = self.screen_for(self.engine.to_act)
        if self.needs_curtain(target):
            self.raise_curtain(target)
            return
        if target == self.viewer:
            self.sync()
            if self.deciding and self.bot_answered_last():
                self.decision.focus_options()  # the list emptied while the bot thought
        else:
            self.show_viewer(target, prompt=len(self.human_seats()) > 1)
        self.start_bot()

    def raise_curtain(self, target: str) -> None:
        """Blank the screen, then the curtain naming ``target``'s player."""
        self.viewer, self.narrowed = None, None
        self.say("")
        self.entry.accept()
        self.curtain_up = True
        self._curtain_for = target
        self.sync()
        eyes = self.eyes_for(target)
        curtain = self.curtain_naming(self.label(eyes), self.looks[eyes],
                                      public=not self.is_private(eyes))
        self.app.push_screen(curtain, self.curtain_lifted)
        curtain.call_after_refresh(self.draw_behind_curtain)

    def curtain_naming(self, who: str, style: SeatStyle, public: bool) -> CurtainScreen:
        """This game's curtain, naming ``who``: made once and kept installed between two
        hand-overs (Textual removes a screen it pops unless it is installed)."""
        if self._curtain is None:
            self._curtain = CurtainScreen(who, style, public, on_ready=self.take_keyboard)
            self.app.install_screen(self._curtain, f"kemet-curtain-{id(self)}")
        else:
            self._curtain.name_player(who, style, public)
        return self._curtain

    def on_unmount(self) -> None:
        """The game is left: its curtain goes with it."""
        curtain = self._curtain
        if curtain is not None and not any(curtain in stack
                                           for stack in self.app._screen_stacks.values()):
            self.app.uninstall_screen(curtain)

    def draw_behind_curtain(self) -> None:
        """While the next player reads the curtain, give the panels that draw public facts
        only the public view, then lay this screen out and draw it (into the widgets' line
        caches, never to the terminal): lifting the curtain has only the seat's own panels
        left to draw. Their log is wrapped too, and kept aside until that seat takes the
        keyboard. Textual keeps a screen under
        another one as it was; this is its own refresh, run by hand (Textual is pinned:
        ``Screen._refresh_layout`` and the compositor are the same as on screen)."""
        if not self.curtain_up or self.is_active or not self.is_attached:
            return
        public = self.view_of(None)
        self.public_table(public)
        self.query_one("#scores", Scores).view = public
        self.query_one("#log", SeatLog).prepare(self.engine, self.eyes_for(self._curtain_for),
                                                self.looks, self._labels)
        self.lay_out_behind_curtain()
        self._dirty_widgets.clear()
        self._compositor.render_update(full=True)

    def lay_out_behind_curtain(self) -> None:
        """Draw the panels' pending changes and lay the screen out now, while the curtain
        hides it (Textual lays out only the screen on show, and a panel that appeared behind
        the curtain, the seat's DI hand, came a frame or two after the rest)."""
        flush_redraws(self)
        self._refresh_layout(self.app.size)
        self._layout_required = False

    def take_keyboard(self) -> None:
        """The named player is ready: their view goes up behind the curtain, just before it
        goes (``CurtainScreen.on_ready``)."""
        self.curtain_up = False
        self.lifted_once = True
        self.view_went_up()
        self.show_viewer(self._curtain_for)
        if not self.is_active:  # the curtain is still up: lay the view out behind it
            self.lay_out_behind_curtain()

    def curtain_lifted(self, ready: bool | None) -> None:
        """The named player took the keyboard (or asked for the title)."""
        if not ready:
            self.curtain_up = False
            self.app.show_title("The game is autosaved: Resume brings it back.")
            return
        if self.curtain_up:  # not put up behind the curtain
            self.take_keyboard()
        self.view_went_up()  # the keys sent while the curtain went were meant for it
        self.start_bot()

    def show_viewer(self, seat: str | None, prompt: bool = True) -> None:
        """Put ``seat``'s view up and, with ``prompt``, say what to do now: with several humans
        what the status line said may have been for the previous viewer's eyes only; a lone
        human keeps reading what the bots did."""
        self.viewer, self.narrowed = seat, None
        self.entry.accept()
        self.sync()
        if self.deciding:
            self.decision.focus_options()
        if prompt:
            self.say(self.prompt())
