"""The contract every game implements: a pure rules API (OpenSpiel's State, boardgame.io's reducer).

States are immutable values. ``apply`` trusts its action (the fast path for bots, perft and replay);
``Engine.play`` is the checked path that calls ``check`` first. Legal actions are the single source
of truth: the UI offers only what ``legal_actions`` lists.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Generic, TypeVar

from kemet_tui.core.errors import IllegalAction
from kemet_tui.core.events import Event
from kemet_tui.core.notation import closest_tokens
from kemet_tui.core.outcome import Outcome

S = TypeVar("S")
A = TypeVar("A")


class Ruleset(ABC, Generic[S, A]):
    """One game. Subclasses are stateless: every method takes the state it works on."""

    #: registry name, e.g. ``"seti-aleph"``
    name: str = ""
    #: title shown in the picker
    title: str = ""
    #: one line of description for the picker
    description: str = ""
    #: whether a seat may hold what the others may not see (cards in hand, a face-down
    #: choice); then the seed, which decides every hidden draw, is a secret too
    has_secrets: bool = False
    #: the options ``kemet-tui perft`` counts under, and whether it has a repetition rule
    #: (``--repetition-draw`` switches it on; a ruleset without one refuses the flag)
    perft_options: Mapping[str, Any] = {}
    has_repetition_rule: bool = False

    # --- creation and seats -------------------------------------------------------------
    @abstractmethod
    def new_game(self, seed: int, options: Mapping[str, Any] | None = None) -> S:
        """The start state for ``seed`` and the ruleset's options (validated here)."""

    @abstractmethod
    def seats(self, state: S) -> tuple[str, ...]:
        """Every seat of this game, in table order."""

    @abstractmethod
    def to_act(self, state: S) -> str | None:
        """The seat whose decision the game waits for, or ``None`` once the game is over."""

    def sides(self, state: S) -> tuple[str, ...]:
        """The sides that can win (teams); by default every seat is its own side."""
        return self.seats(state)

    def side_of(self, state: S, seat: str) -> str:
        """The side a seat plays for."""
        return seat

    def seat_label(self, state: S, seat: str) -> str:
        """How a seat is named to the players (a curtain says "pass to <label>")."""
        return seat.capitalize()

    # --- the rules ------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, state: S) -> Sequence[A]:
        """Every action the seat to act may take now; empty once the game is over."""

    @abstractmethod
    def apply(self, state: S, action: A) -> tuple[S, tuple[Event, ...]]:
        """The state after a legal ``action`` and what happened. Trusts that it is legal."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""

    def view(self, state: S, seat: str | None) -> S:
        """What ``seat`` may know of ``state``. Perfect-information games return it as it is."""
        return state

    def public_view(self, state: S) -> S:
        """What every seat may know of ``state``: the view of a spectator, who holds no seat.
        A replay watched by the whole table shows this, never the state itself."""
        return self.view(state, None)

    def token_visible_to(self, state_before: S, token: str, seat: str | None) -> bool:
        """Whether ``seat`` may read ``token``, the answer given in ``state_before`` (a secret
        choice, such as a battle card laid face down, is its decider's only). ``None`` is a
        spectator. Perfect-information games show every token."""
        return True

    def check(self, state: S, action: A) -> None:
        """Raise :class:`IllegalAction` with a reason unless ``action`` is legal now."""
        if self.outcome(state) is not None:
            raise IllegalAction("The game is over.")
        if action not in self.legal_actions(state):
            raise IllegalAction(self.explain_illegal(state, action), self.suggest(state, action))

    def explain_illegal(self, state: S, action: A) -> str:
        """Why ``action`` is not legal; rulesets override this with the specific rule."""
        return f"{self.format_action(state, action)} is not a legal move now."

    def suggest(self, state: S, action_or_token: A | str) -> tuple[str, ...]:
        """The closest legal actions in notation, for an error message."""
        token = (
            action_or_token
            if isinstance(action_or_token, str)
            else self.format_action(state, action_or_token)
        )
        legal = [self.format_action(state, a) for a in self.legal_actions(state)]
        return closest_tokens(token, legal)

    def perft(self, state: S, depth: int) -> int:
        """Leaves of the legal-action tree ``depth`` plies deep; rulesets may override with a
        faster count that must give the same numbers."""
        if depth == 0:
            return 1
        actions = self.legal_actions(state)
        if depth == 1:
            return len(actions)
        return sum(self.perft(self.apply(state, a)[0], depth - 1) for a in actions)

    # --- meta actions (not moves: never in legal_actions, never counted by perft) ----------
    def resign(self, state: S, seat: str) -> tuple[S, tuple[Event, ...]]:
        """``seat`` concedes; rulesets that support it override this."""
        raise IllegalAction("This game cannot be resigned.")

    def agree_draw(self, state: S) -> tuple[S, tuple[Event, ...]]:
        """Both sides agree to a draw; rulesets that support it override this."""
        raise IllegalAction("This game has no draw by agreement.")

    # --- notation ---------------------------------------------------------------------------
    @abstractmethod
    def format_action(self, state: S, action: A) -> str:
        """The action as a notation token, in the context of ``state``."""

    @abstractmethod
    def parse_action(self, state: S, token: str) -> A:
        """The action a token means in ``state``; raises NotationError if it is malformed."""

    # --- persistence --------------------------------------------------------------------------
    @abstractmethod
    def dump_state(self, state: S) -> dict[str, Any]:
        """The state as JSON-ready data (round-trips through ``load_state``)."""

    @abstractmethod
    def load_state(self, data: Mapping[str, Any]) -> S:
        """A state from ``dump_state`` data."""

    def state_summary(self, state: S) -> str:
        """A short text description of the state, for ``kemet-tui show``."""
        return repr(state)
