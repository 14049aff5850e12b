"""What a moving troop may do next: steps, walls, the portal, harbours, tolls, teleport, and
whether the move can still end legally.

``movement.py`` asks these questions; each answers with a reason (a sentence for the player) or
``None`` when the choice is legal, so listing legal actions and explaining a refusal use the
same rule. ``ctx`` is the move decision's context (see ``movement.py``).

Rules: research §4.6 (one step per movement point, harbours, walls: an enemy district only as
the first step, teleport from a pyramid to any obelisk for 2 PP), seed-000 (portals; allied
spaces may be crossed; troop limits checked at the end of the move; a creature moves only with
a unit of its controller), kemet-seth.md §Board (P1–P2 for the Alliance once the portal opens).
"""

from __future__ import annotations

from functools import lru_cache

from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.mechanics.common import enemy_district, may_use_portal
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.contexts import MoveContext
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Troop, side_of

#: a move's context, typed: a misspelt key is a mypy error
Ctx = MoveContext


# --- the troop on the move ---------------------------------------------------------------------
def group_seats(ctx: Ctx) -> tuple[str, ...]:
    return tuple(seat for seat, _ in ctx["units"])


def group_creature(ctx: Ctx) -> str | None:
    """The creature a group travels with (the first, when it holds two for a moment)."""
    return ctx["creatures"][0][0] if ctx["creatures"] else None


def limit(ctx: Ctx) -> int:
    return common.troop_limit(SETH if ctx["side"] == SETH else "a1")


def troop_problem(troop: Troop | None) -> str | None:
    """Why a troop standing on the board breaks the limits (seed-000: Seth 6 units, the
    Alliance 5, one creature, a creature never without a unit of its controller)."""
    if troop is None or not (troop.units or troop.creature):
        return None
    most = common.troop_limit(SETH if troop.side == SETH else "a1")
    if troop.size > most:
        return f"{troop.space} would hold {counted(troop.size, 'unit')}, the limit is {most}"
    if troop.creature and not troop.count(troop.creature_owner or ""):
        return f"the creature on {troop.space} would stay without a unit of its controller"
    return None


def group_problem(ctx: Ctx) -> str | None:
    """Why the moving group may not travel on as it is now (limits while it travels; the mover
    keeps a unit in it from start to end; each creature goes with its controller's unit)."""
    units = ctx["units"]
    if ctx["keep"] and not fo.count_of(units, ctx["keep"]):
        return "the mover must keep a unit of the mover's own in the moving troop"
    if fo.total(units) > limit(ctx):
        over = fo.total(units) - limit(ctx)
        return (
            f"the moving troop holds {counted(fo.total(units), 'unit')}, "
            f"the limit is {limit(ctx)}: "
            f"leave {over} to go on"
        )
    if len(ctx["creatures"]) > 1:
        return "the moving troop carries two creatures: leave one first"
    for tile, owner in ctx["creatures"]:
        if not fo.count_of(units, owner):
            return "a creature moves only with a unit of its controller"
    return None


def merged(state: KemetState, ctx: Ctx, space: str) -> tuple[Troop | None, str | None]:
    """The troop ``space`` would hold if the group ended its move there (with a reason when
    it cannot be one troop: two creatures)."""
    board = state.troop_at(space)
    units = dict(board.units) if board else {}
    for seat, n in ctx["units"]:
        units[seat] = units.get(seat, 0) + n
    creatures = list(ctx["creatures"])
    if board and board.creature:
        creatures.append((board.creature, board.creature_owner or SETH))
    if len(creatures) > 1:
        return None, f"{space} would hold two creatures"
    corrupted = fo.as_dict(ctx["corrupted"])
    for owner, n in board.corrupted if board else ():
        corrupted[owner] = corrupted.get(owner, 0) + n
    creature = creatures[0] if creatures else None
    return fo.troop_from(space, fo.as_pairs(units), creature, fo.as_pairs(corrupted)), None


