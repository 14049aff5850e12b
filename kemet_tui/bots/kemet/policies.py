"""Scores for the legal actions of each decision kind, for Seth and for the Alliance.

Each function gets the view, the seat that decides, its side and one action, and returns how
much the bot likes it; the bot plays the best (ties broken by a seeded draw). Kinds without a
scorer here go to the one-step look-ahead (``bot.py``).
"""

from __future__ import annotations

from kemet_tui.bots.kemet import battle_odds, di_cards
from kemet_tui.bots.kemet import knowledge as K
from kemet_tui.bots.kemet.decision_memo import once
from kemet_tui.bots.kemet.futile import offers_nothing
from kemet_tui.bots.kemet.goals import (
    GARRISON,
    best_reach,
    pp_held,
    space_value,
    threatened_districts,
)
from kemet_tui.bots.kemet.moves import _teleport_gain, card_step, score_step
from kemet_tui.bots.kemet.opening import open_action, tiles_on_sale
from kemet_tui.bots.kemet.tile_worth import tile_worth
from kemet_tui.rules.kemet.actions import board, economy
from kemet_tui.rules.kemet.alliance import ceremony
from kemet_tui.rules.kemet.battle import record
from kemet_tui.rules.kemet.battle import strength as battle_strength
from kemet_tui.rules.kemet.flow import day
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import game_map
from kemet_tui.rules.kemet.seth import corrupt
from kemet_tui.rules.kemet.state.actions import cards_choice, placement_choice, pyramid_choice
from kemet_tui.rules.kemet.state.contexts import move_context, role_context, with_role
from kemet_tui.rules.kemet.state.model import SETH, KemetState


def _move_potential(state: KemetState, side: str, seat: str) -> float:
    """How much a Move could gain now: the best (reach-discounted) target of any troop."""
    best = -5.0
    for troop in state.troops:
        if not troop.units or troop.side != side:
            continue
        own = troop.size if side == SETH else troop.count(seat)
        if own == 0 or (side == SETH and own < 3):
            continue
        here = space_value(state, troop.space, troop, own) if side != SETH else 0.0
        moving = type(troop)("~", troop.units, troop.creature, troop.creature_owner)
        reach = K.distances(state, troop.space, side)
        gain = max(best_reach(state, moving, reach, own, 2), _teleport_gain(state, troop, own))
        best = max(best, gain - here)
    return best


def _space(action) -> str:
    """The action space a placement (``act:SHORT@…``) puts its token on."""
    return placement_choice(action.args[0]).short if action.args else ""


SETH_SPACES = {
    "recruit": 22.0,
    "pray": 16.0,
    "invocation": 6.0,
    "raise-pyramid": 4.0,
    "buy-purple": 9.0,
    "destroy-two-units": 24.0,
    "corrupt-creature": 14.0,
    "corrupt-pyramid": 3.0,
    "corrupt-troop": -5.0,
}


#: a Day DI card worth playing is played before any token (it costs no action)
BEFORE_ANY_TOKEN = 40.0


def _day_card(state: KemetState, seat: str, action) -> float:
    worth = di_cards.day_di(state, seat, action)
    return -20.0 if worth is None else BEFORE_ANY_TOKEN + worth


def seth_action(state: KemetState, seat: str, action, memo: dict) -> float:
    if action.verb == "di":
        return _day_card(state, seat, action)
    if action.verb != "act":
        return -30.0 if action.verb == "pass" else -20.0
    space = _space(action)
    me = state.seat(SETH)
    if _no_effect(state, action):
        return -10.0  # fills a space another member's token could have used
    if _idle(state, action, memo):
        return IDLE
    if space in ("move", "furious-invasion"):
        pot = once(memo, "pot", lambda: _move_potential(state, SETH, SETH))
        last = LAST_TOKEN_MARCH if _last_token_of_turn(state) else 0.0
        return pot + last + (18.0 if space == "furious-invasion" else 15.0)
    score = SETH_SPACES.get(space, 0.0)
    if space == "recruit" and (me.reserve == 0 or me.pp < 2):
        score = 2.0
    if space == "pray":
        score += max(0, 6 - me.pp)
    if space == "raise-pyramid":
        score += _spare_pp(me.pp, SETH_KEEPS) + _seth_opens(state, me.pp)
    if space == "buy-purple":
        score += TILE_ON_SALE * _best_on_sale(state, seat, action, memo)
    return score


#: a Buy space is worth what the best tile it sells now gives (``tile_worth``), so Seth buys a
#: strong tile at his first chance instead of after a march: with one action a turn (N = 2)
#: the fixed worth of the space lost to every march, and Seth taking Kill Them All at his
#: first chance won 16 points more of the same games (docs/balance.md)
TILE_ON_SALE = 3.0


