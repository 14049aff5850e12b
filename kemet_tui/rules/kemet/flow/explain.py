"""Why an action is refused, in the players' words: the rule that forbids it.

``ruleset.check`` asks the handler of the pending decision; the token-placing decisions of
``day.py`` come here, where each rule of the boards is tried in turn (space names, tokens held, taken spaces,
purple spaces for purple tokens, the row rule, actions the engine cannot play yet).
"""

from __future__ import annotations

from kemet_tui.rules.kemet.actions import board
from kemet_tui.rules.kemet.mechanics.common import label, members
from kemet_tui.rules.kemet.state.actions import KemetAction, placement_choice
from kemet_tui.rules.kemet.state.contexts import member_action_context
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.model import SETH, KemetState
from kemet_tui.rules.kemet.state.tables import ACTIONS


def explain_placement(state: KemetState, pending: Decision, action: KemetAction) -> str:
    seat = pending.decider
    who = label(state, seat)
    if action.verb == "di":
        from kemet_tui.rules.kemet.actions.divine import playable

        card = action.args[0] if action.args else ""
        try:
            reason = playable(state, seat, card)
        except KeyError:
            reason = f"there is no DI card {card!r}"
        return f"{who} cannot play that card: {reason}." if reason else "That card can be played."
    if action.verb == "pass":
        return f"{who} must place a token: a space still takes one."
    if action.verb != "act" or len(action.args) != 1:
        return f"{who} places an action token (act:SPACE) or plays a DI card (di:CARD)."
    return _placement_reason(state, seat, pending, action.args[0])


def _placement_reason(state: KemetState, seat: str, pending: Decision, arg: str) -> str:
    who = label(state, seat)
    short, token, named = placement_choice(arg)
    space = board.space_named(state, seat, short)
    if space is None:
        names = " ".join(s.short for s in board.spaces_of(state, seat))
        return f"{short!r} is not a space of {who}'s board ({names})."
    token_id = _token_id(state, seat, token)
    if token_id is None:
        return f"{token!r} is not a token {who} may name here."
    if (
        seat == SETH
        and space.colour == "yellow"
        and token_id.startswith("token-")
        and token_id != board.TRANSPARENT
    ):
        return (
            "Seth's purple tokens go on purple spaces only; a yellow space takes a member's "
            "token (act:SPACE@SEAT)."
        )
    action = ACTIONS.get(space.action)
    if action is None or not action.available(state, seat):
        why = action.why if action else "no rule module plays it"
        return f"{space.short} cannot be played yet: {why}."
    target = named or (token_id if token_id in members(state) else "")
    if seat == SETH and space.colour == "yellow":
        reason = _yellow_reason(state, space, token_id, target, action)
        if reason:
            return reason
    return _token_reason(state, seat, pending, space, token_id)


def _yellow_reason(state: KemetState, space, token_id: str, target: str, action) -> str:
    """A yellow space targets the member of the token's colour (seed-000); the transparent
    token names that colour (``@transparent=a2``)."""
    if token_id == board.TRANSPARENT and target not in members(state):
        return (
            "The transparent token names the colour it plays as on a yellow space: "
            f"act:{space.short}@transparent=SEAT."
        )
    if target in members(state):
        why = action.target(state, target)
        if why:
            return (
                f"{space.short} against {label(state, target)} would do nothing: {why}. A "
                "member's token goes on a yellow space with no effect only when it can act "
                "on no other space."
            )
    return ""


def _token_id(state: KemetState, seat: str, token: str) -> str | None:
    if not token:
        return "token-purple" if seat == SETH else "token-alliance"
    if seat == SETH and token in members(state):
        return token
    return board.token_from_short(token)


def _listed_problem(token_id: str, space) -> str | None:
    """A token that goes on listed actions only (Seth's Divine Will, the Will of Amun)."""
    if not token_id.startswith("token-"):
        return None
    spec = board.token_spec(token_id)
    if spec.spaces != "listed" or space.action in spec.actions:
        return None
    actions = ", ".join(a.replace("_", " ") for a in spec.actions)
    name = board.token_name(token_id)
    return f"{name[0].upper()}{name[1:]} takes only these actions: {actions}."


def _token_reason(state: KemetState, seat: str, pending: Decision, space, token_id: str) -> str:
    who = label(state, seat)
    extra = token_id.startswith("token-") and board.token_spec(token_id).extra
    if extra:
        if token_id not in board.unused_extras(state, seat):
            return f"{who} has no {board.token_short(token_id)} token to play today."
        if seat == SETH and "placed" not in state.turn_left:
            return "An extra token is played right after one of Seth's tokens this turn."
        if seat != SETH and not member_action_context(pending).get("extra"):
            return "An extra token is played right after one of your own tokens."
    elif token_id not in state.seat(seat).tokens:
        return f"{who} holds no such token now."
    elif seat == SETH and not state.turn_left.count("token"):
        return "Seth has played all the actions of this turn; only extra tokens may follow."
    elif seat != SETH and member_action_context(pending).get("extra"):
        return "Only an extra token may follow your token now (or pass)."
    if (
        space.id in board.taken(state, seat)
        and not board.token_spec(
            token_id if token_id.startswith("token-") else "token-alliance"
        ).may_take_occupied
    ):
        return f"{space.short} already holds a token."
    listed = _listed_problem(token_id, space)
    if listed:
        return listed
    room = (
        board.room_problem(state, space, token_id, board.taken(state, seat))
        if seat == SETH
        else None
    )
    if room:
        return room
    if seat == SETH and space.colour == "yellow":
        return (
            "A yellow space needs an Alliance member's token (or the transparent token "
            "naming a colour)."
        )
    if seat == SETH:
        return "Seth's purple tokens go on purple spaces only."
    return (
        f"The row rule: every row of {who}'s pyramid must hold one of {who}'s tokens by the "
        f"end of the Day, and a token on row {space.row} would leave too few tokens for that."
    )
