"""The boundary is enforced (harlequin): the rules core never pulls in Textual or Rich."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import kemet_tui
from tests.fresh_interpreter import foreign_modules_loaded

PURE_PACKAGES = ("kemet_tui.core", "kemet_tui.rules", "kemet_tui.teach", "kemet_tui.report")


def _pure_modules() -> list[str]:
    root = Path(kemet_tui.__file__).parent
    names = []
    for package in PURE_PACKAGES:
        folder = root.joinpath(*package.split(".")[1:])
        names.append(package)
        names += [m.name for m in pkgutil.walk_packages([str(folder)], prefix=f"{package}.")]
    return names


def test_the_core_and_rules_import_without_textual_or_rich():
    modules = _pure_modules()
    assert "kemet_tui.rules.seti.movegen" in modules and "kemet_tui.core.engine" in modules
    loaded = foreign_modules_loaded(modules)
    assert not loaded, loaded


def test_the_screens_parts_import_without_textual_or_rich():
    """``tui/parts/`` holds what the game screens decide without Textual (the hand-over, the
    bots' table, the key gate...): a module there that reaches a screen or a widget, even for
    one constant, would pull Textual in and belong with the screens instead."""
    folder = Path(kemet_tui.__file__).parent / "tui" / "parts"
    modules = ["kemet_tui.tui.parts"]
    modules += [m.name for m in pkgutil.walk_packages([str(folder)], prefix="kemet_tui.tui.parts.")]
    assert "kemet_tui.tui.parts.kemet.key_gate" in modules
    assert "kemet_tui.tui.parts.seti.board_picker" in modules
    loaded = foreign_modules_loaded(modules)
    assert not loaded, loaded


def test_headless_commands_do_not_load_the_terminal_ui():
    code = (
        "import sys\n"
        "from kemet_tui.cli import main\n"
        "main(['perft', 'seti-beth', '1'])\n"
        "raise SystemExit(1 if 'textual' in sys.modules else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_no_source_file_under_the_pure_packages_names_textual_or_rich():
    root = Path(kemet_tui.__file__).parent
    for package in ("core", "rules", "teach"):
        for path in (root / package).rglob("*.py"):
            text = path.read_text()
            for banned in ("import textual", "from textual", "import rich", "from rich"):
                assert banned not in text, f"{path} has {banned!r}"


def test_the_title_screen_loads_neither_pydantic_nor_any_ruleset():
    """Start-up guard: the first frame needs no record models and no rules (BENCHMARKS.md)."""
    code = (
        "import sys\n"
        "from kemet_tui.tui.app import make_app\n"
        "from kemet_tui.tui.catalogue import catalogue\n"
        "catalogue()\n"
        "heavy = [m for m in sys.modules if m == 'pydantic' or m.startswith('kemet_tui.rules.')]\n"
        "print(heavy)\n"
        "raise SystemExit(1 if heavy else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_parser_loads_no_command_before_one_runs():
    """Start-up guard: ``--version``, ``--help`` and a parsed command line import no command's
    module, no model, no bot and no event loop (``benchmarks/bench_cli_startup.py``)."""
    code = (
        "import sys\n"
        "from kemet_tui.cli import main\n"
        "from kemet_tui.cli.parser import build_parser\n"
        "build_parser().parse_args(['show', 'game.json'])\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in\n"
        "               ('pydantic', 'asyncio', 'logging', 'textual', 'aiohttp', 'platformdirs')\n"
        "               or m.startswith(('kemet_tui.bots', 'kemet_tui.rules', 'kemet_tui.core'))\n"
        "               or m.startswith('kemet_tui.cli.') and m != 'kemet_tui.cli.parser')\n"
        "print(heavy)\n"
        "raise SystemExit(1 if heavy else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_command_names_a_handler_that_exists():
    from kemet_tui.cli.parser import Command, build_parser

    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices  # argparse keeps them only here
    handlers = [parser.get_default("handler")]
    handlers += [command.get_default("handler") for command in commands.values()]
    assert len(handlers) == len(commands) + 1 > 10
    for handler in handlers:
        assert isinstance(handler, Command), handler
        module, name = handler.target.split(":")
        assert callable(getattr(importlib.import_module(f"kemet_tui.cli.{module}"), name)), handler
