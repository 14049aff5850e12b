"""The day-phase tracks, one per Alliance size N = 2..5 (``rulesets/kemet-seth/tracks.toml``).

A track is nine turns, Seth – Alliance – … – Seth. A Seth turn carries how many actions he plays;
an Alliance turn lets every member with a token left place one. ``eclipse_after`` marks the turn
after which the eclipse falls (N ≥ 3). The counts are the project's design (kemet-seth.md §Day).

:func:`load_tracks` raises :class:`TrackDataError` naming the file and entry when the file does
not fit the models; :func:`track_problems` lists what breaks the rules in well-formed data.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import Field, ValidationError, model_validator

from kemet_tui.core.data import load_toml
from kemet_tui.core.errors import KemetError
from kemet_tui.rules.kemet.data.board import Source, one_per_size, readable_errors
from kemet_tui.rules.kemet.data.models import Frozen

TRACKS_FILE = ("kemet-seth", "tracks.toml")
TURNS_PER_DAY = 9
#: each member starts with 5 action tokens and gives one to Seth (seed-000 §Game Setup)
ALLIANCE_TOKENS = 4

Side = Literal["seth", "alliance"]


class TrackDataError(KemetError, ValueError):
    """``tracks.toml`` does not fit the data models; the message names the file and entry."""


class TrackTurn(Frozen):
    """One space of the track."""

    side: Side
    #: Seth's actions on this turn; ``None`` on an Alliance turn (one token per member)
    actions: int | None = Field(default=None, ge=1, le=6)
    #: the eclipse falls right after this turn
    eclipse_after: bool = False

    @model_validator(mode="after")
    def _count_matches_side(self) -> TrackTurn:
        if (self.side == "seth") != (self.actions is not None):
            raise ValueError("a Seth turn, and only a Seth turn, gives a number of actions")
        return self


Step = tuple[Literal["seth", "alliance", "eclipse"], int]


class DayTrack(Frozen):
    """The track for one Alliance size."""

    key: str
    alliance: int = Field(ge=2, le=5)
    source: Source
    reference: str | None = None
    text: str = Field(min_length=1)
    turns: tuple[TrackTurn, ...]

    @model_validator(mode="after")
    def _check_source(self) -> DayTrack:
        if self.source != "project" and not self.reference:
            raise ValueError(f"source {self.source!r} needs a reference")
        return self

    @property
    def seth_actions(self) -> tuple[int, ...]:
        """Seth's actions on each of his turns, in order."""
        return tuple(t.actions or 0 for t in self.turns if t.side == "seth")

    @property
    def total_seth_actions(self) -> int:
        return sum(self.seth_actions)

    @property
    def eclipse_after_turn(self) -> int | None:
        """The 1-based turn after which the eclipse falls, or ``None``."""
        for number, turn in enumerate(self.turns, start=1):
            if turn.eclipse_after:
                return number
        return None

    @property
    def eclipse_after_alliance_turn(self) -> int | None:
        """How many Alliance turns are played before the eclipse, or ``None`` without one."""
        turn = self.eclipse_after_turn
        if turn is None:
            return None
        return sum(1 for t in self.turns[:turn] if t.side == "alliance")

    def steps(self) -> tuple[Step, ...]:
        """The day in order as (what, count): ``("seth", 2)``, ``("alliance", 0)``,
        ``("eclipse", 0)`` — the sequence the engine's flow walks through."""
        out: list[Step] = []
        for turn in self.turns:
            out.append((turn.side, turn.actions or 0))
            if turn.eclipse_after:
                out.append(("eclipse", 0))
        return tuple(out)


class DayTracks(Frozen):
    """Every track, one per Alliance size."""

    source: Source
    reference: str | None = None
    text: str
    tracks: tuple[DayTrack, ...]

    def for_alliance(self, n: int) -> DayTrack:
        for track in self.tracks:
            if track.alliance == n:
                return track
        raise KeyError(f"no day-phase track for an Alliance of {n}")


class _TrackEntry(Frozen):
    alliance: int = Field(ge=2, le=5)
    source: Source
    reference: str | None = None
    text: str = Field(min_length=1)
    turns: tuple[TrackTurn, ...]


class _Meta(Frozen):
    source: Source
    reference: str | None = None
    text: str


class _TracksFile(Frozen):
    meta: _Meta
    tracks: dict[str, _TrackEntry]


def compose_tracks(
    raw: dict[str, Any], where: str = "rulesets/" + "/".join(TRACKS_FILE)
) -> DayTracks:
    """Validate the parsed TOML; :class:`TrackDataError` names the file and entry if it fails."""
    try:
        parsed = _TracksFile.model_validate(raw)
    except ValidationError as error:
        raise TrackDataError(readable_errors(error, where)) from None
    tracks = []
    for key, entry in parsed.tracks.items():
        try:
            tracks.append(DayTrack(key=key, **entry.model_dump()))
        except ValidationError as error:
            raise TrackDataError(readable_errors(error, f"{where}: tracks.{key}")) from None
    meta = parsed.meta
    return DayTracks(
        source=meta.source, reference=meta.reference, text=meta.text, tracks=tuple(tracks)
    )


@cache
def load_tracks() -> DayTracks:
    """The parsed ``rulesets/kemet-seth/tracks.toml`` (check it with track_problems)."""
    return compose_tracks(load_toml(*TRACKS_FILE))


def track_problems(tracks: DayTracks) -> list[str]:
    """Everything in the tracks that breaks the rules, one readable line each."""
    out = one_per_size([t.alliance for t in tracks.tracks], "track")
    for track in tracks.tracks:
        out += [f"track {track.key}: {p}" for p in one_track_problems(track)]
    return out


def one_track_problems(track: DayTrack) -> list[str]:
    n = track.alliance
    out = []
    if track.key != f"n{n}":
        out.append(f"its key should be n{n} for an Alliance of {n}")
    sides = [t.side for t in track.turns]
    expected = ["seth" if i % 2 == 0 else "alliance" for i in range(TURNS_PER_DAY)]
    if sides != expected:
        out.append(
            f"the turns must alternate Seth, Alliance, … Seth ({TURNS_PER_DAY} turns, "
            f"Seth first and last), not {', '.join(sides)}"
        )
    if sides.count("alliance") != ALLIANCE_TOKENS:
        out.append(
            f"needs {ALLIANCE_TOKENS} Alliance turns, one per token a member keeps "
            f"(found {sides.count('alliance')})"
        )
    if track.total_seth_actions != 2 * n + 1:
        out.append(
            f"Seth's actions {list(track.seth_actions)} add up to "
            f"{track.total_seth_actions}, not 2N + 1 = {2 * n + 1}"
        )
    out += _eclipse_problems(track)
    return out


def _eclipse_problems(track: DayTrack) -> list[str]:
    marks = [i for i, t in enumerate(track.turns, start=1) if t.eclipse_after]
    if track.alliance == 2:
        return (
            [f"no eclipse against an Alliance of 2 (found one after turn {marks[0]})"]
            if marks
            else []
        )
    if len(marks) != 1:
        return [
            f"needs exactly one eclipse against an Alliance of {track.alliance} "
            f"(found {len(marks)})"
        ]
    if marks[0] >= len(track.turns):
        return ["the eclipse must fall during the day, not after its last turn"]
    return []
