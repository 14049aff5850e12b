"""Seth's yellow spaces that corrupt: a creature, a pyramid, a troop (seed-000 Effects of
Yellow Spaces). Each targets the member whose token Seth put there.

- **Corrupt a creature** (``corrupt-creature``: ``creature:CARD`` then ``attack:SPACE``): one of
  Seth's creature cards attacks alone, anywhere on the board. Its tile must still be for sale,
  Seth's purple pyramid at least the creature's level, the target a troop holding a unit of the
  member's colour (Khnum's Sphinx: any Alliance troop) and not in a city district (the Phoenix
  may). Seth may lay DI cards; the creature's win is 1 battle VP; afterwards the card is
  discarded and the figure stays on its tile (``battle/after.py`` ``place`` stage).
- **Corrupt a pyramid** (``corrupt-pyramid``: ``buy:TILE`` / ``skip``): Seth buys a non-purple
  tile with the member's city pyramids, of a level no higher than his purple pyramid, for 1 PP
  more (seed-000's example: purple 2 and a red 3 → red level 1 or 2 only).
- **Corrupt a troop**: a Move of Seth's with ``movement.begin_move(corrupt=member)`` (the whole
  troop, Seth pays, a battle between two members, its VP to Seth: ``movement.py``).
"""

from __future__ import annotations

from functools import cache

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions import economy
from kemet_tui.rules.kemet.actions.movement import begin_move
from kemet_tui.rules.kemet.battle import creature_targets, start_battle
from kemet_tui.rules.kemet.battle.strength import creature_card
from kemet_tui.rules.kemet.mechanics import common, forces
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.memo import by_parts
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import corrupt_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import SETH, KemetState

CREATURE = "corrupt-creature"
PYRAMID = "corrupt-pyramid"
#: Corrupt a pyramid costs the tile's price and this much more (seed-000)
PYRAMID_SURCHARGE = 1


def seth_level(state: KemetState) -> int:
    """The level of Seth's purple pyramid (0 if none)."""
    pyramid = state.pyramid_at(common.game_map(state).seth_pyramid.id)
    return pyramid.level if pyramid else 0


# --- Corrupt a creature ---------------------------------------------------------------------------
def usable_creatures(state: KemetState, member: str) -> list[str]:
    """Seth's creature cards that may attack a troop of ``member``'s colour now."""
    return [card_id for card_id in _ready_cards(state) if creature_targets(state, card_id, member)]


@by_parts(lambda state: (state.n, state.seat(SETH).creature_cards, state.market, state.pyramids))
def _ready_cards(state: KemetState) -> tuple[str, ...]:
    """Seth's creature cards whose tile is still for sale and within his pyramid's level: the
    same for every member, and kept while his cards, the market and the pyramids stand (Seth's
    listing asks :func:`creature_problem` for every member at every action of his turns)."""
    level = seth_level(state)
    out = []
    for card_id in dict.fromkeys(state.seat(SETH).creature_cards):
        tile = fx.tile(creature_card(card_id).tile)
        if tile.id in state.market and tile.level <= level:
            out.append(card_id)
    return tuple(out)


def creature_problem(state: KemetState, member: str) -> str | None:
    if not state.seat(SETH).creature_cards:
        return "Seth holds no creature card"
    if creature_reachable(state, member):
        return None
    return (
        f"no creature card can attack a troop of {common.label(state, member)} now (its tile "
        "must still be for sale, Seth's pyramid at its level, and a target outside the "
        "city districts)"
    )


def creature_reachable(state: KemetState, member: str) -> bool:
    """:func:`creature_problem` says nothing: a creature card of Seth's may attack a troop of
    ``member``'s now (asked without the sentence by Seth's listing)."""
    if not state.seat(SETH).creature_cards:
        return False
    return any(creature_targets(state, card_id, member) for card_id in _ready_cards(state))


def begin_creature(state: KemetState, seat: str, member: str):
    return state.push(decision(CREATURE, SETH, target=member, card="")), ()


def _creature_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    ctx = corrupt_context(pending)
    member, card = ctx["target"], ctx.get("card", "")
    if not card:
        return [act("creature", c) for c in usable_creatures(state, member)]
    return [act("attack", s) for s in creature_targets(state, card, member)]


def _creature_apply(state: KemetState, pending: Decision, action: KemetAction):
    if action.verb == "creature":
        chosen = Event(
            "corrupt", f"Seth chooses {creature_card(action.args[0]).name} (creature card)."
        )
        return state.replace_top(pending.with_context(card=action.args[0])), (chosen,)
    card, space = corrupt_context(pending).get("card", ""), action.args[0]
    state, events = start_battle(state.pop(), SETH, space, creature_card=card)
    text = f"Seth's {creature_card(card).name} (creature card) attacks the troop on {space}."
    return state, (Event("corrupt", text),) + events


