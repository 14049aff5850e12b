"""Where a troop wants to be, and how good a position is for a side.

Seth scores only through battles he wins as the attacker, so for him a space is worth what the
Alliance troop on it is worth to beat. The Alliance needs a level-3 sacred temple, the Great
Ceremony and 6 permanent VP, so for it a space is worth what it brings towards those: temples
(night PP, a daily VP and a cheaper Ceremony), a desert to raise the sacred temple on, an obelisk
desert to perform the Ceremony from, the Sanctuary (a VP a day for two units), and Seth's city
once the portal is open.
"""

from __future__ import annotations

from collections.abc import Iterable

from kemet_tui.bots.kemet.knowledge import distances, keeps_a_unit, margin, strength
from kemet_tui.rules.kemet.alliance import ceremony
from kemet_tui.rules.kemet.mechanics.common import game_map, members, rules, temples_held
from kemet_tui.rules.kemet.mechanics.memo import by_parts
from kemet_tui.rules.kemet.mechanics.victory import has_level_three_temple
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Troop


def attack_value(state: KemetState, mover: Troop, target: Troop, units: int) -> float:
    """Worth of attacking ``target``: a battle VP and kills when we should win, a loss if not,
    and less than staying put for a win that would leave none of our units (``EMPTY_WIN``)."""
    edge = margin(state, mover, target, units)
    if edge <= 0:
        return -6.0 + edge
    if units and not keeps_a_unit(state, mover, target, units):
        return EMPTY_WIN
    base = 12.0 if mover.side == SETH else 6.0
    if mover.side == SETH and _unfinished_sacred(state, target.space):
        base += SACRED_DENIAL
    return base + min(edge, 4) + 0.5 * target.size


#: worth of an attack that no card would win with a unit of ours left (``keeps_a_unit``): the
#: rules give no battle VP for it and the beaten troop stays where it is, so only the units it
#: killed are gained, for a whole troop lost (``kemet:1``'s members won four such attacks a
#: game on Seth's troops at N = 3, three in four of the attacks they won)
EMPTY_WIN = -4.0
#: what Seth gains beyond a battle VP by beating the troop on a sacred temple not yet at level
#: 3, or by standing there: the Alliance cannot raise it while he holds it, and without a
#: level-3 temple it cannot win
SACRED_DENIAL = 6.0


def _unfinished_sacred(state: KemetState, space: str) -> bool:
    """Whether ``space`` holds a started sacred temple while none has reached level 3."""
    temple = state.sacred_at(space)
    return temple is not None and not has_level_three_temple(state)


def space_value(state: KemetState, space: str, mover: Troop, units: int) -> float:
    """How much ``mover`` (with ``units`` units) would like to end its move on ``space``."""
    occupant = state.troop_at(space)
    if (
        occupant is not None
        and occupant.space != mover.space
        and occupant.units
        and occupant.side != mover.side
    ):
        return attack_value(state, mover, occupant, units)
    if occupant is not None and occupant.space != mover.space and occupant.side == mover.side:
        return _joining_value(state, space, occupant, mover, units)
    if mover.side == SETH:
        return _seth_space(state, space)
    return _alliance_space(state, space, mover, units)


def _seth_space(state: KemetState, space: str) -> float:
    kind = game_map(state).space(space).kind
    if kind == "seth_district" and space in threatened_districts(state):
        return GARRISON
    if _unfinished_sacred(state, space):
        return SACRED_DENIAL
    return 1.0 if kind == "temple" else 0.0


#: what an empty sector of Seth's city is worth to him while an Alliance troop could walk in:
#: held at the start of an Alliance turn it wins the Alliance the game once the portal is open
GARRISON = 10.0
#: steps within which an Alliance troop threatens an empty sector (two Moves and a bonus)
THREAT_STEPS = 3


