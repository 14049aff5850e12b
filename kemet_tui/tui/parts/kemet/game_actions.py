"""The Kemet game screen's commands, the parts that need no screen: the palette's entries, what
still works in a terminal too small for the game, and who may resign.

The commands themselves (typed tokens, undo, redo, resign, help, title, game over) are the
screen's own methods (:mod:`~kemet_tui.tui.screens.kemet.game`).

Each ``action_*`` is bound to a key (``KemetGameScreen.BINDINGS``) and listed in the command
palette (:data:`PALETTE`); the screen's ``check_action`` greys out what is not possible now,
judged from the engine (``can_undo``, the outcome, who decides), never from the UI's own idea
of the rules.
Undo is offered only for the seat's own last action: taking back another seat's answer would
show that seat's choice to the wrong player. The computer seats' answers since then are taken
back with it (``UndoRule.span``), never named: a bot's answer may be a secret. Redo plays
again what the seat took back (the engine keeps it until another action is played). Commands
bind no bare lowercase letter that starts a token (undo is ctrl+z, a new game ctrl+n and it
asks first): a letter typed on the screen starts a typed token instead
(:mod:`~kemet_tui.tui.screens.kemet.game`).
"""

from __future__ import annotations

from collections.abc import Sequence

from kemet_tui.rules.kemet import ALLIANCE, SETH, side_of

#: palette entries: (action, title, help)
PALETTE = (
    ("undo", "Undo", "Take back your own last action (not a draw or a reveal)"),
    ("redo", "Redo", "Play again the action you took back"),
    ("enter_token", "Type a token", "Answer in notation, e.g. act:pray2, next:a2, go:t3"),
    ("save", "Save game", "Save the game to a file"),
    ("resign", "Resign", "Your side gives up the game (asks first)"),
    ("new_game", "New game", "Set up a new game of Kemet: Seth"),
    ("to_title", "Back to title", "The game stays autosaved: Resume brings it back"),
    ("help", "Help", "Rules, notation, every tile and card, keys"),
    ("teach", "Lesson", "The teacher's lesson on the question you are asked: show or hide it (T)"),
)


#: the commands that still work while the terminal is too small to show the game
WHILE_TOO_SMALL = frozenset({"save", "help", "to_title", "new_game"})


def resigning_seat(viewer: str | None, seats: Sequence[str]) -> str | None:
    """The seat that resigns for the side at the keyboard: the viewer's, the Alliance's first
    member for a team decision."""
    return seats[1] if viewer == ALLIANCE else viewer


def may_resign(seat: str, viewer: str | None, seats: Sequence[str]) -> bool:
    """A side resigns only from its own seat at the keyboard (the screen asks only while a seat
    is deciding)."""
    return seat in seats and side_of(seat) == side_of(viewer or "")


def resign_question(seat: str) -> str:
    side = "Seth" if seat == SETH else "The Alliance"
    winner = "The Alliance" if seat == SETH else "Seth"
    return f"{side} resigns?\n\n{winner} will win the game."
