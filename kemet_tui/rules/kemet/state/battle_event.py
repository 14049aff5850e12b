"""The typed event of a battle resolved: who attacked, who won, the strengths and the losses.

The rules tell a battle's end in words for the log ("Strength 7 against 5: the attacker
wins..."); a reader that counts battles (the report) reads these fields instead, so rewording
the sentence never changes a count. It is a core :class:`Event` of kind ``battle-result`` (public;
the table puts up the battle's reveal on it), so the log, the views and the undo rule treat it
as any other.
"""

from __future__ import annotations

from dataclasses import dataclass

from kemet_tui.core.events import Event

#: the roles of a battle, as its record names them
ATTACKER, DEFENDER = "att", "def"


@dataclass(frozen=True, slots=True, init=False)
class BattleResolved(Event):
    """A battle's end. ``attacker_side`` is the side the battle is fought for (a troop Seth
    corrupted attacks for Seth, who takes its VP); ``winner`` is the winning role."""

    space: str
    attacker_side: str
    defender_side: str
    winner: str
    strengths: tuple[int, int]
    losses: tuple[int, int]

    def __init__(
        self,
        text: str,
        *,
        space: str,
        attacker_side: str,
        defender_side: str,
        winner: str,
        strengths: tuple[int, int],
        losses: tuple[int, int],
    ) -> None:
        Event.__init__(self, "battle-result", text)
        for name, value in (
            ("space", space),
            ("attacker_side", attacker_side),
            ("defender_side", defender_side),
            ("winner", winner),
            ("strengths", strengths),
            ("losses", losses),
        ):
            object.__setattr__(self, name, value)

    @property
    def winner_side(self) -> str:
        return self.attacker_side if self.winner == ATTACKER else self.defender_side

    @property
    def loser_side(self) -> str:
        return self.defender_side if self.winner == ATTACKER else self.attacker_side
