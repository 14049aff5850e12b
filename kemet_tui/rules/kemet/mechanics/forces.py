"""Troops on the move and in battle: the units a decision carries, what a troop benefits from,
PP that a mixed troop shares, and the continuations that resume a flow after a sub-decision.

A moving troop (``movement.py``) and an attacking troop (``battle``) are lifted off the board
and carried in their decision's context as plain tuples, so states stay JSON values:
``units`` ``((seat, n), …)``, ``creatures`` ``((tile, controller), …)`` and ``corrupted``
``((owner, n), …)`` (corrupt_units: Alliance units fighting as Seth's). ``in_flight`` counts
them, so "the Alliance has no unit on the board" (seed-000 Victory) can see them too.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.memo import by_parts
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import pp_share_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Troop, is_member, side_of
from kemet_tui.rules.kemet.state.tables import RESUMES

Pairs = tuple[tuple[str, int], ...]


# --- pairs <-> dicts ----------------------------------------------------------------------------
def as_dict(pairs: Iterable[tuple[str, int]]) -> dict[str, int]:
    return {key: int(n) for key, n in pairs}


def as_pairs(counts: dict[str, int]) -> Pairs:
    return tuple(sorted((key, n) for key, n in counts.items() if n > 0))


def bump(pairs: Pairs, key: str, delta: int) -> Pairs:
    counts = as_dict(pairs)
    counts[key] = counts.get(key, 0) + delta
    return as_pairs(counts)


def count_of(pairs: Pairs, key: str) -> int:
    """``as_dict(pairs).get(key, 0)`` without the dictionary (asked at every step of a move)."""
    found = 0
    for name, n in pairs:
        if name == key:
            found = n  # the last one wins, as in the dictionary
    return int(found)


def normal_pairs(pairs: Iterable[tuple[str, int]]) -> Pairs:
    """``as_pairs(as_dict(pairs))``: the pairs sorted by key, each key once, counts > 0. Pairs
    already so (nearly always: the context carries them so) are returned as they are."""
    if type(pairs) is tuple:
        last = None
        for pair in pairs:
            if (
                type(pair) is not tuple
                or len(pair) != 2
                or type(pair[1]) is not int
                or pair[1] <= 0
                or (last is not None and pair[0] <= last)
            ):
                break
            last = pair[0]
        else:
            return pairs
    return as_pairs(as_dict(pairs))


def total(pairs: Pairs) -> int:
    return sum(n for _, n in pairs)


def troop_from(
    space: str, units: Pairs, creature: tuple[str, str] | None, corrupted: Pairs = ()
) -> Troop:
    """A board troop from carried tuples (``creature`` is ``(tile, controller)`` or None)."""
    tile, owner = creature if creature else (None, None)
    return Troop(space, normal_pairs(units), tile, owner, normal_pairs(corrupted))


def side_seat(seats: Iterable[str]) -> str:
    """The side of a group of seats (``seth`` or ``alliance``)."""
    seats = tuple(seats)
    return side_of(seats[0]) if seats else ALLIANCE


# --- effects a troop benefits from (seed-000 Mixed troops) -----------------------------------
def troop_tiles(state: KemetState, seats: Iterable[str]) -> tuple[str, ...]:
    """The distinct non-creature tiles serving a troop: every tile of every seat with a unit in
    it (a mixed troop benefits from each *different* tile; identical ones do not stack), the
    Osiris tiles for the Alliance. Creature tiles act only through their figure (below)."""
    return _troop_tiles(
        tuple(fx.tiles_of(state, seat) for seat in seats if seat == SETH or is_member(seat))
    )


@lru_cache(maxsize=4096)
def _troop_tiles(holdings: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
    """:func:`troop_tiles` by the seats' holdings (few, and asked for at every step of a move)."""
    ids: dict[str, None] = {}
    for tiles in holdings:
        for tile_id in tiles:
            if fx.tile(tile_id).creature is None:
                ids[tile_id] = None
    return tuple(ids)


