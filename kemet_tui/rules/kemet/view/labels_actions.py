"""Labels of the tokens, verb by verb (``docs/notation-kemet.md``), for ``labels.py``.

A verb means one thing per decision, but the same verb may mean different things in different
decisions (``drop`` a battle card / a unit, ``put`` a unit / a creature), so a label is looked
up by ``(kind, verb)`` first, then by verb. Each function takes the state (a seat's view), the
decision asked and the token's arguments, and only names things: it never judges legality.
"""

from __future__ import annotations

from collections.abc import Callable

from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.state.actions import (
    KemetAction,
    cards_choice,
    pyramid_choice,
    share_choice,
)
from kemet_tui.rules.kemet.state.contexts import (
    buy_context,
    move_context,
    place_creature_context,
    recruit_context,
)
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.model import SETH, KemetState
from kemet_tui.rules.kemet.view.names import (
    content_name,
    content_text,
    name_of,
    names_in,
    price,
    seat_code,
    space_name,
    tile_label,
)

Label = Callable[[KemetState, Decision | None, tuple[str, ...]], str]


def _fixed(text: str) -> Label:
    return lambda s, d, a: text


def _what(item_id: str) -> str:
    """``: +1 strength...``: what a power or card does, for an answer that chooses it."""
    text = content_text(item_id)
    return f": {text}" if text else ""


def _one(template: str) -> Label:
    """``template`` with the name of the first argument."""
    return lambda s, d, a: template.format(name_of(s, a[0]))


def _seat(template: str) -> Label:
    """``template`` with the seat code of the first argument (``A2``, ``Seth``)."""
    return lambda s, d, a: template.format(seat_code(a[0]))


def _card(card_id: str) -> str:
    return content_name(card_id) or card_id


