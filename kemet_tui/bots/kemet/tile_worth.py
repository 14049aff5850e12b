"""What a power tile is worth to a side, read from its effects: the bot buys by this worth.

Every tile's effects are named hooks with parameters (``rulesets/kemet-seth/tiles.toml``), so a
tile is priced by what its hooks give, weighed by what each side needs: Seth scores only by
battles he wins as the attacker, so reach and attacking strength weigh most for him; the
Alliance needs PP for its pyramids and the Ceremony, temples held, and to survive Seth's
attacks, so income and defence weigh more for it. Two tiles with different effects never tie
by accident (before this worth the bot drew among the tiles of a level by lot, and a lucky draw
decided a game), and a new tile in the data is priced without a line of code as long as its
hooks are known; an unknown hook is worth ``UNKNOWN``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.state.model import SETH

#: the worth of a hook the table below does not know
UNKNOWN = 1.0

#: per point of a battle bonus: (Seth, the Alliance); attacking / defending / every battle
STRENGTH = {"attacking": (3.0, 1.5), "defending": (1.0, 2.0), "": (3.5, 2.5)}
DAMAGE, PROTECTION, UNBLOCKABLE = (1.5, 1.2), (1.2, 1.5), (2.0, 1.5)
#: per point of movement: Seth must reach Alliance troops to score at all
MOVEMENT = (3.0, 2.0)
#: a creature joins one troop, not all of them: (Seth, the Alliance). Seth scores only by
#: attacking, troop after troop, so a bonus for all his troops is worth far more than the same
#: on one; the Alliance mostly holds a temple or two with its strongest troop
CREATURE_SHARE = (0.4, 0.55)
#: per PP of income (a Night, a prayer) and per DI card drawn and kept: Seth's deck is made of
#: battle cards and raids, each worth a unit or a battle
PP, DI_CARD = (1.0, 1.3), (2.0, 1.2)

Worth = Callable[[Mapping[str, Any], int, int], float]


def _pick(pair: tuple[float, float], side: int) -> float:
    return pair[side]


def _battle_bonus(p: Mapping[str, Any], side: int, n: int) -> float:
    when = str(p.get("when", ""))
    strength = STRENGTH.get(when, STRENGTH[""])[side]
    if p.get("against") == "seth" and side == 0:
        return 0.0  # Seth never fights his own troops
    return (
        strength * int(p.get("strength", 0))
        + DAMAGE[side] * int(p.get("damage", 0))
        + PROTECTION[side] * int(p.get("protection", 0))
        + UNBLOCKABLE[side] * int(p.get("unblockable", 0))
    )


def _per(weight: tuple[float, float], key: str, default: int = 1) -> Worth:
    """A worth of ``weight`` per unit of the parameter ``key``."""
    return lambda p, side, n: weight[side] * int(p.get(key, default))


def _flat(seth: float, alliance: float) -> Worth:
    return lambda p, side, n: (seth, alliance)[side]


def _night_pp(p: Mapping[str, Any], side: int, n: int) -> float:
    members = n if p.get("scope") == "each_member" else 1
    return PP[side] * int(p.get("pp", 0)) * members


def _night_di(p: Mapping[str, Any], side: int, n: int) -> float:
    keep, draw = int(p.get("keep", 1)), int(p.get("draw", 1))
    return DI_CARD[side] * keep + 0.2 * max(0, draw - keep)


def _battle_pp(p: Mapping[str, Any], side: int, n: int) -> float:
    per_battle = {
        "battle_won": 0.6,
        "attack": 0.5,
        "enemy_unit_killed": 1.0,
        "own_unit_lost": 0.5,
    }.get(str(p.get("per")), 0.5)
    return PP[side] * int(p.get("pp", 0)) * per_battle


#: prayers a round by the other seats, per member: ``kemet:1`` series (seed 2026, 30 games a N)
#: saw each member pray 1.0 times a round and Seth 0.9-1.4 times, so whoever holds the tile
#: sees about N prayers a round (Seth: the N members'; a member: Seth's and the N - 1
#: partners')
PRAYERS_PER_MEMBER = 1.0


def _when_others_pray(p: Mapping[str, Any], side: int, n: int) -> float:
    """PP a round from the other seats' prayers: about N of them for either side."""
    return PP[side] * int(p.get("pp", 0)) * n * PRAYERS_PER_MEMBER


