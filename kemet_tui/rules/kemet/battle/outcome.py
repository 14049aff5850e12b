"""Casualties and what a battle gives: battle VP, PP from battle effects, corrupted units,
reinforcements, Osiris's resurrection, and creatures that lost their units.

- Casualties (seed-000 Battle against Seth): the Alliance chooses which of its units die — a
  ``casualties`` decision of the Alliance, ``lose:<seat>`` one unit at a time, when the troop is
  mixed and not wiped out; otherwise they are removed at once (a Seth troop loses its corrupted
  units last, as outside battles: common.remove_units). Dead units go back to their owner's
  reserve.
- VP (seed-002, kemet-seth.md §Battles): the attacker who wins and keeps a unit there gains
  ``battle_vp``; Seth's lone creature (Corrupt a creature) gains it by winning; a corrupt troop's
  VP go to Seth. Defensive Victory, Devourer-like extra VP.
- Creatures follow their controller's last unit: back to a district of his city holding one of
  his units, else to his reserve (seed-000 Creatures and mixed troops).
"""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.rules.kemet.battle import strength as st
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics import forces as fo
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.contexts import (
    BattleContext,
    for_role,
    of_role,
    rise_context,
    role_context,
)
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Troop, is_member
from kemet_tui.rules.kemet.state.tables import StageResult

CASUALTIES = "casualties"


# --- removing units ------------------------------------------------------------------------------
def remove_one(state: KemetState, role: str, seat: str) -> KemetState:
    """One unit of ``seat`` in ``role``'s troop dies: back to its owner's reserve."""
    c = rec.ctx(state)
    troop = rec.troop(state, role, c)
    units, bad, owner = fo.bump(troop.units, seat, -1), troop.corrupted, seat
    if seat == SETH and bad and troop.count(SETH) <= fo.total(bad):
        owner = bad[0][0]  # no own unit left: a corrupted one dies, back to its owner
        bad = fo.bump(bad, owner, -1)
    new = Troop(troop.space, units, troop.creature, troop.creature_owner, bad)
    state = rec.set_troop(
        state,
        role,
        new,
        **for_role(
            role,
            loss=max(0, of_role(c, role, "loss") - 1),
            killed=of_role(c, role, "killed") + (owner,),
        ),
    )
    return state.update_seat(owner, reserve=state.seat(owner).reserve + 1)


def _must_choose(troop: Troop, loss: int) -> bool:
    members = [seat for seat, _ in troop.units if is_member(seat)]
    return len(members) > 1 and loss < troop.size


def losses_stage(state: KemetState) -> StageResult:
    """Remove each side's losses; the Alliance chooses for a mixed troop."""
    events: list[Event] = []
    for role in rec.ROLES:
        c = rec.ctx(state)
        loss = of_role(c, role, "loss")
        troop = rec.troop(state, role, c)
        if not loss or not troop.size:
            if loss:  # losses a troop without units cannot take
                state = rec.update(state, **for_role(role, loss=0))
            continue
        if _must_choose(troop, loss):
            pending = decision(CASUALTIES, ALLIANCE, role=role)
            return state.push(pending), tuple(events), True
        for _ in range(min(loss, troop.size)):
            seat = troop.units[0][0] if troop.units else SETH
            state = remove_one(state, role, seat)
            troop = rec.troop(state, role)
        events.append(
            Event("casualties", f"The {_word(role)} troop loses {counted(loss, 'unit')}.")
        )
    state, more = send_homes(state)
    return state, tuple(events) + more, _asked(state)


def _word(role: str) -> str:
    return "attacking" if role == "att" else "defending"


def _cas_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    troop = rec.troop(state, role_context(pending)["role"])
    return [act("lose", seat) for seat, _ in troop.units]


def _cas_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    role, seat = role_context(pending)["role"], action.args[0]
    state = remove_one(state, role, seat)
    event = Event("casualties", f"A unit of {rec.label(state, seat)} dies.")
    c = rec.ctx(state)
    if of_role(c, role, "loss") and rec.troop(state, role, c).size:
        return state, (event,)
    state, more = rec.advance(state.pop())
    return state, (event,) + more


def _cas_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    left = of_role(rec.ctx(state), role_context(pending)["role"], "loss")
    return f"The Alliance chooses whose unit dies next ({left} to go): lose:<seat>."


CASUALTIES_HANDLER = Handler(_cas_legal, _cas_apply, _cas_explain)


# --- creatures without their controller --------------------------------------------------------------
def homes_stage(state: KemetState) -> StageResult:
    state, events = send_homes(state)
    return state, events, _asked(state)


def _asked(state: KemetState) -> bool:
    """Whether a creature's controller is now asked where it goes (the stage waits; the
    ``creature-home`` answer resumes the battle, which runs the stage again: it is done)."""
    return state.decision is not None and state.decision.kind == common.CREATURE_HOME


