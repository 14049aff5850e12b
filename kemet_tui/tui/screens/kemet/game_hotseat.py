"""The Kemet game screen's hand-overs: who looks now, the privacy curtain between two seats,
and what is drawn behind it.

After every change the screen asks its :class:`~.handover.HandOver` whose view goes up and
whether the curtain comes first. When the keyboard passes to another player the screen first
blanks itself, then puts up the full-screen curtain naming only that player (the game's
:class:`~.curtain.GameCurtain`, kept installed and put up again). While the curtain is up the
public panels are drawn and laid out behind it (:meth:`KemetHotseat.draw_behind_curtain`);
when the named player is ready their own view is put up and laid out behind it too, before it
goes (:meth:`KemetHotseat.take_keyboard`), so that the first frame after the curtain is their
whole view. Nothing of theirs is on the screen before their key press.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet.handover import Shown, is_private
from kemet_tui.tui.screens.kemet.seat_log import SeatLog
from kemet_tui.tui.textual_private import draw_into_line_caches, lay_out_now
from kemet_tui.tui.widgets.kemet import Scores
from kemet_tui.tui.widgets.row_refresh import flush_redraws

if TYPE_CHECKING:
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object


class KemetHotseat(_Base):
    """Mixin of :class:`KemetGameScreen`: hand-overs and the curtain."""

    def hand_over(self) -> None:
        """Show the view of who may look now (the decider, or who watches a bot think), behind
        the curtain when someone else may have been looking (:mod:`.handover` decides). A
        question with a single public answer is not asked: its answer is played."""
        if self.curtain_up or self.has_left():
            return
        self.bot_seats.cancel()
        if self.engine.outcome is not None:
            self.handover.nobody()
            self.sync()
            self.announce_game_over()
            return
        shown = self.handover.next_view(self.engine.to_act, self.engine.state.decision)
        if not self.bot_deciding and self.plays_itself():
            return
        if shown.curtain:
            self.raise_curtain(shown)
            return
        if (shown.seat, shown.eyes) == (self.viewer, self.eyes):
            self.sync()
            if self.deciding and self.bot_table.answered_by_bot(self.engine.plies):
                self.decision.focus_options()  # the list emptied while the bot thought
        else:
            self.show_viewer(shown.seat, shown.eyes, prompt=len(self.bot_table.human_seats()) > 1)
        self.start_bot()

    def plays_itself(self) -> bool:
        """A human's question whose only answer is public (``asking``): asking it would tell
        the seat nothing and cost the table a key (and a curtain), so it is played, and said."""
        token = self.handover.only_answer(self.engine.state.decision, self.engine.legal_tokens())
        if token is None:
            return False
        self.undo_rule.forcing_next()
        events = self.engine.play_token(token)
        seat = self.label(self.engine.plies[-1].seat)
        self.after_change(events, f"{seat}: {panels.answer_label(self.view_of(None), token)} "
                                  "(the only answer).")
        return True

    def raise_curtain(self, shown: Shown) -> None:
        """Blank the screen, then the curtain naming who takes the keyboard (and the pass of
        a window, offered to whoever it names)."""
        self.narrowed = None
        self.say("")
        self.entry.accept()
        self.handover.covered(curtain_for=shown)
        self.sync()
        named = self.handover.eyes_for(shown.seat) if shown.eyes is None else shown.eyes
        curtain = self.curtain.naming(self.app, self.label(named), self.looks[named],
                                      public=not is_private(shown.eyes))
        curtain.offer_pass(self.pass_text(shown.passing))
        self.app.push_screen(curtain, self.curtain_lifted)
        curtain.call_after_refresh(self.draw_behind_curtain)

    def pass_text(self, token: str | None) -> str:
        """What the curtain's pass key does (``Let it be``), or "" when it offers none."""
        return panels.answer_label(self.view_of(None), token) if token else ""

    def draw_behind_curtain(self) -> None:
        """While the next player reads the curtain, give the panels that draw public facts
        only the public view, then lay this screen out and draw it (into the widgets' line
        caches, never to the terminal): lifting the curtain has only the seat's own panels
        left to draw. Their log is wrapped too, and kept aside until that seat takes the
        keyboard. Textual keeps a screen under
        another one as it was; this is its own refresh, run by hand (through
        :mod:`kemet_tui.tui.textual_private`: the layout and the compositor are the same as
        on screen)."""
        if not self.curtain_up or self.is_active or not self.is_attached:
            return
        public = self.view_of(None)
        self.table.show_public(public)
        self.query_one("#scores", Scores).view = public
        coming = self.handover.curtain_for.eyes if self.handover.curtain_for else None
        self.query_one("#log", SeatLog).prepare(self.engine, coming, self.looks, self._labels)
        self.lay_out_behind_curtain()
        draw_into_line_caches(self)

    def lay_out_behind_curtain(self) -> None:
        """Draw the panels' pending changes and lay the screen out now, while the curtain
        hides it (Textual lays out only the screen on show, and a panel that appeared behind
        the curtain, the seat's DI hand, came a frame or two after the rest)."""
        flush_redraws(self)
        lay_out_now(self)

    def take_keyboard(self) -> None:
        """The named player is ready: their view goes up behind the curtain, just before it
        goes (``CurtainScreen.on_ready``). A game that has left the screen stack meanwhile (the
        keys of one burst took the table back to the title) has nobody to show anything to."""
        if self.has_left():
            return
        shown = self.handover.curtain_for
        self.handover.lifted()
        self.view_went_up()
        self.show_viewer(shown.seat, shown.eyes)
        if not self.is_active:  # the curtain is still up: lay the view out behind it
            self.lay_out_behind_curtain()

    def curtain_lifted(self, ready: bool | str | None) -> None:
        """The named player took the keyboard, passed the window from the curtain, or asked
        for the title."""
        if ready == "pass":
            self.pass_from_curtain()
            return
        if not ready:
            self.handover.uncovered()
            self.app.show_title("The game is autosaved: Resume brings it back.")
            return
        if self.curtain_up:  # not put up behind the curtain
            self.take_keyboard()
        self.view_went_up()  # the keys sent while the curtain went were meant for it
        self.start_bot()

    def pass_from_curtain(self) -> None:
        """The named player passed the window without looking: its pass is played for that
        seat and the keyboard goes on (no view of theirs ever went up)."""
        shown = self.handover.curtain_for
        self.handover.lifted()
        self.view_went_up()
        events = self.engine.play_token(shown.passing)
        self.after_change(events, f"{self.label(shown.seat)}: {self.pass_text(shown.passing)}.")

    def show_viewer(self, seat: str | None, eyes: str | None, prompt: bool = True) -> None:
        """Put ``seat`` at the keyboard with ``eyes``'s view up and, with ``prompt``, say what
        to do now: with several humans what the status line said may have been for the
        previous viewer's eyes only; a lone human keeps reading what the bots did."""
        self.narrowed = None
        self.handover.went_up(seat, eyes)
        self.entry.accept()
        self.sync()
        if self.deciding:
            self.decision.focus_options()
        if prompt:
            self.say(self.prompt())
