"""The engine's dispatch tables (``rules/kemet/tables.py``): every name the rules ask for has an
entry, two packages may not claim one name, and nothing fills a table on import: the ruleset
assembles them from the packages' ``registry.py``.

The names asked for are collected twice: from the source (every ``decision(KIND, ...)`` call,
every string queued as a step) and from seeded random games at N = 2..5 (every decision on the
stack after every action, every step the queue runs), so a kind built at run time is seen too.
"""

from __future__ import annotations

import ast
import importlib
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from kemet_tui.core import rng
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet import tables
from kemet_tui.rules.kemet.battle.record import STAGES
from kemet_tui.rules.kemet.flow import advance
from kemet_tui.rules.kemet.state.handlers import HANDLERS
from kemet_tui.rules.kemet.state.tables import BATTLE_STAGES, STEPS

RULESET = get_ruleset("kemet-seth")
ROOT = Path(tables.__file__).parent
PLAYOUTS = tuple((n, seed) for n in (2, 3, 4, 5) for seed in (0, 1))


# --- the names the source asks for ---------------------------------------------------------------
def _rule_modules() -> list[tuple[ModuleType, ast.Module]]:
    """Every module of the ruleset with its syntax tree (``data/`` defines no flow)."""
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        parts = path.relative_to(ROOT.parents[2]).with_suffix("").parts
        if "data" in parts:
            continue
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found.append((importlib.import_module(name), ast.parse(path.read_text())))
    return found


def _value(module: ModuleType, node: ast.expr) -> str | None:
    """The string a literal, or a module-level name (``MOVE``, ``rec.BATTLE``), stands for."""
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, (ast.Name, ast.Attribute)):
        try:
            expression = compile(ast.Expression(node), "<kind>", "eval")
            value = eval(expression, vars(module))  # noqa: S307 - the rules' own source
        except NameError:
            return None  # a local variable: the playouts see what it holds
        return value if isinstance(value, str) else None
    return None


def kinds_in_source() -> set[str]:
    """The kind of every ``decision(KIND, ...)`` the rules make, where the source names it."""
    kinds = set()
    for module, tree in _rule_modules():
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "decision"
                and node.args
            ):
                kind = _value(module, node.args[0])
                if kind is not None:
                    kinds.add(kind)
    return kinds


def _heads(node: ast.AST) -> set[str]:
    """The step names in the strings of ``node``: ``"income:seth"`` and ``f"tiles:{m}"`` give
    ``income`` and ``tiles`` (an f-string by its opening text only)."""
    texts, inside = [], set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.JoinedStr):
            inside.update(id(part) for part in inner.values)
            if inner.values and isinstance(inner.values[0], ast.Constant):
                texts.append(inner.values[0].value)
        elif (
            isinstance(inner, ast.Constant)
            and isinstance(inner.value, str)
            and id(inner) not in inside
        ):
            texts.append(inner.value)
    return {text.partition(":")[0] for text in texts if ":" in text}


def _queued_in(function: ast.FunctionDef) -> set[str]:
    """The step names a function queues: the strings of every ``queue=`` it passes, and of
    every local variable such an argument reads (built, added to, appended to)."""
    queued = [
        k.value for k in ast.walk(function) if isinstance(k, ast.keyword) and k.arg == "queue"
    ]
    if not queued:
        return set()
    parameters = {a.arg for a in function.args.args + function.args.kwonlyargs}
    local = {n.id for q in queued for n in ast.walk(q) if isinstance(n, ast.Name)} - parameters
    found = set().union(*(_heads(q) for q in queued))
    for node in ast.walk(function):
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in local for t in targets) and node.value:
                found |= _heads(node.value)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("append", "extend")
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in local
        ):
            found |= set().union(*(_heads(a) for a in node.args))
    return found


def steps_in_source() -> set[str]:
    """Every step name the rules put in ``state.queue``."""
    names = set()
    for _, tree in _rule_modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                names |= _queued_in(node)
    return names


# --- the names random games ask for --------------------------------------------------------------
@pytest.fixture(scope="module")
def played() -> tuple[set[str], set[str]]:
    """(every decision kind on the stack, every step the queue ran) in the seeded playouts."""
    kinds: set[str] = set()
    steps: set[str] = set()
    run_next = advance._next

    def recorded_next(state):
        if state.queue:
            steps.add(state.queue[0].partition(":")[0])
        return run_next(state)

    patch = pytest.MonkeyPatch()
    patch.setattr(advance, "_next", recorded_next)
    try:
        for n, seed in PLAYOUTS:
            _play(n, seed, kinds)
    finally:
        patch.undo()
    return kinds, steps


