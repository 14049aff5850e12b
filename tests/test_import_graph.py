"""The import graph of ``kemet_tui`` has no circle and no arrow upward between its layers.

The graph is drawn from the source (``ast``), not from what an import happens to load: every
``import`` and ``from ... import`` counts wherever it stands, at the top of a module, inside a
function, or under ``if TYPE_CHECKING:``, because an import moved into a function only to dodge
a circle is still a circle in the design. ``from package import name`` is an edge to the module
``package.name`` when there is one, else to the package itself.

The layers, lowest first: the core, the rules, the teacher's lessons, the bots, the report's figures, opening saves, the protocol of a
hosted table, the TUI, the hosted
table (seats on their own screens), the command
line (docs/architecture.md). A module may import its own layer and those below, never above.
"""

from __future__ import annotations

import ast
from pathlib import Path

import kemet_tui

#: the layers, lowest first; a module belongs to the first prefix it starts with
LAYERS = (
    ("kemet_tui.core",),
    ("kemet_tui.rules",),
    ("kemet_tui.teach",),
    ("kemet_tui.bots",),
    ("kemet_tui.report",),
    ("kemet_tui.saves",),
    ("kemet_tui.protocol",),
    ("kemet_tui.tui",),
    ("kemet_tui.net",),
    ("kemet_tui.cli", "kemet_tui.__main__"),
)


def modules_of(root: Path) -> dict[str, tuple[Path, bool]]:
    """Every module under the package folder ``root``: dotted name -> (file, is a package)."""
    found = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path, is_package)
    return found


def _targets(
    name: str, is_package: bool, node: ast.Import | ast.ImportFrom, known: dict
) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = name.split(".") if is_package else name.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join(package + ([base] if base else []))
    out = []
    for alias in node.names:
        candidate = f"{base}.{alias.name}"
        out.append(candidate if candidate in known else base)
    return out


def import_graph(root: Path) -> dict[str, set[str]]:
    """module -> the modules of the same tree it imports (anywhere in its source)."""
    known = modules_of(root)
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in known.items():
        edges = graph.setdefault(name, set())
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            for target in _targets(name, is_package, node, known):
                while target and target not in known:  # ``import a.b.c`` names a module a.b.c
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges.add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def layer_of(module: str, layers: tuple[tuple[str, ...], ...] = LAYERS) -> int | None:
    for level, prefixes in enumerate(layers):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return level
    return None


def upward_imports(
    graph: dict[str, set[str]], layers: tuple[tuple[str, ...], ...] = LAYERS
) -> list[str]:
    """Every import from a lower layer to a higher one, as readable lines."""
    out = []
    for module, targets in sorted(graph.items()):
        here = layer_of(module, layers)
        for target in sorted(targets):
            there = layer_of(target, layers)
            if here is not None and there is not None and there > here:
                out.append(f"{module} -> {target}")
    return out


def _tree() -> Path:
    return Path(kemet_tui.__file__).parent


def test_the_graph_sees_every_layer_and_the_imports_inside_functions():
    graph = import_graph(_tree())
    assert "kemet_tui.rules.kemet.state.model" in graph["kemet_tui.rules.kemet.ruleset"]
    assert "kemet_tui.tui.app" in graph["kemet_tui.cli.interactive"]  # inside a function
    assert {layer_of(m) for m in graph} >= set(range(len(LAYERS)))


def test_no_import_circle_anywhere_in_kemet_tui():
    found = circles(import_graph(_tree()))
    assert not found, "import circles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_no_import_from_a_lower_layer_to_a_higher_one():
    found = upward_imports(import_graph(_tree()))
    assert not found, "upward imports:\n" + "\n".join(found)


def _plant(root: Path, files: dict[str, str]) -> Path:
    package = root / "kemet_tui"
    for name, text in files.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return package


