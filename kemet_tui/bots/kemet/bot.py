"""The Kemet: Seth bot: one seat (Seth or a member) and, for the Alliance, its team decisions.

It scores every legal action with the policy of the decision's kind (``policies.py``) and plays
the best; kinds without a policy are settled by a one-step look-ahead: each action is applied
to the *view* (never the true state) and the resulting position evaluated (``goals.evaluate``).
Ties are broken by a draw seeded from the bot's seed and the view, so the bot stays a pure
function of what it is shown.

Hidden information: the view blanks the other seats' hands and every deck order; the scores
read only public facts and the bot's own hand, so nothing unseen is ever sampled or read. A
look-ahead that would need a hidden card (a draw from a blanked deck) is allowed to fail: that
action then gets a neutral score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kemet_tui.bots.base import SeededBot
from kemet_tui.bots.kemet.goals import evaluate
from kemet_tui.bots.kemet.policies import SCORERS
from kemet_tui.core import rng
from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.kemet.state import SETH

#: above this many options the look-ahead is skipped (setup splits, long lists): first wins
LOOKAHEAD_LIMIT = 40


class KemetBot(SeededBot):
    """``kemet:1`` (greedy policies) and ``kemet:2`` (policies + look-ahead on close calls)."""

    def __init__(self, level: int = 1, seed: int = 0) -> None:
        super().__init__(f"kemet:{level}", seed)
        self.level = level

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        top = view.pending[-1]
        side = SETH if seat == SETH else "alliance"
        scorer = SCORERS.get(top.kind)
        if scorer is not None:
            memo: dict = {"ctx": top.context, "side": side}
            scores = [scorer(view, seat, action, memo) for action in legal]
        else:
            scores = self._lookahead(ruleset, view, legal, side)
        return self._best(ruleset, view, legal, scores)

    def _lookahead(self, ruleset, view, legal, side) -> list[float]:
        """Apply each action to the view and evaluate where it leads, for ``side``."""
        if len(legal) > LOOKAHEAD_LIMIT:
            return [0.0] * len(legal)
        scores = []
        for action in legal:
            try:
                after, _ = ruleset.apply(view, action)
                scores.append(evaluate(after, side))
            except Exception:  # a step that needs a hidden card: no opinion
                scores.append(-1e6)
        return scores

    def _best(self, ruleset, view, legal, scores) -> Any:
        """The best-scored action; among equals, one drawn from the seeded generator."""
        top = max(scores)
        best = [a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9]
        if len(best) == 1:
            return best[0]
        action, _ = rng.choice(self.rng_for(ruleset, view), best)
        return action
