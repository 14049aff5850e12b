"""The engine's dispatch tables, assembled once from every package's ``registry.py``.

Flow is data: the state stores names (a decision's kind, a queued step, a continuation, a
battle stage, an action id, a card's effect hook) and the engine looks each one up in a table
(``state/handlers.py``, ``state/tables.py``). Each package lists what it answers in its own
``registry.py``, under the name of the table the entries go to; the rule modules only define
the functions and handlers. :func:`assemble` gathers those lists into the tables, once, when the
ruleset is made (``ruleset.py``): nothing fills a table on import, so what answers a name is
read in one registry, and the tables are whole or empty, never half filled by whichever modules
happen to be loaded.

A name two packages claim is a bug (one would silently replace the other's rule), and so is a
list no table takes (a misspelt name would leave its entries out): both raise ``ValueError``.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import ModuleType
from typing import Any

from kemet_tui.rules.kemet.actions import registry as actions
from kemet_tui.rules.kemet.alliance import registry as alliance
from kemet_tui.rules.kemet.battle import registry as battle
from kemet_tui.rules.kemet.flow import registry as flow
from kemet_tui.rules.kemet.mechanics import registry as mechanics
from kemet_tui.rules.kemet.seth import registry as seth
from kemet_tui.rules.kemet.state import handlers, tables

#: every package's list, in the order their entries are gathered
REGISTRIES: tuple[ModuleType, ...] = (flow, actions, alliance, battle, mechanics, seth)

#: the name a registry lists entries under -> (the engine's table they go to, what an entry is)
TABLES: dict[str, tuple[dict[str, Any] | list[Any], str]] = {
    "HANDLERS": (handlers.HANDLERS, "decision kind"),
    "CONTEXT_VIEWS": (handlers.CONTEXT_VIEWS, "context view"),
    "STEPS": (tables.STEPS, "flow step"),
    "SKIPS": (tables.SKIPS, "skip"),
    "VICTORY_CHECKS": (tables.VICTORY_CHECKS, "victory check"),
    "ACTIONS": (tables.ACTIONS, "action"),
    "ALLIANCE_TURN_OPTIONS": (tables.ALLIANCE_TURN_OPTIONS, "Alliance turn option"),
    "FREE_ACTIONS": (tables.FREE_ACTIONS, "free action"),
    "RESUMES": (tables.RESUMES, "continuation"),
    "BATTLE_STAGES": (tables.BATTLE_STAGES, "battle stage"),
    "DI_EFFECTS": (tables.DI_EFFECTS, "DI effect"),
}


def assemble() -> None:
    """Fill the engine's tables from :data:`REGISTRIES`. The ruleset calls it before its first
    use; once the tables are filled a second call changes nothing. Every list is checked before
    any table is touched, so a refused registry leaves the tables empty."""
    if assembled():
        return
    gathered = gather(REGISTRIES)
    for name, (table, _) in TABLES.items():
        _fill(table, gathered[name])


def _fill(table: dict[str, Any] | list[Any], entries: dict[str, Any]) -> None:
    """A table keyed by name takes the entries; a list (the victory checks, walked in order
    after every step) takes their values in the listed order."""
    if isinstance(table, list):
        table.extend(entries.values())
    else:
        table.update(entries)


def assembled() -> bool:
    """Whether :func:`assemble` has filled the tables (every game asks decisions: a filled
    engine has handlers)."""
    return bool(handlers.HANDLERS)


def gather(registries: Iterable[ModuleType]) -> dict[str, dict[str, Any]]:
    """Each table's entries from ``registries``, in their order; ``ValueError`` for a name two
    of them list, or a list under a name no table has."""
    registries = tuple(registries)
    for registry in registries:
        _check_names(registry)
    return {name: _merged(name, what, registries) for name, (_, what) in TABLES.items()}


def _check_names(registry: ModuleType) -> None:
    """A registry's upper-case names are its lists, each named after its table."""
    unknown = sorted(n for n in vars(registry) if n.isupper() and n not in TABLES)
    if unknown:
        raise ValueError(
            f"{registry.__name__} lists {', '.join(unknown)}, which no table takes "
            f"(the tables: {', '.join(TABLES)})"
        )


def _merged(name: str, what: str, registries: tuple[ModuleType, ...]) -> dict[str, Any]:
    """The entries every registry lists under ``name``; one name twice is refused."""
    merged: dict[str, Any] = {}
    listed_by: dict[str, str] = {}
    for registry in registries:
        for key, value in getattr(registry, name, {}).items():
            if key in merged:
                raise ValueError(
                    f"{what} {key!r} is listed twice: by {listed_by[key]} and by "
                    f"{registry.__name__}"
                )
            merged[key] = value
            listed_by[key] = registry.__name__
    return merged