@by_parts(lambda state: (state.n, state.troops, state.portal_open))
def _alliance_reach(state: KemetState) -> frozenset[str]:
    """The spaces an Alliance troop could reach in ``THREAT_STEPS`` steps, once the Ceremony
    has opened the portal (before, no Alliance troop passes it and nothing here is asked).
    Kept by the troops: every Seth Move and Recruit asks."""
    if not state.portal_open:
        return frozenset()
    out: set[str] = set()
    for troop in state.troops:
        if troop.units and troop.side == ALLIANCE:
            reach = distances(state, troop.space, ALLIANCE)
            out.update(s for s, steps in reach.items() if steps <= THREAT_STEPS)
    return frozenset(out)


def threatened_districts(state: KemetState) -> frozenset[str]:
    """The sectors of Seth's city with no Seth troop that an Alliance troop could reach."""
    reach = _alliance_reach(state)
    if not reach:
        return frozenset()
    return frozenset(
        s.id
        for s in game_map(state).spaces_of_kind("seth_district")
        if s.id in reach and not ((t := state.troop_at(s.id)) and t.units and t.side == SETH)
    )


def leaves_open(state: KemetState, troop: Troop) -> bool:
    """Whether moving Seth's ``troop`` away would open its sector to an Alliance troop near
    enough to walk in (the portal open)."""
    return (
        troop.space in _alliance_reach(state)
        and game_map(state).space(troop.space).kind == "seth_district"
    )
    for other in state.troops:
        if other.units and other.side == ALLIANCE:
            if distances(state, other.space, ALLIANCE).get(troop.space, 99) <= THREAT_STEPS:
                return True
    return False


def _alliance_space(state: KemetState, space: str, mover: Troop, units: int) -> float:
    gmap = game_map(state)
    kind = gmap.space(space).kind
    if kind == "temple":
        return 7.0
    if kind == "seth_district" and state.great_ceremony_done:
        return 9.0
    if kind == "sanctuary":
        return 3.0 if units >= 3 else 1.0
    if kind == "obelisk_desert" and not state.great_ceremony_done:
        return ceremony_pull(state, mover) if ceremony_needs(state, mover) else 0.5
    if kind == "desert" and space not in gmap.portal_pair:
        return _sacred_value(state, space, mover, units)
    return 0.0


def _sacred_value(state: KemetState, space: str, mover: Troop, units: int) -> float:
    """A desert is worth holding for the sacred temple, once, with units enough to build on.

    A fresh desert needs a troop that can raise levels 1 and 2 (1 and 2 units sacrificed) and
    still hold the space; a started temple needs enough for its next level. The third level
    then comes from a troop that joins the builder (``_joining_value``); both outrank a temple
    (``SACRED_LEVEL_PULL``)."""
    if has_level_three_temple(state):
        return 0.0
    temple = state.sacred_at(space)
    building = [t.space for t in state.sacred_temples if t.space != space]
    if temple is None and (building or _alliance_builder(state, mover)):
        return 0.0
    level = temple.level if temple else 0
    if units < _units_to_build(level):
        return 1.0
    if temple is None:
        return BUILDER_PULL if _is_builder(state, mover) else 6.5
    return SACRED_LEVEL_PULL


#: what a started sacred temple is worth to a troop that brings its next level: more than a
#: temple, for the level-3 temple is a condition of every Alliance win and a troop holding a
#: temple otherwise never leaves it for the desert
SACRED_LEVEL_PULL = 12.0
#: what a free sacred site is worth to the troop chosen to build there: enough to draw it
#: past the temples on its way (a site four steps off, discounted, still beats a temple)
BUILDER_PULL = 24.0


def _is_builder(state: KemetState, mover: Troop) -> bool:
    """Whether ``mover`` is the troop that should walk to a free sacred site: of the Alliance
    troops large enough to build, the nearest to one (ties by space), while no sacred temple
    is started. Without one chosen troop every large troop would leave its temple for the
    desert; with none, a site beyond a move's reach is never built on."""
    chosen = _chosen_builder(state)
    return chosen is not None and (chosen.units, chosen.creature) == (mover.units, mover.creature)