def _best_on_sale(state: KemetState, seat: str, action, memo: dict) -> float:
    """The worth to the seat's side of the best tile the Buy space sells now (0 when it
    sells none the view can see)."""
    offers = tiles_on_sale(_opening(state, action, memo))
    return max((tile_worth(t, _side(seat), state.n) for t in offers), default=0.0)


#: what a march gains when it is the last token Seth places before the Alliance plays: a
#: Recruit or a prayer then waits a whole Alliance turn for the march that would use it, while
#: a march strikes now (paired series, the Alliance unchanged: +5 points for Seth at N = 2,
#: where every turn has one action; docs/bots.md)
LAST_TOKEN_MARCH = 7.0


def _last_token_of_turn(state: KemetState) -> bool:
    """Whether the token Seth places now is his turn's last (his turn keeps a ``token`` for
    each action left; an extra token after them finds none)."""
    return state.turn_left.count("token") <= 1


#: what the next level of Seth's purple pyramid opens: his tiles of that level and the
#: creature cards of that level (Corrupt a creature needs his pyramid at the creature's level)
SETH_LEVEL_OPENS = {2: 8.0, 3: 5.0, 4: 5.0}


def _seth_opens(state: KemetState, pp: int) -> float:
    """A Raise is worth what the next level of Seth's purple pyramid opens, if he can pay
    that level (its cost is the level) and keep 2 PP to use it."""
    following = corrupt.seth_level(state) + 1
    return SETH_LEVEL_OPENS.get(following, 0.0) if pp >= following + 2 else 0.0


#: PP a seat keeps for the rest of the Day before a Raise a pyramid looks worth it
SETH_KEEPS, MEMBER_KEEPS = 6, 4


def _spare_pp(pp: int, keep: int) -> float:
    """How much more a Raise is worth with PP to spare beyond what the seat keeps."""
    return 1.5 * max(0, pp - keep)


def _no_effect(state: KemetState, action) -> bool:
    """Whether Seth's token would go on a yellow space that can do nothing against its member
    (legal only when that token can act nowhere: ``day.no_effect``). The member is the
    token's own colour: a transparent token names a member only where the action can target
    him."""
    short, token, _ = placement_choice(action.args[0] if action.args else "")
    space = board.space_named(state, SETH, short)
    return space is not None and day.no_effect(state, space, token) is not None


#: a token whose action would do nothing (a Buy with no tile the PP pay for, a Raise with no
#: level, a Recruit with no unit): below every action that does something, above a pass
IDLE = -8.0


def _ruleset(memo: dict):
    """The ruleset the scores were asked with (a scorer called alone builds it)."""
    if "ruleset" not in memo:
        from kemet_tui.rules.kemet.ruleset import KemetRuleset

        memo["ruleset"] = KemetRuleset()
    return memo["ruleset"]


def _opening(state: KemetState, action, memo: dict):
    """What the token's action opens on the view, played once per decision however many
    readings ask (``opening``)."""
    openings = memo.setdefault("openings", {})
    if action.token not in openings:
        openings[action.token] = open_action(_ruleset(memo), state, action)
    return openings[action.token]


def _idle(state: KemetState, action, memo: dict) -> bool:
    """Whether the token's action would offer the seat nothing but "nothing" (buy no tile,
    raise no pyramid, recruit no unit, move no troop): ``futile`` says, as it does for the
    search's root."""
    if not state.pending:  # a scenario scored outside a decision
        return False
    return offers_nothing(state.pending[-1], _opening(state, action, memo))


MEMBER_SPACES = {
    "pray2": 15.0,
    "pray3": 17.0,
    "recruit": 14.0,
    "raise-pyramid": 3.0,
    "buy-white": 4.0,
    "buy-red": 6.0,
    "buy-blue": 5.0,
    "buy-black": 4.0,
}


#: the most a Move's target counts for a member: a walk to the sacred site pulls harder than
#: any single space, but a Move stays below a Day DI card worth playing (``BEFORE_ANY_TOKEN``)
MEMBER_MOVE_CAP = 14.0


def member_action(state: KemetState, seat: str, action, memo: dict) -> float:
    if action.verb == "di":
        return _day_card(state, seat, action)
    if action.verb != "act":
        return -30.0 if action.verb == "pass" else -25.0
    space = _space(action)
    me = state.seat(seat)
    if _idle(state, action, memo):
        return IDLE
    if space.startswith("move"):
        pot = once(memo, "pot", lambda: _move_potential(state, "alliance", seat))
        return 10.0 + 2 * min(pot, MEMBER_MOVE_CAP)
    score = MEMBER_SPACES.get(space, 0.0)
    if space == "raise-pyramid":
        score += _spare_pp(me.pp, MEMBER_KEEPS)
    if space == "recruit":
        score = 20.0 if me.reserve >= 2 and me.pp >= 3 else 1.0
    if space.startswith("buy"):
        score += _buy_worth(state, seat, space.removeprefix("buy-"))
    if space in SPENDING and _saving_for_ceremony(state, seat):
        score -= CEREMONY_SAVING
    return score


