"""Words for the decision panel: what is asked of whom, and a label for every legal token.

``describe_decision`` gives the prompt ("A2: choose an action space"), ``describe_action`` a
label for one token ("Pray (row 2)", "Play Cavalry Blitz, discard Phalanx Defense"). They read
the state they are given, which is normally a seat's *view*: a label never needs a secret the
seat may not know (a token's own arguments are the seat's choices). Unknown decision kinds and
verbs (the engine grows) still get a readable label built from the names of their arguments.

``private_kinds``/``token_is_private`` say which answers stay secret from the other seats (DI
cards laid face down, the battle card chosen, the DI card kept: kemet-seth.md §Seats), so the
move log can leave those tokens out. Pure: no Textual, no Rich.
"""

from __future__ import annotations

from collections.abc import Callable

from kemet_tui.rules.kemet.actions import board
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.state.actions import KemetAction, parse_token, placement_choice
from kemet_tui.rules.kemet.state.contexts import (
    alliance_turn_context,
    ceremony_context,
    creature_home_context,
    destroy_context,
    di_target_context,
    keep_di_context,
    member_action_context,
    move_context,
    place_creature_context,
    pp_share_context,
    reinforce_context,
    sacred_context,
    sanctuary_context,
    temple_sacrifice_context,
    veto_context,
)
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.model import SETH, KemetState
from kemet_tui.rules.kemet.view.labels_actions import ACTION_LABELS, VERB_LABELS, generic_label
from kemet_tui.rules.kemet.view.names import (
    content_text,
    counted,
    name_of,
    seat_code,
    space_name,
)

Prompt = Callable[[KemetState, Decision], str]

#: decisions whose answer is a secret of the decider (kemet-seth.md §Seats: the DI cards laid face
#: down, the battle card chosen and the one discarded, the DI card kept among those drawn, and
#: the battle card a new strategy card replaces: battle hands are private, the engine's event
#: says only that a card was swapped)
PRIVATE_KINDS = frozenset({"battle-di", "battle-cards", "keep-di", "drop-card"})


def _naming(template: str, value: Callable[[Decision], str]) -> Prompt:
    """A prompt naming one value of the context (a space, a tile), read through its kind's
    record: ``template.format(name)``."""
    return lambda s, d: template.format(name_of(s, value(d)))


def _seth_action(state: KemetState, d: Decision) -> str:
    left = state.turn_left.count("token")
    if left:
        return f"choose an action space ({counted(left, 'action')} left this turn)"
    return "play an extra token, or pass"


def _member_action(state: KemetState, d: Decision) -> str:
    if member_action_context(d).get("extra"):
        return "place an extra token right after your own, or pass"
    return "choose an action space"


def _alliance_turn(state: KemetState, d: Decision) -> str:
    if alliance_turn_context(d)["first"]:
        return (
            "choose the member who acts next (first, you may raise sacred temples or "
            "perform the Great Ceremony)"
        )
    return "choose the member who acts next"


def _move(state: KemetState, d: Decision) -> str:
    ctx = move_context(d)
    if ctx["stage"] == "troop":
        return "choose the troop to move (or move none)"
    from kemet_tui.rules.kemet.actions.movepaths import halt_reasons

    steps = counted(ctx.get("left", 0), "step")
    text = f"move the troop on {name_of(state, str(ctx.get('at')))} ({steps} left)"
    return "; ".join((text, *halt_reasons(state, ctx)))


def _ceremony(state: KemetState, d: Decision) -> str:
    ctx = ceremony_context(d)
    if ctx.get("stage") == "power":
        return "choose the temple power the Great Ceremony gives"
    return f"share the Great Ceremony's cost ({ctx['cost']} PP)"


def _veto(state: KemetState, d: Decision) -> str:
    """The card's text with its name: whether to veto it is decided on what it does."""
    ctx = veto_context(d)
    card_id = ctx["card"]
    who, card = name_of(state, ctx["player"]), name_of(state, card_id)
    text = content_text(card_id)
    return f"{who} plays {card}" + (f" ({text})" if text else "") + ": veto it, or let it be"


def _di_target(state: KemetState, d: Decision) -> str:
    return f"choose the target of {name_of(state, di_target_context(d).get('card', ''))}"


def _counting(template: str, value: Callable[[Decision], int]) -> Prompt:
    """A prompt with a count of the context (units, PP, cards left), read through its kind's
    record: ``template.format(count)``."""
    return lambda s, d: template.format(value(d))


