"""How a game ended: who won, or a draw, and why."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game. ``winners`` is empty for a draw; ``reason`` is shown to the players."""

    winners: tuple[str, ...]
    reason: str

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "reason": self.reason}

    @classmethod
    def from_json(cls, data: dict | None) -> Outcome | None:
        if data is None:
            return None
        return cls(winners=tuple(data["winners"]), reason=str(data["reason"]))
