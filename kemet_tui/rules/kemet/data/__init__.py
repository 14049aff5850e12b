"""The Kemet: Seth ruleset data (``rulesets/kemet-seth/``) as validated pydantic models.

``load_kemet_data()`` gives everything at once (maps, day tracks, tiles, cards, DI decks, tokens and
the ruleset info); ``ruleset_problems()`` lists, one readable line each, whatever is wrong with the
data (schema errors, broken references, wrong counts, unknown effect hooks, map and track
problems). The shipped data gives none. Effect hooks the engine must implement:
:data:`kemet_tui.rules.kemet.data.hooks.EFFECT_HOOKS`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from kemet_tui.rules.kemet.data.content import Content, parse_content, read_raw_files
from kemet_tui.rules.kemet.data.hooks import ACTION_IDS, EFFECT_HOOKS
from kemet_tui.rules.kemet.data.models import (
    BattleCard,
    CardsFile,
    CreatureCard,
    DecksFile,
    DiCard,
    PowerTile,
    TilesFile,
)
from kemet_tui.rules.kemet.data.problems import content_problems
from kemet_tui.rules.kemet.data.tokens import RulesetInfo, TokensFile

if TYPE_CHECKING:
    from kemet_tui.rules.kemet.data.board import KemetMaps
    from kemet_tui.rules.kemet.data.tracks import DayTracks


class RulesetDataError(ValueError):
    """The ruleset data is not valid; the message lists every problem, one per line."""


@dataclass(frozen=True)
class KemetData:
    """Everything in ``rulesets/kemet-seth/``, validated."""

    maps: KemetMaps
    tracks: DayTracks
    ruleset: RulesetInfo
    tiles: TilesFile
    cards: CardsFile
    decks: DecksFile
    tokens: TokensFile

    @property
    def content(self) -> Content:
        return Content(self.ruleset, self.tiles, self.cards, self.decks, self.tokens)

    def tiles_in_play(self, ta_seti: bool) -> tuple[PowerTile, ...]:
        """The tiles of a game with or without the Ta Seti option."""
        return tuple(t for t in self.tiles.tile if ta_seti or t.module != "ta-seti")

    def battle_hand(self, side: str, ta_seti: bool) -> tuple[BattleCard, ...]:
        """The battle cards each player of ``side`` starts with."""
        return tuple(
            c
            for c in self.cards.battle_card
            if c.side == side and c.kind == "hand" and (ta_seti or c.module != "ta-seti")
        )

    def creature_cards(self, ta_seti: bool) -> tuple[CreatureCard, ...]:
        return tuple(c for c in self.cards.creature_card if ta_seti or c.module != "ta-seti")

    def di_deck(self, side: str) -> tuple[DiCard, ...]:
        """The DI deck of ``side``, one entry per physical card (copies expanded)."""
        cards = self.decks.deck(side)  # type: ignore[arg-type]
        return tuple(card for card in cards for _ in range(card.copies))


def load_content() -> Content:
    """The validated content files (no maps or tracks); raises RulesetDataError if invalid."""
    raw, problems = read_raw_files()
    content, parse = parse_content(raw)
    problems += parse
    if content is not None:
        problems += content_problems(content)
    if problems or content is None:
        raise RulesetDataError("\n".join(problems))
    return content


@cache
def load_kemet_data() -> KemetData:
    """Every Kemet: Seth data file, parsed and checked once per process."""
    from kemet_tui.rules.kemet.data.board_file import load_maps
    from kemet_tui.rules.kemet.data.tracks import load_tracks

    content = load_content()
    return KemetData(
        maps=load_maps(),
        tracks=load_tracks(),
        ruleset=content.ruleset,
        tiles=content.tiles,
        cards=content.cards,
        decks=content.decks,
        tokens=content.tokens,
    )


def ruleset_problems(raw: Mapping[str, Mapping[str, Any]] | None = None) -> list[str]:
    """Every problem of the ruleset data, one readable line each; ``[]`` when all is well.

    ``raw`` (file name → parsed TOML) checks a copy of the content instead of the shipped files;
    the maps and tracks are always the shipped ones.
    """
    problems: list[str] = []
    if raw is None:
        raw, problems = read_raw_files()
    content, parse = parse_content(raw)
    problems += parse
    if content is not None:
        problems += content_problems(content)
    return problems + board_and_track_problems()


def board_and_track_problems() -> list[str]:
    """The map and day-track checks of ``board_problems.py`` and ``tracks.py``."""
    from kemet_tui.rules.kemet.data import board_file, board_problems, tracks

    checks = (
        ("board.toml", "the maps", board_file.load_maps, board_problems.map_problems),
        ("tracks.toml", "the day tracks", tracks.load_tracks, tracks.track_problems),
    )
    problems: list[str] = []
    for file, what, load, check in checks:
        try:
            problems += [f"{file}: {line}" for line in check(load())]
        except Exception as error:  # noqa: BLE001 - any failure to load is a data problem
            problems += _load_failure(file, what, error)
    return problems


def _load_failure(file: str, what: str, error: Exception) -> list[str]:
    """A loader's error as problem lines, each naming its file once."""
    lines = [line for line in str(error).splitlines() if line.strip()] or [repr(error)]
    return [
        line if line.startswith(file) else f"{file}: cannot load {what}: {line}" for line in lines
    ]


__all__ = [
    "ACTION_IDS",
    "EFFECT_HOOKS",
    "KemetData",
    "RulesetDataError",
    "board_and_track_problems",
    "load_content",
    "load_kemet_data",
    "ruleset_problems",
]
