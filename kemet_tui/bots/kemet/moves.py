"""The Move policy: pick the troop with the best target in reach, step towards it, stop there.

A move is asked step by step (``troop:``, ``go:``, ``teleport:``, ``stop``...). Each step is
scored by where it leads: the value (``goals.space_value``) of the best space reachable with the
movement left, so the troop walks towards a target chosen by the evaluation and stops when it
stands on the best space it can reach. Dropping and picking up units is left alone: whole troops
fight better. A movement DI card (Swiftness, Teleportation) is judged by the Move it
opens: the card is played on the view, the best step after it is scored the same way, and the
card is played when that step, less its PP and what the card is worth kept for a later Move,
beats every step without it.
"""

from __future__ import annotations

from typing import cast

from kemet_tui.bots.kemet.goals import GARRISON, best_reach, leaves_open, space_value
from kemet_tui.bots.kemet.knowledge import di, distances, margin
from kemet_tui.rules.kemet.actions import movepaths
from kemet_tui.rules.kemet.mechanics.common import game_map
from kemet_tui.rules.kemet.state.actions import parse_token
from kemet_tui.rules.kemet.state.contexts import MoveContext, move_context
from kemet_tui.rules.kemet.state.model import SETH, KemetState, Troop, make_troop
from kemet_tui.rules.kemet.view.asking import pass_answer

#: what a PP spent on a Move is worth (a teleport's 2 PP cost 1.5)
PP_WORTH = 0.75
TELEPORT_COST = 2 * PP_WORTH
#: what a movement card is worth kept in the hand: it is played only for a larger gain
CARD_KEPT = 0.5


def _mover_units(state: KemetState, ctx: MoveContext, seat: str) -> int:
    return sum(n for _, n in ctx.get("units", ())) or 1


def _moving_troop(state: KemetState, ctx: MoveContext, mover: str) -> Troop:
    """The troop as it moves (units carried in the decision's context, not on the map)."""
    units = dict(ctx.get("units", ())) or {mover: 1}
    return make_troop(ctx.get("at", ""), units)


def _stage_troop(state: KemetState, action, mover: str) -> float:
    if action.verb == "stop":
        return 0.0
    space = action.args[0]
    troop = state.troop_at(space)
    if troop is None:
        return -5.0
    own = troop.count(mover) if mover != SETH else troop.size
    if mover == SETH and own < 3:
        return -2.0 + own
    now = space_value(state, space, _as_mover(troop, space), own) if troop.side != SETH else 0
    reach = distances(state, space, mover)
    future = best_reach(state, _as_mover(troop, "~"), reach, own, 2)
    future = max(future, _teleport_gain(state, troop, own))
    if mover == SETH and leaves_open(state, troop):
        future -= GARRISON  # the sector it guards would let the Alliance walk in
    return future - now - 0.5 + 0.1 * own


def _as_mover(troop: Troop, space: str) -> Troop:
    return Troop(space, troop.units, troop.creature, troop.creature_owner, troop.corrupted)


def _teleport_gain(state: KemetState, troop: Troop, units: int) -> float:
    """Value of the best obelisk a troop standing by a pyramid could teleport to."""
    if (
        state.pyramid_at(troop.space) is None
        and game_map(state).space(troop.space).kind != "seth_district"
    ):
        return -1e9
    mover = _as_mover(troop, "~")
    spots = [s.id for s in game_map(state).obelisks()]
    return max(space_value(state, s, mover, units) for s in spots) - TELEPORT_COST


def score_step(state: KemetState, ctx: MoveContext, action, mover: str) -> float:
    """Score one action of a ``move`` decision for the seat that moves."""
    if ctx.get("corrupt"):
        return corrupt_step(state, ctx, action)
    if ctx["stage"] == "troop" or action.verb == "troop":
        return _stage_troop(state, action, mover)
    troop = _moving_troop(state, ctx, mover)
    units = troop.size
    left = ctx.get("left", 0)
    verb = action.verb
    if verb == "stop":
        return space_value(state, troop.space, troop, units) + 0.01
    if verb == "go":
        target = action.args[0]
        occupant = state.troop_at(target)
        if occupant is not None and occupant.units and occupant.side != troop.side:
            return space_value(state, target, troop, units)
        reach = distances(state, target, troop.side)
        return best_reach(state, troop, reach, units, max(0, left - 1)) - 0.02
    if verb == "teleport":  # after a Teleportation card the teleport itself is paid
        paid = ctx.get("tele_di")
        return space_value(state, action.args[0], troop, units) - (0.0 if paid else TELEPORT_COST)
    return -50.0  # drops, pick-ups and creatures: not worth the risk


