"""The Night (and the night tiles again at the Eclipse): income, temples, night tiles.

kemet-seth.md §Night: Seth first: + N PP, 1 Seth DI card, his night tiles. Then each member as
in base Kemet: + 2 PP, + the night PP of each temple he controls (a mixed troop splits it as its
members choose), 1 Alliance DI card, his night tiles. Seth takes no temple PP at night (he "will
only benefit from Prayer Points at the end of the day phase", seed-000 §Sacred temples).

Night tiles (hooks.py): night_pp, night_di (draw, keep), night_free_pyramid_level (Hand of
God), night_free_units (Reinforcements), steal_di (Annexation). A seat's own tiles act in its
``tiles:SEAT`` step; Alliance-wide ones (Osiris tiles, temple powers) once, in ``tiles:alliance``.
"""

from __future__ import annotations

from kemet_tui.core import rng
from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.alliance.sacred import night_pp
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import (
    add_units,
    city_spaces,
    di_card,
    discard_di,
    draw_di,
    gain_pp,
    game_map,
    is_enemy,
    label,
    members,
    remove_units,
    setup_rules,
    take_from_deck,
    temples_held,
    troop_limit,
    without_one,
)
from kemet_tui.rules.kemet.mechanics.forces import share_pp_now
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act, pyramid_choice
from kemet_tui.rules.kemet.state.contexts import (
    free_level_context,
    give_di_context,
    keep_di_context,
    reinforce_context,
    steal_di_context,
    temple_sacrifice_context,
)
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler, decider_only
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Pyramid


# --- income ----------------------------------------------------------------------------------------
def income(state: KemetState, seat: str):
    """Base night PP and the night DI card."""
    if seat == SETH:
        pp = setup_rules().seth.night_pp_per_member * state.n
        cards = setup_rules().seth.night_di
    else:
        pp, cards = setup_rules().alliance.night_pp, setup_rules().alliance.night_di
    state, got = gain_pp(state, seat, pp)
    events = (Event("pp", f"{label(state, seat)} gains {got} PP at night."),)
    state, drawn = draw_di(state, seat, cards, "night")
    return state, events + drawn


def temples(state: KemetState, _: str):
    """Queue one step per temple an Alliance troop holds (base Kemet night PP), level-3
    sacred temples included (seed-000: "considered as a classical temple")."""
    held = tuple(f"temple:{space}" for space in temples_held(state, ALLIANCE))
    return state.evolve(queue=held + state.queue), ()


def temple(state: KemetState, space_id: str):
    """A held temple's PP; one that asks a sacrifice (the Great Temple) asks first."""
    space = game_map(state).space(space_id)
    troop = state.troop_at(space_id)
    assert troop is not None, "queued only for a temple a troop holds"
    if space.sacrifice:
        decider = troop.seats[0] if len(troop.seats) == 1 else ALLIANCE
        return state.push(decision("temple-sacrifice", decider, space=space_id)), ()
    return share_pp_now(state, troop.seats, night_pp(state, space_id), f"temple {space.name}")


def _sacrifice_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    troop = state.troop_at(temple_sacrifice_context(pending)["space"])
    assert troop is not None, "asked only while the troop holds the temple"
    return [act("sacrifice", seat) for seat in troop.seats] + [act("skip")]


def _sacrifice_apply(state: KemetState, pending: Decision, action: KemetAction):
    state = state.pop()
    space = game_map(state).space(temple_sacrifice_context(pending)["space"])
    if action.verb == "skip":
        return state, (Event("temple", f"Nobody is sacrificed at {space.name}."),)
    seat = action.args[0]
    state = remove_units(state, space.id, seat, space.sacrifice)
    events = (
        Event(
            "temple",
            f"{label(state, seat)} sacrifices {counted(space.sacrifice, 'unit')} at {space.name}.",
        ),
    )
    troop = state.troop_at(space.id)
    seats = troop.seats if troop and troop.units else (seat,)
    state, more = share_pp_now(state, seats, space.temple_pp or 0, f"temple {space.name}")
    return state, events + more


TEMPLE_SACRIFICE_HANDLER = Handler(
    _sacrifice_legal,
    _sacrifice_apply,
    lambda s, d, a: "Sacrifice a unit of the troop for the temple's PP (sacrifice:SEAT), or skip.",
)


# --- night tiles --------------------------------------------------------------------------------------
#: the hooks :func:`tiles` runs for a seat, and for the Alliance's shared holdings
_NIGHT_HOOKS = frozenset(
    ("night_pp", "night_di", "night_free_pyramid_level", "night_free_units", "steal_di")
)
_ALLIANCE_NIGHT_HOOKS = frozenset(("night_pp", "night_di"))


