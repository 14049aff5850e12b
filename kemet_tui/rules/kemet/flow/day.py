"""The Day: the day-phase track walked turn by turn, and the token-placing decisions.

kemet-seth.md §Day: nine turns, Seth – Alliance – … – Seth. On a Seth turn he places as many
tokens as the turn says (fewer only if he has none left): ``board.py`` keeps room for his
tokens, and a member's token that can act nowhere goes on a yellow space with no effect
(:func:`no_effect`); a turn cut short is always said in the log. An Alliance
turn lets every member with a token place exactly one, in the order the ``alliance`` picks
(``alliance-turn``: ``next:a2``); the Eclipse (N ≥ 3) runs the night tiles again. Extra tokens
follow one of their holder's tokens at once. DI cards with day timing are free actions on the
player's own turn (``di:CARD``, ``divine.py``).

Decisions: ``alliance-turn`` (alliance), ``member-action`` (a member; ``extra`` in its context
when only his extra tokens are offered, right after his token), ``seth-action`` (Seth).
The Alliance's start-of-turn choices (sacred temples, the Great Ceremony), the spaces' actions
(Seth's yellow spaces and Furious Invasion among them) and the free actions are looked up in the
tables of ``state/tables.py``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions import board
from kemet_tui.rules.kemet.flow.explain import explain_placement
from kemet_tui.rules.kemet.mechanics.common import day_track_for, label, members
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act, make_action, placement_choice
from kemet_tui.rules.kemet.state.contexts import alliance_turn_context, member_action_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, BoardToken, KemetState, evolved
from kemet_tui.rules.kemet.state.tables import (
    ACTIONS,
    ALLIANCE_TURN_OPTIONS,
    FREE_ACTIONS,
    available_actions,
)

# --- the decisions of the Day ------------------------------------------------------------------------
#: the decisions the Day asks again and again, made once: a decision is a value, so every
#: state may hold the same one
_SETH_ACTION = decision("seth-action", SETH)
_ALLIANCE_TURN_OPENS = decision("alliance-turn", ALLIANCE, first=True)
_ALLIANCE_TURN_GOES_ON = decision("alliance-turn", ALLIANCE, first=False)


@cache
def _member_action(member: str) -> Decision:
    """A member's ``member-action`` decision (his normal token, made once per member)."""
    return decision("member-action", member)


# --- walking the track ----------------------------------------------------------------------------
def next_turn(state: KemetState) -> tuple[KemetState, tuple[Event, ...]]:
    """Continue the turn under way, else open the next step of the track, else end the Day."""
    steps = _steps(state.n)
    if state.day_step >= len(steps):
        queue = ("prayer-levels:", "temple-vp:", "sanctuary:", "tokens-back:")
        return state.evolve(phase="dusk", queue=queue), (Event("phase", "The Day ends."),)
    kind, count = steps[state.day_step]
    if state.turn_left:
        return _continue(state, kind)
    if kind == "eclipse":
        queue = ("tiles:seth",) + tuple(f"tiles:{m}" for m in members(state)) + ("tiles:alliance",)
        return _done(state).evolve(queue=queue), (Event("phase", "Eclipse: night tiles act."),)
    if kind == "seth":
        return _open_seth_turn(state, count)
    return _open_alliance_turn(state)


@cache
def _steps(n: int) -> tuple[tuple[str, int], ...]:
    """The day track's steps for an Alliance of ``n`` (asked after every action of a Day)."""
    return day_track_for(n).steps()


def _done(state: KemetState, *ask: Decision) -> KemetState:
    """The current turn is over: move along the track (and ask ``ask`` next, in the same copy
    of the state)."""
    changes = {"day_step": state.day_step + 1, "turn_left": ()}
    if ask:
        changes["pending"] = state.pending + ask
    return evolved(state, changes)


def _open_seth_turn(state: KemetState, count: int):
    if not state.seat(SETH).tokens:
        return _done(state), (
            Event(
                "turn",
                f"{label(state, SETH)} has no token left: the turn "
                f"of {counted(count, 'action')} passes.",
            ),
        )
    state = evolved(
        state, {"turn_left": ("token",) * count, "pending": state.pending + (_SETH_ACTION,)}
    )
    return state, (Event("turn", f"{label(state, SETH)}'s turn: {counted(count, 'action')}."),)


