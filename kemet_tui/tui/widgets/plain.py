"""Widgets that draw the strings they are given as text, never as Textual markup.

Names, typed tokens, file paths and messages built from them come from people and files: a
player called ``[/]`` or a typed ``a[x`` read as markup is a ``MarkupError`` that ends the app.
Every ``Static`` and ``Label`` of the app is one of these, so that a string put in one (at
construction or through ``update``) is always drawn as the characters it holds; styled text is
built as ``rich.text.Text`` or ``textual.content.Content``, which are never parsed either.
Border titles take :func:`plain` (a ``str`` given to ``border_title`` is parsed as markup).
"""

from __future__ import annotations

from textual.content import Content
from textual.visual import VisualType
from textual.widgets import Label, Static


class PlainStatic(Static):
    """A ``Static`` whose strings are text (``markup=False``)."""

    def __init__(self, content: VisualType = "", **kwargs) -> None:
        kwargs.setdefault("markup", False)
        super().__init__(content, **kwargs)


class PlainLabel(Label):
    """A ``Label`` whose strings are text (``markup=False``)."""

    def __init__(self, content: VisualType = "", **kwargs) -> None:
        kwargs.setdefault("markup", False)
        super().__init__(content, **kwargs)


def plain(text: str) -> Content:
    """``text`` as content drawn character for character (for border titles and options)."""
    return Content(text)
