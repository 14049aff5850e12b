"""Import checks that need an interpreter of their own: a module already loaded by another test
would hide what importing a package really pulls in."""

from __future__ import annotations

import subprocess
import sys


def foreign_modules_loaded(modules: list[str], roots: tuple[str, ...] = ("textual", "rich")) -> str:
    """Import ``modules`` in a fresh interpreter; the loaded modules under ``roots`` (as the
    child printed them, with its errors), or "" when there were none."""
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {roots!r})\n"
        "print(bad)\n"
        "raise SystemExit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return "" if result.returncode == 0 else result.stdout + result.stderr
