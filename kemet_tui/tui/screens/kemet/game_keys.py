"""The Kemet game screen's keys: digits choose an answer, stray letters start a typed token.

Digits 1-9 choose the decision list's lines from anywhere on the screen (the map, a board, the
list itself), not only from the list: a player who just picked a space on the map reads the
narrowed list and presses its digit. Lines past the ninth are chosen with ``0`` then a letter
(``0a`` is the tenth line), as the list shows beside them. A printable key that no binding takes
opens the ``:`` entry with itself (``screens/stray_keys.py``), so a token typed without ``:`` is
played, never a command. Which keys were meant for the curtain, and the ``0`` + letter state,
are the screen's :class:`~.key_gate.KeyGate`'s.
"""

from __future__ import annotations

from time import monotonic
from typing import TYPE_CHECKING

from textual import events
from textual.widget import Widget
from textual.widgets import Input

from kemet_tui.tui.screens.kemet.key_gate import KeyGate

if TYPE_CHECKING:
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object


class KemetKeys(_Base):
    """Mixin of :class:`KemetGameScreen`: digits, ``0``+letter and typed tokens."""

    #: which keys reach the answers (made with the screen: :meth:`KemetGameScreen.__init__`)
    key_gate: KeyGate

    def view_went_up(self) -> None:
        """The seat's view is up after the curtain or the reveal: older keys were theirs."""
        self.key_gate.view_went_up(monotonic())

    def drops_key(self, event: events.Key) -> bool:
        """Called by the app before it hands a key on: a key meant for the curtain (sent
        before the view went up, or its own key just after) is dropped. True: dropped."""
        return self.key_gate.drops(event.key, event.time)

    def on_key(self, event: events.Key) -> None:
        if self.key_gate.after_zero and not isinstance(self.focused, Input):
            line = self.key_gate.line_after_zero(event.character or "")
            if line is not None:
                event.stop()
                event.prevent_default()
                self.action_pick(line)
                return
        super().on_key(event)

    def route_stray_key(self, event: events.Key) -> bool:
        """After ``0`` the next letter chooses a line: it is not a stray key."""
        return not self.key_gate.after_zero and super().route_stray_key(event)

    def action_pick(self, index: int) -> None:
        """The decision list's line ``index`` (0-based), from anywhere on the screen."""
        if not self.deciding:
            return
        if 0 <= index < len(self.decision.choices):
            # played on the screen's own turn, as the panel's message would be, without the
            # message's hops through every container up to the screen
            self.call_next(self.play_token, self.decision.choices[index][0])
        else:
            self.say(f"There is no answer {index + 1} in the list now.", "warn")

    def action_tens(self) -> None:
        """``0``: the next letter names a line past the ninth (``0a`` = 10)."""
        if len(self.decision.choices) > 9:
            self.key_gate.arm_tens()
            self.say("0 then a letter: 0a chooses the 10th answer, 0b the 11th…")
        else:
            self.say("There are only the answers 1 to 9 now.", "warn")

    def on_resize(self, event: events.Resize) -> None:
        """Textual runs this as well as the screen's own ``on_resize`` (each class's handler
        in the MRO is called): the focus is put back once the new layout is painted."""
        self.call_after_refresh(self.restore_focus, self.focused)

    def restore_focus(self, before: Widget | None) -> None:
        """After a resize (the layout may have hidden the focused widget a moment, the
        "enlarge the terminal" message for one): the focus goes back where it was, or to the
        decision list, so that the keys keep working without an Esc first."""
        if self.focused is not None or self.has_class("-too-small"):
            return
        if before is not None and before.is_attached and before.focusable:
            self.set_focus(before)
        elif self.deciding:
            self.decision.focus_options()

    def may_type(self) -> bool:
        return self.deciding and not self.has_class("-too-small")

    def explain_disabled(self, action: str) -> None:
        """Why a greyed command cannot be done now (undo and redo say the engine's reason)."""
        if action == "undo":
            self.say(f"Cannot undo: {self.undo_refusal()}", "warn")
        elif action == "redo":
            self.say(f"Cannot redo: {self.redo_refusal()}", "warn")
        elif self.engine.outcome is not None:
            self.say("The game is over.", "warn")
        elif self.bot_deciding:
            self.say(self.thinking_text(), "warn")
        else:
            self.say("Nobody is at the keyboard: lift the curtain first.", "warn")
