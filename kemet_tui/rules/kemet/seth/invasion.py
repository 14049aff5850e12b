"""Furious Invasion, a purple space of Seth's board (seed-000 Effects of Purple Spaces).

"Seth can move up to two different troops he controls … Both movements are simultaneous and
Seth has to complete them before resolving the consequences. If the move generates 2 battles,
Seth will choose 2 Combat cards and will assign one to each battle (he will not discard any
cards face down for these 2 battles). For the alliance, the battle preparation remains
identical to Kemet. The choice to assign DI cards to any battle must be done during this
preparation. If both battles involve the same player in the alliance, he will choose 2 Combat
cards and will assign one to each battle. … Seth chooses which battle will be resolved first.
Once the consequences of the first battle are determined, the 2nd battle is resolved."

How it runs: a ``furious-invasion`` record (like the battle record, never asked) keeps the
action's stage on the stack. Two ordinary Moves of Seth follow (``defer_battle``: a move ending
on an enemy stops there); each attack is parked at once as a battle record held before its
first stage (``battle.start_battle(hold=("start",))``), so its troop stays counted. The second
Move offers only the troops the first left untouched and may not enter the space already
attacked. Then, with two battles, each is prepared in turn: first up to its cards (who fights
for a mixed troop, pre-battle kills), then its secret choices (DI cards, a battle card without a
discard for Seth and for a member fighting both); then Seth answers ``invasion-order``
(``first:SPACE``) and the battles resolve one after the other. A single battle is an ordinary
one (play and discard). Project rules where the text is silent: a fighter who needs two cards
and holds one takes his discard back first; the second troop may not attack the first one's
space.
"""

from __future__ import annotations

from typing import Any

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions.movement import begin_move
from kemet_tui.rules.kemet.battle import BATTLE, start_battle
from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import (
    InvasionContext,
    invasion_context,
    invasion_order_context,
)
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import SETH, KemetState, is_member

INVASION = "furious-invasion"
ORDER = "invasion-order"
RESUME = "furious-invasion"
Result = tuple[KemetState, tuple[Event, ...]]


def begin(state: KemetState, seat: str, token: str = "") -> Result:
    """Push the record and Seth's first Move."""
    ctl = decision(
        INVASION,
        SETH,
        stage="move1",
        before=_seth_troops(state),
        battles=(),
        order=(),
        last_move=(),
    )
    state = begin_move(state.push(ctl), SETH, defer_battle=True, then=RESUME)
    return state, (
        Event("invasion", "Furious Invasion: Seth moves up to two troops, then fights."),
    )


def _seth_troops(state: KemetState) -> tuple[Any, ...]:
    """Seth's troops as plain values, to tell later which ones the first Move left alone."""
    return tuple(
        (t.space, t.units, t.creature or "", t.corrupted)
        for t in state.troops
        if t.side == SETH and t.units
    )


# --- the record on the stack ---------------------------------------------------------------------
def _index(state: KemetState) -> int:
    for index in range(len(state.pending) - 1, -1, -1):
        if state.pending[index].kind == INVASION:
            return index
    raise LookupError("no Furious Invasion in progress")


def _ctl(state: KemetState) -> InvasionContext:
    """The record's context (a copy)."""
    return invasion_context(state.pending[_index(state)])


def _update(state: KemetState, **changes: Any) -> KemetState:
    index = _index(state)
    pending = list(state.pending)
    pending[index] = pending[index].with_context(**changes)
    return state.evolve(pending=tuple(pending))


def _record_index(state: KemetState, space: str) -> int | None:
    """The stack index of this invasion's battle on ``space`` (None once it is over); its
    records are the battles that resume the invasion (only one runs at a time)."""
    for index in range(len(state.pending) - 1, -1, -1):
        pending = state.pending[index]
        if (
            pending.kind == BATTLE
            and pending.get("space") == space
            and pending.get("then") == RESUME
        ):
            return index
    return None


def _live_index(state: KemetState, space: str) -> int:
    """The stack index of this invasion's battle on ``space``, which is still being fought."""
    index = _record_index(state, space)
    if index is None:
        raise LookupError(f"no battle of the Furious Invasion on {space}")
    return index


def _alive(state: KemetState) -> list[str]:
    return [s for s in _ctl(state)["battles"] if _record_index(state, s) is not None]


def _move(state: KemetState, index: int, to: int) -> KemetState:
    """Move the stack entry at ``index`` to position ``to`` (counted after its removal)."""
    pending = list(state.pending)
    entry = pending.pop(index)
    pending.insert(to, entry)
    return state.evolve(pending=tuple(pending))


def _update_record(state: KemetState, space: str, **changes: Any) -> KemetState:
    index = _live_index(state, space)
    pending = list(state.pending)
    pending[index] = pending[index].with_context(**changes)
    return state.evolve(pending=tuple(pending))


def _run(state: KemetState, space: str, hold: tuple[str, ...] = ()) -> Result:
    """Bring the battle on ``space`` to the top and run it on (up to ``hold``, if given)."""
    state = _move(state, _live_index(state, space), len(state.pending) - 1)
    state = _update_record(state, space, hold=hold, on_hold=RESUME)
    return rec.advance(state)