def _play(n: int, seed: int, kinds: set[str]) -> None:
    state = RULESET.new_game(seed, {"alliance_size": n, "round_cap": 6})
    chooser = rng.seed_state(seed * 11 + n)
    while RULESET.outcome(state) is None:
        kinds.update(d.kind for d in state.pending)
        action, chooser = rng.choice(chooser, list(RULESET.legal_actions(state)))
        state, _ = RULESET.apply(state, action)


# --- every name has an entry ---------------------------------------------------------------------
def test_every_decision_kind_the_source_asks_has_a_handler():
    kinds = kinds_in_source()
    assert {"move", "battle", "rite-di", "setup-tile", "corrupt-creature"} <= kinds  # it scans
    assert sorted(kinds - set(HANDLERS)) == []


def test_every_decision_kind_a_random_game_asks_has_a_handler(played):
    kinds, _ = played
    assert {"member-action", "seth-action", "battle", "battle-cards"} <= kinds
    assert sorted(kinds - set(HANDLERS)) == []


def test_every_step_the_source_queues_has_an_entry():
    names = steps_in_source()
    assert {"income", "tiles", "temples", "temple", "night-di", "prayer", "tokens-back"} <= names
    assert sorted(names - set(STEPS)) == []


def test_every_step_a_random_game_runs_has_an_entry(played):
    _, steps = played
    assert {"income", "tiles", "temples", "prayer-levels", "tokens-back"} <= steps
    assert sorted(steps - set(STEPS)) == []


def test_every_stage_of_a_battle_has_its_function_and_no_other_is_listed():
    assert set(BATTLE_STAGES) == set(STAGES)


# --- assembling ----------------------------------------------------------------------------------
def _registry(name: str, **lists) -> ModuleType:
    module = ModuleType(name)
    vars(module).update(lists)
    return module


def test_two_packages_listing_one_name_are_refused():
    first = _registry("first.registry", HANDLERS={"move": object()})
    second = _registry("second.registry", HANDLERS={"raise": object(), "move": object()})
    with pytest.raises(
        ValueError,
        match=r"decision kind 'move' is listed twice: by "
        r"first\.registry and by second\.registry",
    ):
        tables.gather([first, second])


def test_one_name_in_two_tables_is_no_clash():
    registry = _registry("one.registry", HANDLERS={"sanctuary": 1}, STEPS={"sanctuary": 2})
    gathered = tables.gather([registry])
    assert gathered["HANDLERS"] == {"sanctuary": 1} and gathered["STEPS"] == {"sanctuary": 2}


def test_a_list_no_table_takes_is_refused():
    misspelt = _registry("typo.registry", HANDLER={"move": object()})
    with pytest.raises(ValueError, match="typo.registry lists HANDLER, which no table takes"):
        tables.gather([misspelt])


def test_the_assembled_tables_are_the_registries_lists():
    gathered = tables.gather(tables.REGISTRIES)
    for name, (table, _) in tables.TABLES.items():
        expected = list(gathered[name].values()) if isinstance(table, list) else gathered[name]
        assert table == expected, name
        assert table, f"{name} is empty"


def test_the_alliance_turn_options_keep_their_listed_order():
    assert list(tables.TABLES["ALLIANCE_TURN_OPTIONS"][0]) == ["temple", "ceremony"]


def test_assembling_again_changes_nothing():
    before = {name: table.copy() for name, (table, _) in tables.TABLES.items()}
    tables.assemble()
    assert {name: table.copy() for name, (table, _) in tables.TABLES.items()} == before


FRESH = """
import json, sys
from kemet_tui.rules.kemet.actions import movement
from kemet_tui.rules.kemet.state import handlers, tables as engine
from kemet_tui.rules.kemet import tables

def sizes():
    return {name: len(table) for name, (table, _) in tables.TABLES.items()}

seen = {"after a rule module": sizes(),
        "ruleset loaded": "kemet_tui.rules.kemet.ruleset" in sys.modules}
from kemet_tui.core.registry import get_ruleset
get_ruleset("kemet-seth")
seen["after the ruleset"] = sizes()
print(json.dumps(seen))
"""


def test_a_fresh_process_has_empty_tables_until_the_ruleset_assembles_them():
    result = subprocess.run([sys.executable, "-c", FRESH], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout)
    assert not seen["ruleset loaded"]
    assert set(seen["after a rule module"].values()) == {0}
    assert seen["after the ruleset"] == {
        name: len(table) for name, (table, _) in tables.TABLES.items()
    }
    assert 0 not in seen["after the ruleset"].values()
