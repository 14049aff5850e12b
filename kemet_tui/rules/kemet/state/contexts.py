"""The shape of a decision's context, one typed record per decision kind.

A :class:`~kemet_tui.rules.kemet.state.decisions.Decision` keeps its context as sorted
``(key, value)`` pairs, and that is what a save writes; here each kind says which keys it holds
and what their values are, as a ``TypedDict``. A rule reads a context through its kind's reader
(:func:`move_context`, …), so mypy refuses a misspelt key or a value of the wrong type where it
is read or written, and :data:`SHAPES` lets a test check every context a game really pushes
against its record. Nothing changes at run time: a reader hands out the same dictionary
``context_of`` does, and the saved form is the pairs as before.

Keys marked ``NotRequired`` are added as the decision goes on (a move's troop is lifted, a
battle question is asked again), so a record lists every key a kind may ever hold.
"""

# no ``from __future__ import annotations``: a TypedDict reads ``NotRequired`` from evaluated
# annotations only (``__required_keys__``, which the test of the seeded games checks)
from typing import Any, Literal, NotRequired, TypedDict, Unpack, cast, overload

from kemet_tui.rules.kemet.state.decisions import Decision, context_of

#: ``((seat, count), ...)``: units by seat, sorted by seat (``mechanics/forces.py``'s ``Pairs``)
Pairs = tuple[tuple[str, int], ...]


class MoveContext(TypedDict):
    """A ``move`` (``actions/movement.py``): first the troop is chosen (``stage`` ``troop``),
    then the lifted group travels in the context (``stage`` ``steps``)."""

    stage: str  #: ``troop`` (choose the troop) or ``steps`` (on the way)
    mover: str  #: the seat that moves (Seth for a corrupted troop)
    payer: str  #: who pays tolls and teleports
    troops: tuple[str, ...]  #: the spaces of the troops that may move
    keep: str  #: the seat that must keep a unit in the troop (``""``: none)
    split: bool  #: whether units may be dropped and picked up on the way
    bonus: int  #: movement added by the action that asked for the move
    then: str  #: the continuation run when the move (and its battle) is over
    defer: bool  #: end on an enemy without fighting (Furious Invasion)
    corrupt: str  #: the member whose troop Seth moves (Corrupt a troop), else ``""``
    avoid: tuple[str, ...]  #: spaces the troop may not enter
    start: NotRequired[str]  #: where the troop was lifted
    at: NotRequired[str]  #: where the group stands now
    path: NotRequired[tuple[str, ...]]  #: every space it stood on, in order
    side: NotRequired[str]  #: ``seth`` or ``alliance``
    units: NotRequired[Pairs]  #: the group's units
    creatures: NotRequired[tuple[tuple[str, str], ...]]  #: ``(tile, controller)`` carried
    corrupted: NotRequired[Pairs]  #: the group's corrupted units, by their member
    allowance: NotRequired[int]  #: movement fixed when the troop was lifted, cards added
    left: NotRequired[int]  #: movement left
    steps: NotRequired[int]  #: steps taken
    teleported: NotRequired[bool]
    free_used: NotRequired[bool]  #: the free Nile crossing of this move is spent
    walls_di: NotRequired[bool]  #: a card lets this move ignore walls
    tele_di: NotRequired[bool]  #: a card lets this move teleport
    played: NotRequired[tuple[str, ...]]  #: movement DI cards played with this move
    regroups: NotRequired[int]  #: drops and pick-ups so far (a new position each)


class RecruitContext(TypedDict):
    """A ``recruit`` (``actions/recruit.py``): units placed one at a time, free ones first."""

    attack: str  #: the enemy space the recruits attack (``""``: none yet; one per Recruit)
    attackers: int  #: units recruited on that enemy space so far
    free: int  #: free units left to place
    paid: int  #: units paid for so far (a discount comes off the first)
    payable: bool  #: whether units may be paid for (not when only free units are given)


class BuyContext(TypedDict):
    """A ``buy`` (``actions/economy.py``): a power tile of one of ``colours``."""

    colours: tuple[str, ...]  #: the colours the token's space may buy
    surcharge: int  #: PP added to every price
    twin: bool  #: bought with the Twin Ceremony token: a colour bought already, for 2 PP more


class VetoContext(TypedDict):
    """A ``veto`` window (``actions/divine.py``): the other side may cancel ``card``."""

    card: str  #: the DI card played
    player: str  #: who played it
    chain: tuple[tuple[str, str, tuple[str, ...]], ...]  #: the windows beneath (Vetoes of
    #: Vetoes): ``(card, player, later)`` each
    later: tuple[str, ...]  #: seats of the same side still to be asked