def halt_reasons(state: KemetState, ctx: Ctx) -> tuple[str, ...]:
    """Why the group standing where it is may not stop here, and why it may not go on as it is
    (empty when it may do both): the prompt says them, so a player offered no ``stop`` or no
    step knows what to do. Seed-000: the limits hold at the end of the move, the group may
    stand on a space holding more for a moment; it travels within its limit (FAQ 1.2)."""
    stop = stop_problem(state, ctx, ctx["at"])
    reasons = (f"no stop here: {stop}",) if stop else ()
    group = group_problem(ctx)
    return reasons + ((group,) if group else ())


def stop_problem(state: KemetState, ctx: Ctx, space: str) -> str | None:
    """Why the move may not end on ``space`` (seed-000: limits at the end of the move): the
    :func:`troop_problem` of the :func:`merged` troop, counted without building it (a move's
    listing asks this for every space its look-ahead reaches)."""
    board = state.troop_at(space)
    creatures = ctx["creatures"]
    if board is not None and board.creature:
        creatures = creatures + ((board.creature, board.creature_owner or SETH),)
    if len(creatures) > 1:
        return f"{space} would hold two creatures"
    units = ctx["units"]
    if ctx["keep"] and not fo.count_of(units, ctx["keep"]):
        return "the mover must keep a unit of the mover's own in the moving troop"
    here = board.units if board is not None else ()
    size, alliance = 0, False
    for pairs in (here, units):  # counts are > 0 (a troop's and the group's pairs are so)
        for seat, n in pairs:
            size += n
            alliance = alliance or seat != SETH
    creature = creatures[0] if creatures else None
    if not size and creature is None:
        return None
    # the merged troop's side is that of its first seat in order: a member's (a1…) before
    # Seth's; with no unit, its creature's controller's
    side = (
        ALLIANCE
        if alliance
        else (SETH if size or creature is None else side_of(creature[1] or SETH))
    )
    most = common.troop_limit(SETH if side == SETH else "a1")
    if size > most:
        return f"{space} would hold {counted(size, 'unit')}, the limit is {most}"
    if creature is not None:
        owner = creature[1] or ""
        if fo.count_of(here, owner) + fo.count_of(units, owner) <= 0:
            return f"the creature on {space} would stay without a unit of its controller"
    return None


# --- the map -----------------------------------------------------------------------------------
def enemy(state: KemetState, ctx: Ctx, space: str) -> bool:
    """Whether entering ``space`` is an attack. A corrupt troop (seed-000 Corrupt a troop)
    attacks Alliance troops, unless both hold units of one and the same member only."""
    troop = state.troop_at(space)
    if not ctx.get("corrupt"):
        return common.is_enemy(troop, SETH if ctx["side"] == SETH else "a1")
    if troop is None or not troop.units or troop.side == SETH:
        return False
    mine = group_seats(ctx)
    return not (len(mine) == 1 and troop.seats == mine)


def blocked(state: KemetState, ctx: Ctx, space: str) -> bool:
    """A corrupt troop may not enter a troop of Seth (he cannot attack himself); no troop
    enters a space its move must avoid (Furious Invasion: a battle already waits there)."""
    if space in ctx.get("avoid", ()):
        return True
    troop = state.troop_at(space)
    return bool(ctx.get("corrupt")) and troop is not None and troop.side == SETH


def ignores_walls(state: KemetState, ctx: Ctx) -> bool:
    """Open Gates (the tile, or a DI card with its hook) or a wall-flying creature with the troop
    (research §4.6)."""
    if ctx["walls_di"]:
        return True
    if fo.troop_effects(state, group_seats(ctx), group_creature(ctx), "ignore_walls"):
        return True
    return any(fo.creature_stats(tile).ignores_walls for tile, _ in ctx["creatures"])


def free_crossing(state: KemetState, ctx: Ctx) -> bool:
    """The troop's creature crosses the Nile without spending movement (once per move, so a
    troop cannot shuttle between two harbours for ever: project rule)."""
    if ctx["free_used"]:
        return False
    return bool(fo.troop_effects(state, (), group_creature(ctx), "free_nile_crossing"))


