"""``kemet:3``'s search: information-set Monte Carlo tree search over determinisations.

The bot is handed a view, never the state. Each iteration samples one determinisation of that
view (``rules.kemet.hidden.determinise``: the hidden cards redrawn from those the seat cannot
account for) and walks one tree shared by all of them (single-observer ISMCTS): the tree's
nodes are the *key* decisions that follow (``KEY_KINDS``: action spaces, the troop a Move
takes, battle cards), for every seat, and are reached by the key actions taken so far. Between
key decisions, and for the rest of the iteration, every seat plays the ``kemet:1`` policy.

- **Root: sequential halving.** The root's candidates are the policy's best action of each
  kind first (``family``: a recruit is one action whichever yellow space it comes from, a battle
  card one whatever it discards), ``WIDTH`` in all. Each is weighed with the same number of
  iterations, the better half gets the next ones, then the final two (``halving_plan``); the
  best mean of the last round is played, unless the policy's own choice is within ``MARGIN`` of
  it. With PUCT at the root, led by the policy's prior, one or two candidates took nearly all of
  so small a budget, and the most visited was played whatever the means said.
- **Prior and widening below the root.** A node ranks its legal actions by the policy's scores;
  only the best ``WIDTH`` are ever tried, and of those only ``1 + visits ** WIDEN``
  (progressive widening). Selection is PUCT: the mean value plus ``EXPLORE`` times the prior (a
  softmax of the policy's scores) over the visits.
- **Information sets.** The actions a node offers depend on the determinisation (a battle card
  another seat may hold); a child's exploration term counts how often it was *available*
  rather than how often its parent was visited.
- **Leaves.** An iteration stops ``HORIZON`` plies after the root (24 for Seth, 40 for the
  Alliance; a battle in progress is seen through) and scores the position with
  ``leaf.seth_value`` (``goals.evaluate_deep``: the goals reached plus the battle VP Seth
  threatens; and the Alliance troops at the open door of his city), squashed to [-1, 1]. The
  game is zero-sum between Seth and the Alliance: each node keeps the value for the side that
  decides there.

- **Root filter.** An action that spends the decision on nothing ("Raise no pyramid" out of
  PP, "Move no troop" while a troop could move) is not weighed while another is listed
  (``futile.py``).

Budgeted in simulated plies, never seconds (``budget``: ``PLY_BUDGET[N]`` plies over the plies
of an iteration, calibrated to 2 s of processor time a decision), or in iterations
(``kemet:3/<n>``); every draw comes from the seed handed in, so a choice is a pure function of
(seed, view): matches replay from their records, and redrawing what the seat may not see cannot
change it (the view, hence every determinisation, is the same).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from kemet_tui.bots.kemet.futile import useful
from kemet_tui.bots.kemet.leaf import seth_value
from kemet_tui.bots.kemet.scoring import best_of, policy_scores, side_name
from kemet_tui.core import rng
from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.kemet.state.contexts import move_context
from kemet_tui.rules.kemet.state.model import SETH
from kemet_tui.rules.kemet.view.hidden import determinise

#: simulated plies a searched decision of ``kemet:3`` may spend, by the Alliance's size N: the
#: budget of 2 s of processor time a decision, counted in plies so that no clock is read. A ply
#: of a playout costs about the same whichever side searches (the policy's step and the
#: rules' apply), somewhat more as N grows; calibrated with ``benchmarks/bench_kemet_search.py``
#: so that the p95 decision stays under 2 s on the project machine (docs/bots.md)
PLY_BUDGET = {2: 8400, 3: 7600, 4: 6900, 5: 6200}
#: plies from the root to a leaf, by the side deciding at the root; a battle in progress is
#: finished first. The Alliance's gains (a temple held, a sacred temple raised, a troop kept
#: out of Seth's reach) show later than Seth's battles: at 24 plies its search lost to
#: ``kemet:2``'s 40 (docs/bots.md)
HORIZON = {SETH: 24, "alliance": 40}
#: the sides whose root candidates are weighed in common worlds: each round's k-th iteration
#: of every candidate plays in the same determinisation, so candidates are compared on the
#: same hidden cards (``kemet:2`` does the same). Seth's search was measured without it
COMMON_WORLDS = ("alliance",)
#: at most this many more plies to see a battle through
BATTLE_GRACE = 25
#: candidates a node may ever try (the policy's best)
WIDTH = 5
#: a node with ``v`` visits tries ``1 + v ** WIDEN`` of them
WIDEN = 0.5
#: weight of the prior in PUCT
EXPLORE = 1.0
#: evaluation units per unit of ``tanh`` (a battle VP is 20)
SCALE = 40.0
#: temperature of the prior's softmax over policy scores
PRIOR_TEMPERATURE = 4.0
#: a policy lead this large is a clear call (a Ceremony, a temple): nothing to weigh
CLEAR_CALL = 50.0
#: a candidate must beat the policy's choice by this much (mean squashed value) to replace it
MARGIN = 0.05
#: the decision kinds that are nodes of the tree (a Move only when its troop is chosen)
KEY_KINDS = ("seth-action", "member-action", "battle-cards")
#: what the last search ran (iterations, simulated plies): read by the benchmark, never by a
#: choice
LAST = {"iterations": 0, "plies": 0}


def is_key(state: Any, legal: list) -> bool:
    """Whether this decision shapes the game enough to search (and has a choice)."""
    if len(legal) < 2:
        return False
    top = state.pending[-1]
    if top.kind == "move":
        return move_context(top)["stage"] == "troop"
    return top.kind in KEY_KINDS


def worth_searching(view: Any, legal: list, seat: str) -> bool:
    """``kemet:3`` searches the key decisions of either side."""
    return is_key(view, legal)


@dataclass
class Edge:
    """One action of a node: how often it was tried, its value sum, how often it was offered."""

    prior: float
    visits: int = 0
    total: float = 0.0
    offered: int = 0

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class Node:
    """A key decision reached by the key actions from the root, for the side deciding there."""

    side: str
    edges: dict[str, Edge] = field(default_factory=dict)
    children: dict[str, Node] = field(default_factory=dict)
    visits: int = 0


def candidates(ruleset: Ruleset, state: Any, legal: list, seat: str) -> list[tuple[Any, float]]:
    """Up to ``WIDTH`` actions with their softmax priors: the policy's choice, then the best
    action of each other kind (``ranked_by``)."""
    return ranked_by(legal, policy_scores(ruleset, state, legal, seat))


def family(token: str) -> str:
    """What an action does, without where its token comes from or what it discards.

    ``act:recruit@a2`` (Seth's token on a member's yellow space, or the Divine Will space)
    recruits like ``act:recruit``; ``fight:card-a/card-b`` plays card a whatever it discards.
    The policy scores such variants alike, so a plain top-``WIDTH`` cut would spend the whole
    search on one action told five ways and never weigh the alternatives.
    """
    return token.split("@", 1)[0].split("/", 1)[0]


def ranked_by(legal: list, scores: list[float]) -> list[tuple[Any, float]]:
    """``candidates`` from the policy's scores of ``legal``: the best of each family first
    (best family first), then the best of the rest, ``WIDTH`` in all, in that order (a smaller
    budget weighs the first few)."""
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    heads, seen = [], set()
    for i in order:
        kind = family(legal[i].token)
        if kind not in seen:
            seen.add(kind)
            heads.append(i)
    chosen = heads[:WIDTH]
    chosen += [i for i in order if i not in chosen][: WIDTH - len(chosen)]
    top = scores[chosen[0]]
    weights = [math.exp(max(-30.0, (scores[i] - top) / PRIOR_TEMPERATURE)) for i in chosen]
    total = sum(weights)
    return [(legal[i], w / total) for i, w in zip(chosen, weights, strict=True)]


def budget(view: Any, seat: str) -> int:
    """``kemet:3``'s iterations for a decision of ``seat``: its ply budget (``PLY_BUDGET``, by
    N) over the plies an iteration of its side plays (``HORIZON``). A pure function of the
    view's size and the side, never of a clock, so a choice stays a function of (seed, view)."""
    plies = PLY_BUDGET.get(view.n, PLY_BUDGET[max(PLY_BUDGET)])
    return max(1, plies // HORIZON[side_name(seat)])


def search(
    ruleset: Ruleset, view: Any, legal: list, seat: str, seed: int, iterations: int | None = None
) -> Any:
    """The root candidate sequential halving keeps, unless the policy's is about as good.
    ``iterations`` is ``kemet:3/<n>``'s explicit budget; ``None`` spends ``budget``."""
    if iterations is None:
        iterations = budget(view, seat)
    legal = useful(ruleset, view, legal)
    scores = policy_scores(ruleset, view, legal, seat)
    ranked = ranked_by(legal, scores)
    first, second = sorted(scores)[-2:][::-1] if len(scores) > 1 else (0.0, 0.0)
    if len(ranked) == 1 or first - second > CLEAR_CALL:
        return ranked[0][0]
    plan = halving_plan(len(ranked), iterations)
    root = Node(side_name(seat))
    for action, prior in ranked[: plan[0][0]]:
        root.edges[action.token] = Edge(prior)
    alive = list(root.edges)
    horizon, common = HORIZON[root.side], root.side in COMMON_WORLDS
    for width, visits in plan:
        alive = _best(root, alive)[:width]
        for _ in range(visits):
            if common:
                world_seed, seed = rng.next_u64(seed)
                world = determinise(view, world_seed)
            for token in alive:
                if not common:
                    world_seed, seed = rng.next_u64(seed)
                    world = determinise(view, world_seed)
                _iterate(ruleset, root, world, world_seed, token, horizon)
    return {a.token: a for a in legal}[_choice(root, alive, ranked[0][0].token)]


def halving_plan(candidates: int, iterations: int) -> list[tuple[int, int]]:
    """Sequential halving within ``iterations``: per round, how many candidates are still in
    and how many iterations each gets. The candidates are cut so that every round gives each
    at least one; the iterations the floors leave go to the last round.

    A budget this small cannot afford a tree's exploration at the root: led by the policy's
    prior it gives one or two candidates nearly every iteration. A determinisation redraws only the
    hidden cards and the playout policy draws only to break ties, so a few iterations already
    tell candidates apart: each is weighed first, the later iterations go to the better half,
    then to the final two.
    """
    width = min(candidates, max(1, iterations))
    while True:
        widths = [width]
        while widths[-1] > 2:
            widths.append((widths[-1] + 1) // 2)
        share = iterations // len(widths)
        plan = [(w, share // w) for w in widths]
        if all(v >= 1 for _, v in plan) or width == 1:
            break
        width -= 1
    used = sum(w * v for w, v in plan)
    last_width, last_visits = plan[-1]
    plan[-1] = (last_width, last_visits + (iterations - used) // last_width)
    return plan


def _best(root: Node, tokens: list[str]) -> list[str]:
    """``tokens`` by mean value, best first (the policy's order among equals)."""
    return sorted(tokens, key=lambda t: -round(root.edges[t].mean(), 9))


def _choice(root: Node, alive: list[str], policy_choice: str) -> str:
    """The best mean of the last round; the policy's own choice while it is within ``MARGIN``
    of it (a few playouts should overrule a sound policy only when they clearly disagree)."""
    best = _best(root, alive)[0]
    policy = root.edges.get(policy_choice)
    if policy is not None and policy.visits and root.edges[best].mean() - policy.mean() <= MARGIN:
        return policy_choice
    return best


def _iterate(
    ruleset: Ruleset,
    root: Node,
    state: Any,
    seed: int,
    first: str | None = None,
    horizon: int = HORIZON[SETH],
) -> None:
    """One descent from the root's action ``first`` (or PUCT's): select through the tree,
    expand one node, play on, back the value up."""
    generator = rng.seed_state(seed)
    path: list[tuple[Node, Edge]] = []
    node: Node | None = root
    ply = 0
    while state.result is None and state.pending and ply < horizon:
        legal = list(ruleset.legal_actions(state))
        seat = state.pending[-1].decider
        if node is not None and (ply == 0 or is_key(state, legal)):
            if not node.edges:
                for action, prior in candidates(ruleset, state, legal, seat):
                    node.edges[action.token] = Edge(prior)
            action = _forced(legal, first) if ply == 0 and first else _select(node, legal)
            if action is None:
                return  # this world does not offer the root's action: no value to back up
            edge = node.edges[action.token]
            path.append((node, edge))
            node = (
                node.children.setdefault(action.token, Node(side_name(seat)))
                if edge.visits
                else None
            )  # a first visit expands: the rest is a playout
        else:
            action, generator = _policy_action(ruleset, state, legal, seat, generator)
        try:
            state, _ = ruleset.apply(state, action)
        except Exception:  # the determinisation disagrees with a step (an order it guessed)
            break
        ply += 1
    LAST["iterations"] += 1
    LAST["plies"] += ply
    state = _finish_battle(ruleset, state, generator)
    value = math.tanh(seth_value(state) / SCALE)
    for owner, edge in path:
        owner.visits += 1
        edge.visits += 1
        edge.total += value if owner.side == SETH else -value


def _forced(legal: list, token: str) -> Any:
    """The root action sequential halving asks for (the root's actions are the view's, so a
    world lacks it only if its bookkeeping guessed wrong)."""
    return next((a for a in legal if a.token == token), None)


def _select(node: Node, legal: list) -> Any:
    """PUCT over the node's widened candidates that are legal in this determinisation."""
    here = {a.token: a for a in legal}
    allowed = 1 + int(node.visits**WIDEN)
    offered = [t for t in node.edges if t in here][:allowed]
    if not offered:  # this world allows none of the node's candidates: its first legal action
        token = legal[0].token
        node.edges.setdefault(token, Edge(0.0))
        offered = [token]
    for token in offered:
        node.edges[token].offered += 1

    def puct(token: str) -> float:
        edge = node.edges[token]
        return edge.mean() + EXPLORE * edge.prior * math.sqrt(edge.offered) / (1 + edge.visits)

    return here[max(offered, key=puct)]


def _policy_action(
    ruleset: Ruleset, state: Any, legal: list, seat: str, generator: int
) -> tuple[Any, int]:
    """The ``kemet:1`` policy's action, ties broken by the iteration's generator."""
    if len(legal) == 1:
        return legal[0], generator
    return rng.choice(generator, best_of(legal, policy_scores(ruleset, state, legal, seat)))


def _finish_battle(ruleset: Ruleset, state: Any, generator: int) -> Any:
    """Play a battle in progress to its end (its outcome is what the leaf is about)."""
    for _ in range(BATTLE_GRACE):
        if state.result is not None or not any(d.kind == "battle" for d in state.pending):
            break
        legal = list(ruleset.legal_actions(state))
        action, generator = _policy_action(
            ruleset, state, legal, state.pending[-1].decider, generator
        )
        state, _ = ruleset.apply(state, action)
    return state
