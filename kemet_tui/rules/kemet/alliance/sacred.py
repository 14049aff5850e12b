"""Sacred temples: the Alliance raises them, level by level, at the start of its turn.

seed-000 §Building a Sacred Temple in the Desert; kemet-seth.md §Sacred temples:

- Where: a desert space without obelisk (``KemetMap.sacred_sites``; the portal spaces P1 and P2
  are desert spaces without obelisk too) where the Alliance has units; one sacred temple per space.
- When: at the start of an Alliance turn, before any member acts: the ``alliance`` answers
  ``temple:SPACE`` in the first ``alliance-turn`` decision
  (``state.tables.ALLIANCE_TURN_OPTIONS``). It is not an action (no token). One level per
  temple per Alliance turn, several temples in one turn; the temples built this turn are kept
  in that decision's ``built``.
- Cost: levels 1, 2, 3 sacrifice 1, 2, 3 units of the troop there, to their owners' reserves,
  no PP ("Sacrificing a unit is not a recall"); Hands of Ptah and Sacred Masons take one off
  each, at least 1 (tokens.toml, decks.toml). 3 pieces of each level in stock.
- A mixed troop: the members agree whose units are sacrificed: the ``sacred`` decision asks
  ``sacrifice:SEAT`` one unit at a time (no question when one member owns the troop or every
  unit goes).
- Level 2 draws a prayer token face down (1 PP at the end of each Day to a holder of the
  temple: ``dusk.py``); level 3 draws a temple power (the Alliance's for the rest of the game,
  whoever holds the temple), turns the prayer token face up, and the temple now counts as a
  temple: temple VP thresholds, temporary VP while held (``common.temples_held``), night PP.
- Control = having units on the space; Seth may hold it and then takes only its prayer PP.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.alliance import rites
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import game_map, label, remove_units, rules
from kemet_tui.rules.kemet.mechanics.memo import by_parts
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import alliance_turn_context, sacred_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, KemetState, SacredTemple
from kemet_tui.rules.kemet.state.tables import TurnOption

TOP_LEVEL = 3


# --- reading ---------------------------------------------------------------------------------------
def next_level(state: KemetState, space: str) -> int:
    temple = state.sacred_at(space)
    return temple.level + 1 if temple else 1


def level_cost(state: KemetState, level: int) -> int:
    """Units a level costs before any DI card: 1/2/3, less Hands of Ptah, at least 1."""
    base = rules().sacred_temple_level_costs[level - 1]
    ptah = sum(int(p["units"]) for p in fx.alliance_effects(state, "sacred_temple_discount"))
    return max(1, base - ptah)


def in_stock(state: KemetState, level: int) -> int:
    """Pieces of ``level`` not yet built (a temple of level L uses one piece of each level
    up to L)."""
    used = sum(1 for t in state.sacred_temples if t.level >= level)
    return rules().sacred_temple_stock_per_level - used


def built_this_turn(state: KemetState) -> tuple[str, ...]:
    top = state.decision
    if top is None or top.kind != "alliance-turn":
        return ()
    return alliance_turn_context(top).get("built", ())


def build_problem(state: KemetState, space: str) -> str | None:
    """Why the Alliance may not raise the sacred temple on ``space`` by a level now, or None."""
    m = game_map(state)
    if not m.has(space):
        return f"there is no space {space!r}"
    if space not in _sacred_ids(state.n):
        return f"{space} is not a desert space without obelisk"
    troop = state.troop_at(space)
    if troop is None or not troop.units or troop.side != ALLIANCE:
        return f"the Alliance has no unit on {space}"
    level = next_level(state, space)
    if level > TOP_LEVEL:
        return f"the sacred temple on {space} is complete"
    if space in built_this_turn(state):
        return f"the sacred temple on {space} already rose by a level this turn"
    if in_stock(state, level) <= 0:
        return f"the {rules().sacred_temple_stock_per_level} level-{level} pieces are all built"
    cost = level_cost(state, level)
    if troop.size < cost:
        return (
            f"level {level} needs {counted(cost, 'unit')} sacrificed and the troop on {space} has "
            f"{troop.size}"
        )
    return None


@cache
def _sacred_ids(n: int) -> frozenset[str]:
    """The ids of the map's sacred sites (asked at the start of every Alliance turn for each
    site: a set of ids, not a comparison of the map's space models one by one)."""
    return frozenset(s.id for s in fx.data().maps.for_alliance(n).sacred_sites())


