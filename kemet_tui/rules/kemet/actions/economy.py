"""The economy actions: Pray, Raise a pyramid, Buy a power tile, Invocation, and their tiles.

Research §4.1–4.3 and seed-000: Pray gives 2 PP (Seth 3) plus Priest; Energy Drain pays its
holder when another player prays. Raising costs the sum of the new levels (several at once, a
new pyramid of a colour the member lacks in an empty district), less Slaves per level and
Priest of Ra once. A tile of a colour needs a controlled pyramid of that colour at least its
level, one per colour per Day, no second copy, cost = level less Priestess and Priest of Ra;
a member buys a purple tile when his 3 pyramids are all at least its level; Alliance tiles go
to the Osiris board; a creature tile's figure joins one of its buyer's troops in his city, else
his reserve, and Seth discards the matching creature card. Recruiting is in ``recruit.py``.
"""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions import recruit
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import (
    city_spaces,
    controlled_pyramids,
    creature_spots,
    draw_di,
    gain_pp,
    game_map,
    is_enemy,
    join_creature,
    label,
    own_pyramids,
    pay,
    setup_rules,
    spend_cost,
    without_one,
)
from kemet_tui.rules.kemet.mechanics.words import counted, price
from kemet_tui.rules.kemet.state.actions import KemetAction, act, make_action, pyramid_choice
from kemet_tui.rules.kemet.state.contexts import (
    buy_context,
    drop_card_context,
    place_creature_context,
)
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import SETH, KemetState, Pyramid, evolved, is_member

COLOURS = ("red", "blue", "white")
TWIN = "token-gold-twin-ceremony"


# --- Pray ----------------------------------------------------------------------------------------
def pray(state: KemetState, seat: str, token: str = ""):
    """+2 PP (Seth +3) and Priest's bonus; every other holder of Energy Drain gains its PP."""
    base = setup_rules().seth.pray_pp if seat == SETH else setup_rules().alliance.pray_pp
    state, got = gain_pp(state, seat, base + fx.total(state, seat, "pray_bonus", "pp"))
    events = [Event("pp", f"{label(state, seat)} prays: +{got} PP.")]
    for other in state.seat_ids:
        bonus = fx.total(state, other, "pp_when_other_prays", "pp") if other != seat else 0
        if bonus:
            state, got = gain_pp(state, other, bonus)
            events.append(Event("pp", f"{label(state, other)} gains {got} PP (Energy Drain)."))
    return state, tuple(events)


def invocation(state: KemetState, seat: str, token: str = ""):
    """Seth draws a Seth DI card (seed-000 §Invocation)."""
    return draw_di(state, seat, 1, "Invocation")


# --- Raise a pyramid ----------------------------------------------------------------------------------
def raise_cost(state: KemetState, seat: str, old: int, new: int) -> int:
    per_level = fx.total(state, seat, "pyramid_discount", "pp_per_level")
    base = sum(max(0, level - per_level) for level in range(old + 1, new + 1))
    return spend_cost(state, seat, base)


def colours_for(state: KemetState) -> tuple[str, ...]:
    return COLOURS + (("black",) if state.ta_seti else ())


def raise_choices(state: KemetState, seat: str) -> list[KemetAction]:
    """``raise:SITE=COLOURLEVEL`` for every affordable raise of ``seat`` (own city only, no
    enemy in the district), new pyramids of a missing colour included; and ``skip``."""
    pp = state.seat(seat).pp
    out = []
    sites: tuple[str, ...]
    if seat == SETH:
        sites = (game_map(state).seth_pyramid.id,)
    else:
        sites = tuple(s for s in city_spaces(state, seat) if not is_enemy(state.troop_at(s), seat))
    have = {p.colour for p in own_pyramids(state, seat)}
    for site in sites:
        pyramid = state.pyramid_at(site)
        paints = (
            [(pyramid.colour, pyramid.level)]
            if pyramid
            else [(c, 0) for c in colours_for(state) if c not in have]
        )
        for colour, old in paints:
            for new in range(old + 1, 5):
                if raise_cost(state, seat, old, new) <= pp:
                    out.append(act("raise", f"{site}={colour}{new}"))
    return out + [act("skip")]


def begin_raise(state: KemetState, seat: str, token: str = ""):
    return state.push(decision("raise", seat)), ()