def step_cost(state: KemetState, ctx: Ctx, a: str, b: str) -> int:
    if _harbour(state.n, a, b) and free_crossing(state, ctx):
        return 0
    return 1


@lru_cache(maxsize=4096)
def _harbour(n: int, a: str, b: str) -> bool:
    """Whether ``a``–``b`` is a harbour crossing on the map for ``n`` (every step tried asks)."""
    edge = common.game_map_for(n).edge(a, b)
    return edge is not None and edge.kind == "harbour"


def toll(state: KemetState, ctx: Ctx, space: str) -> int:
    """PP the payer owes to enter an enemy troop whose creature charges a toll (Khnum's
    Sphinx: enemy_move_toll), after Priest of Ra's discount."""
    troop = state.troop_at(space)
    if troop is None or not troop.creature or not enemy(state, ctx, space):
        return 0
    return _creature_toll(state, ctx, troop)


def _creature_toll(state: KemetState, ctx: Ctx, troop: Troop) -> int:
    """:func:`toll` for an enemy ``troop`` with a creature."""
    base = sum(int(p["pp"]) for p in fo.troop_effects(state, (), troop.creature, "enemy_move_toll"))
    return common.spend_cost(state, ctx["payer"], base) if base else 0


def neighbours(state: KemetState, ctx: Ctx, space: str) -> tuple[str, ...]:
    return _neighbours(state.n, space, may_use_portal(state, ctx["side"]))


@lru_cache(maxsize=4096)
def _neighbours(n: int, space: str, portal: bool) -> tuple[str, ...]:
    """The map's neighbours of ``space`` (with the portal link or not), kept: a move's
    look-ahead asks them for every space it reaches."""
    return common.game_map_for(n).neighbours(space, portal=portal)


# --- one step ------------------------------------------------------------------------------------
def steps(state: KemetState, ctx: Ctx) -> list[str]:
    """The spaces the group may step to now: the neighbours :func:`step_problem` says nothing
    against. What does not depend on the step tried (the group and the troop it leaves within
    their limits) is checked once, and the steps share one look-ahead memo."""
    at = ctx["at"]
    if group_problem(ctx) or troop_problem(state.troop_at(at)):
        return []
    memo: dict[tuple[str, int, int], bool] = {}
    # step_cost, blocked and _onward_problem for each neighbour, with what they read of the
    # group (a free crossing, Open Gates, the payer's PP) asked once for all the neighbours
    n, side, left, first = state.n, ctx["side"], ctx["left"], not ctx["steps"]
    avoid, corrupt = ctx.get("avoid", ()), ctx.get("corrupt")
    pp = state.seat(ctx["payer"]).pp
    free = walls = None
    out = []
    for to in neighbours(state, ctx, at):
        cost = 1
        if _harbour(n, at, to):
            if free is None:
                free = free_crossing(state, ctx)
            cost = 0 if free else 1
        if left < cost or to in avoid:
            continue
        troop = state.troop_at(to)
        if troop is not None and corrupt and troop.side == SETH:
            continue
        if not first and enemy_district(state, side, to):
            if walls is None:
                walls = ignores_walls(state, ctx)
            if not walls:
                continue
        pay = toll(state, ctx, to) if troop is not None and troop.creature else 0
        if pay <= pp and finishable(state, ctx, to, left - cost, pp - pay, memo):
            out.append(to)
    return out


