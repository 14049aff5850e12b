"""Kemet: Seth: Seth against an Alliance of 2 to 5 (docs/rules/kemet-seth.md).

``KEMET`` (the ruleset) is loaded on first use, so importing the data package stays cheap.
"""

from typing import Any

__all__ = ["KEMET", "KemetRuleset"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from kemet_tui.rules.kemet import ruleset

        return getattr(ruleset, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
