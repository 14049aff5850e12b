"""Kemet: Seth as a :class:`~kemet_tui.core.ruleset.Ruleset`.

Seats ``seth``, ``a1``..``aN``; sides ``seth`` and ``alliance``. ``to_act`` is the decider of the
pending decision: a seat, or ``alliance`` for the team's public choices. ``legal_actions`` and
``apply`` dispatch to the handler of the top decision's kind, then ``flow.advance`` runs the
automatic steps to the next decision (docs/kemet-engine.md). The ruleset assembles the tables
those look-ups read (``tables.py``, from every package's ``registry.py``) when it is made.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.events import Event
from kemet_tui.core.outcome import Outcome
from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.kemet import tables
from kemet_tui.rules.kemet.flow import advance as flow
from kemet_tui.rules.kemet.flow.setup import new_state
from kemet_tui.rules.kemet.mechanics.common import label, members
from kemet_tui.rules.kemet.state import codec
from kemet_tui.rules.kemet.state.actions import KemetAction, parse_token
from kemet_tui.rules.kemet.state.handlers import handler_for
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, side_of
from kemet_tui.rules.kemet.state.options import KemetOptions
from kemet_tui.rules.kemet.view import hidden
from kemet_tui.rules.kemet.view import seat as views
from kemet_tui.rules.kemet.view.labels import token_is_private
from kemet_tui.rules.kemet.view.summary import summary


class KemetRuleset(Ruleset[KemetState, KemetAction]):
    """Seth against an Alliance of 2 to 5 (docs/rules/kemet-seth.md)."""

    name = "kemet-seth"
    title = "Kemet: Seth"
    description = "Seth against an Alliance of 2 to 5 gods, hotseat."
    #: option bundles the conformance suite plays (tests/test_conformance.py)
    #: random games with the self-play round cap (12 rounds): without it a random game runs on
    #: for 13 to 35 rounds, and the conformance checks (every state dumped, viewed, undone)
    #: would spend that time on nothing new
    conformance_options = tuple({"alliance_size": n, "round_cap": 12} for n in (2, 3, 4, 5)) + (
        {"alliance_size": 3, "ta_seti": True, "seth_target_vp": 10, "round_cap": 12},
    )
    #: a round-capped game has no winner: ``simulate`` counts it as unfinished
    reports_draws = False
    #: DI cards, battle cards and their discards are their holders' only
    has_secrets = True

    def __init__(self) -> None:
        """The tables the rules look names up in are filled before the ruleset's first use."""
        super().__init__()
        tables.assemble()

    # --- creation and seats ------------------------------------------------------------------
    def new_game(self, seed: int, options: Mapping[str, Any] | None = None) -> KemetState:
        state = new_state(seed, KemetOptions.model_validate(dict(options or {})))
        return flow.advance(state)[0]

    def seats(self, state: KemetState) -> tuple[str, ...]:
        return state.seat_ids

    def to_act(self, state: KemetState) -> str | None:
        if state.result is not None or not state.pending:
            return None
        return state.pending[-1].decider

    def sides(self, state: KemetState) -> tuple[str, ...]:
        return (SETH, ALLIANCE)

    def side_of(self, state: KemetState, seat: str) -> str:
        return side_of(seat)

    def seat_label(self, state: KemetState, seat: str) -> str:
        if seat == ALLIANCE:
            return "The Alliance"
        name, default = label(state, seat), ("Seth" if seat == SETH else seat.upper())
        return name if name == default else f"{name} ({default})"

    # --- the rules ----------------------------------------------------------------------------
    def legal_actions(self, state: KemetState) -> Sequence[KemetAction]:
        if state.result is not None or not state.pending:
            return []
        top = state.pending[-1]
        return list(handler_for(top.kind).legal(state, top))

    def apply(self, state: KemetState, action: KemetAction) -> tuple[KemetState, tuple[Event, ...]]:
        top = state.pending[-1]
        state, events = handler_for(top.kind).apply(state, top, action)
        state, more = flow.advance(state)
        return state, tuple(events) + more

    def outcome(self, state: KemetState) -> Outcome | None:
        return state.result

    def view(self, state: KemetState, seat: str | None) -> KemetState:
        return views.view(state, seat)

    def token_visible_to(self, state_before: KemetState, token: str, seat: str | None) -> bool:
        return not token_is_private(state_before, seat)

    def scramble_hidden(self, state: KemetState, seat: str, seed: int) -> KemetState:
        """``state`` with everything ``seat`` may not see redrawn (``hidden.py``): a bot handed
        the view of the result must answer as it would the real state (the bot contract)."""
        return hidden.scramble_hidden(state, seat, seed)

    def explain_illegal(self, state: KemetState, action: KemetAction) -> str:
        top = state.decision
        if top is None:
            return "Nothing is asked now."
        explain = handler_for(top.kind).explain
        reason = explain(state, top, action) if explain else ""
        return reason or f"{action.token} is not a legal action now."

    # --- meta actions -----------------------------------------------------------------------------
    def resign(self, state: KemetState, seat: str) -> tuple[KemetState, tuple[Event, ...]]:
        """A side concedes: Seth, or any member for the whole Alliance."""
        if seat == SETH:
            result = Outcome(members(state), "Seth resigned.")
        else:
            result = Outcome((SETH,), f"The Alliance resigned ({label(state, seat)}).")
        state = state.evolve(result=result, phase="over", pending=(), queue=())
        return state, (Event("resign", result.reason),)

    # --- notation -----------------------------------------------------------------------------------
    def format_action(self, state: KemetState, action: KemetAction) -> str:
        return action.token

    def parse_action(self, state: KemetState, token: str) -> KemetAction:
        return parse_token(token)

    # --- persistence ----------------------------------------------------------------------------------
    def dump_state(self, state: KemetState) -> dict[str, Any]:
        return codec.dump(state)

    def load_state(self, data: Mapping[str, Any]) -> KemetState:
        try:
            return codec.load(data)
        except (KeyError, TypeError, ValueError) as error:
            raise SaveFileError(f"Not a Kemet: Seth state: {error}") from None

    def state_summary(self, state: KemetState) -> str:
        return summary(state)


KEMET = KemetRuleset()
