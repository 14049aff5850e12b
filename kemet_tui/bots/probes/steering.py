"""Steering a side's Moves towards a set of target spaces: the common part of the hunting and
camping probes.

A strategy names its targets (the spaces it wants a troop on, attacking whoever stands there);
this module turns them into the legal actions that serve them at the three decisions a Move
touches: the action space (take a Move), the troop (the one nearest a target) and each step
(the one that brings the troop nearest). Distances are map steps, the portal open to Seth and
to the Alliance once the Ceremony opened it; a target that no legal step brings nearer leaves
the decision to the inner bot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from kemet_tui.rules.kemet.mechanics.common import game_map
from kemet_tui.rules.kemet.state.actions import placement_choice
from kemet_tui.rules.kemet.state.contexts import move_context
from kemet_tui.rules.kemet.state.model import SETH, KemetState, Troop

#: (view, seat) -> the spaces the strategy wants a troop on (empty: the strategy is idle)
Targets = Callable[[KemetState, str], "frozenset[str]"]

#: the Move spaces of each side's action boards
MOVE_SPACES = {"seth": ("move", "furious-invasion"), "alliance": ("move1", "move2")}


def space_of(action) -> str:
    """The action space an ``act:`` action puts its token on (``act:move@a2`` -> ``move``)."""
    return placement_choice(action.args[0]).short if action.args else ""


def distances(view: KemetState, targets: Iterable[str], side: str) -> dict[str, int]:
    """Steps from every space to the nearest target, for a troop of ``side``."""
    portal = side == SETH or view.portal_open
    return game_map(view).distances_from(list(targets), portal)


def own_units(troop: Troop, mover: str) -> int:
    """The units of a troop a mover moves (Seth: all of his troop's; a member: his own)."""
    if mover == SETH:
        return troop.size if troop.side == SETH else 0
    return troop.count(mover)


#: the decisions a march concerns (the others are left alone before any target is sought)
STEERED = ("seth-action", "member-action", "move")


def steer(
    view: KemetState,
    legal: list,
    seat: str,
    side: str,
    aim: Targets,
    min_units: int,
    camp: frozenset[str] = frozenset(),
) -> list | None:
    """The actions serving a march on the targets ``aim`` names at this decision, or None
    (no opinion). ``camp``: spaces where a troop, once there, stays (its Move ends there and
    it is not sent again)."""
    kind = view.pending[-1].kind if view.pending else ""
    if kind not in STEERED:
        return None
    targets = aim(view, seat)
    if not targets:
        return None
    dist = distances(view, targets, side)
    if kind in ("seth-action", "member-action"):
        return _take_a_move(view, legal, seat, side, dist, min_units, camp)
    if kind == "move":
        context = move_context(view.pending[-1])
        mover = context["mover"]
        if context["stage"] == "troop":
            return _pick_troop(view, legal, mover, dist, min_units, camp)
        return _pick_step(legal, context.get("at", ""), dist, camp)
    return None


def _sendable(
    troop: Troop, mover: str, dist: dict[str, int], min_units: int, camp: frozenset[str]
) -> bool:
    away = dist.get(troop.space)
    return own_units(troop, mover) >= min_units and away is not None and troop.space not in camp


def _take_a_move(view, legal, seat, side, dist, min_units, camp) -> list | None:
    if not any(_sendable(t, seat, dist, min_units, camp) for t in view.troops if t.units):
        return None
    wanted = [a for a in legal if a.verb == "act" and space_of(a) in MOVE_SPACES[side]]
    return wanted or None


def _pick_troop(view, legal, mover, dist, min_units, camp) -> list | None:
    """The troop nearest a target (the largest among the nearest)."""
    ranked = []
    for action in legal:
        if action.verb != "troop":
            continue
        troop = view.troop_at(action.args[0])
        if troop is not None and _sendable(troop, mover, dist, min_units, camp):
            ranked.append((dist[troop.space], -own_units(troop, mover), action))
    if not ranked:
        return None
    best = min(r[:2] for r in ranked)
    return [r[2] for r in ranked if r[:2] == best]


def _pick_step(legal, at: str, dist: dict[str, int], camp: frozenset[str]) -> list | None:
    """The step (or teleport) that brings the troop nearest a target; on a target a camping
    troop stops."""
    if at in camp:
        return [a for a in legal if a.verb == "stop"] or None
    here = dist.get(at)
    steps = [
        (dist[a.args[0]], a)
        for a in legal
        if a.verb in ("go", "teleport") and a.args and a.args[0] in dist
    ]
    if not steps:
        return None
    best = min(d for d, _ in steps)
    if here is not None and best >= here:
        return None
    return [a for d, a in steps if d == best]


# --- what the probes aim at -----------------------------------------------------------------
def enemy_troops(view: KemetState, side: str) -> list[Troop]:
    return [t for t in view.troops if t.units and t.side != side]


def seth_city(view: KemetState) -> frozenset[str]:
    return frozenset(s.id for s in game_map(view).city(SETH))


def obelisk_deserts(view: KemetState) -> frozenset[str]:
    return frozenset(s.id for s in game_map(view).spaces_of_kind("obelisk_desert"))
