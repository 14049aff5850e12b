"""The hosted table: the one game, who may answer what, and who is connected.

:class:`HostedTable` holds the :class:`Engine` of a game played on several screens. It knows no
network: the server (:mod:`.server`) calls it when a seat joins, leaves or sends a token, and
asks it what each connection may be sent (:mod:`.messages`). Every answer goes through the
engine's checked path, so a seat's screen offers only what the core lists and the core refuses
anything else with its reason, as in hotseat.

Who answers a decision: the seat it names; a team's decision (the Alliance picking who acts
next) any human member of that team; a bot when no human can. A bot thinks on
``view(state, seat)`` only, like every computer seat.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction
from kemet_tui.core.events import Event
from kemet_tui.net.keys import SeatKeys
from kemet_tui.teach import Teacher, teacher_for


@dataclass(frozen=True)
class BotTurn:
    """A bot to ask: the seat it answers for, the state it is shown and the bot itself."""

    seat: str
    state: Any
    bot: Any


@dataclass(frozen=True)
class Undone:
    """What an undo took back: the seat's own answer (``token``, given in ``before``) and how
    many computer answers after it. Who may read ``token`` is the ruleset's to say."""

    seat: str
    token: str
    before: Any
    bot_answers: int

    def readable_by(self, ruleset: Any, seat: str | None) -> bool:
        """Whether ``seat`` may be told the token taken back (the undoing seat always)."""
        return seat == self.seat or ruleset.token_visible_to(self.before, self.token, seat)


