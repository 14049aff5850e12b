"""The replay viewer: step through a saved game, read-only, one ply at a time.

The record is replayed once through the engine's checked path; the viewer then only picks which
of the engine's states to show. Nothing here can change the game or the file it came from.
"""

from __future__ import annotations

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, Static

from kemet_tui.core import Engine, GameRecord
from kemet_tui.tui.looks.resources import GAME_CSS
from kemet_tui.tui.screens.seti.layout import show_fit
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.seti.board import SetiBoard, move_squares
from kemet_tui.tui.widgets.seti.move_list import MoveList
from kemet_tui.tui.widgets.seti.players import PlayersPanel
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_header import SteadyHeader


class ReplayScreen(Screen[None]):
    """Shows the position after ``step`` plies of a recorded game, with the move list."""

    CSS_PATH = GAME_CSS

    BINDINGS = [
        # priority: the focused move list would otherwise take the arrows to scroll sideways
        Binding("left,h", "step(-1)", "Back", key_display="←", priority=True, id="replay.back"),
        Binding(
            "right,l", "step(1)", "Forward", key_display="→", priority=True, id="replay.forward"
        ),
        Binding(
            "home,g", "go_to(0)", "Start", key_display="Home", priority=True, id="replay.start"
        ),
        Binding("end,G", "go_to(-1)", "End", key_display="End", priority=True, id="replay.end"),
        Binding("f", "flip", "Flip", id="replay.flip"),
        Binding("r", "report", "Report", id="replay.report"),
        Binding("escape,q", "close", "Close", id="replay.close"),
    ]

    step: reactive[int] = reactive(0, init=False)

    def __init__(self, record: GameRecord) -> None:
        super().__init__()
        self.engine = Engine.from_record(record)
        self.flipped = False

    @property
    def last_step(self) -> int:
        return len(self.engine.tokens)

    def compose(self) -> ComposeResult:
        yield SteadyHeader()
        with Vertical(id="game-body"):
            with Horizontal(id="game-main"):
                with Vertical(id="board-column"):
                    yield SetiBoard(id="board")
                    with Horizontal(id="replay-buttons"):
                        yield Button("|<", id="first", compact=True)
                        yield Button("<", id="back", compact=True)
                        yield Button(">", id="forward", compact=True)
                        yield Button(">|", id="last", compact=True)
                with Vertical(id="side"):
                    yield PlayersPanel(id="players")
                    yield MoveList(id="moves")
            yield PlainStatic(id="replay-caption")
        yield PlainStatic(id="too-small")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        self.title = f"Replay: {self.engine.ruleset.title}"
        board = self.query_one(SetiBoard)
        board.show_cursor = False
        board.can_focus = False
        self.query_one(MoveList).tokens = self.engine.tokens
        self.show_step()
        self.fit(self.app.size)

    def on_resize(self, event: events.Resize) -> None:
        self.fit(event.size)

    def fit(self, have) -> None:
        show_fit(self, self.query_one(SetiBoard), self.engine.state.geo, have)

    def watch_step(self) -> None:
        self.show_step()

    def show_step(self) -> None:
        """Hand the position after ``step`` plies to the board and the panels."""
        state = self.engine.states[self.step]
        board = self.query_one(SetiBoard)
        board.position = state
        board.flipped = self.flipped
        board.last_move = move_squares(self.engine, self.step)
        players = self.query_one(PlayersPanel)
        players.position = state
        players.to_act = self.engine.ruleset.to_act(state)
        self.query_one(MoveList).current = self.step
        self.query_one("#replay-caption", Static).update(self.caption())

    def caption(self) -> str:
        """``Move 3 of 12: <what happened>`` (or the start / the result)."""
        if self.step == 0:
            text = "The starting position."
        else:
            ply = self.engine.plies[self.step - 1]
            text = f"{ply.token}: " + " ".join(e.text for e in ply.events)
            if self.engine.hints_at(self.step - 1):
                text += " (played after a hint)"
        outcome = self.engine.ruleset.outcome(self.engine.states[self.step])
        if outcome is not None:
            text += f"  Result: {outcome.reason}"
        return f"Ply {self.step} of {self.last_step}. {text}  (← → step, Home/End, Esc closes)"

    def action_step(self, delta: int) -> None:
        self.step = min(max(self.step + delta, 0), self.last_step)

    def action_go_to(self, step: int) -> None:
        self.step = self.last_step if step < 0 else step

    def action_flip(self) -> None:
        self.flipped = not self.flipped
        self.show_step()

    def action_report(self) -> None:
        """The game's charts: material and the bot's estimate by move."""
        self.app.show_report(self.engine)

    def action_close(self) -> None:
        self.app.close_replay(self)

    @on(MoveList.PlyChosen)
    def ply_chosen(self, message: MoveList.PlyChosen) -> None:
        self.step = message.ply

    @on(Button.Pressed)
    def button(self, event: Button.Pressed) -> None:
        moves = {"first": (0, None), "back": (None, -1), "forward": (None, 1), "last": (-1, None)}
        go_to, delta = moves[event.button.id or "back"]
        if go_to is not None:
            self.action_go_to(go_to)
        else:
            self.action_step(delta)
