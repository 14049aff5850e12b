"""Shared fixtures: every test gets its own user data folder, so no test reads or writes a
player's real saves and autosaves never leak from one test into another."""

from __future__ import annotations

import pytest

from kemet_tui.core.storage import DATA_DIR_ENV


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch):
    """Point the user data folder at a fresh temporary folder."""
    folder = tmp_path / "kemet-tui-data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


class StubApp:
    """Stands in for the terminal UI in command-line tests: runs at once, stops cleanly."""

    crash_line: str | None = None
    return_code = 0

    def run(self) -> None:
        pass
