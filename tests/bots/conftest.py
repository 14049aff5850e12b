"""Bot tests: a test marked ``slow`` (pyproject.toml) is skipped unless ``KEMET_TUI_SLOW=1``.

The full 100-game strength runs take several minutes; CI runs the 20-game versions of the same
targets, and the full runs are reported in the bots' benchmark notes. An environment variable
(not a command-line option) switches them on, so it works however pytest is started.
"""

from __future__ import annotations

import os

import pytest

SLOW_ENV = "KEMET_TUI_SLOW"
TOY = "hidden-toy"


@pytest.fixture
def toy_registered(monkeypatch):
    """Make the toy game with secrets (``hidden_toy.py``) known to the registry for one test."""
    from kemet_tui.core import registry

    monkeypatch.setattr(
        registry, "_RULESETS", {**registry.declared(), TOY: "tests.bots.hidden_toy:TOY"}
    )
    monkeypatch.setattr(registry, "_cache", {})
    return TOY


def pytest_collection_modifyitems(config, items):
    if os.environ.get(SLOW_ENV) == "1":
        return
    skip = pytest.mark.skip(reason=f"slow: set {SLOW_ENV}=1 to run")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