def _open_alliance_turn(state: KemetState):
    active = tuple(m for m in members(state) if state.seat(m).tokens)
    if not active:
        return _done(state), ()
    ask = _ALLIANCE_TURN_OPENS
    state = evolved(state, {"turn_left": active, "pending": state.pending + (ask,)})
    return state, (Event("turn", "The Alliance's turn."),)


def _continue(state: KemetState, kind: str) -> tuple[KemetState, tuple[Event, ...]]:
    if kind == "seth":
        return _continue_seth(state)
    if len(state.turn_left) == 1:  # the last member acts: the turn is over once he has
        member = state.turn_left[0]
        return _done(state, _member_action(member)), ()
    return state.push(_ALLIANCE_TURN_GOES_ON), ()


def _continue_seth(state: KemetState) -> tuple[KemetState, tuple[Event, ...]]:
    """Seth goes on while his turn has actions and he has tokens, or an extra token may follow;
    a turn that ends with actions unplayed (his tokens ran out) says so."""
    actions = state.turn_left.count("token")
    normal = actions and state.seat(SETH).tokens
    if normal or ("placed" in state.turn_left and _extra_follows(state, SETH)):
        return state.push(_SETH_ACTION), ()
    if not actions:
        return _done(state), ()
    return _done(state), (_short_event(state, actions),)


# --- alliance-turn -------------------------------------------------------------------------------------
def _alliance_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    out = [make_action(KemetAction, ("next", (m,))) for m in state.turn_left]
    if alliance_turn_context(pending)["first"]:
        for legal, _, _ in ALLIANCE_TURN_OPTIONS.values():
            out += legal(state)
    return out


def _alliance_apply(state: KemetState, pending: Decision, action: KemetAction):
    if action.verb != "next":
        return ALLIANCE_TURN_OPTIONS[action.verb][1](state, action)
    member = action.args[0]
    left = tuple(m for m in state.turn_left if m != member)
    changes = {
        "turn_left": left,  # this answer off the stack, the member's action on it
        "pending": state.pending[:-1] + (_member_action(member),),
    }
    if not left:
        changes["day_step"] = state.day_step + 1
    return evolved(state, changes), (Event("turn", f"{label(state, member)} acts."),)


def _alliance_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    if action.verb in ALLIANCE_TURN_OPTIONS:
        if not alliance_turn_context(pending)["first"]:
            return (
                "Sacred temples and the Great Ceremony come at the start of an Alliance "
                "turn, before any member acts."
            )
        return ALLIANCE_TURN_OPTIONS[action.verb][2](state, action)
    left = ", ".join(state.turn_left)
    return (
        f"The Alliance picks the member who acts next among those who have not acted this "
        f"turn ({left}): next:SEAT."
    )


ALLIANCE_TURN_HANDLER = Handler(_alliance_legal, _alliance_apply, _alliance_explain)


# --- placing tokens --------------------------------------------------------------------------------------
def _placements(
    state: KemetState,
    seat: str,
    tokens: tuple[str, ...],
    extra: bool,
    targets: dict[tuple[str, str], bool] | None = None,
    placing: board.Placing | None = None,
) -> list[KemetAction]:
    """``targets``: (yellow action, member) -> whether it may act, asked once per listing;
    ``placing``: where the seat's tokens may go, worked out once per listing (both shared by
    the normal and the extra tokens of one listing)."""
    if placing is None:
        placing = _placing(state, seat)
    targets = {} if targets is None else targets
    out: list[KemetAction] = []
    for token in tokens:
        out += _token_placements(state, token, extra, targets, placing)
    return out


def _token_placements(
    state: KemetState,
    token: str,
    extra: bool,
    targets: dict[tuple[str, str], bool],
    placing: board.Placing,
) -> list[KemetAction]:
    """The placements of one token (see :func:`_placements`)."""
    found: list[KemetAction] = []
    for part in placing.placements(token, extra):
        if type(part) is tuple:  # the actions of a run of spaces
            found += part
        else:  # a yellow space: its actions depend on the member targeted
            suffix = board.token_short(token) if extra else token
            found += _yellow_placements(state, part, token, suffix, targets)
    if not found and token in members(state):
        found = [
            make_action(KemetAction, ("act", (f"{s.short}@{token}",)))
            for s in placing.spaces(token)
            if s.colour == "yellow"
        ]
    return found