def test_the_check_finds_a_circle_dodged_inside_a_function(tmp_path):
    package = _plant(
        tmp_path,
        {
            "__init__.py": "",
            "core/__init__.py": "",
            "core/a.py": "from kemet_tui.core import b\n",
            "core/b.py": "def later():\n    from kemet_tui.core.a import thing\n",
            "core/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from kemet_tui.core import d\n",
            "core/d.py": "from . import c\n",
        },
    )
    assert circles(import_graph(package)) == [
        ["kemet_tui.core.a", "kemet_tui.core.b"],
        ["kemet_tui.core.c", "kemet_tui.core.d"],
    ]


def test_the_check_finds_an_import_upward(tmp_path):
    package = _plant(
        tmp_path,
        {
            "__init__.py": "",
            "core/__init__.py": "",
            "core/engine.py": "def show():\n    import kemet_tui.tui.app\n",
            "tui/__init__.py": "",
            "tui/app.py": "from kemet_tui.core import engine\n",
        },
    )
    graph = import_graph(package)
    assert upward_imports(graph) == ["kemet_tui.core.engine -> kemet_tui.tui.app"]


def tui_reaches_past_the_views(graph: dict[str, set[str]]) -> list[str]:
    """Every import of a TUI module into ``rules/kemet`` other than the package's public names
    (``kemet_tui.rules.kemet``) and its readers (``view/``)."""
    public = ("kemet_tui.rules.kemet", "kemet_tui.rules.kemet.view")
    return sorted(
        f"{module} -> {target}"
        for module, targets in graph.items()
        if module.startswith("kemet_tui.tui.")
        for target in targets
        if target.startswith("kemet_tui.rules.kemet.")
        and target not in public
        and not target.startswith("kemet_tui.rules.kemet.view.")
    )


def test_the_tui_reads_kemet_through_the_public_names_and_the_views_only():
    """The TUI gets Kemet states from the ruleset's views, its value types from
    ``kemet_tui.rules.kemet`` and everything else it reads from ``view/`` (content, boards,
    the battle); how the rules keep their state, battles and content is their own business."""
    graph = import_graph(_tree())
    assert "kemet_tui.rules.kemet" in graph["kemet_tui.tui.widgets.kemet.glyphs"]
    assert "kemet_tui.rules.kemet.view.battle" in graph["kemet_tui.tui.widgets.kemet.combat"]
    found = tui_reaches_past_the_views(graph)
    assert not found, "TUI modules reaching past rules/kemet's views:\n" + "\n".join(found)


def test_the_view_check_finds_a_tui_module_reaching_into_the_rules():
    graph = {
        "kemet_tui.tui.widgets.x": {
            "kemet_tui.rules.kemet.battle.record",
            "kemet_tui.rules.kemet.view.names",
            "kemet_tui.rules.kemet",
        }
    }
    assert tui_reaches_past_the_views(graph) == [
        "kemet_tui.tui.widgets.x -> kemet_tui.rules.kemet.battle.record"
    ]


#: ``rules/kemet``'s parts, lowest first (docs/architecture.md): a part may import its own
#: modules and the parts of lower layers, never a higher one nor another part of its own layer.
#: ``""`` is the package's public face (``kemet_tui/rules/kemet/__init__.py``).
KEMET = "kemet_tui.rules.kemet"
KEMET_LAYERS = (
    ("state", "data"),
    ("mechanics",),
    ("battle",),
    ("actions",),
    ("alliance", "seth"),
    ("flow",),
    ("view",),
    ("tables",),
    ("ruleset",),
    ("scenario", ""),
)


def kemet_part(module: str) -> str | None:
    """The part of ``rules/kemet`` a module belongs to: its sub-package or top-level module
    (``battle``, ``ruleset``), ``""`` for the package itself, ``None`` outside it."""
    if module == KEMET:
        return ""
    if not module.startswith(KEMET + "."):
        return None
    return module[len(KEMET) + 1 :].split(".")[0]


