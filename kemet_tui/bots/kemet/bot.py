"""The Kemet: Seth bot: one seat (Seth or a member) and, for the Alliance, its team decisions.

``kemet:1`` scores every legal action with the policy of the decision's kind (``policies.py``)
and plays the best; kinds without a policy are settled by a one-step look-ahead: each action is
applied to the *view* (never the true state) and the resulting position evaluated
(``goals.evaluate``). Ties are broken by a draw seeded from the bot's seed and the view, so the
bot stays a pure function of what it is shown.

``kemet:2`` plays the same policy, except at the Alliance's decisions that shape a game (which
action space to take, which troop to move, which battle card to play): there it searches
(``search.py``), sampling determinisations of the hidden cards consistent with the view and
playing each candidate out with the ``kemet:1`` policy. As Seth it plays the policy (the search
did not make Seth stronger: docs/bots.md).

``kemet:3`` searches the key decisions of both sides (``mcts.py``): information-set Monte Carlo
tree search over determinisations of the view, the policy as prior and as playout policy, a
budget of simulated plies per decision scaled to 2 s of processor time (``mcts.budget``), or
an explicit number of iterations (``kemet:3/8``).

Hidden information: the view blanks the other seats' hands and every deck order; the policy
scores read only public facts and the bot's own hand, so nothing unseen is ever read. A
look-ahead that would need a hidden card (a draw from a blanked deck) is allowed to fail: that
action then gets the lowest score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kemet_tui.bots.base import SeededBot
from kemet_tui.bots.kemet import mcts, search
from kemet_tui.bots.kemet.scoring import best_of, policy_scores
from kemet_tui.core import rng
from kemet_tui.core.ruleset import Ruleset


class KemetBot(SeededBot):
    """``kemet:1`` (greedy policies), ``kemet:2`` (policies + determinised playouts) and
    ``kemet:3`` (policies + information-set MCTS: ``iterations`` per searched decision, or
    by default ``mcts.budget``'s)."""

    def __init__(self, level: int = 1, seed: int = 0, iterations: int | None = None) -> None:
        super().__init__(f"kemet:{level}" + (f"/{iterations}" if iterations else ""), seed)
        self.level = level
        #: ``kemet:3/<n>``'s iterations a searched decision; ``None``: ``mcts.budget``'s
        self.iterations = iterations

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        if self.level >= 3:
            if mcts.worth_searching(view, legal, seat):
                return mcts.search(
                    ruleset, view, legal, seat, self.rng_for(ruleset, view), self.iterations
                )
        elif self.level == 2:
            if search.worth_searching(view, legal, seat):
                return search.search(ruleset, view, legal, seat, self.rng_for(ruleset, view))
        best = best_of(legal, policy_scores(ruleset, view, legal, seat))
        if len(best) == 1:
            return best[0]
        action, _ = rng.choice(self.rng_for(ruleset, view), best)
        return action
