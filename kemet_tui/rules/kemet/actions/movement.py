"""The Move action, one choice at a time: the troop, then steps, drops, pick-ups, teleport, stop.

``begin_move(state, seat)`` pushes a ``move`` decision of ``seat``. Its context first lists the
troops the seat may move (``troop:<space>``, or ``stop`` for a move of zero); once a troop is
chosen it is lifted off the board and travels in the context (``units``, ``creatures``,
``corrupted``; ``forces.in_flight`` counts them) with its movement allowance fixed at that
moment (research §4.6, FAQ 1.2: 1 + God Speed-like tiles + its creature; a Swiftness card may
still be played before the first step). Then, step by step:

- ``go:<space>``: one step to an adjacent space (a harbour crossing too), walls only on the
  first step, the portal P1–P2 for Seth always and for the Alliance once it is open; entering an
  enemy troop ends the move and starts a battle (``battle.begin_battle``);
- ``teleport:<space>``: to any obelisk space; ends the move (research §4.6 [M]);
- ``drop:<seat>`` / ``pick:<seat>``: leave one unit on the space / take one along (the Alliance
  may take any member's units: seed-000 Mixed troops); ``leave:<tile>`` / ``take:<tile>`` do the
  same with a creature;
- ``di:<card>``: a movement DI card (a card with a movement hook: Swiftness and Teleportation
  in the shipped decks) before the first step, which the other side may Veto (divine.py's
  ``veto`` window);
- ``stop``: end the move here.

The context counts the regroups (``regroups``): leaving a unit and taking it back gives the
same board but not the same position, so a seat that answers by position (a bot) cannot
circle between the two forever. The rules are unchanged.

Troop limits are checked for every troop when the move ends (seed-000): while the group stands
on a space it may hold more for a moment, but it travels on, and leaves a space behind, only
within the limits; a step is offered only if the move can still end legally from there, so the
decision always has an answer (``stop`` where the troop started is always legal).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions import movepaths as mp
from kemet_tui.rules.kemet.battle import start_battle
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act, make_action
from kemet_tui.rules.kemet.state.contexts import MoveContext, move_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import SETH, KemetState, evolved

MOVE = "move"
#: DI hooks a card may carry to be played with a Move (kemet-content.md, day DI cards)
MOVE_DI_HOOKS = ("movement_bonus", "ignore_walls", "teleport")
Result = tuple[KemetState, tuple[Event, ...]]


def begin_move(
    state: KemetState,
    seat: str,
    *,
    troops: Sequence[str] | None = None,
    payer: str | None = None,
    keep: str | None = None,
    split: bool = True,
    bonus: int = 0,
    then: str = "",
    defer_battle: bool = False,
    corrupt: str = "",
    avoid: Sequence[str] = (),
) -> KemetState:
    """Push the decisions of one Move of ``seat`` (a member or Seth).

    Options for the actions built on a Move: ``troops`` limits the troops offered
    (Corrupt a troop: an Alliance troop moved by Seth); ``payer`` pays tolls and teleports;
    ``keep`` is the seat that must keep a unit in the troop (default ``seat``; ``""``: none);
    ``split=False`` forbids drops and pick-ups (a corrupt troop moves whole); ``bonus`` adds
    movement; ``then`` names a continuation (``state.tables.RESUMES``) run when the move (and its
    battle, if any) is over; ``defer_battle`` ends the move on an enemy without fighting and
    writes the outcome into the decision below as ``last_move``, sorted ``(key, value)``
    pairs: ``battle`` (the space), ``units``, ``creatures``, ``corrupted`` (the attacking troop),
    ``mover``, ``start`` (Furious Invasion). ``corrupt="a2"`` is Seth's Corrupt a troop with
    A2's token (seed-000): a whole troop holding an A2 unit moves for Seth, who pays its costs;
    it may attack an Alliance troop unless both are of one member only (A2 fights for it, a
    member of another colour defends), Seth's troops stop it, and its battle VP go to Seth.
    ``avoid``: spaces the troop may not enter (Furious Invasion: the space the first troop
    already attacks).
    """
    if corrupt:
        payer, keep, split = payer or SETH, "" if keep is None else keep, False
        if troops is None:
            troops = tuple(t.space for t in state.troops if t.count(corrupt))
    if troops is None:
        troops = tuple(t.space for t in state.troops if t.count(seat))
    ctx = MoveContext(
        stage="troop",
        mover=seat,
        payer=payer or seat,
        troops=tuple(troops),
        keep=seat if keep is None else keep,
        split=split,
        bonus=bonus,
        then=then,
        defer=defer_battle,
        corrupt=corrupt,
        avoid=tuple(avoid),
    )
    return state.push(decision(MOVE, seat, **ctx))


def move_action(state: KemetState, seat: str, token: str = "") -> Result:
    """The action of a Move space (``state.tables.ACTIONS["move"]``): one Move of ``seat``."""
    return begin_move(state, seat), ()


# --- legal actions -------------------------------------------------------------------------------
def _legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    ctx = move_context(pending)
    if ctx["stage"] == "troop":
        troops = [make_action(KemetAction, ("troop", (space,))) for space in ctx["troops"]]
        return troops + [act("stop")]
    out = [make_action(KemetAction, ("go", (s,))) for s in mp.steps(state, ctx)]
    out += [make_action(KemetAction, ("teleport", (s,))) for s in mp.teleport_targets(state, ctx)]
    out += _regroup_actions(state, ctx) + _di_actions(state, ctx)
    if mp.stop_problem(state, ctx, ctx["at"]) is None:
        out.append(act("stop"))
    return out


def _regroup_actions(state: KemetState, ctx: MoveContext) -> list[KemetAction]:
    """Drops and pick-ups on the space the group stands on (seed-000 Mixed troops)."""
    if not ctx["split"]:
        return []
    board = state.troop_at(ctx["at"])
    out = [act("drop", seat) for seat, n in ctx["units"] if seat != ctx["keep"] or n > 1]
    for tile, owner in ctx["creatures"]:
        if board and not board.creature and board.count(owner):
            out.append(act("leave", tile))
    if board is None:
        return out
    takers = [seat for seat, _ in board.units if (seat == SETH) == (ctx["side"] == SETH)]
    out += [act("pick", seat) for seat in takers]
    if board.creature and fo.count_of(ctx["units"], board.creature_owner or ""):
        out.append(act("take", board.creature))
    return out


def cards_may_go_with(pending: Decision) -> bool:
    """Whether a card may be played with the Move ``pending`` asks about now: once its troop is
    chosen, before its first step (public facts: whatever the mover holds, no card is offered
    at any other point of the Move)."""
    ctx = move_context(pending)
    return ctx.get("stage") != "troop" and not ctx.get("steps") and not ctx.get("teleported")


def _di_actions(state: KemetState, ctx: MoveContext) -> list[KemetAction]:
    """Movement DI cards of the mover, playable with this Move before its first step."""
    if ctx["steps"] or ctx["teleported"]:
        return []
    hand = state.seat(ctx["mover"]).di_hand
    pp = state.seat(ctx["mover"]).pp
    return [
        act("di", card)
        for card in dict.fromkeys(hand)
        if card not in ctx["played"] and _move_card(card) and common.di_card(card).cost <= pp
    ]


@cache
def _move_card(card: str) -> bool:
    """Whether ``card`` is a movement DI card (asked for every card in hand at every step)."""
    spec = common.di_card(card)
    return spec.timing in ("day", "any") and any(e.hook in MOVE_DI_HOOKS for e in spec.effects)


# --- applying ------------------------------------------------------------------------------------
def _apply(state: KemetState, pending: Decision, action: KemetAction) -> Result:
    ctx = move_context(pending)
    verb = action.verb
    arg = action.args[0] if action.args else ""
    if verb == "stop":
        if ctx["stage"] == "troop":
            return _end(state.pop(), ctx, (Event("move", f"{_who(state, ctx)} does not move."),))
        return _finish(state, ctx, ctx["at"], ())
    if verb == "troop":
        return _lift(state, pending, ctx, arg)
    if verb == "go":
        return _go(state, pending, ctx, arg)
    if verb == "teleport":
        return _teleport(state, ctx, arg)
    if verb == "di":
        return _play_di(state, pending, ctx, arg)
    return _regroup(state, pending, ctx, verb, arg)


def _who(state: KemetState, ctx: MoveContext) -> str:
    return common.label(state, ctx["mover"])


def _whose_troop(state: KemetState, ctx: MoveContext) -> str:
    """``A2's troop``; the troop Seth moves with Corrupt a troop is still the member's:
    ``A2's corrupted troop``."""
    if ctx.get("corrupt"):
        return f"{common.label(state, ctx['corrupt'])}'s corrupted troop"
    return f"{_who(state, ctx)}'s troop"


