"""Whether the attack of a battle will score: its chance, for a card played, over the cards the
other side may play.

An attacker who wins scores a battle VP only if a unit of his is left in the space (seed-002):
a win that costs the whole troop gives nothing, and the beaten troop stays. Seth's cards deal
heavy damage, so a member who attacks with his strongest card often wins with no unit left;
with a card that protects he may win with units to spare. Both sides weigh this: the attacker
plays for a win that scores, the defender against it (killing the attackers denies the VP even
when the battle is lost).

The other side's card is hidden: every card its side starts the game with is taken as possible,
its best reply most likely (public data only: the bot never reads a hand it may not see, nor,
in a search's playout, a determinised one).
"""

from __future__ import annotations

from kemet_tui.bots.kemet.knowledge import starting_hand
from kemet_tui.rules.kemet.battle import record
from kemet_tui.rules.kemet.battle import strength as battle_strength
from kemet_tui.rules.kemet.state.contexts import BattleContext, of_role, with_role
from kemet_tui.rules.kemet.state.model import KemetState


def scoring_chance(state: KemetState, role: str, card: str) -> float:
    """The chance that the attacker wins with a unit left (or, for Seth's lone creature, wins)
    when ``role`` plays ``card``: over the cards the other role's side may play, half the mean
    and half the other side's best reply (``BEST_REPLY``)."""
    c = record.ctx(state)
    other = record.other(role)
    theirs = starting_hand(of_role(c, other, "side"), state.ta_seti)
    if not theirs:
        return 0.0
    mine = with_role(c, role, play=card, discard="")
    scored = [_scores(state, with_role(mine, other, play=t, discard="", di=())) for t in theirs]
    their_best = min(scored) if role == "att" else max(scored)
    return BEST_REPLY * their_best + (1 - BEST_REPLY) * sum(scored) / len(scored)


#: the weight of the other side's best reply to the card (the one that denies the attack its
#: VP, or wins it): a player keeps his deadliest card for the battle that needs it, so the
#: cards are not equally likely. ``kemet:1`` members attacked Seth with their strongest card
#: and lost the whole troop to his Jackal Charge in three of four attacks they won
BEST_REPLY = 0.5


def _scores(state: KemetState, c: BattleContext) -> bool:
    att = battle_strength.totals(state, c, "att")
    dfn = battle_strength.totals(state, c, "def")
    if battle_strength.winner(att, dfn) != "att":
        return False
    if c["creature_card"]:
        return True
    size = record.troop(state, "att", c).size
    return size - battle_strength.damage_losses(size, att, dfn) > 0