def _raise_apply(state: KemetState, pending: Decision, action: KemetAction):
    seat, state = pending.decider, state.pop()
    if action.verb == "skip":
        return state, (Event("pyramid", f"{label(state, seat)} raises no pyramid."),)
    site, colour, level = pyramid_choice(action.args[0])
    old = state.pyramid_at(site)
    cost = raise_cost(state, seat, old.level if old else 0, level)
    text = raise_price(state, seat, old.level if old else 0, level)
    state = pay(state, seat, cost).with_pyramid(Pyramid(site, colour, level))
    return state, (
        Event(
            "pyramid",
            f"{label(state, seat)} raises the {colour} pyramid on "
            f"{site} to level {level} for {text}.",
        ),
    )


RAISE_HANDLER = Handler(
    lambda s, d: raise_choices(s, d.decider),
    _raise_apply,
    lambda s, d, a: (
        "Raise one pyramid of your city (levels you can pay: raise:SITE=COLOURLEVEL) or skip."
    ),
)


# --- Buy a power tile -----------------------------------------------------------------------------------
def tile_cost(state: KemetState, seat: str, tile_id: str, surcharge: int = 0) -> int:
    base = max(0, fx.tile(tile_id).cost - fx.total(state, seat, "tile_discount", "pp"))
    return spend_cost(state, seat, base) + surcharge


def tile_costs(state: KemetState, seat: str, tile_ids: list[str], surcharge: int = 0) -> list[int]:
    """:func:`tile_cost` of each of ``tile_ids``, the seat's discounts looked up once."""
    discount = fx.total(state, seat, "tile_discount", "pp")
    spend = fx.total(state, seat, "spend_discount", "pp")
    return [max(0, max(0, fx.tile(t).cost - discount) - spend) + surcharge for t in tile_ids]


def tile_price(state: KemetState, seat: str, tile_id: str, surcharge: int = 0) -> str:
    """What ``seat`` pays for ``tile_id`` in words: the listed price, less the discounts and
    their sources, plus Corrupt a pyramid's surcharge (the label and the log both say it)."""
    listed = fx.tile(tile_id).cost + surcharge
    why = fx.sources(state, seat, "tile_discount", "spend_discount")
    return price(tile_cost(state, seat, tile_id, surcharge), listed, why)


def raise_price(state: KemetState, seat: str, old: int, new: int) -> str:
    """A raise's price in words (the sum of the new levels, less Slaves / Priest of Ra)."""
    listed = sum(range(old + 1, new + 1))
    why = fx.sources(state, seat, "pyramid_discount", "spend_discount")
    return price(raise_cost(state, seat, old, new), listed, why)


def buy_problem(
    state: KemetState,
    seat: str,
    tile_id: str,
    colours: tuple[str, ...],
    twin: bool = False,
    surcharge: int = 0,
) -> str | None:
    """Why ``seat`` may not buy ``tile_id`` now, or None (research §4.3, seed-000 §Buy a Purple
    Power Tile)."""
    refusal = _buy_refusal(state, seat, tile_id, colours, twin, surcharge, _Levels(state, seat))
    return refusal() if refusal else None


def _buy_refusal(
    state: KemetState,
    seat: str,
    tile_id: str,
    colours: tuple[str, ...],
    twin: bool,
    surcharge: int,
    levels: _Levels,
):
    """None when ``seat`` may buy ``tile_id``, else a function saying why: the sentence is made
    only when someone asks for it, never while the legal actions are listed."""
    tile = fx.tile(tile_id)
    side = "seth" if seat == SETH else "alliance"
    if tile_id not in state.market:
        return lambda: f"{tile.name} is not for sale any more"
    if tile.colour not in colours or side not in tile.buyers:
        return lambda: f"{tile.name} cannot be bought on this space"
    if tile_id in state.seat(seat).tiles or tile_id in state.osiris:
        return lambda: f"{label(state, seat)} already has {tile.name}"
    if tile.colour in state.seat(seat).bought_colours and not twin:
        return lambda: f"{label(state, seat)} already bought a {tile.colour} tile today"
    if levels.of(tile.colour) < tile.level:
        return lambda: (
            f"{tile.name} needs a {tile.colour} pyramid of level {tile.level}"
            + (
                " (all three of the member's pyramids)"
                if tile.colour == "purple" and seat != SETH
                else ""
            )
        )
    cost = tile_cost(state, seat, tile_id, surcharge)
    if cost > state.seat(seat).pp:
        return lambda: f"{tile.name} costs {cost} PP"
    return None


class _Levels:
    """The pyramid level that counts for each colour of tile ``seat`` might buy, each worked
    out once however many tiles of that colour are on sale (:func:`pyramid_level_for`)."""

    def __init__(self, state: KemetState, seat: str) -> None:
        self.state, self.seat = state, seat
        self.found: dict[str, int] = {}

    def of(self, colour: str) -> int:
        if colour not in self.found:
            self.found[colour] = pyramid_level_for(self.state, self.seat, colour)
        return self.found[colour]


