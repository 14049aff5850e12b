"""Where ruleset data (``rulesets/``) lives: inside the wheel when installed, beside it in a checkout."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

_PACKAGE = Path(__file__).resolve().parent.parent


def rulesets_dir() -> Path:
    """The folder holding the ruleset data files."""
    installed = _PACKAGE / "rulesets"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "rulesets"


def ruleset_path(*parts: str) -> Path:
    """A file or folder inside the ruleset data."""
    return rulesets_dir().joinpath(*parts)


def load_toml(*parts: str) -> dict[str, Any]:
    """Parse one TOML file of the ruleset data."""
    with ruleset_path(*parts).open("rb") as handle:
        return tomllib.load(handle)
