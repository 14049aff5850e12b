"""The forms' drop-down: Textual's ``Select`` that lets a change find its parts gone.

A setup form opened and closed in one burst of keys (ctrl+n, Enter, Escape, as a mashed
keyboard sends them) is removed child first: a value set, a list opened or its options drawn
just then looked up the select's own parts (its current line, its overlay) after they went,
and the ``NoMatches`` stopped the app. Here a select whose parts are gone is being removed
with its form, and has nothing left to show. Page keys in the burst that opens a list are
held back likewise (:class:`SteadyPages`).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.css.query import NoMatches
from textual.geometry import Size
from textual.widgets import OptionList, Select

from kemet_tui.tui.framework.textual_private import SelectCurrent, SelectOverlay


class SteadySelect(Select):
    """Textual's ``Select``; a change that comes while it is being removed is dropped, and
    its list's page keys wait for the list to be laid out (:class:`SteadyPages`)."""

    def compose(self) -> ComposeResult:
        """Textual's parts, the list being :class:`SteadySelectOverlay`."""
        yield SelectCurrent(self.prompt)
        yield SteadySelectOverlay(type_to_search=self._type_to_search).data_bind(
            compact=Select.compact
        )

    def _watch_value(self, value) -> None:
        try:
            super()._watch_value(value)
        except NoMatches:
            return  # its parts went with its form

    def _setup_options_renderables(self) -> None:
        try:
            super()._setup_options_renderables()
        except NoMatches:
            return

    def action_show_overlay(self) -> None:
        try:
            super().action_show_overlay()
        except NoMatches:
            return


class SteadyPages:
    """Mixin of an ``OptionList``: page up and page down move only a list whose lines are
    worked out. Pressed in the burst that opened the list (Enter on a select, then page up),
    they reached Textual's list before it was laid out, and looking up the highlighted
    option's line raised ``KeyError``, which stopped the app. A list not laid out yet has no
    page to move by."""

    def action_page_up(self) -> None:
        self._page(super().action_page_up)  # type: ignore[misc]

    def action_page_down(self) -> None:
        self._page(super().action_page_down)  # type: ignore[misc]

    def _page(self, move) -> None:
        if not self.scrollable_content_region:  # type: ignore[attr-defined]
            return
        try:
            move()
        except KeyError:
            return  # laid out, but its lines not yet worked out


class SteadySelectOverlay(SteadyPages, SelectOverlay):
    """The select's drop-down list, with :class:`SteadyPages`."""


class SteadyOptionList(SteadyPages, OptionList):
    """Textual's ``OptionList`` with :class:`SteadyPages`, and lines that are worked out only
    when they have room: in a terminal a few columns wide the list's lines had no width left
    once its border, padding and scrollbar were taken, and wrapping them raised ``ValueError``
    (a zero step), which stopped the app. Such a list draws blank until it has a column."""

    def _option_padding(self) -> int:
        return self.get_component_styles("option-list--option").padding.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return super().get_content_height(
            container, viewport, max(width, self._option_padding() + 1)
        )

    def _update_lines(self) -> None:
        """Textual's own, skipped while an option would be wrapped to no width at all (the
        lines are worked out on the next layout that gives them room)."""
        room = self.scrollable_content_region.width - self._get_left_gutter_width()
        if room <= self._option_padding():
            return
        super()._update_lines()
