"""A new game of Kemet: Seth, and the setup decisions each seat answers behind the curtain.

``new_state`` lays out what needs no choice (seed-000 §Game Setup; kemet-seth.md §Setup): PP,
units in reserve, action tokens, battle hands, the shuffled DI decks and one card each, the
market, the Osiris pool (temple powers and prayer tokens, face down), Seth's purple pyramid and
his creature cards. Then it asks, Seth first: each member's starting pyramids (1/1/1 or 2/1/0 on
his districts), every seat's units over its districts (troop limits), and the free level-1 tile
(members: non-purple, of a colour they built; Seth: purple).
"""

from __future__ import annotations

from itertools import permutations

from kemet_tui.core import rng
from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import (
    add_units,
    city_spaces,
    draw_di,
    label,
    setup_rules,
    without_one,
)
from kemet_tui.rules.kemet.state.actions import KemetAction, act, pyramid_choice
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import (
    SETH,
    KemetState,
    Pile,
    Pyramid,
    SeatState,
    member_seats,
)
from kemet_tui.rules.kemet.state.options import KemetOptions

COLOURS = ("red", "blue", "white")
TA_SETI_COLOURS = COLOURS + ("black",)


# --- the state before any choice -------------------------------------------------------------------
def new_state(seed: int, options: KemetOptions) -> KemetState:
    """Everything that needs no choice, then the setup decisions pushed (Seth first)."""
    n, ta_seti = options.alliance_size, options.ta_seti
    seed_state = rng.seed_state(seed)
    data = fx.data()
    seth_deck, seed_state = rng.shuffled(seed_state, [c.id for c in data.di_deck("seth")])
    ally_deck, seed_state = rng.shuffled(seed_state, [c.id for c in data.di_deck("alliance")])
    powers, seed_state = rng.shuffled(seed_state, [p.id for p in data.tokens.temple_power])
    prayers, seed_state = rng.shuffled(seed_state, [p.id for p in data.tokens.prayer_token])
    members = member_seats(n)
    state = KemetState(
        n=n,
        ta_seti=ta_seti,
        seth_target_vp=options.seth_target_vp,
        names=_names(options, members),
        seats=(_seth_seat(n, ta_seti, members),) + tuple(_member_seat(m, ta_seti) for m in members),
        troops=(),
        pyramids=(
            Pyramid(game_map_for(n).seth_pyramid.id, "purple", setup_rules().seth.pyramid_level),
        ),
        market=_market(ta_seti),
        powers_left=powers,
        prayer_tokens_left=prayers,
        seth_di=Pile(seth_deck),
        alliance_di=Pile(ally_deck),
        rng=seed_state,
        round_cap=options.round_cap,
        open_hands=options.open_hands,
    )
    state, _ = draw_di(state, SETH, setup_rules().seth.di_cards)
    for member in members:
        state, _ = draw_di(state, member, setup_rules().alliance.di_cards)
    return state.push(*reversed(_setup_decisions(members)))


def game_map_for(n: int):
    return fx.data().maps.for_alliance(n)


