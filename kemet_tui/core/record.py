"""Game records: ruleset, options, seed and the actions in notation. A record replays exactly.

A save file is a record plus the actions that were undone (so redo survives a restart). Records
are pydantic models validated at the boundary: a foreign, truncated or future file is refused
with a message and never half-read.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

RECORD_FORMAT = "kemet-tui-record"
#: the version written; docs/save-format.md lists what each version changed
RECORD_VERSION = 2
#: every version this kemet-tui reads (a ruleset may still refuse an older one: OLDEST)
READ_VERSIONS = (1, 2)
#: ruleset -> (the oldest record version it replays, why older ones cannot). A rules change
#: that makes an old record's actions illegal (a question no longer asked) bumps the version,
#: so an old save is refused with this reason instead of failing halfway through its replay.
OLDEST: dict[str, tuple[int, str]] = {
    "kemet-seth": (2, "since version 2 a seat holding no DI card is no longer asked about DI "
                      "cards (the Veto window, battle DI cards), so the answers an older save "
                      "holds to those questions do not replay"),
}


class GameRecord(BaseModel):
    """Everything needed to rebuild a game: replaying ``actions`` from ``seed`` gives the state."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["kemet-tui-record"] = RECORD_FORMAT
    version: Literal[1, 2] = RECORD_VERSION
    ruleset: str
    seed: int
    options: dict[str, Any] = Field(default_factory=dict)
    actions: tuple[str, ...] = ()
    #: actions taken back with undo, most recent undo last; redo plays them again
    redo: tuple[str, ...] = ()
    #: how the game ended, for readers of the file; the replay decides, not this field
    result: dict[str, Any] | None = None