@by_parts(lambda state: (state.n, state.troops, state.portal_open))
def _chosen_builder(state: KemetState) -> Troop | None:
    """The Alliance troop of ``_units_to_build(0)`` units or more nearest a free desert
    without obelisk (the portal's spaces aside: Seth's army comes out there). Kept by the
    position's troops: every free desert a policy scores asks it again."""
    gmap = game_map(state)
    sites = [
        s.id
        for s in gmap.sacred_sites()
        if s.id not in gmap.portal_pair and state.troop_at(s.id) is None
    ]
    best = None
    for troop in state.troops:
        if troop.units and troop.side == ALLIANCE and troop.size >= _units_to_build(0):
            reach = distances(state, troop.space, ALLIANCE)
            key = (min((reach.get(s, 99) for s in sites), default=99), troop.space)
            if best is None or key < best[0]:
                best = (key, troop)
    return best[1] if best else None


def _units_to_build(level: int) -> int:
    """Units a troop needs on a sacred site at ``level`` to be worth sending there: the next
    level's sacrifice, and for a fresh site the second level's too and one to hold it."""
    return 4 if level == 0 else level + 1


def _joining_value(
    state: KemetState, space: str, builder: Troop, mover: Troop, units: int
) -> float:
    """Joining a friendly troop is worth it only to finish the sacred temple it builds, or to
    stand with it on an obelisk desert and pay a share of the Ceremony it cannot pay alone."""
    if game_map(state).space(space).kind == "obelisk_desert":
        room = builder.size + units <= rules().alliance_troop_limit
        needed = not state.great_ceremony_done and ceremony_needs(state, mover)
        return ceremony_pull(state, mover) if room and needed else -1.0
    temple = state.sacred_at(space)
    if temple is None or has_level_three_temple(state):
        return -1.0  # merging rarely helps and risks the troop limit
    lacking = builder.size < temple.level + 1 <= builder.size + units
    return SACRED_LEVEL_PULL if lacking else -1.0


#: what an obelisk desert is worth to a member whose PP the Great Ceremony still needs
CEREMONY_PULL = 6.0
#: ... once the members together hold its price (only the walk is missing: the Ceremony, a
#: condition of every Alliance win, outranks a temple), and most when this troop's own
#: members bring what the members already there lack
CEREMONY_READY_PULL, CEREMONY_COMPLETING_PULL = 10.0, 14.0


def pp_held(state: KemetState, seats: Iterable[str]) -> int:
    """The PP ``seats`` hold together (what they could bring to the Ceremony)."""
    return sum(state.seat(m).pp for m in seats)


def ceremony_pull(state: KemetState, mover: Troop) -> float:
    """What an obelisk desert is worth to a member the Ceremony needs there."""
    cost = ceremony.cost(state)
    own = {seat for seat, _ in mover.units}
    paying = set(ceremony.participants(state)) | own
    if pp_held(state, paying) >= cost:
        return CEREMONY_COMPLETING_PULL
    if pp_held(state, members(state)) >= cost:
        return CEREMONY_READY_PULL
    return CEREMONY_PULL


def ceremony_needs(state: KemetState, mover: Troop) -> bool:
    """Whether the Ceremony needs the PP of ``mover``'s members on an obelisk desert.

    Only the members standing on obelisk deserts pay the Ceremony, together: one member there
    pays it alone against two members (20 PP), never against five (50 PP). So the deserts call
    a member while the members already there, ``mover``'s own aside, hold less than the price
    and ``mover``'s members hold PP to add."""
    own = {seat for seat, _ in mover.units}
    paying = [m for m in ceremony.participants(state) if m not in own]
    held = pp_held(state, paying)
    return held < ceremony.cost(state) and any(state.seat(m).pp for m in own)


def _alliance_builder(state: KemetState, mover: Troop) -> bool:
    """Whether another Alliance troop already stands on a free desert to build on."""
    return any(site != mover.space for site in _builders_on_sites(state))