# --- setup -------------------------------------------------------------------------------------------
def _pyramids(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    parts = []
    for arg in args:
        site, colour, level = pyramid_choice(arg)
        parts.append(f"{colour} {level or ''} on {site}")
    return "Pyramids: " + ", ".join(parts)


def _units(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    from kemet_tui.rules.kemet.mechanics.common import city_spaces

    seat = d.decider if d is not None else SETH
    spaces = city_spaces(state, seat)
    return "Units: " + ", ".join(f"{n} on {site}" for n, site in zip(args, spaces, strict=False))


# --- pyramids and tiles --------------------------------------------------------------------------------
def _raise(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    from kemet_tui.rules.kemet.actions.economy import raise_price

    site, colour, level = pyramid_choice(args[0])
    now = state.pyramid_at(site)
    seat = d.decider if d is not None else SETH
    cost = f" for {raise_price(state, seat, now.level if now else 0, level)}"
    if now is None or now.level == 0:
        return f"Build a {colour} pyramid on {site}, level {level}{cost}"
    if now.colour != colour:
        return f"Rebuild the pyramid on {site} as {colour} {level}{cost}"
    return f"Raise the {colour} pyramid on {site} to level {level}{cost}"


def _buy(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    from kemet_tui.rules.kemet.actions.economy import tile_price

    tile = fx.tile(args[0])
    seat = d.decider if d is not None else SETH
    surcharge = buy_context(d)["surcharge"] if d is not None and d.kind == "buy" else 0
    return (
        f"Buy {tile.name} ({tile.colour} {tile.level}) for "
        f"{tile_price(state, seat, args[0], surcharge)}"
    )


def _corrupt_buy(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    from kemet_tui.rules.kemet.actions.economy import tile_price

    return (
        f"Buy {tile_label(args[0])} for {tile_price(state, SETH, args[0], 1)}, 1 PP more "
        "than the market"
    )


# --- units and creatures -----------------------------------------------------------------------------
def _put(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    if len(args) > 1:
        return f"Put {name_of(state, args[1])} with the troop on {name_of(state, args[0])}"
    return f"Put a unit on {name_of(state, args[0])}{_unit_cost(state, d)}"


def _unit_cost(state: KemetState, d: Decision | None) -> str:
    """`` (1 PP)`` / `` (free)``: what the next recruit costs (recruit.unit_cost)."""
    if d is None or d.kind != "recruit":
        return ""
    from kemet_tui.rules.kemet.actions.recruit import unit_cost

    cost = unit_cost(state, d.decider, d)
    if cost is None:
        return ""
    if recruit_context(d)["free"]:
        return " (a free unit)"
    return f" for {price(cost, 1, fx.sources(state, d.decider, 'spend_discount'))}"


def _move_cost(template: str, teleport: bool) -> Label:
    """``Step to X`` / ``Teleport to X`` with what it costs: the teleport (2 PP less Stargate,
    nothing with the DI card) and any toll (Khnum's Sphinx)."""

    def label(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
        text = template.format(name_of(state, args[0]))
        if d is None or d.kind != "move":
            return text
        ctx = move_context(d)
        if ctx["stage"] != "steps":
            return text
        from kemet_tui.rules.kemet.actions import movepaths as mp

        toll = mp.toll(state, ctx, args[0])
        if teleport:
            cost = mp.teleport_cost(state, ctx) + toll
            return f"{text} ({cost} PP" + (", toll included)" if toll else ")")
        return f"{text} ({toll} PP toll)" if toll else text

    return label


def _put_creature(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    tile = place_creature_context(d)["tile"] if d is not None else ""
    return f"Place {content_name(tile) or 'the creature'} on {name_of(state, args[0])}"


# --- battles ------------------------------------------------------------------------------------------
def _fight(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    play, drop = cards_choice(args[0])
    if drop:
        return f"Play {_card(play)}, discard {_card(drop)}"
    return f"Play {_card(play)}"


def _pay(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    seat, amount = share_choice(args[0])
    return f"{seat_code(seat)} pays {amount} PP"


def _skip(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    kind = d.kind if d is not None else ""
    return {
        "raise": "Raise no pyramid",
        "buy": "Buy no tile",
        "corrupt-pyramid": "Buy no tile",
        "sanctuary": "Sacrifice no more units",
        "temple-sacrifice": "Sacrifice nothing",
    }.get(kind, "Skip")


def _done(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    kind = d.kind if d is not None else ""
    return {
        "recruit": "Stop recruiting",
        "reinforce": "Place no more free units",
        "battle-di": "Lay no more DI cards",
        "battle-wound": "Discard no more DI cards",
        "rite-di": "Play no (more) card",
    }.get(kind, "Done")


def _stop(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    if d is not None and d.kind == "move" and move_context(d)["stage"] == "troop":
        return "Move no troop"
    return "End the move here"


def _pass(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    if d is not None and d.decider == SETH and state.turn_left.count("token"):
        return "Pass: end the turn (no space takes a token)"
    return "Pass: play no extra token"


def _di(state: KemetState, d: Decision | None, args: tuple[str, ...]) -> str:
    card = fx.data().decks.di_card
    found = next((c for c in card if c.id == args[0]), None)
    cost = f" ({found.cost} PP)" if found is not None and found.cost else ""
    if d is not None and d.kind == "battle-di":
        return f"Lay {_card(args[0])}{cost} face down"
    return f"Play {_card(args[0])}{cost}"


VERB_LABELS: dict[str, Label] = {
    "pyr": _pyramids,
    "units": _units,
    "tile": lambda s, d, a: f"Take {tile_label(a[0])}",
    "next": _seat("{} acts next"),
    "temple": _one("Raise the sacred temple on {}"),
    "ceremony": _fixed("Perform the Great Ceremony"),
    "di": _di,
    "pass": _pass,
    "pp": _seat("{} gains the next PP"),
    "sacrifice": _seat("Sacrifice a unit of {}"),
    "skip": _skip,
    "give": _seat("Give it to {}"),
    "keep": _one("Keep {}"),
    "raise": _raise,
    "put": _put,
    "done": _done,
    "steal": _seat("Take it from {}"),
    "buy": _buy,
    "reserve": _fixed("Keep the creature in the reserve"),
    "drop": _seat("Leave a unit of {} here"),
    "veto": _one("Cancel it with {}"),
    "allow": _fixed("Let it be"),
    "kill": _one("Strike the troop on {}"),
    "lose": _seat("A unit of {} dies"),
    "take": _one("Take {} along"),
    "troop": _one("Move the troop on {}"),
    "go": _move_cost("Step to {}", teleport=False),
    "teleport": _move_cost("Teleport to {}", teleport=True),
    "pick": _seat("Take a unit of {} along"),
    "leave": _one("Leave {} here"),
    "stop": _stop,
    "fighter": _seat("{} fights"),
    "escape": _one("Play Escape: the troop moves to {}"),
    "fight": _fight,
    "swap": _fixed("Exchange the played battle cards"),
    "wound": _one("Discard {} for strength"),
    "retreat": _one("Retreat to {}"),
    "recall": _fixed("Recall the troop"),
    "stay": _fixed("Stay on the space"),
    "pay": _pay,
    "power": lambda s, d, a: f"Take the power {name_of(s, a[0])}" + _what(a[0]),
    "creature": _one("Attack with {}"),
    "attack": _one("Attack the troop on {}"),
    "home": _one("Send it home to {}"),
    "first": _one("Fight on {} first"),
    "rise": _one("Osiris rises on {}"),
    "continue": _fixed("Continue"),
}

ACTION_LABELS: dict[tuple[str, str], Label] = {
    ("place-creature", "put"): _put_creature,
    ("reinforce", "put"): _one("Put a free unit on {}"),
    ("drop-card", "drop"): _one("Remove {} from the game"),
    ("di-target", "give"): _seat("{} gains the PP"),
    ("di-target", "steal"): _seat("{} loses the PP"),
    ("di-target", "take"): _one("Take {} back from the discard pile"),
    ("battle-swap", "keep"): _fixed("Keep the played battle cards"),
    ("battle-recall", "stay"): _fixed("Keep the winning troop there"),
    ("battle-retreat", "stay"): _fixed("Stay: the winner kept no unit there"),
    ("steal-di", "steal"): _seat("Take a random DI card from {}"),
    ("corrupt-pyramid", "buy"): _corrupt_buy,
    ("move", "take"): _one("Take {} along"),
}


def generic_label(state: KemetState, action: KemetAction) -> str:
    """A label for a verb this module does not know: the verb in words, the arguments named."""
    verb = action.verb.replace("-", " ").capitalize()
    if not action.args:
        return verb
    return f"{verb}: {names_in(state, action.args)}"


__all__ = ["ACTION_LABELS", "VERB_LABELS", "generic_label", "space_name"]
