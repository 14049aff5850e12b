"""The options a Seti game is created with (validated; stored in the game record)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, field_validator


class SetiOptions(BaseModel):
    """``players`` are names in the order given; ``colours_by_lot`` draws who plays White."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    repetition_draw: bool = True
    players: tuple[str, str] = ("White", "Brown")
    colours_by_lot: bool = False

    @field_validator("players")
    @classmethod
    def _names(cls, value: tuple[str, str]) -> tuple[str, str]:
        names = tuple(name.strip() for name in value)
        if not all(names) or names[0] == names[1]:
            raise ValueError("the two players need two different, non-empty names")
        return names  # type: ignore[return-value]


DEFAULT_OPTIONS = SetiOptions()
__all__ = ["DEFAULT_OPTIONS", "SetiOptions"]