def send_homes(state: KemetState) -> tuple[KemetState, tuple[Event, ...]]:
    """A creature whose controller has no unit left in its troop goes home (seed-000), to the
    district of his choice (a ``creature-home`` decision when there are several)."""
    events: list[Event] = []
    for role in rec.ROLES:
        troop = rec.troop(state, role)
        owner = troop.creature_owner or SETH
        if troop.creature and not troop.count(owner):
            bare = Troop(troop.space, troop.units, None, None, troop.corrupted)
            state = rec.set_troop(state, role, bare if bare.units else None)
            events.append(
                Event(
                    "creature",
                    f"{fo.creature_stats(troop.creature).figure} goes "
                    f"back to {rec.label(state, owner)}.",
                )
            )
            before = state
            state = common.creature_home(
                state, owner, troop.creature, exclude=troop.space, then="battle"
            )
            if common.asked_home(before, state):
                break
    return state, tuple(events)


# --- what the battle gives ---------------------------------------------------------------------------
def gain_vp(state: KemetState, side: str, vp: int) -> KemetState:
    if side == SETH:
        return state.evolve(seth_vp=state.seth_vp + vp)
    return state.evolve(alliance_vp=state.alliance_vp + vp)


def spoils_stage(state: KemetState) -> StageResult:
    c = rec.ctx(state)
    win, lose = c["winner"], rec.other(c["winner"])
    state, events = _vp(state, c, win, lose)
    state = _battle_pp(state, c, win)
    for step in (_corrupt, _reinforce, _draw_on_win):
        state, more = step(state, rec.ctx(state), win, lose)
        events += more
    return state, events, False


def _vp(
    state: KemetState, c: BattleContext, win: str, lose: str
) -> tuple[KemetState, tuple[Event, ...]]:
    events, rules = [], common.rules()
    vp_side = SETH if (win == "att" and c["corrupt"]) else rec.side(c, win)
    survivor = rec.troop(state, win, c).size > 0
    gained = 0
    if win == "att" and (survivor or c["creature_card"]):
        gained += rules.battle_vp
    elif win == "att":
        events.append(
            Event(
                "no-vp",
                f"No battle VP for {rec.label(state, c['att_fighter'])}: "
                "the attack won with no unit left.",
            )
        )
    seats0 = of_role(c, win, "seats0")
    if win == "def" and survivor:
        gained += sum(
            int(p["vp"]) for p in st.role_effects(state, c, win, "defensive_victory_vp", seats0)
        )
    for p in st.role_effects(state, c, win, "extra_vp_on_win", seats0):
        if _enemy_killed(c, lose) >= int(p["min_losses"]):
            gained += int(p["vp"])
    if gained:
        state = gain_vp(state, vp_side, gained)
        who = "Seth" if vp_side == SETH else "The Alliance"
        events.append(Event("vp", f"{who} gains {gained} battle VP."))
    return state, tuple(events)


def _enemy_killed(c: BattleContext, foe: str) -> int:
    """Units of ``foe`` destroyed by the other side (its own card's losses excepted)."""
    return len(of_role(c, foe, "killed")) - of_role(c, foe, "own")


def _battle_pp(state: KemetState, c: BattleContext, win: str) -> KemetState:
    """Holy War / Glory (battle won), Crusade (enemy unit killed), Honor in Battle (own unit
    lost): PP for the side, shared by a mixed troop (seed-000)."""
    for role in rec.ROLES:
        pp = 0
        for p in st.role_effects(state, c, role, "battle_pp", of_role(c, role, "seats0")):
            per = p.get("per", "")
            times = {
                "battle_won": int(role == win),
                "enemy_unit_killed": _enemy_killed(c, rec.other(role)),
                "own_unit_lost": len(of_role(c, role, "killed")),
            }.get(per, 0)
            pp += int(p["pp"]) * times
        if pp:
            state = rec.update(
                state, **for_role(role, pool=of_role(rec.ctx(state), role, "pool") + pp)
            )
    return state


def _corrupt(
    state: KemetState, c: BattleContext, win: str, lose: str
) -> tuple[KemetState, tuple[Event, ...]]:
    """corrupt_units (Units Corruption, Whispers of Corruption): Alliance units the battle
    destroyed join Seth's winning troop instead, within its limit."""
    if rec.side(c, win) != SETH or rec.side(c, lose) == SETH:
        return state, ()
    troop = rec.troop(state, win, c)
    wanted = sum(
        int(p["units"])
        for p in st.role_effects(state, c, win, "corrupt_units")
        if st.matches(state, c, win, p)
    )
    dead = [
        seat for seat in of_role(c, lose, "killed")[of_role(c, lose, "pre") :] if is_member(seat)
    ]
    count = min(wanted, len(dead), common.troop_limit(SETH) - troop.size)
    if count <= 0 or not troop.size:
        return state, ()
    units, bad = troop.units, troop.corrupted
    for owner in dead[:count]:
        state = state.update_seat(owner, reserve=state.seat(owner).reserve - 1)
        units, bad = fo.bump(units, SETH, 1), fo.bump(bad, owner, 1)
    state = rec.set_troop(
        state, win, Troop(troop.space, units, troop.creature, troop.creature_owner, bad)
    )
    joins = "joins" if count == 1 else "join"
    return state, (
        Event("corrupt", f"{counted(count, 'Alliance unit')} {joins} Seth's troop, corrupted."),
    )


