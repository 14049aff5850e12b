"""Finds a ruleset by name. Rulesets register lazily so that importing the core stays cheap."""

from __future__ import annotations

import importlib
from functools import cache

from kemet_tui.core.data import load_toml
from kemet_tui.core.errors import UnknownRuleset
from kemet_tui.core.ruleset import Ruleset

# name -> "module:attribute" of a Ruleset instance
_RULESETS: dict[str, str] = {
    "seti-aleph": "kemet_tui.rules.seti:ALEPH",
    "seti-beth": "kemet_tui.rules.seti:BETH",
    "kemet-seth": "kemet_tui.rules.kemet:KEMET",
}
_cache: dict[str, Ruleset] = {}
# name -> (data file, table) holding its title and one-line description, so a picker can describe
# a ruleset without importing it (the title screen draws before any ruleset is loaded)
_BLURBS: dict[str, tuple[str, str]] = {
    "seti-aleph": ("seti.toml", "aleph"),
    "seti-beth": ("seti.toml", "beth"),
    "kemet-seth": ("kemet-seth/ruleset.toml", ""),
}


def register(name: str, target: str) -> None:
    """Make a ruleset known under ``name``; ``target`` is ``"module:attribute"``."""
    _RULESETS[name] = target
    _cache.pop(name, None)


def ruleset_names() -> tuple[str, ...]:
    """Every registered (playable) ruleset name."""
    return tuple(_RULESETS)


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
    if name not in _RULESETS:
        known = ", ".join(_RULESETS)
        raise UnknownRuleset(f"Unknown ruleset {name!r}; known rulesets: {known}.")
    if name not in _cache:
        module_name, attribute = _RULESETS[name].split(":")
        _cache[name] = getattr(importlib.import_module(module_name), attribute)
    return _cache[name]
