"""The drawing speed-ups are one switch: on by default, and ``KEMET_TUI_SPEEDUPS=0`` leaves
Textual's ``Strip`` and Python's collector exactly as shipped (each in a fresh interpreter)."""

from __future__ import annotations

import os
import subprocess
import sys

CODE = (
    "import gc\n"
    "from textual.strip import Strip\n"
    "shipped_init, shipped_gc = Strip.__init__, gc.get_threshold()\n"
    "from kemet_tui.tui.app import make_app\n"
    "make_app(frozen=True)\n"
    "print(Strip.__init__ is shipped_init, gc.get_threshold() == shipped_gc)\n"
)


def _run(**env: str) -> str:
    environ = {k: v for k, v in os.environ.items() if k != "KEMET_TUI_SPEEDUPS"} | env
    result = subprocess.run(
        [sys.executable, "-c", CODE], capture_output=True, text=True, env=environ
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_the_app_turns_the_speedups_on_by_default():
    assert _run() == "False False"


def test_the_switch_leaves_textual_and_python_as_shipped():
    assert _run(KEMET_TUI_SPEEDUPS="0") == "True True"