class PpShareContext(TypedDict):
    """A ``pp-share`` (``mechanics/forces.py``): PP a mixed troop earned, shared out."""

    seats: tuple[str, ...]  #: the members of the troop
    left: int  #: PP still to give
    given: Pairs  #: PP given so far, by seat
    then: str  #: the continuation run when all is given
    why: str  #: what earned the PP, for the log


class RoleContext(TypedDict):
    """A question a battle asks one side (``battle-cards``, ``battle-di``, ``battle-wound``,
    ``battle-swap``, ``battle-retreat``, ``battle-recall``, ``casualties``,
    ``battle-fighter``): which side of the battle record answers."""

    role: str  #: ``att`` or ``def``
    seats: NotRequired[tuple[str, ...]]  #: ``battle-fighter``: the members who may fight


class InvasionContext(TypedDict):
    """The ``furious-invasion`` record (``seth/invasion.py``), kept on the stack under the two
    Moves and their battles, never asked."""

    stage: str  #: ``move1``, ``move2``, ``prep``, ``cards``, ``order`` or ``resolve``
    #: Seth's troops before the first Move, ``(space, units, creature, corrupted)`` each
    before: tuple[tuple[str, Pairs, str, Pairs], ...]
    battles: tuple[str, ...]  #: the spaces attacked, in the order of the Moves
    order: tuple[str, ...]  #: the order the battles are resolved in, once known
    last_move: tuple[tuple[str, Any], ...]  #: what the last Move left to park (sorted pairs)


class InvasionOrderContext(TypedDict):
    """An ``invasion-order`` (``seth/invasion.py``): Seth names the battle fought first."""

    battles: tuple[str, ...]  #: the two spaces attacked


class CeremonyContext(TypedDict):
    """The ``ceremony`` (``alliance/ceremony.py``): the members on the obelisk deserts pay the
    Great Ceremony together, share by share, then the Alliance picks a temple power."""

    cost: int  #: the PP the Ceremony costs, before the Blessings of Osiris played
    payers: tuple[str, ...]  #: the members who pay, in seat order
    paid: tuple[tuple[str, int], ...]  #: the shares fixed so far: (member, PP)
    discount: int  #: the PP the Blessings of Osiris played take off
    stage: NotRequired[str]  #: ``power`` once paid: the temple power is chosen


class SacredContext(TypedDict):
    """The ``sacred`` (``alliance/sacred.py``): a level of a sacred temple raised, its units
    sacrificed one by one where the members share the troop."""

    space: str  #: where the temple rises
    level: int  #: the level being built
    discount: int  #: units spared by the Sacred Masons played
    chosen: tuple[str, ...]  #: whose units are sacrificed so far, one entry a unit


class AllianceTurnContext(TypedDict):
    """The ``alliance-turn`` (``flow/day.py``): the Alliance names the member who acts next."""

    first: bool  #: the turn's opening, when sacred temples and the Ceremony may come first
    built: NotRequired[tuple[str, ...]]  #: the spaces whose sacred temple rose this turn


class MemberActionContext(TypedDict):
    """A ``member-action`` (``flow/day.py``): the member places a token."""

    extra: NotRequired[bool]  #: only an extra token (or pass), right after his own


class SanctuaryContext(TypedDict):
    """A ``sanctuary`` (``flow/dusk.py``): the units sacrificed at the Sanctuary one by one."""

    space: str  #: the Sanctuary
    left: int  #: units still to name
    chosen: tuple[str, ...]  #: whose units are sacrificed so far, one entry a unit


class RiteWindowContext(TypedDict):
    """A ``rite-di`` (``alliance/rites.py``): a member may play a card lowering a rite's cost."""

    hook: str  #: the cards' hook: ``sacred_temple_discount`` or ``ceremony_discount``
    later: tuple[str, ...]  #: the members asked after this one
    then: str  #: the step the rite carries on with


class DiTargetContext(TypedDict):
    """A ``di-target`` (``actions/divine.py``): whom or what a DI card just played aims at."""

    hook: str  #: the card's effect: give_pp, steal_pp, kill_units, retrieve_di, or lose
    amount: int  #: its PP, units or cards
    card: NotRequired[str]  #: the card played (the pile Divine Memory takes from)
    space: NotRequired[str]  #: ``lose``: the troop struck, whose units the Alliance names


class CorruptContext(TypedDict):
    """Seth's corruptions of a member (``seth/corrupt.py``): a creature card sent against him,
    or a tile bought with his pyramids."""

    target: str  #: the member whose token Seth used
    card: NotRequired[str]  #: the creature card chosen ("" until one is)


