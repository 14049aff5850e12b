"""The battle record and its driver.

A battle is a ``battle`` decision kept on the stack under the questions it asks (it is never on
top when an action returns): its context holds both sides' state for the whole battle. The two
sides are *roles*: ``att`` (the troop that arrived, carried in the context like a moving troop)
and ``def`` (the troop on the board at ``space``). The battle runs through :data:`STAGES`, each
looked up by name in ``state.tables.BATTLE_STAGES`` (``registry.py`` lists them); each stage
either does its automatic work or pushes one question and waits. A question's handler
updates the record, pops itself and calls :func:`advance`, which runs on to the next question.

Secret keys (``view.py`` must blank them for other seats): :data:`SECRET_KEYS`.
"""

from __future__ import annotations

from typing import Any, cast

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.mechanics.victory import victory
from kemet_tui.rules.kemet.state.actions import act
from kemet_tui.rules.kemet.state.contexts import BattleContext, battle_context, of_role
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.handlers import HIDDEN, Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Troop, is_member
from kemet_tui.rules.kemet.state.tables import BATTLE_STAGES

BATTLE = "battle"
ROLES = ("att", "def")
#: context keys only the fighter of that role may read until the reveal
SECRET_KEYS = ("att_play", "att_discard", "att_di", "def_play", "def_discard", "def_di")
#: the order a battle runs through (research §4.7, kemet-seth.md §Battles)
STAGES = (
    "start",
    "fighters",
    "prekill",
    "prekill-losses",
    "nobattle",
    "choose",
    "reveal",
    "post",
    "resolve",
    "losses",
    "spoils",
    "rise",
    "homes",
    "retreat",
    "recall",
    "place",
    "cards",
    "pp",
    "end",
)

Result = tuple[KemetState, tuple[Event, ...]]


def other(role: str) -> str:
    return "def" if role == "att" else "att"


# --- the record on the stack ---------------------------------------------------------------------
def marker_index(state: KemetState) -> int | None:
    """Where the innermost battle record stands on the stack (kept for the last stack asked:
    a battle's stages ask it several times per action)."""
    pending = state.pending
    kept = _index_kept[0]
    if kept[0] is pending:
        return kept[1]
    found = None
    for index in range(len(pending) - 1, -1, -1):
        if pending[index].kind == BATTLE:
            found = index
            break
    _index_kept[0] = (pending, found)
    return found


#: the last decision stack :func:`marker_index` read, and its answer (one tuple replaced at once)
_index_kept: list[tuple[tuple[Decision, ...] | None, int | None]] = [(None, None)]


def marker(state: KemetState) -> Decision:
    index = marker_index(state)
    if index is None:
        raise LookupError("no battle in progress")
    return state.pending[index]


def ctx(state: KemetState) -> BattleContext:
    """The battle record's context as a new dictionary (the caller's to change). A battle's
    stages read it many times between changes, so the dictionary of the last record read or
    written is kept and copied (a block copy, where building it from the pairs inserts each
    of its fifty keys)."""
    return cast(BattleContext, _kept_context(marker(state)).copy())


def _kept_context(record: Decision) -> dict[str, Any]:
    """``record``'s context as the kept dictionary (read it, never change it)."""
    kept = _ctx_kept[0]
    if kept[0] is not record:
        kept = (record, dict(record.context))
        _ctx_kept[0] = kept
    return kept[1]


#: the last battle record read or written and its context as a dictionary (never handed out:
#: copies are); one tuple replaced at once, so another thread is never handed another
#: record's context
_ctx_kept: list[tuple[Decision | None, dict[str, Any]]] = [(None, {})]


def _places(record: Decision, context: dict[str, Any]) -> dict[str, int]:
    """Where each key of ``record``'s context (``context``, its dictionary) stands in its
    pairs, kept with the last record written: a battle's record keeps one set of keys from
    stage to stage, so an update rewrites the pairs that change and keeps the others
    (building all fifty pairs again is most of its cost)."""
    kept = _places_kept[0]
    if kept[0] is not record:
        kept = (record, {key: index for index, key in enumerate(context)})
        _places_kept[0] = kept
    return kept[1]


#: the last record :func:`update` read or wrote and where each key of its context stands (one
#: tuple replaced at once, so another thread is never handed another record's places)
_places_kept: list[tuple[Decision | None, dict[str, int]]] = [(None, {})]


def stage_of(state: KemetState) -> str:
    """The stage the battle record stands at (read without copying its context)."""
    return _kept_context(marker(state))["stage"]


