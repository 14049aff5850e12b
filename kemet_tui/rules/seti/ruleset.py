"""Seti-Aleph and Seti-Beth as a :class:`~kemet_tui.core.ruleset.Ruleset`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from kemet_tui.core import rng
from kemet_tui.core.errors import NotationError
from kemet_tui.core.events import Event
from kemet_tui.core.notation import normalise
from kemet_tui.core.outcome import Outcome
from kemet_tui.core.ruleset import Ruleset
from kemet_tui.rules.seti import movegen
from kemet_tui.rules.seti.board import COLOUR_NAMES, SEATS
from kemet_tui.rules.seti.describe import describe_move, position_text
from kemet_tui.rules.seti.explain import explain
from kemet_tui.rules.seti.notation import format_move, parse_move
from kemet_tui.rules.seti.options import SetiOptions
from kemet_tui.rules.seti.perft import perft
from kemet_tui.rules.seti.state import MOVE, SetiMove, SetiState, start_board
from kemet_tui.rules.seti.variant import variant_spec


def _same_origin(candidate: SetiMove, move: SetiMove) -> bool:
    return move.kind == MOVE == candidate.kind and candidate.origin == move.origin


def _same_target(candidate: SetiMove, move: SetiMove) -> bool:
    return candidate.kind == move.kind and candidate.target == move.target


def _same_kind(candidate: SetiMove, move: SetiMove) -> bool:
    return candidate.kind == move.kind


class SetiRuleset(Ruleset[SetiState, SetiMove]):
    """One Seti variant; ``variant`` is ``"aleph"`` or ``"beth"`` (its data in seti.toml)."""

    #: option bundles the conformance suite plays (tests/test_conformance.py)
    conformance_options: tuple[dict[str, Any], ...] = (
        {},
        {"repetition_draw": False, "players": ["Ann", "Bob"], "colours_by_lot": True},
    )

    #: perft counts under the printed rules: no threefold-repetition client rule
    perft_options = {"repetition_draw": False}
    has_repetition_rule = True

    def __init__(self, variant: str) -> None:
        spec = variant_spec(variant)  # type: ignore[arg-type]
        self.variant = variant
        self.name = spec.name
        self.title = spec.title
        self.description = spec.description

    # --- creation and seats --------------------------------------------------------------
    def new_game(self, seed: int, options: Mapping[str, Any] | None = None) -> SetiState:
        opts = SetiOptions.model_validate(dict(options or {}))
        state = rng.seed_state(seed)
        players: tuple[str, ...] = opts.players
        if opts.colours_by_lot:
            players, state = rng.shuffled(state, players)
        spec = variant_spec(self.variant)  # type: ignore[arg-type]
        board = start_board(spec)
        reserves = (spec.ships, spec.ships)
        return SetiState(
            variant=self.variant,
            board=board,
            to_move=0,
            reserves=reserves,
            ply=0,
            positions=((board, 0, reserves),),
            repetition_draw=opts.repetition_draw,
            players=tuple(players),  # type: ignore[arg-type]
            rng=state,
        )

    def seats(self, state: SetiState) -> tuple[str, ...]:
        return SEATS

    def view(self, state: SetiState, seat: str | None) -> SetiState:
        """The whole position, without the generator's state: it is the seed until the end (the
        colours are drawn by lot from it at the start), and the seed seeds the computer seats,
        so whoever read it could foresee their moves."""
        return state if state.rng == 0 else replace(state, rng=0)

    def to_act(self, state: SetiState) -> str | None:
        return None if self.outcome(state) else SEATS[state.to_move]

    def seat_label(self, state: SetiState, seat: str) -> str:
        colour = SEATS.index(seat)
        name = state.players[colour]
        return (
            COLOUR_NAMES[colour]
            if name == COLOUR_NAMES[colour]
            else f"{name} ({COLOUR_NAMES[colour]})"
        )

    # --- the rules --------------------------------------------------------------------------
    def _ended_before_moving(self, state: SetiState) -> Outcome | None:
        """Results decided at the start of a turn before looking at the moves (seti.md §End)."""
        if state.result is not None:
            return state.result
        side, geo = state.to_move, state.geo
        if movegen.has_piece_on_goal(geo, state.board, side):
            return Outcome(
                (SEATS[side],),
                f"{COLOUR_NAMES[side]} reached rank {geo.goal_rank(side) + 1} and was not captured.",
            )
        if state.repetition_draw and state.positions.count(state.position) >= 3:
            return Outcome((), "The same position occurred for the third time.")
        return None

    def _moves(self, state: SetiState) -> list[SetiMove]:
        return movegen.generate(state.geo, state.board, state.to_move, state.reserves, state.aleph)

    def legal_actions(self, state: SetiState) -> Sequence[SetiMove]:
        if self._ended_before_moving(state) is not None:
            return []
        return self._moves(state)

    def outcome(self, state: SetiState) -> Outcome | None:
        ended = self._ended_before_moving(state)
        if ended is not None:
            return ended
        if not self._moves(state):
            side = state.to_move
            return Outcome((SEATS[1 - side],), f"{COLOUR_NAMES[side]} has no legal move.")
        return None

    def apply(self, state: SetiState, action: SetiMove) -> tuple[SetiState, tuple[Event, ...]]:
        text = describe_move(state, action)
        board, reserves = movegen.apply_move(state.board, state.to_move, state.reserves, action)
        side = 1 - state.to_move
        new_state = SetiState(  # built directly: dataclasses.replace is slow on the hot path
            variant=state.variant,
            board=board,
            to_move=side,
            reserves=reserves,
            ply=state.ply + 1,
            positions=state.positions + ((board, side, reserves),),
            repetition_draw=state.repetition_draw,
            players=state.players,
            rng=state.rng,
            result=state.result,
        )
        return new_state, (Event("move", text),)

    def explain_illegal(self, state: SetiState, action: SetiMove) -> str:
        return explain(state, action)

    def suggest(self, state: SetiState, action_or_token: SetiMove | str) -> tuple[str, ...]:
        """Legal moves of the same piece, else to the same square, else of the same kind."""
        move = action_or_token
        if isinstance(move, str):
            try:
                move = parse_move(state.geo, normalise(move))
            except NotationError:
                return super().suggest(state, action_or_token)
        legal = self.legal_actions(state)
        for related in (_same_origin, _same_target, _same_kind):
            picks = [m for m in legal if related(m, move)]
            if picks:
                return tuple(self.format_action(state, m) for m in picks[:6])
        return super().suggest(state, action_or_token)

    def perft(self, state: SetiState, depth: int) -> int:
        return perft(self, state, depth)

    # --- meta actions -------------------------------------------------------------------------
    def resign(self, state: SetiState, seat: str) -> tuple[SetiState, tuple[Event, ...]]:
        colour = SEATS.index(seat)
        reason = f"{COLOUR_NAMES[colour]} resigned."
        result = Outcome((SEATS[1 - colour],), reason)
        return replace(state, result=result), (Event("resign", reason),)

    def agree_draw(self, state: SetiState) -> tuple[SetiState, tuple[Event, ...]]:
        reason = "The players agreed to a draw."
        return replace(state, result=Outcome((), reason)), (Event("draw", reason),)

    # --- notation ---------------------------------------------------------------------------
    def format_action(self, state: SetiState, action: SetiMove) -> str:
        return format_move(state.geo, action)

    def parse_action(self, state: SetiState, token: str) -> SetiMove:
        move = parse_move(state.geo, token)
        if move.kind != MOVE or move.place != -2:
            return move
        # a capture written without its placement: fill it in when only one square is possible
        matches = [
            m
            for m in self.legal_actions(state)
            if m.kind == MOVE and (m.origin, m.target) == (move.origin, move.target)
        ]
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            options = tuple(self.format_action(state, m) for m in matches)
            raise NotationError(
                f"Say where the captured piece goes: {', '.join(options)}.", options
            )
        return move._replace(place=-1)

    # --- persistence --------------------------------------------------------------------------
    def dump_state(self, state: SetiState) -> dict[str, Any]:
        return {
            "variant": state.variant,
            "board": list(state.board),
            "to_move": state.to_move,
            "reserves": list(state.reserves),
            "ply": state.ply,
            "positions": [[list(b), s, list(r)] for b, s, r in state.positions],
            "repetition_draw": state.repetition_draw,
            "players": list(state.players),
            "rng": state.rng,
            "result": state.result.to_json() if state.result else None,
        }

    def load_state(self, data: Mapping[str, Any]) -> SetiState:
        return SetiState(
            variant=data["variant"],
            board=tuple(data["board"]),
            to_move=int(data["to_move"]),
            reserves=(int(data["reserves"][0]), int(data["reserves"][1])),
            ply=int(data["ply"]),
            positions=tuple(
                (tuple(b), int(s), (int(r[0]), int(r[1]))) for b, s, r in data["positions"]
            ),
            repetition_draw=bool(data["repetition_draw"]),
            players=(data["players"][0], data["players"][1]),
            rng=int(data.get("rng", 0)),  # a seat's view is sent without it
            result=Outcome.from_json(data["result"]),
        )

    def state_summary(self, state: SetiState) -> str:
        return position_text(state)