PROMPTS: dict[str, Prompt | str] = {
    "setup-pyramids": "build your starting pyramids (levels 1/1/1 or 2/1/0)",
    "setup-units": "place your units on your city's districts",
    "setup-tile": "take a free level-1 power tile",
    "alliance-turn": _alliance_turn,
    "member-action": _member_action,
    "seth-action": _seth_action,
    "raise": "raise a pyramid (or skip)",
    "buy": "buy a power tile (or skip)",
    "place-creature": _naming(
        "place the creature of {}", lambda d: place_creature_context(d)["tile"]
    ),
    "drop-card": "choose the battle card that leaves the game",
    "recruit": "recruit units (then done)",
    "veto": _veto,
    "di-target": _di_target,
    "keep-di": _counting("keep {} of the DI cards you drew", lambda d: keep_di_context(d)["keep"]),
    "free-level": "choose the pyramid raised for free",
    "reinforce": _counting(
        "place a free unit ({} left), or stop", lambda d: reinforce_context(d)["left"]
    ),
    "steal-di": "choose whom to take a DI card from",
    "give-di": "choose the member who takes the DI card",
    "pp-share": _counting(
        "choose who gains the next PP ({} left)", lambda d: pp_share_context(d)["left"]
    ),
    "temple-sacrifice": _naming(
        "sacrifice a unit at {} for its PP, or not", lambda d: temple_sacrifice_context(d)["space"]
    ),
    "sanctuary": _counting(
        "choose the units sacrificed at the Sanctuary ({} left), or skip",
        lambda d: sanctuary_context(d)["left"],
    ),
    "rite-di": "play a DI card that lowers the rite's cost, or done",
    "sacred": _naming(
        "choose whose unit is sacrificed on {}", lambda d: sacred_context(d)["space"]
    ),
    "ceremony": _ceremony,
    "move": _move,
    "battle-fighter": "choose the member who fights for the mixed troop",
    "battle-di": "lay battle DI cards face down (then done)",
    "battle-cards": "choose the battle card to play and the one to discard",
    "battle-swap": "exchange the two played battle cards, or keep them",
    "battle-wound": "discard DI cards for strength (Divine Wound), then done",
    "casualties": "choose whose unit dies next",
    "battle-retreat": "retreat the beaten troop to a free space, or recall it",
    "battle-recall": "recall the winning troop, or keep it there",
    "corrupt-creature": "choose the creature card, then the troop it attacks",
    "corrupt-pyramid": "buy a tile with the member's pyramids (or skip)",
    "creature-home": _naming(
        "choose where {} goes home", lambda d: creature_home_context(d)["creature"]
    ),
    "destroy-units": _counting(
        "choose the troop that loses a unit ({} left)", lambda d: destroy_context(d)["left"]
    ),
    "invasion-order": "choose the battle of the Furious Invasion fought first",
    "osiris-rise": "choose the district where Osiris rises",
    "battle": "let the battle run on",
}


def describe_decision(state: KemetState, decision: Decision | None) -> str:
    """``A2: choose an action space``; a readable line for any kind the engine may ask."""
    if decision is None:
        return "Nothing is asked now."
    prompt = PROMPTS.get(decision.kind)
    if prompt is None:
        text = f"answer {decision.kind.replace('-', ' ')}"
    else:
        text = prompt if isinstance(prompt, str) else prompt(state, decision)
    return f"{seat_code(decision.decider)}: {text}"


def describe_action(state: KemetState, action: KemetAction | str) -> str:
    """A player's label for one token of the decision asked now (never just the token)."""
    if isinstance(action, str):
        action = parse_token(action)
    decision = state.decision
    kind = decision.kind if decision is not None else ""
    label = ACTION_LABELS.get((kind, action.verb)) or VERB_LABELS.get(action.verb)
    if action.verb == "act":
        return placement_label(state, decision, action.args)
    if label is not None:
        try:
            return label(state, decision, action.args)
        except (IndexError, KeyError, ValueError):
            pass
    return generic_label(state, action)


# --- token placements ----------------------------------------------------------------------------
def placement_label(state: KemetState, decision: Decision | None, args: tuple[str, ...]) -> str:
    """``Pray (row 2)``, ``Recruit with A3's token``, ``Pray with Silver action token``."""
    seat = decision.decider if decision is not None else SETH
    short, token, named = placement_choice(args[0] if args else "")
    space = board.space_named(state, seat, short)
    text = board.space_text(space, seat) if space is not None else short
    return text + _token_text(state, seat, token, named, space)


def _token_text(
    state: KemetState, seat: str, token: str, named: str, space: board.Space | None
) -> str:
    if not token:
        return ""
    if seat == SETH and token in {s.seat for s in state.seats}:
        who = seat_code(token)
        if space is None or space.colour != "yellow":
            return f" with {who}'s token"
        return f" against {who} (with {who}'s token)" + _no_effect(state, space, token)
    token_id = board.token_from_short(token)
    name = fx.data().tokens.action_token
    text = next((t.name for t in name if t.id == token_id), token)
    if named:
        return f" with the {text} as {seat_code(named)}'s colour"
    return f" with the {text}"


def _no_effect(state: KemetState, space: board.Space, member: str) -> str:
    """`` — no effect`` when the yellow space can do nothing against ``member`` (offered only
    when his token can act on no other space: ``day.no_effect``)."""
    from kemet_tui.rules.kemet.flow.day import no_effect

    return " — no effect" if no_effect(state, space, member) else ""


# --- which answers are secret --------------------------------------------------------------------
def private_kinds() -> frozenset[str]:
    """Decision kinds whose answer only the decider may read (until a reveal)."""
    return PRIVATE_KINDS


def token_is_private(state_before: KemetState, seat: str | None) -> bool:
    """Whether the token answering ``state_before``'s decision must be hidden from ``seat``:
    a secret answer (:data:`PRIVATE_KINDS`) read by anyone but its decider."""
    decision = state_before.decision
    if decision is None or decision.kind not in PRIVATE_KINDS:
        return False
    return seat != decision.decider


__all__ = [
    "PRIVATE_KINDS",
    "describe_action",
    "describe_decision",
    "placement_label",
    "private_kinds",
    "space_name",
    "token_is_private",
]