def tiles(state: KemetState, who: str):
    """Every night tile of ``who`` (a seat, or ``alliance`` for the shared ones)."""
    if who == ALLIANCE:
        return _alliance_tiles(state)
    if not _NIGHT_HOOKS & fx.own_hooks(state, who):  # the common case: nothing to run
        return state, ()
    events: list[Event] = []
    later: list[str] = []
    for params in fx.own_effects(state, who, "night_pp"):
        state, got = gain_pp(state, who, int(params["pp"]))
        events.append(Event("pp", f"{label(state, who)} gains {got} PP from a night tile."))
    for params in fx.own_effects(state, who, "night_di"):
        draw, keep = int(params["draw"]), int(params["keep"])
        if draw <= keep:
            state, drawn = draw_di(state, who, draw, "night tile")
            events += drawn
        else:
            later.append(f"night-di:{who}:{draw}:{keep}")
    later += [
        f"free-level:{who}:{p['levels']}"
        for p in fx.own_effects(state, who, "night_free_pyramid_level")
    ]
    later += [
        f"reinforce:{who}:{p['units']}" for p in fx.own_effects(state, who, "night_free_units")
    ]
    later += [f"steal-di:{who}:{p['cards']}" for p in fx.own_effects(state, who, "steal_di")]
    return state.evolve(queue=tuple(later) + state.queue), tuple(events)


def _alliance_tiles(state: KemetState):
    """Osiris tiles and temple powers: each member's PP (Gifts of Isis), the shared card
    (Wisdom of Thoth) to the member the Alliance picks."""
    if not _ALLIANCE_NIGHT_HOOKS & fx.alliance_hooks(state):
        return state, ()
    events: list[Event] = []
    later: list[str] = []
    for params in fx.alliance_effects(state, "night_pp"):
        if params.get("scope") == "each_member":
            for member in members(state):
                state, got = gain_pp(state, member, int(params["pp"]))
                events.append(Event("pp", f"{label(state, member)} gains {got} PP (Osiris)."))
        else:
            state, more = share_pp_now(state, members(state), int(params["pp"]), "Osiris")
            events += more
    for params in fx.alliance_effects(state, "night_di"):
        later.append(f"alliance-di:{params['draw']}:{params['keep']}")
    return state.evolve(queue=tuple(later) + state.queue), tuple(events)


def alliance_di(state: KemetState, arg: str):
    return state.push(decision("give-di", ALLIANCE, what=arg)), ()


def _give_apply(state: KemetState, pending: Decision, action: KemetAction):
    draw, keep = (int(x) for x in give_di_context(pending)["what"].split(":"))
    member = action.args[0]
    state = state.pop()
    if draw <= keep:
        return draw_di(state, member, draw, "temple power")
    return state.evolve(queue=(f"night-di:{member}:{draw}:{keep}",) + state.queue), ()


GIVE_DI_HANDLER = Handler(
    lambda s, d: [act("give", m) for m in members(s)],
    _give_apply,
    lambda s, d, a: "The Alliance names the member who takes the card: give:SEAT.",
)


# --- draw some, keep some (Vision) ------------------------------------------------------------------
def night_di(state: KemetState, arg: str):
    seat, draw, keep = arg.split(":")
    state, cards, events = take_from_deck(state, seat, int(draw))
    if len(cards) <= int(keep):
        hand = state.seat(seat).di_hand + cards
        return state.update_seat(seat, di_hand=hand), events
    ask = decision("keep-di", seat, cards=cards, keep=int(keep))
    return state.push(ask), events + (
        Event(
            "draw-di", f"{label(state, seat)} looks at {len(cards)} DI cards.", irreversible=True
        ),
    )


def _keep_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("keep", card) for card in dict.fromkeys(keep_di_context(pending)["cards"])]


def _keep_apply(state: KemetState, pending: Decision, action: KemetAction):
    seat, card = pending.decider, action.args[0]
    ctx = keep_di_context(pending)
    cards = without_one(ctx["cards"], card)
    state = state.update_seat(seat, di_hand=state.seat(seat).di_hand + (card,))
    keep = ctx["keep"] - 1
    if keep > 0 and cards:
        return state.replace_top(pending.with_context(cards=cards, keep=keep)), ()
    state = discard_di(state.pop(), seat, cards)
    names = ", ".join(di_card(c).name for c in cards)
    return state, (
        Event("discard-di", f"{label(state, seat)} discards {names}.", irreversible=True),
    )


KEEP_DI_HANDLER = Handler(
    _keep_legal, _keep_apply, lambda s, d, a: "Keep one of the cards you drew: keep:CARD."
)
#: the cards drawn are the drawer's only
KEEP_DI_VIEW = decider_only("cards")


# --- Hand of God -------------------------------------------------------------------------------------
def raise_options(state: KemetState, seat: str, levels: int) -> list[KemetAction]:
    """``raise:SITE=COLOURLEVEL`` for each pyramid of ``seat`` that can go ``levels`` up, and
    a new pyramid in an empty district of his city (a colour he lacks), as the Raise action
    builds one: an empty district is a pyramid of level 0 raised (project reading of "raise
    one of your pyramids", research §4.2/§5.3; economy.raise_choices)."""
    from kemet_tui.rules.kemet.actions.economy import colours_for

    out = []
    for pyramid in state.pyramids:
        if (
            pyramid.site in _own_sites(state, seat)
            and pyramid.level < 4
            and not is_enemy(state.troop_at(pyramid.site), seat)
        ):
            new = min(4, pyramid.level + levels)
            out.append(act("raise", f"{pyramid.site}={pyramid.colour}{new}"))
    have = {p.colour for p in state.pyramids if p.site in _own_sites(state, seat)}
    for site in _own_sites(state, seat):
        if state.pyramid_at(site) is None and not is_enemy(state.troop_at(site), seat):
            out += [
                act("raise", f"{site}={c}{min(4, levels)}")
                for c in colours_for(state)
                if c not in have
            ]
    return out


