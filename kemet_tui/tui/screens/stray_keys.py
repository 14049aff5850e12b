"""Keys on a game screen that no binding takes: they start a typed move instead of acting.

A player who types a token on a game screen without the leading ``:`` (``next:a2``, ``b1c2``)
must never fire a command by accident: a one-letter command could open a dialog, and the rest of
the token would fall into it. So the game screens bind no destructive command to a bare letter,
and :class:`StrayKeys` sends any printable key that no binding of the focus chain takes to the
move entry, with that character in it: ``next:a2`` + Enter is simply played (or refused with the
engine's reason).

A key bound to a command that is not possible now (greyed in the footer) would otherwise do
nothing at all; the screen is asked to say why instead (:meth:`explain_disabled`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.widgets import Input

if TYPE_CHECKING:
    from textual.binding import Binding
    from textual.dom import DOMNode
    from textual.screen import Screen as _Base
else:
    _Base = object


def action_name(action: str) -> str:
    """``pick(3)`` -> ``pick``; ``app.quit`` -> ``app.quit``."""
    return action.split("(", 1)[0]


class StrayKeys(_Base):
    """Mixin of the game screens: unbound printable keys open the move entry with themselves."""

    def binding_for(self, key: str) -> tuple[DOMNode, Binding] | None:
        """The binding the focus chain (up to a modal) has for ``key``, as Textual would run it."""
        for namespace, bindings in self._modal_binding_chain:
            for binding in bindings.key_to_bindings.get(key, ()):
                return namespace, binding
        return None

    def is_stray(self, event: events.Key) -> bool:
        """A printable key (not a space) that no binding takes, nothing being typed already."""
        char = event.character
        return (not isinstance(self.focused, Input) and self.binding_for(event.key) is None
                and event.is_printable and bool(char) and not char.isspace()
                and self.may_type())

    def route_stray_key(self, event: events.Key) -> bool:
        """Called by the app before it hands a key to the focused widget: a stray key opens
        the entry there and then, so that the keys after it (a fast typist, a burst from the
        terminal) already go to the entry. True: the key is taken."""
        if not self.is_stray(event):
            return False
        self.type_into_entry(event)
        return True

    def on_key(self, event: events.Key) -> None:
        """Runs before the bindings (they are checked once the key has bubbled to the app):
        a greyed command says why it cannot be done; a stray key the app did not route
        (it came another way) still opens the entry."""
        if isinstance(self.focused, Input):
            return
        found = self.binding_for(event.key)
        if found is not None:
            namespace, binding = found
            name = action_name(binding.action)
            if namespace is self and self.check_action(name, ()) is None:
                event.stop()
                event.prevent_default()
                self.explain_disabled(name)
            return
        if self.is_stray(event):
            event.stop()
            event.prevent_default()
            self.type_into_entry(event)

    def type_into_entry(self, event: events.Key) -> None:
        """Focus the emptied entry at once (the next key of a fast typist must land in it)
        and hand it the key: queued after its focus event, it is typed, not selected over."""
        field = self.entry.input
        field.value = ""
        self.set_focus(field)
        field.post_message(events.Key(event.key, event.character))

    def may_type(self) -> bool:
        """Whether a typed move is possible now (the screen's judgement)."""
        return True

    def explain_disabled(self, action: str) -> None:
        """Say why the command bound to the key just pressed cannot be done now."""
