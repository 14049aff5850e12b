"""Every effect hook the Kemet: Seth data may name, and every action id, kept in one place.

Data entries (tiles, cards, DI cards, temple powers) say *what* they do as a list of effects,
each a hook name plus parameters (``{ hook = "battle_bonus", params = { strength = 1 } }``).
The engine implements each hook once; :data:`EFFECT_HOOKS` is the list it must cover, with the
parameters each hook takes and one line on what the engine must do.

The *holder* of an effect is the owner of the tile or card. For an Alliance tile (Osiris board)
and a temple power the holder is the whole Alliance: battle and movement effects apply to every
Alliance troop, and PP or cards go to one member of the Alliance's choice unless a ``scope``
parameter says every member.

A parameter kind is ``"int"`` (a whole number ≥ 0), ``"bool"``, an ``Enum`` of allowed words
(the first is the default), or a ``Ref`` to another entry of the data (checked on load).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Enum:
    """One of a few words; the first is the default."""

    choices: tuple[str, ...]


@dataclass(frozen=True)
class Ref:
    """The id of another data entry of ``kind`` (``action_token``, ``battle_card``)."""

    kind: str


ParamKind = str | Enum | Ref


@dataclass(frozen=True)
class Param:
    kind: ParamKind
    required: bool = False


@dataclass(frozen=True)
class HookSpec:
    """What the engine must do for the hook, and the parameters it takes."""

    does: str
    params: dict[str, Param] = field(default_factory=dict)


WHEN = Enum(("any", "attacking", "defending"))
AGAINST = Enum(("any", "seth", "alliance"))
WHERE = Enum(("any", "temple", "city", "obelisk"))
START = Enum(("any", "desert"))


def _p(kind: ParamKind, required: bool = False) -> Param:
    return Param(kind, required)


EFFECT_HOOKS: dict[str, HookSpec] = {
    # --- battle -------------------------------------------------------------------------------
    "battle_bonus": HookSpec(
        "In each battle of the holder that matches when/against/where, add strength, damage, "
        "protection and unblockable damage (applied first, never reduced by protection).",
        {
            "strength": _p("int"),
            "damage": _p("int"),
            "protection": _p("int"),
            "unblockable": _p("int"),
            "when": _p(WHEN),
            "against": _p(AGAINST),
            "where": _p(WHERE),
        },
    ),
    "divine_wound": HookSpec(
        "After battle cards are revealed, the holder may discard DI cards from his hand for "
        "+strength_per_card strength each.",
        {"strength_per_card": _p("int", True)},
    ),
    "pre_battle_kill": HookSpec(
        "Before battle cards are chosen (when attacking / defending), destroy `units` units of the "
        "opposing troop; protection does not reduce it; no battle if that troop is wiped out.",
        {"units": _p("int", True), "when": _p(WHEN)},
    ),
    "prescience": HookSpec(
        "In the holder's battles the opponent chooses and reveals his battle card first."
    ),
    "swap_battle_cards": HookSpec(
        "Once per battle, after the reveal, the holder may exchange his played battle card with "
        "the opponent's; each card still goes back to its owner's discard."
    ),
    "mirror_card": HookSpec(
        "This battle card takes the strength, damage, protection and unblockable damage printed "
        "on the opponent's played battle card (0 if it is also a mirror)."
    ),
    "swap_with_discard": HookSpec(
        "After the reveal, the player swaps his played battle card with the one he discarded face "
        "down for this battle."
    ),
    "cancel_creatures": HookSpec(
        "Every other creature in the holder's battles gives no bonus and uses no ability."
    ),
    "defensive_victory_vp": HookSpec(
        "When the holder wins a battle as defender and keeps at least one unit, he (the Alliance "
        "pool for a member) gains `vp` permanent battle VP.",
        {"vp": _p("int", True)},
    ),
    "extra_vp_on_win": HookSpec(
        "When the creature's troop wins a battle and destroys at least `min_losses` enemy units, "
        "its controller gains `vp` more permanent battle VP.",
        {"vp": _p("int", True), "min_losses": _p("int", True)},
    ),
    "no_losses_if_win": HookSpec(
        "If the player wins this battle, his troop suffers no casualties from it."
    ),
    "recruit_on_win": HookSpec(
        "If the player wins this battle, he adds `units` units from his reserve to the troop for "
        "free (troop limit applies) before retreats.",
        {"units": _p("int", True)},
    ),
    "battle_pp": HookSpec(
        "The holder gains `pp` PP for each event `per`: enemy unit killed, battle won, own unit "
        "lost, attack launched (moving into an enemy troop). Mixed troops split it.",
        {
            "pp": _p("int", True),
            "per": _p(Enum(("battle_won", "enemy_unit_killed", "own_unit_lost", "attack")), True),
        },
    ),
    "resurrect": HookSpec(
        "After each battle of the creature's troop, up to `units` of the troop's units killed in "
        "it return to a district of their owner's city (else to his reserve, as usual).",
        {"units": _p("int", True)},
    ),
    "escape": HookSpec(
        "When attacked, before battle cards: no battle; the defending troop moves to an adjacent "
        "free space (no teleport) and the attacker's move ends."
    ),
    "creature": HookSpec(
        "The tile brings a creature figure: on purchase it joins one of the owner's troops in his "
        "city (else his reserve); the tile's `creature` stats apply to the troop it goes with; at "
        "most one creature per troop."
    ),
    # --- movement -----------------------------------------------------------------------------
    "movement_bonus": HookSpec(
        "+`movement` for the holder's troops on every Move (a DI card: for the Move it is played "
        "with). A creature's own movement bonus is in its creature stats instead. `start = "
        "desert`: only on a Move whose troop starts on a desert space (obelisk deserts and the "
        "two portal spaces included).",
        {"movement": _p("int", True), "start": _p(START)},
    ),
    "teleport_discount": HookSpec(
        "Teleporting costs the holder `pp` PP less.", {"pp": _p("int", True)}
    ),
    "teleport_from_obelisk": HookSpec(
        "The holder's troops (scope creature_troop: only the creature's troop) may also teleport "
        "from a space with an obelisk.",
        {"scope": _p(Enum(("all", "creature_troop")))},
    ),
    "teleport": HookSpec(
        "During a Move the moving troop teleports once to any obelisk space without needing a "
        "pyramid and without the usual PP cost (the card's cost is paid instead)."
    ),
    "ignore_walls": HookSpec(
        "The holder's troops ignore city walls (a DI card: for the Move it is played with)."
    ),
    "free_nile_crossing": HookSpec(
        "Crossing the Nile between two harbour spaces costs the creature's troop no movement."
    ),
    "enemy_move_toll": HookSpec(
        "An enemy troop must pay `pp` PP to the bank to move into the creature's space.",
        {"pp": _p("int", True)},
    ),
    "attack_in_city": HookSpec(
        "Corrupt a creature: this creature may attack a troop standing in a city district."
    ),
    "any_colour_target": HookSpec(
        "Corrupt a creature: the target may be any Alliance troop, not only one holding a unit of "
        "the colour of the token used."
    ),
    # --- economy and recruiting -----------------------------------------------------------------
    "pray_bonus": HookSpec("The holder's Pray action gives `pp` more PP.", {"pp": _p("int", True)}),
    "pp_when_other_prays": HookSpec(
        "Each time another player takes a Pray action, the holder gains `pp` PP.",
        {"pp": _p("int", True)},
    ),
    "gain_pp_bonus": HookSpec(
        "During the Day, each time the holder gains PP he gains `pp` more.",
        {"pp": _p("int", True)},
    ),
    "tile_discount": HookSpec(
        "Power tiles cost the holder `pp` PP less (never below 0).", {"pp": _p("int", True)}
    ),
    "pyramid_discount": HookSpec(
        "Each pyramid level the holder raises costs `pp_per_level` PP less (never below 0).",
        {"pp_per_level": _p("int", True)},
    ),
    "spend_discount": HookSpec(
        "Each PP payment of the holder (recruit, pyramid, tile, toll) is `pp` PP smaller "
        "(never below 0).",
        {"pp": _p("int", True)},
    ),
    "recruit_bonus": HookSpec(
        "The holder's Recruit action also places `units` free units from his reserve.",
        {"units": _p("int", True)},
    ),
    "recruit_anywhere": HookSpec(
        "The holder may recruit onto any troop of his anywhere on the board, not only in his city."
    ),
    "mercenaries": HookSpec(
        "The holder gains `units` extra unit figures for his pool and may place them at once for "
        "free as a Recruit would.",
        {"units": _p("int", True)},
    ),
    "free_recruit": HookSpec(
        "Place `units` units from the player's reserve as a Recruit action would, for free.",
        {"units": _p("int", True)},
    ),
    "gain_pp": HookSpec(
        "The player gains `pp` PP (per_member: `pp` per Alliance member).",
        {"pp": _p("int", True), "per_member": _p("bool")},
    ),
    "give_pp": HookSpec(
        "Another Alliance member of the player's choice gains `pp` PP.", {"pp": _p("int", True)}
    ),
    "steal_pp": HookSpec(
        "The other side loses `pp` PP (Seth, or the member Seth names) and the player gains as "
        "many as were really lost.",
        {"pp": _p("int", True)},
    ),
    # --- night ------------------------------------------------------------------------------
    "night_pp": HookSpec(
        "At each Night (and Eclipse), `pp` PP to the holder (scope each_member: to every "
        "Alliance member).",
        {"pp": _p("int", True), "scope": _p(Enum(("owner", "each_member")))},
    ),
    "night_di": HookSpec(
        "At each Night (and Eclipse), the holder draws `draw` extra DI cards and keeps `keep` of "
        "them (the rest are discarded).",
        {"draw": _p("int", True), "keep": _p("int", True)},
    ),
    "night_free_pyramid_level": HookSpec(
        "At each Night (and Eclipse), the holder raises one of his pyramids by `levels` for free.",
        {"levels": _p("int", True)},
    ),
    "night_free_units": HookSpec(
        "At each Night (and Eclipse), the holder places up to `units` free units from his reserve "
        "in his city districts or on his troops.",
        {"units": _p("int", True)},
    ),
    "steal_di": HookSpec(
        "At each Night (and Eclipse), the holder takes `cards` DI cards at random from the hand of "
        "one player of the other side (of his choice).",
        {"cards": _p("int", True)},
    ),
    # --- DI handling --------------------------------------------------------------------------
    "draw_di": HookSpec(
        "The player draws `cards` cards from his own DI deck; with `deck_only` the discard pile "
        "is not reshuffled into an empty deck for them, so fewer may be drawn.",
        {"cards": _p("int", True), "deck_only": _p("bool")},
    ),
    "draw_di_on_win": HookSpec(
        "If this creature wins its battle, its controller draws `cards` DI cards.",
        {"cards": _p("int", True)},
    ),
    "retrieve_di": HookSpec(
        "The player takes `cards` DI cards of his choice from his deck's discard pile.",
        {"cards": _p("int", True)},
    ),
    "cancel_di": HookSpec(
        "Outside battles, cancel a DI card another player has just played (its cost stays paid)."
    ),
    # --- tokens, cards and permanent gifts ------------------------------------------------------
    "extra_action_token": HookSpec(
        "The holder gains the named action token for every Day; tokens.toml says how it is played.",
        {"token": _p(Ref("action_token"), True)},
    ),
    "gain_battle_card": HookSpec(
        "The holder adds the named battle card to his hand; take_back_discards: he first takes "
        "back his discarded battle cards; replace_one: the new card replaces one card of his "
        "choice, which leaves the game.",
        {
            "card": _p(Ref("battle_card"), True),
            "take_back_discards": _p("bool"),
            "replace_one": _p("bool"),
        },
    ),
    # --- Seth: corruption and destruction ---------------------------------------------------------
    "corrupt_units": HookSpec(
        "When the holder (Seth) wins a battle matching `when`, up to `units` Alliance units that "
        "the battle would destroy join his winning troop instead (troop limit applies); they count "
        "as Seth's units, use none of their owner's tiles, and go back to their owner's reserve "
        "when they die.",
        {"units": _p("int", True), "when": _p(WHEN)},
    ),
    "corrupted_unit_strength": HookSpec(
        "+`strength` per corrupted unit in the holder's troop, in battles matching `when`.",
        {"strength": _p("int", True), "when": _p(WHEN)},
    ),
    "kill_units": HookSpec(
        "Outside battle, destroy `units` units of one enemy troop of the player's choice.",
        {"units": _p("int", True)},
    ),
    "destroy_bonus": HookSpec(
        "Seth's 'Destroy two units' action destroys `units` more units.",
        {"units": _p("int", True)},
    ),
    "reduce_destroy": HookSpec(
        "Each effect of Seth that destroys Alliance units outside battle ('Destroy two units', DI "
        "cards) destroys `units` fewer (at least 0).",
        {"units": _p("int", True)},
    ),
    # --- Alliance: temples and ceremony -------------------------------------------------------
    "ceremony_discount": HookSpec(
        "Played while the Alliance performs the Great Ceremony: its total cost drops by `pp` PP.",
        {"pp": _p("int", True)},
    ),
    "sacred_temple_discount": HookSpec(
        "Played when the Alliance builds a sacred-temple level: it sacrifices `units` fewer "
        "units (at least 1).",
        {"units": _p("int", True)},
    ),
}

#: every action a token can take, on an Alliance member's pyramid or on Seth's board
ACTION_IDS: dict[str, str] = {
    "move": "Move one troop (attack by entering an enemy troop's space).",
    "recruit": "Pay 1 PP per unit placed from the reserve into the city.",
    "pray": "Gain PP (Alliance 2, Seth 3).",
    "raise_pyramid": "Raise a pyramid; each new level costs its number in PP.",
    "buy_red": "Buy a red tile (or, for an Alliance member, a purple tile).",
    "buy_blue": "Buy a blue tile (or, for an Alliance member, a purple tile).",
    "buy_white": "Buy a white tile (or, for an Alliance member, a purple tile).",
    "buy_black": "Ta Seti: buy a black tile (or, for an Alliance member, a purple tile).",
    "buy_purple": "Seth: buy a purple tile no higher than his purple pyramid.",
    "furious_invasion": "Seth: move up to two troops at once; two battles at most.",
    "invocation": "Seth: draw a Seth DI card.",
    "corrupt_creature": "Seth (yellow): attack with a market creature, using its creature card.",
    "destroy_two_units": "Seth (yellow): destroy two units of the token's colour.",
    "corrupt_pyramid": (
        "Seth (yellow): buy a non-purple tile with the token owner's pyramids, for 1 PP more."
    ),
    "corrupt_troop": "Seth (yellow): move a troop holding a unit of the token's colour and attack.",
}
