"""Where the files go: the system's folders from platformdirs, ``KEMET_TUI_DATA_DIR`` first."""

from __future__ import annotations

from pathlib import Path

import platformdirs.macos
import pytest

from kemet_tui.core import paths
from kemet_tui.core.paths import DATA_DIR_ENV

#: every variable platformdirs reads to move a folder (on macOS too)
XDG_VARIABLES = (
    "XDG_DATA_HOME",
    "XDG_CONFIG_HOME",
    "XDG_STATE_HOME",
    "XDG_CACHE_HOME",
    "XDG_RUNTIME_DIR",
    "XDG_DATA_DIRS",
    "XDG_CONFIG_DIRS",
)


@pytest.fixture
def no_override(monkeypatch):
    """Nothing in the environment moves the folders: the tests' own variable, and the XDG
    ones a player's shell (or a test run under one) may set."""
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    for name in XDG_VARIABLES:
        monkeypatch.delenv(name, raising=False)


def test_linux_folders_follow_the_xdg_variables(no_override, monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "PlatformDirs", platformdirs.unix.Unix)
    for name in ("DATA", "CONFIG", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    assert paths.data_dir() == tmp_path / "data" / "kemet-tui"
    assert paths.autosave_dir() == tmp_path / "data" / "kemet-tui" / "autosave"
    assert paths.settings_path() == tmp_path / "config" / "kemet-tui" / "settings.toml"
    assert paths.state_dir() == tmp_path / "state" / "kemet-tui"
    assert paths.log_path() == tmp_path / "state" / "kemet-tui" / "log" / "kemet-tui.log"


def test_linux_defaults_without_the_variables(no_override, monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "PlatformDirs", platformdirs.unix.Unix)
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("DATA", "CONFIG", "STATE"):
        monkeypatch.delenv(f"XDG_{name}_HOME", raising=False)
    assert paths.data_dir() == tmp_path / ".local" / "share" / "kemet-tui"
    assert paths.config_dir() == tmp_path / ".config" / "kemet-tui"
    assert paths.state_dir() == tmp_path / ".local" / "state" / "kemet-tui"


@pytest.fixture(params=["clean", "xdg-set"])
def shell_environment(request, monkeypatch, tmp_path):
    """The environment the tests run under: a clean one, or a shell that sets the XDG
    variables (the macOS test failed there: nothing cleared what it depends on)."""
    if request.param == "xdg-set":
        for name in XDG_VARIABLES:
            monkeypatch.setenv(name, str(tmp_path / "from-the-shell" / name))


def test_macos_gets_its_library_folders(shell_environment, no_override, monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "PlatformDirs", platformdirs.macos.MacOS)
    monkeypatch.setenv("HOME", str(tmp_path))
    support = tmp_path / "Library" / "Application Support" / "kemet-tui"
    assert paths.data_dir() == support
    assert paths.settings_path() == support / "settings.toml"
    assert paths.log_path() == tmp_path / "Library" / "Logs" / "kemet-tui" / "kemet-tui.log"


def test_the_data_dir_variable_moves_every_folder(monkeypatch, tmp_path):
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    assert paths.data_dir() == tmp_path
    assert paths.config_dir() == tmp_path / "config"
    assert paths.state_dir() == tmp_path / "state"
    assert paths.log_path() == tmp_path / "state" / "kemet-tui.log"


def test_platformdirs_is_a_declared_dependency():
    text = (Path(__file__).parents[2] / "pyproject.toml").read_text()
    assert '"platformdirs' in text.split("[project.optional-dependencies]")[0]
