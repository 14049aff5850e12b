"""Every SVG snapshot belongs to a test. Syrupy fails a serial run that leaves a snapshot no
test reads, but not a run spread over workers (pytest-xdist, the README's test command), so
this test keeps the check in both."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _test_names(module: Path) -> set[str]:
    tree = ast.parse(module.read_text())
    return {
        node.name
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test")
    }


def test_every_snapshot_has_its_test():
    snapshots = sorted(TESTS.rglob("__snapshots__/*/*.svg"))
    assert len(snapshots) > 40
    orphans = []
    for svg in snapshots:
        module = svg.parent.parent.parent / f"{svg.parent.name}.py"
        name = svg.stem.split("[", 1)[0]
        if not module.exists() or name not in _test_names(module):
            orphans.append(str(svg.relative_to(TESTS)))
    assert not orphans, (
        "snapshots without a test (delete them or run --snapshot-update):\n" + "\n".join(orphans)
    )
