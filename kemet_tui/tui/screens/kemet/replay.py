"""The Kemet: Seth replay viewer: watch a finished (or saved) game back, step by step.

A replay is watched by the whole table, so it shows the **public view** only
(``Ruleset.public_view``: what every seat may know, the view of a spectator): no DI hand, no
battle card chosen before the reveal, no face-down discard of any seat; the move list is the log
as nobody's seat reads it. There is no curtain because there is nobody's secret on screen.

The record is replayed once through the engine's checked path (``Engine.from_record``); step
``k`` shows ``engine.states[k]``, the position after ``k`` plies. The table on the left is the
game screen's (:class:`.table.KemetTable`: the map, the action boards, the battle, the tiles, the
Alliance and the day, F2-F6), given the public view and no legal choice, so nothing on it can
be played. Nothing here changes the game or the file it came from.

Once the rules core says the game is over, ``v`` and a confirmation reveal every seat's
secrets (:mod:`.replay_reveal`); an unfinished game cannot be revealed.
"""

from __future__ import annotations

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import OptionList, Static

from kemet_tui.core import Engine, GameRecord
from kemet_tui.rules.kemet import KemetState
from kemet_tui.tui.looks.resources import GAME_CSS, KEMET_CSS, KEMET_REPLAY_CSS
from kemet_tui.tui.parts.kemet import replay_steps as steps
from kemet_tui.tui.parts.kemet.fought import fought_troops
from kemet_tui.tui.parts.kemet.handover import is_private
from kemet_tui.tui.screens.dialogs import ConfirmDialog
from kemet_tui.tui.screens.kemet import panels
from kemet_tui.tui.screens.kemet import replay_reveal as reveal
from kemet_tui.tui.screens.kemet.layout import fit_screen, give_looks, screen_frame
from kemet_tui.tui.screens.kemet.replay_moves import ReplayMoves
from kemet_tui.tui.screens.kemet.seats import seat_styles
from kemet_tui.tui.screens.kemet.table import VIEWS, BattleFacts, KemetTable, battle_steps_in
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.kemet import KemetBoard, Scores
from kemet_tui.tui.widgets.plain import PlainStatic

#: seconds between two steps while the replay plays by itself
PLAY_SECONDS = 0.6
KEYS_HINT = "← → step · [ ] round or battle · Home End · Space plays · F2-F6 views · Esc closes"