def _creature_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    if not corrupt_context(pending).get("card"):
        return (
            "Choose the creature card that attacks (creature:CARD): its tile still for sale, "
            "Seth's pyramid at its level, a troop of the targeted colour to attack."
        )
    return (
        "Choose the troop it attacks (attack:SPACE): one holding a unit of the targeted "
        "colour, outside the city districts unless the creature may enter them."
    )


CREATURE_HANDLER = Handler(_creature_legal, _creature_apply, _creature_explain)


# --- Corrupt a pyramid ------------------------------------------------------------------------------
def pyramid_level(state: KemetState, member: str, colour: str) -> int:
    """The best pyramid of ``colour`` in ``member``'s city, capped by Seth's purple pyramid."""
    return _pyramid_levels(state, member).get(colour, 0)


@by_parts(lambda state: (state.n, state.pyramids))
def _pyramid_levels(state: KemetState, member: str) -> dict[str, int]:
    """Colour -> the level Corrupt a pyramid may use in ``member``'s city (see above), worked
    out once for all the tiles on sale and kept while the pyramids stand (read it, do not
    change it)."""
    cap, levels = seth_level(state), {}
    for pyramid in common.own_pyramids(state, member):
        levels[pyramid.colour] = max(levels.get(pyramid.colour, 0), min(pyramid.level, cap))
    return levels


def pyramid_tile_problem(state: KemetState, member: str, tile_id: str) -> str | None:
    """Why Seth may not buy ``tile_id`` with ``member``'s pyramids now, or None."""
    refusal = _tile_refusal(state, member, tile_id, _pyramid_levels(state, member))
    return refusal() if refusal else None


def _tile_refusal(state: KemetState, member: str, tile_id: str, levels: dict[str, int]):
    """None when Seth may buy ``tile_id`` with pyramids of these ``levels``, else a function
    saying why: the sentence is made only when someone asks for it, never while listing."""
    tile = fx.tile(tile_id)
    if tile_id not in state.market:
        return lambda: f"{tile.name} is not for sale any more"
    if tile.colour == "purple" or tile.kind != "market" or SETH not in tile.buyers:
        return lambda: f"{tile.name} is not a tile Seth may buy with a corrupted pyramid"
    if tile_id in state.seat(SETH).tiles:
        return lambda: f"Seth already has {tile.name}"
    if levels.get(tile.colour, 0) < tile.level:
        return lambda: (
            f"{tile.name} needs a {tile.colour} pyramid of level {tile.level} in "
            f"{common.label(state, member)}'s city and Seth's pyramid at that level"
        )
    cost = economy.tile_cost(state, SETH, tile_id, PYRAMID_SURCHARGE)
    if cost > state.seat(SETH).pp:
        return lambda: f"{tile.name} costs Seth {cost} PP"
    return None


def pyramid_tiles(state: KemetState, member: str) -> list[str]:
    """The tiles Seth may buy with ``member``'s pyramids now (those :func:`_tile_refusal`
    says nothing against), in market order."""
    levels = _pyramid_levels(state, member)
    return [t for t, colour, level in _seth_may_buy(state) if levels.get(colour, 0) >= level]


def _seth_may_buy(state: KemetState) -> tuple[tuple[str, str, int], ...]:
    """(tile, colour, level) of the tiles on sale that pass every check of
    :func:`_tile_refusal` but the member's pyramids: the same for every member."""
    pp = state.seat(SETH).pp
    return tuple(
        (tile_id, colour, level)
        for tile_id, colour, level, cost in _seth_candidates(state)
        if cost <= pp
    )


def _lowest_levels(state: KemetState) -> list[tuple[str, int]]:
    """(colour, the lowest pyramid level a tile of that colour needs) over the tiles of
    :func:`_seth_may_buy`: a member's pyramids reach one of them when one of its colours is
    at that level (worked out once for all the members). Read from :func:`_level_stairs`
    with Seth's PP: his PP change at almost every turn, the tiles on sale seldom."""
    pp, lowest = state.seat(SETH).pp, []
    for colour, stairs in _level_stairs(state):
        reached = None
        for cost, level in stairs:
            if cost > pp:
                break
            reached = level
        if reached is not None:
            lowest.append((colour, reached))
    return lowest


@by_parts(lambda state: (state.market, state.seat(SETH).tiles))
def _level_stairs(state: KemetState) -> tuple[tuple[str, tuple[tuple[int, int], ...]], ...]:
    """For each colour of :func:`_seth_candidates`, its (price, level) pairs by price, each a
    lower level than the cheaper ones: the last pair Seth's PP pay is the lowest level he
    may reach in that colour."""
    by_colour: dict[str, list[tuple[int, int]]] = {}
    for _, colour, level, cost in _seth_candidates(state):
        by_colour.setdefault(colour, []).append((cost, level))
    out = []
    for colour, pairs in by_colour.items():
        stairs: list[tuple[int, int]] = []
        for cost, level in sorted(pairs):
            if not stairs or level < stairs[-1][1]:
                stairs.append((cost, level))
        out.append((colour, tuple(stairs)))
    return tuple(out)