def _moved_troop(state: KemetState, ctx: MoveContext) -> str:
    """``the troop`` a seat moves, or (Corrupt a troop) ``A2's corrupted troop``."""
    return _whose_troop(state, ctx) if ctx.get("corrupt") else "the troop"


def _lift(state: KemetState, pending: Decision, ctx: MoveContext, space: str) -> Result:
    """Take the chosen troop off the board; fix its movement allowance (FAQ 1.2)."""
    troop = state.troop_at(space)
    assert troop is not None, "troop:SPACE is listed only where the mover has a troop"
    creatures = ((troop.creature, troop.creature_owner or SETH),) if troop.creature else ()
    seats = troop.seats
    bonus = sum(
        int(p["movement"])
        for p in fo.troop_effects(state, seats, troop.creature, "movement_bonus")
        if _bonus_starts_here(state, p, space)
    )
    stats = fo.creature_stats(troop.creature)
    allowance = 1 + ctx["bonus"] + bonus + (stats.movement if stats else 0)
    ctx.update(
        {
            "stage": "steps",
            "start": space,
            "at": space,
            "path": (space,),
            "side": troop.side,
            "units": troop.units,
            "creatures": creatures,
            "corrupted": troop.corrupted,
            "allowance": allowance,
            "left": allowance,
            "steps": 0,
            "teleported": False,
            "free_used": False,
            "walls_di": False,
            "tele_di": False,
            "played": (),
        }
    )
    state = evolved(
        state,
        {
            "troops": state.troops_with(space, None),  # lifted, in the move
            "pending": state.pending[:-1] + (pending.with_whole_context(ctx),),
        },
    )
    text = f"{_who(state, ctx)} moves {_moved_troop(state, ctx)} on {space} (movement {allowance})."
    return state, (Event("move", text),)


