"""Every use of Textual's private API, in one module, checked against one Textual version.

Textual has no public way to do these few things, each of which the game needs:
- know whether an installed screen (the curtain) is still on a screen stack before it is
  uninstalled (``App._screen_stacks``);
- lay out and draw a screen that sits under another one (the game behind the curtain), so that
  lifting the curtain only has the seat's own panels left to draw (``Screen._refresh_layout``,
  ``Screen._compositor``, ``Screen._dirty_widgets``, ``Widget._layout_required``);
- tell Textual that a widget drawing its own line cache has no dirty region left
  (``Widget._dirty_regions``);
- turn a footer key on or off in place instead of rebuilding the footer (``FooterKey``, its
  ``_disabled``, and ``Footer._bindings_ready``), and let the keys a rebuild removed go: each
  key binds the footer's ``compact`` to its own, and Textual forgets a binding of a removed
  widget only when that value changes, which it never does, so every rebuild's keys (and
  their message queues) stayed alive with the footer (the reactable's ``__watchers``);
- let the drawn lines of removed widgets go: ``StylesCache.get_inner_outer`` is an
  ``lru_cache`` on a method, so its 1,024 entries hold the styles caches of widgets long gone,
  each with every line it drew (the curtains, reveals and footer keys of a long game: most of
  the screen's memory growth);
- find the header's title widget (``HeaderTitle``, in ``textual.widgets._header``) and make a
  select's parts (``SelectCurrent``, ``SelectOverlay``, ``Select._type_to_search``, in
  ``textual.widgets._select``) with a steadier list;
- and, outside this module because they are method overrides, ``SteadyHeader._on_mount``
  (``widgets/steady_header.py``: Textual's header's own handler, which fails when its title
  widget is gone, is not run), ``SteadySelect._watch_value`` and
  ``._setup_options_renderables`` (``widgets/steady_select.py``: a select whose parts went with
  its form draws nothing), ``SteadyOptionList._update_lines`` and ``._get_left_gutter_width``
  (the same module: a list with no column for its text waits for one) and ``KemetApp._handle_exception``
  (the crash line; Textual has no public hook for it).

``tests/tui/framework/test_textual_private.py`` checks that every name used here still exists, on
the version below, so an upgrade of Textual fails that one test first and names what moved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual._styles_cache import StylesCache
from textual.widgets._footer import FooterKey
from textual.widgets._header import HeaderTitle
from textual.widgets._select import SelectCurrent, SelectOverlay

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen
    from textual.widget import Widget
    from textual.widgets import Footer

#: the Textual release every name here was checked against (pinned in pyproject.toml)
TEXTUAL_VERSION = "8.2.8"


def on_a_screen_stack(app: App, screen: Screen) -> bool:
    """Whether ``screen`` is on any of the app's screen stacks (shown or under another)."""
    return any(screen in stack for stack in app._screen_stacks.values())


def lay_out_now(screen: Screen) -> None:
    """Lay ``screen`` out at the app's size now, as Textual does when it is shown. A widget
    that asked for a layout since the last one (a panel whose height or width changed) first
    has its containers' kept arrangements forgotten, as Textual does before it lays out at
    idle (``Widget._check_refresh``): without it the screen is laid out with the containers'
    old measures, and the panels come at their right sizes a frame later."""
    from textual.widget import Widget

    for widget in screen.walk_children(Widget, with_self=False):
        if not widget._layout_required:
            continue
        for ancestor in widget.ancestors:
            if not isinstance(ancestor, Widget):
                break
            ancestor._clear_arrangement_cache()
            ancestor._layout_updates += 1
            if not ancestor.styles.auto_dimensions:
                break
    screen._refresh_layout(screen.app.size)
    screen._layout_required = False


def widget_asks_for_layout(widget: Widget) -> bool:
    """Whether ``widget`` asked for a layout that Textual has not started yet."""
    return widget._layout_required


def draw_into_line_caches(screen: Screen) -> None:
    """Render every widget of ``screen`` into its line cache without sending a frame."""
    screen._dirty_widgets.clear()
    screen._compositor.render_update(full=True)


def count_the_next_layout_ask(widget: Widget) -> None:
    """Make Textual honour the widget's next ``refresh(layout=True)``, even when an earlier
    ask has not been handled yet (the measurement taken in between is dropped)."""
    widget._layout_required = False


def no_dirty_regions(widget: Widget) -> None:
    """The widget draws from its own line cache: Textual's dirty regions are not used."""
    widget._dirty_regions.clear()


def footer_key_disabled(key: FooterKey) -> bool:
    return key._disabled


def set_footer_key_disabled(key: FooterKey, disabled: bool) -> None:
    key._disabled = disabled


def forget_removed_watchers(owner: Widget, attribute: str) -> None:
    """Drop the watchers of ``owner``'s ``attribute`` whose widget is no longer in the DOM
    (what Textual does itself when the value changes: ``Reactive._check_watchers``)."""
    watchers = getattr(owner, "__watchers", {}).get(attribute)
    if watchers:
        watchers[:] = [
            (node, callback)
            for node, callback in watchers
            if node.is_attached and not node._closing
        ]


def forget_drawn_lines_of_removed_widgets() -> None:
    """Empty ``StylesCache.get_inner_outer``'s cache, whose keys hold each widget's styles
    cache and so its drawn lines (the live widgets fill it again as they draw: two styles
    each)."""
    StylesCache.get_inner_outer.cache_clear()


def footer_bindings_ready(footer: Footer) -> bool:
    return footer._bindings_ready


def mark_footer_bindings_ready(footer: Footer) -> None:
    footer._bindings_ready = True


__all__ = [
    "TEXTUAL_VERSION",
    "FooterKey",
    "HeaderTitle",
    "SelectCurrent",
    "SelectOverlay",
    "count_the_next_layout_ask",
    "draw_into_line_caches",
    "footer_bindings_ready",
    "footer_key_disabled",
    "forget_drawn_lines_of_removed_widgets",
    "forget_removed_watchers",
    "lay_out_now",
    "mark_footer_bindings_ready",
    "no_dirty_regions",
    "on_a_screen_stack",
    "set_footer_key_disabled",
    "widget_asks_for_layout",
]