#: the spaces where a member spends PP
SPENDING = ("recruit", "raise-pyramid", "buy-white", "buy-red", "buy-blue", "buy-black")
#: how far a spending space falls for a member who stands on an obelisk desert while the
#: members there still lack the Ceremony's price: below a prayer, which adds to it
CEREMONY_SAVING = 12.0


def _saving_for_ceremony(state: KemetState, seat: str) -> bool:
    """Whether ``seat`` pays the coming Ceremony (he stands on an obelisk desert) and the
    members there do not yet hold its price: every PP he spends is one it lacks."""
    if state.great_ceremony_done:
        return False
    paying = ceremony.participants(state)
    if seat not in paying:
        return False
    return pp_held(state, paying) < ceremony.cost(state)


def _buy_worth(state: KemetState, seat: str, colour: str) -> float:
    """A Buy space is worth the level of tile it can open (the member's pyramid of its
    colour) if the PP for such a tile are there, and less than nothing if not."""
    level = economy.pyramid_level_for(state, seat, colour)
    return -6.0 if state.seat(seat).pp < level + 2 else 3.0 * level


def alliance_turn(state: KemetState, seat: str, action, memo: dict) -> float:
    if action.verb == "ceremony":
        return 100.0
    if action.verb == "temple":
        return 90.0 if _one_temple(state, action.args[0]) else -1.0
    return -float(state.seat(action.args[0]).pp) * 0.01  # the poorer member first: he moves


def _one_temple(state: KemetState, space: str) -> bool:
    """Whether raising here builds towards the one sacred temple the Alliance needs: the most
    advanced one, or a first one. Units sacrificed for a second temple are lost to the first."""
    started = [t for t in state.sacred_temples if t.space != space]
    here = state.sacred_at(space)
    level = here.level if here else 0
    return all(t.level <= level for t in started) and not (here is None and started)


#: a lead (or a deficit) of base strength that no card and DI card of the other side can
#: turn (a card of 4 and War Fury's +2 are the most): the battle's outcome is known already
DECIDED_LEAD, DECIDED_DEFICIT = 5, -6


def battle_cards(state: KemetState, seat: str, action, memo: dict) -> float:
    """The best card played and the weakest discarded, unless the battle is decided without
    cards, or the seat's troop attacks for Seth (Corrupt a troop: its win would be his VP): then
    the two weakest go (the weaker played), and the strong cards stay in the hand for a battle
    that needs them (a hand comes back only once it is empty). Above both, the attacker plays
    for a win that scores (a unit left: ``battle_odds``) and the defender against it."""
    cards = cards_choice(action.args[0]).cards if action.args else ()
    if not cards:
        return 0.0
    values = [K.card_value(card) for card in cards]
    throw = once(memo, "throw", lambda: di_cards.fighting_for_seth(state))
    if throw:
        return -sum(values) - 0.01 * values[0]  # the weaker of the two is the one played
    role = role_context(state.pending[-1])["role"]
    chance = once(
        memo, f"scores:{cards[0]}", lambda: battle_odds.scoring_chance(state, role, cards[0])
    )
    stake = SCORING_STAKE * chance
    stake = stake if role == "att" else -stake
    if once(memo, "decided", lambda: _decided(state, memo)):
        return stake - sum(values) - 0.01 * values[0]  # the weaker of the two is played
    return stake + values[0] - (0.5 * values[1] if len(values) > 1 else 0.0)


#: what the attack's chance to score (win with a unit left: a battle VP) is worth in a card
#: choice, for the attacker and against it for the defender: more than the strongest card's
#: lead over a protecting one (``knowledge.card_value``), so a member who would win with no
#: unit left plays the card that keeps one (``battle_odds``)
SCORING_STAKE = 12.0


def _decided(state: KemetState, memo: dict) -> bool:
    """Whether the base strengths (units, creature, city defence, laid DI cards) already
    decide the battle whatever cards are revealed."""
    role = role_context(state.pending[-1])["role"]
    other = record.other(role)
    # the other side's laid cards are hidden in the view: its base strength without them
    c = with_role(record.ctx(state), other, play="", discard="", di=())
    lead = (
        battle_strength.totals(state, c, role).strength
        - battle_strength.totals(state, c, other).strength
    )
    return lead >= DECIDED_LEAD or lead <= DECIDED_DEFICIT


def retreat(state: KemetState, seat: str, action, memo: dict) -> float:
    return {"stay": 3.0, "retreat": 1.0, "recall": 0.0}.get(action.verb, 0.0)


def battle_recall(state: KemetState, seat: str, action, memo: dict) -> float:
    return 1.0 if action.verb == "stay" else 0.0


