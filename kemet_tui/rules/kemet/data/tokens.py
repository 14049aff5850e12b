"""Pydantic models of ``tokens.toml`` (temple powers, prayer tokens, action tokens, the action
boards and the setup constants) and of ``ruleset.toml`` (title, description, options)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from kemet_tui.rules.kemet.data.models import Effect, Entry, Frozen, Id, Module, Source, Text


class TemplePower(Entry):
    """A sacred-temple power: a level-3 sacred temple draws one at random, the Great Ceremony
    picks one of those left. Each is a pair of tokens (Osiris board + top of the temple)."""

    effects: tuple[Effect, ...] = Field(min_length=1)


class PrayerToken(Entry):
    """Drawn face down by a level-2 sacred temple; flipped when that temple reaches level 3."""

    back_pp: int = Field(ge=0)
    front_pp: int = Field(ge=0)


class ActionToken(Entry):
    """A kind of action token. ``spaces``: ``seth_purple`` (purple spaces of Seth's board),
    ``any`` (any space of its holder's board), ``listed`` (only the ``actions`` given)."""

    colour: Literal["alliance", "purple", "gold", "silver", "grey", "transparent"]
    count: int = Field(ge=1)
    holder: Literal["seth", "member", "alliance", "tile_owner"]
    module: Module
    spaces: Literal["seth_purple", "any", "listed"]
    actions: tuple[str, ...] = ()
    #: an action beyond the day's normal tokens, played right after one of its holder's tokens
    extra: bool = False
    #: may go on a space already holding a token
    may_take_occupied: bool = False

    @model_validator(mode="after")
    def _listed_has_actions(self) -> ActionToken:
        if (self.spaces == "listed") != bool(self.actions):
            raise ValueError("actions must be given exactly when spaces = 'listed'")
        return self


class BoardSpace(Frozen):
    id: Id
    label: Text
    action: str
    source: Source
    module: Module = "base"


class AllianceSpace(BoardSpace):
    """A space of an Alliance member's action pyramid; row 1 is the top."""

    row: int = Field(ge=1, le=3)


class SethSpace(BoardSpace):
    """A space of Seth's board: purple tokens go on purple spaces; on a yellow space an
    Alliance token targets the member of its colour."""

    colour: Literal["purple", "yellow"]


class SethSetup(Frozen):
    pp: int = Field(ge=0)
    units: int = Field(ge=1)
    units_in_city: int = Field(ge=0)
    max_units_per_sector: int = Field(ge=1)
    sectors: int = Field(ge=1)
    #: Seth's purple tokens = Alliance size + this
    purple_tokens_over_alliance_size: int = Field(ge=0)
    tokens_from_each_member: int = Field(ge=0)
    pyramid_level: int = Field(ge=1, le=4)
    di_cards: int = Field(ge=0)
    free_tile_level: int = Field(ge=1, le=4)
    night_pp_per_member: int = Field(ge=0)
    night_di: int = Field(ge=0)
    pray_pp: int = Field(ge=0)


class AllianceSetup(Frozen):
    pp: int = Field(ge=0)
    units: int = Field(ge=1)
    units_in_city: int = Field(ge=0)
    max_units_per_district: int = Field(ge=1)
    districts: int = Field(ge=1)
    action_tokens: int = Field(ge=1)
    battle_cards: int = Field(ge=1)
    di_cards: int = Field(ge=0)
    free_tile_level: int = Field(ge=1, le=4)
    #: allowed starting pyramid levels (the three districts, any order)
    pyramid_starts: tuple[tuple[int, int, int], ...] = Field(min_length=1)
    night_pp: int = Field(ge=0)
    night_di: int = Field(ge=0)
    pray_pp: int = Field(ge=0)


class Setup(Frozen):
    seth: SethSetup
    alliance: AllianceSetup


class Rules(Frozen):
    """Numbers the rules use (each with its source in tokens.toml comments)."""

    seth_troop_limit: int = Field(ge=1)
    alliance_troop_limit: int = Field(ge=1)
    creatures_per_troop: int = Field(ge=0)
    city_defender_bonus: int = Field(ge=0)
    battle_vp: int = Field(ge=0)
    recall_pp_offset: int
    teleport_cost: int = Field(ge=0)
    sanctuary_sacrifice_units: int = Field(ge=1)
    sanctuary_vp: int = Field(ge=0)
    ceremony_pp_per_member: int = Field(ge=0)
    ceremony_discount_per_temporary_vp: int = Field(ge=0)
    alliance_permanent_vp_target: int = Field(ge=1)
    #: temples the Alliance must control at the end of the Day for 1 permanent VP, by N
    temple_vp_threshold: dict[str, int]
    sacred_temple_level_costs: tuple[int, ...] = Field(min_length=1)
    sacred_temple_stock_per_level: int = Field(ge=1)
    sacred_prayer_pp_back: int = Field(ge=0)
    #: night PP of a level-3 sacred temple to its Alliance holders (project ruling)
    sacred_temple_night_pp: int = Field(default=2, ge=0)
    tile_cost_is_level: bool
    pyramid_level_cost_is_level: bool

    def temples_for_vp(self, alliance_size: int) -> int:
        return self.temple_vp_threshold[str(alliance_size)]


class TokensFile(Frozen):
    temple_power: tuple[TemplePower, ...]
    prayer_token: tuple[PrayerToken, ...]
    action_token: tuple[ActionToken, ...]
    alliance_board: tuple[AllianceSpace, ...]
    seth_board: tuple[SethSpace, ...]
    setup: Setup
    rules: Rules


class BoolOption(Frozen):
    label: Text
    help: Text
    default: bool


class IntChoiceOption(Frozen):
    label: Text
    help: Text
    default: int
    choices: tuple[int, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _default_is_a_choice(self) -> IntChoiceOption:
        if self.default not in self.choices:
            raise ValueError(f"default {self.default} is not one of the choices")
        return self


class RulesetOptions(Frozen):
    ta_seti: BoolOption
    seth_target_vp: IntChoiceOption
    alliance_size: IntChoiceOption


class RulesetInfo(Frozen):
    name: Id
    title: Text
    description: Text
    min_players: int = Field(ge=2)
    max_players: int = Field(ge=2)
    source: Text
    options: RulesetOptions
    sources_note: Text


__all__ = [
    "ActionToken",
    "AllianceSetup",
    "AllianceSpace",
    "BoardSpace",
    "Id",
    "PrayerToken",
    "Rules",
    "RulesetInfo",
    "SethSetup",
    "SethSpace",
    "Setup",
    "TemplePower",
    "TokensFile",
]