def kemet_layer_breaks(graph: dict[str, set[str]]) -> list[str]:
    """Every import between two parts of ``rules/kemet`` that goes up, or sideways inside one
    layer, or touches a part no layer names, as readable lines."""
    level = {part: i for i, parts in enumerate(KEMET_LAYERS) for part in parts}
    out = []
    for module, targets in sorted(graph.items()):
        here = kemet_part(module)
        for target in sorted(targets):
            there = kemet_part(target)
            if here is None or there is None or here == there:
                continue
            if here not in level or there not in level:
                out.append(f"{module} -> {target} (a part no layer names)")
            elif level[there] >= level[here]:
                way = "up" if level[there] > level[here] else "sideways"
                out.append(f"{module} -> {target} ({way}: {here or KEMET} -> {there or KEMET})")
    return out


def test_every_part_of_rules_kemet_has_a_layer():
    parts = {kemet_part(m) for m in import_graph(_tree())} - {None}
    named = {part for parts in KEMET_LAYERS for part in parts}
    assert parts == named


def test_rules_kemet_parts_import_only_lower_layers():
    """No ring among ``rules/kemet``'s sub-packages: each imports only the layers below it."""
    found = kemet_layer_breaks(import_graph(_tree()))
    assert not found, "rules/kemet imports breaking its layers:\n" + "\n".join(found)


def test_the_layer_check_finds_imports_up_and_sideways_and_an_unnamed_part():
    graph = {
        f"{KEMET}.mechanics.common": {
            f"{KEMET}.view.names",
            f"{KEMET}.mechanics.effects",
            f"{KEMET}.state.model",
            "kemet_tui.core.rng",
        },
        f"{KEMET}.alliance.osiris": {f"{KEMET}.seth.corrupt", f"{KEMET}.actions.board"},
        f"{KEMET}.extras.x": {f"{KEMET}.state.model"},
        f"{KEMET}.ruleset": {KEMET},
    }
    assert kemet_layer_breaks(graph) == [
        f"{KEMET}.alliance.osiris -> {KEMET}.seth.corrupt (sideways: alliance -> seth)",
        f"{KEMET}.extras.x -> {KEMET}.state.model (a part no layer names)",
        f"{KEMET}.mechanics.common -> {KEMET}.view.names (up: mechanics -> view)",
        f"{KEMET}.ruleset -> {KEMET} (up: ruleset -> {KEMET})",
    ]


#: the TUI's own layers, lowest first (docs/architecture.md): what every screen shares (looks,
#: files, framework tweaks, the catalogue, help search, settings), the Textual-free parts, the
#: widgets, the screens, the app, the developer tools
TUI_LAYERS = (
    (
        "kemet_tui.tui.looks",
        "kemet_tui.tui.files",
        "kemet_tui.tui.framework",
        "kemet_tui.tui.catalogue",
        "kemet_tui.tui.help_search",
        "kemet_tui.tui.settings_apply",
    ),
    ("kemet_tui.tui.parts",),
    ("kemet_tui.tui.widgets",),
    ("kemet_tui.tui.screens",),
    ("kemet_tui.tui.app",),
    ("kemet_tui.tui.devtools",),
)


def test_the_tui_imports_only_its_own_layer_and_those_below():
    """A part never reaches a widget, a widget never a screen, a screen never the app."""
    graph = import_graph(_tree())
    seen = {layer_of(m, TUI_LAYERS) for m in graph if m.startswith("kemet_tui.tui.")}
    assert seen >= set(range(len(TUI_LAYERS)))
    found = upward_imports(graph, TUI_LAYERS)
    assert not found, "TUI imports upward:\n" + "\n".join(found)


def test_the_tui_layer_check_finds_a_part_reaching_a_screen():
    graph = {
        "kemet_tui.tui.parts.kemet.steady": {"kemet_tui.tui.screens.kemet.game"},
        "kemet_tui.tui.screens.kemet.game": {"kemet_tui.tui.widgets.kemet.board"},
    }
    assert upward_imports(graph, TUI_LAYERS) == [
        "kemet_tui.tui.parts.kemet.steady -> kemet_tui.tui.screens.kemet.game"
    ]
