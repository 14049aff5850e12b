"""The options a Kemet: Seth game is created with (validated; stored in the game record).

``alliance_size``, ``ta_seti`` and ``seth_target_vp`` are the rules' own options (ruleset.toml,
kemet-seth.md §Setup). ``round_cap`` is a project safeguard, not a rule of the game: a game
nobody has won after that many rounds ends in a draw, so random playouts and abandoned hotseat
games always finish (0 switches it off).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

DEFAULT_ROUND_CAP = 12


class KemetOptions(BaseModel):
    """``players``: names, Seth's first then the members' (optional; seats get default names)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    alliance_size: int = Field(default=2, ge=2, le=5)
    ta_seti: bool = False
    seth_target_vp: int = 8
    round_cap: int = Field(default=DEFAULT_ROUND_CAP, ge=0, le=100)
    players: tuple[str, ...] = ()

    @field_validator("seth_target_vp")
    @classmethod
    def _target(cls, value: int) -> int:
        if value not in (8, 10):
            raise ValueError("Seth's target is 8 or 10 battle VP")
        return value

    @field_validator("players")
    @classmethod
    def _names(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        names = tuple(name.strip() for name in value)
        if not all(names) or len(set(names)) != len(names):
            raise ValueError("player names must be non-empty and different")
        return names

    @model_validator(mode="after")
    def _one_name_per_seat(self) -> KemetOptions:
        if self.players and len(self.players) != self.alliance_size + 1:
            raise ValueError(
                f"give {self.alliance_size + 1} player names (Seth, then each member), "
                f"not {len(self.players)}"
            )
        return self


__all__ = ["DEFAULT_ROUND_CAP", "KemetOptions"]
