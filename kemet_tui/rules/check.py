"""Validate every ruleset's data and say exactly what is wrong (``kemet-tui check-rulesets``)."""

from __future__ import annotations

import importlib

from pydantic import ValidationError


def _seti_problems() -> list[str]:
    from kemet_tui.rules.seti.variant import seti_data

    seti_data.cache_clear()
    try:
        seti_data()
    except ValidationError as error:
        return [f"seti.toml: {_where(e['loc'])}: {e['msg']}" for e in error.errors()]
    except (OSError, ValueError) as error:
        return [f"seti.toml: {error}"]
    return []


def _kemet_problems() -> list[str]:
    try:
        module = importlib.import_module("kemet_tui.rules.kemet.data")
    except ImportError as error:  # pragma: no cover - the package ships with the wheel
        return [f"kemet-seth: cannot load the data package: {error}"]
    problems = getattr(module, "ruleset_problems", None)
    if problems is None:
        return ["kemet-seth: the ruleset data is not complete yet (no validator)."]
    try:
        return list(problems())
    except (OSError, ValueError) as error:
        return [f"kemet-seth: {error}"]


def _where(location: tuple) -> str:
    return ".".join(str(part) for part in location) or "file"


CHECKS = {
    "seti": _seti_problems,
    "kemet-seth": _kemet_problems,
}


def check_rulesets() -> dict[str, list[str]]:
    """Problems found in each ruleset's data; an empty list means it is valid."""
    return {name: check() for name, check in CHECKS.items()}
