"""``kemet:2``'s search: determinised playouts of the few best candidates of a key decision.

At the Alliance's decisions that shape a game (the action space of a turn, the troop a Move
takes, the battle card to play) the bot does not trust its one-ply policy alone (``SIDES``). It samples ``WORLDS``
determinisations of the view (``rules.kemet.hidden.determinise``: the hidden cards redrawn from
those the seat cannot account for, so the real ones are never read), and in each plays every
candidate (the policy's ``WIDTH`` best) followed by ``HORIZON`` plies of every seat playing the
``kemet:1`` policy, then scores the position reached for its side (``goals.evaluate_deep``: the goals reached
and the threats left on the board). The
candidate with the best mean wins if it beats the policy's own choice by ``MARGIN``.

Budgeted in plies, never seconds, so a choice is a pure function of (seed, view) and matches
replay from their records; the budget keeps a decision well under 0.3 s on the project machine
(docs/bots.md). Inside a playout the policy's ties are broken by a generator carried along
the playout (no view digest per ply: that would cost more than the policy).
"""

from __future__ import annotations

from typing import Any

from kemet_tui.bots.kemet.goals import evaluate_deep
from kemet_tui.bots.kemet.scoring import best_of, policy_scores, side_name
from kemet_tui.core import rng
from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.kemet.state.contexts import move_context
from kemet_tui.rules.kemet.view.hidden import determinise

#: determinisations sampled per decision
WORLDS = 2
#: candidates played out per decision (the policy's best)
WIDTH = 4
#: plies of policy play after the candidate; a battle in progress is finished first
HORIZON = 40
#: at most this many more plies to see a battle through
BATTLE_GRACE = 25
#: a candidate must beat the policy's choice by this much (mean evaluation) to replace it:
#: a few noisy playouts should overrule a sound policy only when they clearly disagree
MARGIN = 2.0
#: the sides that search. Seth's policy already wins about 19 games in 20 against the
#: Alliance's (docs/bots.md): measured over 32 seeded games, the search did not make Seth win
#: more, only later, so Seth plays the policy and the search serves the Alliance, where it
#: wins more and holds out longer
SIDES = ("alliance",)
#: the decision kinds searched (a Move only when its troop is chosen)
SEARCHED = ("seth-action", "member-action", "battle-cards")


def worth_searching(view: Any, legal: list, seat: str) -> bool:
    """Whether this decision is one of the few that shape a game (and has a choice), for a
    side whose play the search improves (``SIDES``)."""
    if side_name(seat) not in SIDES:
        return False
    top = view.pending[-1]
    if top.kind == "move":
        return move_context(top)["stage"] == "troop" and len(legal) > 1
    return top.kind in SEARCHED and len(legal) > 1


def search(ruleset: Ruleset, view: Any, legal: list, seat: str, seed: int) -> Any:
    """The candidate with the best mean playout value over a few determinisations."""
    side = side_name(seat)
    prior = policy_scores(ruleset, view, legal, seat)
    order = sorted(range(len(legal)), key=lambda i: -prior[i])
    candidates = order[:WIDTH]
    if (
        len(best_of([legal[i] for i in candidates], [prior[i] for i in candidates])) == 1
        and prior[candidates[0]] - prior[candidates[1]] > 50
    ):
        return legal[candidates[0]]  # a clear call (a Ceremony, a temple): nothing to weigh
    totals = {i: 0.0 for i in candidates}
    for _ in range(WORLDS):
        world_seed, seed = rng.next_u64(seed)
        world = determinise(view, world_seed)
        for i in candidates:
            totals[i] += _value(ruleset, world, legal[i], side, world_seed ^ i)
    best = max(candidates, key=lambda i: (round(totals[i], 6), -candidates.index(i)))
    if totals[best] - totals[candidates[0]] <= MARGIN * WORLDS:
        return legal[candidates[0]]  # the playouts do not clearly disagree with the policy
    return legal[best]


def _value(ruleset: Ruleset, world: Any, action: Any, side: str, seed: int) -> float:
    try:
        state, _ = ruleset.apply(world, action)
    except Exception:  # the determinisation disagrees with an action (an order it guessed)
        return -1e4
    return evaluate_deep(playout(ruleset, state, HORIZON, seed), side)


def playout(ruleset: Ruleset, state: Any, plies: int, seed: int) -> Any:
    """``plies`` plies of the ``kemet:1`` policy for every seat (more to end a battle)."""
    generator = rng.seed_state(seed)
    for ply in range(plies + BATTLE_GRACE):
        if state.result is not None or not state.pending:
            break
        if ply >= plies and not any(d.kind == "battle" for d in state.pending):
            break
        legal = list(ruleset.legal_actions(state))
        if len(legal) == 1:
            action = legal[0]
        else:
            seat = state.pending[-1].decider
            best = best_of(legal, policy_scores(ruleset, state, legal, seat))
            action, generator = rng.choice(generator, best)
        state, _ = ruleset.apply(state, action)
    return state