def _own_sites(state: KemetState, seat: str) -> tuple[str, ...]:
    return (game_map(state).seth_pyramid.id,) if seat == SETH else city_spaces(state, seat)


def free_level(state: KemetState, arg: str):
    seat, levels = arg.split(":")
    options = raise_options(state, seat, int(levels))
    if not options:
        return state, ()
    if len(options) == 1:
        return _raise_free(state, seat, options[0])
    return state.push(decision("free-level", seat, levels=int(levels))), ()


def _raise_free(state: KemetState, seat: str, action: KemetAction):
    site, colour, level = pyramid_choice(action.args[0])
    state = state.with_pyramid(Pyramid(site, colour, level))
    return state, (
        Event("pyramid", f"{label(state, seat)} raises {site} to {colour}{level} for free."),
    )


def _free_level_apply(state: KemetState, pending: Decision, action: KemetAction):
    return _raise_free(state.pop(), pending.decider, action)


FREE_LEVEL_HANDLER = Handler(
    lambda s, d: raise_options(s, d.decider, free_level_context(d)["levels"]),
    _free_level_apply,
    lambda s, d, a: "Raise one of your pyramids for free: raise:SITE=COLOURLEVEL.",
)


# --- Reinforcements ----------------------------------------------------------------------------------
def placement_spaces(state: KemetState, seat: str) -> list[str]:
    """Where free units may go: own city spaces without an enemy, and own troops, below the
    troop limit (hooks.py night_free_units)."""
    spaces = set(city_spaces(state, seat)) | {t.space for t in state.troops if t.count(seat)}
    out = []
    for space in sorted(spaces):
        troop = state.troop_at(space)
        if not is_enemy(troop, seat) and (troop.size if troop else 0) < troop_limit(seat):
            out.append(space)
    return out


def reinforce(state: KemetState, arg: str):
    seat, units = arg.split(":")
    if state.seat(seat).reserve <= 0:
        return state, ()
    return state.push(decision("reinforce", seat, left=int(units))), ()


def _reinforce_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    if state.seat(pending.decider).reserve <= 0:
        return [act("done")]
    return [act("put", s) for s in placement_spaces(state, pending.decider)] + [act("done")]


def _reinforce_apply(state: KemetState, pending: Decision, action: KemetAction):
    seat = pending.decider
    if action.verb == "done":
        return state.pop(), ()
    state = add_units(state, seat, action.args[0])
    left = reinforce_context(pending)["left"] - 1
    state = state.replace_top(pending.with_context(left=left)) if left > 0 else state.pop()
    return state, (Event("units", f"{label(state, seat)} places a free unit on {action.args[0]}."),)


REINFORCE_HANDLER = Handler(
    _reinforce_legal,
    _reinforce_apply,
    lambda s, d, a: "Place a free unit (put:SPACE) or stop (done).",
)


# --- Annexation ----------------------------------------------------------------------------------------
def _victims(state: KemetState, seat: str) -> list[str]:
    others = members(state) if seat == SETH else (SETH,)
    return [o for o in others if state.seat(o).di_hand]


def steal_di(state: KemetState, arg: str):
    seat, cards = arg.split(":")
    victims = _victims(state, seat)
    if not victims:
        return state, ()
    if len(victims) == 1:
        return steal(state, seat, victims[0], int(cards))
    return state.push(decision("steal-di", seat, cards=int(cards))), ()


def steal(state: KemetState, thief: str, victim: str, cards: int):
    """``thief`` takes ``cards`` DI cards at random from ``victim``'s hand."""
    events = []
    for _ in range(cards):
        hand = state.seat(victim).di_hand
        if not hand:
            break
        card, seed = rng.choice(state.rng, hand)
        state = state.evolve(rng=seed).update_seat(victim, di_hand=without_one(hand, card))
        state = state.update_seat(thief, di_hand=state.seat(thief).di_hand + (card,))
        events += [
            Event(
                "steal-di",
                f"{label(state, thief)} takes a DI card from {label(state, victim)}.",
                irreversible=True,
            ),
            Event(
                "steal-di-secret",
                f"The card is {di_card(card).name}.",
                seats=(thief, victim),
                irreversible=True,
            ),
        ]
    return state, tuple(events)


def _steal_apply(state: KemetState, pending: Decision, action: KemetAction):
    return steal(state.pop(), pending.decider, action.args[0], steal_di_context(pending)["cards"])


STEAL_DI_HANDLER = Handler(
    lambda s, d: [act("steal", v) for v in _victims(s, d.decider)],
    _steal_apply,
    lambda s, d, a: "Name the player you take a DI card from: steal:SEAT.",
)
