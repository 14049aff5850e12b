"""The end of the Day: sacred temples' prayer PP, the Alliance's temple VP, the Sanctuary
sacrifice, tokens back (kemet-seth.md §Day, "End of the day").

- A sacred temple with a prayer token gives its PP (back 1, front once at level 3) to one
  controller of its space, Seth included (seed-000: "Seth can take control of a temple but
  will only benefit from Prayer Points at the end of the day phase").
- The Alliance gains 1 permanent VP if it controls at least 2 temples (N = 2) or 3 (N ≥ 3),
  printed temples and level-3 sacred temples (seed-000 §Alliance specific rules).
- The Alliance holding the Sanctuary of All Gods may sacrifice 2 of its units there for 1
  permanent VP (research §1.1); Seth gains VP only from battles, so he never does.
- Every token goes back to its holder; the per-Day limits start again.
"""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import (
    game_map,
    label,
    members,
    remove_units,
    rules,
    setup_rules,
    temples_held,
)
from kemet_tui.rules.kemet.mechanics.forces import share_pp_now
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import sanctuary_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState


def prayer_levels(state: KemetState, _: str):
    later = tuple(
        f"prayer:{t.space}"
        for t in state.sacred_temples
        if t.prayer_token and (troop := state.troop_at(t.space)) is not None and troop.units
    )
    return state.evolve(queue=later + state.queue), ()


def prayer(state: KemetState, space: str):
    temple, troop = state.sacred_at(space), state.troop_at(space)
    assert temple is not None and troop is not None, "queued for a held temple with a token"
    token = next(p for p in fx.data().tokens.prayer_token if p.id == temple.prayer_token)
    pp = token.front_pp if temple.level >= 3 else token.back_pp
    return share_pp_now(
        state, troop.seats[:1] if troop.side == SETH else troop.seats, pp, "sacred temple prayer"
    )


def temple_vp(state: KemetState, _: str):
    need = rules().temples_for_vp(state.n)
    held = temples_held(state, ALLIANCE)
    if len(held) < need:
        return state, ()
    return state.evolve(alliance_vp=state.alliance_vp + 1), (
        Event("vp", f"The Alliance holds {len(held)} temples: +1 permanent VP."),
    )


def sanctuary(state: KemetState, _: str):
    space = game_map(state).sanctuary.id
    troop = state.troop_at(space)
    need = rules().sanctuary_sacrifice_units
    if troop is None or troop.side != ALLIANCE or troop.size < need:
        return state, ()
    return state.push(decision("sanctuary", ALLIANCE, space=space, left=need, chosen=())), ()


def _sanctuary_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    ctx = sanctuary_context(pending)
    troop = state.troop_at(ctx["space"])
    assert troop is not None, "asked only while the Alliance holds the Sanctuary"
    chosen = ctx["chosen"]
    seats = [s for s in troop.seats if troop.count(s) > chosen.count(s)]
    return [act("sacrifice", s) for s in seats] + [act("skip")]


def _sanctuary_apply(state: KemetState, pending: Decision, action: KemetAction):
    if action.verb == "skip":
        return state.pop(), (Event("sanctuary", "No sacrifice at the Sanctuary today."),)
    ctx = sanctuary_context(pending)
    chosen = ctx["chosen"] + (action.args[0],)
    left = ctx["left"] - 1
    if left:
        return state.replace_top(pending.with_context(chosen=chosen, left=left)), ()
    state = state.pop()
    for seat in chosen:
        state = remove_units(state, ctx["space"], seat, 1)
    state = state.evolve(alliance_vp=state.alliance_vp + rules().sanctuary_vp)
    who = ", ".join(label(state, s) for s in chosen)
    return state, (
        Event(
            "vp",
            f"Sacrifice at the Sanctuary ({who}): the Alliance gains "
            f"{rules().sanctuary_vp} permanent VP.",
        ),
    )


SANCTUARY_HANDLER = Handler(
    _sanctuary_legal,
    _sanctuary_apply,
    lambda s, d, a: (
        "Name whose unit is sacrificed at the Sanctuary (sacrifice:SEAT, one unit each time), "
        "or skip."
    ),
)


def tokens_back(state: KemetState, _: str):
    """Every action token returns; Seth keeps the members' tokens he was given."""
    seth = setup_rules().seth
    purple = state.n + seth.purple_tokens_over_alliance_size
    given = tuple(m for m in members(state) for _ in range(seth.tokens_from_each_member))
    kept = setup_rules().alliance.action_tokens - seth.tokens_from_each_member
    state = state.evolve(board_tokens=(), shared_extra_used=(), turn_left=())
    state = state.update_seat(
        SETH, tokens=("token-purple",) * purple + given, extra_used=(), bought_colours=()
    )
    for member in members(state):
        state = state.update_seat(
            member, tokens=("token-alliance",) * kept, extra_used=(), bought_colours=()
        )
    return state, (Event("tokens", "Every action token goes back to its holder."),)
