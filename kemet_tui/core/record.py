"""Game records: ruleset, options, seed and the actions in notation. A record replays exactly.

A save file is a record plus the actions that were undone (so redo survives a restart) and a
checksum of the whole (``storage.py``). Records are pydantic models validated strictly at the
boundary (no string, float or boolean is taken for a number): a foreign, truncated, edited or
future file is refused with a message and never half-read.
"""

from __future__ import annotations

from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from kemet_tui.core import rng

RECORD_FORMAT: Final = "kemet-tui-record"
#: the version written; docs/save-format.md lists what each version changed
RECORD_VERSION: Final = 14
#: every version this kemet-tui reads (a ruleset may still refuse an older one: OLDEST)
READ_VERSIONS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)
#: the first version whose files carry a checksum (older ones are read as legacy saves)
CHECKSUM_SINCE = 3
#: the first version whose files note the hints asked (older ones are read with none)
HINTS_SINCE = 8
#: the seeds a record holds: 64-bit whole numbers, as the generator takes them (rng.py)
SEED_MIN, SEED_LIMIT = rng.SEED_MIN, rng.SEED_LIMIT
#: ruleset -> (the oldest record version it replays, why older ones cannot). A rules change
#: that makes an old record's actions illegal (a question no longer asked) bumps the version,
#: so an old save is refused with this reason instead of failing halfway through its replay.
OLDEST: dict[str, tuple[int, str]] = {
    "kemet-seth": (
        14,
        "version 14 rebalanced the designed Kemet: Seth content (Seth's four battle cards), "
        "so an older game would not replay as it was played",
    ),
}


class HintNote(BaseModel):
    """A hint asked during the game: by ``seat``, with ``ply`` actions played (so about the
    answer to action ``ply + 1``). Not an action: the replay never reads it."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    seat: str
    ply: int = Field(ge=0)


class GameRecord(BaseModel):
    """Everything needed to rebuild a game: replaying ``actions`` from ``seed`` gives the state."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    format: Literal["kemet-tui-record"] = RECORD_FORMAT
    version: Literal[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] = RECORD_VERSION
    ruleset: str
    seed: int = Field(ge=SEED_MIN, lt=SEED_LIMIT)
    options: dict[str, Any] = Field(default_factory=dict)
    actions: tuple[str, ...] = ()
    #: actions taken back with undo, most recent undo last; redo plays them again
    redo: tuple[str, ...] = ()
    #: how the game ended, for readers of the file; the replay decides, not this field
    result: dict[str, Any] | None = None
    #: the hints asked, in the order asked (since version 8; an older save noted none)
    hints: tuple[HintNote, ...] = ()