def troop_effects(
    state: KemetState,
    seats: Iterable[str],
    creature: str | None,
    hook: str,
    with_creature: bool = True,
) -> list[dict[str, Any]]:
    """The ``params`` of ``hook`` for a troop of ``seats`` going with ``creature``: its tiles,
    the Alliance's temple powers, and the creature's own tile when it is with the troop (and not
    cancelled: ``with_creature=False``)."""
    return [
        params for _, params in named_troop_effects(state, seats, creature, hook, with_creature)
    ]


def named_troop_effects(
    state: KemetState,
    seats: Iterable[str],
    creature: str | None,
    hook: str,
    with_creature: bool = True,
) -> list[tuple[str, dict[str, Any]]]:
    """:func:`troop_effects` with the name of the tile or power each comes from (the battle
    reveal names every bonus)."""
    tiles, powers, hooks = _group_holdings(state, tuple(seats))
    return _named_effects(tiles, powers, hooks, creature if with_creature else None, hook)


@by_parts(lambda state: (state.seats, state.osiris, state.temple_powers))
def _group_holdings(
    state: KemetState, seats: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[str, ...], frozenset[str]]:
    """(:func:`troop_tiles`, the temple powers serving them, the hooks of both) of a troop of
    ``seats`` (a troop's, in order: a few dozen ever), kept per seats while the seats' states,
    the Osiris tiles and the temple powers stand: a move asks for Open Gates, the free Nile
    crossing, Teleport and its payer's discounts at every step."""
    powers = state.temple_powers if any(is_member(seat) for seat in seats) else ()
    tiles = troop_tiles(state, seats)
    return tiles, powers, fx.hooks_of(tiles, powers)


def named_holding_effects(
    tiles: tuple[str, ...], powers: tuple[str, ...], creature: str | None, hook: str
) -> list[tuple[str, dict[str, Any]]]:
    """:func:`named_troop_effects` of a troop's tiles (:func:`troop_tiles`), temple powers and
    creature (None: none, or cancelled)."""
    return _named_effects(tiles, powers, fx.hooks_of(tiles, powers), creature, hook)


def _named_effects(
    tiles: tuple[str, ...],
    powers: tuple[str, ...],
    hooks: frozenset[str],
    creature: str | None,
    hook: str,
) -> list[tuple[str, dict[str, Any]]]:
    """The named effects of ``hook`` on these holdings (``hooks``: the hooks of the tiles and
    powers), as copies; a hook none of them has (the common question) is answered from the
    hook sets alone."""
    if hook not in hooks and not (creature and hook in fx.hooks_of((creature,), ())):
        return []
    return [(name, dict(params)) for name, params in _troop_params(tiles, powers, creature, hook)]


def on_map(state: KemetState, seat: str) -> bool:
    """Whether ``seat`` has a unit in a troop on the map (Corrupt a troop and Destroy two
    units need one of the member they target)."""
    return seat in seats_on_map(state)


@lru_cache(maxsize=4096)
def _troop_params(
    tiles: tuple[str, ...], powers: tuple[str, ...], creature: str | None, hook: str
) -> tuple[tuple[str, Any], ...]:
    """:func:`named_troop_effects` by holdings, kept: the same few are asked for all game
    long."""
    found = []
    for tile_id in tiles:
        tile = fx.tile(tile_id)
        found += [(tile.name, e.params) for e in tile.effects if e.hook == hook]
    if powers:
        for power in fx.data().tokens.temple_power:
            if power.id in powers:
                found += [(power.name, e.params) for e in power.effects if e.hook == hook]
    if creature:
        tile = fx.tile(creature)
        found += [(tile.name, e.params) for e in tile.effects if e.hook == hook]
    return tuple(found)


def creature_stats(creature: str | None) -> Any:
    """The creature figure's stats (strength, movement, …), or None."""
    return fx.tile(creature).creature if creature else None


# --- counting units wherever they are ---------------------------------------------------------
def in_flight(state: KemetState, side: str) -> int:
    """Units of ``side`` lifted off the board by a pending move or battle (their decisions
    carry them). The victory check "no Alliance unit on the board" must add these."""
    count = 0
    for pending in state.pending:
        for key in ("units", "att_units"):
            units = pending.get(key) or ()
            count += sum(n for seat, n in units if side_of(seat) == side)
    return count


