"""The registry finds the rulesets through the entry points installed packages declare, and the
core names no rules module itself."""

from __future__ import annotations

import importlib.metadata
import tomllib
from pathlib import Path

import pytest

from kemet_tui.core import registry
from kemet_tui.core.errors import UnknownRuleset

ROOT = Path(__file__).resolve().parents[2]
TOY = importlib.metadata.EntryPoint("hidden-toy", "tests.bots.hidden_toy:TOY", registry.GROUP)


@pytest.fixture
def fresh(monkeypatch):
    """The registry as a new process finds it: nothing read yet, nothing imported."""
    monkeypatch.setattr(registry, "_RULESETS", {})
    monkeypatch.setattr(registry, "_cache", {})


def _declaring(monkeypatch, *entries: importlib.metadata.EntryPoint) -> None:
    def entry_points(*, group: str):
        assert group == registry.GROUP
        return importlib.metadata.EntryPoints(entries)

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)


def test_the_installed_rulesets_are_those_pyproject_declares(fresh):
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert registry.declared() == project["project"]["entry-points"][registry.GROUP]
    assert set(registry.ruleset_names()) == {"seti-aleph", "seti-beth", "kemet-seth"}


def test_the_core_names_no_rules_module():
    text = Path(registry.__file__).read_text()
    assert "kemet_tui.rules." not in text and "kemet_tui.rules:" not in text


def test_a_ruleset_another_package_declares_is_found_and_played(fresh, monkeypatch):
    _declaring(monkeypatch, TOY)
    assert registry.ruleset_names() == ("hidden-toy",)
    assert registry.get_ruleset("hidden-toy").name == "hidden-toy"


def test_the_first_package_to_declare_a_name_keeps_it(fresh, monkeypatch):
    other = importlib.metadata.EntryPoint("hidden-toy", "elsewhere:TOY", registry.GROUP)
    _declaring(monkeypatch, TOY, other)
    assert registry.declared() == {"hidden-toy": "tests.bots.hidden_toy:TOY"}


def test_an_installation_without_entry_points_says_to_reinstall(fresh, monkeypatch):
    _declaring(monkeypatch)
    with pytest.raises(UnknownRuleset, match="reinstall kemet-tui"):
        registry.get_ruleset("seti-aleph")


def test_an_unknown_name_lists_the_known_ones(fresh):
    with pytest.raises(UnknownRuleset, match="known rulesets: .*seti-beth"):
        registry.get_ruleset("chess")
