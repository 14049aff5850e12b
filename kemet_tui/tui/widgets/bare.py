"""Containers that draw nothing of their own but their background.

A container is drawn like any widget: every line of its region goes through Textual's line
cache, filters and compositor, even when its children cover it all. When the table's view
changes, the table and the new view are drawn whole: their blank lines were about a millisecond
of the repaint. A container with Textual's ``BLANK`` set hands over blank lines in its
background colour at once; it must then have no border, padding or content of its own (its
children are drawn as usual, and margins show the background it hands over).
"""

from __future__ import annotations

from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import ContentSwitcher


class BareVertical(Vertical):
    """A ``Vertical`` drawn as its background only."""

    BLANK = True


class BareHorizontal(Horizontal):
    """A ``Horizontal`` drawn as its background only."""

    BLANK = True


class BareVerticalScroll(VerticalScroll):
    """A ``VerticalScroll`` drawn as its background only (its scroll bar is a widget of its
    own, drawn as usual)."""

    BLANK = True


class BareSwitcher(ContentSwitcher):
    """A ``ContentSwitcher`` drawn as its background only."""

    BLANK = True


__all__ = ["BareHorizontal", "BareSwitcher", "BareVertical", "BareVerticalScroll"]
