"""How far undo goes on the Kemet: Seth hotseat, and why it is refused, without Textual.

A part of the game screen that owns the one fact undo needs beyond the engine and the bot
table: which plies were played for a human because they were the only answer (the screen plays
them without asking: ``HandOver.only_answer``), so that undo goes past them to the seat's own
last answer (``tests/tui/parts/kemet/test_undo_rule.py``). The span itself is the bot table's rule
(:meth:`~.bot_table.BotTable.undo_span`): the bots' answers and the forced ones since the
viewer's last answer, then that one; never another human's, nor past a draw or a reveal.
"""

from __future__ import annotations

from collections.abc import Callable

from kemet_tui.core import UndoRefused
from kemet_tui.tui.parts.kemet.bot_table import BotTable


class UndoRule:
    """The undo rule of the game ``engine`` plays, its bots named by ``bot_table``;
    ``label(seat)`` is a seat's name on screen."""

    def __init__(self, engine, bot_table: BotTable, label: Callable[[str], str]) -> None:
        self.engine = engine
        self.bot_table = bot_table
        self.label = label
        #: the plies played for a human because they were the only answer
        self.forced: set[int] = set()

    def forcing_next(self) -> None:
        """The next ply is played for a human without asking (its only answer)."""
        self.forced.add(len(self.engine.plies))

    def span(self, viewer: str | None) -> int:
        """How many actions an undo by ``viewer`` takes back (0: it may not)."""
        return self.bot_table.undo_span(self.engine.plies, viewer, self.forced)

    def refusal(self, deciding: bool) -> str:
        """Why undo is refused now (``deciding``: the seat at the keyboard is asked): the
        engine's reason first, then the seat rule."""
        engine = self.engine
        if not deciding:
            return "nobody is at the keyboard."
        if not engine.can_undo:
            try:
                engine.undo()  # refused without a change: only its reason is wanted
            except UndoRefused as error:
                return str(error)
        for ply in reversed(engine.plies):
            if any(e.irreversible for e in ply.events):
                return "a card was drawn or a secret revealed since your last action."
            if self.bot_table.bot_for(ply.seat) is None:
                return (
                    f"the last action was {self.label(ply.seat)}'s; only your own last "
                    "action can be taken back."
                )
        return "there is no action of yours to take back."
