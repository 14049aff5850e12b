"""The Great Ceremony: the Alliance pays in one go, picks a temple power, the portal opens.

seed-000 §The Great Ceremony; kemet-seth.md §Sacred temples and the Great Ceremony:

- When: at the start of an Alliance turn, before any member acts (``ceremony`` in the first
  ``alliance-turn`` decision, ``state.tables.ALLIANCE_TURN_OPTIONS``); not an action, no token;
  once a game.
- Who: the members standing on obelisk desert spaces (units of theirs there; not necessarily
  the same space). Only they pay.
- Cost: 10 × N − 4 × (the Alliance's temporary VP) PP, at least 0, paid together in one go.
  Whether it can start is judged on public facts: the PP of those members must reach the total
  (# project ruling: the hands are secret even between members, so a Blessing of Osiris lowers
  what is paid but cannot make an unaffordable Ceremony start).
- Then: DI cards (Blessing of Osiris: ``rites.py``), who pays how much (``pay:SEAT=PP``, one
  member at a time, only amounts that still let the rest be paid; a forced amount is not
  asked), the power chosen among those left (``power:ID``), the portal opens, the condition is
  marked done (``great_ceremony_done``).
"""

from __future__ import annotations

from functools import cache

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.alliance import rites
from kemet_tui.rules.kemet.alliance.sacred import power_spec
from kemet_tui.rules.kemet.mechanics.common import (
    alliance_temporary_vp,
    game_map_for,
    label,
    members,
    pay,
    rules,
    without_one,
)
from kemet_tui.rules.kemet.mechanics.memo import by_parts
from kemet_tui.rules.kemet.state.actions import KemetAction, act, share_choice
from kemet_tui.rules.kemet.state.contexts import ceremony_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, KemetState
from kemet_tui.rules.kemet.state.tables import TurnOption

KIND = "ceremony"


# --- reading ---------------------------------------------------------------------------------------
def cost(state: KemetState) -> int:
    """10 PP per member less 4 per temporary VP the Alliance holds now (seed-000)."""
    r = rules()
    return max(
        0, full_cost(state) - r.ceremony_discount_per_temporary_vp * alliance_temporary_vp(state)
    )


def full_cost(state: KemetState) -> int:
    """The cost without a temporary VP: the most :func:`cost` can be."""
    return rules().ceremony_pp_per_member * state.n


def obelisk_deserts(state: KemetState) -> tuple[str, ...]:
    return _obelisk_deserts(state.n)


@cache
def _obelisk_deserts(n: int) -> tuple[str, ...]:
    """The obelisk desert spaces of the map for ``n`` (asked at every Alliance turn)."""
    return tuple(s.id for s in game_map_for(n).spaces_of_kind("obelisk_desert"))


@by_parts(lambda state: (state.n, state.troops))
def participants(state: KemetState) -> tuple[str, ...]:
    """Members with units on an obelisk desert space, in seat order (kept by the troops: the
    bots ask it for every desert they score)."""
    troops = [t for t in map(state.troop_at, obelisk_deserts(state)) if t is not None]
    return tuple(m for m in members(state) if any(t.count(m) for t in troops))


def problem(state: KemetState) -> str | None:
    """Why the Alliance may not perform the Great Ceremony now, or None."""
    if state.great_ceremony_done:
        return "the Great Ceremony has been performed already"
    who = participants(state)
    if not who:
        return (
            "no member stands on an obelisk desert space ("
            + ", ".join(obelisk_deserts(state))
            + ")"
        )
    need, have = cost(state), sum(state.seat(m).pp for m in who)
    if have < need:
        names = ", ".join(label(state, m) for m in who)
        return f"it costs {need} PP and the members on obelisk deserts ({names}) hold {have}"
    return None


# --- ceremony in the first alliance-turn decision ------------------------------------------------------
def _options(state: KemetState) -> list[KemetAction]:
    """``ceremony`` when :func:`problem` says nothing against it (tested without writing its
    sentences: every Alliance turn asks). The cost is worked out (the temporary VP: temples
    and level-4 pyramids held) only when the PP held fall short of the full cost, the most
    it can be."""
    if state.great_ceremony_done:
        return []
    who = participants(state)
    if not who:
        return []
    have = sum(state.seat(m).pp for m in who)
    if have < full_cost(state) and have < cost(state):
        return []
    return [act("ceremony")]


def _begin(state: KemetState, action: KemetAction):
    need, who = cost(state), participants(state)
    state = state.push(decision(KIND, ALLIANCE, cost=need, payers=who, paid=(), discount=0))
    names = ", ".join(label(state, m) for m in who)
    event = Event(
        "ceremony",
        f"The Alliance begins the Great Ceremony ({names} on obelisk "
        f"deserts): {need} PP to pay together.",
    )
    state, more = rites.open_window(state, "ceremony_discount", need > 0, KIND)
    return state, (event,) + more


