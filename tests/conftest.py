"""Shared fixtures: every test gets its own user data folder, so no test reads or writes a
player's real saves and autosaves never leak from one test into another."""

from __future__ import annotations

import os

import pytest

from kemet_tui.core.storage import DATA_DIR_ENV

#: pytest-xdist workers per core under ``-n auto``
WORKERS_PER_CORE = 2


def pytest_xdist_auto_num_workers(config) -> int:
    """``-n auto`` starts two workers a core, not one: the screen tests spend about half of
    their wall time asleep (Textual's pilot waits 20 ms for the app to go idle after every key
    and pause), and a second worker on the core fills that time. On CI's two cores the screen
    tests' wall time drops by a third for a tenth more processor time."""
    return WORKERS_PER_CORE * _cores()


def _cores() -> int:
    """The cores this process may run on (all of the machine's where that is not told)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


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