def step_problem(
    state: KemetState, ctx: Ctx, to: str, memo: dict[tuple[str, int, int], bool] | None = None
) -> str | None:
    """Why the group may not step from where it stands to ``to`` now."""
    at = ctx["at"]
    if to not in neighbours(state, ctx, at):
        return f"{to} is not next to {at}" + (
            "" if may_use_portal(state, ctx["side"]) else " (the portal is closed)"
        )
    if ctx["left"] < step_cost(state, ctx, at, to):  # a free Nile crossing costs nothing
        return "the troop has no movement left"
    if blocked(state, ctx, to):
        if to in ctx.get("avoid", ()):
            return f"{to} already holds a battle of this action"
        return f"a corrupt troop may not enter Seth's troop on {to}"
    why = group_problem(ctx) or troop_problem(state.troop_at(at))
    if why:
        return why
    return _onward_problem(state, ctx, to, {} if memo is None else memo)


def _onward_problem(
    state: KemetState, ctx: Ctx, to: str, memo: dict[tuple[str, int, int], bool]
) -> str | None:
    """The rest of :func:`step_problem` for a neighbour the group may enter: the walls, the
    toll, and whether the move could still end legally from there."""
    at = ctx["at"]
    if enemy_district(state, ctx["side"], to) and ctx["steps"] and not ignores_walls(state, ctx):
        return f"the walls of {to} may only be crossed on the first step of a move"
    pay = toll(state, ctx, to)
    if pay > state.seat(ctx["payer"]).pp:
        return f"entering {to} costs {pay} PP"
    left = ctx["left"] - step_cost(state, ctx, at, to)
    if not finishable(state, ctx, to, left, state.seat(ctx["payer"]).pp - pay, memo):
        return f"from {to} the move could not end legally (troop limits)"
    return None


def finishable(
    state: KemetState,
    ctx: Ctx,
    space: str,
    left: int,
    pp: int,
    memo: dict[tuple[str, int, int], bool],
) -> bool:
    """Whether a group standing on ``space`` can still end its move legally: stop here, attack
    here, or walk on (no more walls: only the first step may cross them) to such a space.
    Teleports and drops on the way are not tried, so this errs on the safe side."""
    key = (space, left, pp)
    if key not in memo:
        memo[key] = _finishable(state, ctx, space, left, pp, memo)
    return memo[key]


def _finishable(
    state: KemetState,
    ctx: Ctx,
    space: str,
    left: int,
    pp: int,
    memo: dict[tuple[str, int, int], bool],
) -> bool:
    if state.troop_at(space) is None:  # no enemy there: the group stops if its limits allow
        if _empty_stop_ok(state, ctx, space, memo):
            return True
    elif enemy(state, ctx, space) or stop_problem(state, ctx, space) is None:
        return True
    if left < 1:
        return False
    walls = ignores_walls(state, ctx)
    avoid = ctx.get("avoid", ())
    for nxt in neighbours(state, ctx, space):
        if enemy_district(state, ctx["side"], nxt) and not walls:
            continue
        if state.troop_at(nxt) is None:  # an empty space: only "avoid" blocks, no toll
            if nxt not in avoid and finishable(state, ctx, nxt, left - 1, pp, memo):
                return True
            continue
        if blocked(state, ctx, nxt):
            continue
        pay = toll(state, ctx, nxt)
        if pay <= pp and finishable(state, ctx, nxt, left - 1, pp - pay, memo):
            return True
    return False


#: the look-ahead memo's entry for :func:`_empty_stop_ok` (no space has this id)
_EMPTY = ("", -1, -1)


def _empty_stop_ok(
    state: KemetState, ctx: Ctx, space: str, memo: dict[tuple[str, int, int], bool]
) -> bool:
    """Whether the group may stop on an empty space: :func:`stop_problem` reads only the
    group then, so one answer serves every empty space of the look-ahead."""
    if _EMPTY not in memo:
        memo[_EMPTY] = stop_problem(state, ctx, space) is None
    return memo[_EMPTY]


