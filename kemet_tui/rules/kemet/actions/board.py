"""The action boards: an Alliance member's pyramid and Seth's board, their spaces' short names,
the action tokens (normal and extra), and which tokens may go where.

kemet-seth.md §Day and §Actions; research §3.1: a space holds one token (a gold token may join
a taken one); an extra token (silver, gold, grey, transparent) is played right after one of its
holder's tokens; members keep the row rule (every row holds one of their tokens by the end of
the Day) — ``day.py`` looks ahead so a placement never makes it impossible.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, make_action
from kemet_tui.rules.kemet.state.model import SETH, KemetState, is_member

SETH_TOKEN = "token-gold-seth-divine-will"
#: Magic Versatility's token: purple, or the colour of a member Seth names (tokens.toml)
TRANSPARENT = "token-transparent"


@dataclass(frozen=True, slots=True)
class Space:
    """One action space: its data id, short name (in tokens), action, row (members) or colour
    (Seth: purple / yellow)."""

    id: str
    short: str
    action: str
    row: int = 0
    colour: str = ""


@cache
def member_spaces(ta_seti: bool) -> tuple[Space, ...]:
    """A member's pyramid: ``move1 recruit move2 raise-pyramid pray2 pray3 buy-white …``."""
    board = [s for s in fx.data().tokens.alliance_board if ta_seti or s.module != "ta-seti"]
    actions = [s.action for s in board]
    out = []
    for s in board:
        rest = s.id.removeprefix("alliance-space-").split("-", 1)[1]
        short = f"{rest}{s.row}" if actions.count(s.action) > 1 else rest
        out.append(Space(s.id, short, s.action, row=s.row))
    return tuple(out)


@cache
def seth_spaces() -> tuple[Space, ...]:
    """Seth's board: purple ``recruit pray furious-invasion move buy-purple invocation
    raise-pyramid``, yellow ``corrupt-creature destroy-two-units corrupt-pyramid corrupt-troop``."""
    return tuple(
        Space(s.id, s.id.removeprefix("seth-space-"), s.action, colour=s.colour)
        for s in fx.data().tokens.seth_board
    )


def spaces_of(state: KemetState, seat: str) -> tuple[Space, ...]:
    return seth_spaces() if seat == SETH else member_spaces(state.ta_seti)


def space_named(state: KemetState, seat: str, short: str) -> Space | None:
    for space in spaces_of(state, seat):
        if space.short == short:
            return space
    return None


def space_text(space: Space, seat: str) -> str:
    """A board space as players read it: ``Pray (row 2)`` on a member's pyramid, ``Recruit``
    or ``Corrupt a troop (yellow space)`` on Seth's board (the labels and the log agree)."""
    return _space_text(space.id, space.short, space.row, space.colour, seat == SETH)


@lru_cache(maxsize=256)
def _space_text(space_id: str, short: str, row: int, colour: str, seth: bool) -> str:
    """:func:`space_text` by the space's fields and its board (every placement's log line
    says it; kept by plain values, which hash without calling the dataclass's ``__hash__``)."""
    spaces = fx.data().tokens.seth_board if seth else fx.data().tokens.alliance_board
    label = next((s.label for s in spaces if s.id == space_id), short)
    if seth:
        return label if colour == "purple" else f"{label} (yellow space)"
    return f"{label} (row {row})"


def token_title(token_id: str) -> str:
    """An extra token's printed name without its colour note: ``Divine Will``, ``Grey action
    token`` (the id's short form only for a token the data does not know)."""
    try:
        return token_spec(token_id).name.split(" (")[0]
    except KeyError:
        return token_short(token_id)


def token_name(token_id: str) -> str:
    """An extra token as players read it: ``the Divine Will token``, ``the grey action
    token``, never its id."""
    base = token_title(token_id)
    if "token" in base.lower():
        return f"the {base[0].lower()}{base[1:]}"
    return f"the {base} token"


def taken(state: KemetState, seat: str) -> frozenset[str]:
    """Space ids of ``seat``'s board holding a token (asked for every placement listing: kept
    per board while the state's ``board_tokens`` is the same tuple)."""
    tokens = state.board_tokens
    kept = _taken_kept.get(seat)
    if kept is None or kept[0] is not tokens:
        kept = (tokens, frozenset(t.space for t in tokens if t.board == seat))
        _taken_kept[seat] = kept
    return kept[1]