def recruit(state: KemetState, seat: str, action, memo: dict) -> float:
    if action.verb == "done":
        keep = 0 if seat == SETH else 4
        return 0.5 if state.seat(seat).pp <= keep else -0.5
    space = action.args[0]
    troop = state.troop_at(space)
    size = troop.size if troop else 0
    limit = 6 if seat == SETH else 5
    guard = GARRISON if seat == SETH and space in threatened_districts(state) else 0.0
    return 1.0 + guard + (size if size < limit else -10)


def yes_first(verbs: tuple[str, ...]):
    """A scorer that prefers these verbs in this order (for simple yes/no decisions)."""

    def score(state, seat, action, memo):
        return -verbs.index(action.verb) if action.verb in verbs else -len(verbs)

    return score


def kill(state: KemetState, seat: str, action, memo: dict) -> float:
    """Destroy where it hurts: small troops vanish (fewer targets to hold), temples fall."""
    troop = state.troop_at(action.args[0])
    if troop is None:
        return 0.0
    kind = game_map(state).space(troop.space).kind
    return (3.0 if kind == "temple" else 0.0) + 5.0 / max(1, troop.size)


def move(state: KemetState, seat: str, action, memo: dict) -> float:
    ctx = move_context(state.pending[-1])
    mover = ctx["mover"]
    if action.verb == "di":
        return card_step(memo["ruleset"], state, action, mover)
    return score_step(state, ctx, action, mover)


def corrupt_creature(state: KemetState, seat: str, action, memo: dict) -> float:
    """Corrupt a creature: any of the creature cards that may attack (each is spent once, and
    an even choice among them brings each into play), then the smallest troop it may attack
    (a lone creature wins against few units), one on a temple first."""
    if action.verb == "creature":
        return 0.0
    troop = state.troop_at(action.args[0])
    on_temple = game_map(state).space(action.args[0]).kind == "temple"
    return -(troop.size if troop else 0) + (0.5 if on_temple else 0.0)


def place_creature(state, seat, action, memo) -> float:
    if action.verb == "reserve":
        return 0.0
    troop = state.troop_at(action.args[0])
    return 1.0 + (troop.size if troop else 0)


def buy(state, seat, action, memo) -> float:
    """The tile worth most to the buyer's side (``tile_worth``: what its effects give), a
    higher level a little before a lower one of the same worth; a tile of the Osiris board
    serves every member at once."""
    if action.verb == "skip":
        return 0.0
    tile_id = action.args[0]
    shared = 2.0 if tile_id.startswith("alliance-") else 0.0
    worth = tile_worth(tile_id, _side(seat), state.n)
    return 1.0 + worth + 0.1 * fx.tile(tile_id).level + shared


def _side(seat: str) -> str:
    return SETH if seat == SETH else "alliance"


def free_tile(state, seat, action, memo) -> float:
    """The free level-1 tile of the setup: the one worth most to the seat's side."""
    return tile_worth(action.args[0], _side(seat), state.n)


#: what reaching a pyramid level opens, beyond the level itself: level-2 tiles (the first
#: creatures), level-3 tiles (the Osiris board's among them), a temporary VP at level 4
LEVEL_OPENS = {2: 1.5, 3: 3.0, 4: 3.0}


def raise_pyramid(state, seat, action, memo) -> float:
    """Raise where a level opens better tiles: a third level most (the Osiris board's tiles
    and the strongest creatures), a fourth (a temporary VP for the Alliance); keep a few PP
    for the rest of the Day."""
    if action.verb == "skip":
        return 0.0
    site, _, new = pyramid_choice(action.args[0])
    old = state.pyramid_at(site)
    start = old.level if old else 0
    cost = economy.raise_cost(state, seat, start, new)
    left = state.seat(seat).pp - cost
    opened = sum(1.0 + LEVEL_OPENS.get(level, 0.0) for level in range(start + 1, new + 1))
    return opened - 0.6 * cost - (4.0 if left < 3 else 0.0)


SCORERS = {
    "seth-action": seth_action,
    "member-action": member_action,
    "alliance-turn": alliance_turn,
    "battle-cards": battle_cards,
    "battle-di": di_cards.battle_di,
    "battle-retreat": retreat,
    "battle-recall": battle_recall,
    "battle-swap": yes_first(("keep", "swap")),
    "battle-wound": yes_first(("done", "wound")),
    "recruit": recruit,
    "reinforce": yes_first(("put", "done")),
    "move": move,
    "destroy-units": kill,
    "place-creature": place_creature,
    "corrupt-creature": corrupt_creature,
    "buy": buy,
    "setup-tile": free_tile,
    "corrupt-pyramid": buy,
    "raise": raise_pyramid,
    "veto": di_cards.veto,
    "sanctuary": yes_first(("sacrifice", "skip")),
    "rite-di": yes_first(("di", "done")),
}
