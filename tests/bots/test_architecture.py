"""The bots are pure like the core and the rules: no Textual, no Rich, in a fresh interpreter."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import kemet_tui


def _bot_modules() -> list[str]:
    folder = Path(kemet_tui.__file__).parent / "bots"
    return ["kemet_tui.bots"] + [
        m.name for m in pkgutil.walk_packages([str(folder)], prefix="kemet_tui.bots.")
    ]


def test_the_bots_import_without_textual_or_rich():
    modules = _bot_modules()
    assert "kemet_tui.bots.match" in modules and "kemet_tui.bots.seti.search" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(bad)\n"
        "raise SystemExit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_bot_source_names_textual_or_rich():
    for path in (Path(kemet_tui.__file__).parent / "bots").rglob("*.py"):
        text = path.read_text()
        for banned in ("import textual", "from textual", "import rich", "from rich"):
            assert banned not in text, f"{path} has {banned!r}"
