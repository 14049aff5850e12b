"""How a game ended: who won, or a draw, and why; or that it was stopped unfinished."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game. ``winners`` is empty for a draw; ``reason`` is shown to the players.

    ``unfinished``: nobody won and the rules did not end the game: a safeguard of the program
    stopped it (a round cap for self-play series). It is no draw and is reported apart."""

    winners: tuple[str, ...]
    reason: str
    unfinished: bool = False

    @property
    def is_draw(self) -> bool:
        return not self.winners and not self.unfinished

    def verdict(self, label: Callable[[str], str]) -> str:
        """``stopped unfinished``, ``draw`` or ``<winners> won`` with the winners named by
        ``label``: the words every line that reports an ended game builds on."""
        if self.unfinished:
            return "stopped unfinished"
        if self.is_draw:
            return "draw"
        return ", ".join(label(seat) for seat in self.winners) + " won"

    def to_json(self) -> dict:
        data: dict[str, object] = {"winners": list(self.winners), "reason": self.reason}
        if self.unfinished:
            data["unfinished"] = True
        return data

    @classmethod
    def from_json(cls, data: dict | None) -> Outcome | None:
        if data is None:
            return None
        return cls(
            winners=tuple(data["winners"]),
            reason=str(data["reason"]),
            unfinished=bool(data.get("unfinished", False)),
        )
