"""Kemet: Seth: Seth against an Alliance of 2 to 5 (docs/rules/kemet-seth.md).

One subpackage per responsibility: ``state/`` (the game as a value), ``mechanics/`` (what every
rule shares), ``flow/`` (the round: setup, night, day, dusk, victory), ``actions/`` (the board
actions both sides play), ``battle/``, ``alliance/`` (sacred temples, the Great Ceremony, rites,
Osiris), ``seth/`` (Seth's own spaces, Furious Invasion among them), ``view/`` (what a seat sees
and reads) and ``data/`` (the content files); ``ruleset.py`` ties them into the ruleset and
``scenario.py`` builds states by hand for tests and examples.

What a reader of the game needs (the TUI, the scripts, the report) is exported here: the
state's value types and seat names, the typed event of a battle's end, a pending decision, the placeholder a view shows for a secret, the
members' colours, the readers of the typed contexts a screen reads (a move's, a Veto's) and
the notation's readers (``split_token``, ``placement_choice``, ``named_ids``). A reader gets states through the ruleset's views and asks ``view/`` for
words; it never needs a module of ``state/`` itself. ``KEMET`` (the ruleset) is loaded on first use, so importing the data package
stays cheap.
"""

from typing import Any

from kemet_tui.rules.kemet.state.actions import named_ids, placement_choice, split_token
from kemet_tui.rules.kemet.state.battle_event import BattleResolved
from kemet_tui.rules.kemet.state.contexts import move_context, veto_context
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.handlers import HIDDEN
from kemet_tui.rules.kemet.state.model import (
    ALLIANCE,
    MEMBER_COLOURS,
    MEMBERS,
    SETH,
    KemetState,
    Pyramid,
    SacredTemple,
    Troop,
    is_member,
    make_troop,
    side_of,
)

_LOADED_ON_USE = ("KEMET", "KemetRuleset")

__all__ = [
    "ALLIANCE",
    "BattleResolved",
    "HIDDEN",
    "KEMET",
    "MEMBERS",
    "MEMBER_COLOURS",
    "SETH",
    "Decision",
    "KemetRuleset",
    "KemetState",
    "Pyramid",
    "SacredTemple",
    "Troop",
    "is_member",
    "make_troop",
    "move_context",
    "named_ids",
    "placement_choice",
    "side_of",
    "split_token",
    "veto_context",
]


def __getattr__(name: str) -> Any:
    if name in _LOADED_ON_USE:
        from kemet_tui.rules.kemet import ruleset

        return getattr(ruleset, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
