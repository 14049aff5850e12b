"""Pydantic models of the Kemet: Seth content: power tiles, battle cards, creature cards, DI cards.

Every entry carries an ``id`` (unique across all the content), a ``name``, a ``source``
(``seed-000``, ``seed-002``, ``published`` with a ``ref`` into ``docs/rules/kemet-research.md``,
or ``project`` for this project's own design), the rule ``text`` the UI shows (our own words), an
optional ``note`` on what the project decided where the source is silent, and a list of
``effects``: hook names from :mod:`kemet_tui.rules.kemet.data.hooks` with their parameters.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

Id = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
Source = Literal["seed-000", "seed-002", "published", "project"]
#: which box an entry belongs to; ``ta-seti`` entries are used only with the Ta Seti option
Module = Literal["base", "ta-seti", "seth"]
Side = Literal["seth", "alliance"]
Colour = Literal["red", "blue", "white", "black", "purple"]
#: when an effect works; ``night`` effects also fire at the Eclipse
Timing = Literal["permanent", "purchase", "day", "night", "battle"]
ParamValue = bool | int | str


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Effect(Frozen):
    """One named hook the engine implements, with its parameters (checked against the hook)."""

    hook: Text
    params: dict[str, ParamValue] = Field(default_factory=dict)


class Entry(Frozen):
    """What every tile, card and token has in common."""

    id: Id
    name: Text
    source: Source
    ref: str = ""
    text: Text
    note: str = ""

    @model_validator(mode="after")
    def _published_has_ref(self) -> Entry:
        if self.source == "published" and "kemet-research.md" not in self.ref:
            raise ValueError("a published entry needs a ref to a kemet-research.md section")
        return self


class CreatureStats(Frozen):
    """The miniature a creature tile brings and what it adds to the troop it goes with."""

    figure: Text
    strength: int = Field(default=0, ge=0)
    damage: int = Field(default=0, ge=0)
    protection: int = Field(default=0, ge=0)
    unblockable: int = Field(default=0, ge=0)
    movement: int = Field(default=0, ge=0)
    ignores_walls: bool = False
    immune_outside_battle: bool = False


class PowerTile(Entry):
    """A power tile. ``kind = "alliance"`` tiles sit on the Osiris board and serve the whole
    Alliance; ``replaces`` names the base tile a Seth tile takes the place of."""

    colour: Colour
    level: int = Field(ge=1, le=4)
    cost: int = Field(ge=0)
    module: Module
    kind: Literal["market", "alliance"] = "market"
    copies: int = Field(default=1, ge=1)
    buyers: tuple[Side, ...] = Field(min_length=1)
    timing: tuple[Timing, ...] = Field(min_length=1)
    replaces: str = ""
    creature: CreatureStats | None = None
    #: what the tile does; a creature tile names the ``creature`` hook first
    effects: tuple[Effect, ...] = Field(min_length=1)
    #: ids of published tiles of the same level this design was weighed against
    balanced_against: tuple[Id, ...] = ()

    @model_validator(mode="after")
    def _creature_hook_matches_stats(self) -> PowerTile:
        has_hook = any(effect.hook == "creature" for effect in self.effects)
        if has_hook != (self.creature is not None):
            raise ValueError("a tile has creature stats exactly when it names the 'creature' hook")
        return self


class BattleCard(Entry):
    """A battle (combat) card. ``kind = "hand"``: dealt at setup to each player of ``side``
    (``copies_per_player`` of it); ``kind = "tile"``: gained only through a power tile."""

    side: Side
    module: Module
    kind: Literal["hand", "tile"] = "hand"
    strength: int = Field(ge=0)
    damage: int = Field(ge=0)
    protection: int = Field(ge=0)
    unblockable: int = Field(default=0, ge=0)
    #: units of the player's own troop destroyed at the end of the battle
    own_losses: int = Field(default=0, ge=0)
    copies_per_player: int = Field(default=1, ge=1)
    #: Seth may not play it when attacking with Corrupt a creature (seed-000, Ta Seti panel)
    not_with_corrupt_creature: bool = False
    effects: tuple[Effect, ...] = ()
    balanced_against: tuple[Id, ...] = ()


class CreatureCard(Entry):
    """One of Seth's creature cards: Corrupt a creature attacks with the creature of ``tile``
    alone; ``power`` is its strength, ``phase`` when its ability works."""

    tile: Id
    module: Module
    phase: Literal["day", "battle", "night"]
    power: int = Field(ge=1)
    damage: int = Field(default=0, ge=0)
    effects: tuple[Effect, ...] = Field(min_length=1)


class DiCard(Entry):
    """A Divine Intervention card of the Seth (15) or Alliance (40) deck."""

    deck: Side
    copies: int = Field(ge=1)
    cost: int = Field(ge=0)
    timing: Literal["battle", "day", "night", "any"]
    effects: tuple[Effect, ...] = Field(min_length=1)
    balanced_against: tuple[Id, ...] = ()


class TilesFile(Frozen):
    tile: tuple[PowerTile, ...]


class CardsFile(Frozen):
    battle_card: tuple[BattleCard, ...]
    creature_card: tuple[CreatureCard, ...]


class DecksFile(Frozen):
    di_card: tuple[DiCard, ...]

    def deck(self, side: Side) -> tuple[DiCard, ...]:
        return tuple(card for card in self.di_card if card.deck == side)

    def deck_size(self, side: Side) -> int:
        return sum(card.copies for card in self.deck(side))