class KemetReplayScreen(Screen[None]):
    """Shows the public view of a recorded Kemet game after ``step`` plies."""

    CSS_PATH = [GAME_CSS, KEMET_CSS, KEMET_REPLAY_CSS]

    BINDINGS = [
        # priority: the focused move list and map would otherwise take these keys
        Binding(
            "left,h", "step(-1)", "Back", key_display="←", priority=True, id="kemet-replay.back"
        ),
        Binding(
            "right,l",
            "step(1)",
            "Forward",
            key_display="→",
            priority=True,
            id="kemet-replay.forward",
        ),
        Binding(
            "left_square_bracket",
            "landmark(-1)",
            "Prev round/battle",
            key_display="[",
            priority=True,
            id="kemet-replay.previous-mark",
        ),
        Binding(
            "right_square_bracket",
            "landmark(1)",
            "Next round/battle",
            key_display="]",
            priority=True,
            id="kemet-replay.next-mark",
        ),
        # Home and End are told in the caption's key line: the footer must fit 120 columns
        Binding(
            "home",
            "go_to(0)",
            "Start",
            key_display="Home",
            priority=True,
            show=False,
            id="kemet-replay.start",
        ),
        Binding(
            "end",
            "go_to(-1)",
            "End",
            key_display="End",
            priority=True,
            show=False,
            id="kemet-replay.end",
        ),
        Binding(
            "space",
            "play",
            "Play/pause",
            key_display="Space",
            priority=True,
            id="kemet-replay.play",
        ),
        *[
            Binding(key, f"show_view('{view}')", name, id=f"kemet-replay.view-{view}", show=False)
            for view, name, key in VIEWS
        ],
        Binding("v", "reveal", "Reveal all", id="kemet-replay.reveal"),
        Binding("r", "report", "Report", show=False, id="kemet-replay.report"),
        Binding("escape,q", "close", "Close", id="kemet-replay.close"),
    ]

    step: reactive[int] = reactive(0, init=False)
    playing: reactive[bool] = reactive(False, init=False)
    #: every seat's secrets shown (a finished game, after a confirmation)
    revealed: reactive[bool] = reactive(False, init=False)

    def __init__(self, record: GameRecord | Engine) -> None:
        super().__init__()
        self.engine = record if isinstance(record, Engine) else Engine.from_record(record)
        self.looks = seat_styles(self.engine.options, self.engine.state.n)
        self.marks = steps.landmarks(self.engine.states)
        #: nobody's seat is on screen: every widget gets the public view
        self.viewer: str | None = None
        self._timer: Timer | None = None

    # --- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        side = (Scores(id="scores"), PlainStatic(id="replay-hands"), ReplayMoves(id="replay-moves"))
        table = KemetTable(self.battle_facts, id="kemet-table")
        yield from screen_frame((table,), side, (PlainStatic(id="replay-caption"),))

    @while_shown
    def on_mount(self) -> None:
        give_looks(self, self.engine.options, self.engine.state.n)
        self.title = f"Replay: {self.engine.ruleset.title}"
        moves = self.query_one(ReplayMoves)
        moves.border_title = "Moves (public log)"
        self.query_one("#replay-hands").border_title = "Hands (revealed)"
        moves.show_game(self.engine, self.looks)
        self._timer = self.set_interval(PLAY_SECONDS, self._tick, pause=True)
        self.fit(self.app.size)
        self.show_step()
        moves.focus()

    def on_resize(self, event: events.Resize) -> None:
        self.fit(event.size)

    def fit(self, have) -> None:
        """The game screen's layouts: full, compact, or "enlarge the terminal"."""
        fit_screen(self, self.board, have)

    # --- what a step shows ------------------------------------------------------------------------
    @property
    def last_step(self) -> int:
        return len(self.engine.plies)

    @property
    def state(self) -> KemetState:
        """The position after ``step`` plies (the full state: never handed to a widget)."""
        return self.engine.states[self.step]

    @property
    def view(self) -> KemetState:
        """What the whole table may know of the position on screen (everything, once a
        finished game was revealed)."""
        return self.state if self.revealed else self.engine.ruleset.public_view(self.state)

    def watch_step(self) -> None:
        self.show_step()

    def show_step(self) -> None:
        """Hand the public view of the step to the table, the scores and the move list."""
        view = self.view
        # the view of the table stays the one the watcher picked (the game screen follows the
        # decision instead: watching the map through a Day would flicker to every action board)
        self.table.show(view, None, [], new_decision=False, board_seat=self.board_seat())
        self.query_one("#scores", Scores).view = view
        hands = self.query_one("#replay-hands", Static)
        hands.display = self.revealed
        if self.revealed:
            hands.update(reveal.hands_text(self.state, self.looks))
        self.query_one(ReplayMoves).follow(self.step)
        self.sub_title = panels.headline(view)
        self.query_one("#replay-caption", Static).update(self.caption())

    def caption(self) -> Text:
        """``Step 32 of 1048 · Round 1: Day · Battle on b3 · playing`` and the keys, then the
        step's line of the log."""
        where = f"Step {self.step} of {self.last_step} · "
        where += steps.place(self.marks, self.step, self.state)
        if self.playing:
            where += " · playing"
        if self.revealed:
            where += " · EVERYTHING REVEALED"
        text = Text(where, style="bold")
        text.append(f"   {KEYS_HINT}", style=panels.DIM)
        text.append("\n")
        text.append_text(self.query_one(ReplayMoves).line(self.step))
        return text

    # --- the table, read-only ---------------------------------------------------------------------
    @property
    def table(self) -> KemetTable:
        return self.query_one("#kemet-table", KemetTable)

    @property
    def board(self) -> KemetBoard:
        return self.table.board

    @property
    def table_view(self) -> str:
        return self.table.current

    def action_show_view(self, view: str) -> None:
        self.table.show_view(view)

    def board_seat(self) -> str:
        """The seat deciding at this step, else the one who just played (Seth or a member)."""
        decision = self.state.decision
        for seat in (decision.decider if decision else None, self._last_player()):
            if is_private(seat):
                return seat
        return ""

    def _last_player(self) -> str | None:
        return self.engine.plies[self.step - 1].seat if self.step else None

    def battle_facts(self) -> BattleFacts:
        """The public events of the battle at this step (or the last one before it), and the
        troops the game's battle was fought with."""
        steps = battle_steps_in(self.engine.plies[max(0, self.step - 40) : self.step], None)
        return steps, fought_troops(self.engine, self.step)

    # --- moving through the game -----------------------------------------------------------------
    def action_step(self, delta: int) -> None:
        self.step = steps.clamp(self.step + delta, self.last_step)

    def action_go_to(self, step: int) -> None:
        self.step = self.last_step if step < 0 else steps.clamp(step, self.last_step)

    def action_landmark(self, direction: int) -> None:
        """``]`` the next round or battle, ``[`` the previous one."""
        if direction > 0:
            self.step = steps.next_mark(self.marks, self.step, self.last_step)
        else:
            self.step = steps.previous_mark(self.marks, self.step)
        if any(m.step == self.step and m.kind == steps.BATTLE for m in self.marks):
            self.table.show_view("battle")

    def action_play(self) -> None:
        """Play the game on by itself (from the start when at the end), or pause it."""
        if not self.playing and self.step == self.last_step:
            self.step = 0
        self.playing = not self.playing

    def watch_playing(self, playing: bool) -> None:
        if self._timer is not None:
            self._timer.resume() if playing else self._timer.pause()
        self.query_one("#replay-caption", Static).update(self.caption())

    def _tick(self) -> None:
        if self.step >= self.last_step:
            self.playing = False
            return
        self.step += 1

    def action_report(self) -> None:
        """The game's charts, on its public view, whatever step is shown."""
        self.playing = False
        self.app.show_report(self.engine)

    def action_close(self) -> None:
        self.playing = False
        self.app.close_replay(self)

    # --- revealing a finished game ----------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Reveal is offered only for a finished game, and greyed out once done."""
        if action == "reveal":
            return None if self.revealed else reveal.may_reveal(self.engine)
        return True

    def action_reveal(self) -> None:
        if not reveal.may_reveal(self.engine):
            self.notify(reveal.NOT_OVER, severity="warning")
            return
        self.playing = False
        dialog = ConfirmDialog("Reveal everything", reveal.QUESTION, "Reveal", "Keep secret")
        self.app.push_screen(dialog, self._reveal_answered)

    def _reveal_answered(self, yes: bool | None) -> None:
        if not yes or not reveal.may_reveal(self.engine):
            return
        self.query_one(ReplayMoves).reveal(reveal.revealed_lines(self.engine, self.looks))
        self.query_one(ReplayMoves).border_title = "Moves (everything)"
        self.revealed = True

    def watch_revealed(self) -> None:
        self.show_step()
        self.refresh_bindings()

    @on(OptionList.OptionHighlighted, "#replay-moves")
    def _move_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """A click or the arrows in the move list: show that step."""
        self.step = event.option_index
