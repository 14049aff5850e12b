"""The Seti screen's commands: the palette's entries and which of them are possible now,
judged from the engine (``can_undo``, the legal moves, the outcome), never by the UI's own
rules.

Each command is an ``action_*`` of :class:`~kemet_tui.tui.screens.seti.game.SetiGameScreen`, bound
to a key (its ``BINDINGS``) and listed in the command palette; :func:`command_state` is what the
screen's ``check_action`` answers: shown, greyed out or hidden.
"""

from __future__ import annotations

from kemet_tui.tui.parts.seti.selection import PLACE_SHIP, REMOVE_SHIP, has_kind

#: palette entries: (action, title, help)
PALETTE = (
    ("undo", "Undo", "Take back the last move"),
    ("redo", "Redo", "Play again the move taken back"),
    ("enter_move", "Type a move", "Focus the move entry (notation such as b1c2, +b5, -b5)"),
    ("place_ship", "Place a ship", "Put a Ship of the Dead from the reserve on the cursor square"),
    (
        "remove_ship",
        "Take a ship back",
        "Take your ship on the cursor square back into the reserve",
    ),
    ("flip", "Flip the board", "Turn the board round"),
    ("auto_flip", "Turn the board to the mover", "Toggle: the board faces the player to move"),
    ("offer_draw", "Offer a draw", "The other player is asked to accept"),
    ("resign", "Resign", "Give up the game (asks first)"),
    ("save", "Save game", "Save the game to a file"),
    ("load", "Load game", "Open a saved game"),
    ("review", "Review the moves", "Step through the game from the start"),
    ("new_game", "New game", "Set up a new game of this variant"),
    ("to_title", "Back to title", "The game stays autosaved: Resume brings it back"),
    ("help", "Help", "Rules, notation and keys"),
    ("teach", "Lesson", "The teacher's lesson on your move: show or hide it (T)"),
)


def command_state(action: str, engine, bot_to_move: bool) -> bool | None:
    """True: shown and enabled; None: shown greyed out; False: hidden (Textual's contract for
    ``check_action``); ``bot_to_move``: a computer is to move (a human's commands wait)."""
    over = engine.outcome is not None
    if action == "undo":
        return True if engine.can_undo else None
    if action == "redo":
        return engine.can_redo
    if action in ("place_ship", "remove_ship"):
        if not engine.state.aleph:
            return False
        kind = PLACE_SHIP if action == "place_ship" else REMOVE_SHIP
        return True if has_kind(engine.legal_actions(), kind) else None
    if action in ("offer_draw", "resign", "enter_move", "teach"):
        return None if over or bot_to_move else True
    return True
