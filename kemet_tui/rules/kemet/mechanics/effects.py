"""Which effects are active for a seat, by hook name.

Every tile, card and token in the data names its effects as ``{hook, params}``. The engine's rule
modules ask here, at the moment a hook can act ("what battle bonuses does this seat have?"), and
implement the hook's meaning where the rule lives (movement in ``movement.py``, battle maths in
``battle``, costs in ``economy.py``…). Keeping the lookup in one place means a new tile with a
known hook is a data change only.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from kemet_tui.rules.kemet.data import KemetData, load_kemet_data
from kemet_tui.rules.kemet.state.model import is_member

if TYPE_CHECKING:
    from kemet_tui.rules.kemet.data.models import PowerTile
    from kemet_tui.rules.kemet.state.model import KemetState


@cache
def data() -> KemetData:
    """The ruleset data (loaded and validated once per process)."""
    return load_kemet_data()


@cache
def _tiles_by_id() -> dict[str, PowerTile]:
    return {tile.id: tile for tile in data().tiles.tile}


@cache
def _temple_powers_by_id() -> dict[str, Any]:
    return {power.id: power for power in data().tokens.temple_power}


def tile(tile_id: str) -> PowerTile:
    return _tiles_by_id()[tile_id]


def tiles_of(state: KemetState, seat: str) -> tuple[str, ...]:
    """The tiles whose effects serve ``seat``: its own, plus (for a member) the Osiris board's.
    Identical tiles do not stack: each id counts once."""
    owned = state.seat(seat).tiles
    osiris = state.osiris if is_member(seat) else ()
    kept = _tiles_kept.get(seat)
    if kept is not None and kept[0] is owned and kept[1] is osiris:
        return kept[2]
    distinct = tuple(dict.fromkeys(owned + osiris))
    _tiles_kept[seat] = (owned, osiris, distinct)
    return distinct


#: seat -> (its tiles, the Osiris tiles, :func:`tiles_of`'s answer), kept while both tuples are
#: the same (asked several times per action; they change only when a tile is bought or lost).
#: One tuple replaced at once per seat, so another thread is never handed another state's
#: answer.
_tiles_kept: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {}


def effects(state: KemetState, seat: str, hook: str) -> Iterator[dict[str, Any]]:
    """The ``params`` of every active effect of ``hook`` for ``seat`` (tiles, Osiris tiles and,
    for Alliance members, the temple powers the Alliance holds)."""
    for params in _active(*_holdings(state, seat), hook):
        yield dict(params)


def _holdings(state: KemetState, seat: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(tile ids, temple power ids) whose effects serve ``seat``."""
    if is_member(seat):
        return tiles_of(state, seat), state.temple_powers
    return tiles_of(state, seat), ()


def _active(
    tiles: tuple[str, ...], powers: tuple[str, ...], hook: str
) -> tuple[dict[str, Any], ...]:
    """The params of ``hook`` on these tiles and temple powers (callers get copies). A
    question about a hook the holdings lack (most of them) is answered from their kept hook
    set; the others are kept by holdings (:func:`_held`)."""
    if hook not in _hooks_of(tiles, powers):
        return ()
    return _held(tiles, powers, hook)


@lru_cache(maxsize=4096)
def _held(tiles: tuple[str, ...], powers: tuple[str, ...], hook: str) -> tuple[dict[str, Any], ...]:
    """:func:`_active` of a hook the holdings have. The rules ask this many times per action
    with the same few holdings, so the answer is kept by holdings."""
    found = [
        effect.params
        for tile_id in tiles
        for effect in tile(tile_id).effects
        if effect.hook == hook
    ]
    found += [
        effect.params
        for power_id in powers
        for effect in _temple_powers_by_id()[power_id].effects
        if effect.hook == hook
    ]
    return tuple(found)


def sources(state: KemetState, seat: str, *hooks: str) -> tuple[str, ...]:
    """The names of the tiles and temple powers giving ``seat`` an effect of any of ``hooks``
    (the same ones :func:`effects` counts): a price can say why it is lower than listed."""
    found = [
        tile(t).name for t in tiles_of(state, seat) if any(e.hook in hooks for e in tile(t).effects)
    ]
    if is_member(seat):
        powers = _temple_powers_by_id()
        found += [
            powers[p].name
            for p in state.temple_powers
            if any(e.hook in hooks for e in powers[p].effects)
        ]
    return tuple(dict.fromkeys(found))


