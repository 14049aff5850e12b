"""The checked path to play a game: validation, history, undo/redo, records, per-seat logs.

The UI, the CLI and the tests drive games through an ``Engine``; bots and perft may use the
ruleset's fast path directly. Undo is a list of snapshots (states are values), and never crosses
an event marked irreversible (a random draw or a revealed secret).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kemet_tui.core.errors import IllegalAction, NotationError, UndoRefused
from kemet_tui.core.events import Event
from kemet_tui.core.notation import normalise
from kemet_tui.core.outcome import Outcome
from kemet_tui.core.record import GameRecord, HintNote
from kemet_tui.core.registry import get_ruleset
from kemet_tui.core.ruleset import Ruleset

RESIGN_PREFIX = "resign:"
DRAW_TOKEN = "draw"
#: what a seat's log holds instead of a token that is another seat's secret
SECRET_TOKEN = "(secret)"


@dataclass(frozen=True, slots=True)
class Ply:
    """One entry of the move list: who acted, the token, and what happened."""

    number: int
    seat: str | None
    token: str
    events: tuple[Event, ...]


class Engine:
    """Owns one game: its states, the tokens played, and the undo/redo stacks."""

    def __init__(
        self, ruleset: Ruleset | str, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> None:
        self.ruleset: Ruleset = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        self.seed = seed
        self.options: dict[str, Any] = dict(options or {})
        self._states: list[Any] = [self.ruleset.new_game(seed, self.options)]
        self._plies: list[Ply] = []
        self._redo: list[str] = []
        self._hints: list[HintNote] = []

    # --- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def states(self) -> Sequence[Any]:
        return tuple(self._states)

    @property
    def plies(self) -> Sequence[Ply]:
        return tuple(self._plies)

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(p.token for p in self._plies)

    @property
    def outcome(self) -> Outcome | None:
        return self.ruleset.outcome(self.state)

    @property
    def to_act(self) -> str | None:
        return self.ruleset.to_act(self.state)

    def legal_actions(self) -> Sequence[Any]:
        return self.ruleset.legal_actions(self.state)

    def legal_tokens(self) -> list[str]:
        return [self.ruleset.format_action(self.state, a) for a in self.legal_actions()]

    def view(self, seat: str | None) -> Any:
        return self.ruleset.view(self.state, seat)

    def token_visible(self, index: int, seat: str | None) -> bool:
        """Whether ``seat`` may read the token of ply ``index`` (0-based): another seat's
        secret answer (a battle card laid face down, a discard, a DI card) is its decider's
        only. ``None`` is a spectator. Every reader of the move list (the screens' logs, the
        printed replay, :meth:`log`) asks this one question."""
        return self.ruleset.token_visible_to(self._states[index], self._plies[index].token, seat)

    def log(self, seat: str | None) -> list[Ply]:
        """The move list as ``seat`` may see it: events it may not read are left out, and a
        token it may not read is :data:`SECRET_TOKEN`."""
        return [
            Ply(
                p.number,
                p.seat,
                p.token if self.token_visible(index, seat) else SECRET_TOKEN,
                tuple(e for e in p.events if e.visible_to(seat)),
            )
            for index, p in enumerate(self._plies)
        ]

    @property
    def hints(self) -> tuple[HintNote, ...]:
        """The hints asked on the game's line so far, in the order asked."""
        return tuple(self._hints)

    def hints_at(self, ply: int) -> tuple[str, ...]:
        """The seats that asked for a hint with ``ply`` actions played (before action
        ``ply + 1``), one entry a hint, in the order asked."""
        return tuple(h.seat for h in self._hints if h.ply == ply)

    def note_hint(self, seat: str) -> None:
        """Note that ``seat`` asked for a hint now. A hint is not an action: it changes no
        state and the replay never reads it; the record keeps it for the table to look back
        on (the report counts them)."""
        self._hints.append(HintNote(seat=seat, ply=len(self._plies)))

    # --- playing ---------------------------------------------------------------------------
    def play(self, action: Any) -> tuple[Event, ...]:
        """Play a legal action; raise :class:`IllegalAction` with the reason otherwise."""
        self.ruleset.check(self.state, action)
        return self._push(action)

    def play_token(self, token: str) -> tuple[Event, ...]:
        """Play one notation token (a move, ``resign:SEAT`` or ``draw``)."""
        clean = normalise(token)
        if clean.startswith(RESIGN_PREFIX):
            return self.resign(clean[len(RESIGN_PREFIX) :])
        if clean == DRAW_TOKEN:
            return self.agree_draw()
        if self.outcome is not None:
            raise IllegalAction("The game is over.")
        try:
            action = self.ruleset.parse_action(self.state, clean)
        except NotationError as error:
            raise NotationError(
                error.reason, error.suggestions or self.ruleset.suggest(self.state, clean)
            ) from None
        return self.play(action)

    def resign(self, seat: str) -> tuple[Event, ...]:
        """``seat`` concedes the game."""
        if seat not in self.ruleset.seats(self.state):
            raise IllegalAction(f"There is no seat {seat!r} in this game.")
        if self.outcome is not None:
            raise IllegalAction("The game is over.")
        new_state, events = self.ruleset.resign(self.state, seat)
        return self._record(new_state, events, f"{RESIGN_PREFIX}{seat}", seat=seat)

    def agree_draw(self) -> tuple[Event, ...]:
        """Both sides agreed to a draw."""
        if self.outcome is not None:
            raise IllegalAction("The game is over.")
        new_state, events = self.ruleset.agree_draw(self.state)
        return self._record(new_state, events, DRAW_TOKEN)

    def _push(self, action: Any) -> tuple[Event, ...]:
        token = self.ruleset.format_action(self.state, action)
        new_state, events = self.ruleset.apply(self.state, action)
        return self._record(new_state, events, token)

    def _record(
        self, new_state: Any, events: tuple[Event, ...], token: str, seat: str | None = None
    ) -> tuple[Event, ...]:
        """Push a new state; ``seat`` is who acted (by default the seat whose turn it was)."""
        seat = seat or self.to_act
        # a new action after an undo leaves the undone line, and the hints asked on it
        self._hints = [h for h in self._hints if h.ply <= len(self._plies)]
        self._plies.append(Ply(len(self._plies) + 1, seat, token, events))
        self._states.append(new_state)
        self._redo.clear()
        return events

    # --- undo / redo -------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._plies) and not any(e.irreversible for e in self._plies[-1].events)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> str:
        """Take back the last action; returns its token."""
        if not self._plies:
            raise UndoRefused("There is nothing to undo.")
        if not self.can_undo:
            raise UndoRefused("That action drew a card or revealed a secret: it cannot be undone.")
        ply = self._plies.pop()
        self._states.pop()
        redo = self._redo + [ply.token]
        self._redo = redo
        return ply.token

    def redo(self) -> str:
        """Play again the last action taken back; returns its token."""
        if not self._redo:
            raise UndoRefused("There is nothing to redo.")
        redo = self._redo[:-1]
        token = self._redo[-1]
        hints = list(self._hints)
        self.play_token(token)
        self._redo, self._hints = redo, hints
        return token

    # --- records ------------------------------------------------------------------------------
    @property
    def record(self) -> GameRecord:
        outcome = self.outcome
        return GameRecord(
            ruleset=self.ruleset.name,
            seed=self.seed,
            options=self.options,
            actions=self.tokens,
            redo=tuple(self._redo),
            result=outcome.to_json() if outcome else None,
            hints=tuple(self._hints),
        )

    @classmethod
    def from_record(cls, record: GameRecord, ruleset: Ruleset | None = None) -> Engine:
        """Rebuild a game by replaying its record through the checked path (``ruleset``
        overrides the registry look-up, for rulesets that are not registered)."""
        engine = cls(ruleset or record.ruleset, record.seed, record.options)
        for index, token in enumerate(record.actions, start=1):
            try:
                engine.play_token(token)
            except IllegalAction as error:
                raise IllegalAction(
                    f"Action {index} ({token}) does not replay: {error.reason}"
                ) from None
        engine._check_redo(record.redo)
        engine._redo = list(record.redo)
        engine._hints = engine._checked_hints(record.hints)
        return engine

    def _checked_hints(self, notes: Sequence[HintNote]) -> list[HintNote]:
        """Raise :class:`IllegalAction` unless each hint was asked, in order, at a ply of
        this line (played or to redo) by the seat that was to act there."""
        last = 0
        for number, note in enumerate(notes, start=1):
            if not last <= note.ply <= len(self._plies) + len(self._redo):
                raise IllegalAction(
                    f"hint {number} (at {note.ply}) is not at a ply of the game in order"
                )
            if note.ply < len(self._states):
                asked_by_decider = self.ruleset.to_act(self._states[note.ply]) == note.seat
            else:  # a ply to redo: its state is not built, the seat must be one of the game's
                asked_by_decider = note.seat in self.ruleset.seats(self.state)
            if not asked_by_decider:
                raise IllegalAction(f"hint {number} was asked by a seat not to act there")
            last = note.ply
        return list(notes)

    def _check_redo(self, redo: Sequence[str]) -> None:
        """Raise :class:`IllegalAction` unless ``redo`` (most recent undo last) plays again
        from here, as redo would play it: a record cannot hold a redo that fails later."""
        probe = Engine.__new__(Engine)
        probe.ruleset, probe.seed, probe.options = self.ruleset, self.seed, self.options
        probe._states, probe._plies, probe._redo = list(self._states), list(self._plies), []
        probe._hints = []
        for count, token in enumerate(reversed(redo), start=1):
            try:
                probe.play_token(token)
            except IllegalAction as error:
                raise IllegalAction(
                    f"redo {len(redo) - count + 1} ({token}) does not replay: {error.reason}"
                ) from None
