"""When a Kemet bot plays a Divine Intervention card, and which.

A DI card is worth what its effects give: in a battle, strength counts most (it decides who
wins), then damage and unblockable damage (units the other side loses), then protection; the
cards that pay off only in a won battle (PP, no losses, new units, a corrupted unit) count a
little. A bot lays one battle card a battle, its best, if it can pay for it: the hand comes back
one card a Night, so a card kept for a later battle is a card not played in this one. An
attacked troop clearly weaker than its attacker plays Escape instead: no battle, so no battle VP
for the attacker and no units lost. In the Day, a card that gives or draws something, or hurts
the other side, is played before the token is placed: it costs no action.
"""

from __future__ import annotations

from kemet_tui.bots.kemet import knowledge as K
from kemet_tui.bots.kemet.decision_memo import once
from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.rules.kemet.mechanics.common import di_pile
from kemet_tui.rules.kemet.state.contexts import of_role, role_context
from kemet_tui.rules.kemet.state.model import KemetState

#: what one point of each battle bonus is worth (the scale of ``knowledge.card_value``)
BONUS_WORTH = {"strength": 3.0, "damage": 1.5, "unblockable": 2.0, "protection": 1.0}
#: battle effects that pay off only in a won battle, and what each is worth
ON_WIN_WORTH = {
    "battle_pp": 1.5,
    "no_losses_if_win": 1.5,
    "recruit_on_win": 2.0,
    "corrupt_units": 2.0,
    "swap_with_discard": 0.5,
}
#: Day effects played before a token, by hook: their worth above the best action space
DAY_WORTH = {
    "gain_pp": 3.0,
    "steal_pp": 3.0,
    "free_recruit": 2.0,
    "kill_units": 2.0,
    "draw_di": 1.0,
    "retrieve_di": 1.0,
    "give_pp": 1.0,
}
#: what a Prayer Point spent on a card costs in the same scale
PP_WORTH = 1.0
#: the score of "done" when nothing was laid yet: a card worth less stays in the hand
KEEP = 0.5


def battle_worth(card_id: str) -> float:
    """What a battle DI card adds to one battle, before its price."""
    card = K.di(card_id)
    if card is None:
        return 0.0
    worth = 0.0
    for effect in card.effects:
        if effect.hook == "battle_bonus":
            worth += sum(
                BONUS_WORTH.get(name, 0.0) * value for name, value in effect.params.items()
            )
        else:
            worth += ON_WIN_WORTH.get(effect.hook, 0.0)
    return worth - PP_WORTH * card.cost


def laid_this_battle(state: KemetState) -> int:
    """How many DI cards the deciding fighter has laid face down in this battle (its own,
    which its view shows)."""
    decision = state.decision
    role = role_context(decision)["role"] if decision is not None else ""
    return len(of_role(rec.ctx(state), role, "di")) if role else 0


#: an attacked troop this much weaker than its attacker (``knowledge.margin``) escapes
ESCAPE_AT = 2.0
#: the score of an Escape worth playing: above any card and above "done"
FLEE = 12.0


def outmatched(state: KemetState) -> bool:
    """Whether the troop attacked in this battle is clearly the weaker, by the rough odds the
    policy uses everywhere (units, a creature, the best card seen, the city bonus)."""
    attacker, defender = rec.troop(state, "att"), rec.troop(state, "def")
    if not (attacker.units and defender.units):
        return False
    return K.margin(state, attacker, defender) >= ESCAPE_AT


def fighting_for_seth(state: KemetState) -> bool:
    """Whether the deciding fighter attacks with a troop Seth corrupted (Corrupt a troop): the
    battle VP of its win would be Seth's, so its member plays to lose it."""
    decision = state.decision
    role = role_context(decision)["role"] if decision is not None else ""
    return role == "att" and bool(rec.ctx(state).get("corrupt"))


def battle_di(state: KemetState, seat: str, action, memo: dict) -> float:
    """One card a battle, the best; Escape when the troop is outmatched; none for a troop Seth
    corrupted. Whether a card is laid already is read once per listing (``memo``)."""
    if once(memo, "throw", lambda: fighting_for_seth(state)):
        return 10.0 if action.verb == "done" else -1.0
    if "laid" not in memo:
        memo["laid"] = laid_this_battle(state)
    if action.verb == "escape":
        return FLEE if not memo["laid"] and outmatched(state) else -2.0
    if action.verb == "done":
        return 10.0 if memo["laid"] else KEEP
    if action.verb != "di" or memo["laid"]:
        return -1.0
    return battle_worth(action.args[0])


def day_di(state: KemetState, seat: str, action) -> float | None:
    """A Day card's worth above the best action space (None: not worth playing now)."""
    card = K.di(action.args[0])
    if card is None or card.cost > state.seat(seat).pp:
        return None
    worth = sum(_day_effect_worth(state, seat, effect) for effect in card.effects)
    if (
        any(effect.hook == "free_recruit" for effect in card.effects)
        and state.seat(seat).reserve == 0
    ):
        return None
    return worth - PP_WORTH * card.cost if worth > 0 else None


def _day_effect_worth(state: KemetState, seat: str, effect) -> float:
    """What one Day effect gives now: a draw limited to the deck (Call of Chaos) gives nothing
    once the deck is empty, for the discard pile is not reshuffled for it."""
    if effect.hook == "draw_di" and (effect.params or {}).get("deck_only"):
        if not di_pile(state, seat).cards:
            return 0.0
    return DAY_WORTH.get(effect.hook, 0.0)


#: a card of the other side worth at least this much is cancelled by a Veto in hand
VETO_AT = 3.0


def card_worth(card_id: str) -> float:
    """What a DI card does for whoever plays it, in a battle or in the Day."""
    card = K.di(card_id)
    if card is None:
        return 0.0
    day = sum(DAY_WORTH.get(effect.hook, 0.0) for effect in card.effects)
    return max(battle_worth(card_id) + PP_WORTH * card.cost, day)


def veto(state: KemetState, seat: str, action, memo: dict) -> float:
    """Cancel the other side's card when it is worth a Veto card, else let it be."""
    played = state.decision.get("card")
    worth = card_worth(played) if played else 0.0
    if action.verb == "veto":
        return 1.0 if worth >= VETO_AT else -1.0
    return 0.0