#: board -> (the ``board_tokens`` tuple, the spaces taken on that board); one tuple replaced at
#: once, so another thread is never handed another state's answer
_taken_kept: dict[str, tuple[tuple, frozenset[str]]] = {}


# --- tokens ------------------------------------------------------------------------------------------
@cache
def token_spec(token_id: str):
    for token in fx.data().tokens.action_token:
        if token.id == token_id:
            return token
    raise KeyError(token_id)


def token_short(token_id: str) -> str:
    """``token-gold-divine-will`` → ``divine-will``; ``token-silver`` → ``silver``."""
    return token_id.removeprefix("token-").removeprefix("gold-")


@cache
def _by_short() -> dict[str, str]:
    return {token_short(t.id): t.id for t in fx.data().tokens.action_token}


def token_from_short(short: str) -> str | None:
    return _by_short().get(short)


def own_extras(state: KemetState, seat: str) -> tuple[str, ...]:
    """Extra tokens ``seat`` holds itself: from its tiles (one silver however many Act of God
    tiles), and Seth's own gold Divine Will (kemet-seth.md §Actions)."""
    return _own_extras(seat == SETH, state.seat(seat).tiles)


@lru_cache(maxsize=1024)
def _own_extras(seth: bool, tiles: tuple[str, ...]) -> tuple[str, ...]:
    """:func:`own_extras` by the tiles held (asked after every placement, when the tiles
    seldom change)."""
    tokens = [str(p["token"]) for p in fx.tile_effects(tiles, "extra_action_token")]
    if seth:
        tokens.insert(0, SETH_TOKEN)
    return tuple(dict.fromkeys(tokens))


def shared_extras(state: KemetState) -> tuple[str, ...]:
    """Extra tokens the whole Alliance holds (temple powers): one member uses each per Day."""
    return _shared_extras(state.osiris, state.temple_powers)


