"""Why the ``kemet:1`` policy likes an answer, in words: the term of its score that decides.

A hint shows each suggested answer with a reason. The reason is read from the same terms the
policy scores with (``policies.py``, ``moves.py``, ``goals.py``): a Move by the space it leads
to (a battle by the rough odds the bot fights with, "wins this battle 9 to 6"; a temple, a
desert for the sacred temple, an obelisk desert for the Ceremony); an action space by what it
gives; a kind the policy settles by a look-ahead by the term of ``goals.evaluate`` that the
answer changes most ("opens the portal", "a temple held for the Night"). Everything is read
from the view the asking seat was handed, so a reason names only what that seat may know: the
other side's cards are the bot's guess (``knowledge.UNSEEN_CARD``), never their true value.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kemet_tui.bots.kemet import di_cards
from kemet_tui.bots.kemet import knowledge as K
from kemet_tui.bots.kemet.goals import GARRISON, ceremony_needs, space_value, threatened_districts
from kemet_tui.bots.kemet.tile_worth import tile_worth
from kemet_tui.rules.kemet.battle import record
from kemet_tui.rules.kemet.battle import strength as battle_strength
from kemet_tui.rules.kemet.mechanics.common import game_map, temples_held
from kemet_tui.rules.kemet.state.actions import cards_choice, placement_choice, pyramid_choice
from kemet_tui.rules.kemet.state.contexts import move_context, role_context, veto_context, with_role
from kemet_tui.rules.kemet.state.decisions import Decision
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Troop, make_troop
from kemet_tui.rules.kemet.view.labels import placement_label
from kemet_tui.rules.kemet.view.names import content_name, counted, space_name, tile_label

#: how many steps ahead a Move's target is looked for (two Moves, as the policy looks)
REACH = 2


def reason(ruleset: Any, state: KemetState, action: Any, seat: str) -> str:
    """Why the policy likes ``action`` for ``seat`` on the view ``state``, in a few words."""
    top = state.pending[-1] if state.pending else None
    if top is None:
        return "the only answer"
    explain = EXPLAINERS.get(top.kind)
    said = explain(state, seat, action, top) if explain else None
    return said or by_evaluation(ruleset, state, action, seat)


# --- a space as a target ------------------------------------------------------------------------
def battle_words(state: KemetState, mover: Troop, target: Troop, units: int) -> str:
    """``wins this battle 9 to 6``: the rough odds the policy fights by (units, creature, the
    best card the seat is known to hold, an unseen hand guessed, the city's defence)."""
    ours = round(K.strength(state, mover, units))
    theirs = round(K.strength(state, target, defending=True))
    verdict = "wins" if ours > theirs else "loses"
    return f"attacks {space_name(state, target.space)}: {verdict} this battle {ours} to {theirs}"


def space_words(state: KemetState, space: str, mover: Troop, units: int) -> str:
    """What standing on ``space`` gives ``mover``, by the term ``goals.space_value`` counts."""
    occupant = state.troop_at(space)
    where = space_name(state, space)
    if occupant is not None and occupant.units and occupant.space != mover.space:
        if occupant.side != mover.side:
            return battle_words(state, mover, occupant, units)
        kind = game_map(state).space(space).kind
        if kind == "obelisk_desert":
            return f"joins the troop on {where} to pay the Great Ceremony together"
        return f"joins the troop on {where} to raise the sacred temple"
    kind = game_map(state).space(space).kind
    if mover.side == SETH:
        if kind == "seth_district" and space in threatened_districts(state):
            return f"guards {where}: an empty sector the Alliance could walk into"
        return f"stands on {where}"
    if kind == "temple":
        return f"{where}: a temple held for the Night"
    if kind == "seth_district" and state.great_ceremony_done:
        return f"walks into Seth's city through the open portal ({where})"
    if kind == "sanctuary":
        return f"{where}: a VP a day for units there"
    if kind == "obelisk_desert" and ceremony_needs(state, mover):
        return f"{where}: an obelisk desert for the Great Ceremony"
    if kind == "desert":
        return f"{where}: a desert for the sacred temple"
    return f"stands on {where}"


def best_target(
    state: KemetState, mover: Troop, start: str, units: int, steps: int = REACH
) -> tuple[float, str]:
    """The space the policy would walk ``mover`` to from ``start`` (``goals.best_reach``'s
    choice: the best value discounted by the steps to it), with its value."""
    best = (-1e9, start)
    for space, dist in K.distances(state, start, mover.side).items():
        value = space_value(state, space, mover, units)
        if dist > steps:
            value = value / (1 + dist - steps) - 0.2 * dist
        best = max(best, (value - 0.05 * dist, space))
    return best


def _towards(state: KemetState, mover: Troop, start: str, units: int, steps: int) -> str:
    _, space = best_target(state, mover, start, units, steps)
    words = space_words(state, space, mover, units)
    if space == start:
        return words
    # an aim that is a deed (a battle, joining a troop) follows the walk; a place is walked to
    return ("then " if words.startswith(("attacks", "joins")) else "towards ") + words


def _moving(troop: Troop) -> Troop:
    """The troop as the policy moves it: off the map, so its own space is not "here"."""
    return Troop("~", troop.units, troop.creature, troop.creature_owner, troop.corrupted)


def _own(troop: Troop, seat: str) -> int:
    return troop.size if troop.side == SETH else troop.count(seat)


def best_move(state: KemetState, side: str, seat: str) -> str | None:
    """What a Move would do now: the troop with the best target and that target
    (``policies._move_potential``'s choice), or None when no troop may move."""
    found: tuple[float, str] | None = None
    for troop in state.troops:
        own = _own(troop, seat) if troop.units and troop.side == side else 0
        if own == 0 or (side == SETH and own < 3):
            continue
        value, space = best_target(state, _moving(troop), troop.space, own)
        if found is None or value > found[0]:
            found = (
                value,
                f"a Move from {troop.space} "
                + _towards(state, _moving(troop), troop.space, own, REACH),
            )
    return found[1] if found else None


# --- decisions ----------------------------------------------------------------------------------
def _move(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    ctx = move_context(pending)
    mover = ctx["mover"]
    verb = action.verb
    if verb == "di":
        return f"plays {_card(action.args[0])}: it opens a better Move"
    if ctx["stage"] == "troop" and verb != "troop":
        return "does not move: no troop has a better place to go"
    if verb == "troop":
        troop = state.troop_at(action.args[0])
        if troop is None:
            return None
        own = troop.size if mover == SETH else troop.count(mover)
        return _towards(state, _moving(troop), troop.space, own, REACH)
    units = dict(ctx.get("units", ())) or {mover: 1}
    troop = make_troop(ctx.get("at", ""), units)
    if verb == "stop":
        words = space_words(state, troop.space, troop, troop.size)
        return (
            words.replace("stands on", "stops on", 1)
            if words.startswith("stands on")
            else "stops here: " + words
        )
    if verb == "go":
        target = action.args[0]
        occupant = state.troop_at(target)
        if occupant is not None and occupant.units and occupant.side != troop.side:
            return battle_words(state, troop, occupant, troop.size)
        return _towards(state, troop, target, troop.size, max(0, ctx.get("left", 0) - 1))
    if verb == "teleport":
        return "teleports: " + space_words(state, action.args[0], troop, troop.size)
    return "keeps the troop whole"


def _card(card_id: str) -> str:
    return content_name(card_id) or card_id


def _space(action) -> str:
    """The action space a placement (``act:SHORT@…``) puts its token on."""
    return placement_choice(action.args[0]).short if action.args else ""


#: what an action space gives, in the policy's terms (``policies.SETH_SPACES``, ``MEMBER_SPACES``)
SPACE_WORDS = {
    "recruit": "recruits: more units for the army",
    "pray": "prays: PP for the rest of the Day",
    "pray2": "prays: 2 PP",
    "pray3": "prays: 3 PP",
    "invocation": "draws DI cards",
    "destroy-two-units": "destroys two Alliance units",
    "corrupt-creature": "corrupts a creature to attack with",
    "corrupt-pyramid": "corrupts a pyramid for a tile",
    "corrupt-troop": "corrupts an Alliance troop",
    "buy-purple": "buys one of Seth's tiles",
}


def _action_space(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    """A token on an action space (Seth's or a member's), or a Day card before it; the
    token used (another member's, a silver one) said after what the space gives."""
    said = _what_space_gives(state, seat, action)
    token = _token_words(state, action) if action.verb == "act" else ""
    return f"{said}, {token}" if said and token else said


def _token_words(state: KemetState, action) -> str:
    """``with A3's token``, ``against A1 (with A1's token)``: the placement's label past the
    space's own (``view/labels.placement_label``)."""
    short = _space(action)
    full = placement_label(state, state.decision, action.args)
    base = placement_label(state, state.decision, (short,))
    return full[len(base) :].strip() if full.startswith(base) else ""


def _what_space_gives(state: KemetState, seat: str, action) -> str | None:
    if action.verb == "di":
        if di_cards.day_di(state, seat, action) is None:
            return f"plays {_card(action.args[0])}, though it is worth little now"
        return f"plays {_card(action.args[0])} before the token: it costs no action"
    if action.verb != "act":
        return "passes: no action space is worth a token" if action.verb == "pass" else None
    space = _space(action)
    side = SETH if seat == SETH else ALLIANCE
    if space.startswith("move") or space == "furious-invasion":
        move = best_move(state, side, seat) or "a Move, though no troop can go anywhere better"
        return (
            move.replace("a Move", "a Furious Invasion", 1) if space == "furious-invasion" else move
        )
    if space == "raise-pyramid":
        return f"raises a pyramid with {state.seat(seat).pp} PP to spend"
    if space.startswith("buy-") and space != "buy-purple":
        from kemet_tui.rules.kemet.actions import economy

        level = economy.pyramid_level_for(state, seat, space.removeprefix("buy-"))
        return f"buys a {space.removeprefix('buy-')} tile of level {level} or lower"
    return SPACE_WORDS.get(space)


def _alliance_turn(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    if action.verb == "ceremony":
        return "performs the Great Ceremony: opens the portal"
    if action.verb == "temple":
        return f"raises the sacred temple on {space_name(state, action.args[0])}"
    if action.args:
        return f"{action.args[0].upper()} moves first: the poorer member"
    return None


def _base_odds(state: KemetState, role: str) -> tuple[int, int]:
    """The strengths of the two sides before the cards (the other side's laid cards are
    hidden in the view, so they are left out, as ``policies._decided`` leaves them)."""
    other = record.other(role)
    c = with_role(record.ctx(state), other, play="", discard="", di=())
    return (
        battle_strength.totals(state, c, role).strength,
        battle_strength.totals(state, c, other).strength,
    )


def _battle_cards(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    cards = cards_choice(action.args[0]).cards if action.args else ()
    if not cards:
        return None
    ours, theirs = _base_odds(state, role_context(pending)["role"])
    played = f"plays {_card(cards[0])}" + (
        f", discards {_card(cards[1])}" if len(cards) > 1 else ""
    )
    lead = ours - theirs
    if lead >= 5 or lead <= -6:
        return (
            f"{played}: {ours} to {theirs} before the cards, decided already: the strong "
            "cards stay in the hand"
        )
    return f"{played}: {ours} to {theirs} before the cards"


def _battle_di(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    if action.verb == "escape":
        return "escapes: the troop is clearly the weaker"
    if action.verb == "di":
        return f"lays {_card(action.args[0])}: strength for this battle"
    return "lays nothing more" if action.verb == "done" else None


def _recruit(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    if action.verb == "done":
        return f"stops recruiting with {state.seat(seat).pp} PP left"
    space = action.args[0]
    if seat == SETH and space in threatened_districts(state):
        return (
            f"guards {space_name(state, space)}: a sector the Alliance could walk into "
            f"(worth {GARRISON:.0f})"
        )
    troop = state.troop_at(space)
    size = troop.size if troop else 0
    return f"reinforces the troop on {space_name(state, space)} to {counted(size + 1, 'unit')}"


def _buy(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    if action.verb == "skip":
        return "keeps the PP: no tile is worth them"
    tile_id = action.args[0]
    side = SETH if seat == SETH else ALLIANCE
    worth = tile_worth(tile_id, side if side == SETH else "alliance", state.n)
    shared = " and serves every member" if tile_id.startswith("alliance-") else ""
    return f"{tile_label(tile_id)}: the tile worth most to its side ({worth:.0f}){shared}"


def _raise(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    if action.verb == "skip":
        return "keeps the PP for the rest of the Day"
    new = pyramid_choice(action.args[0]).level
    opens = {2: "level-2 tiles", 3: "level-3 tiles", 4: "a temporary VP"}.get(new)
    return f"raises a pyramid to level {new}" + (f": opens {opens}" if opens else "")


def _kill(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    troop = state.troop_at(action.args[0]) if action.args else None
    if troop is None:
        return None
    kind = game_map(state).space(troop.space).kind
    what = "a troop on a temple" if kind == "temple" else f"a troop of {troop.size}"
    return f"destroys units of {what} ({space_name(state, troop.space)})"


def _veto(state: KemetState, seat: str, action, pending: Decision) -> str | None:
    played = veto_context(pending)["card"]
    name = _card(played) if played else "the card"
    worth = di_cards.card_worth(played) if played else 0.0
    if action.verb == "veto":
        return (
            f"cancels {name}: worth a Veto"
            if worth >= di_cards.VETO_AT
            else f"cancels {name}, though it is worth little"
        )
    return (
        f"lets {name} stand: not worth a Veto"
        if worth < di_cards.VETO_AT
        else f"lets {name} stand and keeps the Veto"
    )


EXPLAINERS: dict[str, Callable[[KemetState, str, Any, Decision], str | None]] = {
    "move": _move,
    "seth-action": _action_space,
    "member-action": _action_space,
    "alliance-turn": _alliance_turn,
    "battle-cards": _battle_cards,
    "battle-di": _battle_di,
    "recruit": _recruit,
    "buy": _buy,
    "setup-tile": _buy,
    "corrupt-pyramid": _buy,
    "raise": _raise,
    "destroy-units": _kill,
    "veto": _veto,
}


# --- the look-ahead's terms ---------------------------------------------------------------------
def terms(state: KemetState) -> dict[str, float]:
    """The parts of ``goals.evaluate``, each as the Alliance gains it (Seth's with a minus)."""
    seth_units = sum(n for t in state.troops for s, n in t.units if s == SETH)
    ally_units = sum(n for t in state.troops for s, n in t.units if s != SETH)
    return {
        "seth_vp": -20.0 * state.seth_vp,
        "alliance_vp": 15.0 * state.alliance_vp,
        "temples": 4.0 * len(temples_held(state, ALLIANCE)),
        "sacred": 6.0 * max((t.level for t in state.sacred_temples), default=0),
        "ceremony": 25.0 * state.great_ceremony_done,
        "ally_units": 0.6 * ally_units,
        "seth_units": -0.5 * seth_units,
        "pp": 0.2 * sum(s.pp for s in state.seats if s.seat != SETH) - 0.1 * state.seat(SETH).pp,
    }


#: each term's words when it moves for the Alliance (its gain, its loss)
TERM_WORDS = {
    "seth_vp": ("keeps Seth from a VP", "Seth scores a VP"),
    "alliance_vp": ("scores a VP for the Alliance", "costs the Alliance a VP"),
    "temples": ("a temple held for the Night", "gives up a temple"),
    "sacred": ("raises the sacred temple", "the sacred temple loses a level"),
    "ceremony": ("performs the Great Ceremony: opens the portal", "no Ceremony"),
    "ally_units": ("more units on the board", "loses units"),
    "seth_units": ("destroys Seth's units", "Seth gains units"),
    "pp": ("gains PP", "spends PP"),
}
#: the same for Seth (his gain, his loss)
SETH_TERM_WORDS = {
    "seth_vp": ("scores a VP", "no VP for Seth"),
    "alliance_vp": ("keeps the Alliance from a VP", "gives the Alliance a VP"),
    "temples": ("takes a temple from the Alliance", "leaves the Alliance a temple"),
    "sacred": ("throws down the sacred temple", "lets the sacred temple rise"),
    "ceremony": ("no Ceremony", "lets the Alliance open the portal"),
    "ally_units": ("destroys Alliance units", "the Alliance gains units"),
    "seth_units": ("more units on the board", "loses units"),
    "pp": ("gains PP", "spends PP"),
}


def by_evaluation(ruleset: Any, state: KemetState, action, seat: str) -> str:
    """The term of ``goals.evaluate`` the answer changes most in ``seat``'s favour (the
    look-ahead the policy settles such a kind by), or what it costs least."""
    try:
        after, _ = ruleset.apply(state, action)
    except Exception:  # a step that needs a hidden card: the policy has no opinion either
        return "the bot cannot look past this answer"
    if after.result is not None and after.result.winners:
        won = (SETH in after.result.winners) == (seat == SETH)
        return "wins the game" if won else "loses the game"
    sign = -1.0 if seat == SETH else 1.0
    before, later = terms(state), terms(after)
    gains = {name: sign * (later[name] - before[name]) for name in before}
    name = max(gains, key=lambda k: (abs(gains[k]), k))
    if abs(gains[name]) < 1e-9:
        return "the bot's count sees no difference here"
    good, bad = (SETH_TERM_WORDS if seat == SETH else TERM_WORDS)[name]
    return good if gains[name] > 0 else bad


__all__ = ["reason", "battle_words", "space_words", "best_move", "by_evaluation"]