def _names(options: KemetOptions, members: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    seats = (SETH,) + members
    if options.players:
        return tuple(zip(seats, options.players, strict=True))
    return tuple((seat, "Seth" if seat == SETH else seat.upper()) for seat in seats)


def _seth_seat(n: int, ta_seti: bool, members: tuple[str, ...]) -> SeatState:
    """Seth: N + 1 purple tokens and one token of each member (seed-000 §Setup)."""
    seth = setup_rules().seth
    purple = n + seth.purple_tokens_over_alliance_size
    given = tuple(m for m in members for _ in range(seth.tokens_from_each_member))
    data = fx.data()
    return SeatState(
        seat=SETH,
        pp=seth.pp,
        reserve=seth.units,
        battle_hand=tuple(
            c.id for c in data.battle_hand("seth", ta_seti) for _ in range(c.copies_per_player)
        ),
        tokens=("token-purple",) * purple + given,
        creature_cards=tuple(c.id for c in data.creature_cards(ta_seti)),
    )


def _member_seat(seat: str, ta_seti: bool) -> SeatState:
    """A member: base Kemet setup, 5 tokens minus the one given to Seth (kemet-seth.md)."""
    ally = setup_rules().alliance
    kept = ally.action_tokens - setup_rules().seth.tokens_from_each_member
    return SeatState(
        seat=seat,
        pp=ally.pp,
        reserve=ally.units,
        battle_hand=tuple(
            c.id
            for c in fx.data().battle_hand("alliance", ta_seti)
            for _ in range(c.copies_per_player)
        ),
        tokens=("token-alliance",) * kept,
    )


def _market(ta_seti: bool) -> tuple[str, ...]:
    """Every tile for sale, one id per copy (Alliance tiles too: a Buy puts them on Osiris)."""
    return tuple(t.id for t in fx.data().tiles_in_play(ta_seti) for _ in range(t.copies))


def _setup_decisions(members: tuple[str, ...]) -> list[Decision]:
    asked = [decision("setup-units", SETH), decision("setup-tile", SETH)]
    for member in members:
        asked += [
            decision("setup-pyramids", member),
            decision("setup-units", member),
            decision("setup-tile", member),
        ]
    return asked


# --- starting pyramids -------------------------------------------------------------------------
def pyramid_layouts(state: KemetState, seat: str) -> list[KemetAction]:
    """Every start (1/1/1 or 2/1/0 over the districts, one colour each; research §2 [S])."""
    sites = city_spaces(state, seat)
    colours = TA_SETI_COLOURS if state.ta_seti else COLOURS
    out: set[tuple[str, ...]] = set()
    for start in setup_rules().alliance.pyramid_starts:
        for levels in set(permutations(start)):
            built = [(site, lvl) for site, lvl in zip(sites, levels, strict=True) if lvl]
            for paint in permutations(colours, len(built)):
                out.add(tuple(f"{s}={c}{lvl}" for (s, lvl), c in zip(built, paint, strict=True)))
    return [act("pyr", *layout) for layout in sorted(out)]


def _apply_pyramids(state: KemetState, pending: Decision, action: KemetAction):
    for arg in action.args:
        site, colour, level = pyramid_choice(arg)
        state = state.with_pyramid(Pyramid(site, colour, level))
    text = f"{label(state, pending.decider)} builds pyramids: {', '.join(action.args)}."
    return state.pop(), (Event("setup", text),)


# --- starting units ------------------------------------------------------------------------------
def unit_spreads(state: KemetState, seat: str) -> list[KemetAction]:
    """Every way to spread the starting units over the city within the troop limit."""
    if seat == SETH:
        total, cap = setup_rules().seth.units_in_city, setup_rules().seth.max_units_per_sector
    else:
        total = setup_rules().alliance.units_in_city
        cap = setup_rules().alliance.max_units_per_district
    count = len(city_spaces(state, seat))
    return [act("units", *spread) for spread in _spreads(total, count, cap)]


def _spreads(total: int, parts: int, cap: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(total,)] if total <= cap else []
    return [
        (first,) + rest
        for first in range(min(cap, total), -1, -1)
        for rest in _spreads(total - first, parts - 1, cap)
    ]


def _apply_units(state: KemetState, pending: Decision, action: KemetAction):
    seat = pending.decider
    for space, count in zip(city_spaces(state, seat), action.args, strict=True):
        if int(count):
            state = add_units(state, seat, space, int(count))
    text = f"{label(state, seat)} sets up units: {', '.join(action.args)}."
    return state.pop(), (Event("setup", text),)


# --- the free tile ----------------------------------------------------------------------------------
def free_tiles(state: KemetState, seat: str) -> list[KemetAction]:
    """Seth: a level-1 purple tile he may buy; a member: a non-purple level-1 tile of a colour
    he has a pyramid of (seed-000 §The Alliance; members may take the same tile)."""
    level = (
        setup_rules().seth.free_tile_level
        if seat == SETH
        else setup_rules().alliance.free_tile_level
    )
    colours = {
        p.colour for p in state.pyramids if p.site in city_spaces(state, seat) and p.level >= level
    }
    side = "seth" if seat == SETH else "alliance"
    ids = []
    for tile in fx.data().tiles_in_play(state.ta_seti):
        if tile.level != level or tile.kind != "market" or side not in tile.buyers:
            continue
        if (tile.colour == "purple") == (seat == SETH) and (seat == SETH or tile.colour in colours):
            ids.append(tile.id)
    return [act("tile", tile_id) for tile_id in dict.fromkeys(ids)]


def _apply_tile(state: KemetState, pending: Decision, action: KemetAction):
    seat, tile_id = pending.decider, action.args[0]
    if tile_id in state.market:
        state = state.evolve(market=without_one(state.market, tile_id))
    state = state.update_seat(seat, tiles=state.seat(seat).tiles + (tile_id,))
    text = f"{label(state, seat)} takes {fx.tile(tile_id).name} free of cost."
    return state.pop(), (Event("setup", text),)


def _explain(what: str):
    def explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
        return (
            f"{label(state, pending.decider)} must choose {what}; {action.token} is not one "
            f"of the allowed choices."
        )

    return explain


PYRAMIDS_HANDLER = Handler(
    lambda s, d: pyramid_layouts(s, d.decider),
    _apply_pyramids,
    _explain("a starting pyramid layout (1/1/1 or 2/1/0)"),
)
UNITS_HANDLER = Handler(
    lambda s, d: unit_spreads(s, d.decider),
    _apply_units,
    _explain("how to spread the starting units (troop limit)"),
)
TILE_HANDLER = Handler(
    lambda s, d: free_tiles(s, d.decider),
    _apply_tile,
    _explain("a free level-1 tile of a colour of his pyramids"),
)