def _teleport_from_obelisk(p: Mapping[str, Any], side: int, n: int) -> float:
    return 0.6 if p.get("scope") == "creature_troop" else 1.5


HOOKS: dict[str, Worth] = {
    "battle_bonus": _battle_bonus,
    "movement_bonus": lambda p, side, n: (
        MOVEMENT[side] * int(p.get("movement", 1)) * (0.65 if p.get("start") == "desert" else 1.0)
    ),
    "teleport_discount": _per((0.6, 0.6), "pp"),
    "teleport_from_obelisk": _teleport_from_obelisk,
    "ignore_walls": _flat(1.0, 2.5),
    "gain_battle_card": _flat(2.5, 2.5),
    "mirror_card": _flat(2.0, 2.0),
    "recruit_bonus": _per((1.0, 1.0), "units"),
    "mercenaries": _per((0.7, 0.7), "units"),
    "recruit_anywhere": _flat(1.5, 1.5),
    "pray_bonus": _per((1.5, 1.5), "pp"),
    "tile_discount": _per((1.5, 1.5), "pp"),
    "pyramid_discount": _per((1.5, 1.5), "pp_per_level"),
    "spend_discount": _per((3.0, 3.0), "pp"),
    "gain_pp_bonus": _per((3.0, 3.0), "pp"),
    "night_pp": _night_pp,
    "battle_pp": _battle_pp,
    "night_di": _night_di,
    "steal_di": _per((1.5, 1.5), "cards"),
    "night_free_pyramid_level": _per((3.0, 3.0), "levels"),
    "night_free_units": _per((0.8, 0.8), "units"),
    "extra_action_token": _flat(4.0, 4.0),
    "pre_battle_kill": _per((1.5, 1.5), "units"),
    "prescience": _flat(2.5, 2.5),
    "swap_battle_cards": _flat(2.5, 2.5),
    "divine_wound": _flat(1.5, 1.5),
    "defensive_victory_vp": _per((1.0, 3.0), "vp"),
    "extra_vp_on_win": _per((2.5, 2.0), "vp"),
    "corrupt_units": _per((1.6, 0.0), "units"),
    "corrupted_unit_strength": _per((1.0, 0.0), "strength"),
    "pp_when_other_prays": _when_others_pray,
    "destroy_bonus": _per((1.5, 1.5), "units"),
    "reduce_destroy": _per((1.5, 1.5), "units"),
    "resurrect": _per((1.5, 1.5), "units"),
    "free_nile_crossing": _flat(0.5, 0.5),
    "cancel_creatures": _flat(1.0, 1.0),
    "enemy_move_toll": _per((0.5, 0.8), "pp"),
    "creature": lambda p, side, n: 0.0,  # priced from the tile's creature stats instead
}


def _creature(stats: Any, side: int) -> float:
    """A creature's stats priced like the bonuses they stand for, on one troop."""
    if stats is None:
        return 0.0
    total = (
        STRENGTH[""][side] * stats.strength
        + DAMAGE[side] * stats.damage
        + PROTECTION[side] * stats.protection
        + UNBLOCKABLE[side] * stats.unblockable
        + MOVEMENT[side] * stats.movement
        + (1.0 if getattr(stats, "ignores_walls", False) else 0.0)
    )
    return CREATURE_SHARE[side] * total


@lru_cache(maxsize=512)
def tile_worth(tile_id: str, side_name: str, n: int) -> float:
    """What ``tile_id`` is worth to ``side_name`` (``seth`` or ``alliance``) at Alliance size
    ``n``: the sum of its effects' worths, plus its creature's."""
    tile = fx.tile(tile_id)
    side = 0 if side_name == SETH else 1
    worth = _creature(tile.creature, side)
    for effect in tile.effects:
        priced = HOOKS.get(effect.hook)
        worth += UNKNOWN if priced is None else priced(effect.params or {}, side, n)
    return worth
