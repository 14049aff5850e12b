"""The value of a ``kemet:3`` leaf: ``goals.evaluate_deep``, the door of Seth's city, and the
Alliance's goals weighed as the win needs them (the Ceremony's readiness, VP beyond the target).

Once the Great Ceremony opens the portal, an Alliance troop standing in a district of Seth's
city at the start of an Alliance turn wins the game with a level-3 sacred temple. A playout of
24 plies rarely reaches that moment, and the leaf's evaluation counted only Seth's threats, so
the searching Seth walked his army out and left his city nearly empty (a human Alliance walked
in). ``city_risk`` counts the Alliance troops in his city, or a step or two from a district his
garrison there would not hold, as part of the leaf's value, for both sides' searches (the game
is zero-sum: the Alliance's search is drawn to the open door by the same term).

The Alliance wins only with all three of its conditions, and ``evaluate`` adds them up: each
permanent VP is worth 15 however many it holds, and the Great Ceremony is worth nothing until it
is performed. Searching on that alone, the Alliance fights for an eighth and a ninth VP while no
member with PP stands on an obelisk desert, and loses with 21 PP in hand and no Ceremony.
The leaf weighs VP beyond the target less (``SURPLUS_VP``) and counts the Ceremony's readiness
(``ceremony_readiness``: the share of its price the members hold, and the share those standing
on the obelisk deserts hold), so both searches see the Ceremony coming: the Alliance keeps its
PP for it and walks them there, Seth contests the deserts.

The Alliance's steadiest VP comes at dusk: one a Day while it holds the temples the rules ask
(``temples_for_vp``, 2 or 3). ``evaluate`` counts each temple held at 4 and that VP only once it
is taken, and a playout of 40 plies rarely reaches the dusk, so the searching Alliance left its
temples for a battle VP (15): against a searching Seth it took the dusk VP on 1 Day of 6, where
``kemet:1``'s Alliance takes it on 5 Days of 6. The leaf counts the VP the temples held now
would bring at dusk (``DUSK_VP``), and Seth's search learns to take a temple back before it.
"""

from __future__ import annotations

from kemet_tui.bots.kemet.goals import evaluate_deep, pp_held
from kemet_tui.bots.kemet.knowledge import distances, margin
from kemet_tui.rules.kemet.alliance import ceremony
from kemet_tui.rules.kemet.mechanics.common import city_spaces, members, rules, temples_held
from kemet_tui.rules.kemet.mechanics.victory import has_level_three_temple
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState

#: evaluation units of one threatened district (a battle VP is 20)
DOOR = 20.0
#: how far (steps, the portal crossing included) an Alliance troop threatens a district
DOOR_REACH = 2
#: the threat's weight without a level-3 sacred temple (the district alone does not win yet)
UNBUILT = 0.5
#: what ``goals.evaluate`` counts for each permanent VP the Alliance holds
VP_WORTH = 15.0
#: the Alliance's worth of a permanent VP beyond its target is ``VP_WORTH`` less this
SURPLUS_VP = 10.0
#: evaluation units of a Ceremony whose price the members hold, all of it on the obelisk
#: deserts: performing it must still gain, so this and the price's PP (``evaluate``: 0.2 each,
#: 10 for the 50 PP of N = 5) stay below the 25 ``evaluate`` gives the Ceremony performed
CEREMONY_READY = 12.0
#: evaluation units of the permanent VP the Alliance takes at dusk while it holds the temples
#: the rules ask: a VP taken is ``VP_WORTH``, this one may still be lost before the Day ends
DUSK_VP = 10.0


def seth_value(state: KemetState) -> float:
    """The leaf's value for Seth (the Alliance's is its negative)."""
    value = evaluate_deep(state, SETH)
    if state.result is not None and state.result.winners:
        return value
    target = rules().alliance_permanent_vp_target
    surplus = max(0, state.alliance_vp - target)
    dusk = DUSK_VP * holds_dusk_temples(state)
    if state.alliance_vp >= target:
        dusk *= (VP_WORTH - SURPLUS_VP) / VP_WORTH  # the dusk VP would be beyond the target
    alliance_goals = CEREMONY_READY * ceremony_readiness(state) - SURPLUS_VP * surplus + dusk
    return value - DOOR * city_risk(state) - alliance_goals


def ceremony_readiness(state: KemetState) -> float:
    """How ready the Great Ceremony is, 0 to 1 (0 once it is performed): half for the share of
    its price the members hold, wherever they stand (PP spent elsewhere are PP it lacks), half
    for the share the members standing on obelisk deserts hold (only they pay it)."""
    if state.great_ceremony_done:
        return 0.0
    price = ceremony.cost(state)
    payers = ceremony.participants(state)
    if price <= 0:
        return 1.0 if payers else 0.5
    held = pp_held(state, members(state))
    return 0.5 * min(1.0, held / price) + 0.5 * min(1.0, pp_held(state, payers) / price)


def holds_dusk_temples(state: KemetState) -> bool:
    """Whether the Alliance holds the temples that earn it a permanent VP at dusk."""
    return len(temples_held(state, ALLIANCE)) >= rules().temples_for_vp(state.n)


def city_risk(state: KemetState) -> float:
    """Alliance troops at the open door of Seth's city: 1 for a troop inside or next to a
    district its garrison would not hold, 0.6 two steps away; halved while no sacred temple
    has level 3; capped at 2."""
    if not state.portal_open:
        return 0.0
    built = has_level_three_temple(state)
    districts = city_spaces(state, SETH)
    risk = 0.0
    for troop in state.troops:
        if not troop.units or troop.side != ALLIANCE:
            continue
        reach = distances(state, troop.space, ALLIANCE)
        risk += max((_threat(state, troop, d, reach) for d in districts), default=0.0)
    return min(2.0, risk) * (1.0 if built else UNBUILT)


def _threat(state: KemetState, troop, district: str, reach: dict[str, int]) -> float:
    if troop.space == district:
        return 1.0
    steps = reach.get(district, 99)
    if steps > DOOR_REACH:
        return 0.0
    garrison = state.troop_at(district)
    if (
        garrison is not None
        and garrison.units
        and garrison.side == SETH
        and margin(state, troop, garrison) <= 0
    ):
        return 0.0
    return 1.0 if steps == 1 else 0.6