#: the spaces a ``start = "desert"`` movement bonus (Desert Wind) counts as desert: the
#: rulebook calls the portal's two spaces desert spaces too
DESERT_KINDS = frozenset({"desert", "obelisk_desert", "portal"})


def _bonus_starts_here(state: KemetState, params: dict[str, Any], space: str) -> bool:
    """Whether a movement bonus applies to a Move starting on ``space``: every bonus does,
    except one limited to Moves that start in the desert."""
    if params.get("start", "any") != "desert":
        return True
    return common.game_map(state).space(space).kind in DESERT_KINDS


def _go(state: KemetState, pending: Decision, ctx: MoveContext, to: str) -> Result:
    cost = mp.step_cost(state, ctx, ctx["at"], to)
    toll = mp.toll(state, ctx, to)
    events: tuple[Event, ...] = ()
    if toll:
        state = common.pay(state, ctx["payer"], toll)
        events = (
            Event("toll", f"{common.label(state, ctx['payer'])} pays {toll} PP to enter {to}."),
        )
    ctx.update(
        {
            "at": to,
            "left": ctx["left"] - cost,
            "steps": ctx["steps"] + 1,
            "free_used": ctx["free_used"] or cost == 0,
            "path": ctx["path"] + (to,),
        }
    )
    if mp.enemy(state, ctx, to):
        return _finish(state, ctx, to, events, battle=True)
    step = Event(
        "move", f"{_whose_troop(state, ctx)} steps to {to} ({counted(ctx['left'], 'step')} left)."
    )
    return state.replace_top(pending.with_whole_context(ctx)), events + (step,)


