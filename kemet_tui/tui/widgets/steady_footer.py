"""A footer that is rebuilt only when the keys it shows change.

Textual's ``Footer`` recomposes (removes and mounts every key, then lays the screen out again)
whenever the screen publishes ``bindings_updated``, which it does on every focus change and
every ``refresh_bindings``; on the Kemet screen that was several rebuilds per action, a large
part of the time a repaint took. The keys shown are compared with the last ones drawn: the same
keys are left as they are, and keys that only turned on or off (undo after an action) are
updated in place.

Its keys are there from its first frame: Textual's ``Footer`` composes them only once its screen
has published its bindings, after the screen's first refresh, so a new screen (the curtain)
showed an empty footer line for two or three frames.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer

from kemet_tui.tui.framework.textual_private import (
    FooterKey,
    footer_bindings_ready,
    footer_key_disabled,
    forget_removed_watchers,
    mark_footer_bindings_ready,
    set_footer_key_disabled,
)


class SteadyFooter(Footer):
    """``Footer`` that skips the rebuild when the screen's shown keys did not change."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._keys_drawn: tuple | None = None

    def compose(self) -> ComposeResult:
        """The screen's keys as they are now (the first time too; see the module's note). The
        keys of the last rebuild are gone by now: their binding of ``compact`` goes with them
        (Textual would keep them, and their widgets, as long as the footer lives)."""
        forget_removed_watchers(self, "compact")
        if self.is_attached:
            mark_footer_bindings_ready(self)
            self._keys_drawn = shown_keys(self.screen)
        yield from super().compose()

    def restate_now(self) -> None:
        """Bring the keys' states up to date at once (a seat's view put up behind the curtain:
        the screen's own notice of its new keys would come after the first frame)."""
        if self.is_attached:
            self.bindings_changed(self.screen)

    def bindings_changed(self, screen: Screen) -> None:
        keys = shown_keys(screen)
        drawn, self._keys_drawn = self._keys_drawn, None
        if not (
            footer_bindings_ready(self)
            and screen.app.app_focus
            and self.is_attached
            and screen is self.screen
        ):
            super().bindings_changed(screen)
            return
        self._keys_drawn = keys
        if drawn is not None and _places(drawn) == _places(keys):
            self._restate(keys)  # the same keys: only their state may differ
        else:
            super().bindings_changed(screen)

    def _restate(self, keys: tuple) -> None:
        """Turn the keys drawn on or off (and their tooltips) as ``keys`` says."""
        state = {
            (key, action): (enabled, tooltip or description)
            for key, action, description, _, enabled, tooltip, _ in keys
        }
        for footer_key in self.query(FooterKey):
            found = state.get((footer_key.key, footer_key.action))
            if found is None:
                continue
            enabled, tooltip = found
            if footer_key_disabled(footer_key) == (not enabled) and footer_key.tooltip == tooltip:
                continue
            set_footer_key_disabled(footer_key, not enabled)
            footer_key.set_class(not enabled, "-disabled")
            footer_key.tooltip = tooltip


def shown_keys(screen: Screen) -> tuple:
    """What a footer draws of ``screen``'s active bindings: key, action, text, state, tip."""
    return tuple(
        (
            binding.key,
            binding.action,
            binding.description,
            binding.show,
            enabled,
            tooltip,
            binding.group.description if binding.group else None,
        )
        for _node, binding, enabled, tooltip in screen.active_bindings.values()
    )


def _places(keys: tuple) -> Hashable:
    """The keys shown, without their state: what decides the footer's layout (a hidden key,
    such as the arrows of the widget with the focus, draws nothing: the focus moving to the
    decision list as a seat's view goes up leaves the footer as it is)."""
    return tuple(
        (key, action, description, group)
        for key, action, description, show, _, _, group in keys
        if show
    )


__all__ = ["SteadyFooter", "shown_keys"]
