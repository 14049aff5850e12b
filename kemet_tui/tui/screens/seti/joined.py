"""A Seti seat on a screen of its own, joined to a hosted table (``kemet-tui join``).

Seti has no secrets, so the message the host sends holds the whole position; the screen draws it
with the hotseat's board, players panel and move list, and lets the player choose a move the
same way (a piece, a highlighted target, for an Aleph capture a placement; ``s``/``x`` a ship on
the cursor square; ``:`` types a token). The squares that light up are read off the legal
tokens the host sent; the move chosen goes back as its token and the host plays it through the
engine, or refuses it with the reason, said on the status line.

The teacher of a first game is here when the game teaches or the player asked for it (``join
--teach``): the host says with each message of the seat to move which lesson its move gets
(:class:`~kemet_tui.protocol.LessonNote`); ``T`` puts it away or brings it back.

The links come open from :class:`~kemet_tui.tui.screens.joining.JoiningScreen`, with the host's
first message; a move sent names the position it answers (``plies``), and a dropped connection is
joined again by itself (:mod:`~kemet_tui.tui.parts.joined_link`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen

from kemet_tui.core.errors import IllegalAction
from kemet_tui.core.notation import normalise
from kemet_tui.core.registry import get_ruleset
from kemet_tui.protocol import Hinted, Table
from kemet_tui.rules.seti.state import PLACE_SHIP, REMOVE_SHIP, SetiMove, SetiState
from kemet_tui.teach import Taught, teaches
from kemet_tui.tui.looks.resources import GAME_CSS
from kemet_tui.tui.parts.joined_link import follow, sent
from kemet_tui.tui.parts.joined_text import (
    hint_note,
    hint_refusal,
    note_of,
    seats_text,
    status_text,
)
from kemet_tui.tui.parts.seti.board_picker import BoardPicker
from kemet_tui.tui.parts.seti.selection import ship_move
from kemet_tui.tui.parts.teaching import SentTeacher, Teaching
from kemet_tui.tui.screens.seti.layout import show_fit
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.hint_panel import HintPanel
from kemet_tui.tui.widgets.move_entry import MoveEntry
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.seti.board import SetiBoard
from kemet_tui.tui.widgets.seti.move_list import MoveList
from kemet_tui.tui.widgets.seti.players import PlayersPanel
from kemet_tui.tui.widgets.status import StatusLine
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_header import SteadyHeader
from kemet_tui.tui.widgets.teach_panel import TeachPanel


def seti_status(table: Table) -> str:
    """What the seat is told under the board
    (:func:`~kemet_tui.tui.parts.joined_text.status_text`)."""
    return status_text(
        table,
        "Your move: pick a piece (arrows and Enter, or a click), s/x a ship, : types.",
        "to move",
    )


class JoinedSetiScreen(Screen[None]):
    """One seat of a hosted Seti game, on its own screen."""

    CSS_PATH = GAME_CSS

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", show=False, id="joined-seti.cancel"),
        Binding("colon", "enter_move", "Type", key_display=":", id="joined-seti.type"),
        Binding("s", "place_ship", "Ship", id="joined-seti.place_ship"),
        Binding("x", "remove_ship", "Unship", id="joined-seti.remove_ship"),
        Binding("ctrl+z", "undo", "Undo", key_display="^z", id="joined-seti.undo"),
        Binding("H", "hint", "Hint", show=False, id="joined-seti.hint"),
        Binding("T", "teach", "Lesson: show or hide", show=False, id="joined-seti.teach"),
        Binding("q", "leave", "Leave", id="joined-seti.leave"),
    ]

    def __init__(self, links: Sequence[Any], first: Table, teach: bool = False) -> None:
        super().__init__()
        self.links = tuple(links)
        self.table_message = first
        self.view: SetiState = get_ruleset(first.ruleset).load_state(first.view)
        #: the half-made move on the board, as on the hotseat screen
        self.picker = BoardPicker()
        self._before: tuple[int, SetiState] | None = None
        self._leaving = False
        #: the teacher: on when asked for here (``join --teach``) or when the game teaches
        self.teaching = Teaching(
            first.ruleset,
            {"teach": teach or teaches(first.options)},
            teacher=SentTeacher(first.ruleset),
        )

    @property
    def ruleset(self):
        return get_ruleset(self.table_message.ruleset)

    def compose(self) -> ComposeResult:
        yield SteadyHeader()
        with Vertical(id="game-body"):
            yield PlainStatic(id="joined-seats")
            with Horizontal(id="game-main"):
                with Vertical(id="board-column"):
                    yield SetiBoard(id="board")
                with Vertical(id="side"):
                    yield PlayersPanel(id="players")
                    yield HintPanel(id="hint")
                    yield TeachPanel(id="teach")
                    yield MoveList(id="moves")
            yield StatusLine(id="status")
            yield MoveEntry(id="entry")
        yield PlainStatic(id="too-small")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        self.title = self.ruleset.title
        self.fit(self.app.size)
        self.draw()
        self.query_one("#board", SetiBoard).focus()
        self.listen()

    def on_resize(self, event: events.Resize) -> None:
        self.fit(event.size)

    def fit(self, have) -> None:
        show_fit(self, self.query_one("#board", SetiBoard), self.view.geo, have)

    # --- messages from the host ----------------------------------------------------------
    @work(group="links")
    async def listen(self) -> None:
        """Read the link's messages until the screen goes (joining again after a drop)."""

        def hand_on(message) -> None:
            if isinstance(message, Table):
                self.received(message)
            elif isinstance(message, Hinted):
                if note := hint_note(message, self.table_message):
                    self.show_hint(message)
                    self.say(*note)
            elif (note := note_of(message)) is not None:
                self.say(*note)

        await follow(self.links[0], hand_on, self.say, lambda: self._leaving)

    def received(self, table: Table) -> None:
        if self._leaving:
            return
        self._before = (self.table_message.plies, self.view)
        self.table_message = table
        self.view = self.ruleset.load_state(table.view)
        self.picker.cancel()
        self.draw()

    def draw(self) -> None:
        table, view = self.table_message, self.view
        board = self.query_one("#board", SetiBoard)
        board.position = view
        board.flipped = table.seat == "brown"
        board.last_move = self.last_move()
        self.sync_highlights()
        players = self.query_one("#players", PlayersPanel)
        players.position, players.to_act = view, table.to_act
        moves = self.query_one("#moves", MoveList)
        moves.tokens = tuple(p.token for p in table.log)
        moves.current = len(moves.tokens)
        self.query_one("#joined-seats", PlainStatic).update(seats_text(table))
        self.sub_title = table.label_of(table.seat)
        self.say(seti_status(table), "good" if table.asked else "info")
        self.query_one("#hint", HintPanel).keep_only(table.plies)
        self.sync_teacher()

    def show_hint(self, message: Hinted) -> None:
        """The host's hint in its panel, in front of the lesson (T brings it back)."""
        table = self.table_message
        self.query_one("#hint", HintPanel).show(
            table.label_of(table.seat), message.bot, message.answers, message.plies
        )
        self.sync_teacher()

    def sync_teacher(self) -> None:
        """The teacher's panel: the lesson of this seat's move when it is to move."""
        table = self.table_message
        taught = Taught(None)
        hinted = self.query_one("#hint", HintPanel).shown  # the hint takes the lesson's place
        if table.asked and self.teaching.busy and not hinted:
            taught = self.teaching.taught(table.lesson, table.plies)
        self.query_one("#teach", TeachPanel).show(taught)

    def action_teach(self) -> None:
        """``T``: put the lesson on screen away, or bring the move's lesson back."""
        table = self.table_message
        if not table.asked:
            self.say("The teacher explains a move of yours: wait for your turn.", "warn")
            return
        hint = self.query_one("#hint", HintPanel)
        if hint.shown:  # the lesson the hint stood in front of comes back
            hint.clear()
            self.sync_teacher()
            return
        taught = self.teaching.toggle(table.lesson, table.plies)
        self.query_one("#teach", TeachPanel).show(taught)
        if taught.lesson is None:
            self.say("The lesson is put away: T brings it back.")

    def last_move(self) -> frozenset[int]:
        """The squares the newest move touched, read against the position before it (when this
        screen saw that position)."""
        table = self.table_message
        if self._before is None or self._before[0] != table.plies - 1 or not table.log:
            return frozenset()
        try:
            move = self.ruleset.parse_action(self._before[1], table.log[-1].token)
        except IllegalAction:
            return frozenset()
        return frozenset(sq for sq in (move.origin, move.target) if sq >= 0)

    # --- choosing a move -------------------------------------------------------------------
    def legal(self) -> list[SetiMove]:
        """The legal moves, read off the tokens the host sent (none when not asked)."""
        if not self.table_message.asked:
            return []
        return [self.ruleset.parse_action(self.view, t) for t in self.table_message.legal]

    def sync_highlights(self) -> None:
        lit = self.picker.highlights(self.legal())
        board = self.query_one("#board", SetiBoard)
        board.selected, board.targets, board.choices = lit.selected, lit.targets, lit.choices

    def on_seti_board_square_selected(self, message: SetiBoard.SquareSelected) -> None:
        if not self.table_message.asked:
            self.say(seti_status(self.table_message), "warn")
            return
        pick = self.picker.pick(message.square, self.view, self.legal())
        self.sync_highlights()
        if pick.cursor >= 0:
            self.query_one("#board", SetiBoard).cursor = pick.cursor
        if pick.move is not None:
            self.send_move(pick.move)
        elif pick.token:
            self.send_token(pick.token)  # a move the board did not offer: the host says why
        else:
            self.say(pick.message, pick.tone)

    def action_cancel(self) -> None:
        self.picker.cancel()
        self.sync_highlights()

    def action_place_ship(self) -> None:
        self.ship_action(PLACE_SHIP)

    def action_remove_ship(self) -> None:
        self.ship_action(REMOVE_SHIP)

    def ship_action(self, kind: int) -> None:
        square = self.query_one("#board", SetiBoard).cursor
        move = ship_move(self.legal(), kind, square) or SetiMove(kind, -1, square)
        self.send_move(move)

    def action_enter_move(self) -> None:
        self.query_one("#entry", MoveEntry).input.focus()

    def on_move_entry_submitted(self, message: MoveEntry.Submitted) -> None:
        self.send_token(normalise(message.token))
        self.query_one("#entry", MoveEntry).accept()
        self.query_one("#board", SetiBoard).focus()

    def send_move(self, move: SetiMove) -> None:
        self.send_token(self.ruleset.format_action(self.view, move))

    def send_token(self, token: str) -> None:
        if not self.table_message.asked:
            self.say(seti_status(self.table_message), "warn")
            return
        self.picker.cancel()
        self.sync_highlights()
        self.say(f"Sent {token}...")
        self.run_worker(
            sent(self.links[0].play(token, self.table_message.plies), self.say), group="send"
        )

    def action_undo(self) -> None:
        if not self.table_message.may_undo:
            self.say("Cannot undo: only your own last move, before the other player moves.", "warn")
            return
        self.run_worker(sent(self.links[0].undo(self.table_message.plies), self.say), group="send")

    def action_hint(self) -> None:
        """Ask the host for a hint for this seat's move (noted in the game's record)."""
        problem = hint_refusal(self.table_message)
        if problem is not None:
            self.say(problem, "warn")
            return
        self.say("Asking the host for a hint...")
        self.run_worker(sent(self.links[0].hint(self.table_message.plies), self.say), group="send")

    def action_leave(self) -> None:
        self.app.exit()

    async def on_unmount(self) -> None:
        self._leaving = True
        for link in self.links:
            await link.close()

    def say(self, text: str, tone: str = "info") -> None:
        self.query_one("#status", StatusLine).say(text, tone)