def _teleport(state: KemetState, ctx: MoveContext, to: str) -> Result:
    cost = mp.teleport_cost(state, ctx) + mp.toll(state, ctx, to)
    state = common.pay(state, ctx["payer"], cost)
    text = f"{_whose_troop(state, ctx)} teleports from {ctx['at']} to {to}"
    events = (Event("teleport", text + (f" for {cost} PP." if cost else ".")),)
    ctx.update({"at": to, "teleported": True, "path": ctx["path"] + (to,)})
    return _finish(state, ctx, to, events, battle=mp.enemy(state, ctx, to))


def _play_di(state: KemetState, pending: Decision, ctx: MoveContext, card: str) -> Result:
    """A movement DI card: paid, shown and discarded now; the other side may cancel it with a
    Veto (divine.py's window, research §6); if not, its effect holds for this Move."""
    seat, spec = ctx["mover"], common.di_card(card)
    state = common.pay(state, seat, spec.cost)
    state = state.update_seat(seat, di_hand=common.without_one(state.seat(seat).di_hand, card))
    state = common.discard_di(state, seat, (card,))
    state = state.replace_top(pending.with_context(played=ctx["played"] + (card,)))
    from kemet_tui.rules.kemet.actions import divine

    state, more = divine.open_window(state, card, seat)
    text = f"{_who(state, ctx)} plays {spec.name} with this Move."
    return state, (Event("di", text, irreversible=True),) + more


def card_effect(hook: str) -> Any:
    """What a movement card does once no Veto cancelled it: the Move (now on top) changes.
    The Veto window (``divine.py``) finds it by ``hook`` in ``state.tables.DI_EFFECTS``."""

    def apply(state: KemetState, seat: str, card_id: str, params: dict[str, Any]) -> Result:
        pending = state.decision
        if pending is None or pending.kind != MOVE:
            return state, ()
        ctx = move_context(pending)
        if hook == "movement_bonus":
            bonus = int(params.get("movement", 0))
            changes = dict(allowance=ctx["allowance"] + bonus, left=ctx["left"] + bonus)
        else:
            changes = {"walls_di" if hook == "ignore_walls" else "tele_di": True}
        return state.replace_top(pending.with_context(**changes)), ()

    return apply


def _regroup(state: KemetState, pending: Decision, ctx: MoveContext, verb: str, arg: str) -> Result:
    """Move one unit or a creature between the group and the troop where it stands."""
    at = ctx["at"]
    board = state.troop_at(at)
    units = board.units if board else ()
    creature = (board.creature, board.creature_owner or SETH) if board and board.creature else None
    corrupted = board.corrupted if board else ()
    if verb == "drop":
        g_units, g_bad, units, corrupted = _shift(
            ctx["units"], ctx["corrupted"], units, corrupted, arg
        )
        ctx.update({"units": g_units, "corrupted": g_bad})
    elif verb == "pick":
        units, corrupted, g_units, g_bad = _shift(
            units, corrupted, ctx["units"], ctx["corrupted"], arg
        )
        ctx.update({"units": g_units, "corrupted": g_bad})
    elif verb == "leave":
        owner = dict(ctx["creatures"])[arg]
        ctx["creatures"] = tuple(c for c in ctx["creatures"] if c[0] != arg)
        creature = (arg, owner)
    else:  # take
        assert creature is not None, "take:TILE is listed only where a creature stands"
        ctx["creatures"] = ctx["creatures"] + (creature,)
        creature = None
    state = state.with_troop(at, fo.troop_from(at, units, creature, corrupted))
    # Counting the regroups makes every drop-and-retake a new position (an undo is the way
    # back), so a player shown the same position twice, a seeded bot, cannot loop forever.
    ctx["regroups"] = ctx.get("regroups", 0) + 1
    word = {
        "drop": "leaves a unit of",
        "pick": "takes a unit of",
        "leave": "leaves",
        "take": "takes",
    }[verb]
    what = common.label(state, arg) if verb in ("drop", "pick") else fo.creature_stats(arg).figure
    return state.replace_top(pending.with_whole_context(ctx)), (
        Event("move", f"{_whose_troop(state, ctx)} {word} {what} on {at}."),
    )