# --- teleport (research §4.6) --------------------------------------------------------------
def may_teleport_here(state: KemetState, ctx: Ctx) -> bool:
    """From a space with a built pyramid (its troop controls the district), from an obelisk
    with Teleport / the Griffin Sphinx, or anywhere with a Teleportation DI card."""
    if ctx["tele_di"]:
        return True
    site, obelisk = _teleport_site(state.n, ctx["at"])
    pyramid = state.pyramid_at(site) if site else None
    if pyramid is not None and pyramid.level >= 1:
        return True
    if not obelisk:
        return False
    return bool(
        fo.troop_effects(state, group_seats(ctx), group_creature(ctx), "teleport_from_obelisk")
    )


@lru_cache(maxsize=1024)
def _teleport_site(n: int, space: str) -> tuple[str | None, bool]:
    """(the pyramid a troop on ``space`` may teleport from, whether it is an obelisk) on the
    map for ``n``: every step of a move asks. Only a district's own pyramid serves: Seth's
    stands between his sectors, in none of them, and his city is reached only through the
    portal (kemet-seth.md §Board), so his troops walk out through P1 unless a Teleportation
    card carries them."""
    m = common.game_map_for(n)
    site = m.pyramid_site(space)
    return (None if site == m.seth_pyramid.id else site), m.space(space).obelisk


def teleport_cost(state: KemetState, ctx: Ctx) -> int:
    """2 PP less the payer's discounts (Stargate), never below 0; nothing more with the DI
    card, whose own cost was paid when it was played."""
    if ctx["tele_di"]:
        return 0
    discount = sum(
        int(p["pp"]) for p in fo.troop_effects(state, (ctx["payer"],), None, "teleport_discount")
    )
    return max(0, common.rules().teleport_cost - discount)


def teleport_targets(state: KemetState, ctx: Ctx) -> list[str]:
    """The obelisks the group may teleport to now: those :func:`teleport_problem` says nothing
    against, with what does not depend on the target checked once, not once per obelisk."""
    if ctx["teleported"] or not may_teleport_here(state, ctx):
        return []
    if group_problem(ctx) or troop_problem(state.troop_at(ctx["at"])):
        return []
    cost, pp = teleport_cost(state, ctx), state.seat(ctx["payer"]).pp
    at, avoid, corrupt = ctx["at"], ctx.get("avoid", ()), ctx.get("corrupt")
    out = []
    empty_ok = None  # whether the group may stop on an empty space: the same for each one
    for space in common.game_map(state).obelisks():
        to = space.id
        if to == at:
            continue
        troop = state.troop_at(to)
        if troop is None:  # most obelisks: no toll, no enemy, only "avoid" blocks
            if to in avoid or cost > pp:
                continue
            if empty_ok is None:
                empty_ok = stop_problem(state, ctx, to) is None
            if empty_ok:
                out.append(to)
            continue
        if to in avoid or (corrupt and troop.side == SETH):  # blocked
            continue
        hostile = enemy(state, ctx, to)
        if cost + (_creature_toll(state, ctx, troop) if hostile and troop.creature else 0) > pp:
            continue
        if hostile or stop_problem(state, ctx, to) is None:
            out.append(to)
    return out


def teleport_problem(state: KemetState, ctx: Ctx, to: str) -> str | None:
    """Why the group may not teleport to ``to`` now."""
    m = common.game_map(state)
    if ctx["teleported"]:
        return "the troop has already teleported"
    if not may_teleport_here(state, ctx):
        if ctx["at"] in m.seth_pyramid.sectors:
            return (
                "Seth's city is left only through the portal (or with a Teleportation "
                "card): go to p1"
            )
        return f"nothing lets the troop teleport from {ctx['at']}"
    if to == ctx["at"] or not m.has(to) or not m.space(to).obelisk or blocked(state, ctx, to):
        return f"{to} is not another obelisk space the troop may reach"
    why = group_problem(ctx) or troop_problem(state.troop_at(ctx["at"]))
    if why:
        return why
    cost = teleport_cost(state, ctx) + toll(state, ctx, to)
    if cost > state.seat(ctx["payer"]).pp:
        return f"teleporting to {to} costs {cost} PP"
    if not enemy(state, ctx, to):
        return stop_problem(state, ctx, to)
    return None