def _yellow_placements(
    state: KemetState,
    space: board.Space,
    token: str,
    suffix: str,
    targets: dict[tuple[str, str], bool],
) -> list[KemetAction]:
    """A yellow space with a member's token (``@a2``) or with the transparent token naming a
    member's colour (``@transparent=a2``), when the action has something to do against that
    member (:attr:`ActionDef.target`). (A member's token that can act on no space at all may
    still go on a free yellow space, with no effect: :func:`_placements`.)"""
    named = token == board.TRANSPARENT
    out = []
    for member in members(state) if token == board.TRANSPARENT else (token,):
        key = (space.action, member)
        if key not in targets:
            targets[key] = ACTIONS[space.action].may_target(state, member)
        if targets[key]:
            out.append(
                make_action(
                    KemetAction,
                    (
                        "act",
                        (
                            f"{space.short}@{suffix}={member}"
                            if named
                            else f"{space.short}@{member}",
                        ),
                    ),
                )
            )
    return out


def _placing(state: KemetState, seat: str) -> board.Placing:
    """Where ``seat``'s tokens may go, kept per seat by the parts it reads (the tokens on the
    boards, the seat's own state, the map's options, the actions available): a placement's
    look-ahead for an extra token (:func:`_extra_follows`) and the listing that follows it
    read the same state."""
    available = available_actions(state, seat)
    tokens, held, ta_seti = state.board_tokens, state.seat(seat), state.ta_seti
    kept = _placing_kept.get(seat)
    if (
        kept is not None
        and kept[0] is tokens
        and kept[1] is held
        and kept[2] is available
        and kept[3] == ta_seti
    ):
        return kept[4]
    placing = board.Placing(state, seat, available)
    _placing_kept[seat] = (tokens, held, available, ta_seti, placing)
    return placing


#: seat -> (the parts :func:`_placing` read, its answer); one tuple replaced at once, so
#: another thread is never handed another state's answer
_placing_kept: dict[str, tuple[Any, ...]] = {}


def _extra_follows(state: KemetState, seat: str) -> bool:
    """Whether ``seat`` may play an extra token now (one token with a placement is enough
    to know)."""
    extras = board.unused_extras(state, seat)
    if not extras:
        return False
    placing, targets = _placing(state, seat), {}
    return any(_token_placements(state, token, True, targets, placing) for token in extras)


def _extra_placements(
    state: KemetState,
    seat: str,
    targets: dict[tuple[str, str], bool] | None = None,
    placing: board.Placing | None = None,
) -> list[KemetAction]:
    return _placements(state, seat, board.unused_extras(state, seat), True, targets, placing)


def _free(state: KemetState, seat: str) -> list[KemetAction]:
    out = []
    for legal, _ in FREE_ACTIONS.values():
        out += legal(state, seat)
    return out


def _member_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    seat = pending.decider
    if member_action_context(pending).get("extra"):
        return _extra_placements(state, seat) + _free(state, seat) + [act("pass")]
    placements = _placements(state, seat, board.normal_tokens(state, seat), False)
    return placements + _free(state, seat) + ([] if placements else [act("pass")])


def _seth_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    """His normal tokens while the turn has actions left, his extra tokens once he has placed
    one this turn, his day DI cards; ``pass`` when no normal token can be placed: none left
    this turn, or (never in a game played by these rules, see ``board.leaves_room``) no free
    space takes them, which the log then says."""
    normal, targets = [], {}
    placing = _placing(state, SETH)
    if state.turn_left.count("token"):
        normal = _placements(state, SETH, board.normal_tokens(state, SETH), False, targets, placing)
    extra = _extra_placements(state, SETH, targets, placing) if "placed" in state.turn_left else []
    return normal + extra + _free(state, SETH) + ([] if normal else [act("pass")])


def _parse_placement(state: KemetState, seat: str, arg: str):
    """``pray2`` / ``pray@a2`` / ``move@silver`` / ``corrupt-troop@transparent=a2`` →
    (space, token id, is_extra, the member a yellow space targets or "")."""
    short, token, named = placement_choice(arg)
    space = board.space_named(state, seat, short)
    if not token:
        return space, ("token-purple" if seat == SETH else "token-alliance"), False, ""
    if token in members(state):
        return space, token, False, token
    token_id = board.token_from_short(token)
    return space, token_id, True, named


