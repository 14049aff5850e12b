"""Finds a ruleset by name.

The rulesets are declared as entry points of the group ``kemet_tui.rulesets`` (kemet-tui's own in
its ``pyproject.toml``; another installed package may add one), so the core names no rules
module. It reads the declarations on first use and imports a ruleset's rules only when that
ruleset is asked for: the title screen lists the rulesets without importing any.
"""

from __future__ import annotations

import importlib
from functools import cache

from kemet_tui.core.data import load_toml
from kemet_tui.core.errors import UnknownRuleset
from kemet_tui.core.ruleset import Ruleset

GROUP = "kemet_tui.rulesets"
# name -> "module:attribute" of a Ruleset instance, read from the entry points on first use
_RULESETS: dict[str, str] = {}
_cache: dict[str, Ruleset] = {}
# name -> (data file, table) holding its title and one-line description, so a picker can describe
# a ruleset without importing it (the title screen draws before any ruleset is loaded)
_BLURBS: dict[str, tuple[str, str]] = {
    "seti-aleph": ("seti.toml", "aleph"),
    "seti-beth": ("seti.toml", "beth"),
    "kemet-seth": ("kemet-seth/ruleset.toml", ""),
}


def declared() -> dict[str, str]:
    """Every known ruleset, ``name -> "module:attribute"``: the installed entry points of
    :data:`GROUP` (the first package to declare a name keeps it), read once, and any
    :func:`register` added."""
    if not _RULESETS:
        from importlib.metadata import entry_points

        for entry in entry_points(group=GROUP):
            _RULESETS.setdefault(entry.name, entry.value)
        if not _RULESETS:
            raise UnknownRuleset(
                f"No ruleset is installed (no entry point of {GROUP}): "
                "reinstall kemet-tui, e.g. pip install -e ."
            )
    return _RULESETS


def register(name: str, target: str) -> None:
    """Make a ruleset known under ``name``; ``target`` is ``"module:attribute"``."""
    declared()[name] = target
    _cache.pop(name, None)


def ruleset_names() -> tuple[str, ...]:
    """Every registered (playable) ruleset name."""
    return tuple(declared())


@cache
def ruleset_blurb(name: str) -> tuple[str, str]:
    """``(title, description)`` of a ruleset, read from its data without importing its rules."""
    if name not in _BLURBS:
        ruleset = get_ruleset(name)
        return ruleset.title or name, ruleset.description
    file, table = _BLURBS[name]
    data = load_toml(*file.split("/"))
    entry = data[table] if table else data
    return str(entry["title"]), str(entry["description"])


def get_ruleset(name: str) -> Ruleset:
    """The ruleset registered under ``name``; :class:`UnknownRuleset` names the known ones."""
    rulesets = declared()
    if name not in rulesets:
        known = ", ".join(rulesets)
        raise UnknownRuleset(f"Unknown ruleset {name!r}; known rulesets: {known}.")
    if name not in _cache:
        module_name, attribute = rulesets[name].split(":")
        _cache[name] = getattr(importlib.import_module(module_name), attribute)
    return _cache[name]
