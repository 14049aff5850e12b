"""Who has won: Seth's conditions, then the victory checks the registries list (the Alliance's).

:func:`victory` runs after every step (``flow/advance.py``), including right after an Alliance turn
opens (the top decision is then ``alliance-turn`` with ``first`` true: the moment to look for
"a troop in a district of Seth's city at the start of its action phase"). Seth wins on his 8th
or 10th battle VP, or when the Alliance has no unit left (seed-000 §Victory conditions). His
checks come first, so when both sides meet a condition in one step Seth's is found first; then
each check of ``state.tables.VICTORY_CHECKS`` (``mechanics/registry.py`` lists
:func:`alliance_victory`).

The Alliance wins at once when it has (1) raised a sacred temple to level 3, (2) performed the
Great Ceremony and (3) at least 6 permanent VP (tokens.toml ``alliance_permanent_vp_target``),
in any order. With (1) and (2) it also wins when, at the start of an Alliance turn, one of its
troops stands in a district of Seth's city (held since it was taken: published FAQ, research
§7.2; if it was taken just before the Night, Seth has his remaining turns and the Night to
retake it). "The start of an Alliance turn" is the whole window before any member acts: the
first ``alliance-turn`` decision (# project ruling: a level-3 temple built or the Ceremony
performed in that window, with a district of Seth's city held, wins at once).
"""

from __future__ import annotations

from dataclasses import dataclass

from kemet_tui.core.outcome import Outcome
from kemet_tui.rules.kemet.mechanics.common import city_spaces, label, members, rules
from kemet_tui.rules.kemet.mechanics.forces import alliance_on_board
from kemet_tui.rules.kemet.state.contexts import alliance_turn_context
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState
from kemet_tui.rules.kemet.state.tables import VICTORY_CHECKS


def victory(state: KemetState) -> Outcome | None:
    """Seth's conditions (seed-000 §Victory conditions), then those of :data:`VICTORY_CHECKS`."""
    if state.phase == "setup" or state.result is not None:
        return state.result
    if state.seth_vp >= state.seth_target_vp:
        return Outcome(
            (SETH,), f"{label(state, SETH)} reached the target of {state.seth_target_vp} battle VP."
        )
    if not alliance_on_board(state):
        return Outcome((SETH,), "The Alliance has no unit left on the board.")
    for check in VICTORY_CHECKS:
        outcome = check(state)
        if outcome is not None:
            return outcome
    return None


def alliance_wins(state: KemetState, reason: str) -> Outcome:
    """The Outcome of an Alliance victory: every member wins."""
    return Outcome(members(state), reason)


def has_level_three_temple(state: KemetState) -> bool:
    for temple in state.sacred_temples:  # asked after every step once the Ceremony is done
        if temple.level >= 3:
            return True
    return False


def seth_districts_held(state: KemetState) -> tuple[str, ...]:
    """Districts of Seth's city where an Alliance troop (with units) stands."""
    out = []
    for space in city_spaces(state, SETH):
        troop = state.troop_at(space)
        if troop is not None and troop.units and troop.side == ALLIANCE:
            out.append(space)
    return tuple(out)


def at_alliance_turn_start(state: KemetState) -> bool:
    """Whether the Alliance turn has opened and no member has acted yet."""
    top = state.decision
    return top is not None and top.kind == "alliance-turn" and alliance_turn_context(top)["first"]


@dataclass(frozen=True, slots=True)
class Progress:
    """Where the Alliance stands on each condition (for the UI and the reasons)."""

    sacred_temple: bool
    ceremony: bool
    permanent_vp: int
    vp_target: int
    districts: tuple[str, ...]

    @property
    def vp_reached(self) -> bool:
        return self.permanent_vp >= self.vp_target


def progress(state: KemetState) -> Progress:
    return Progress(
        has_level_three_temple(state),
        state.great_ceremony_done,
        state.alliance_vp,
        rules().alliance_permanent_vp_target,
        seth_districts_held(state),
    )


def alliance_victory(state: KemetState) -> Outcome | None:
    """The Alliance's two ways to win, or None."""
    if not (state.great_ceremony_done and has_level_three_temple(state)):
        return None  # asked after every step: the common answer without working out the rest
    p = progress(state)
    if not (p.sacred_temple and p.ceremony):
        return None
    if p.vp_reached:
        return alliance_wins(
            state,
            "The Alliance has a level-3 sacred temple, has performed the "
            f"Great Ceremony and holds {p.permanent_vp} permanent VP.",
        )
    if p.districts and at_alliance_turn_start(state):
        return alliance_wins(
            state,
            "The Alliance has a level-3 sacred temple, has performed the "
            "Great Ceremony and holds a district of Seth's city "
            f"({', '.join(p.districts)}) at the start of its turn.",
        )
    return None