def _reinforce(
    state: KemetState, c: BattleContext, win: str, lose: str
) -> tuple[KemetState, tuple[Event, ...]]:
    """recruit_on_win (Reinforcements DI): free units from the fighter's reserve join the
    winning troop before retreats, within its limit."""
    wanted = sum(int(p["units"]) for p in st.role_effects(state, c, win, "recruit_on_win"))
    if not wanted:
        return state, ()
    seat = of_role(c, win, "fighter")
    troop = rec.troop(state, win, c)
    count = min(wanted, state.seat(seat).reserve, common.troop_limit(seat) - troop.size)
    if count <= 0:
        return state, ()
    new = Troop(
        troop.space,
        fo.bump(troop.units, seat, count),
        troop.creature,
        troop.creature_owner,
        troop.corrupted,
    )
    state = rec.set_troop(state, win, new)
    state = state.update_seat(seat, reserve=state.seat(seat).reserve - count)
    return state, (
        Event(
            "reinforce",
            f"{counted(count, 'unit')} of {rec.label(state, seat)} "
            f"join{'s' if count == 1 else ''} the winning troop.",
        ),
    )


# --- Osiris: killed units rise again in their owner's city ------------------------------------------
RISE = "osiris-rise"


def rise_stage(state: KemetState) -> StageResult:
    """resurrect (Osiris): up to N units of the troop killed in the battle return to a
    district of their owner's city with room (the owner chooses among several: an
    ``osiris-rise`` decision; none with room, or an empty reserve: it stays in reserve)."""
    c = rec.ctx(state)
    queue = c.get("rise_queue")
    if queue is None:
        queue = _risers(state, c)
    events: list[Event] = []
    while queue:
        seat, homes = queue[0], rise_homes(state, queue[0])
        if len(homes) > 1 and state.seat(seat).reserve:
            state = rec.update(state, rise_queue=queue)
            return state.push(decision(RISE, seat, homes=homes)), tuple(events), True
        if homes and state.seat(seat).reserve:
            state, more = _raise_unit(state, seat, homes[0])
            events += more
        queue = queue[1:]
    return rec.update(state, rise_queue=()), tuple(events), False


def _risers(state: KemetState, c: BattleContext) -> tuple[str, ...]:
    """The owners of the killed units that rise, one entry per unit, attacker first."""
    out: list[str] = []
    for role in rec.ROLES:
        count = sum(int(p["units"]) for p in st.role_effects(state, c, role, "resurrect"))
        out += [s for s in of_role(c, role, "killed") if is_member(s)][:count]
    return tuple(out)


def rise_homes(state: KemetState, seat: str) -> tuple[str, ...]:
    """Districts of ``seat``'s city where a risen unit may stand: empty, or an Alliance troop
    below its limit."""
    out = []
    for space in sorted(common.city_spaces(state, seat)):
        troop = state.troop_at(space)
        if (
            troop is None
            or not troop.units
            or (troop.side != SETH and troop.size < common.troop_limit(seat))
        ):
            out.append(space)
    return tuple(out)


def _raise_unit(state: KemetState, seat: str, home: str) -> tuple[KemetState, tuple[Event, ...]]:
    state = common.add_units(state, seat, home, 1)
    return state, (
        Event("resurrect", f"A unit of {rec.label(state, seat)} rises again on {home}."),
    )


def _rise_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    seat = pending.decider
    state, events = _raise_unit(state.pop(), seat, action.args[0])
    state = rec.update(state, rise_queue=rec.ctx(state)["rise_queue"][1:])
    state, more = rec.advance(state)
    return state, events + more


RISE_HANDLER = Handler(
    lambda s, d: [act("rise", h) for h in rise_context(d)["homes"]],
    _rise_apply,
    lambda s, d, a: (
        "Name the district of your city where the unit Osiris brings back stands: rise:SPACE."
    ),
)


def _draw_on_win(
    state: KemetState, c: BattleContext, win: str, lose: str
) -> tuple[KemetState, tuple[Event, ...]]:
    """draw_di_on_win (a creature's card, e.g. the Mummy): its controller draws if it wins."""
    if win != "att" or not c["creature_card"]:
        return state, ()
    card = st.known_creature_card(c["creature_card"])
    if st.cancelled(state, c, "att"):
        return state, ()
    cards = sum(int(e.params.get("cards", 0)) for e in card.effects if e.hook == "draw_di_on_win")
    return common.draw_di(state, SETH, cards, card.name) if cards else (state, ())