@lru_cache(maxsize=1024)
def _shared_extras(osiris: tuple[str, ...], powers: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(
        dict.fromkeys(
            str(p["token"]) for p in fx.holding_effects(osiris, powers, "extra_action_token")
        )
    )


def unused_extras(state: KemetState, seat: str) -> tuple[str, ...]:
    """The extra tokens ``seat`` may still play today."""
    held = state.seat(seat)
    own, shared = _extras(state, seat, held.tiles)
    if not own and not shared:  # the common answer (asked after every placement)
        return ()
    used = held.extra_used
    out = [t for t in own if t not in used]
    out += [t for t in shared if t not in state.shared_extra_used]
    return tuple(dict.fromkeys(out))


def _extras(
    state: KemetState, seat: str, tiles: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(:func:`own_extras`, :func:`shared_extras` for a member) of ``seat`` holding ``tiles``,
    kept per seat while its tiles, the Osiris tiles and the temple powers are the same
    tuples: asked after every placement, it then costs no hashing of the holdings. One entry
    replaced at once per seat, so another thread is never handed another state's answer."""
    osiris, powers = state.osiris, state.temple_powers
    kept = _extras_kept.get(seat)
    if kept is not None and kept[0] is tiles and kept[1] is osiris and kept[2] is powers:
        return kept[3]
    answer = (
        _own_extras(seat == SETH, tiles),
        _shared_extras(osiris, powers) if is_member(seat) else (),
    )
    _extras_kept[seat] = (tiles, osiris, powers, answer)
    return answer


#: seat -> (its tiles, the Osiris tiles, the temple powers, :func:`_extras`' answer)
_extras_kept: dict[str, tuple] = {}


def normal_tokens(state: KemetState, seat: str) -> tuple[str, ...]:
    """The distinct normal tokens ``seat`` still holds (Seth: purple and members' colours)."""
    return tuple(dict.fromkeys(state.seat(seat).tokens))


# --- the row rule --------------------------------------------------------------------------------------
def rows_with_tokens(state: KemetState, seat: str) -> set[int]:
    rows = _space_rows(state.ta_seti)
    return {rows[t.space] for t in state.board_tokens if t.board == seat}


@cache
def _space_rows(ta_seti: bool) -> dict[str, int]:
    """A member's pyramid: space id -> its row (read it, do not change it)."""
    return {s.id: s.row for s in member_spaces(ta_seti)}


def row_rule_allows(state: KemetState, seat: str, row: int, normal_left_after: int) -> bool:
    """Whether a token on ``row`` still lets every row hold one of ``seat``'s tokens by the end
    of the Day with the normal tokens left (research §3.1 [S]/[C]: dd00f's look-ahead). Extra
    tokens are not counted on: they may never get a turn to be played."""
    return (
        _rows_left(all_rows(state.ta_seti), rows_with_tokens(state, seat), row) <= normal_left_after
    )


def _rows_left(rows: frozenset[int], filled: set[int], row: int) -> int:
    """How many of ``rows`` would still lack a token after one on ``row``."""
    return len(rows - filled) - (row in rows and row not in filled)


@cache
def all_rows(ta_seti: bool) -> frozenset[int]:
    return frozenset(s.row for s in member_spaces(ta_seti))


class Placing:
    """Where ``seat``'s tokens may go now (:meth:`spaces`), for every token of one listing;
    ``available`` are the actions the engine can play now (see ``state.tables.ACTIONS``). What
    depends on the token and the board only (the actions it may take, its colour) is worked
    out once (:func:`_candidates`); what depends on the state reads only the spaces taken on
    the seat's board and the tokens it holds, so each token's placements are kept by those
    values (:func:`_token_placements`): a Day's few boards come back at every listing."""

    def __init__(self, state: KemetState, seat: str, available: frozenset[str]) -> None:
        self.seth = seat == SETH
        self.ta_seti = state.ta_seti
        self.available = available
        self.busy = taken(state, seat)
        self.tokens = state.seat(seat).tokens
        #: token -> its spaces, read once per listing: the same answer whichever thread
        #: asks, so the object may be shared
        self.found: dict[str, tuple[Space, ...]] = {}

    def spaces(self, token_id: str) -> tuple[Space, ...]:
        """The spaces ``token_id`` may take now."""
        found = self.found.get(token_id)
        if found is None:
            found = self.found[token_id] = _token_spaces(
                self.seth, self.ta_seti, token_id, self.available, self.busy, self.tokens
            )
        return found

    def placements(self, token_id: str, extra: bool) -> tuple[tuple[KemetAction, ...] | Space, ...]:
        """The placements of ``token_id`` (an ``extra`` token's name its short form) on
        :meth:`spaces`, in board order: the ``act`` actions of the spaces in runs, and each
        yellow space itself (what goes there depends on the member it targets: ``day.py``
        asks). Kept by the same values as the spaces, so a listing builds no action text."""
        return _token_placements(
            self.seth, self.ta_seti, token_id, self.available, self.busy, self.tokens, extra
        )


@lru_cache(maxsize=4096)
def _token_placements(
    seth: bool,
    ta_seti: bool,
    token_id: str,
    available: frozenset[str],
    busy: frozenset[str],
    tokens: tuple[str, ...],
    extra: bool,
) -> tuple[tuple[KemetAction, ...] | Space, ...]:
    """:meth:`Placing.placements` by the values it reads."""
    suffix = token_short(token_id) if extra else token_id
    plain = not extra and token_id in ("token-purple", "token-alliance")
    parts: list[tuple[KemetAction, ...] | Space] = []
    run: list[KemetAction] = []
    for space in _token_spaces(seth, ta_seti, token_id, available, busy, tokens):
        if space.colour == "yellow":
            if run:
                parts.append(tuple(run))
                run = []
            parts.append(space)
            continue
        run.append(
            make_action(
                KemetAction, ("act", (space.short if plain else f"{space.short}@{suffix}",))
            )
        )
    if run:
        parts.append(tuple(run))
    return tuple(parts)


def _token_spaces(
    seth: bool,
    ta_seti: bool,
    token_id: str,
    available: frozenset[str],
    busy: frozenset[str],
    tokens: tuple[str, ...],
) -> tuple[Space, ...]:
    """:meth:`Placing.spaces` by the values it reads: the spaces ``busy`` on the board, the
    tokens held (``tokens``: Seth's room for them, a member's row rule)."""
    spec = token_spec(token_id) if token_id.startswith("token-") else token_spec("token-alliance")
    occupied_ok = spec.may_take_occupied
    candidates = _candidates(seth, ta_seti, token_id, available)
    if seth:
        if token_id == "token-purple":  # a purple token always leaves room (_Room.problem)
            return tuple(space for space in candidates if occupied_ok or space.id not in busy)
        problem = _Room(busy, tokens).problem
        return tuple(
            space
            for space in candidates
            if (occupied_ok or space.id not in busy) and not problem(space, token_id)
        )
    # the row rule (see :func:`_rows_left`), its rows counted once for every space
    normal_after = len(tokens) - (0 if spec.extra else 1)
    rows, space_rows = all_rows(ta_seti), _space_rows(ta_seti)
    filled = {space_rows[space] for space in busy}
    lacking = len(rows - filled)
    return tuple(
        space
        for space in candidates
        if (occupied_ok or space.id not in busy)
        and lacking - (space.row in rows and space.row not in filled) <= normal_after
    )


@lru_cache(maxsize=1024)
def _candidates(
    seth: bool, ta_seti: bool, token_id: str, available: frozenset[str]
) -> tuple[Space, ...]:
    """The spaces of Seth's board (``seth``) or a member's that ``token_id`` may take by its
    kind whatever the state: an action the engine can play, one its token lists, a colour it
    may go on (Seth's board)."""
    spec = token_spec(token_id) if token_id.startswith("token-") else token_spec("token-alliance")
    out = []
    for space in seth_spaces() if seth else member_spaces(ta_seti):
        if space.action not in available:
            continue
        if spec.spaces == "listed" and space.action not in spec.actions:
            continue
        if seth and not _seth_colour_ok(space, token_id, spec):
            continue
        out.append(space)
    return tuple(out)


def leaves_room(state: KemetState, space: Space, token_id: str, busy: frozenset[str]) -> bool:
    """Seth places as many tokens as his turn says, "fewer only if he has none left"
    (kemet-seth.md §Day). His purple tokens go on purple spaces only; a member's token goes on
    any free space (on a yellow space with no effect when it can act nowhere else: ``day.py``).
    So a member's token takes a free purple space only if his purple tokens left still find one
    each, and an extra token takes a free space only if all his normal tokens left still find
    one each (the purple ones a purple space). A look-ahead like the members' row rule
    (project rule); an occupied space (a gold token) costs no room."""
    return room_problem(state, space, token_id, busy) is None


def room_problem(
    state: KemetState, space: Space, token_id: str, busy: frozenset[str]
) -> str | None:
    """Why ``token_id`` on ``space`` would leave one of Seth's normal tokens without a space
    (see :func:`leaves_room`), in the players' words; None when it leaves room."""
    room = _Room(busy, state.seat(SETH).tokens)
    problem = room.problem(space, token_id)
    if problem == "purple":
        return (
            f"Seth still holds {counted(room.purple, 'purple token')}, which go on purple "
            "spaces only: "
            "this token may not take the free purple space they need (a yellow space, or a "
            "purple token here)."
        )
    if problem:
        return (
            f"Seth still holds {counted(len(room.tokens), 'token')} for this Day and each "
            "needs a free space: "
            "an extra token may not take one of them (only a space already holding a token, "
            "for a gold token)."
        )
    return None


class _Room:
    """Seth's free spaces counted once for all the spaces a token might take
    (:func:`room_problem` says it in words)."""

    def __init__(self, busy: frozenset[str], tokens: tuple[str, ...]) -> None:
        self.busy = busy
        self.tokens = tokens
        self.purple = self.tokens.count("token-purple")
        self.free, self.free_purple = _free_counts(busy)

    def problem(self, space: Space, token_id: str) -> str:
        """ "" when ``token_id`` on ``space`` leaves room; else ``purple`` (the purple tokens
        would lack a purple space) or ``all`` (a normal token would lack a space)."""
        if token_id == "token-purple" or space.id in self.busy:
            return ""
        purple_space = space.colour == "purple"
        if purple_space and self.purple > self.free_purple - 1:
            return "purple"
        if token_id in self.tokens or len(self.tokens) <= self.free - 1:
            return ""
        return "all"


@lru_cache(maxsize=256)
def _free_counts(busy: frozenset[str]) -> tuple[int, int]:
    """(free spaces, free purple spaces) of Seth's board with ``busy`` taken: a Day's few
    boards come back at every listing of every game."""
    free = [s for s in seth_spaces() if s.id not in busy]
    return len(free), sum(1 for s in free if s.colour == "purple")


def _seth_colour_ok(space: Space, token_id: str, spec) -> bool:
    """Purple tokens on purple spaces only; a member's token anywhere (a yellow space targets
    that member); the transparent token anywhere too (on a yellow space as the colour Seth
    names: Magic Versatility); his other extra tokens on purple spaces (yellow needs a
    colour)."""
    if token_id == "token-purple" or spec.spaces == "seth_purple":
        return space.colour == "purple"
    if not token_id.startswith("token-") or token_id == TRANSPARENT:
        return True
    return space.colour == "purple"