# --- continuations -------------------------------------------------------------------------------
def resume(state: KemetState, name: str) -> tuple[KemetState, tuple[Event, ...]]:
    """Carry on the flow named ``name`` once a sub-decision it pushed is answered (a flow is
    data, so it is named, not stored as a function: ``state.tables.RESUMES``); ``""``: none."""
    return RESUMES[name](state) if name else (state, ())


# --- PP shared by a mixed troop (seed-000 Prayer Points and mixed troops) ---------------------------
PP_SHARE = "pp-share"


def share_pp(
    state: KemetState, seats: Iterable[str], pp: int, why: str, then: str = ""
) -> tuple[KemetState, tuple[Event, ...], bool]:
    """Give ``pp`` PP to a troop of ``seats``: one seat takes them all; several Alliance
    members split them as they choose (a ``pp-share`` decision of the Alliance, then ``then``
    resumes). Returns the state, events, and whether a decision was pushed."""
    seats = tuple(dict.fromkeys(s for s in seats if s == SETH or is_member(s)))
    if pp <= 0 or not seats:
        return state, (), False
    if len(seats) == 1:
        state, got = common.gain_pp(state, seats[0], pp)
        text = f"{common.label(state, seats[0])} gains {got} PP ({why})."
        return state, (Event("pp", text),), False
    share = decision(PP_SHARE, ALLIANCE, seats=seats, left=pp, given=(), why=why, then=then)
    return state.push(share), (), True


def _share_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("pp", seat) for seat in pp_share_context(pending)["seats"]]


def _share_apply(
    state: KemetState, pending: Decision, action: KemetAction
) -> tuple[KemetState, tuple[Event, ...]]:
    c = pp_share_context(pending)
    given = bump(c["given"], action.args[0], 1)
    left = c["left"] - 1
    if left > 0:
        return state.replace_top(pending.with_context(left=left, given=given)), ()
    state, events = state.pop(), []
    for seat, pp in given:
        state, got = common.gain_pp(state, seat, pp)
        events.append(Event("pp", f"{common.label(state, seat)} gains {got} PP ({c['why']})."))
    state, more = resume(state, c["then"])
    return state, tuple(events) + more


def _share_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    return (
        "Give the next PP to a member of this troop: "
        + ", ".join(f"pp:{s}" for s in pp_share_context(pending)["seats"])
        + "."
    )


PP_SHARE_HANDLER = Handler(_share_legal, _share_apply, _share_explain)


def alliance_units(state: KemetState) -> int:
    """Alliance units on the map, counting those a pending move or battle carries (Seth wins
    when there are none: seed-000 Victory)."""
    on_map = sum(n for t in state.troops for seat, n in t.units if is_member(seat))
    return on_map + in_flight(state, "alliance")


def seats_on_map(state: KemetState) -> frozenset[str]:
    """The seats with a unit in a troop on the map, kept for the last troops tuple (Seth's
    listing asks, for every member at every action of his turns, whether it has a unit to
    destroy or a troop to corrupt). One entry replaced at once, so another thread is never
    handed another state's answer."""
    troops = state.troops
    kept = _seats_kept[0]
    if kept[0] is not troops:
        kept = (troops, frozenset(seat for t in troops for seat, n in t.units if n > 0))
        _seats_kept[0] = kept
    return kept[1]


_seats_kept: list[tuple[tuple | None, frozenset[str]]] = [(None, frozenset())]


def alliance_on_board(state: KemetState) -> bool:
    """``alliance_units(state) > 0``, asked after every step (Seth's victory check): it stops
    at the first Alliance unit found."""
    for troop in state.troops:
        for seat, count in troop.units:
            if count > 0 and seat != SETH:
                return True
    return alliance_units(state) > 0


def share_pp_now(
    state: KemetState, seats: Iterable[str], pp: int, why: str
) -> tuple[KemetState, tuple[Event, ...]]:
    """PP a troop earns: one seat takes them all; a mixed troop's members split them as the
    Alliance chooses (seed-000 §Prayer Points and Mixed Troops), through the ``pp-share``
    decision (``pp:a2``, one PP at a time), with nothing to resume afterwards."""
    state, events, _ = share_pp(state, tuple(seats), pp, why)
    return state, events