# --- the moves ------------------------------------------------------------------------------------
def resume_invasion(state: KemetState) -> Result:
    """Every step of the action comes back here: a Move ended, a battle was held or ended."""
    stage = _ctl(state)["stage"]
    if stage in ("move1", "move2"):
        state, events = _park(state)
        state, more = _after_move(state, stage)
        return state, events + more
    return _battles(state)


def _park(state: KemetState) -> Result:
    """A Move that ended on an enemy left its outcome in the record: the attacking troop goes
    into a battle record held before its first stage, under the invasion record."""
    last = dict(_ctl(state)["last_move"] or ())
    if not last:
        return state, ()
    space = last["battle"]
    creature = last["creatures"][0] if last["creatures"] else None
    troop = fo.troop_from(space, last["units"], creature, last["corrupted"])
    state = _update(state, last_move=(), battles=_ctl(state)["battles"] + (space,))
    state, events = start_battle(
        state, SETH, space, troop=troop, moved=True, then=RESUME, hold=("start",)
    )
    return _move(state, _index(state), len(state.pending) - 1), events


def _after_move(state: KemetState, stage: str) -> Result:
    """After the first Move, the second (troops it left untouched, not into the space already
    attacked); after the second, the battles."""
    if stage == "move1":
        before = set(_ctl(state)["before"])
        troops = tuple(s[0] for s in _seth_troops(state) if s in before)
        if troops:
            state = _update(state, stage="move2")
            avoid = _ctl(state)["battles"]
            return begin_move(
                state, SETH, troops=troops, defer_battle=True, then=RESUME, avoid=avoid
            ), ()
    return _start_battles(state)


# --- the battles ----------------------------------------------------------------------------------
def _start_battles(state: KemetState) -> Result:
    """Put the record under its battles; one battle is fought as usual, two are prepared."""
    lowest = min((_live_index(state, s) for s in _alive(state)), default=None)
    if lowest is not None:
        state = _move(state, _index(state), lowest)
    alive = _alive(state)
    if len(alive) == 2:
        return _battles(_update(state, stage="prep"))
    state = _update(state, stage="resolve", order=tuple(alive))
    return _battles(state)


def _battles(state: KemetState) -> Result:
    """The next step of the battles: prepare, choose cards, ask the order, resolve."""
    ctl = _ctl(state)
    stage, alive = ctl["stage"], _alive(state)
    if stage == "prep":
        for space in alive:
            if _before(state, space, "choose"):
                return _run(state, space, hold=("choose",))
        state = _deal(_update(state, stage="cards"))
        return _battles(state)
    if stage == "cards":
        for space in alive:
            if _before(state, space, "reveal"):
                return _run(state, space, hold=("reveal",))
        if len(alive) == 2:
            ask = decision(ORDER, SETH, battles=tuple(alive))
            return _update(state, stage="order").push(ask), ()
        state = _update(state, stage="resolve", order=tuple(alive))
    if stage in ("resolve", "cards"):
        for space in _ctl(state)["order"]:
            if _record_index(state, space) is not None:
                return _run(state, space)
        return _finish(state)
    return state, ()  # "order": Seth is being asked


def _before(state: KemetState, space: str, stage: str) -> bool:
    current = state.pending[_live_index(state, space)].get("stage")
    return rec.STAGES.index(current) < rec.STAGES.index(stage)


def _deal(state: KemetState) -> KemetState:
    """Two battles to fight: Seth, and a member fighting in both, play one card in each and
    discard none; a hand of one card takes its discard back first (project rule)."""
    alive = _alive(state)
    if len(alive) < 2:
        return state
    fighters = [
        {state.pending[_live_index(state, s)].get(f"{r}_fighter") for r in rec.ROLES} for s in alive
    ]
    both = tuple(
        sorted(seat for seat in fighters[0] & fighters[1] if seat == SETH or is_member(seat))
    )
    for seat in both:
        me = state.seat(seat)
        if len(me.battle_hand) < 2:
            state = state.update_seat(
                seat, battle_hand=me.battle_hand + me.battle_discard, battle_discard=()
            )
    for space in alive:
        state = _update_record(state, space, no_discard=both)
    return state


def _finish(state: KemetState) -> Result:
    index = _index(state)
    state = state.evolve(pending=state.pending[:index] + state.pending[index + 1 :])
    return state, (Event("invasion", "The Furious Invasion is over."),)


# --- Seth picks the battle fought first ---------------------------------------------------------
def _order_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("first", s) for s in invasion_order_context(pending)["battles"]]


def _order_apply(state: KemetState, pending: Decision, action: KemetAction) -> Result:
    first = action.args[0]
    rest = tuple(s for s in invasion_order_context(pending)["battles"] if s != first)
    state = _update(state.pop(), stage="resolve", order=(first,) + rest)
    event = Event("invasion", f"Seth resolves the battle on {first} first.")
    state, events = _battles(state)
    return state, (event,) + events


def _marker_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("continue")]


def _marker_apply(state: KemetState, pending: Decision, action: KemetAction) -> Result:
    """A safety net, as for the battle record: run the action on if it is ever on top."""
    return resume_invasion(state)


ORDER_HANDLER = Handler(
    _order_legal,
    _order_apply,
    lambda s, d, a: (
        "Name the battle resolved first: "
        + ", ".join(f"first:{b}" for b in invasion_order_context(d)["battles"])
        + "."
    ),
)
INVASION_HANDLER = Handler(_marker_legal, _marker_apply)
