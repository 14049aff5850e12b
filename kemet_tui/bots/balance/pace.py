"""How fast each side of one game moved towards its victory: the round each goal was first met,
and which of Seth's actions won him his battle VP.

A game's length is the earlier of two clocks: Seth's battle VP, and the last of the Alliance's
three conditions (a level-3 sacred temple, the Great Ceremony, 6 permanent VP). Telling the
clocks apart says which one a change to the content moves; the harness prints their means.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kemet_tui.rules.kemet.mechanics.victory import has_level_three_temple
from kemet_tui.rules.kemet.state.actions import placement_choice, split_token

#: the goals whose first round the harness reports, in report order
SACRED_TEMPLE = "level-3 sacred temple"
CEREMONY = "Great Ceremony"
SIX_VP = "the Alliance's permanent VP"
SETH_HALFWAY = "Seth at half his VP"
GOALS = (SACRED_TEMPLE, CEREMONY, SIX_VP, SETH_HALFWAY)


@dataclass(frozen=True, slots=True)
class Pace:
    """``reached``: (goal, round it was first met) for each goal met; ``seth_vp_by_action``:
    (Seth's action, battle VP it won him), the action being the space of his last placement."""

    reached: tuple[tuple[str, int], ...] = ()
    seth_vp_by_action: tuple[tuple[str, int], ...] = ()


class PaceTracker:
    """Watches a game ply by ply (``seen``), then says its :class:`Pace` (``pace``)."""

    def __init__(self) -> None:
        self._reached: dict[str, int] = {}
        self._vp: Counter[str] = Counter()
        self._seth_action = ""

    def seen(self, before, after, seat: str, token: str) -> None:
        """``seat`` answered ``token``, which took the game from ``before`` to ``after``."""
        action = split_token(token)
        if seat == "seth" and action.verb == "act" and action.args:
            self._seth_action = placement_choice(action.args[0]).short
        if after.seth_vp > before.seth_vp:
            self._vp[self._seth_action or "other"] += after.seth_vp - before.seth_vp
        for goal in GOALS:
            if goal not in self._reached and _met(after, goal):
                self._reached[goal] = after.round

    def pace(self) -> Pace:
        return Pace(
            tuple((g, self._reached[g]) for g in GOALS if g in self._reached),
            tuple(sorted(self._vp.items())),
        )


def _met(state, goal: str) -> bool:
    if goal == SACRED_TEMPLE:
        return has_level_three_temple(state)
    if goal == CEREMONY:
        return state.great_ceremony_done
    if goal == SIX_VP:
        from kemet_tui.rules.kemet.mechanics.common import rules

        return state.alliance_vp >= rules().alliance_permanent_vp_target
    return 2 * state.seth_vp >= state.seth_target_vp
