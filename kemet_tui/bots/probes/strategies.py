"""The strategy probes: how a player might try to break the game with one habit, each layered
on a side's bot (``wrapper.py``).

Seth: rushing the weakest Alliance troop, hunting the troop that builds the sacred temple,
camping on the obelisk deserts the Great Ceremony is performed from. The Alliance: never
attacking and praying first, hunting Seth's troops, rushing Seth's city through the portal
once the Ceremony opened it. Each reads only the public part of its view (troops, temples,
the Ceremony, the map).
"""

from __future__ import annotations

from kemet_tui.bots.probes import steering as S
from kemet_tui.bots.probes.wrapper import Probe
from kemet_tui.rules.kemet.mechanics.common import game_map
from kemet_tui.rules.kemet.state.model import SETH, KemetState

#: the fewest units a troop sent by a probe holds (Seth's bot sends no smaller troop either)
SETH_MIN, MEMBER_MIN = 3, 2
#: the fewest units of a troop able to build a sacred temple (the bot's builder rule)
BUILDER_MIN = 4


# --- Seth -------------------------------------------------------------------------------------
def weakest_troop(view: KemetState, seat: str) -> frozenset[str]:
    """The spaces of the Alliance troops with the fewest units."""
    troops = S.enemy_troops(view, SETH)
    if not troops:
        return frozenset()
    fewest = min(t.size for t in troops)
    return frozenset(t.space for t in troops if t.size == fewest)


def temple_builder(view: KemetState, seat: str) -> frozenset[str]:
    """The Alliance troop on a sacred temple; while none stands on one, the troops of at
    least 4 units nearest a free desert without obelisk (where a builder walks to)."""
    troops = S.enemy_troops(view, SETH)
    on_temple = frozenset(t.space for t in troops if view.sacred_at(t.space) is not None)
    if on_temple:
        return on_temple
    gmap = game_map(view)
    sites = [s.id for s in gmap.sacred_sites() if view.troop_at(s.id) is None]
    big = [
        t
        for t in troops
        if t.size >= BUILDER_MIN and gmap.space(t.space).kind not in ("district", "seth_district")
    ]
    if not sites or not big:
        return frozenset()
    dist = S.distances(view, sites, "alliance")
    reach = {t.space: dist.get(t.space, 99) for t in big}
    nearest = min(reach.values())
    return frozenset(space for space, d in reach.items() if d == nearest)


def free_obelisk_deserts(view: KemetState, seat: str) -> frozenset[str]:
    """The obelisk deserts Seth does not hold yet."""
    return frozenset(
        s
        for s in S.obelisk_deserts(view)
        if (t := view.troop_at(s)) is None or not t.units or t.side != SETH
    )


def _seth_rush(ruleset, view, legal, seat):
    return S.steer(view, legal, seat, "seth", weakest_troop, SETH_MIN)


def _seth_hunt_builder(ruleset, view, legal, seat):
    return S.steer(view, legal, seat, "seth", temple_builder, SETH_MIN)


def _seth_camp(ruleset, view, legal, seat):
    return S.steer(
        view, legal, seat, "seth", free_obelisk_deserts, SETH_MIN, camp=S.obelisk_deserts(view)
    )


# --- the Alliance -------------------------------------------------------------------------------
def seth_troops_outside(view: KemetState, seat: str) -> frozenset[str]:
    city = S.seth_city(view)
    return frozenset(t.space for t in S.enemy_troops(view, "alliance") if t.space not in city)


def seth_city_once_open(view: KemetState, seat: str) -> frozenset[str]:
    return S.seth_city(view) if view.great_ceremony_done and view.portal_open else frozenset()


def _alliance_hunt(ruleset, view, legal, seat):
    return S.steer(view, legal, seat, "alliance", seth_troops_outside, MEMBER_MIN)


def _alliance_portal(ruleset, view, legal, seat):
    return S.steer(view, legal, seat, "alliance", seth_city_once_open, MEMBER_MIN)


def _alliance_turtle(ruleset, view, legal, seat):
    """Pray first; never step, teleport or recruit into a space Seth holds."""
    kind = view.pending[-1].kind if view.pending else ""
    if kind == "member-action":
        return [a for a in legal if a.verb == "act" and S.space_of(a).startswith("pray")] or None
    if kind in ("move", "recruit"):
        peaceful = [a for a in legal if not _attacks(view, a)]
        return peaceful if len(peaceful) < len(legal) else None
    return None


def _attacks(view: KemetState, action) -> bool:
    if action.verb not in ("go", "teleport", "put") or not action.args:
        return False
    troop = view.troop_at(action.args[0])
    return troop is not None and bool(troop.units) and troop.side == SETH


STRATEGIES = (
    Probe(
        "seth-rush-weakest",
        "seth",
        "Seth takes a Move whenever a troop of 3+ can march, and marches on the Alliance's "
        "smallest troop",
        _seth_rush,
    ),
    Probe(
        "seth-hunt-builder",
        "seth",
        "Seth marches on the troop on a sacred temple (before one: the 4+ troop nearest a "
        "free desert without obelisk)",
        _seth_hunt_builder,
    ),
    Probe(
        "seth-camp-obelisks",
        "seth",
        "Seth marches troops of 3+ onto the obelisk deserts he does not hold and keeps them there",
        _seth_camp,
    ),
    Probe(
        "alliance-turtle",
        "alliance",
        "the members pray first and never attack Seth's troops (no step, teleport or "
        "recruit into them)",
        _alliance_turtle,
    ),
    Probe(
        "alliance-hunt-seth",
        "alliance",
        "the members take a Move whenever a troop of 2+ can march, and march on Seth's "
        "troops outside his city",
        _alliance_hunt,
    ),
    Probe(
        "alliance-portal-rush",
        "alliance",
        "once the Ceremony opened the portal, the members march on Seth's city",
        _alliance_portal,
    ),
)