def sites(state: KemetState) -> list[str]:
    """The spaces where a level can be raised now."""
    held = _alliance_spaces(state)
    return [
        site
        for site in _sacred_order(state.n)
        if site in held and build_problem(state, site) is None
    ]


@by_parts(lambda state: (state.troops,))
def _alliance_spaces(state: KemetState) -> frozenset[str]:
    """The spaces of the troops with Alliance units (the first thing a level needs: most
    deserts fail here), kept while the troops stand: every Alliance turn asks, and the
    troops seldom move between two of them."""
    return frozenset(t.space for t in state.troops if _alliance_troop(t))


@cache
def _sacred_order(n: int) -> tuple[str, ...]:
    """The ids of the map's sacred sites in map order (every Alliance turn lists them)."""
    return tuple(s.id for s in fx.data().maps.for_alliance(n).sacred_sites())


def _alliance_troop(troop) -> bool:
    """A troop with Alliance units (the first thing a level needs: most deserts fail here)."""
    return troop is not None and bool(troop.units) and troop.side == ALLIANCE


def night_pp(state: KemetState, space: str) -> int:
    """A held temple's night PP: the printed value, or for a level-3 sacred temple the
    project's value (tokens.toml ``sacred_temple_night_pp``: "considered as a classical
    temple", seed-000; # project ruling: 2 PP, the smallest printed temple's)."""
    temple = state.sacred_at(space)
    if temple is not None and temple.level >= TOP_LEVEL:
        return rules().sacred_temple_night_pp
    return game_map(state).space(space).temple_pp or 0


# --- temple:SPACE in the first alliance-turn decision ------------------------------------------------
def _options(state: KemetState) -> list[KemetAction]:
    return [act("temple", space) for space in sites(state)]


def _begin(state: KemetState, action: KemetAction):
    space = action.args[0]
    turn = state.decision
    assert turn is not None, "a temple begins in the Alliance's turn decision"
    state = state.replace_top(turn.with_context(built=built_this_turn(state) + (space,)))
    level = next_level(state, space)
    state = state.push(
        decision("sacred", ALLIANCE, space=space, level=level, discount=0, chosen=())
    )
    event = Event("sacred", f"The Alliance raises level {level} of the sacred temple on {space}.")
    state, more = rites.open_window(
        state, "sacred_temple_discount", level_cost(state, level) > 1, "sacred"
    )
    return state, (event,) + more


def _why(state: KemetState, action: KemetAction) -> str:
    if not action.args:
        return "Name the space: temple:SPACE."
    reason = build_problem(state, action.args[0])
    return (
        f"No sacred-temple level on {action.args[0]}: {reason}."
        if reason
        else "That level can be raised."
    )


#: ``temple:SPACE`` in the first ``alliance-turn`` decision of a turn
TURN_OPTION: TurnOption = (_options, _begin, _why)


# --- the sacrifice --------------------------------------------------------------------------------
def sacrifice_count(state: KemetState, pending: Decision) -> int:
    ctx = sacred_context(pending)
    return max(1, level_cost(state, ctx["level"]) - ctx["discount"])


def settle(state: KemetState):
    """After the DI window: sacrifice at once when there is nothing to choose."""
    pending = state.decision
    assert pending is not None and pending.kind == "sacred", "settled on its own decision"
    troop = state.troop_at(sacred_context(pending)["space"])
    cost = sacrifice_count(state, pending)
    if troop is None or troop.side != ALLIANCE or troop.size < cost:  # a safety net
        return state.pop(), (Event("sacred", "No unit is left to sacrifice: no level is built."),)
    if len(troop.seats) == 1:
        return finish(state, (troop.seats[0],) * cost)
    if cost >= troop.size:
        return finish(state, tuple(seat for seat, n in troop.units for _ in range(n)))
    return state, ()


