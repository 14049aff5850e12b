"""Choosing a move on the board: a piece, then a target, then (Aleph captures) a placement.

The squares that light up are read off ``engine.legal_actions()``; a square that is not among
them is still sent to the engine as a move, so the player sees the engine's own reason for the
refusal rather than a guess of the UI.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kemet_tui.core import IllegalAction
from kemet_tui.rules.seti.board import COLOUR_NAMES, KIND_NAMES, PIECE_MASK, piece_colour, piece_kind
from kemet_tui.rules.seti.state import SetiMove
from kemet_tui.tui.selection import (
    NOTHING,
    PLACE_SHIP,
    Selection,
    movable_origins,
    moves_from,
    placements,
    ship_move,
)
from kemet_tui.tui.widgets.board import SetiBoard

if TYPE_CHECKING:
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object


class GameSelection(_Base):
    """Mixin of :class:`SetiGameScreen`: turns picked squares into moves."""

    def sync_highlights(self) -> None:
        """Light up the selected piece, its targets, or the placement choices."""
        board, selection = self.board, self.selection
        moves = self.engine.legal_actions()
        board.selected = selection.origin
        if selection.placing:
            board.targets = frozenset({selection.target})
            board.choices = frozenset(placements(moves, selection.origin, selection.target))
        elif selection.active:
            board.targets = frozenset(moves_from(moves, selection.origin))
            board.choices = frozenset()
        else:
            board.targets = frozenset()
            board.choices = frozenset()

    def set_selection(self, selection: Selection) -> None:
        self.selection = selection
        self.sync_highlights()

    def on_seti_board_square_selected(self, message: SetiBoard.SquareSelected) -> None:
        """The player picked a square with Enter, space or a click.

        (A named handler, not ``@on``: Textual only collects ``@on`` handlers from classes built
        by its metaclass, and this mixin is a plain class.)
        """
        if self.engine.outcome is not None:
            self.say("The game is over; no more moves. u takes back the last one.", "warn")
        elif self.bot_to_move:
            self.say(f"{self.bot_thinking_text()} Your move waits until it has played.", "warn")
        elif self.selection.placing:
            self.choose_placement(message.square)
        elif self.selection.active:
            self.choose_target(message.square)
        else:
            self.choose_origin(message.square)

    def choose_origin(self, square: int) -> None:
        moves = self.engine.legal_actions()
        if square in movable_origins(moves):
            self.set_selection(Selection(square))
            name = self.state.geo.name(square)
            self.say(f"{self.piece_name(square)} on {name}: pick a highlighted square (Esc cancels).")
        else:
            self.say(self.why_not_movable(square), "warn")

    def choose_target(self, square: int) -> None:
        origin = self.selection.origin
        moves = self.engine.legal_actions()
        if square == origin:
            self.set_selection(NOTHING)
            self.say(f"Selection cleared. {self.prompt()}")
            return
        targets = moves_from(moves, origin)
        if square in targets:
            self.choose_move(origin, square, targets[square])
        elif square in movable_origins(moves):
            self.choose_origin(square)
        else:
            self.refuse_square_move(origin, square)

    def choose_move(self, origin: int, target: int, options: list[SetiMove]) -> None:
        if len(options) == 1:
            self.play_move(options[0])
            return
        self.set_selection(Selection(origin, target))
        places = sorted(self.board.choices)
        self.board.cursor = places[0]
        names = ", ".join(self.state.geo.name(sq) for sq in places)
        self.say(
            f"Capture! Where does the captured {self.piece_name(target)} go? "
            f"Pick a square marked * ({names}); Esc cancels.",
            "warn",
        )

    def choose_placement(self, square: int) -> None:
        selection = self.selection
        choices = placements(self.engine.legal_actions(), selection.origin, selection.target)
        if square in choices:
            self.play_move(choices[square])
        else:
            names = ", ".join(self.state.geo.name(sq) for sq in sorted(choices))
            self.say(f"The captured piece can go on {names} only (the squares marked *); Esc cancels.",
                     "warn")

    def refuse_square_move(self, origin: int, target: int) -> None:
        """Ask the engine about a move the board did not offer, and show its reason."""
        name = self.state.geo.name
        try:
            events = self.engine.play_token(f"{name(origin)}{name(target)}")
        except IllegalAction as error:
            self.say(error.reason, "error")
            return
        self.after_change(" ".join(e.text for e in events))

    def play_move(self, move: SetiMove) -> None:
        """Play a move through the engine's checked path."""
        try:
            events = self.engine.play(move)
        except IllegalAction as error:
            self.say(error.reason, "error")
            return
        self.after_change(" ".join(e.text for e in events), "good")

    # --- words about squares (descriptions, not rules) ----------------------------------------
    def piece_name(self, square: int) -> str:
        code = self.state.board[square] & PIECE_MASK
        if not code:
            return "piece"
        return f"{COLOUR_NAMES[piece_colour(code)]} {KIND_NAMES[piece_kind(code)]}"

    def why_not_movable(self, square: int) -> str:
        state = self.state
        name = state.geo.name(square)
        code = state.board[square] & PIECE_MASK
        mover = COLOUR_NAMES[state.to_move]
        if not code:
            legal = ship_move(self.engine.legal_actions(), PLACE_SHIP, square)
            hint = " Press s to place a ship here." if legal else ""
            return f"There is no piece on {name}: pick one of {mover}'s pieces.{hint}"
        if piece_colour(code) != state.to_move:
            return f"The {self.piece_name(square)} on {name} is not yours: {mover} is to move."
        return f"The {self.piece_name(square)} on {name} has no legal move now."
