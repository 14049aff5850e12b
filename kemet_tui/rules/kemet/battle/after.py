"""After the battle: retreat or recall, the winner's recall, who holds the space, PP,
and the end of the battle.

research §4.7 / FAQ 2.1, kemet-seth.md §Battles: the loser retreats to an adjacent free space
(never into an enemy city district unless its walls do not stop the troop; the portal only for
a side that may cross it) or recalls; if the winner kept no unit there the loser may also stay
(FAQ 2.5). Then the winner may recall, but Seth recalls only after a loss (seed-000). A recall
gives PP = units recalled − 1 (seed-000), shared by a mixed troop's members as they choose.

- ``battle-retreat`` (the loser's troop: Seth, its member, or the Alliance for a mixed troop):
  ``retreat:<space>``, ``recall``, ``stay`` (only when the winner has no unit left);
- ``battle-recall`` (an Alliance winner): ``recall`` or ``stay``.
"""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.battle import escape as esc
from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import for_role, of_role, role_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import SETH, KemetState
from kemet_tui.rules.kemet.state.tables import StageResult

RETREAT = "battle-retreat"
RECALL = "battle-recall"


# --- retreat or recall ---------------------------------------------------------------------------------
def retreat_stage(state: KemetState) -> StageResult:
    c = rec.ctx(state)
    lose = rec.other(c["winner"]) if c["winner"] else ""
    if not c["fought"] or c.get("retreat_asked") or not rec.troop(state, lose, c).size:
        return state, (), False
    state = rec.update(state, retreat_asked=True)
    who = rec.decider(rec.troop(state, lose, c).seats)
    return state.push(decision(RETREAT, who, role=lose)), (), True


def _retreat_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    c = rec.ctx(state)
    role = role_context(pending)["role"]
    out = [act("retreat", space) for space in esc.free_spaces(state, c, role)] + [act("recall")]
    if not rec.troop(state, rec.other(role), c).size:
        out.append(act("stay"))
    return out


def _retreat_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    role = role_context(pending)["role"]
    state = state.pop()
    if action.verb == "retreat":
        state = esc.move_role(state, role, action.args[0])
        events: tuple[Event, ...] = (
            Event("retreat", f"The beaten troop retreats to {action.args[0]}."),
        )
    elif action.verb == "recall":
        state, events = recall(state, role)
        if state.decision is not None and state.decision.kind == common.CREATURE_HOME:
            return state, events  # its answer resumes the battle
    else:
        events = (Event("retreat", "The beaten troop stays: the winner has no unit left."),)
    state, more = rec.advance(state)
    return state, events + more


def recall_stage(state: KemetState) -> StageResult:
    """The winner may recall; Seth only recalls after a loss (seed-000)."""
    c = rec.ctx(state)
    win = c["winner"]
    if not c["fought"] or c.get("recall_asked") or rec.side(c, win) == SETH:
        return state, (), False
    troop = rec.troop(state, win, c)
    if not troop.size:
        return state, (), False
    state = rec.update(state, recall_asked=True)
    return state.push(decision(RECALL, rec.decider(troop.seats), role=win)), (), True


def _recall_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("recall"), act("stay")]


def _recall_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    state = state.pop()
    events: tuple[Event, ...] = ()
    if action.verb == "recall":
        state, events = recall(state, role_context(pending)["role"])
        if state.decision is not None and state.decision.kind == common.CREATURE_HOME:
            return state, events  # its answer resumes the battle
    state, more = rec.advance(state)
    return state, events + more


def recall(state: KemetState, role: str) -> rec.Result:
    """Units back to their reserves (corrupted ones to their owner's), the creature home, and
    PP = units recalled − 1 for the troop (seed-000 Recall)."""
    c = rec.ctx(state)
    troop = rec.troop(state, role, c)
    for seat, n in troop.units:
        if seat == SETH:
            n -= fo.total(troop.corrupted)
        state = state.update_seat(seat, reserve=state.seat(seat).reserve + n)
    for owner, n in troop.corrupted:
        state = state.update_seat(owner, reserve=state.seat(owner).reserve + n)
    state = rec.set_troop(state, role, None)
    if troop.creature:  # may ask its controller where it goes (common.creature_home)
        state = common.creature_home(
            state, troop.creature_owner or SETH, troop.creature, exclude=troop.space, then="battle"
        )
    pp = max(0, troop.size + common.rules().recall_pp_offset)
    state = rec.update(state, **for_role(role, pool=of_role(rec.ctx(state), role, "pool") + pp))
    # the PP go into the troop's pool, shared out at the battle's "pp" stage (after the
    # winner's own recall or stay): the text says when, so it matches what the PP show
    return state, (
        Event(
            "recall",
            f"A troop of {counted(troop.size, 'unit')} is recalled: "
            f"{pp} PP, paid when the battle ends.",
        ),
    )


def _simple_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    legal = _retreat_legal if pending.kind == RETREAT else _recall_legal
    return "Answer with one of: " + ", ".join(a.token for a in legal(state, pending)) + "."


RETREAT_HANDLER = Handler(_retreat_legal, _retreat_apply, _simple_explain)
RECALL_HANDLER = Handler(_recall_legal, _recall_apply, _simple_explain)


# --- the space, the PP, the end ------------------------------------------------------------------------
def place_stage(state: KemetState) -> StageResult:
    """The attacker's troop, if any is left, now stands on the space (the defender left it,
    or fell); Seth's lone creature goes back to its tile and its card is discarded."""
    c = rec.ctx(state)
    troop = rec.troop(state, "att", c)
    if troop.size and state.troop_at(c["space"]) is None:
        state = rec.set_troop(state, "att", None).with_troop(c["space"], troop)
    if c["creature_card"]:
        hand = state.seat(SETH).creature_cards
        if c["creature_card"] in hand:
            state = state.update_seat(
                SETH, creature_cards=common.without_one(hand, c["creature_card"])
            )
    return state, (), False


def pp_stage(state: KemetState) -> StageResult:
    """PP each troop earned in the battle (effects, recall), shared by a mixed troop."""
    c = rec.ctx(state)
    events: tuple[Event, ...] = ()
    for role in rec.ROLES:
        pool = of_role(c, role, "pool")
        if not pool:
            continue
        state = rec.update(state, **for_role(role, pool=0))
        state, more, pushed = fo.share_pp(
            state, of_role(c, role, "seats0"), pool, "battle", then="battle"
        )
        events += more
        if pushed:
            return state, events, True
    return state, events, False


def resume_battle(state: KemetState) -> rec.Result:
    return rec.advance(state)


def end_stage(state: KemetState) -> StageResult:
    c = rec.ctx(state)
    index = rec.marker_index(state)
    assert index is not None, "the end stage runs inside a battle"
    state = state.evolve(pending=state.pending[:index] + state.pending[index + 1 :])
    over = (Event("battle-end", f"The battle on {c['space']} is over."),)
    if rec.game_won(state):  # what the battle interrupted never resumes: the game is over
        return state, over, True
    state, events = fo.resume(state, c["then"])
    return state, over + events, True