def _sacrifice_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    ctx = sacred_context(pending)
    troop = state.troop_at(ctx["space"])
    assert troop is not None, "asked only while the troop stands there"
    chosen = ctx["chosen"]
    return [act("sacrifice", s) for s in troop.seats if troop.count(s) > chosen.count(s)]


def _sacrifice_apply(state: KemetState, pending: Decision, action: KemetAction):
    chosen = sacred_context(pending)["chosen"] + (action.args[0],)
    if len(chosen) >= sacrifice_count(state, pending):
        return finish(state, chosen)
    return state.replace_top(pending.with_context(chosen=chosen)), ()


def _sacrifice_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    ctx = sacred_context(pending)
    left = sacrifice_count(state, pending) - len(ctx["chosen"])
    return (
        f"Name whose unit on {ctx['space']} is sacrificed next ({left} to go): "
        "sacrifice:SEAT, a member with a unit left there."
    )


SACRED_HANDLER = Handler(_sacrifice_legal, _sacrifice_apply, _sacrifice_explain)


def finish(state: KemetState, chosen: tuple[str, ...]):
    """The units go to their reserves (no PP: not a recall) and the level is built."""
    pending = state.decision
    assert pending is not None and pending.kind == "sacred", "finished on its own decision"
    ctx = sacred_context(pending)
    space, level = ctx["space"], ctx["level"]
    state = state.pop()
    for seat in dict.fromkeys(chosen):
        state = remove_units(state, space, seat, chosen.count(seat))
    who = ", ".join(f"{chosen.count(s)} of {label(state, s)}" for s in dict.fromkeys(chosen))
    events = [
        Event(
            "sacred",
            f"Sacrificed on {space}: {who}. The sacred temple there reaches level {level}.",
        )
    ]
    temple = replace(state.sacred_at(space) or SacredTemple(space, 0), level=level)
    if level == 2:
        state, temple, more = _draw_prayer(state, temple)
        events += more
    if level == TOP_LEVEL:
        state, temple, more = _draw_power(state, temple)
        events += more
    return with_temple(state, temple), tuple(events)


def with_temple(state: KemetState, temple: SacredTemple) -> KemetState:
    others = tuple(t for t in state.sacred_temples if t.space != temple.space)
    return state.evolve(sacred_temples=tuple(sorted(others + (temple,), key=lambda t: t.space)))


def _draw_prayer(state: KemetState, temple: SacredTemple):
    """Level 2: a prayer token at random, face down (its front stays secret: view.py)."""
    if not state.prayer_tokens_left:
        return state, temple, ()
    token = state.prayer_tokens_left[-1]
    state = state.evolve(prayer_tokens_left=state.prayer_tokens_left[:-1])
    return (
        state,
        replace(temple, prayer_token=token),
        (
            Event(
                "sacred",
                f"The Alliance draws a prayer token for the temple on {temple.space}, "
                f"face down: {rules().sacred_prayer_pp_back} PP at the end of each Day.",
                irreversible=True,
            ),
        ),
    )


def _draw_power(state: KemetState, temple: SacredTemple):
    """Level 3: a temple power at random, the Alliance's from now on; the prayer token is
    turned face up."""
    events = []
    if state.powers_left:
        power = state.powers_left[-1]
        state = state.evolve(
            powers_left=state.powers_left[:-1], temple_powers=state.temple_powers + (power,)
        )
        temple = replace(temple, power=power)
        spec = power_spec(power)
        events.append(
            Event(
                "sacred",
                f"The temple on {temple.space} draws the power {spec.name}: {spec.text}",
                irreversible=True,
            )
        )
    if temple.prayer_token:
        front = prayer_spec(temple.prayer_token).front_pp
        events.append(
            Event(
                "sacred",
                f"Its prayer token is turned face up: {front} PP at the end of each Day.",
                irreversible=True,
            )
        )
    return state, temple, tuple(events)


def power_spec(power_id: str):
    return next(p for p in fx.data().tokens.temple_power if p.id == power_id)


def prayer_spec(token_id: str):
    return next(p for p in fx.data().tokens.prayer_token if p.id == token_id)
