"""The settings as the terminal UI uses them: what only the UI can check (theme names, binding
ids), and the values the screens read.

A theme the app does not know, or a binding id no screen has, is one line naming it, and that
setting keeps its default, as the core does for a bad value (``core.settings``).
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterable
from dataclasses import replace
from functools import cache

from textual.dom import DOMNode

from kemet_tui.core.settings import BOARD_STYLES, Settings, without


def _ids_of(classes: Iterable[type]) -> set[str]:
    ids = set()
    for cls in classes:
        for binding in getattr(cls, "BINDINGS", ()):
            binding_id = getattr(binding, "id", None)
            if binding_id:
                ids.add(binding_id)
    return ids


def binding_classes() -> list[type]:
    """Every screen and widget class of the terminal UI (its modules are imported here, only
    when a keymap is to be checked, so that an app without one starts as fast as before)."""
    import kemet_tui.tui as package

    classes: dict[str, type] = {}
    for info in pkgutil.walk_packages(package.__path__, prefix="kemet_tui.tui."):
        module = importlib.import_module(info.name)
        for _, obj in inspect.getmembers(module, inspect.isclass):
            if issubclass(obj, DOMNode) and obj.__module__ == info.name:
                classes[f"{obj.__module__}.{obj.__qualname__}"] = obj
    return list(classes.values())


@cache
def known_binding_ids() -> frozenset[str]:
    """Every binding id of the app's screens and widgets (what a keymap may name)."""
    return frozenset(_ids_of(binding_classes()))


def checked_for_the_ui(
    settings: Settings, themes: Iterable[str], source: str
) -> tuple[Settings, list[str]]:
    """``settings`` with what the UI cannot use put back to its default, and a line for each."""
    problems = []
    if settings.theme is not None and settings.theme not in set(themes):
        problems.append(
            f"{source}: theme {settings.theme!r} is not a theme of this app; the "
            "default is kept (ctrl+p, Change theme, lists them)."
        )
        settings = without(settings, "theme")
    if settings.keymap:
        unknown = sorted(set(settings.keymap) - known_binding_ids())
        if unknown:
            problems.append(
                f"{source}: keymap: no key binding has the id "
                f"{', '.join(repr(u) for u in unknown)}; those lines are ignored."
            )
            keymap = {k: v for k, v in settings.keymap.items() if k not in unknown}
            settings = replace(settings, keymap=keymap)
    return settings, problems


def bot_pause_setting(app: object) -> float | None:
    """The player's pause before a bot answers a bot, or None for the screen's own."""
    settings = getattr(app, "settings", None)
    return None if settings is None else settings.bot_pause


def reveal_pause_setting(app: object) -> float | None:
    """The player's time a battle reveal between bots stays up, or None for the built-in."""
    settings = getattr(app, "settings", None)
    return None if settings is None else settings.reveal_pause


def piece_glyphs_setting(app: object) -> str:
    """How Seti's pieces are drawn: ``ascii`` (letters) in ASCII mode, else ``shapes``."""
    settings = getattr(app, "settings", None)
    return "ascii" if settings is not None and settings.ascii else "shapes"


def auto_flip_setting(app: object) -> bool:
    """Whether a new Seti board should face the player to move."""
    settings = getattr(app, "settings", None)
    return bool(settings and settings.auto_flip)


def largest_board_scale(app: object) -> int:
    """The largest Seti board scale the player allows (``board_style``; "fit": any)."""
    settings = getattr(app, "settings", None)
    return BOARD_STYLES[settings.board_style if settings else "fit"]
