"""The bots are pure like the core and the rules: no Textual, no Rich, in a fresh interpreter."""

from __future__ import annotations

import pkgutil
from pathlib import Path

import kemet_tui
from tests.fresh_interpreter import foreign_modules_loaded


def _bot_modules() -> list[str]:
    folder = Path(kemet_tui.__file__).parent / "bots"
    return ["kemet_tui.bots"] + [
        m.name for m in pkgutil.walk_packages([str(folder)], prefix="kemet_tui.bots.")
    ]


def test_the_bots_import_without_textual_or_rich():
    modules = _bot_modules()
    assert "kemet_tui.bots.match" in modules and "kemet_tui.bots.seti.search" in modules
    loaded = foreign_modules_loaded(modules)
    assert not loaded, loaded


def test_no_bot_source_names_textual_or_rich():
    for path in (Path(kemet_tui.__file__).parent / "bots").rglob("*.py"):
        text = path.read_text()
        for banned in ("import textual", "from textual", "import rich", "from rich"):
            assert banned not in text, f"{path} has {banned!r}"