def update(state: KemetState, **changes: Any) -> KemetState:
    """The state with the battle record's context changed: the record is written as one
    value (its pairs in the order they stand, sorted again only when a key is new), and the
    new record's dictionary and place on the stack are kept for the reads that follow."""
    index = marker_index(state)
    if index is None:
        raise LookupError("no battle in progress")
    if not changes:  # a stage with nothing to write (most pre-battle kills): no copy
        return state
    pending = state.pending
    record = pending[index]
    context = _kept_context(record)
    merged = context.copy()
    merged.update(changes)
    if len(merged) == len(record.context):  # the pairs that change replaced, the others kept
        pairs = list(record.context)
        where = _places(record, context)
        for key, value in changes.items():
            pairs[where[key]] = (key, value)
        new = Decision(record.kind, record.decider, tuple(pairs))
        _places_kept[0] = (new, where)
    else:  # a new key: sorted in
        new = Decision(record.kind, record.decider, tuple(sorted(merged.items())))
        merged = dict(new.context)
    pending = pending[:index] + (new,) + pending[index + 1 :]
    _ctx_kept[0] = (new, merged)
    _index_kept[0] = (pending, index)
    return state.evolve(pending=pending)


def reserved_pp(state: KemetState, seat: str) -> int:
    """PP ``seat`` owes for DI cards laid face down in the *other* battles on the stack that
    are not revealed yet (their cost is paid at the reveal): Furious Invasion prepares two
    battles before either is fought, so the second may not spend the same PP again."""
    top = marker_index(state)
    owed = 0
    for index, pending in enumerate(state.pending):
        if pending.kind != BATTLE or index == top:
            continue
        c = battle_context(pending)
        if c["fought"]:
            continue
        for role in ROLES:
            if of_role(c, role, "fighter") == seat:
                owed += sum(common.di_card(d).cost for d in of_role(c, role, "di"))
    return owed


# --- the two troops ---------------------------------------------------------------------------------
def troop(state: KemetState, role: str, c: BattleContext | None = None) -> Troop:
    """The troop of ``role`` now (an empty troop when it has none left)."""
    c = c if c is not None else ctx(state)
    if role == "def":
        found = state.troop_at(c["space"])
        return found if found is not None else Troop(c["space"], ())
    return _attacker(c["space"], c["att_units"], c["att_creature"], c["att_corrupted"])


def _attacker(space: str, units: fo.Pairs, creature: tuple[str, ...], corrupted: fo.Pairs) -> Troop:
    """The attacking troop built from the record's values, kept for the last values read: a
    battle's stages ask for it a dozen times between two changes of the record."""
    kept = _attacker_kept[0]
    if kept[0] is space and kept[1] is units and kept[2] is creature and kept[3] is corrupted:
        return kept[4]
    troop = fo.troop_from(space, units, tuple(creature) or None, corrupted)
    _attacker_kept[0] = (space, units, creature, corrupted, troop)
    return troop


#: the record values :func:`_attacker` last read and the troop built from them (one tuple
#: replaced at once, so another thread is never handed another battle's troop)
_attacker_kept: list[tuple[Any, ...]] = [(None, None, None, None, None)]


def set_troop(state: KemetState, role: str, new: Troop | None, **more: Any) -> KemetState:
    """Replace the troop of ``role`` (the attacker's lives in the record); ``more`` are other
    changes of the record, written with it."""
    if role == "def":
        state = state.with_troop(_kept_context(marker(state))["space"], new)
        return update(state, **more)
    if new is None:
        return update(state, att_units=(), att_creature=(), att_corrupted=(), **more)
    creature = (new.creature, new.creature_owner or SETH) if new.creature else ()
    return update(
        state, att_units=new.units, att_creature=creature, att_corrupted=new.corrupted, **more
    )


def has_units(state: KemetState, role: str, c: BattleContext | None = None) -> bool:
    """Whether ``role`` still fights: units, or Seth's lone creature (Corrupt a creature)."""
    c = c if c is not None else ctx(state)
    if role == "att" and c["creature_card"]:
        return True
    return troop(state, role, c).size > 0


def side(c: BattleContext, role: str) -> str:
    return of_role(c, role, "side")


def decider(seats: tuple[str, ...]) -> str:
    """Who answers for a troop's public choices: Seth, its one member, or the Alliance."""
    members = tuple(s for s in seats if is_member(s))
    if not members:
        return SETH
    return members[0] if len(members) == 1 else ALLIANCE


def fighter(c: BattleContext, role: str) -> str:
    return of_role(c, role, "fighter")


def label(state: KemetState, seat: str) -> str:
    return common.label(state, seat)


