"""The two Seti variants as data (``rulesets/seti.toml``), validated by pydantic on load."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from kemet_tui.core.data import load_toml


class VariantSpec(BaseModel):
    """One variant: board size, White's setup (Brown mirrors it), ships, capture rule."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    title: str
    description: str
    files: int = Field(ge=1, le=26)
    ranks: int = Field(ge=4, le=26)
    setup: tuple[str, ...]
    ships: int = Field(ge=0)
    captured_pieces_change_sides: bool
    source: str

    @model_validator(mode="after")
    def _setup_fits(self) -> VariantSpec:
        for row in self.setup:
            if len(row) != self.files or set(row) - set("PH."):
                raise ValueError(f"setup row {row!r} must be {self.files} of 'P', 'H', '.'")
        return self


class SetiHelp(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    rules: str
    notation: str


class SetiData(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    aleph: VariantSpec
    beth: VariantSpec
    help: SetiHelp


@cache
def seti_data() -> SetiData:
    """The parsed and validated ``rulesets/seti.toml``."""
    return SetiData.model_validate(load_toml("seti.toml"))


def variant_spec(key: Literal["aleph", "beth"]) -> VariantSpec:
    return getattr(seti_data(), key)