def _shift(
    from_units: fo.Pairs, from_bad: fo.Pairs, to_units: fo.Pairs, to_bad: fo.Pairs, seat: str
) -> tuple[fo.Pairs, fo.Pairs, fo.Pairs, fo.Pairs]:
    """One unit of ``seat`` from one troop to another. Seth's own units go first; a corrupted
    unit moves only when no own unit is left (project rule)."""
    from_units, to_units = fo.bump(from_units, seat, -1), fo.bump(to_units, seat, 1)
    if seat == SETH and fo.count_of(from_units, SETH) + 1 <= fo.total(from_bad):
        owner = from_bad[0][0]
        from_bad, to_bad = fo.bump(from_bad, owner, -1), fo.bump(to_bad, owner, 1)
    return from_units, from_bad, to_units, to_bad


# --- the end of a move ------------------------------------------------------------------------------
def _finish(
    state: KemetState, ctx: MoveContext, space: str, events: tuple[Event, ...], battle: bool = False
) -> Result:
    """End the move on ``space``: join the troop there, or attack it."""
    creature = ctx["creatures"][0] if ctx["creatures"] else None
    path = " → ".join(ctx["path"])
    if not battle:  # the move off the stack, its troop on the board: one copy
        troop, _ = mp.merged(state, ctx, space)
        state = evolved(
            state, {"pending": state.pending[:-1], "troops": state.troops_with(space, troop)}
        )
        text = f"{_whose_troop(state, ctx)} ends its move on {space} ({path})."
        return _end(state, ctx, events + (Event("move", text),))
    state = state.pop()
    text = f"{_whose_troop(state, ctx)} enters {space} ({path}) and attacks."
    events += (Event("attack", text),)
    if ctx["defer"]:
        result = (
            ("battle", space),
            ("corrupted", ctx["corrupted"]),
            ("creatures", ctx["creatures"]),
            ("mover", ctx["mover"]),
            ("start", ctx["start"]),
            ("units", ctx["units"]),
        )
        if state.pending:
            state = state.replace_top(state.pending[-1].with_context(last_move=result))
        return _end(state, ctx, events)
    troop = fo.troop_from(space, ctx["units"], creature, ctx["corrupted"])
    corrupt = ctx.get("corrupt", "")
    state, more = start_battle(
        state,
        ctx["mover"],
        space,
        troop=troop,
        moved=True,
        then=ctx["then"],
        corrupt=bool(corrupt),
        fighters={"att": corrupt} if corrupt else None,
    )
    return state, events + more


def _end(state: KemetState, ctx: MoveContext, events: tuple[Event, ...]) -> Result:
    state, more = fo.resume(state, ctx["then"])
    return state, events + more


def _explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    ctx = move_context(pending)
    arg = action.args[0] if action.args else ""
    if ctx["stage"] == "troop":
        return "Choose a troop holding one of your units (troop:<space>), or stop."
    reason = None
    if action.verb == "go" and arg:
        reason = mp.step_problem(state, ctx, arg)
    elif action.verb == "teleport" and arg:
        reason = mp.teleport_problem(state, ctx, arg)
    elif action.verb == "stop":
        reason = mp.stop_problem(state, ctx, ctx["at"])
    if reason:
        return reason[0].upper() + reason[1:] + "."
    return (
        "Move on with go:<space> or teleport:<space>, regroup with drop:/pick:/leave:/take:, "
        "play a movement card with di:<card>, or stop."
    )


MOVE_HANDLER = Handler(_legal, _apply, _explain)
