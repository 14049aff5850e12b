"""Game records: ruleset, options, seed and the actions in notation. A record replays exactly.

A save file is a record plus the actions that were undone (so redo survives a restart). Records
are pydantic models validated at the boundary: a foreign, truncated or future file is refused
with a message and never half-read.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

RECORD_FORMAT = "kemet-tui-record"
RECORD_VERSION = 1


class GameRecord(BaseModel):
    """Everything needed to rebuild a game: replaying ``actions`` from ``seed`` gives the state."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["kemet-tui-record"] = RECORD_FORMAT
    version: Literal[1] = RECORD_VERSION
    ruleset: str
    seed: int
    options: dict[str, Any] = Field(default_factory=dict)
    actions: tuple[str, ...] = ()
    #: actions taken back with undo, most recent undo last; redo plays them again
    redo: tuple[str, ...] = ()
    #: how the game ended, for readers of the file; the replay decides, not this field
    result: dict[str, Any] | None = None
