"""The Kemet: Seth game state: frozen dataclasses of tuples, so states are values.

Undo is a list of snapshots, a bot can think on a state while the UI shows another, and a state
round-trips through JSON (``codec.py``). What is in progress inside a decision (a move's path so
far, a battle's chosen cards) lives in that decision's context on ``pending``, not in fields here:
the state says where the game is, the decision stack says what it waits for.

Secret parts (``view.py`` hides them from other seats): every DI hand, battle-card discards,
the chosen battle cards (in the battle decision's context), and the order of every deck and
face-down pile.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any

from kemet_tui.core.outcome import Outcome
from kemet_tui.rules.kemet.state.decisions import Decision

SETH = "seth"
ALLIANCE = "alliance"
#: Alliance seats, in table order; a game with N members uses the first N
MEMBERS = ("a1", "a2", "a3", "a4", "a5")
#: the colours an Alliance member may take (display only: each has its own glyph in the UI,
#: so that nothing depends on telling colours apart); the defaults are the first N
MEMBER_COLOURS = ("red", "blue", "white", "green", "yellow", "orange")


#: where each seat stands in ``KemetState.seats`` as setup orders them
_SEAT_INDEX = {seat: index for index, seat in enumerate((SETH,) + MEMBERS)}


def member_seats(n: int) -> tuple[str, ...]:
    return MEMBERS[:n]


def is_member(seat: str) -> bool:
    return seat in MEMBERS


def side_of(seat: str) -> str:
    """``seth`` or ``alliance``: the side a seat (or the ``alliance`` decider) plays for."""
    return SETH if seat == SETH else ALLIANCE


@dataclass(frozen=True, slots=True, init=False)
class Troop:
    """All the units on one space: one owner, or several Alliance members (a mixed troop),
    and at most one creature, tied to the member (or Seth) who controls it."""

    space: str
    #: (seat, units) pairs sorted by seat, every count > 0
    units: tuple[tuple[str, int], ...]
    #: the creature's tile id, and its controller
    creature: str | None = None
    creature_owner: str | None = None
    #: Seth troops only: how many of its ``seth`` units are corrupted Alliance units, by their
    #: owner (corrupt_units: they fight as Seth's units and go back to their owner's reserve
    #: when they die or are recalled)
    corrupted: tuple[tuple[str, int], ...] = ()

    def __init__(
        self,
        space: str,
        units: tuple[tuple[str, int], ...],
        creature: str | None = None,
        creature_owner: str | None = None,
        corrupted: tuple[tuple[str, int], ...] = (),
    ) -> None:
        """The dataclass's ``__init__`` with the slots set directly (see ``core.events``):
        a troop is rebuilt whenever a unit joins, leaves or moves."""
        _troop_space(self, space)
        _troop_units(self, units)
        _troop_creature(self, creature)
        _troop_owner(self, creature_owner)
        _troop_corrupted(self, corrupted)

    @property
    def size(self) -> int:
        units = self.units
        if len(units) == 1:  # most troops: one owner (asked at every step of a move)
            return units[0][1]
        return sum(count for _, count in units)

    @property
    def seats(self) -> tuple[str, ...]:
        units = self.units
        if len(units) == 1:
            return (units[0][0],)
        return tuple(seat for seat, _ in units)

    @property
    def side(self) -> str:
        """:func:`side_of` the first seat (or the creature's controller), read inline: the
        rules ask it of every troop they meet."""
        units = self.units
        seat = units[0][0] if units else (self.creature_owner or SETH)
        return SETH if seat == SETH else ALLIANCE

    @property
    def is_mixed(self) -> bool:
        return len(self.units) > 1

    def count(self, seat: str) -> int:
        for owner, count in self.units:
            if owner == seat:
                return count
        return 0


#: the slots' own setters (a frozen class refuses ``setattr``; its slots do not)
_troop_space = Troop.space.__set__  # type: ignore[attr-defined]
_troop_units = Troop.units.__set__  # type: ignore[attr-defined]
_troop_creature = Troop.creature.__set__  # type: ignore[attr-defined]
_troop_owner = Troop.creature_owner.__set__  # type: ignore[attr-defined]
_troop_corrupted = Troop.corrupted.__set__  # type: ignore[attr-defined]


def make_troop(
    space: str,
    counts: dict[str, int],
    creature: str | None = None,
    creature_owner: str | None = None,
    corrupted: dict[str, int] | None = None,
) -> Troop:
    """A troop from a seat → units mapping (zero counts dropped, seats sorted)."""
    units = tuple(sorted((seat, n) for seat, n in counts.items() if n > 0))
    bad = tuple(sorted((seat, n) for seat, n in (corrupted or {}).items() if n > 0))
    return Troop(space, units, creature, creature_owner if creature else None, bad)


@dataclass(frozen=True, slots=True)
class Pyramid:
    """A pyramid on its site (an Alliance district, or ``sp``: Seth's purple pyramid)."""

    site: str
    colour: str
    level: int


@dataclass(frozen=True, slots=True)
class SacredTemple:
    """A sacred temple the Alliance built on a desert space (seed-000 §Sacred temples)."""

    space: str
    level: int
    prayer_token: str | None = None
    power: str | None = None


@dataclass(frozen=True, slots=True)
class Pile:
    """A deck with its discard pile. The order of ``cards`` is secret; the top is the end."""

    cards: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()


@dataclass(frozen=True)
class SeatState:
    """One seat's own things."""

    seat: str
    pp: int
    #: units off the map, ready to be recruited
    reserve: int
    #: power tiles owned (ids; an Alliance tile on the Osiris board is in ``KemetState.osiris``)
    tiles: tuple[str, ...] = ()
    #: DI cards in hand (secret: only this seat sees them)
    di_hand: tuple[str, ...] = ()
    #: battle cards in hand, and the discards (face down: secret)
    battle_hand: tuple[str, ...] = ()
    battle_discard: tuple[str, ...] = ()
    #: action tokens still to place this Day. Alliance members: ``token-alliance`` each;
    #: Seth: ``token-purple`` each, plus one member seat id per token that member gave him
    tokens: tuple[str, ...] = ()
    #: extra tokens (silver, gold, grey, transparent) already used this Day
    extra_used: tuple[str, ...] = ()
    #: creature tiles owned whose figure is not on the map
    creatures_in_reserve: tuple[str, ...] = ()
    #: Seth's creature cards in hand (Corrupt a creature)
    creature_cards: tuple[str, ...] = ()
    #: tile colours bought this Day (one Buy per colour per Day; reset at the end of the Day)
    bought_colours: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, init=False)
class BoardToken:
    """A token on an action board: whose board, which space, which token."""

    board: str
    space: str
    token: str

    def __init__(self, board: str, space: str, token: str) -> None:
        """The dataclass's ``__init__`` with the slots set directly (see :class:`Troop`): one
        is made at every placement."""
        _token_board(self, board)
        _token_space(self, space)
        _token_token(self, token)


_token_board = BoardToken.board.__set__  # type: ignore[attr-defined]
_token_space = BoardToken.space.__set__  # type: ignore[attr-defined]
_token_token = BoardToken.token.__set__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class KemetState:
    """Where a game of Kemet: Seth stands."""

    # --- the game's settings -------------------------------------------------------------
    n: int
    ta_seti: bool
    seth_target_vp: int
    #: player names by seat, for labels
    names: tuple[tuple[str, str], ...]
    # --- seats and the map --------------------------------------------------------------------
    seats: tuple[SeatState, ...]
    troops: tuple[Troop, ...]
    pyramids: tuple[Pyramid, ...]
    sacred_temples: tuple[SacredTemple, ...] = ()
    portal_open: bool = False
    # --- shared things -------------------------------------------------------------------------
    #: tiles still for sale, one id per copy
    market: tuple[str, ...] = ()
    #: Alliance tiles on the Osiris board (shared by every member)
    osiris: tuple[str, ...] = ()
    #: temple powers the Alliance holds, and the face-down ones left (order secret)
    temple_powers: tuple[str, ...] = ()
    powers_left: tuple[str, ...] = ()
    prayer_tokens_left: tuple[str, ...] = ()
    great_ceremony_done: bool = False
    seth_di: Pile = Pile()
    alliance_di: Pile = Pile()
    # --- victory points ------------------------------------------------------------------------
    seth_vp: int = 0
    alliance_vp: int = 0
    # --- time ---------------------------------------------------------------------------------------
    round: int = 0
    #: "setup", "night", "day" or "over"
    phase: str = "setup"
    #: index into the day track's steps (``DayTrack.steps()``)
    day_step: int = 0
    #: actions Seth still plays in this turn, or members still to act in this Alliance turn
    turn_left: tuple[str, ...] = ()
    board_tokens: tuple[BoardToken, ...] = ()
    # --- flow ---------------------------------------------------------------------------------------
    pending: tuple[Decision, ...] = ()
    rng: int = 0
    result: Outcome | None = None
    #: automatic steps still to run, in order, once no decision is pending (``flow.py``)
    queue: tuple[str, ...] = ()
    #: the game ends in a draw after this round's Day if nobody has won (0: no cap)
    round_cap: int = 0
    #: Alliance-wide extra tokens (temple powers: grey, Will of Amun) used this Day
    shared_extra_used: tuple[str, ...] = ()
    #: the table's open-hands option: the members see each other's cards (``view/seat.py``)
    open_hands: bool = False
    #: the last battle fought to its end, as the whole table saw it (its record as a spectator
    #: reads it: face-down discards hidden) until the next battle begins; the rules never read
    #: it, a screen shows the reveal of a battle that ended within the play that revealed it
    last_battle: Decision | None = None

    # --- reading ----------------------------------------------------------------------------------
    @property
    def seat_ids(self) -> tuple[str, ...]:
        return tuple(s.seat for s in self.seats)

    @property
    def decision(self) -> Decision | None:
        """The decision asked now (the top of the stack)."""
        return self.pending[-1] if self.pending else None

    def seat(self, seat: str) -> SeatState:
        seats = self.seats
        try:  # where setup puts it (seth, a1, a2…): one look
            found = seats[_SEAT_INDEX[seat]]
            if found.seat == seat:
                return found
        except (KeyError, IndexError):
            pass
        for state in seats:
            if state.seat == seat:
                return state
        raise KeyError(seat)

    def name(self, seat: str) -> str:
        names = self.names
        kept = _names_kept[0]
        if kept[0] is not names:  # every event text asks: the names change only at setup
            kept = (names, dict(names))  # the last naming wins
            _names_kept[0] = kept
        return kept[1].get(seat, seat)

    def troop_at(self, space: str) -> Troop | None:
        entry = _troop_index[0]  # :func:`_troops_by_space` inline: a move asks this very often
        if entry[0] is not self.troops:
            return _troops_by_space(self.troops).get(space)
        return entry[1].get(space)

    def troops_of(self, seat: str) -> tuple[Troop, ...]:
        return tuple(t for t in self.troops if t.count(seat) or t.creature_owner == seat)

    def pyramid_at(self, site: str) -> Pyramid | None:
        for pyramid in self.pyramids:
            if pyramid.site == site:
                return pyramid
        return None

    def sacred_at(self, space: str) -> SacredTemple | None:
        for temple in self.sacred_temples:
            if temple.space == space:
                return temple
        return None

    def tokens_on(self, board: str) -> tuple[BoardToken, ...]:
        return tuple(t for t in self.board_tokens if t.board == board)

    # --- changing (each returns a new state) ---------------------------------------------------
    def with_seat(self, seat_state: SeatState) -> KemetState:
        return evolved(self, {"seats": self.seats_with(seat_state)})

    def seats_with(self, seat_state: SeatState) -> tuple[SeatState, ...]:
        """The ``seats`` tuple with ``seat_state`` in its seat's place (for a change of several
        fields made in one copy of the state)."""
        seats, seat = self.seats, seat_state.seat
        index = _SEAT_INDEX.get(seat, 0)
        if index < len(seats) and seats[index].seat == seat:  # where setup put it: one slice
            return seats[:index] + (seat_state,) + seats[index + 1 :]
        return tuple(seat_state if s.seat == seat else s for s in seats)

    def update_seat(self, seat: str, **changes: Any) -> KemetState:
        return self.with_seat(evolved(self.seat(seat), changes))

    def with_troop(self, space: str, troop: Troop | None) -> KemetState:
        """Put ``troop`` on ``space`` (``None`` or an empty troop clears it)."""
        return evolved(self, {"troops": self.troops_with(space, troop)})

    def troops_with(self, space: str, troop: Troop | None) -> tuple[Troop, ...]:
        """The ``troops`` tuple with ``troop`` on ``space`` (for a change of several fields
        made in one copy of the state, as :meth:`seats_with`)."""
        others = [t for t in self.troops if t.space != space]
        if troop is not None and (troop.units or troop.creature):
            others.append(troop)
            others.sort(key=_space_of)
        return tuple(others)

    def with_pyramid(self, pyramid: Pyramid) -> KemetState:
        others = tuple(p for p in self.pyramids if p.site != pyramid.site)
        pyramids = tuple(sorted(others + (pyramid,), key=lambda p: p.site))
        return evolved(self, {"pyramids": pyramids})

    def push(self, *decisions: Decision) -> KemetState:
        """Ask ``decisions`` next; the last one given is asked first."""
        return evolved(self, {"pending": self.pending + decisions})

    def pop(self) -> KemetState:
        return evolved(self, {"pending": self.pending[:-1]})

    def replace_top(self, decision: Decision) -> KemetState:
        return evolved(self, {"pending": self.pending[:-1] + (decision,)})

    def evolve(self, **changes: Any) -> KemetState:
        return evolved(self, changes)


_new = object.__new__
_space_of = attrgetter("space")


def evolved(value: Any, changes: dict[str, Any]) -> Any:
    """``dataclasses.replace(value, **changes)`` for the state's big frozen classes, about
    ten times faster: the new value's ``__dict__`` is a copy of the old one's, updated (no
    ``__init__``, no field walk; a dictionary's union copies it in one block, where filling an
    empty one grows it step by step). It runs several times per action, so it is the engine's
    commonest cost. The classes it copies keep a ``__dict__`` (no ``__slots__``) for this;
    they stay frozen. Every field is in that dictionary, so an unknown name in ``changes`` is
    a longer copy, and refused."""
    old = value.__dict__
    attributes = old | changes
    cls = value.__class__
    if len(attributes) != len(old):
        unknown = ", ".join(sorted(set(changes) - _FIELDS[cls]))
        raise TypeError(f"{cls.__name__} has no field {unknown}")
    new = _new(cls)
    _SET_DICT[cls](new, attributes)
    return new


_FIELDS = {cls: frozenset(f.name for f in fields(cls)) for cls in (KemetState, SeatState)}
#: each class's own ``__dict__`` setter (a frozen class refuses ``setattr``; the descriptor
#: does not, and is called without looking ``__dict__`` up through the class each time)
_SET_DICT = {cls: cls.__dict__["__dict__"].__set__ for cls in (KemetState, SeatState)}


#: the last ``names`` read and their dictionary (one tuple replaced at once, so another thread
#: is never handed another state's names)
_names_kept: list[tuple[tuple[tuple[str, str], ...] | None, dict[str, str]]] = [(None, {})]


#: the last troops looked up by space, and their index: states that share one ``troops`` tuple
#: (most of them: an action seldom moves units) share the index. One tuple replaced at once, so
#: a bot thinking on another state in another thread is never handed the wrong index.
_troop_index: list[tuple[tuple[Troop, ...], dict[str, Troop]]] = [((), {})]


def _troops_by_space(troops: tuple[Troop, ...]) -> dict[str, Troop]:
    entry = _troop_index[0]
    if entry[0] is not troops:
        entry = (troops, {troop.space: troop for troop in reversed(troops)})  # the first wins
        _troop_index[0] = entry
    return entry[1]
