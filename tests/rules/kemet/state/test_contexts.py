"""The typed decision contexts (``state/contexts.py``) are the contexts the game really pushes.

mypy checks the reads and writes of the modules that use a typed context; what it cannot see
(a context built from keyword arguments in an unchecked module, a save written before a key was
renamed) is checked here: every decision of a typed kind that seeded random games stack up
holds only the keys its record lists, every key the record requires, and values of the listed
types. A save keeps its form: the record changes no pair.
"""

from __future__ import annotations

import types
import typing

import pytest

from kemet_tui.core import rng
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.state import contexts
from kemet_tui.rules.kemet.state.decisions import Decision, decision

RULESET = get_ruleset("kemet-seth")


def _types_of(annotation: object) -> tuple[type, ...]:
    """The run-time classes an annotation of a record allows (``tuple[str, ...]``: tuple)."""
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        return tuple(t for arg in typing.get_args(annotation) for t in _types_of(arg))
    origin = typing.get_origin(annotation)
    return (origin if isinstance(origin, type) else annotation,)  # type: ignore[return-value]


def shape_problems(pending: Decision) -> list[str]:
    """What in ``pending``'s context its kind's record does not allow, one line each."""
    shape = contexts.SHAPES.get(pending.kind)
    if shape is None:
        return []
    hints = typing.get_type_hints(shape)
    held = dict(pending.context)
    out = [f"{pending.kind}: unknown key {key!r}" for key in held if key not in hints]
    out += [f"{pending.kind}: no {key!r}" for key in sorted(shape.__required_keys__ - set(held))]
    for key, value in held.items():
        allowed = _types_of(hints.get(key, object))
        if key in hints and type(value) not in allowed:
            out.append(
                f"{pending.kind}: {key!r} is a {type(value).__name__}, not "
                f"{' or '.join(t.__name__ for t in allowed)}"
            )
    return out


@pytest.fixture(scope="module")
def stacked() -> dict[str, list[Decision]]:
    """Every decision seen on the stack in seeded random games (N = 2..5), by kind."""
    seen: dict[str, list[Decision]] = {}
    for n in (2, 3, 4, 5):
        state = RULESET.new_game(n, {"alliance_size": n})
        chooser = rng.seed_state(n * 13)
        while RULESET.outcome(state) is None:
            for pending in state.pending:
                seen.setdefault(pending.kind, []).append(pending)
            action, chooser = rng.choice(chooser, list(RULESET.legal_actions(state)))
            state, _ = RULESET.apply(state, action)
    return seen


def test_every_typed_context_the_games_push_has_its_records_shape(stacked):
    assert {
        "move",
        "recruit",
        "buy",
        "veto",
        "pp-share",
        "battle-cards",
        "furious-invasion",
        "ceremony",
        "battle",
        "destroy-units",
    } <= set(stacked)
    found = sorted(
        {line for kind in stacked for pending in stacked[kind] for line in shape_problems(pending)}
    )
    assert not found, "\n".join(found)


def test_a_move_lifts_its_troop_into_the_records_later_keys(stacked):
    """The keys a move adds once its troop is lifted are met too, so their types are checked."""
    keys = {key for pending in stacked["move"] for key, _ in pending.context}
    assert {"at", "path", "units", "creatures", "left", "played"} <= keys


def test_the_check_finds_a_misspelt_key_a_missing_one_and_a_wrong_type():
    pending = decision("buy", "seth", colours=["purple"], surcharge=0, twin_=False)
    assert shape_problems(pending) == [
        "buy: unknown key 'twin_'",
        "buy: no 'twin'",
        "buy: 'colours' is a list, not tuple",
    ]


def test_a_reader_hands_out_the_context_and_changes_no_pair():
    pending = decision("veto", "a1", card="di-veto", player="seth", later=("a2",), chain=())
    read = contexts.veto_context(pending)
    assert read == dict(pending.context)
    read["later"] = ()
    assert pending.get("later") == ("a2",)


def test_a_ceremony_names_its_payers_shares_and_discount(stacked):
    """The Great Ceremony's shares are read through its record: every share paid is a
    payer's, and a paid Ceremony moves on to the choice of a power."""
    for pending in stacked["ceremony"]:
        read = contexts.ceremony_context(pending)
        assert {seat for seat, _ in read["paid"]} <= set(read["payers"])
        assert read["discount"] >= 0 and read.get("stage", "pay") in ("pay", "power")


def test_a_battle_record_holds_both_roles_keys_alike(stacked):
    """Each ``att_`` key of a battle record has its ``def_`` twin (the attacker's troop,
    carried in the record, aside), so a role's key may be read as ``f"{role}_..."``."""
    troop_keys = {"att_units", "att_creature", "att_corrupted"}
    for pending in stacked["battle"]:
        keys = {key for key, _ in pending.context}
        att = {key[4:] for key in keys - troop_keys if key.startswith("att_")}
        assert att == {key[4:] for key in keys if key.startswith("def_")}


def test_a_roles_keys_are_the_records_and_read_by_role(stacked):
    """``RoleValues`` (what ``for_role`` writes, what ``of_role`` reads) names each role key of
    the battle record once, with the record's type; both build the key the record holds."""
    hints = typing.get_type_hints(contexts.BattleContext)
    role_keys = {
        key[4:]: hint
        for key, hint in hints.items()
        if key.startswith("def_")  # the attacker's troop keys have no def_ twin
    }
    assert typing.get_type_hints(contexts.RoleValues) == role_keys
    literal = {
        name
        for group in (contexts.RoleText, contexts.RoleCount, contexts.RoleSeats)
        for name in typing.get_args(group)
    }
    assert literal == set(role_keys)
    for group, hint in (
        (contexts.RoleText, str),
        (contexts.RoleCount, int),
        (contexts.RoleSeats, tuple[str, ...]),
    ):
        assert {role_keys[name] for name in typing.get_args(group)} == {hint}
    pending = stacked["battle"][-1]
    read = contexts.battle_context(pending)
    for role in ("att", "def"):
        for name in role_keys:
            assert contexts.of_role(read, role, name) == pending.get(f"{role}_{name}")
    assert contexts.for_role("def", pool=0, di=()) == {"def_pool": 0, "def_di": ()}


def test_every_kind_the_games_ask_has_a_record(stacked):
    """No decision of the seeded games is of a kind without a record: a new kind comes with
    its record (``NoContext`` when it holds nothing), so its context is checked too."""
    assert set(stacked) - set(contexts.SHAPES) == set()
    assert {"raise", "seth-action", "setup-tile"} <= set(stacked)