def _why(state: KemetState, action: KemetAction) -> str:
    reason = problem(state)
    return f"No Great Ceremony now: {reason}." if reason else "The Ceremony can begin."


#: ``ceremony`` in the first ``alliance-turn`` decision of a turn
TURN_OPTION: TurnOption = (_options, _begin, _why)


# --- paying ---------------------------------------------------------------------------------------------
def to_pay(pending: Decision) -> int:
    ctx = ceremony_context(pending)
    return max(0, ctx["cost"] - ctx["discount"])


def _left(pending: Decision) -> int:
    return to_pay(pending) - sum(n for _, n in ceremony_context(pending)["paid"])


def _payer(pending: Decision) -> str | None:
    """The next member whose share is not fixed yet."""
    ctx = ceremony_context(pending)
    done = {seat for seat, _ in ctx["paid"]}
    return next((m for m in ctx["payers"] if m not in done), None)


def amounts(state: KemetState, pending: Decision) -> range:
    """What the next payer may pay: the others after him must still be able to pay the rest."""
    payer = _payer(pending)
    assert payer is not None, "asked only while a share is still open"
    payers = ceremony_context(pending)["payers"]
    after = payers[payers.index(payer) + 1 :]
    left = _left(pending)
    low = max(0, left - sum(state.seat(m).pp for m in after))
    return range(low, min(state.seat(payer).pp, left) + 1)


def settle(state: KemetState):
    """Fix every share that leaves no choice; once all are fixed, pay them at once."""
    pending = state.decision
    assert pending is not None and pending.kind == KIND, "settled only on its own decision"
    have = sum(state.seat(m).pp for m in ceremony_context(pending)["payers"])
    if have < to_pay(pending):
        return state.pop(), (
            Event(
                "ceremony",
                "The members cannot reach the total: the Great Ceremony does not take place.",
            ),
        )
    while (payer := _payer(pending)) is not None:
        choices = amounts(state, pending)
        if len(choices) > 1:
            return state.replace_top(pending), ()
        pending = pending.with_context(
            paid=ceremony_context(pending)["paid"] + ((payer, choices[0]),)
        )
    return _pay_all(state.replace_top(pending), pending)


def _pay_all(state: KemetState, pending: Decision):
    events = []
    for seat, pp in ceremony_context(pending)["paid"]:
        if pp:
            state = pay(state, seat, pp)
            events.append(Event("ceremony", f"{label(state, seat)} pays {pp} PP."))
    state = state.replace_top(pending.with_context(stage="power"))
    state, more = _auto_power(state)
    return state, tuple(events) + more


# --- the power and the portal -------------------------------------------------------------------------
def powers_to_pick(state: KemetState) -> list[str]:
    return sorted(dict.fromkeys(state.powers_left))


def _auto_power(state: KemetState):
    choices = powers_to_pick(state)
    if len(choices) > 1:
        return state, ()
    return finish(state, choices[0] if choices else None)


def finish(state: KemetState, power: str | None):
    """The chosen power joins the Alliance's; the portal opens; the condition is met."""
    state = state.pop().evolve(portal_open=True, great_ceremony_done=True)
    events = []
    if power is not None:
        spec = power_spec(power)
        state = state.evolve(
            powers_left=without_one(state.powers_left, power),
            temple_powers=state.temple_powers + (power,),
        )
        events.append(Event("ceremony", f"The Alliance chooses the power {spec.name}: {spec.text}"))
    events.append(
        Event(
            "ceremony", "The Great Ceremony is performed: the portal of Seth opens to the Alliance."
        )
    )
    return state, tuple(events)


def _legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    if ceremony_context(pending).get("stage") == "power":
        return [act("power", p) for p in powers_to_pick(state)]
    payer = _payer(pending)
    return [act("pay", f"{payer}={n}") for n in amounts(state, pending)]


def _apply(state: KemetState, pending: Decision, action: KemetAction):
    if action.verb == "power":
        return finish(state, action.args[0])
    seat, pp = share_choice(action.args[0])
    paid = ceremony_context(pending)["paid"] + ((seat, int(pp)),)
    return settle(state.replace_top(pending.with_context(paid=paid)))


def _explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    if ceremony_context(pending).get("stage") == "power":
        return (
            "Choose one of the temple powers left: "
            + ", ".join(f"power:{p}" for p in powers_to_pick(state))
            + "."
        )
    payer, choices = _payer(pending), amounts(state, pending)
    assert payer is not None, "a share is asked only while one is open"
    return (
        f"{_left(pending)} PP are still to pay: name {label(state, payer)}'s share, "
        f"pay:{payer}=PP with PP from {choices[0]} to {choices[-1]}."
    )


CEREMONY_HANDLER = Handler(_legal, _apply, _explain)
