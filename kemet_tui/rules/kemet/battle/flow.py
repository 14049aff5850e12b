"""How a battle starts and runs up to the casualties (research §4.7, kemet-seth.md §Battles).

``start_battle`` / ``begin_battle`` put the battle record on the stack and run it to its first
question. Stages here: the attack itself, who fights for a mixed Alliance troop (seed-000
Battle against Seth: the members agree, a ``battle-fighter`` decision of the Alliance),
pre-battle kills (Initiative, Deadly Trap), "no battle" when a side is wiped out by them, the
secret choices (``cards.py``), the reveal, post-reveal choices (Ambush, Divine Wound) and the
result. Casualties and what follows live in ``outcome.py`` and ``after.py``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.battle import cards
from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.rules.kemet.battle import strength as st
from kemet_tui.rules.kemet.mechanics import common
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.actions import KemetAction, act
from kemet_tui.rules.kemet.state.battle_event import BattleResolved
from kemet_tui.rules.kemet.state.contexts import BattleContext, for_role, of_role, role_context
from kemet_tui.rules.kemet.state.decisions import Decision, decision
from kemet_tui.rules.kemet.state.handlers import Handler
from kemet_tui.rules.kemet.state.model import ALLIANCE, SETH, KemetState, Troop, is_member, side_of
from kemet_tui.rules.kemet.state.tables import StageResult

FIGHTER = "battle-fighter"
SWAP = "battle-swap"
WOUND = "battle-wound"


def start_battle(
    state: KemetState,
    attacker: str,
    space: str,
    *,
    troop: Troop | None = None,
    moved: bool = False,
    then: str = "",
    no_discard: Iterable[str] = (),
    creature_card: str = "",
    corrupt: bool = False,
    fighters: dict[str, str] | None = None,
    hold: Sequence[str] = (),
    on_hold: str = "",
) -> tuple[KemetState, tuple[Event, ...]]:
    """Start a battle on ``space``: ``troop`` (off the board) attacks the troop there.

    ``attacker`` is the seat that attacks (the mover, or the recruiter). Options: ``moved``:
    the attack came from a move (attack-triggered PP, Dedication to Battle); ``then``: a
    continuation (``forces.resume``) run when the battle is over; ``no_discard``: seats that play
    one card without a face-down discard (Seth in a Furious Invasion); ``creature_card``: Seth's
    lone creature attacks (Corrupt a creature; ``troop`` is then None); ``corrupt``: a corrupt
    Alliance troop attacks for Seth (its battle VP go to Seth); ``fighters``: a role
    (``att``/``def``) → seat that fights for it, when it is already known; ``hold``: stages
    before which the battle stops (``record._hold``; ``hold=("start",)`` parks it untouched),
    then the ``on_hold`` continuation runs (Furious Invasion's two battles, seth/invasion.py).
    """
    defender = state.troop_at(space)
    if defender is None:
        raise ValueError(f"no troop to attack on {space}")
    if troop is None and not creature_card:
        raise ValueError("begin_battle needs the attacking troop (troop=...)")
    troop = troop if troop is not None else Troop(space, ())
    creature = (troop.creature, troop.creature_owner or SETH) if troop.creature else ()
    fighters = fighters or {}
    c: dict[str, Any] = dict(
        space=space,
        attacker=attacker,
        stage="start",
        then=then,
        moved=moved,
        no_discard=tuple(no_discard),
        creature_card=creature_card,
        corrupt=corrupt,
        att_side=troop.side if troop.units else side_of(attacker),
        def_side=defender.side,
        att_units=troop.units,
        att_creature=creature,
        att_corrupted=troop.corrupted,
        att_seats0=troop.seats or (attacker,),
        def_seats0=defender.seats,
        order=(),
        reveal_first="",
        swapped=False,
        post_done=(),
        winner="",
        fought=False,
        log=(),
        hold=tuple(hold),
        on_hold=on_hold,
    )
    for role in rec.ROLES:
        c.update(
            for_role(
                role,
                fighter=fighters.get(role, ""),
                step="",
                play="",
                discard="",
                di=(),
                wound=0,
                loss=0,
                dmg=0,
                killed=(),
                pool=0,
                own=0,
                pre=0,
            )
        )
    state = state.push(decision(rec.BATTLE, attacker, **c))
    return rec.advance(state)


def begin_battle(state: KemetState, attacker: str, space: str, **options: Any) -> KemetState:
    """``start_battle`` returning only the state: the events of its automatic first steps are
    kept in the record and come out with the next battle action's events."""
    state, events = start_battle(state, attacker, space, **options)
    if rec.marker_index(state) is not None and events:
        log = tuple((e.kind, e.text, e.irreversible) for e in events if e.seats is None)
        state = rec.update(state, log=rec.ctx(state).get("log", ()) + log)
    return state


# --- stages ----------------------------------------------------------------------------------------
def start_stage(state: KemetState) -> StageResult:
    """Announce the battle; attack-triggered PP (Dedication to Battle: battle_pp per attack).
    The last battle kept for the table is let go: only a battle that ended within the play
    that revealed it is read from it, and a battle begun since is the one to show."""
    if state.last_battle is not None:
        state = state.evolve(last_battle=None)
    c = rec.ctx(state)
    who = rec.label(state, c["attacker"])
    what = st.known_creature_card(c["creature_card"]).name if c["creature_card"] else "troop"
    text = f"Battle on {c['space']}: {who}'s {what} attacks."
    if c["corrupt"]:  # the troop is still the members' (Seth moves it, and takes its VP)
        owners = " and ".join(rec.label(state, s) for s in c["att_seats0"] if is_member(s))
        text = f"Battle on {c['space']}: {owners}'s corrupted troop attacks for {who}."
    events = [Event("battle", text)]
    if c["moved"]:
        pp = sum(
            int(p["pp"])
            for p in st.role_effects(state, c, "att", "battle_pp")
            if p.get("per") == "attack"
        )
        state = rec.update(state, att_pool=c["att_pool"] + pp)
    return state, tuple(events), False


def fighters_stage(state: KemetState) -> StageResult:
    """Seth fights his battles; a mixed Alliance troop names the member who fights."""
    c = rec.ctx(state)
    events: tuple[Event, ...] = ()
    if c["corrupt"] and not c.get("corrupt_named"):
        state = rec.update(_corrupt_fighters(state, c), corrupt_named=True)
        c = rec.ctx(state)
        # the battle panel names the member fighting for the troop: the log says it too
        events = (
            Event(
                "fighter",
                f"{rec.label(state, c['att_fighter'])} fights with the "
                f"corrupted troop, for {rec.label(state, SETH)}.",
            ),
        )
    for role in rec.ROLES:
        if of_role(c, role, "fighter"):
            continue
        members = tuple(s for s in of_role(c, role, "seats0") if is_member(s))
        if c["corrupt"] and role == "def":  # a member cannot fight both sides (seed-000)
            members = tuple(s for s in members if s != c["att_fighter"])
        if rec.side(c, role) == SETH or not members:
            state = rec.update(state, **for_role(role, fighter=SETH))
        elif len(members) == 1:
            state = rec.update(state, **for_role(role, fighter=members[0]))
        else:
            return state.push(decision(FIGHTER, ALLIANCE, role=role, seats=members)), events, True
    return state, events, False


def prekill_stage(state: KemetState) -> StageResult:
    """Initiative-like kills of the attacker, Deadly Trap-like kills of the defender, before
    any card is chosen; protection does not reduce them (research §4.7, FAQ 2.2)."""
    c = rec.ctx(state)
    events, changes = [], {}
    for role in rec.ROLES:
        foe = rec.other(role)
        kills = sum(
            int(p["units"])
            for p in st.role_effects(state, c, role, "pre_battle_kill")
            if st.matches(state, c, role, p)
        )
        kills = min(kills, rec.troop(state, foe, c).size)
        if kills:
            changes.update(for_role(foe, loss=kills))
            events.append(
                Event(
                    "prekill",
                    f"{counted(kills, 'unit')} of the "
                    f"{'attacking' if foe == 'att' else 'defending'} troop "
                    f"{'dies' if kills == 1 else 'die'} before the battle.",
                )
            )
    return rec.update(state, **changes), tuple(events), False


def nobattle_stage(state: KemetState) -> StageResult:
    """A side wiped out before the cards: no battle (hooks.py pre_battle_kill)."""
    c = rec.ctx(state)
    if rec.has_units(state, "att", c) and rec.has_units(state, "def", c):
        return state, (), False
    event = Event("battle", f"No battle on {c['space']}: a troop was wiped out first.")
    return rec.jump(state, "homes"), (event,), False


def choose_stage(state: KemetState) -> StageResult:
    """Each side's secret choices, one after the other: DI cards, then battle cards. With
    Prescience, the opponent chooses first and shows the card (research §5.2). A fighter with
    no DI card at all is not asked to lay any (hand counts are public, so skipping reveals
    nothing); one holding cards is asked even if none can be laid, or the skip would tell."""
    c = rec.ctx(state)
    if not c["order"]:
        att = bool(st.role_effects(state, c, "att", "prescience"))
        dfn = bool(st.role_effects(state, c, "def", "prescience"))
        order, first = (
            (("att", "def"), "att")
            if dfn and not att
            else (("def", "att"), "def" if att and not dfn else "")
        )
        state = rec.update(state, order=order, reveal_first=first)
        c = rec.ctx(state)
    events: tuple[Event, ...] = ()
    for role in c["order"]:
        step = of_role(c, role, "step")
        seat = of_role(c, role, "fighter")
        if step == "" and not state.seat(seat).di_hand:
            state = rec.update(state, **for_role(role, step="di-done"))
            step = "di-done"
            events += (Event("battle-di", f"{rec.label(state, seat)} holds no DI card to lay."),)
        elif step == "":
            state = rec.update(state, **for_role(role, step="di"))
            return state.push(decision(cards.DI, seat, role=role)), events, True
        if step == "di-done":
            state = rec.update(state, **for_role(role, step="cards"))
            return state.push(decision(cards.CARDS, seat, role=role)), events, True
    return state, events, False


def reveal_stage(state: KemetState) -> StageResult:
    """Both sides show their cards; DI costs are paid; Tactical Choice swaps a side's played
    card with its face-down discard."""
    c = rec.ctx(state)
    parts = []
    for role in rec.ROLES:
        seat = of_role(c, role, "fighter")
        cost = sum(common.di_card(d).cost for d in of_role(c, role, "di"))
        state = common.pay(state, seat, cost)
        card = st.battle_card(of_role(c, role, "play"))
        dis = ", ".join(common.di_card(d).name for d in of_role(c, role, "di"))
        parts.append(
            f"{rec.label(state, seat)} plays {card.name if card else 'no card'}"
            + (f" with {dis}" if dis else "")
        )
        if of_role(c, role, "discard") and _has(of_role(c, role, "di"), "swap_with_discard"):
            state = rec.update(
                state,
                **for_role(
                    role, play=of_role(c, role, "discard"), discard=of_role(c, role, "play")
                ),
            )
            new = st.battle_card(of_role(c, role, "discard"))
            parts.append(f"{rec.label(state, seat)} swaps it for {new.name if new else '?'}")
    state = rec.update(state, fought=True)
    return state, (Event("reveal", "; ".join(parts) + ".", irreversible=True),), False


def _has(di_cards: Sequence[str], hook: str) -> bool:
    return any(e.hook == hook for d in di_cards for e in common.di_card(d).effects)


def post_stage(state: KemetState) -> StageResult:
    """After the reveal: Ambush (swap_battle_cards), then Divine Wound, attacker first."""
    c = rec.ctx(state)
    for role in rec.ROLES:
        seat = of_role(c, role, "fighter")
        asks = []
        if st.role_effects(state, c, role, "swap_battle_cards"):
            asks.append(SWAP)
        if st.role_effects(state, c, role, "divine_wound") and state.seat(seat).di_hand:
            asks.append(WOUND)
        for kind in asks:
            if f"{role}:{kind}" not in c["post_done"]:
                state = rec.update(state, post_done=c["post_done"] + (f"{role}:{kind}",))
                return state.push(decision(kind, seat, role=role)), (), True
    return state, (), False


def resolve_stage(state: KemetState) -> StageResult:
    """Strength decides the winner; casualties follow (seed-002)."""
    c = rec.ctx(state)
    tot = {role: st.totals(state, c, role) for role in rec.ROLES}
    win = st.winner(tot["att"], tot["def"])
    changes: dict[str, Any] = {"winner": win}
    for role in rec.ROLES:
        size = rec.troop(state, role, c).size
        dmg = st.damage_losses(size, tot[role], tot[rec.other(role)])
        if role == win and st.role_effects(state, c, role, "no_losses_if_win"):
            dmg = 0
        card = st.card_in_use(c, role)
        own = min(size - dmg, card.own_losses if card else 0)
        changes.update(
            for_role(role, dmg=dmg, loss=dmg + own, own=own, pre=len(of_role(c, role, "killed")))
        )
    state = rec.update(state, **changes)
    text = (
        f"Strength {tot['att'].strength} against {tot['def'].strength}: the "
        f"{'attacker' if win == 'att' else 'defender'} wins; losses: attacker "
        f"{changes['att_loss']}, defender {changes['def_loss']}."
    )
    return state, (resolved(c, win, tot, changes, text),), False


def resolved(
    c: BattleContext, win: str, tot: dict, changes: dict[str, Any], text: str
) -> BattleResolved:
    """The typed event of the battle's end (the report counts battles by it): the side the
    attack is fought for (Seth's, for a troop he corrupted), the winner, strengths and losses."""
    attacker = SETH if c["corrupt"] else c["att_side"]
    return BattleResolved(
        text,
        space=c["space"],
        attacker_side=attacker,
        defender_side=c["def_side"],
        winner=win,
        strengths=(tot["att"].strength, tot["def"].strength),
        losses=(changes["att_loss"], changes["def_loss"]),
    )


def _corrupt_fighters(state: KemetState, c: BattleContext) -> KemetState:
    """Corrupt a troop: two different members fight (seed-000: "a player cannot act both as
    the attacker and the defender"). The token's member attacks unless the defenders are all
    his, then another member of the corrupt troop does."""
    att = c["att_fighter"] or c["att_seats0"][0]
    defenders = tuple(s for s in c["def_seats0"] if is_member(s))
    if set(defenders) == {att}:
        att = next(s for s in c["att_seats0"] if s != att)
    return rec.update(state, att_fighter=att)


# --- Corrupt a creature: whom Seth's lone creature may attack (seed-000) -------------------------
def creature_targets(state: KemetState, card_id: str, colour: str) -> tuple[str, ...]:
    """Spaces of the Alliance troops Seth's creature card may attack with ``colour``'s token:
    a troop holding a unit of that colour (any troop with any_colour_target, the Khnum Sphinx),
    outside city districts (inside too with attack_in_city, the Phoenix)."""
    hooks = _card_hooks(card_id)
    any_colour, in_city = "any_colour_target" in hooks, "attack_in_city" in hooks
    return tuple(
        space
        for space, seats, city in _alliance_troops(state.n, state.troops)
        if (any_colour or colour in seats) and (in_city or not city)
    )


@cache
def _card_hooks(card_id: str) -> frozenset[str]:
    card = st.creature_card(card_id)
    return frozenset(e.hook for e in card.effects) if card else frozenset()


def _alliance_troops(
    n: int, troops: tuple[Troop, ...]
) -> tuple[tuple[str, tuple[str, ...], bool], ...]:
    """(space, seats, in a city district) of every Alliance troop with units, in board order:
    Seth's listing asks :func:`creature_targets` for every creature card and member at every
    action of his turns, so this is kept for the last troops tuple (one entry replaced at
    once, so another thread is never handed another state's answer)."""
    kept = _alliance_kept[0]
    if kept[0] is troops and kept[1] == n:
        return kept[2]
    m = common.game_map_for(n)
    found = tuple(
        (t.space, t.seats, m.space(t.space).kind in ("district", "seth_district"))
        for t in troops
        if t.side != SETH and t.units
    )
    _alliance_kept[0] = (troops, n, found)
    return found


_alliance_kept: list[tuple[tuple[Troop, ...] | None, int, tuple]] = [(None, 0, ())]


# --- the fighter of a mixed troop ----------------------------------------------------------------
def _fighter_legal(state: KemetState, pending: Decision) -> list[KemetAction]:
    return [act("fighter", seat) for seat in role_context(pending)["seats"]]


def _fighter_apply(state: KemetState, pending: Decision, action: KemetAction) -> rec.Result:
    seat, role = action.args[0], role_context(pending)["role"]
    state = rec.update(state.pop(), **for_role(role, fighter=seat))
    event = Event(
        "fighter",
        f"{rec.label(state, seat)} fights for the "
        f"{'attacking' if role == 'att' else 'defending'} troop.",
    )
    state, events = rec.advance(state)
    return state, (event,) + events


def _fighter_explain(state: KemetState, pending: Decision, action: KemetAction) -> str:
    return (
        "Name the member who fights for this mixed troop: "
        + ", ".join(f"fighter:{s}" for s in role_context(pending)["seats"])
        + "."
    )


FIGHTER_HANDLER = Handler(_fighter_legal, _fighter_apply, _fighter_explain)
