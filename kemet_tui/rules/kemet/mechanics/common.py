"""Small helpers every Kemet rules module shares: the map and track of a game, control of
spaces, PP gains and payments, units coming and going, DI draws.

They live here so the rule modules (setup, flow, day, economy, night, divine) stay about one
rule each, and so the movement and battle modules can use the same PP and unit bookkeeping
(``gain_pp`` applies Divine Strength during the Day; ``remove_units`` sends a lone creature home).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from kemet_tui.core import rng
from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.memo import by_parts
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.decisions import decision
from kemet_tui.rules.kemet.state.model import (
    SETH,
    KemetState,
    Pile,
    Troop,
    evolved,
    make_troop,
    member_seats,
)

if TYPE_CHECKING:
    from kemet_tui.rules.kemet.data.board import KemetMap
    from kemet_tui.rules.kemet.data.models import DiCard
    from kemet_tui.rules.kemet.data.tracks import DayTrack


# --- data of this game ----------------------------------------------------------------------
def game_map(state: KemetState) -> KemetMap:
    kemet_map = _MAPS.get(state.n)
    if kemet_map is None:
        kemet_map = _MAPS[state.n] = fx.data().maps.for_alliance(state.n)
    return kemet_map


def game_map_for(n: int) -> KemetMap:
    """The map of an Alliance of ``n`` (for answers kept by ``n`` rather than by a state)."""
    kemet_map = _MAPS.get(n)
    if kemet_map is None:
        kemet_map = _MAPS[n] = fx.data().maps.for_alliance(n)
    return kemet_map


#: the map of each Alliance size, looked up once (the rules ask for it thousands of times a game)
_MAPS: dict[int, KemetMap] = {}


def day_track(state: KemetState) -> DayTrack:
    return day_track_for(state.n)


def day_track_for(n: int) -> DayTrack:
    return fx.data().tracks.for_alliance(n)


def members(state: KemetState) -> tuple[str, ...]:
    return member_seats(state.n)


def rules():
    return fx.data().tokens.rules


def setup_rules():
    return fx.data().tokens.setup


@cache
def _di_by_id() -> dict[str, DiCard]:
    return {card.id: card for card in fx.data().decks.di_card}


def di_card(card_id: str) -> DiCard:
    return _di_by_id()[card_id]


def label(state: KemetState, seat: str) -> str:
    """A seat's name for event texts: the player's name, else ``Seth`` / ``A1``…"""
    names = state.names
    kept = _labels_kept[0]
    if kept[0] is not names:  # every event text asks: the names change only at setup
        kept = (names, {})
        _labels_kept[0] = kept
    found = kept[1].get(seat)
    if found is None:
        found = kept[1][seat] = _label(state, seat)
    return found


def _label(state: KemetState, seat: str) -> str:
    if seat == "alliance":
        return "the Alliance"
    name = state.name(seat)  # the default only for an empty name
    if name:
        return name
    return "Seth" if seat == SETH else seat.upper()


#: the last ``names`` read and the labels worked out from them (one tuple replaced at once,
#: so another thread is never handed another table's labels; a label added to the dictionary
#: is the same whichever thread adds it)
_labels_kept: list[tuple[tuple | None, dict[str, str]]] = [(None, {})]


# --- walls and the portal ----------------------------------------------------------------------
def enemy_district(state: KemetState, side: str, space: str) -> bool:
    """A walled district of the other side's city (its walls stop ``side``): a move's steps
    and a retreat's escape both ask it, so it sits below both."""
    owner = _wall_owner(state.n, space)
    return owner is not None and (owner == SETH) != (side == SETH)


@lru_cache(maxsize=1024)
def _wall_owner(n: int, space: str) -> str | None:
    """The owner of ``space`` when it is a walled district, else None (asked for every space
    a move's look-ahead reaches)."""
    spec = game_map_for(n).space(space)
    return spec.owner if spec.walled else None


def may_use_portal(state: KemetState, side: str) -> bool:
    """Seth always crosses P1–P2; the Alliance once the portal is open (seed-000 Portals)."""
    return side == SETH or state.portal_open


# --- troops and control ------------------------------------------------------------------------
def troop_limit(seat: str) -> int:
    """Units per troop: Seth 6, the Alliance 5 (seed-000 §Specific rules)."""
    seth, alliance = _troop_limits()
    return seth if seat == SETH else alliance


@cache
def _troop_limits() -> tuple[int, int]:
    """(Seth's troop limit, the Alliance's), read once from the rules data: a move's
    look-ahead asks for every space it reaches."""
    return rules().seth_troop_limit, rules().alliance_troop_limit