class HostedTable:
    """One game on several screens: its engine, its bots, its seats' keys and connections."""

    def __init__(
        self,
        engine: Engine,
        keys: SeatKeys,
        bots: Mapping[str, Any],
        autosave: Callable[[Engine], str | None] | None = None,
    ) -> None:
        self.engine = engine
        self.keys = keys
        self.bots = dict(bots)
        self.autosave = autosave
        #: seat -> how many connections it has now (a seat may reconnect before the old
        #: connection is noticed gone)
        self.connections: Counter[str] = Counter()
        #: the last problem the autosave reported ("" when it wrote)
        self.save_problem = ""
        #: the state ``answerers`` last looked at, and its answer (every message to every
        #: connection asks it several times for one state)
        self._answerers_of: tuple[Any, tuple[str, ...]] = (None, ())
        #: the teacher of a first game, walking the game's states (a seat's screen never holds
        #: them): it says which lesson the question asked gets, for every screen that teaches
        self.teacher: Teacher = teacher_for(engine.ruleset.name)

    # --- seats ---------------------------------------------------------------------------------
    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(self.engine.ruleset.seats(self.engine.state))

    def label(self, seat: str) -> str:
        return self.engine.ruleset.seat_label(self.engine.state, seat)

    def is_bot(self, seat: str) -> bool:
        return seat in self.bots

    def is_connected(self, seat: str) -> bool:
        return self.connections[seat] > 0

    def join(self, key: str | None) -> str | None:
        """A connection with ``key`` opens: the seat it plays, or None for a spectator."""
        seat = self.keys.seat_for(key)
        if seat is not None:
            self.connections[seat] += 1
        return seat

    def leave(self, seat: str | None) -> None:
        """A connection of ``seat`` closed (a spectator's changes nothing)."""
        if seat is not None and self.connections[seat] > 0:
            self.connections[seat] -= 1

    # --- who answers ---------------------------------------------------------------------------
    def answerers(self) -> tuple[str, ...]:
        """The seats that may answer the decision now: the decider, or for a team's decision
        every human seat of that team (every seat of it when all are bots); none once over."""
        state = self.engine.state
        if self._answerers_of[0] is not state:
            self._answerers_of = (state, self._find_answerers())
        return self._answerers_of[1]

    def _find_answerers(self) -> tuple[str, ...]:
        decider = self.engine.to_act
        if decider is None:
            return ()
        if decider in self.seats:
            return (decider,)
        ruleset, state = self.engine.ruleset, self.engine.state
        team = ruleset.side_of(state, decider)
        members = tuple(s for s in self.seats if ruleset.side_of(state, s) == team)
        humans = tuple(s for s in members if not self.is_bot(s))
        return humans or members

    def may_answer(self, seat: str | None) -> bool:
        return seat is not None and not self.is_bot(seat) and seat in self.answerers()

    def waiting_for(self) -> tuple[str, ...]:
        """The human seats the game waits for that have no connection now (the table is told
        whom it waits for)."""
        asked = tuple(s for s in self.answerers() if not self.is_bot(s))
        if any(self.is_connected(s) for s in asked):
            return ()
        return asked

    def bot_turn(self) -> BotTurn | None:
        """The bot to ask now, if a bot answers the decision (no human may)."""
        asked = self.answerers()
        if not asked or any(not self.is_bot(s) for s in asked):
            return None
        seat = self.engine.to_act
        return BotTurn(seat, self.engine.state, self.bots[asked[0]])  # type: ignore[arg-type]

    # --- playing -------------------------------------------------------------------------------
    def play(self, seat: str | None, token: str) -> tuple[Event, ...]:
        """``seat`` answers with ``token``: IllegalAction (with the reason) unless it is that
        seat's turn to answer and the core accepts the token."""
        if seat is None:
            raise IllegalAction("A spectator cannot play: join with your seat's link.")
        if not self.may_answer(seat):
            raise IllegalAction(self._not_your_turn(seat))
        events = self.engine.play_token(token)
        self.save()
        return events

    def play_bot(self, turn: BotTurn, action: Any) -> tuple[Event, ...] | None:
        """Play a bot's answer if the game is still where the bot was asked (None if not)."""
        if self.engine.state is not turn.state:
            return None
        events = self.engine.play(action)
        self.save()
        return events

    # --- hints -------------------------------------------------------------------------------
    def hint_refusal(self, seat: str | None) -> str | None:
        """Why ``seat`` may not ask for a hint now, or None: a hint is for a human seat's own
        question (not a spectator's, not a bot's, not a team's decision a member answers),
        computed on that seat's view."""
        if seat is None:
            return "A spectator gets no hints: hints are for a seat's own question."
        if self.engine.outcome is not None:
            return "The game is over: there is nothing left to hint."
        if self.is_bot(seat):
            return "A computer seat gets no hints."
        if not self.may_answer(seat):
            return self._not_your_turn(seat)
        if self.engine.to_act != seat:
            return "No hint here: a hint is for a seat's own question, not the team's."
        return None

    def ask_hint(self, seat: str | None) -> tuple[Any, list, str]:
        """``seat`` asks for a hint: IllegalAction with the reason unless it may; else the
        question is noted in the game's record (and saved) and what the hint is computed on
        is returned: the seat's view, its legal answers and the seat."""
        problem = self.hint_refusal(seat)
        if problem is not None:
            raise IllegalAction(problem)
        assert seat is not None
        view, legal = self.engine.view(seat), list(self.engine.legal_actions())
        self.engine.note_hint(seat)
        self.save()
        return view, legal, seat

    # --- undo --------------------------------------------------------------------------------
    def undo_span(self, seat: str | None) -> int:
        """How many actions an undo by ``seat`` takes back, as in hotseat: its own last answer
        with the bots' answers since; 0 when another human answered since, or a draw or a
        reveal would be taken back."""
        plies = self.engine.plies
        for back, ply in enumerate(reversed(plies), start=1):
            if any(e.irreversible for e in ply.events):
                return 0
            if not self._answered_by_bot(ply.seat):
                return back if seat is not None and ply.seat == seat else 0
        return 0

    def undo(self, seat: str | None) -> Undone:
        """``seat`` takes its last answer back (and the bots' since): what was taken back
        (each screen is told of it in the words it may read); IllegalAction with the reason
        when it may not."""
        span = self.undo_span(seat)
        if seat is None or span == 0:
            raise IllegalAction(
                "Nothing of yours to take back: only your own last answer, "
                "before another player answers or a card is drawn or shown."
            )
        for _ in range(span):
            token = self.engine.undo()
        self.save()
        return Undone(seat, token, self.engine.state, span - 1)

    def bot_answered_last(self) -> bool:
        """Whether the last answer of the game was a bot's (the pace between two bot answers,
        as in hotseat: none after a human's)."""
        plies = self.engine.plies
        return bool(plies) and self._answered_by_bot(plies[-1].seat)

    def _answered_by_bot(self, decider: str | None) -> bool:
        """Whether a bot answered for ``decider`` (a team's decision: when no member is human)."""
        if decider is None:
            return False
        if decider in self.seats:
            return self.is_bot(decider)
        ruleset, state = self.engine.ruleset, self.engine.state
        team = ruleset.side_of(state, decider)
        return all(self.is_bot(s) for s in self.seats if ruleset.side_of(state, s) == team)

    def _not_your_turn(self, seat: str) -> str:
        if self.engine.outcome is not None:
            return "The game is over."
        asked = ", ".join(self.label(s) for s in self.answerers())
        return f"It is not your turn: {asked} to answer."

    def save(self) -> None:
        if self.autosave is not None:
            self.save_problem = self.autosave(self.engine) or ""


def host(
    engine: Engine,
    autosave: Callable[[Engine], str | None] | None = None,
    keys: SeatKeys | None = None,
) -> HostedTable:
    """A table for ``engine``'s game: the computer seats its options name (seeded from the
    game, as in hotseat) and a key for every other seat: its key in ``keys`` (a game taken up
    again), else a fresh one."""
    from kemet_tui.bots.registry import can_sit, make_bot, seat_bots

    name = engine.ruleset.name
    bots = {
        seat: make_bot(spec, engine.seed)
        for seat, spec in seat_bots(name, engine.options).items()
        if can_sit(name, spec)
    }
    humans = [s for s in engine.ruleset.seats(engine.state) if s not in bots]
    seat_keys = keys.kept_for(humans) if keys is not None else SeatKeys.made_for(humans)
    return HostedTable(engine, seat_keys, bots, autosave)