def has(state: KemetState, seat: str, hook: str) -> bool:
    """Whether ``seat`` has any active effect of ``hook``."""
    return bool(_active(*_holdings(state, seat), hook))


def total(state: KemetState, seat: str, hook: str, param: str) -> int:
    """The sum of an integer parameter over the active effects of ``hook`` (every price asks:
    kept per question while the seat's tiles, the Osiris tiles and the temple powers are the
    same tuples)."""
    own = state.seat(seat).tiles
    member = is_member(seat)
    osiris, powers = (state.osiris, state.temple_powers) if member else ((), ())
    key = (seat, hook, param)
    kept = _totals_kept.get(key)
    if kept is not None and kept[0] is own and kept[1] is osiris and kept[2] is powers:
        return kept[3]
    value = _total(tiles_of(state, seat), powers, hook, param)
    _totals_kept[key] = (own, osiris, powers, value)
    return value


#: (seat, hook, param) -> (its tiles, the Osiris tiles, the temple powers, :func:`total`);
#: one tuple replaced at once, so another thread is never handed another state's answer
_totals_kept: dict[tuple[str, str, str], tuple[tuple, tuple, tuple, int]] = {}


def _total(tiles: tuple[str, ...], powers: tuple[str, ...], hook: str, param: str) -> int:
    """:func:`total` by holdings (asked when :func:`total`'s kept answer no longer holds: a
    question about a hook they lack costs a look at their hook set)."""
    return sum(int(p.get(param, 0)) for p in _active(tiles, powers, hook))


def own_effects(state: KemetState, seat: str, hook: str) -> Iterator[dict[str, Any]]:
    """The ``params`` of ``hook`` on the tiles ``seat`` owns itself (no Osiris tile, no temple
    power). Night income uses this so an Alliance-wide effect is not counted once per member."""
    for params in _active(tuple(dict.fromkeys(state.seat(seat).tiles)), (), hook):
        yield dict(params)


def tile_effects(tiles: tuple[str, ...], hook: str) -> tuple[dict[str, Any], ...]:
    """What :func:`own_effects` gives for a seat holding ``tiles`` (for callers that keep
    their answer by the tiles; the params are shared: read them, do not change them)."""
    return _active(tuple(dict.fromkeys(tiles)), (), hook)


def holding_effects(
    osiris: tuple[str, ...], powers: tuple[str, ...], hook: str
) -> tuple[dict[str, Any], ...]:
    """What :func:`alliance_effects` gives for these Osiris tiles and temple powers (shared
    params, as :func:`tile_effects`)."""
    return _active(tuple(dict.fromkeys(osiris)), powers, hook)


def own_hooks(state: KemetState, seat: str) -> frozenset[str]:
    """The hooks of the tiles ``seat`` owns itself (those :func:`own_effects` reads): a step
    that looks for several hooks (the night tiles) knows at once when none is there."""
    return _hooks_of(state.seat(seat).tiles, ())


def alliance_hooks(state: KemetState) -> frozenset[str]:
    """The hooks of the Osiris tiles and temple powers (those :func:`alliance_effects` reads)."""
    return _hooks_of(state.osiris, state.temple_powers)


def hooks_of(tiles: tuple[str, ...], powers: tuple[str, ...]) -> frozenset[str]:
    """The hooks of these tiles and temple powers (kept by the tuples): a question about a
    hook none of them has is answered without building the effects."""
    return _hooks_of(tiles, powers)


@lru_cache(maxsize=2048)
def _hooks_of(tiles: tuple[str, ...], powers: tuple[str, ...]) -> frozenset[str]:
    found = {effect.hook for tile_id in tiles for effect in tile(tile_id).effects}
    found.update(
        effect.hook for power_id in powers for effect in _temple_powers_by_id()[power_id].effects
    )
    return frozenset(found)


def alliance_effects(state: KemetState, hook: str) -> Iterator[dict[str, Any]]:
    """The ``params`` of ``hook`` held by the whole Alliance: Osiris tiles and temple powers
    (hooks.py: PP or cards go to one member of the Alliance's choice unless scoped otherwise)."""
    for params in _active(tuple(dict.fromkeys(state.osiris)), state.temple_powers, hook):
        yield dict(params)