def is_enemy(troop: Troop | None, seat: str) -> bool:
    """Whether ``troop`` belongs to the other side (Alliance troops are allies to each other)."""
    if troop is None or not (troop.units or troop.creature):
        return False
    return (troop.side == SETH) != (seat == SETH)


def controls(state: KemetState, seat: str, space: str) -> bool:
    """Whether ``seat`` controls ``space``: its units (or a mixed troop holding one) stand
    there, or it is a district of its own city with no enemy troop in it (research §4.2 [C];
    seed-000 Mixed troops)."""
    return _controls_with(state.troop_at(space), _owners(state.n)[space], seat)


def _controls_with(troop: Troop | None, owner: str | None, seat: str) -> bool:
    """:func:`controls` of a space holding ``troop`` in the city of ``owner`` (None outside
    the cities), for a caller that has read them already."""
    if troop is not None and troop.count(seat):
        return True
    return owner == seat and not is_enemy(troop, seat)


@cache
def _owners(n: int) -> dict[str, str | None]:
    """Space id -> the seat whose city it is in (None outside the cities)."""
    return {s.id: s.owner for s in fx.data().maps.for_alliance(n).spaces}


def controlled_pyramids(state: KemetState, seat: str) -> tuple:
    """The pyramids whose district ``seat`` controls (buying tiles uses them)."""
    key = (seat, state.n)
    kept = _controlled.get(key)
    if kept is not None and kept[0] is state.pyramids and kept[1] is state.troops:
        return kept[2]
    found = _controlled_pyramids(state, seat)
    _controlled[key] = (state.pyramids, state.troops, found)
    return found


#: (seat, N) -> the pyramids and troops last asked about, and the answer: it depends on nothing
#: else, and successive states share those tuples until a pyramid or a unit changes, so the
#: listing of every Buy and Corrupt a pyramid asks once. One tuple replaced at once (threads).
_controlled: dict[tuple[str, int], tuple[tuple, tuple, tuple]] = {}


def _controlled_pyramids(state: KemetState, seat: str) -> tuple:
    """:func:`controls` for each pyramid's site, the map's owners read once (a unit moved
    makes the kept answer new for every seat, so this runs at most Buys)."""
    m = game_map(state)
    seth_site, owners = m.seth_pyramid.id, _owners(state.n)
    out = []
    for pyramid in state.pyramids:
        site = pyramid.site
        if site == seth_site:
            if seat == SETH and any(controls(state, SETH, s) for s in m.seth_pyramid.sectors):
                out.append(pyramid)
            continue
        if _controls_with(state.troop_at(site), owners[site], seat):
            out.append(pyramid)
    return tuple(out)


def own_pyramids(state: KemetState, seat: str) -> tuple:
    """The pyramids of ``seat``'s own city (Seth: his purple pyramid)."""
    sites = _pyramid_sites(state.n, seat)
    return tuple(p for p in state.pyramids if p.site in sites)


@cache
def _pyramid_sites(n: int, seat: str) -> frozenset[str]:
    """Where the pyramids of ``seat``'s own city stand (Seth: his purple pyramid's site)."""
    m = fx.data().maps.for_alliance(n)
    if seat == SETH:
        return frozenset((m.seth_pyramid.id,))
    return frozenset(s.id for s in m.city(seat))


@by_parts(lambda state: (state.n, state.troops, state.sacred_temples))
def temples_held(state: KemetState, side: str) -> tuple[str, ...]:
    """Temples (printed ones and level-3 sacred temples) where a troop of ``side`` stands
    (kept by the troops and sacred temples: the Night, the bots' evaluation and their leaf
    all ask)."""
    spaces = list(_temples(state.n))
    spaces += [t.space for t in state.sacred_temples if t.level >= 3]
    held = []
    for space in spaces:
        troop = state.troop_at(space)
        if troop is not None and troop.units and troop.side == side:
            held.append(space)
    return tuple(held)


@cache
def _temples(n: int) -> tuple[str, ...]:
    return tuple(s.id for s in fx.data().maps.for_alliance(n).temples())


def alliance_temporary_vp(state: KemetState) -> int:
    """Temples the Alliance holds plus level-4 pyramids its members control (research §3.4;
    the Great Ceremony's discount counts these)."""
    pyramids = {
        p.site for seat in members(state) for p in controlled_pyramids(state, seat) if p.level >= 4
    }
    return len(temples_held(state, "alliance")) + len(pyramids)


# --- PP ---------------------------------------------------------------------------------------------
def gain_pp(state: KemetState, seat: str, pp: int) -> tuple[KemetState, int]:
    """``seat`` gains ``pp`` PP; during the Day each gain grows by its gain_pp_bonus (Divine
    Strength). Returns the new state and the PP really gained."""
    if pp <= 0:
        return state, 0
    if state.phase == "day":
        pp += fx.total(state, seat, "gain_pp_bonus", "pp")
    return state.update_seat(seat, pp=state.seat(seat).pp + pp), pp


