"""The Seti game screen: it owns the :class:`Engine` and keeps every widget in step with it.

Attributes down, messages up: after each change the screen hands the position, the highlights and
the move list to its widgets (:meth:`sync`); the widgets post what the player picked and the
screen asks the engine. What a picked square means (a piece, its target, a capture's placement)
is the :class:`~kemet_tui.tui.parts.seti.board_picker.BoardPicker`'s, which the screen only follows;
the computer seats are the screen's :class:`~kemet_tui.tui.parts.bot_seat_runner.BotSeatRunner`
(``bot_seats``), with Seti's own pace and undo rule from :mod:`~kemet_tui.tui.parts.seti.game_bots`;
which keyed command (undo, ships, draw, resign...) is possible now is
:mod:`~kemet_tui.tui.parts.seti.game_actions`'s. The screen stands on
:class:`~kemet_tui.tui.screens.game_screen.GameScreen` (status line, entry, saving, a new game) and
holds the layout, the state-to-widget plumbing, the board's picks, the bots' answers, the commands
and the end of the game.
"""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from kemet_tui.core import Engine, IllegalAction, UndoRefused
from kemet_tui.core.events import Event
from kemet_tui.core.notation import normalise
from kemet_tui.rules.seti.state import SetiMove, SetiState
from kemet_tui.teach import Taught
from kemet_tui.tui.looks.resources import GAME_CSS
from kemet_tui.tui.parts.bot_seat_runner import bot_title
from kemet_tui.tui.parts.seti.board_picker import BoardPicker, Pick
from kemet_tui.tui.parts.seti.game_actions import PALETTE, command_state
from kemet_tui.tui.parts.seti.game_bots import (
    BOT_VS_BOT_PAUSE,
    bot_to_move,
    redo_to_human,
    undo_to_human,
)
from kemet_tui.tui.parts.seti.selection import PLACE_SHIP, REMOVE_SHIP, Selection, ship_move
from kemet_tui.tui.parts.teaching import Teaching
from kemet_tui.tui.screens.bot_seats import BotMoved, bot_seat_runner
from kemet_tui.tui.screens.dialogs import ConfirmDialog
from kemet_tui.tui.screens.game_over import GameOverDialog
from kemet_tui.tui.screens.game_screen import GameScreen
from kemet_tui.tui.screens.seti.layout import show_fit
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.settings_apply import auto_flip_setting
from kemet_tui.tui.widgets.hint_panel import HintPanel
from kemet_tui.tui.widgets.move_entry import MoveEntry
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.seti.board import SetiBoard, move_squares
from kemet_tui.tui.widgets.seti.keys_hint import KeysHint
from kemet_tui.tui.widgets.seti.move_list import MoveList
from kemet_tui.tui.widgets.seti.players import PlayersPanel
from kemet_tui.tui.widgets.status import StatusLine, Tone
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_header import SteadyHeader
from kemet_tui.tui.widgets.teach_panel import TeachPanel