def pyramid_level_for(state: KemetState, seat: str, colour: str) -> int:
    """The level that counts for buying a tile of ``colour``: the best controlled pyramid of
    that colour; a member's purple: the lowest of his three own pyramids (0 if he lacks one)."""
    pyramids = controlled_pyramids(state, seat)
    if colour == "purple" and is_member(seat):
        own = {p.site for p in own_pyramids(state, seat)}
        levels = sorted(p.level for p in pyramids if p.site in own)
        return levels[-3] if len(levels) >= 3 else 0
    return max((p.level for p in pyramids if p.colour == colour), default=0)


def begin_buy(state: KemetState, seat: str, colour: str, token: str = ""):
    """A Buy space: Seth buys purple; a member the space's colour or purple."""
    colours = ("purple",) if seat == SETH else (colour, "purple")
    twin = token == TWIN
    ask = decision("buy", seat, colours=colours, twin=twin, surcharge=2 if twin else 0)
    return state.push(ask), ()


def buy_action(colour: str):
    """The action of the Buy space of ``colour``: :func:`begin_buy` with that colour."""

    def run(state: KemetState, seat: str, token: str = ""):
        return begin_buy(state, seat, colour, token)

    return run


def _buy_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    """The tiles :func:`_buy_refusal` says nothing against, with what does not depend on the
    tile (the buyer's tiles, colours bought, PP and discounts) read once for the whole market:
    a Buy lists every tile on sale."""
    seat, c = pending.decider, buy_context(pending)
    colours, twin, surcharge = c["colours"], c["twin"], c["surcharge"]
    levels = _Levels(state, seat)
    me = state.seat(seat)
    side = "seth" if seat == SETH else "alliance"
    owned, osiris, pp = me.tiles, state.osiris, me.pp
    bought = () if twin else me.bought_colours
    discount = fx.total(state, seat, "tile_discount", "pp")
    spend = fx.total(state, seat, "spend_discount", "pp")
    out = []
    for tile_id, tile in _on_sale(state.market):
        colour = tile.colour
        if (
            colour not in colours
            or side not in tile.buyers
            or colour in bought
            or tile_id in owned
            or tile_id in osiris
            or levels.of(colour) < tile.level
        ):
            continue
        if max(0, max(0, tile.cost - discount) - spend) + surcharge <= pp:  # tile_cost
            out.append(make_action(KemetAction, ("buy", (tile_id,))))
    out.append(make_action(KemetAction, ("skip", ())))
    return out


def _on_sale(market: tuple[str, ...]) -> tuple[tuple[str, fx.PowerTile], ...]:
    """(id, tile) of each distinct tile on sale, in market order, kept while the ``market``
    tuple stands (it changes only when a tile is bought; every Buy listing reads it). One
    entry replaced at once, so another thread is never handed another state's market."""
    kept = _sale_kept[0]
    if kept[0] is not market:
        kept = (market, tuple((t, fx.tile(t)) for t in dict.fromkeys(market)))
        _sale_kept[0] = kept
    return kept[1]


_sale_kept: list[tuple[tuple[str, ...] | None, tuple]] = [(None, ())]


def _buy_apply(state: KemetState, pending: Decision, action: KemetAction):
    seat, state = pending.decider, state.pop()
    if action.verb == "skip":
        return state, (Event("buy", f"{label(state, seat)} buys no tile."),)
    return buy(state, seat, action.args[0], buy_context(pending)["surcharge"])


def _buy_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    if action.verb == "buy" and action.args:
        try:
            c = buy_context(pending)
            reason = buy_problem(
                state, pending.decider, action.args[0], c["colours"], c["twin"], c["surcharge"]
            )
        except KeyError:
            reason = f"there is no tile {action.args[0]!r}"
        if reason:
            return f"That tile cannot be bought: {reason}."
    return "Buy a tile of this space's colour (buy:TILE) or skip."


BUY_HANDLER = Handler(_buy_legal, _buy_apply, _buy_explain)