# --- the driver ------------------------------------------------------------------------------------
def advance(state: KemetState) -> Result:
    """Run the battle on from its current stage to its next question (or its end).

    A stage that moves on to the next one leaves the record as it is: the run carries the
    stage it stands at (``ahead``) and writes it into the record only where it stops (a
    question asked, a hold, the end) or where the record changed place on the stack, so a
    stage costs a copy of the record and the state only when it changes something."""
    events: list[Event] = []
    ahead = ""
    while (index := marker_index(state)) is not None:
        c = _kept_context(state.pending[index])  # only read here: no copy
        if c.get("log"):
            events += [Event(kind, text, irreversible=flag) for kind, text, flag in c["log"]]
            state = update(state, log=())
        written = c["stage"]
        name = ahead or written
        if ahead and (name == "end" or name in c.get("hold", ())):
            state, ahead = update(state, stage=name), ""  # the end resumes what follows
            written = name
        if name in c.get("hold", ()):
            state, more = _hold(state, c, name)
            events += more
            break
        state, more, waiting = BATTLE_STAGES[name](state)
        events += more
        if marker_index(state) != index:  # the record left the stack, or another is above
            state, ahead = _moved(state, index, written, name, ahead, waiting), ""
        elif stage_of(state) not in (written, name):  # the stage jumped: the record says where
            ahead = ""
        elif waiting:
            state, ahead = (update(state, stage=name) if ahead else state), ""
        else:
            ahead = _NEXT.get(name, "")
        if waiting or name == "end":
            break
    return state, tuple(events)


#: each stage of :data:`STAGES` -> the one after it
_NEXT = dict(zip(STAGES, STAGES[1:]))


def _moved(
    state: KemetState, index: int, written: str, name: str, ahead: str, waiting: bool
) -> KemetState:
    """After stage ``name`` the innermost record is no longer the one at ``index``: that
    record (if still there, still at ``written``) is set at ``name``, as if the run had
    written it before the stage; unless the run stops here, the innermost one moves on if it
    stands at ``name`` (what the run does with a record after a stage that did not jump)."""
    pending = state.pending
    if (
        ahead
        and index < len(pending)
        and pending[index].kind == BATTLE
        and pending[index].get("stage") == written
    ):
        record = pending[index].with_context(stage=name)
        state = state.evolve(pending=pending[:index] + (record,) + pending[index + 1 :])
    if (
        not waiting
        and name != "end"
        and marker_index(state) is not None
        and stage_of(state) == name
    ):
        state = update(state, stage=_NEXT[name])
    return state


def game_won(state: KemetState) -> bool:
    """Whether a side has met a victory condition: the game ends before what a battle
    interrupted resumes (Seth wins *immediately* on his 8th, or 10th, battle VP, seed-000
    §Victory Conditions: a Furious Invasion's second battle is not fought). The rest of the
    battle that won runs on (its troops are placed, no one is asked anything)."""
    return victory(state) is not None


def _hold(state: KemetState, c: dict[str, Any], name: str) -> Result:
    """The battle stops before stage ``name`` (Furious Invasion prepares two battles before
    either is resolved: seed-000); the hold is used up, and the ``on_hold`` continuation (if
    any) decides what runs next. ``advance`` on this record later carries on from ``name``."""
    state = update(state, hold=tuple(h for h in c["hold"] if h != name))
    return fo.resume(state, c.get("on_hold", ""))


def jump(state: KemetState, name: str) -> KemetState:
    """Skip to stage ``name`` (an escape, or no battle after pre-battle kills)."""
    return update(state, stage=name)


# --- a safety net: the record itself is never meant to be asked ---------------------------------
def _marker_legal(state: KemetState, pending: Decision) -> list[Any]:
    return [act("continue")]


def _marker_apply(state: KemetState, pending: Decision, action: Any) -> Result:
    return advance(state)


def secret_view(pending: Decision, seat: str | None) -> Decision:
    """What ``seat`` may read of a battle record: each side's chosen cards and DI cards only
    its fighter, until the reveal; the face-down discards stay secret after it."""
    changes: dict[str, Any] = {}
    for role in ROLES:
        if seat is not None and seat == pending.get(f"{role}_fighter"):
            continue
        keys = ("discard",) if pending.get("fought") else ("play", "discard", "di")
        for key in keys:
            value = pending.get(f"{role}_{key}")
            if isinstance(value, tuple):
                changes[f"{role}_{key}"] = (HIDDEN,) * len(value)
            elif value:
                changes[f"{role}_{key}"] = HIDDEN
    return pending.with_context(**changes) if changes else pending


BATTLE_HANDLER = Handler(_marker_legal, _marker_apply)