class TempleSacrificeContext(TypedDict):
    """A ``temple-sacrifice`` (``flow/night.py``): who sacrifices at a temple that asks it."""

    space: str  #: the temple


class GiveDiContext(TypedDict):
    """A ``give-di`` (``flow/night.py``): the Alliance names the member a temple's cards go to."""

    what: str  #: ``DRAW:KEEP``: how many cards are drawn and how many kept


class KeepDiContext(TypedDict):
    """A ``keep-di`` (``flow/night.py``): a seat keeps some of the cards it looked at."""

    cards: tuple[str, ...]  #: the cards still to keep or discard
    keep: int  #: how many more it keeps


class FreeLevelContext(TypedDict):
    """A ``free-level`` (``flow/night.py``): a pyramid raised for free at night."""

    levels: int  #: the levels it gains


class ReinforceContext(TypedDict):
    """A ``reinforce`` (``flow/night.py``): free units placed one by one at night."""

    left: int  #: the units still to place


class StealDiContext(TypedDict):
    """A ``steal-di`` (``flow/night.py``): the seat whose DI cards are taken at random."""

    cards: int  #: how many cards are taken


class DestroyContext(TypedDict):
    """A ``destroy-units`` (``seth/destroy.py``): Seth names the troops that lose a unit of
    ``target``, one unit at a time."""

    target: str  #: the member whose units die
    left: int  #: the units still to destroy


class CreatureHomeContext(TypedDict):
    """A ``creature-home`` (``mechanics/homes.py``): the district a creature that lost its
    controller's last unit returns to."""

    creature: str  #: the creature's power tile
    homes: tuple[str, ...]  #: the districts that fitted when it was asked
    then: str  #: the continuation run once it is answered


class RiseContext(TypedDict):
    """An ``osiris-rise`` (``battle/outcome.py``): where a unit killed in battle rises."""

    homes: tuple[str, ...]  #: the districts of the owner's city with room


class PlaceCreatureContext(TypedDict):
    """A ``place-creature`` (``actions/economy.py``): where a creature just bought stands."""

    tile: str  #: the creature's power tile


class DropCardContext(TypedDict):
    """A ``drop-card`` (``actions/economy.py``): the battle card that leaves for a new one."""

    card: str  #: the battle card gained


class BattleContext(TypedDict):
    """The ``battle`` record (``battle/record.py``), kept on the stack under the questions a
    battle asks, never asked itself: both sides' state for the whole battle. A side is a
    *role*: ``att``, the troop that arrived (carried here like a moving troop), or ``def``,
    the troop on the board at ``space``; each ``att_`` key has its ``def_`` twin but the
    attacker's troop."""

    space: str  #: where the battle is fought
    attacker: str  #: the seat that attacks (the mover, or the recruiter)
    stage: str  #: the stage of ``record.STAGES`` the battle stands at
    then: str  #: the continuation run when the battle is over
    moved: bool  #: the attack came from a move (attack-triggered PP)
    no_discard: tuple[str, ...]  #: seats that play one card without a face-down discard
    creature_card: str  #: Seth's lone creature attacks (Corrupt a creature), else ``""``
    corrupt: bool  #: a corrupt Alliance troop attacks for Seth
    order: tuple[str, ...]  #: the roles in the order they choose their cards (Prescience)
    reveal_first: str  #: the role whose cards are shown first (``""``: together)
    swapped: bool  #: each role fights with the other's battle card (Ambush)
    post_done: tuple[str, ...]  #: the after-reveal questions asked, ``role:kind`` each
    winner: str  #: the winning role, once resolved
    fought: bool  #: the cards were revealed: the chosen cards are no longer secret
    log: tuple[tuple[str, str, bool], ...]  #: events of automatic steps, ``(kind, text,
    #: irreversible)`` each, handed out with the next action's events
    hold: tuple[str, ...]  #: stages before which the battle stops (Furious Invasion)
    on_hold: str  #: the continuation run when it stops there
    corrupt_named: NotRequired[bool]  #: the corrupt troop's member was named
    retreat_asked: NotRequired[bool]
    recall_asked: NotRequired[bool]
    rise_queue: NotRequired[tuple[str, ...]]  #: owners of units Osiris raises, one a unit
    att_units: Pairs  #: the attacking troop's units (the defender's stand on the board)
    att_creature: tuple[str, ...]  #: ``(tile, controller)`` of its creature, or ``()``
    att_corrupted: Pairs  #: its corrupted units, by their member
    att_side: str  #: ``seth`` or ``alliance``
    att_seats0: tuple[str, ...]  #: the seats in the troop when the battle began
    att_fighter: str  #: the seat that fights for the role (``""``: not known yet)
    att_step: str  #: the role's choice: ``""``, ``di``, ``di-done``, ``cards``, ``done``
    att_play: str  #: the battle card played (secret until the reveal)
    att_discard: str  #: the battle card discarded face down (secret)
    att_di: tuple[str, ...]  #: the DI cards played (secret until the reveal)
    att_wound: int  #: strength added by DI cards discarded (Divine Wound)
    att_loss: int  #: units the role still loses (damage and its own card's losses)
    att_dmg: int  #: units it loses to the enemy's damage
    att_killed: tuple[str, ...]  #: the owners of its units killed, one a unit
    att_pool: int  #: PP its troop earned in the battle, shared out at the end
    att_own: int  #: units it loses to its own battle card
    att_pre: int  #: its units killed before the resolve (pre-battle kills)
    def_side: str
    def_seats0: tuple[str, ...]
    def_fighter: str
    def_step: str
    def_play: str
    def_discard: str
    def_di: tuple[str, ...]
    def_wound: int
    def_loss: int
    def_dmg: int
    def_killed: tuple[str, ...]
    def_pool: int
    def_own: int
    def_pre: int