@by_parts(lambda state: (state.market, state.seat(SETH).tiles))
def _seth_candidates(state: KemetState) -> tuple[tuple[str, str, int, int], ...]:
    """(tile, colour, level, price) of the tiles on sale that pass every check of
    :func:`_tile_refusal` but the member's pyramids and Seth's PP. They depend on the market
    and Seth's tiles only (his discounts), which seldom change, so Seth's listing (one yellow
    space per member, every action of his turns) works them out once while they stand."""
    owned = state.seat(SETH).tiles
    ids = [t for t in dict.fromkeys(state.market) if _corruptible(t) and t not in owned]
    costs = economy.tile_costs(state, SETH, ids, PYRAMID_SURCHARGE)
    return tuple((t, fx.tile(t).colour, fx.tile(t).level, cost) for t, cost in zip(ids, costs))


@cache
def _corruptible(tile_id: str) -> bool:
    """Whether ``tile_id`` is a tile Seth may ever buy with a corrupted pyramid (a market tile
    he may buy, not purple)."""
    tile = fx.tile(tile_id)
    return tile.colour != "purple" and tile.kind == "market" and SETH in tile.buyers


def pyramid_problem(state: KemetState, member: str) -> str | None:
    """Why Corrupt a pyramid can buy nothing with ``member``'s pyramids, or None. Seth's
    listing asks it for every member at every action of his turns: the member's levels are
    kept by the pyramids, the tiles within reach by the market, Seth's tiles and PP, so this
    only compares them."""
    if member in _within_reach(state):
        return None  # some tile of pyramid_tiles is within reach
    return (
        f"no non-purple tile is within reach of {common.label(state, member)}'s pyramids, "
        "Seth's pyramid level and Seth's PP"
    )


def pyramid_reachable(state: KemetState, member: str) -> bool:
    """:func:`pyramid_problem` says nothing (asked without the sentence by Seth's listing)."""
    return member in _within_reach(state)


def _reach_parts(state: KemetState) -> tuple:
    """What :func:`_within_reach` reads: the map's size, the pyramids, the market, Seth's
    tiles and PP (not his whole seat state, which every token he places renews)."""
    seth = state.seat(SETH)
    return state.n, state.pyramids, state.market, seth.tiles, seth.pp


@by_parts(_reach_parts)
def _within_reach(state: KemetState) -> frozenset[str]:
    """The members whose pyramids reach a tile of :func:`_seth_may_buy` (one of their colours
    at that level), worked out for all of them at once and kept while the parts it reads
    stand (the map's size, the pyramids, the market, Seth's tiles and PP): Seth's listing
    asks for every member at every action of his turns."""
    lowest = _lowest_levels(state)
    return frozenset(
        member
        for member in common.members(state)
        if any(_pyramid_levels(state, member).get(colour, 0) >= level for colour, level in lowest)
    )


def begin_pyramid(state: KemetState, seat: str, member: str):
    return state.push(decision(PYRAMID, SETH, target=member)), ()


def _pyramid_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    target = corrupt_context(pending)["target"]
    return [act("buy", t) for t in pyramid_tiles(state, target)] + [act("skip")]


def _pyramid_apply(state: KemetState, pending: Decision, action: KemetAction):
    state = state.pop()
    if action.verb == "skip":
        return state, (Event("buy", "Seth buys no tile."),)
    return economy.buy(state, SETH, action.args[0], PYRAMID_SURCHARGE)


def _pyramid_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    if action.verb == "buy" and action.args:
        try:
            reason = pyramid_tile_problem(state, corrupt_context(pending)["target"], action.args[0])
        except KeyError:
            reason = f"there is no tile {action.args[0]!r}"
        if reason:
            return f"That tile cannot be bought: {reason}."
    return (
        "Buy a non-purple tile with the corrupted member's pyramids, up to Seth's pyramid "
        "level, for 1 PP more (buy:TILE), or skip."
    )


PYRAMID_HANDLER = Handler(_pyramid_legal, _pyramid_apply, _pyramid_explain)


# --- Corrupt a troop ---------------------------------------------------------------------------------
def troop_problem(state: KemetState, member: str) -> str | None:
    if forces.on_map(state, member):
        return None
    return f"{common.label(state, member)} has no troop on the map"


def begin_troop(state: KemetState, seat: str, member: str):
    return begin_move(state, SETH, corrupt=member), ()
