"""Keys on a game screen that no binding takes: they start a typed move instead of acting.

A player who types a token on a game screen without the leading ``:`` (``next:a2``, ``b1c2``)
must never fire a command by accident: a one-letter command could open a dialog, and the rest of
the token would fall into it. So the game screens bind no destructive command to a bare letter,
and :class:`StrayKeys` sends any printable key that no binding of the focus chain takes to the
move entry, with that character in it: ``next:a2`` + Enter is simply played (or refused with the
engine's reason).

A key bound to a command that is not possible now (greyed in the footer) would otherwise do
nothing at all; the screen is asked to say why instead (``explain_disabled``). A printable key
typed while no token may be (a computer seat thinks) is refused with one line
(``refuse_typing``): it is never kept to be played later, nor piled up in the entry.

A part of every game screen (:class:`~.game_screen.GameScreen` owns one): the screen hands it
its keys, and it asks the screen whether a typed token is possible now (``may_type``) and to say
why a greyed command cannot be done (``explain_disabled``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.widgets import Input

if TYPE_CHECKING:
    from textual.binding import Binding
    from textual.dom import DOMNode
    from textual.screen import Screen


def action_name(action: str) -> str:
    """``pick(3)`` -> ``pick``; ``app.quit`` -> ``app.quit``."""
    return action.split("(", 1)[0]


class StrayKeys:
    """The keys of ``screen`` that no binding takes: printable ones open its move entry with
    themselves."""

    def __init__(self, screen: Screen) -> None:
        self.screen = screen

    def binding_for(self, key: str) -> tuple[DOMNode, Binding] | None:
        """The binding the focus chain (up to a modal) has for ``key``, as Textual would run it."""
        for namespace, bindings in self.screen._modal_binding_chain:
            for binding in bindings.key_to_bindings.get(key, ()):
                return namespace, binding
        return None

    def is_stray(self, event: events.Key) -> bool:
        """A printable key (not a space) that no binding takes, nothing being typed already."""
        char = event.character
        return (
            not isinstance(self.screen.focused, Input)
            and self.binding_for(event.key) is None
            and event.is_printable
            and bool(char)
            and not char.isspace()
            and self.screen.may_type()
        )

    def route(self, event: events.Key) -> bool:
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
        screen = self.screen
        if isinstance(screen.focused, Input):
            return
        found = self.binding_for(event.key)
        if found is not None:
            namespace, binding = found
            name = action_name(binding.action)
            if namespace is screen and screen.check_action(name, ()) is None:
                event.stop()
                event.prevent_default()
                screen.explain_disabled(name)
            return
        if self.is_stray(event):
            event.stop()
            event.prevent_default()
            self.type_into_entry(event)
        elif self.is_typed_too_soon(event):
            event.stop()
            event.prevent_default()
            screen.refuse_typing(event.character or "")

    def is_typed_too_soon(self, event: events.Key) -> bool:
        """A printable key no binding takes while no token may be typed (a bot thinks,
        nobody is at the keyboard): it is refused with one line, never kept for later."""
        char = event.character
        return (
            self.binding_for(event.key) is None
            and event.is_printable
            and bool(char)
            and not char.isspace()
            and not self.screen.may_type()
        )

    def type_into_entry(self, event: events.Key) -> None:
        """Focus the emptied entry at once (the next key of a fast typist must land in it)
        and hand it the key: queued after its focus event, it is typed, not selected over."""
        field = self.screen.entry.input
        field.value = ""
        self.screen.set_focus(field)
        field.post_message(events.Key(event.key, event.character))