@by_parts(lambda state: (state.n, state.troops))
def _builders_on_sites(state: KemetState) -> tuple[str, ...]:
    """The sacred sites where an Alliance troop large enough to build stands. Kept by the
    position's troops: every desert a policy scores for every mover asks."""
    held = []
    for site in game_map(state).sacred_sites():
        troop = state.troop_at(site.id)
        if troop and troop.units and troop.side == ALLIANCE and troop.size >= 4:
            held.append(site.id)
    return tuple(held)


def evaluate(state: KemetState, side: str) -> float:
    """A position's worth for ``side`` (higher is better): the goals above, counted."""
    if state.result is not None:
        won = any(w == SETH for w in state.result.winners)
        if state.result.winners:
            return 1000.0 if won == (side == SETH) else -1000.0
    seth_units = sum(n for t in state.troops for s, n in t.units if s == SETH)
    ally_units = sum(n for t in state.troops for s, n in t.units if s != SETH)
    seth = 20 * state.seth_vp + 0.5 * seth_units - 0.8 * ally_units + 0.1 * state.seat(SETH).pp
    ally = (
        15 * state.alliance_vp
        + 4 * len(temples_held(state, ALLIANCE))
        + 6 * max((t.level for t in state.sacred_temples), default=0)
        + 25 * state.great_ceremony_done
        + 0.6 * ally_units
        + 0.2 * sum(s.pp for s in state.seats if s.seat != SETH)
    )
    return seth - ally if side == SETH else ally - seth


#: the position whose space values are remembered, and those values by (mover, units)
_REMEMBERED: list = [None, {}]


def _space_values(state: KemetState, mover: Troop, units: int) -> dict[str, float]:
    """``space_value`` of every space already asked for ``mover`` in ``state``.

    A policy asks ``best_reach`` once per action of a decision, with the same troop and the same
    position each time; the values of the spaces do not change between those calls, and were
    most of a playout's cost. States are immutable, so the one remembered (held, so its
    identity cannot be reused) is valid for as long as it is the one asked about.
    """
    if _REMEMBERED[0] is not state:
        _REMEMBERED[0], _REMEMBERED[1] = state, {}
    return _REMEMBERED[1].setdefault((mover, units), {})


def best_reach(
    state: KemetState, mover: Troop, reach: dict[str, int], units: int, steps_left: int
) -> float:
    """Best value of a space ``mover`` could stand on, discounted by the steps to get there."""
    values = _space_values(state, mover, units)
    best = -1e9
    for space, dist in reach.items():
        value = values.get(space)
        if value is None:
            value = values[space] = space_value(state, space, mover, units)
        if dist > steps_left:
            value = value / (1 + dist - steps_left) - 0.2 * dist
        value -= 0.05 * dist
        if value > best:  # not max(): this loop is most of a playout's policy time
            best = value
    return best


__all__ = [
    "attack_value",
    "best_reach",
    "evaluate",
    "evaluate_deep",
    "exposure",
    "space_value",
    "strength",
]


#: how far a troop is taken to threaten (one step, two with a creature or a tile, teleports aside)
THREAT_REACH = 2


def exposure(state: KemetState) -> float:
    """Seth's battle VP in reach: each Alliance troop a Seth troop near it would beat.

    ``evaluate`` counts what has happened; a playout that stops mid-round leaves threats
    pending, and the Alliance's way to lose is a thin troop in reach of Seth's army. Counted
    as expected Seth VP (a threat is a likely battle, not a certain one).
    """
    seth = [t for t in state.troops if t.units and t.side == SETH and t.size >= 2]
    risk = 0.0
    for target in state.troops:
        if not target.units or target.side == SETH:
            continue
        for attacker in seth:
            steps = distances(state, attacker.space, SETH).get(target.space, 99)
            if steps <= THREAT_REACH and margin(state, attacker, target) > 0:
                risk += 0.5 if steps == 1 else 0.3
                break
    return risk


def evaluate_deep(state: KemetState, side: str) -> float:
    """``evaluate`` plus the threats left on the board (``kemet:2``'s playout leaves)."""
    value = evaluate(state, side)
    if state.result is not None and state.result.winners:
        return value
    risk = 20 * exposure(state)
    return value + (risk if side == SETH else -risk)
