"""Kemet: Seth: Seth against an Alliance of 2 to 5 (docs/rules/kemet-seth.md).

One subpackage per responsibility: ``state/`` (the game as a value), ``mechanics/`` (what every
rule shares), ``flow/`` (the round: setup, night, day, dusk, victory), ``actions/`` (the board
actions both sides play), ``battle/``, ``alliance/`` (sacred temples, the Great Ceremony, rites,
Osiris), ``seth/`` (Seth's own spaces, Furious Invasion among them), ``view/`` (what a seat sees
and reads) and ``data/`` (the content files); ``ruleset.py`` ties them into the ruleset and
``scenario.py`` builds states by hand for tests and examples.

``KEMET`` (the ruleset) is loaded on first use, so importing the data package stays cheap.
"""

from typing import Any

__all__ = ["KEMET", "KemetRuleset"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from kemet_tui.rules.kemet import ruleset

        return getattr(ruleset, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
