"""Hints on demand: the strongest bot's answer for the seat that asks, and the next best.

A hint is computed from what the asking seat may know (its view) and its own legal answers,
exactly as that seat's computer player would be handed them, so it can show no secret the
seat does not hold. The first hint is the strongest bot's own choice (``kemet:3``, ``seti:3``:
the same search, the same seed, so it agrees with what that bot would play from this view);
the others are the best of the rest by the bot's one-ply judgement (the ``kemet:1`` policy's
scores, the Seti greedy bot's count of material and ground). Each answer carries a reason
drawn from those same terms (``kemet/reasons.py``, ``seti/reasons.py``): the battle it wins by
the bot's odds, the temple it holds, the piece it takes. Pure and deterministic: the screen runs
it on a worker thread and asks the same question twice for the same answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kemet_tui.bots.registry import family_of, make_bot
from kemet_tui.core.ruleset import Ruleset

#: the bot a hint asks, by game family
STRONGEST = {"kemet": "kemet:3", "seti": "seti:3"}
#: how many answers a hint shows
COUNT = 3


@dataclass(frozen=True, slots=True)
class Hint:
    """One suggested answer: its token (as typed) and why, in the bot's own terms; ``chosen``
    marks the strongest bot's own choice."""

    token: str
    reason: str
    chosen: bool = False


def hints(
    ruleset: Ruleset, view: Any, legal: Sequence[Any], seat: str, count: int = COUNT, seed: int = 0
) -> tuple[Hint, ...]:
    """Up to ``count`` answers for ``seat`` from its ``view``, the bot's own choice first."""
    legal = list(legal)
    if not legal:
        return ()
    family = family_of(ruleset.name) or "seti"
    spec = STRONGEST[family]
    pick = make_bot(spec, seed).choose(ruleset, view, legal, seat)
    scored = _scores(family, ruleset, view, legal, seat)
    first = Hint(ruleset.format_action(view, pick), why(family, ruleset, view, pick, seat), True)
    rest = sorted(
        (i for i, action in enumerate(legal) if action != pick), key=lambda i: -scored[i]
    )[: count - 1]
    return (first,) + tuple(
        Hint(ruleset.format_action(view, legal[i]), why(family, ruleset, view, legal[i], seat))
        for i in rest
    )


def why(family: str, ruleset: Ruleset, view: Any, action: Any, seat: str) -> str:
    """The reason for one answer, in the terms of the family's one-ply judgement."""
    if family == "kemet":
        from kemet_tui.bots.kemet.reasons import reason

        return reason(ruleset, view, action, seat)
    from kemet_tui.bots.seti.reasons import reason as seti_reason

    return seti_reason(view, action)


def _scores(family: str, ruleset: Ruleset, view: Any, legal: list, seat: str) -> list[float]:
    """The one-ply judgement of each answer (higher is better for ``seat``)."""
    if family == "kemet":
        from kemet_tui.bots.kemet.scoring import policy_scores

        return policy_scores(ruleset, view, legal, seat)
    from kemet_tui.bots.seti.greedy import score_after
    from kemet_tui.bots.seti.tables import tables
    from kemet_tui.rules.seti.movegen import apply_move

    t = tables(view.variant)
    side = view.to_move
    return [
        float(score_after(t, *apply_move(view.board, side, view.reserves, m), side)) for m in legal
    ]