def pay(state: KemetState, seat: str, pp: int) -> KemetState:
    return state.update_seat(seat, pp=state.seat(seat).pp - max(0, pp))


def spend_cost(state: KemetState, seat: str, base: int) -> int:
    """A payment after Priest of Ra's spend_discount (never below 0)."""
    return max(0, base - fx.total(state, seat, "spend_discount", "pp"))


# --- units -------------------------------------------------------------------------------------------
def add_units(
    state: KemetState, seat: str, space: str, count: int = 1, from_reserve: bool = True
) -> KemetState:
    """Put ``count`` units of ``seat`` on ``space`` (joining the troop there)."""
    state = state.with_troop(space, joined(state.troop_at(space), space, seat, count))
    if from_reserve:
        state = state.update_seat(seat, reserve=state.seat(seat).reserve - count)
    return state


def joined(troop: Troop | None, space: str, seat: str, count: int = 1) -> Troop:
    """``troop`` (on ``space``, or none there) with ``count`` more units of ``seat``."""
    counts = dict(troop.units) if troop else {}
    counts[seat] = counts.get(seat, 0) + count
    creature = troop.creature if troop else None
    owner = troop.creature_owner if troop else None
    corrupted = dict(troop.corrupted) if troop else {}
    return make_troop(space, counts, creature, owner, corrupted)


def remove_units(state: KemetState, space: str, seat: str, count: int = 1) -> KemetState:
    """Take ``count`` units of ``seat`` off ``space`` back to its reserve; a creature left
    without a unit of its controller goes home (seed-000 Creatures and mixed troops)."""
    troop = state.troop_at(space)
    if troop is None:
        return state
    count = min(count, troop.count(seat))
    counts = dict(troop.units)
    counts[seat] -= count
    corrupted = dict(troop.corrupted)
    own = count - max(0, count - (troop.count(seat) - sum(corrupted.values())))
    state = state.update_seat(seat, reserve=state.seat(seat).reserve + own)
    for victim in sorted(corrupted):  # corrupted units die last and go home (hooks.py)
        back = min(corrupted[victim], count - own)
        if back:
            corrupted[victim] -= back
            own += back
            state = state.update_seat(victim, reserve=state.seat(victim).reserve + back)
    creature, owner = troop.creature, troop.creature_owner
    if creature and counts.get(owner or "", 0) <= 0:
        state = state.with_troop(space, make_troop(space, counts, corrupted=corrupted))
        return creature_home(state, owner or SETH, creature, exclude=space)
    return state.with_troop(space, make_troop(space, counts, creature, owner, corrupted))


#: the decision a controller answers when his creature has more than one home (homes.py)
CREATURE_HOME = "creature-home"


def creature_homes(state: KemetState, seat: str, exclude: str = "") -> tuple[str, ...]:
    """The districts of ``seat``'s city a lone creature may return to: holding one of his
    units and no creature (seed-000 Creatures and mixed troops)."""
    out = []
    for space in sorted(city_spaces(state, seat)):
        troop = state.troop_at(space)
        if space != exclude and troop and troop.count(seat) and not troop.creature:
            out.append(space)
    return tuple(out)


def creature_home(
    state: KemetState, seat: str, creature: str, exclude: str = "", then: str = ""
) -> KemetState:
    """A creature that lost its controller's last unit "immediately returns to a city district
    containing a unit of that player (of his choice). Otherwise, it is put in reserve"
    (seed-000). One such district: it goes there; several: a ``creature-home`` decision of
    ``seat`` is pushed on top (``home:SPACE``; ``then`` names the continuation
    (``forces.resume``) run once it is answered), so a caller must not pop after calling this."""
    homes = creature_homes(state, seat, exclude)
    if len(homes) > 1:
        return state.push(decision(CREATURE_HOME, seat, creature=creature, homes=homes, then=then))
    if homes:
        return put_creature(state, homes[0], creature, seat)
    reserve = state.seat(seat).creatures_in_reserve + (creature,)
    return state.update_seat(seat, creatures_in_reserve=reserve)


def put_creature(state: KemetState, space: str, creature: str, seat: str) -> KemetState:
    """The creature joins the troop on ``space`` (one without a creature)."""
    troop = state.troop_at(space)
    counts = dict(troop.units) if troop else {}
    corrupted = dict(troop.corrupted) if troop else {}
    return state.with_troop(space, make_troop(space, counts, creature, seat, corrupted))