class NoContext(TypedDict):
    """A question that needs nothing but its kind and decider (``raise``, ``seth-action``,
    the setup's ``setup-pyramids``, ``setup-units`` and ``setup-tile``): no key at all."""


#: a role's keys of the battle record (``att_KEY`` and ``def_KEY``), by the type of the value
RoleText = Literal["side", "fighter", "step", "play", "discard"]
RoleCount = Literal["wound", "loss", "dmg", "pool", "own", "pre"]
RoleSeats = Literal["seats0", "di", "killed"]


class RoleValues(TypedDict, total=False):
    """Values of one role's keys of the battle record, named without the role (see
    :func:`for_role`)."""

    side: str
    fighter: str
    step: str
    play: str
    discard: str
    wound: int
    loss: int
    dmg: int
    pool: int
    own: int
    pre: int
    seats0: tuple[str, ...]
    di: tuple[str, ...]
    killed: tuple[str, ...]


#: decision kind -> the record its context follows (the test of the seeded games reads it)
SHAPES: dict[str, Any] = {
    "move": MoveContext,
    "recruit": RecruitContext,
    "buy": BuyContext,
    "veto": VetoContext,
    "pp-share": PpShareContext,
    "furious-invasion": InvasionContext,
    "invasion-order": InvasionOrderContext,
    "ceremony": CeremonyContext,
    "sacred": SacredContext,
    "di-target": DiTargetContext,
    "corrupt-creature": CorruptContext,
    "corrupt-pyramid": CorruptContext,
    "sanctuary": SanctuaryContext,
    "rite-di": RiteWindowContext,
    "alliance-turn": AllianceTurnContext,
    "member-action": MemberActionContext,
    "temple-sacrifice": TempleSacrificeContext,
    "give-di": GiveDiContext,
    "keep-di": KeepDiContext,
    "free-level": FreeLevelContext,
    "reinforce": ReinforceContext,
    "steal-di": StealDiContext,
    "destroy-units": DestroyContext,
    "creature-home": CreatureHomeContext,
    "osiris-rise": RiseContext,
    "place-creature": PlaceCreatureContext,
    "drop-card": DropCardContext,
    "battle": BattleContext,
    **{
        kind: NoContext
        for kind in ("raise", "seth-action", "setup-pyramids", "setup-units", "setup-tile")
    },
    **{
        kind: RoleContext
        for kind in (
            "battle-cards",
            "battle-di",
            "battle-wound",
            "battle-swap",
            "battle-retreat",
            "battle-recall",
            "casualties",
            "battle-fighter",
        )
    },
}


def move_context(pending: Decision) -> MoveContext:
    """A ``move``'s context as a new dictionary (the caller's to change)."""
    return cast(MoveContext, context_of(pending))


def recruit_context(pending: Decision) -> RecruitContext:
    """A ``recruit``'s context as a new dictionary (the caller's to change)."""
    return cast(RecruitContext, context_of(pending))


def buy_context(pending: Decision) -> BuyContext:
    """A ``buy``'s context as a new dictionary (the caller's to change)."""
    return cast(BuyContext, context_of(pending))


def veto_context(pending: Decision) -> VetoContext:
    """A ``veto``'s context as a new dictionary (the caller's to change)."""
    return cast(VetoContext, context_of(pending))


def pp_share_context(pending: Decision) -> PpShareContext:
    """A ``pp-share``'s context as a new dictionary (the caller's to change)."""
    return cast(PpShareContext, context_of(pending))