def buy(state: KemetState, seat: str, tile_id: str, surcharge: int = 0):
    """Pay for ``tile_id``, take it (Alliance tiles onto the Osiris board), then its purchase
    effects (creature figure, battle card, mercenaries)."""
    tile = fx.tile(tile_id)
    cost, text = (
        tile_cost(state, seat, tile_id, surcharge),
        tile_price(state, seat, tile_id, surcharge),
    )
    me = state.seat(seat)  # paid, taken from the market and held: one copy of the state
    mine = {"pp": me.pp - max(0, cost), "bought_colours": me.bought_colours + (tile.colour,)}
    changes: dict[str, object] = {"market": without_one(state.market, tile_id)}
    if tile.kind == "alliance":
        changes["osiris"] = state.osiris + (tile_id,)
    else:
        mine["tiles"] = me.tiles + (tile_id,)
    changes["seats"] = state.seats_with(evolved(me, mine))
    state = evolved(state, changes)
    events = [Event("buy", f"{label(state, seat)} buys {tile.name} for {text}.")]
    state, more = _on_purchase(state, seat, tile_id)
    return state, tuple(events) + more


def _on_purchase(state: KemetState, seat: str, tile_id: str):
    tile, events = fx.tile(tile_id), []
    if tile.creature is not None:
        state, more = _creature_bought(state, seat, tile_id)
        events += more
    for effect in tile.effects:
        params = dict(effect.params)
        if effect.hook == "gain_battle_card":
            state = _gain_card(state, seat, params)
        elif effect.hook == "mercenaries":
            units = int(params["units"])
            state = state.update_seat(seat, reserve=state.seat(seat).reserve + units)
            gained = counted(units, "mercenary", "mercenaries")
            events.append(Event("units", f"{label(state, seat)} gains {gained}."))
            state = recruit.push_free_recruit(state, seat, units)
    return state, tuple(events)


def _creature_bought(state: KemetState, seat: str, tile_id: str):
    """Seth discards the creature card of a bought creature tile (seed-000 §Corrupt a
    creature); the figure joins a troop of the buyer in his city, or waits in his reserve."""
    seth = state.seat(SETH)
    cards = tuple(c for c in seth.creature_cards if _card_tile(c) != tile_id)
    events = []
    if cards != seth.creature_cards:
        state = state.update_seat(SETH, creature_cards=cards)
        events.append(
            Event("creature", f"Seth discards the creature card of {fx.tile(tile_id).name}.")
        )
    if creature_spots(state, seat):
        return state.push(decision("place-creature", seat, tile=tile_id)), tuple(events)
    reserve = state.seat(seat).creatures_in_reserve + (tile_id,)
    return state.update_seat(seat, creatures_in_reserve=reserve), tuple(events)


def _card_tile(card_id: str) -> str:
    return next(c.tile for c in fx.data().cards.creature_card if c.id == card_id)


def _place_apply(state: KemetState, pending: Decision, action: KemetAction):
    seat, tile_id, state = pending.decider, place_creature_context(pending)["tile"], state.pop()
    name = fx.tile(tile_id).name
    if action.verb == "reserve":
        reserve = state.seat(seat).creatures_in_reserve + (tile_id,)
        return state.update_seat(seat, creatures_in_reserve=reserve), (
            Event("creature", f"{label(state, seat)} keeps {name} in reserve."),
        )
    return join_creature(state, seat, action.args[0], tile_id), (
        Event("creature", f"{name} joins {label(state, seat)}'s troop on {action.args[0]}."),
    )


PLACE_CREATURE_HANDLER = Handler(
    lambda s, d: [act("put", p) for p in creature_spots(s, d.decider)] + [act("reserve")],
    _place_apply,
    lambda s, d, a: (
        "Put the creature on one of your troops in your city (put:SPACE) or keep it in reserve."
    ),
)


# --- battle cards from tiles (Offensive / Defensive Strategy, Mirror of Seth) ------------------
def _gain_card(state: KemetState, seat: str, params: dict) -> KemetState:
    me = state.seat(seat)
    hand, discard = me.battle_hand, me.battle_discard
    if params.get("take_back_discards"):
        hand, discard = hand + discard, ()
    state = state.update_seat(seat, battle_hand=hand, battle_discard=discard)
    card = str(params["card"])
    if params.get("replace_one") and hand:
        return state.push(decision("drop-card", seat, card=card))
    return state.update_seat(seat, battle_hand=hand + (card,))


def _drop_apply(state: KemetState, pending: Decision, action: KemetAction):
    seat, state = pending.decider, state.pop()
    hand = without_one(state.seat(seat).battle_hand, action.args[0]) + (
        drop_card_context(pending)["card"],
    )
    return state.update_seat(seat, battle_hand=hand), (
        Event("card", f"{label(state, seat)} swaps a battle card for the new one."),
    )


DROP_CARD_HANDLER = Handler(
    lambda s, d: [act("drop", c) for c in dict.fromkeys(s.seat(d.decider).battle_hand)],
    _drop_apply,
    lambda s, d, a: "Name the battle card that leaves the game for the new one: drop:CARD.",
)
