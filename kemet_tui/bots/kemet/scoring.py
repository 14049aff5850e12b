"""The ``kemet:1`` score of a legal action, shared by the bot and its two searches.

A decision kind with a policy (``policies.py``) is scored by it; any other kind by a one-step
look-ahead on the view (``goals.evaluate``). ``bot.py`` plays the best score; ``search.py`` and
``mcts.py`` use the same scores as their playout policy and prior, so this sits below all three.
"""

from __future__ import annotations

from typing import Any

from kemet_tui.bots.kemet.goals import evaluate
from kemet_tui.bots.kemet.policies import SCORERS
from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.kemet.state.model import SETH

#: above this many options the look-ahead is skipped (setup splits, long lists): first wins
LOOKAHEAD_LIMIT = 40


def side_name(seat: str) -> str:
    return SETH if seat == SETH else "alliance"


def policy_scores(ruleset: Ruleset, state: Any, legal: list, seat: str) -> list[float]:
    """The ``kemet:1`` score of each legal action (higher is better) for ``seat``."""
    top = state.pending[-1]
    side = side_name(seat)
    scorer = SCORERS.get(top.kind)
    if scorer is not None:
        memo: dict = {"ctx": top.context, "side": side, "ruleset": ruleset}
        return [scorer(state, seat, action, memo) for action in legal]
    return _lookahead(ruleset, state, legal, side)


def _lookahead(ruleset, state, legal, side) -> list[float]:
    """Apply each action to the state shown and evaluate where it leads, for ``side``."""
    if len(legal) > LOOKAHEAD_LIMIT:
        return [0.0] * len(legal)
    scores = []
    for action in legal:
        try:
            after, _ = ruleset.apply(state, action)
            scores.append(evaluate(after, side))
        except Exception:  # a step that needs a hidden card: no opinion
            scores.append(-1e6)
    return scores


def best_of(legal: list, scores: list[float]) -> list:
    """The actions with the top score (more than one: a tie to break)."""
    top = max(scores)
    return [a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9]
