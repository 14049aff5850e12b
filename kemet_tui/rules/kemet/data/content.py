"""Loading the Kemet: Seth content files (``rulesets/kemet-seth/*.toml``) into validated models.

``read_raw_files`` parses the TOML; ``parse_content`` validates it and turns every pydantic error
into a readable line naming the file and the entry (``tiles.toml: tile 'red-1-charge': cost: must
be ≥ 0``). Semantic checks (references, counts, hooks) live in :mod:`.problems`.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from kemet_tui.core.data import load_toml
from kemet_tui.rules.kemet.data.models import (
    BattleCard,
    CardsFile,
    CreatureCard,
    DecksFile,
    DiCard,
    Entry,
    PowerTile,
    TilesFile,
)
from kemet_tui.rules.kemet.data.tokens import RulesetInfo, TokensFile

RULESET_DIR = "kemet-seth"

#: the content files this module owns, and the model of each
FILE_MODELS: dict[str, type[BaseModel]] = {
    "ruleset.toml": RulesetInfo,
    "tiles.toml": TilesFile,
    "cards.toml": CardsFile,
    "decks.toml": DecksFile,
    "tokens.toml": TokensFile,
}

#: how an array of tables is named in a problem line
TABLE_LABELS: dict[str, str] = {
    "tile": "tile",
    "battle_card": "battle card",
    "creature_card": "creature card",
    "di_card": "DI card",
    "temple_power": "temple power",
    "prayer_token": "prayer token",
    "action_token": "action token",
    "alliance_board": "Alliance board space",
    "seth_board": "Seth board space",
}

RawFiles = dict[str, dict[str, Any]]


@dataclass(frozen=True)
class Content:
    """Every validated content file of the ruleset."""

    ruleset: RulesetInfo
    tiles: TilesFile
    cards: CardsFile
    decks: DecksFile
    tokens: TokensFile

    def located(self) -> Iterator[tuple[str, str, Entry | BaseModel]]:
        """Every entry with an id, as (file, table, entry)."""
        tables: list[tuple[str, str, tuple[Any, ...]]] = [
            ("tiles.toml", "tile", self.tiles.tile),
            ("cards.toml", "battle_card", self.cards.battle_card),
            ("cards.toml", "creature_card", self.cards.creature_card),
            ("decks.toml", "di_card", self.decks.di_card),
            ("tokens.toml", "temple_power", self.tokens.temple_power),
            ("tokens.toml", "prayer_token", self.tokens.prayer_token),
            ("tokens.toml", "action_token", self.tokens.action_token),
            ("tokens.toml", "alliance_board", self.tokens.alliance_board),
            ("tokens.toml", "seth_board", self.tokens.seth_board),
        ]
        for file, table, entries in tables:
            for entry in entries:
                yield file, table, entry

    def tile(self, tile_id: str) -> PowerTile | None:
        return next((t for t in self.tiles.tile if t.id == tile_id), None)

    def battle_card(self, card_id: str) -> BattleCard | None:
        return next((c for c in self.cards.battle_card if c.id == card_id), None)

    def creature_card_for(self, tile_id: str) -> CreatureCard | None:
        return next((c for c in self.cards.creature_card if c.tile == tile_id), None)

    def di_deck(self, side: str) -> tuple[DiCard, ...]:
        return tuple(c for c in self.decks.di_card if c.deck == side)


def read_raw_files() -> tuple[RawFiles, list[str]]:
    """Parse every content file; a file that cannot be read gives a problem line instead."""
    raw: RawFiles = {}
    problems: list[str] = []
    for name in FILE_MODELS:
        try:
            raw[name] = load_toml(RULESET_DIR, name)
        except FileNotFoundError:
            problems.append(f"{name}: file is missing")
        except tomllib.TOMLDecodeError as error:
            problems.append(f"{name}: not valid TOML: {error}")
    return raw, problems


def parse_content(raw: Mapping[str, Mapping[str, Any]]) -> tuple[Content | None, list[str]]:
    """Validate raw TOML data; ``Content`` only if every file is valid."""
    parsed: dict[str, BaseModel] = {}
    problems: list[str] = []
    for name, model in FILE_MODELS.items():
        if name not in raw:
            problems.append(f"{name}: file is missing")
            continue
        try:
            parsed[name] = model.model_validate(raw[name])
        except ValidationError as error:
            problems.extend(validation_lines(name, raw[name], error))
    if problems:
        return None, problems
    content = Content(
        ruleset=parsed["ruleset.toml"],  # type: ignore[arg-type]
        tiles=parsed["tiles.toml"],  # type: ignore[arg-type]
        cards=parsed["cards.toml"],  # type: ignore[arg-type]
        decks=parsed["decks.toml"],  # type: ignore[arg-type]
        tokens=parsed["tokens.toml"],  # type: ignore[arg-type]
    )
    return content, []


# --- readable validation errors ------------------------------------------------------------------
def validation_lines(file: str, raw: Mapping[str, Any], error: ValidationError) -> list[str]:
    """One line per pydantic error: ``file: entry: field: what is wrong``."""
    lines = []
    for detail in error.errors():
        where, field = _locate(raw, tuple(detail["loc"]))
        parts = [file, where, field, _message(detail)]
        lines.append(": ".join(part for part in parts if part))
    return lines


def _locate(raw: Mapping[str, Any], loc: tuple[Any, ...]) -> tuple[str, str]:
    """(the entry, the field path inside it) for an error location."""
    if len(loc) >= 2 and isinstance(loc[1], int) and isinstance(raw.get(loc[0]), list):
        table, index = loc[0], loc[1]
        label = TABLE_LABELS.get(table, table)
        item = raw[table][index] if index < len(raw[table]) else {}
        entry_id = item.get("id") if isinstance(item, dict) else None
        where = f"{label} '{entry_id}'" if entry_id else f"{label} #{index + 1}"
        return where, _path(loc[2:])
    return "", _path(loc)


def _path(parts: tuple[Any, ...]) -> str:
    return ".".join(str(part) for part in parts)


def _message(detail: Mapping[str, Any]) -> str:
    kind, ctx = detail["type"], detail.get("ctx", {})
    simple = {
        "missing": "is required",
        "extra_forbidden": "is not a known field",
        "string_too_short": "must not be empty",
        "string_pattern_mismatch": "must be lower-case words joined by '-'",
        "too_short": "must not be empty",
    }
    if kind in simple:
        return simple[kind]
    bounds = {
        "greater_than_equal": ("≥", "ge"),
        "greater_than": (">", "gt"),
        "less_than_equal": ("≤", "le"),
        "less_than": ("<", "lt"),
    }
    if kind in bounds:
        sign, key = bounds[kind]
        return f"must be {sign} {ctx.get(key)}"
    if kind == "literal_error":
        return f"must be one of {ctx.get('expected')}"
    message = str(detail["msg"]).removeprefix("Value error, ")
    return message[:1].lower() + message[1:]