def asked_home(before: KemetState, after: KemetState) -> bool:
    """Whether a call between ``before`` and ``after`` pushed a ``creature-home`` decision."""
    return len(after.pending) > len(before.pending) and after.pending[-1].kind == CREATURE_HOME


def city_spaces(state: KemetState, seat: str) -> tuple[str, ...]:
    """The districts (Seth: sectors) of ``seat``'s own city."""
    return city_spaces_for(state.n, seat)


@cache
def city_spaces_for(n: int, seat: str) -> tuple[str, ...]:
    m = fx.data().maps.for_alliance(n)
    if seat == SETH:
        return tuple(m.seth_pyramid.sectors)
    return tuple(s.id for s in m.city(seat))


# --- DI cards --------------------------------------------------------------------------------------------
def di_pile(state: KemetState, seat: str) -> Pile:
    return state.seth_di if seat == SETH else state.alliance_di


def with_di_pile(state: KemetState, seat: str, pile: Pile) -> KemetState:
    return evolved(state, {_pile_field(seat): pile})


def _pile_field(seat: str) -> str:
    """The state's field holding the DI pile of ``seat``'s side."""
    return "seth_di" if seat == SETH else "alliance_di"


def take_from_deck(
    state: KemetState, seat: str, count: int
) -> tuple[KemetState, tuple[str, ...], tuple[Event, ...]]:
    """Draw ``count`` cards from ``seat``'s side's deck (reshuffling its discard when it runs
    out; research §3.3 [C]); the cards are returned, not yet in a hand."""
    pile, seed, drawn, events = _draw(state, seat, count)
    return evolved(state, {_pile_field(seat): pile, "rng": seed}), drawn, events


def _draw(
    state: KemetState, seat: str, count: int, reshuffle: bool = True
) -> tuple[Pile, int, tuple[str, ...], tuple[Event, ...]]:
    """(the pile after the draw, the generator's next state, the cards drawn, the events) of
    :func:`take_from_deck`, for a caller that changes more fields in the same copy. Without
    ``reshuffle`` an empty deck stays empty: fewer cards are drawn."""
    pile, drawn, events = di_pile(state, seat), [], []
    seed = state.rng
    for _ in range(count):
        if reshuffle and not pile.cards and pile.discard:
            cards, seed = rng.shuffled(seed, sorted(pile.discard))
            pile = Pile(cards, ())
            events.append(Event("reshuffle", "A DI deck is reshuffled.", irreversible=True))
        if not pile.cards:
            break
        drawn.append(pile.cards[-1])
        pile = Pile(pile.cards[:-1], pile.discard)
    return pile, seed, tuple(drawn), tuple(events)


def draw_di(
    state: KemetState, seat: str, count: int, why: str = "", reshuffle: bool = True
) -> tuple[KemetState, tuple[Event, ...]]:
    """``seat`` draws ``count`` DI cards into its hand: the names only it may read (the deck,
    the generator and the hand changed in one copy of the state). Without ``reshuffle`` only
    the deck's cards are drawn (hooks.py draw_di's ``deck_only``)."""
    pile, seed, drawn, events = _draw(state, seat, count, reshuffle)
    changes: dict[str, object] = {_pile_field(seat): pile, "rng": seed}
    if not drawn:
        return evolved(state, changes), events
    held = state.seat(seat)
    changes["seats"] = state.seats_with(evolved(held, {"di_hand": held.di_hand + drawn}))
    state = evolved(state, changes)
    who = label(state, seat)
    names = ", ".join(di_card(c).name for c in drawn)
    suffix = f" ({why})" if why else ""
    return state, events + (
        Event(
            "draw-di", f"{who} draws {counted(len(drawn), 'DI card')}{suffix}.", irreversible=True
        ),
        Event("draw-di-secret", f"{who} draws {names}.", seats=(seat,), irreversible=True),
    )


def discard_di(state: KemetState, seat: str, cards: Iterable[str]) -> KemetState:
    pile = di_pile(state, seat)
    return with_di_pile(state, seat, Pile(pile.cards, pile.discard + tuple(cards)))


def without_one(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    """``items`` with one copy of ``item`` taken out."""
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def creature_spots(state: KemetState, seat: str) -> list[str]:
    """Troops of ``seat`` in his city without a creature (a figure's place on purchase or on
    a Recruit: research §4.3–4.4)."""
    out = []
    for space in city_spaces(state, seat):
        troop = state.troop_at(space)
        if troop is not None and troop.count(seat) and not troop.creature:
            out.append(space)
    return out


def join_creature(state: KemetState, seat: str, space: str, tile_id: str) -> KemetState:
    troop = state.troop_at(space)
    figure = make_troop(space, dict(troop.units), tile_id, seat, dict(troop.corrupted))
    return state.with_troop(space, figure)