#: more windows than a card can open (one for each seat of the other side, and a Veto's own)
MAX_WINDOWS = 8


def _played_unvetoed(ruleset, state: KemetState, action) -> KemetState:
    """The state after ``action`` plays a DI card that nobody vetoes: a card played opens a
    veto window for every seat of the other side holding cards, each passed here with the
    window's own pass (``asking.pass_answer``), and the move goes on after."""
    after, _ = ruleset.apply(state, action)
    for _ in range(MAX_WINDOWS):
        passing = pass_answer(after.pending[-1] if after.pending else None)
        if passing is None:
            break
        after, _ = ruleset.apply(after, parse_token(passing))
    return after


def card_step(ruleset, state: KemetState, action, mover: str) -> float:
    """Score playing a movement DI card now: the best step it opens, less its price and what
    the card is worth kept. The card is played on the view the bot was shown (a movement card
    draws nothing, so no hidden fact is needed)."""
    try:
        after = _played_unvetoed(ruleset, state, action)
    except Exception:  # a rule the view cannot answer: no opinion
        return -50.0
    top = after.pending[-1] if after.pending else None
    if top is None or top.kind != "move":
        return -50.0
    ctx = move_context(top)
    steps = [a for a in ruleset.legal_actions(after) if a.verb != "di"]
    if not steps:
        return -50.0
    card = di(action.args[0])
    price = PP_WORTH * card.cost if card is not None else 0.0
    return max(score_step(after, ctx, a, mover) for a in steps) - price - CARD_KEPT


# --- Corrupt a troop: Seth moves a member's troop ------------------------------------------------
#: what Seth gains when the troop he corrupted beats another member's troop: the battle VP is his
CORRUPT_WIN = 12.0
#: a battle the corrupted troop would lose still costs the Alliance units on both sides
CORRUPT_LOSS = 2.0


def corrupt_step(state: KemetState, ctx: MoveContext, action) -> float:
    """Score a step of Seth's Corrupt a troop by what it is worth to Seth, not to the troop's
    member: a battle the corrupted troop wins against another member's troop (its VP is Seth's),
    else a space the Alliance values least, so the troop leaves a temple, its sacred temple or
    an obelisk desert for where it does the Alliance no good."""
    if ctx["stage"] == "troop" or action.verb == "troop":
        return _corrupt_troop_choice(state, ctx, action)
    troop = _moving_troop(state, ctx, ctx["corrupt"])
    verb = action.verb
    if verb == "stop":
        return _seth_worth(state, ctx, troop.space, troop) + 0.01
    if verb == "go":
        target = action.args[0]
        reach = distances(state, target, troop.side)
        steps = max(0, ctx.get("left", 0) - 1)
        ahead = (s for s, d in reach.items() if d <= steps)
        return max((_seth_worth(state, ctx, s, troop) for s in ahead), default=-50.0) - 0.02
    if verb == "teleport":
        return _seth_worth(state, ctx, action.args[0], troop) - TELEPORT_COST
    return -50.0


def _corrupt_troop_choice(state: KemetState, ctx: MoveContext, action) -> float:
    """The troop to corrupt: the one whose best one-step destination gains Seth the most over
    leaving it where it stands."""
    if action.verb == "stop":
        return 0.0
    troop = state.troop_at(action.args[0])
    if troop is None:
        return -5.0
    lifted = cast(MoveContext, {**ctx, "units": troop.units})  # as the move would carry it
    here = _seth_worth(state, lifted, troop.space, troop)
    reach = distances(state, troop.space, troop.side)
    best = max(_seth_worth(state, lifted, s, troop) for s, d in reach.items() if d <= 1)
    return best - here


def _seth_worth(state: KemetState, ctx: MoveContext, space: str, troop: Troop) -> float:
    """What Seth gains with the corrupted ``troop`` on ``space``: a battle there, or the
    Alliance's own value of the space for that troop, negated. Whether entering ``space`` is a
    battle the rules say (``movepaths.enemy``: never against Seth's troops, nor between two
    troops of one member)."""
    occupant = state.troop_at(space)
    if occupant is None or not occupant.units or occupant.space == troop.space:
        return -space_value(state, space, _as_mover(troop, space), troop.size)
    if not movepaths.enemy(state, ctx, space):
        return -5.0
    if margin(state, _as_mover(troop, "~"), occupant, troop.size) > 0:
        return CORRUPT_WIN + 0.5 * occupant.size
    return CORRUPT_LOSS