def place(
    state: KemetState, seat: str, space: board.Space, token: str, extra: bool, **more: Any
) -> KemetState:
    """Put ``token`` on ``space`` of ``seat``'s board and take it from the hand; ``more`` are
    other fields the placing action changes (the decision answered taken off the stack, the
    turn), all made in one copy of the state."""
    more["board_tokens"] = state.board_tokens + (BoardToken(seat, space.id, token),)
    held = state.seat(seat)
    if not extra:
        tokens = list(held.tokens)
        tokens.remove(token)
        more["seats"] = state.seats_with(evolved(held, {"tokens": tuple(tokens)}))
    elif token in board.own_extras(state, seat):
        more["seats"] = state.seats_with(evolved(held, {"extra_used": held.extra_used + (token,)}))
    else:
        more["shared_extra_used"] = state.shared_extra_used + (token,)
    return evolved(state, more)


def token_name(state: KemetState, token: str, named: str = "") -> str:
    """How a token is named in the log: a purple token, A2's token, the silver token, the
    transparent token (as A2's)."""
    if token in ("token-purple", "token-alliance"):
        return "a purple token" if token == "token-purple" else "a token"
    if token in members(state):
        return f"{label(state, token)}'s token"
    as_colour = f" (as {label(state, named)}'s)" if named else ""
    return f"{board.token_name(token)}{as_colour}"


def no_effect(state: KemetState, space: board.Space, member: str) -> str | None:
    """Why ``space`` (a yellow space of Seth's) can do nothing against ``member`` now, or None.
    Seth's token there then only fills the space (see :func:`_placements`)."""
    if space.colour != "yellow" or member not in members(state):
        return None
    return ACTIONS[space.action].target(state, member)


def _run(state: KemetState, seat: str, space: board.Space, token: str, named: str = ""):
    """Run the space's action; a yellow space's action gets the member it targets (the
    token's colour, or the colour named for the transparent token). On a yellow space that
    can do nothing against that member the token is placed with no effect, and the log says
    why."""
    text = (
        f"{label(state, seat)} puts {token_name(state, token, named)} on "
        f"{board.space_text(space, seat)}"
    )
    why = no_effect(state, space, named) if seat == SETH else None
    if why:
        return state, (Event("action", f"{text}: no effect ({why})."),)
    state, events = ACTIONS[space.action].run(state, seat, named or token)
    return state, (Event("action", f"{text}."),) + events


def _member_apply(state: KemetState, pending: Decision, action: KemetAction):
    seat = pending.decider
    if action.verb in FREE_ACTIONS:
        return FREE_ACTIONS[action.verb][1](state, seat, action)
    if action.verb == "pass":
        return state.pop(), ()
    space, token, extra, _ = _parse_placement(state, seat, action.args[0])
    state = place(state, seat, space, token, extra, pending=state.pending[:-1])
    if _extra_follows(state, seat):
        state = state.push(decision("member-action", seat, extra=True))
    return _run(state, seat, space, token)


def _seth_apply(state: KemetState, pending: Decision, action: KemetAction):
    if action.verb in FREE_ACTIONS:
        return FREE_ACTIONS[action.verb][1](state, SETH, action)
    if action.verb == "pass":
        state = state.pop()
        return _done(state), (_seth_pass_event(state),)
    space, token, extra, named = _parse_placement(state, SETH, action.args[0])
    left = list(state.turn_left)
    if not extra:
        left.remove("token")
    if "placed" not in left:
        left.append("placed")
    state = place(
        state, SETH, space, token, extra, pending=state.pending[:-1], turn_left=tuple(left)
    )
    return _run(state, SETH, space, token, named if space.colour == "yellow" else "")


def _seth_pass_event(state: KemetState) -> Event:
    """Seth ends his turn; with actions and tokens left, because no free space takes them."""
    actions, tokens = state.turn_left.count("token"), len(state.seat(SETH).tokens)
    if actions and tokens:
        return Event(
            "turn",
            f"{label(state, SETH)} cannot place the {counted(tokens, 'token')} "
            "left: no free space of Seth's board takes them; "
            f"{_not_played(actions)}",
        )
    if actions:
        return _short_event(state, actions)
    return Event("turn", f"{label(state, SETH)} ends the turn.")


def _short_event(state: KemetState, actions: int) -> Event:
    return Event("turn", f"{label(state, SETH)} has no token left: {_not_played(actions)}")


def _not_played(actions: int) -> str:
    return f"{counted(actions, 'action')} of the turn {'is' if actions == 1 else 'are'} not played."


def _explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    return explain_placement(state, pending, action)


MEMBER_ACTION_HANDLER = Handler(_member_legal, _member_apply, _explain)
SETH_ACTION_HANDLER = Handler(_seth_legal, _seth_apply, _explain)