def role_context(pending: Decision) -> RoleContext:
    """A battle question's context as a new dictionary (the caller's to change)."""
    return cast(RoleContext, context_of(pending))


def invasion_context(pending: Decision) -> InvasionContext:
    """A ``furious-invasion`` record's context as a new dictionary (the caller's to change)."""
    return cast(InvasionContext, context_of(pending))


def invasion_order_context(pending: Decision) -> InvasionOrderContext:
    """An ``invasion-order``'s context as a new dictionary (the caller's to change)."""
    return cast(InvasionOrderContext, context_of(pending))


def ceremony_context(pending: Decision) -> CeremonyContext:
    """A ``ceremony``'s context as a new dictionary (the caller's to change)."""
    return cast(CeremonyContext, context_of(pending))


def temple_sacrifice_context(pending: Decision) -> TempleSacrificeContext:
    return cast(TempleSacrificeContext, context_of(pending))


def give_di_context(pending: Decision) -> GiveDiContext:
    return cast(GiveDiContext, context_of(pending))


def keep_di_context(pending: Decision) -> KeepDiContext:
    return cast(KeepDiContext, context_of(pending))


def free_level_context(pending: Decision) -> FreeLevelContext:
    return cast(FreeLevelContext, context_of(pending))


def reinforce_context(pending: Decision) -> ReinforceContext:
    return cast(ReinforceContext, context_of(pending))


def steal_di_context(pending: Decision) -> StealDiContext:
    return cast(StealDiContext, context_of(pending))


def sacred_context(pending: Decision) -> SacredContext:
    """A ``sacred``'s context as a new dictionary (the caller's to change)."""
    return cast(SacredContext, context_of(pending))


def alliance_turn_context(pending: Decision) -> AllianceTurnContext:
    return cast(AllianceTurnContext, context_of(pending))


def member_action_context(pending: Decision) -> MemberActionContext:
    return cast(MemberActionContext, context_of(pending))


def sanctuary_context(pending: Decision) -> SanctuaryContext:
    return cast(SanctuaryContext, context_of(pending))


def rite_window_context(pending: Decision) -> RiteWindowContext:
    return cast(RiteWindowContext, context_of(pending))


def di_target_context(pending: Decision) -> DiTargetContext:
    return cast(DiTargetContext, context_of(pending))


def corrupt_context(pending: Decision) -> CorruptContext:
    return cast(CorruptContext, context_of(pending))


def destroy_context(pending: Decision) -> DestroyContext:
    return cast(DestroyContext, context_of(pending))


def creature_home_context(pending: Decision) -> CreatureHomeContext:
    return cast(CreatureHomeContext, context_of(pending))


def rise_context(pending: Decision) -> RiseContext:
    return cast(RiseContext, context_of(pending))


def place_creature_context(pending: Decision) -> PlaceCreatureContext:
    return cast(PlaceCreatureContext, context_of(pending))


def drop_card_context(pending: Decision) -> DropCardContext:
    return cast(DropCardContext, context_of(pending))


def battle_context(pending: Decision) -> BattleContext:
    """A ``battle`` record's context as a new dictionary (the caller's to change)."""
    return cast(BattleContext, context_of(pending))


@overload
def of_role(c: BattleContext, role: str, key: RoleText) -> str: ...
@overload
def of_role(c: BattleContext, role: str, key: RoleCount) -> int: ...
@overload
def of_role(c: BattleContext, role: str, key: RoleSeats) -> tuple[str, ...]: ...
def of_role(c: BattleContext, role: str, key: str) -> Any:
    """``c[f"{role}_{key}"]``, the value of ``role``'s key of a battle record: a battle's
    stages read a side by its role (``att`` or ``def``), a key mypy cannot check when written
    out; here the key is one of the record's and the value has its type."""
    return c[f"{role}_{key}"]  # type: ignore[literal-required]


def for_role(role: str, **values: Unpack[RoleValues]) -> dict[str, Any]:
    """The changes of a battle record that set ``role``'s keys (``pool=0`` for ``att``:
    ``{"att_pool": 0}``), for ``record.update``: mypy checks each key and its value against
    :class:`RoleValues`."""
    return {f"{role}_{key}": value for key, value in values.items()}


def with_role(c: BattleContext, role: str, **values: Unpack[RoleValues]) -> BattleContext:
    """A copy of the battle record ``c`` with ``role``'s keys changed (a bot measures a side
    without the cards it cannot see: ``with_role(c, "def", play="", discard="", di=())``)."""
    return cast(BattleContext, {**c, **for_role(role, **values)})