class SetiGameScreen(GameScreen):
    """One Seti-Aleph or Seti-Beth game in progress (or over), hotseat for two players, either of
    whom may be a computer (the game's ``bots`` option).

    No command sits on a lowercase letter that starts a move (the files a-e): a move typed
    without ``:`` goes to the entry (:class:`~kemet_tui.tui.screens.stray_keys.StrayKeys`); a new
    game is ctrl+n and asks first."""

    CSS_PATH = GAME_CSS
    PALETTE_ENTRIES = PALETTE

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", show=False, id="game.cancel"),
        Binding("colon", "enter_move", "Type", key_display=":", id="game.type_move"),
        Binding("s", "place_ship", "Ship", id="game.place_ship"),
        Binding("x", "remove_ship", "Unship", id="game.remove_ship"),
        Binding("u", "undo", "Undo", id="game.undo"),
        Binding("U,ctrl+r", "redo", "Redo", key_display="U", id="game.redo"),
        Binding("f", "flip", "Flip", id="game.flip"),
        Binding("A", "auto_flip", "Auto-turn", show=False, id="game.auto_flip"),
        Binding("D", "offer_draw", "Draw", show=False, id="game.offer_draw"),
        Binding("R", "resign", "Resign", show=False, id="game.resign"),
        Binding("ctrl+s", "save", "Save", id="game.save"),
        Binding("ctrl+o", "load", "Load", show=False, id="game.load"),
        Binding("v", "review", "Review", show=False, id="game.review"),
        Binding("H", "hint", "Hint", show=False, id="game.hint"),
        Binding("T", "teach", "Lesson: show or hide", show=False, id="game.teach"),
        Binding("ctrl+n", "new_game", "New game", show=False, id="game.new_game"),
        Binding("q", "to_title", "Title", show=False, id="game.to_title"),
        Binding("question_mark", "help", "Help", key_display="?", id="game.help"),
    ]

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)
        #: the half-made move on the board (a piece picked, a capture's placement to choose)
        self.picker = BoardPicker()
        self.flip = False
        self.auto_flip = False
        self._over_announced = False
        #: the computer seats: which they are, their pace, their answers
        self.bot_seats = bot_seat_runner(self, engine)
        #: the teacher of a first game, and the lesson brought back or put away (``T``)
        self.teaching = Teaching(engine.ruleset.name, engine.options)

    # --- layout ---------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield SteadyHeader()
        with Vertical(id="game-body"):
            with Horizontal(id="game-main"):
                with Vertical(id="board-column"):
                    yield SetiBoard(id="board")
                with Vertical(id="side"):
                    yield PlayersPanel(id="players")
                    yield HintPanel(id="hint")
                    yield TeachPanel(id="teach")
                    yield MoveList(id="moves")
                    yield KeysHint(id="keys-hint")
            yield StatusLine(id="status")
            yield MoveEntry(id="entry")
        yield PlainStatic(id="too-small")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        self.title = self.engine.ruleset.title
        self.auto_flip = auto_flip_setting(self.app)
        self.board.cursor = self._start_cursor()
        self.sync()
        self.fit(self.app.size)
        self.autosave()
        self.board.focus()
        if self.engine.outcome is not None:
            self.call_after_refresh(self.announce_game_over)
        else:
            self.say(self.prompt())
        self.start_bot()

    def on_resize(self, event: events.Resize) -> None:
        self.fit(event.size)

    def fit(self, have) -> None:
        """Choose the board scale for the terminal, or show how much bigger it must be."""
        show_fit(self, self.board, self.state.geo, have)

    # --- shortcuts to the parts -------------------------------------------------------------
    @property
    def state(self) -> SetiState:
        return self.engine.state

    @property
    def board(self) -> SetiBoard:
        return self.query_one("#board", SetiBoard)

    @property
    def selection(self) -> Selection:
        return self.picker.selection

    def label(self, seat: str) -> str:
        return self.engine.ruleset.seat_label(self.state, seat)

    def other_seat(self, seat: str) -> str:
        seats = self.engine.ruleset.seats(self.state)
        return seats[1 - seats.index(seat)]

    def _start_cursor(self) -> int:
        """Start the cursor on the middle piece of the side to move."""
        geo = self.state.geo
        rank = 0 if self.state.to_move == 0 else geo.ranks - 1
        return geo.square(geo.files // 2, rank)

    # --- attributes down -------------------------------------------------------------------
    def sync(self) -> None:
        """Hand the current position, highlights and move list to the widgets."""
        if self.has_left():  # a late callback: nothing to draw on, no title to set
            return
        engine, state = self.engine, self.state
        board = self.board
        board.position = state
        board.flipped = self.flip ^ (self.auto_flip and engine.to_act == "brown")
        board.last_move = move_squares(engine, len(engine.tokens))
        self.sync_highlights()
        players = self.query_one("#players", PlayersPanel)
        players.position = state
        players.to_act = engine.to_act
        moves = self.query_one("#moves", MoveList)
        moves.tokens = engine.tokens
        moves.current = len(engine.tokens)
        self.sub_title = f"{self.seat_title('white')} vs {self.seat_title('brown')}"
        self.query_one("#hint", HintPanel).keep_only(len(engine.tokens))
        self.sync_teacher()
        self.refresh_bindings()

    def sync_teacher(self) -> None:
        """The teacher's panel: the lesson of the move a human is to make now (none while a
        bot thinks or once the game is over)."""
        seat = self.engine.to_act
        taught = Taught(None)
        hinted = self.query_one("#hint", HintPanel).shown  # the hint takes the lesson's place
        if seat is not None and not self.bot_seats.is_bot(seat) and not hinted:
            taught = self.teaching.taught(self.engine.states, len(self.engine.states))
        self.query_one("#teach", TeachPanel).show(taught)

    def action_teach(self) -> None:
        """``T``: put the lesson on screen away, or bring the move's lesson back."""
        seat = self.engine.to_act
        if seat is None or self.bot_seats.is_bot(seat):
            self.say("The teacher explains a move of yours: wait for your turn.", "warn")
            return
        hint = self.query_one("#hint", HintPanel)
        if hint.shown:  # the lesson the hint stood in front of comes back
            hint.clear()
            self.sync_teacher()
            return
        taught = self.teaching.toggle(self.engine.states, len(self.engine.states))
        self.query_one("#teach", TeachPanel).show(taught)
        if taught.lesson is None:
            self.say("The lesson is put away: T brings it back.")

    def prompt(self) -> str:
        """What the player to move can do now."""
        seat = self.engine.to_act
        if seat is None:
            return (
                "The game is over: u takes back the last move, v reviews the game, ctrl+n "
                "starts anew."
            )
        if self.bot_seats.is_bot(seat):
            return self.bot_thinking_text()
        ships = ", s/x a ship" if self.state.aleph else ""
        return f"{self.label(seat)} to move: pick a piece (arrows+Enter or click){ships}, : types."

    # --- choosing a move on the board (the picker decides, the screen acts) ------------------
    def sync_highlights(self) -> None:
        """Light up the selected piece, its targets, or the placement choices."""
        lit = self.picker.highlights(self.engine.legal_actions())
        board = self.board
        board.selected, board.targets, board.choices = lit.selected, lit.targets, lit.choices

    def cancel_selection(self) -> None:
        self.picker.cancel()
        self.sync_highlights()

    def on_seti_board_square_selected(self, message: SetiBoard.SquareSelected) -> None:
        """The player picked a square with Enter, space or a click."""
        if self.engine.outcome is not None:
            self.say("The game is over; no more moves. u takes back the last one.", "warn")
        elif self.bot_to_move:
            self.say(f"{self.bot_thinking_text()} Your move waits until it has played.", "warn")
        else:
            self.follow(self.picker.pick(message.square, self.state, self.engine.legal_actions()))

    def follow(self, pick: Pick) -> None:
        """Do what a picked square asks: light the board, play, or say why not."""
        self.sync_highlights()
        if pick.cursor >= 0:
            self.board.cursor = pick.cursor
        if pick.move is not None:
            self.play_move(pick.move)
        elif pick.token:
            self.play_token(pick.token)
        elif pick.cleared:
            self.say(f"Selection cleared. {self.prompt()}")
        else:
            self.say(pick.message, pick.tone)

    def play_move(self, move: SetiMove) -> None:
        """Play a move through the engine's checked path."""
        self._play(lambda: self.engine.play(move), "good")

    def play_token(self, token: str) -> None:
        """Ask the engine about a move the board did not offer, and show its reason."""
        self._play(lambda: self.engine.play_token(token), "info")

    def _play(self, play, tone: Tone) -> None:
        try:
            events = play()
        except IllegalAction as error:
            self.say(error.reason, "error")
            return
        self.after_change(" ".join(e.text for e in events), tone)

    # --- the computer seats (the runner runs them, the screen plays their answers) -----------
    @property
    def bot_to_move(self) -> bool:
        """Whether the seat to act now is a computer (then the human's board input waits)."""
        return bot_to_move(self.engine, self.bot_seats.is_bot)

    def seat_title(self, seat: str) -> str:
        """The seat's player name, with the bot's level when a computer plays it."""
        label = self.label(seat)
        if not self.bot_seats.is_bot(seat):
            return label
        return f"{label} ({bot_title(self.bot_seats.specs[seat])})"

    def bot_pause(self) -> float:
        """A short pause between moves when bots play each other (the player's setting, else
        ``BOT_VS_BOT_PAUSE``; none in frozen apps)."""
        paced = self.bot_seats.all_bots(self.engine.ruleset.seats(self.state))
        return self.bot_seats.pause(paced, BOT_VS_BOT_PAUSE)

    def start_bot(self) -> None:
        """If a bot is to move, let it think in a thread worker (a running one is replaced)."""
        self.bot_seats.cancel()
        if self.bot_to_move:
            seat = self.engine.to_act
            self.bot_seats.run(self.bot_seats.bots[seat], seat, self.bot_pause())

    def on_bot_moved(self, message: BotMoved) -> None:
        """Play the bot's move if the game is still where the bot thought about it (held while
        a dialog covers the screen)."""
        if self.bot_seats.hold_if_covered(message, covered=self.app.screen is not self):
            return
        if not self.bot_seats.is_current(message):
            return
        token = self.engine.ruleset.format_action(self.state, message.action)
        events = self.engine.play(message.action)
        detail = " ".join(e.text for e in events)
        self.after_change(f"{self.seat_title(message.seat)} played {token}. {detail}".strip())

    def on_screen_resume(self) -> None:
        """The game screen is on top again: deliver the answer kept while it was covered."""
        message = self.bot_seats.take_held()
        if message is not None:
            self.post_message(message)

    def bot_thinking_text(self) -> str:
        return f"{self.seat_title(self.engine.to_act)} is thinking..."

    # --- commands (what enables them:
    # :func:`~kemet_tui.tui.parts.seti.game_actions.command_state`) --------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """True: shown and enabled; None: shown greyed out; False: hidden (Textual's contract)."""
        return command_state(action, self.engine, self.bot_to_move)

    # --- typed moves -------------------------------------------------------------------------
    def action_enter_move(self) -> None:
        self.entry.input.focus()

    def on_move_entry_submitted(self, message: MoveEntry.Submitted) -> None:
        """Play a typed token; the engine's reason and suggestions come back on refusal."""
        token = normalise(message.token)
        if self.bot_to_move:
            self.say(f"{self.bot_thinking_text()} Your move waits until it has played.", "warn")
            return
        if token == "draw":
            self.action_offer_draw()
            return
        if token.startswith("resign:"):
            self.confirm_resign(token.split(":", 1)[1])
            return
        try:
            events = self.engine.play_token(message.token)
        except IllegalAction as error:
            self.entry.refuse(message.token, error.reason, error.suggestions)
            self.say("Move refused: see the reason under the entry.", "error")
            return
        self.entry.accept()
        self.board.focus()
        self.after_change(" ".join(e.text for e in events), "good")

    def on_move_entry_left(self) -> None:
        self.board.focus()

    def action_cancel(self) -> None:
        if self.selection.active:
            self.cancel_selection()
            self.say(f"Selection cleared. {self.prompt()}")
        else:
            self.board.focus()

    # --- ships -------------------------------------------------------------------------------
    def action_place_ship(self) -> None:
        self.ship_action(PLACE_SHIP)

    def action_remove_ship(self) -> None:
        self.ship_action(REMOVE_SHIP)

    def ship_action(self, kind: int) -> None:
        """Place or take back a ship on the cursor square, or show the engine's refusal."""
        if self.bot_to_move:
            self.say(self.bot_thinking_text(), "warn")
            return
        square = self.board.cursor
        move = ship_move(self.engine.legal_actions(), kind, square) or SetiMove(kind, -1, square)
        self.play_move(move)

    # --- history -------------------------------------------------------------------------------
    def action_undo(self) -> None:
        """Take back the last move; against a computer, back to the last human move."""
        self.bot_seats.cancel()
        try:
            tokens = undo_to_human(self.engine, self.bot_seats.is_bot)
        except UndoRefused as error:
            self.say(str(error), "warn")
            self.start_bot()
            return
        self._over_announced = False
        self.after_change(f"Took back {', '.join(reversed(tokens))}.")

    def action_redo(self) -> None:
        """Play again what was taken back; against a computer, up to the next human move."""
        self.bot_seats.cancel()
        try:
            tokens = redo_to_human(self.engine, self.bot_seats.is_bot)
        except (UndoRefused, IllegalAction) as error:
            self.say(str(error), "warn")
            self.start_bot()
            return
        self.after_change(f"Played {', '.join(tokens)} again.")

    # --- the board's orientation -------------------------------------------------------------
    def action_flip(self) -> None:
        self.flip = not self.flip
        self.sync()
        self.say("Board flipped." if self.flip else "Board turned back.")

    def action_auto_flip(self) -> None:
        self.auto_flip = not self.auto_flip
        self.sync()
        state = "on: the board faces the player to move" if self.auto_flip else "off"
        self.say(f"Auto-turn is {state}.")

    # --- draw and resignation -----------------------------------------------------------------
    def action_offer_draw(self) -> None:
        seat = self.engine.to_act
        if seat is None:
            return
        if self.bot_seats.is_bot(self.other_seat(seat)):
            self.say(
                f"{self.seat_title(self.other_seat(seat))} declines the draw: play on.", "warn"
            )
            return
        other = self.label(self.other_seat(seat))
        question = f"{self.label(seat)} offers a draw.\n\n{other}, do you accept?"
        self.app.push_screen(
            ConfirmDialog("Draw offer", question, "Accept", "Decline"), self.draw_answered
        )

    def draw_answered(self, accepted: bool | None) -> None:
        if not accepted:
            self.say("Draw declined: play on.", "warn")
            return
        self.after_change(" ".join(e.text for e in self.engine.agree_draw()))

    def action_resign(self) -> None:
        if self.engine.to_act is not None:
            self.confirm_resign(self.engine.to_act)

    def confirm_resign(self, seat: str) -> None:
        if seat not in self.engine.ruleset.seats(self.state):
            self.entry.refuse(f"resign:{seat}", f"There is no seat {seat!r} in this game.", ())
            return
        winner = self.label(self.other_seat(seat))
        question = f"{self.label(seat)}, do you really resign?\n\n{winner} will win the game."
        self.ask_resign(seat, question)

    def after_resign(self, events: tuple[Event, ...]) -> None:
        self.entry.accept()
        self.after_change(" ".join(e.text for e in events))

    # --- files ---------------------------------------------------------------------------------
    def action_load(self) -> None:
        """Open another saved game in place of this one (tried in the dialog: a file that does
        not open keeps it open, with the reason)."""
        from kemet_tui.tui.files.game_files import read_game
        from kemet_tui.tui.screens.load import LoadDialog

        dialog = LoadDialog(read_game, self.saves.proposed_path())
        self.app.push_screen(dialog, self.load_from)

    def load_from(self, game) -> None:
        if game is not None:
            self.app.play(*game)

    # --- other screens -------------------------------------------------------------------------
    def action_review(self) -> None:
        from kemet_tui.tui.screens.seti.replay import ReplayScreen

        self.app.push_screen(ReplayScreen(self.engine.record))

    def action_hint(self) -> None:
        """The strongest bot's answers for the player to move (``hint_asker``)."""
        from kemet_tui.tui.parts import hint_asker

        problem = hint_asker.refusal(self.engine, self.bot_seats.is_bot)
        if problem is not None:
            self.say(problem, "warn")
            return
        label = self.label(self.engine.to_act)  # type: ignore[arg-type]
        at = len(self.engine.tokens)
        hint_asker.ask(
            self,
            self.engine,
            label,
            self.say,
            lambda given, bot: self.show_hint(label, bot, given, at),
        )

    def show_hint(self, label: str, bot: str, given, at: int) -> None:
        """The hint's answers in their panel, in front of the lesson (T brings it back)."""
        self.query_one("#hint", HintPanel).show(label, bot, given, at)
        self.sync_teacher()

    def action_report(self) -> None:
        """The finished game's charts (``ReportScreen``), over the final position."""
        self.app.show_report(self.engine)

    def explain_disabled(self, action: str) -> None:
        """Why a greyed command cannot be done now (a key of the footer pressed in vain)."""
        if action == "undo":
            self.say("Cannot undo: there is nothing to undo.", "warn")
        elif self.bot_to_move:
            self.say(self.bot_thinking_text(), "warn")
        elif self.engine.outcome is not None:
            self.say("The game is over.", "warn")
        else:
            self.say("That is not possible now.", "warn")

    def action_to_title(self) -> None:
        self.app.show_title()

    def action_help(self) -> None:
        from kemet_tui.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.engine.ruleset.name, self.active_keys()))

    def active_keys(self) -> list[tuple[str, str]]:
        """(keys, what they do) of the board and this screen, for the help screen."""
        bindings = list(self.board.BINDINGS) + list(self.BINDINGS)
        return [(b.key.replace(",", ", "), b.description) for b in bindings]

    # --- after every change ------------------------------------------------------------------
    def after_change(self, message: str, tone: Tone = "info") -> None:
        """The engine changed: redraw, autosave, and announce the end of the game if it came."""
        self.picker.cancel()
        self.sync()
        self.autosave()
        if self.engine.outcome is not None:
            self.say(message, tone)
            self.announce_game_over()
        else:
            self._over_announced = False
            self.say(f"{message} {self.prompt()}".strip(), tone)
        self.start_bot()

    def announce_game_over(self) -> None:
        """Show who won and why, once per ending."""
        outcome = self.engine.outcome
        if outcome is None or self._over_announced:
            return
        self._over_announced = True
        labels = {seat: self.label(seat) for seat in self.engine.ruleset.seats(self.state)}
        self.app.push_screen(GameOverDialog(outcome, labels), self.after_game_over)

    def after_game_over(self, choice: str | None) -> None:
        """Act on the game-over dialog's choice."""
        actions = {
            "new": self.action_new_game,
            "title": self.action_to_title,
            "review": self.action_review,
            "report": self.action_report,
        }
        if choice in actions:
            actions[choice]()
        else:
            self.say(self.prompt())
