"""A tiny game with secrets, so the bot contract is tested where hiding matters (Seti hides
nothing). Each seat holds a secret card; four turns of ``a``/``b``/``c``; the higher card plus
the number of ``a`` chosen wins. A seat's view shows its own card and hides the other's as 0."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from kemet_tui.core import rng
from kemet_tui.core.errors import NotationError
from kemet_tui.core.events import Event
from kemet_tui.core.outcome import Outcome
from kemet_tui.core.ruleset import Ruleset

SEATS = ("north", "south")
TURNS = 4


@dataclass(frozen=True, slots=True)
class ToyState:
    cards: tuple[int, int]
    chosen: tuple[str, ...] = ()

    @property
    def turn(self) -> int:
        return len(self.chosen) % 2


class HiddenToy(Ruleset[ToyState, str]):
    name = "hidden-toy"
    title = "Hidden toy"

    def new_game(self, seed: int, options: Mapping[str, Any] | None = None) -> ToyState:
        state = rng.seed_state(seed)
        north, state = rng.randbelow(state, 9)
        south, state = rng.randbelow(state, 9)
        return ToyState((north + 1, south + 1))

    def seats(self, state: ToyState) -> tuple[str, ...]:
        return SEATS

    def to_act(self, state: ToyState) -> str | None:
        return None if self.outcome(state) else SEATS[state.turn]

    def legal_actions(self, state: ToyState) -> tuple[str, ...]:
        return () if len(state.chosen) >= TURNS else ("a", "b", "c")

    def apply(self, state: ToyState, action: str) -> tuple[ToyState, tuple[Event, ...]]:
        return replace(state, chosen=state.chosen + (action,)), (Event("choice", action),)

    def outcome(self, state: ToyState) -> Outcome | None:
        if len(state.chosen) < TURNS:
            return None
        score = [state.cards[i] + state.chosen[i::2].count("a") for i in (0, 1)]
        if score[0] == score[1]:
            return Outcome((), "level")
        return Outcome((SEATS[0 if score[0] > score[1] else 1],), "higher")

    def view(self, state: ToyState, seat: str | None) -> ToyState:
        cards = tuple(c if seat == s else 0 for c, s in zip(state.cards, SEATS))
        return replace(state, cards=cards)  # type: ignore[arg-type]

    def scramble_hidden(self, state: ToyState, seat: str, seed: int) -> ToyState:
        """The state with every secret ``seat`` may not see redrawn (the contract test's hook)."""
        mine = SEATS.index(seat)
        cards = tuple(c if i == mine else 1 + (seed * 7 + i) % 9 for i, c in enumerate(state.cards))
        return replace(state, cards=cards)  # type: ignore[arg-type]

    def format_action(self, state: ToyState, action: str) -> str:
        return action

    def parse_action(self, state: ToyState, token: str) -> str:
        if token not in ("a", "b", "c"):
            raise NotationError(f"{token!r} is not a, b or c.")
        return token

    def dump_state(self, state: ToyState) -> dict[str, Any]:
        return {"cards": list(state.cards), "chosen": list(state.chosen)}

    def load_state(self, data: Mapping[str, Any]) -> ToyState:
        return ToyState(tuple(data["cards"]), tuple(data["chosen"]))  # type: ignore[arg-type]


TOY = HiddenToy()
