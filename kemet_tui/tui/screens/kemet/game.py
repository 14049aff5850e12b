"""The Kemet: Seth game screen: it owns the :class:`Engine` and runs the hotseat.

Only the current decider's view is ever on screen (``engine.view(viewer)``). When the decider
changes, the screen first blanks itself, then puts up the full-screen curtain
(:class:`CurtainScreen`) naming who takes the keyboard; the next seat's view appears only after
that player's key press. The same seat deciding again gets no curtain. The curtain is the
game's :class:`~.curtain.GameCurtain`, kept installed and put up again. While it is up the
public panels are drawn and laid out behind it (:meth:`KemetGameScreen.draw_behind_curtain`);
when the named player is ready their own view is put up and laid out behind it too, before it
goes (:meth:`KemetGameScreen.take_keyboard`), so that the first frame after the curtain is their
whole view.
The ``alliance`` decider (the team's choices) sees the public view, or the one human member's
own view when the other members are bots (``eyes``). Computer seats think in a worker, run by
the screen's :class:`~kemet_tui.tui.parts.bot_seat_runner.BotSeatRunner` (``bot_seats``) on
the bot its :class:`~kemet_tui.tui.parts.kemet.bot_table.BotTable` names; which view is up meanwhile
and when a curtain is still needed is the :class:`~kemet_tui.tui.parts.kemet.handover.HandOver`'s.

Attributes down, messages up: :meth:`sync` hands the view to the table's widgets
(:mod:`.table`) and to the side panel (scores, the seat's DI cards, the decision panel, the
log); the widgets, the decision panel and the ``:`` entry post what the player picked and the
screen plays it through the engine. The screen stands on
:class:`~kemet_tui.tui.screens.game_screen.GameScreen` (status line, entry, saving, a new game);
its own commands (typed tokens, undo, redo, resign, help, game over) are below, the palette's
entries and who may resign in :mod:`~kemet_tui.tui.parts.kemet.game_actions`, how far undo goes in
:mod:`~kemet_tui.tui.parts.kemet.undo_rule`.

Keys: digits 1-9 choose the decision list's lines from anywhere on the screen (the map, a
board, the list itself), not only from the list: a player who just picked a space on the map
reads the narrowed list and presses its digit. Lines past the ninth are chosen with ``0`` then
a letter (``0a`` is the tenth line), as the list shows beside them. A printable key that no
binding takes opens the ``:`` entry with itself (``screens/stray_keys.py``), so a token typed
without ``:`` is played, never a command. Which keys were meant for the curtain, and the ``0``
+ letter state, are the screen's :class:`~kemet_tui.tui.parts.kemet.key_gate.KeyGate`'s.
"""

from __future__ import annotations

from time import monotonic

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Input

from kemet_tui.core import Engine, IllegalAction, UndoRefused
from kemet_tui.core.events import Event
from kemet_tui.core.notation import normalise
from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.names import seat_name
from kemet_tui.rules.kemet.view.seat import shares_secrets
from kemet_tui.teach import Taught
from kemet_tui.tui.framework.textual_private import (
    draw_into_line_caches,
    forget_drawn_lines_of_removed_widgets,
    lay_out_now,
    widget_asks_for_layout,
)
from kemet_tui.tui.looks.resources import GAME_CSS, KEMET_CSS
from kemet_tui.tui.parts.kemet import claims as claim_lines
from kemet_tui.tui.parts.kemet import mapping, steady
from kemet_tui.tui.parts.kemet.bot_table import BOT_PAUSE, BotTable
from kemet_tui.tui.parts.kemet.fought import fighters, fought_troops
from kemet_tui.tui.parts.kemet.game_actions import (
    PALETTE,
    WHILE_TOO_SMALL,
    may_resign,
    resign_question,
    resigning_seat,
)
from kemet_tui.tui.parts.kemet.handover import HandOver, Shown, is_private
from kemet_tui.tui.parts.kemet.key_gate import KeyGate
from kemet_tui.tui.parts.kemet.undo_rule import UndoRule
from kemet_tui.tui.parts.teaching import Teaching
from kemet_tui.tui.screens.bot_seats import BotMoved, bot_seat_runner
from kemet_tui.tui.screens.game_screen import GameScreen
from kemet_tui.tui.screens.kemet import panels, picks
from kemet_tui.tui.screens.kemet.curtain import GameCurtain
from kemet_tui.tui.screens.kemet.layout import fit_screen, give_looks, screen_frame
from kemet_tui.tui.screens.kemet.reveal import (
    RevealScreen,
    earlier_battle,
    heading_for,
    public_steps,
    reveal_view,
    reveals,
    split_play,
)
from kemet_tui.tui.screens.kemet.seat_log import SeatLog
from kemet_tui.tui.screens.kemet.seat_panels import SeatPanels
from kemet_tui.tui.screens.kemet.seats import seat_looks, seat_styles
from kemet_tui.tui.screens.kemet.table import (
    TILE_VERBS,
    VIEWS,
    BattleFacts,
    KemetTable,
    battle_steps_in,
)
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.settings_apply import reveal_pause_setting
from kemet_tui.tui.widgets.decision_list import DecisionList
from kemet_tui.tui.widgets.decision_panel import DecisionPanel
from kemet_tui.tui.widgets.hint_panel import HintPanel
from kemet_tui.tui.widgets.kemet import DiHand, KemetBoard, Scores
from kemet_tui.tui.widgets.move_entry import MoveEntry
from kemet_tui.tui.widgets.row_refresh import flush_redraws
from kemet_tui.tui.widgets.status import StatusLine
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.teach_panel import TeachPanel

ENTRY_HINT = "type a token, e.g. act:pray2 or next:a2, then Enter"


class KemetGameScreen(GameScreen):
    """One game of Kemet: Seth, hotseat for 3 to 6 players, any of whom may be a computer."""

    CSS_PATH = [GAME_CSS, KEMET_CSS]
    PALETTE_ENTRIES = PALETTE

    BINDINGS = [
        Binding("colon", "enter_token", "Type", key_display=":", id="kemet.type"),
        Binding("ctrl+z", "undo", "Undo", key_display="^z", id="kemet.undo"),
        Binding("ctrl+r,U", "redo", "Redo", key_display="^r", id="kemet.redo"),
        Binding("ctrl+s", "save", "Save", id="kemet.save"),
        Binding("question_mark", "help", "Help", key_display="?", id="kemet.help"),
        *[
            Binding(key, f"show_view('{view}')", name, id=f"kemet.view-{view}", show=False)
            for view, name, key in VIEWS
        ],
        Binding("escape", "cancel", "Back", show=False, id="kemet.cancel"),
        Binding("R", "resign", "Resign", show=False, id="kemet.resign"),
        Binding("H", "hint", "Hint", show=False, id="kemet.hint"),
        Binding("T", "teach", "Lesson: show or hide", show=False, id="kemet.teach"),
        Binding("ctrl+n", "new_game", "New game", show=False, id="kemet.new_game"),
        *[
            Binding(str(digit), f"pick({digit - 1})", show=False, id=f"kemet.pick{digit}")
            for digit in range(1, 10)
        ],
        Binding("0", "tens", "Option 10+", show=False, id="kemet.pick10"),
        Binding("q", "to_title", "Title", id="kemet.title"),
    ]

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)
        self.looks = seat_styles(engine.options, engine.state.n)
        #: tokens the decision panel is narrowed to (a space that fits several answers)
        self.narrowed: tuple[str, ...] | None = None
        self._over_announced = False
        self._labels: dict[tuple[int, str], str] = {}
        self._asked: object = None
        #: the last list laid out, whose lines stay put while it only shrinks
        #: (:mod:`~kemet_tui.tui.parts.kemet.steady`)
        self._steady: steady.Asked | None = None
        #: what was played for a seat without asking since the last view went up (public
        #: words): the curtain that follows blanks the status line, so the next view says it
        self._played_for: list[str] = []
        self._keys: object = None
        #: which keys reach the answers (:mod:`~kemet_tui.tui.parts.kemet.key_gate`)
        self.key_gate = KeyGate()
        #: the table, the scores, the DI hand and the decision panel (:mod:`.seat_panels`)
        self.seat_panels = SeatPanels(self.query_one)
        #: the curtain, made at the first hand-over and put up again at every other one
        self.curtain = GameCurtain(f"kemet-curtain-{id(self)}", on_ready=self.take_keyboard)
        #: the last view made: (state, seat, view); a state's view is made once per seat
        self._view_made: tuple[object, str | None, KemetState] | None = None
        #: the computer seats: which they are, their pace, their answers
        self.bot_seats = bot_seat_runner(self, engine)
        #: who answers each question, seats' titles, the undo rule with bots
        #: (:mod:`~kemet_tui.tui.parts.kemet.bot_table`)
        self.bot_table = BotTable(
            engine.state.seat_ids, self.bot_seats.bots, self.bot_seats.specs, self.label
        )
        #: how far undo goes (it owns the plies played for a human without asking)
        self.undo_rule = UndoRule(engine, self.bot_table, self.label)
        #: the teacher of a first game, and the lesson brought back or put away (``T``)
        self.teaching = Teaching(
            engine.ruleset.name, engine.options, lone_human=len(self.bot_table.human_seats()) == 1
        )
        #: who holds the keyboard and when the curtain comes
        #: (:mod:`~kemet_tui.tui.parts.kemet.handover`)
        self.handover = HandOver(
            engine.state.seat_ids,
            self.bot_seats.is_bot,
            lambda seat, other: shares_secrets(self.engine.state, seat, other),
            lambda seat: bool(self.engine.state.seat(seat).di_hand),
        )

    # --- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        side = (
            Scores(id="scores"),
            DiHand(id="di-hand"),
            HintPanel(id="hint"),
            TeachPanel(id="teach"),
            DecisionPanel(id="decision"),
            SeatLog(id="log"),
        )
        table = KemetTable(self.battle_facts, id="kemet-table")
        yield from screen_frame((table,), side, (StatusLine(id="status"), MoveEntry(id="entry")))

    @while_shown
    def on_mount(self) -> None:
        give_looks(self, self.engine.options, self.engine.state.n)
        self.title = "Kemet: Seth"
        self.query_one("#log").border_title = "Log"
        self.entry.input.placeholder = ENTRY_HINT
        self.fit(self.app.size)
        if getattr(self.app, "frozen", False):
            self.key_gate.echo = 0.0
        self.autosave()
        self.hand_over()

    def on_resize(self, event: events.Resize) -> None:
        """Fit the table to the new size; the focus is put back once the new layout is
        painted (:meth:`restore_focus`)."""
        self.fit(event.size)
        self.call_after_refresh(self.restore_focus, self.focused)

    def on_unmount(self) -> None:
        """The game is left: its curtain goes with it (Textual calls this before
        :meth:`GameScreen.on_unmount`, which gives the game's files up)."""
        self.curtain.remove(self.app)

    def fit(self, have) -> None:
        fit_screen(self, self.board, have)

    # --- shortcuts ------------------------------------------------------------------------------
    @property
    def eyes(self) -> str | None:
        """The seat whose view is on screen: the viewer's, a lone human member's during the
        Alliance's team decisions, nobody's (None) for a question asked in public
        (:mod:`~kemet_tui.tui.parts.kemet.handover`)."""
        return self.handover.eyes

    @property
    def viewer(self) -> str | None:
        """The seat at the keyboard, whose answers are taken (:attr:`HandOver.viewer`)."""
        return self.handover.viewer

    @property
    def curtain_up(self) -> bool:
        """Whether the curtain or a battle's reveal covers the screen."""
        return self.handover.curtain_up

    @property
    def view(self) -> KemetState:
        return self.view_of(self.eyes)

    def view_of(self, seat: str | None) -> KemetState:
        """``engine.view(seat)``, made once per state and seat (an action asks for it from
        several places)."""
        made, state = self._view_made, self.engine.state
        if made is None or made[0] is not state or made[1] != seat:
            made = self._view_made = (state, seat, self.engine.view(seat))
        return made[2]

    @property
    def decision(self) -> DecisionPanel:
        return self.seat_panels.decision

    @property
    def table(self) -> KemetTable:
        return self.seat_panels.table

    @property
    def board(self) -> KemetBoard:
        return self.table.board

    @property
    def table_view(self) -> str:
        return self.table.current

    def action_show_view(self, view: str) -> None:
        self.table.show_view(view)

    def battle_facts(self) -> BattleFacts:
        """What the battle view draws beyond the view: the battle's steps the seat on screen
        may read, and the troops it was fought with."""
        return battle_steps_in(self.engine.plies[-40:], self.eyes), fought_troops(self.engine)

    def label(self, seat: str) -> str:
        return seat_name(self.engine.state, seat)

    @property
    def deciding(self) -> bool:
        """Whether the seat on screen is the one asked now (it may act)."""
        return self.viewer is not None and self.viewer == self.engine.to_act

    # --- keys: digits choose an answer, stray letters start a typed token -----------------------
    def view_went_up(self) -> None:
        """The seat's view is up after the curtain or the reveal: older keys were theirs."""
        self.key_gate.view_went_up(monotonic())

    def drops_key(self, event: events.Key) -> bool:
        """Called by the app before it hands a key on: a key meant for the curtain (sent
        before the view went up, or its own key just after) is dropped. True: dropped."""
        return self.key_gate.drops(event.key, event.time)

    def on_key(self, event: events.Key) -> None:
        if self.key_gate.after_zero and not isinstance(self.focused, Input):
            line = self.key_gate.line_after_zero(event.character or "")
            if line is not None:
                event.stop()
                event.prevent_default()
                self.action_pick(line)
                return
        super().on_key(event)

    def route_stray_key(self, event: events.Key) -> bool:
        """After ``0`` the next letter chooses a line: it is not a stray key."""
        return not self.key_gate.after_zero and super().route_stray_key(event)

    def action_pick(self, index: int) -> None:
        """The decision list's line ``index`` (0-based), from anywhere on the screen."""
        if not self.deciding:
            if self.bot_deciding and not self.curtain_up:
                self.refuse_typing(str(index + 1))
            return
        if 0 <= index < len(self.decision.choices):
            # played on the screen's own turn, as the panel's message would be, without the
            # message's hops through every container up to the screen
            self.play_token(self.decision.choices[index][0])
        else:
            self.say(f"There is no answer {index + 1} in the list now.", "warn")

    def action_tens(self) -> None:
        """``0``: the next letter names a line past the ninth (``0a`` = 10)."""
        if len(self.decision.choices) > 9:
            self.key_gate.arm_tens()
            self.say("0 then a letter: 0a chooses the 10th answer, 0b the 11th…")
        else:
            self.say("There are only the answers 1 to 9 now.", "warn")

    def refuse_typing(self, char: str = "") -> None:
        """A key typed while the seat on screen is not asked (a bot thinks): one line says it
        was not kept, and the entry is left empty (what was typed is never played later)."""
        why = self.thinking_text() or "Nobody is at the keyboard now."
        if self.has_class("-too-small"):
            why = "The terminal is too small to play."
        what = f"“{char}” was" if char else "Keys typed now are"
        self.say(f"{why} {what} not kept: type on your turn.", "warn")

    def leave_entry(self) -> None:
        """The seat on screen is no longer asked: what the entry held goes, and its focus (keys
        typed now are refused with a line, never piled up in it)."""
        if self.entry.input.value or self.entry.input.has_focus:
            self.entry.accept()
            if self.entry.input.has_focus and self.decision.options.focusable:
                self.decision.focus_options()

    def restore_focus(self, before: Widget | None) -> None:
        """After a resize (the layout may have hidden the focused widget a moment, the
        "enlarge the terminal" message for one): the focus goes back where it was, or to the
        decision list, so that the keys keep working without an Esc first."""
        if self.focused is not None or self.has_class("-too-small"):
            return
        if before is not None and before.is_attached and before.focusable:
            self.set_focus(before)
        elif self.deciding:
            self.decision.focus_options()

    def may_type(self) -> bool:
        return self.deciding and not self.has_class("-too-small")

    def explain_disabled(self, action: str) -> None:
        """Why a greyed command cannot be done now (undo and redo say the engine's reason)."""
        if action == "undo":
            self.say(f"Cannot undo: {self.undo_refusal()}", "warn")
        elif action == "redo":
            self.say(f"Cannot redo: {self.redo_refusal()}", "warn")
        elif self.engine.outcome is not None:
            self.say("The game is over.", "warn")
        elif self.bot_deciding:
            self.say(self.thinking_text(), "warn")
        else:
            self.say("Nobody is at the keyboard: lift the curtain first.", "warn")

    # --- attributes down ------------------------------------------------------------------------
    def sync(self) -> None:
        """Hand the viewer's view (the public one once the game is over) to every panel."""
        if self.has_left():  # a late callback: nothing to draw on, no title to set
            return
        if self.curtain_up:
            self.blank()
            return
        view, seat = self.view, self.eyes
        tokens = self.tokens_now()
        asked = (len(self.engine.plies), view.decision)
        self.seat_panels.show(
            view, seat, seat if is_private(seat) else "", tokens, new_decision=asked != self._asked
        )
        self._asked = asked
        panels.forget_old_labels(self._labels, len(self.engine.plies))
        self.query_one("#log", SeatLog).show(self.engine, seat, self.looks, self._labels)
        self.sync_decision(view, tokens)
        self.query_one("#hint", HintPanel).keep_only((len(self.engine.plies), seat))
        self.sync_teacher()
        at = self.viewer  # who answers: the Alliance for its team decisions, whoever's view
        self.sub_title = (
            panels.headline(view) + (f" · {self.label(at)}" if at else "") + self.bot_table.note()
        )
        self.refresh_keys()

    def refresh_keys(self) -> None:
        """Redraw the footer only when a key's state changed (a new footer lays out again)."""
        keys = (self.deciding, self.may_undo(), self.may_redo())
        if keys != self._keys:
            self._keys = keys
            self.refresh_bindings()

    def answerable(self) -> list[str]:
        """The legal tokens a pick on the table may mean now: none when the seat on screen is
        not asked, only those that play no card when it is asked in public."""
        if not self.deciding:
            return []
        tokens = self.engine.legal_tokens()
        if self.handover.claims:
            return claim_lines.public_part(self.engine.state.decision, tokens)
        return tokens

    def tokens_now(self) -> list[str]:
        """The legal tokens the seat on screen may answer with (none when it is not asked);
        asked in public, the answers that play no card and the claim lines
        (:mod:`~kemet_tui.tui.parts.kemet.claims`)."""
        if not self.deciding:
            return []
        tokens = self.engine.legal_tokens()
        if self.handover.claims:
            tokens = claim_lines.listed(self.engine.state.decision, tokens, self.handover.claims)
        if self.narrowed is not None:
            tokens = [t for t in tokens if t in self.narrowed]
        return tokens

    def blank(self) -> None:
        """Behind the curtain the screen holds nothing of anyone: the seat that just played
        is gone before the next one comes (what draws public facts only is brought to the
        public view once the curtain is up: :meth:`draw_behind_curtain`)."""
        self.seat_panels.blank()
        self.query_one("#hint", HintPanel).clear()
        self.show_lesson(Taught(None))
        self.query_one("#log", SeatLog).blank()
        self.sub_title = ""
        self._asked = None

    def sync_decision(self, view: KemetState, tokens: list[str] | None = None) -> None:
        """The decision panel: the answers of the seat asked, at the lines they had while
        the same question's list only shrinks (a narrowed list is laid out as it comes)."""
        if not self.deciding:
            self.seat_panels.ask_nothing("The game is over." if self.engine.outcome else "")
            return
        tokens = self.tokens_now() if tokens is None else tokens
        if self.narrowed is None:
            tokens = self.steady_lines(view, tokens)
        worded = claim_lines.labels(view.decision, self.handover.claims, self.label)
        worded[steady.GAP] = steady.GAP_LABEL
        prompt = claim_lines.window_prompt(view, self.handover.claims, self.label)
        self.seat_panels.ask(view, tokens, worded, prompt)

    def sync_teacher(self) -> None:
        """The teacher's panel: the lesson of the question the seat on screen answers (none
        while it is not asked: a bot thinks, the game is over)."""
        taught = Taught(None)
        hinted = self.query_one("#hint", HintPanel).shown  # the hint takes the lesson's place
        if self.deciding and self.teaching.busy and not hinted:
            taught = self.teaching.taught(self.engine.states, self.teach_question())
        self.show_lesson(taught)

    def show_lesson(self, taught: Taught) -> None:
        """The lesson in its panel; while a whole one is up the log gives it its rows (the
        status line still says what was just played), so the answers keep theirs."""
        self.query_one("#teach", TeachPanel).show(taught)
        self.set_class(taught.lesson is not None and not taught.folded, "-teaching")
        self.set_class(self.query_one("#hint", HintPanel).shown, "-hinting")

    def teach_question(self) -> tuple:
        """What the key's wish holds for: this seat's question, from where it began (a
        Recruit asked again while its units are placed is the same question; the next
        Recruit is another)."""
        decision = self.engine.state.decision
        return (
            self.viewer,
            decision.kind if decision is not None else None,
            self.teaching.teacher.meeting_start(self.engine.states),
        )

    def action_teach(self) -> None:
        """``T``: put the lesson on screen away, or bring the question's lesson back."""
        if not self.deciding:
            self.say("The teacher explains your own questions: wait for your turn.", "warn")
            return
        hint = self.query_one("#hint", HintPanel)
        if hint.shown:  # the lesson the hint stood in front of comes back
            hint.clear()
            self.sync_teacher()
            return
        taught = self.teaching.toggle(self.engine.states, self.teach_question())
        self.show_lesson(taught)
        if taught.lesson is None:
            self.say("The lesson is put away: T brings it back.")

    def steady_lines(self, view: KemetState, tokens: list[str]) -> list[str]:
        """The answers at the lines they had while the seat on screen answers the same
        question on (:mod:`~kemet_tui.tui.parts.kemet.steady`); forgotten once another seat has
        answered since."""
        before, plies = self._steady, self.engine.plies
        if before is not None and any(p.seat != self.viewer for p in plies[before.at :]):
            before = None
        top = view.decision
        kind = steady.question(top.kind, top.get("at")) if top is not None else None
        self._steady = steady.lay_out(before, self.viewer, kind, tokens, len(plies))
        return list(self._steady.lines)

    def prompt(self) -> str:
        if self.engine.outcome is not None:
            return "The game is over: q goes to the title, ctrl+n starts a new game."
        if self.bot_deciding:
            return self.thinking_text()
        return (
            "Choose in the list (arrows, Enter, a digit or a click), on the table (F2-F6 "
            "change its view), or type a token (e.g. next:a2, Enter)."
        )

    # --- hand-overs: who looks now, the curtain, what is drawn behind it --------------------

    def hand_over(self) -> None:
        """Show the view of who may look now (the decider, or who watches a bot think), behind
        the curtain when someone else may have been looking
        (:mod:`~kemet_tui.tui.parts.kemet.handover` decides). A
        question with a single public answer is not asked: its answer is played."""
        if self.curtain_up or self.has_left():
            return
        self.bot_seats.cancel()
        if self.engine.outcome is not None:
            self.handover.nobody()
            self.sync()
            self.announce_game_over()
            return
        shown = self.handover.next_view(self.engine.to_act, self.engine.state.decision)
        if not self.bot_deciding and self.plays_itself():
            return
        if shown.curtain:
            self.raise_curtain(shown)
            return
        if (shown.seat, shown.eyes, shown.claims) == (self.viewer, self.eyes, self.handover.claims):
            self._played_for = []  # said on the status line, which stays in sight
            self.sync()
            if self.deciding and self.bot_table.answered_by_bot(self.engine.plies):
                self.decision.focus_options()  # the list emptied while the bot thought
        else:
            self.show_viewer(
                shown.seat,
                shown.eyes,
                prompt=len(self.bot_table.human_seats()) > 1,
                claims=shown.claims,
            )
        self.start_bot()

    def plays_itself(self) -> bool:
        """A human's question with a single answer known to the table, or a window the seat
        let be (``HandOver.only_answer``): asking it would tell the seat nothing and cost the
        table a key (and a curtain), so it is played, and said as the table may read it."""
        state = self.engine.state
        token = self.handover.only_answer(state, self.engine.legal_tokens())
        if token is None:
            return False
        self.undo_rule.forcing_next()
        index = len(self.engine.plies)
        passed = token == claim_lines.pass_answer(state.decision)
        events = self.engine.play_token(token)
        label, _ = panels.ply_words(self.engine, index, None, self._labels)
        why = "(let the window be)" if passed else "(the only answer)"
        said = f"{self.label(self.engine.plies[-1].seat)}: {label or 'a secret choice'} {why}."
        self._played_for.append(said)
        self.after_change(events, said)
        return True

    def claim_keyboard(self, seat: str) -> None:
        """``seat`` chose its claim line: the curtain comes for it (at once when it is asked
        now; the seats listed before it in a window let the card be first)."""
        self.handover.claim_for(seat, self.engine.state.decision)
        self.handover.went_up(self.viewer, self.eyes)  # the claim lines are gone
        self.say(f"{self.label(seat)} looks at their cards.")
        self.hand_over()

    def raise_curtain(self, shown: Shown) -> None:
        """Blank the screen, then the curtain naming who takes the keyboard (and the pass of
        a window, offered to whoever it names)."""
        self.narrowed = None
        self.say("")
        self.entry.accept()
        self.handover.covered(curtain_for=shown)
        self.sync()
        named = self.handover.eyes_for(shown.seat) if shown.eyes is None else shown.eyes
        curtain = self.curtain.naming(
            self.app, self.label(named), self.looks[named], public=not is_private(shown.eyes)
        )
        curtain.offer_pass(self.pass_text(shown.passing))
        self.app.push_screen(curtain, self.curtain_lifted)
        curtain.call_after_refresh(self.draw_behind_curtain)

    def pass_text(self, token: str | None) -> str:
        """What the curtain's pass key does (``Let it be``), or "" when it offers none."""
        return panels.answer_label(self.view_of(None), token) if token else ""

    def draw_behind_curtain(self) -> None:
        """While the next player reads the curtain, give the panels that draw public facts
        only the public view, then lay this screen out and draw it (into the widgets' line
        caches, never to the terminal): lifting the curtain has only the seat's own panels
        left to draw. Their log is wrapped too, and kept aside until that seat takes the
        keyboard. Textual keeps a screen under
        another one as it was; this is its own refresh, run by hand (through
        :mod:`kemet_tui.tui.framework.textual_private`: the layout and the compositor are the same
        as on screen)."""
        if not self.curtain_up or self.is_active or not self.is_attached:
            return
        public = self.view_of(None)
        self.table.show_public(public)
        self.query_one("#scores", Scores).view = public
        coming = self.handover.curtain_for.eyes if self.handover.curtain_for else None
        self.query_one("#log", SeatLog).prepare(self.engine, coming, self.looks, self._labels)
        self.lay_out_behind_curtain()
        draw_into_line_caches(self)

    def lay_out_behind_curtain(self) -> None:
        """Draw the panels' pending changes and lay the screen out now, while the curtain
        hides it (Textual lays out only the screen on show, and a panel that appeared behind
        the curtain, the seat's DI hand, came a frame or two after the rest)."""
        flush_redraws(self)
        lay_out_now(self)

    def lay_out_with_the_next_frame(self) -> None:
        """A panel that changed its number of rows asks for a layout through its own turn of
        the event loop, which may come after the screen has painted a frame of the others'
        changes (the battle panel at its old height, a frame early): the screen is told at
        once, so its next frame is laid out with every panel's new size."""
        if any(widget_asks_for_layout(w) for w in self.walk_children(with_self=False)):
            self.refresh(layout=True)

    def take_keyboard(self) -> None:
        """The named player is ready: their view goes up behind the curtain, just before it
        goes (``CurtainScreen.on_ready``). A game that has left the screen stack meanwhile (the
        keys of one burst took the table back to the title) has nobody to show anything to."""
        if self.has_left():
            return
        shown = self.handover.curtain_for
        self.handover.lifted()
        self.view_went_up()
        self.show_viewer(shown.seat, shown.eyes)
        if not self.is_active:  # the curtain is still up: lay the view out behind it
            self.query_one(SteadyFooter).restate_now()
            self.lay_out_behind_curtain()

    def curtain_lifted(self, ready: bool | str | None) -> None:
        """The named player took the keyboard, passed the window from the curtain, or asked
        for the title."""
        if ready == "pass":
            self.pass_from_curtain()
            return
        if not ready:
            self.handover.uncovered()
            self.app.show_title("The game is autosaved: Resume brings it back.")
            return
        if self.curtain_up:  # not put up behind the curtain
            self.take_keyboard()
        self.view_went_up()  # the keys sent while the curtain went were meant for it
        self.start_bot()

    def pass_from_curtain(self) -> None:
        """The named player passed the window without looking: its pass is played for that
        seat and the keyboard goes on (no view of theirs ever went up)."""
        shown = self.handover.curtain_for
        self.handover.passed(shown.eyes)
        self.view_went_up()
        events = self.engine.play_token(shown.passing)
        self.after_change(events, f"{self.label(shown.seat)}: {self.pass_text(shown.passing)}.")

    def show_viewer(
        self, seat: str | None, eyes: str | None, prompt: bool = True, claims: tuple[str, ...] = ()
    ) -> None:
        """Put ``seat`` at the keyboard with ``eyes``'s view up and, with ``prompt``, say what
        to do now: with several humans what the status line said may have been for the
        previous viewer's eyes only; a lone human keeps reading what the bots did. ``claims``:
        the seats that may claim the keyboard (a question asked in public)."""
        self.narrowed = None
        self.handover.went_up(seat, eyes, claims)
        self.entry.accept()
        self.sync()
        if self.deciding:
            self.decision.focus_options()
        played_for, self._played_for = " ".join(self._played_for), []
        if prompt:
            self.say(f"{played_for} {self.prompt()}".strip())
        elif played_for:
            self.say(played_for)
        if claims and claim_lines.pass_answer(self.engine.state.decision):
            self.say(claim_lines.window_words(self.engine.state, claims, self.label))

    # --- playing ------------------------------------------------------------------------------------
    def on_decision_panel_chosen(self, message: DecisionPanel.Chosen) -> None:
        self.play_token(message.token)

    def choose_space(self, space: str) -> None:
        """A space picked on the map: its one legal answer, or the answers to choose from."""
        tokens = self.answerable()
        self.offer(picks.space_meaning(tokens, space))

    # --- messages up: what the table's widgets picked means legal tokens ------------------------
    @picks.on_table_picks
    def on_table_pick(self, message) -> None:
        """A space, an action space, two battle cards, a card or a tile picked on the table."""
        tokens = self.answerable()
        self.offer(picks.meaning(message, tokens, self.engine.state))

    def on_decision_list_highlighted(self, message: DecisionList.Highlighted) -> None:
        """An answer that buys or takes a tile is highlighted: the market shows that tile's
        whole text."""
        choices = self.decision.choices
        if not 0 <= message.index < len(choices):
            return
        tiles = mapping.items_of([choices[message.index][0]], *TILE_VERBS)
        if len(tiles) == 1:
            self.table.point_market_at(next(iter(tiles)))

    def offer(self, picked: picks.Meaning) -> None:
        """What a widget picked means some legal tokens: play the only one, or narrow the
        decision panel to them; none means nothing can be done with it now."""
        if not self.deciding:
            return
        answer = picks.answer(picked)
        if answer.play:
            self.play_token(answer.play)
            return
        if answer.narrowed:
            self.narrowed = answer.narrowed
            self.sync_decision(self.view)
            self.decision.focus_options()
        self.say(answer.say, answer.tone)

    def play_token(self, token: str) -> bool:
        """Play one token through the engine's checked path; False (and the reason) if refused.
        A claim line is the screen's own (:mod:`~kemet_tui.tui.parts.kemet.claims`); a window's pass
        asked in public is every listed seat's "nobody"."""
        if not self.deciding:
            self.leave_entry()
            why = self.thinking_text() or "Nobody is at the keyboard: lift the curtain first."
            self.say(f"{why} {token} was not played: type it on your turn.", "warn")
            return False
        if token == steady.GAP:
            self.say("That answer is no longer possible; the others kept their keys.", "warn")
            return False
        seat = claim_lines.claimed_seat(token)
        if seat is not None and seat in self.handover.claims:
            self.claim_keyboard(seat)
            return True
        decision, public = self.engine.state.decision, bool(self.handover.claims)
        if public and claim_lines.plays_a_card(token):
            self.entry.refuse(token, claim_lines.CARD_IN_PUBLIC.capitalize() + ".", ())
            self.say("Refused: see the reason under the entry.", "error")
            return False
        if public and token == claim_lines.pass_answer(decision):
            self.handover.decline(decision, self.handover.claims)
        try:
            events = self.engine.play_token(token)
        except IllegalAction as error:
            shown = (
                claim_lines.public_suggestions(error.suggestions) if public else error.suggestions
            )
            self.entry.refuse(token, error.reason, shown)
            self.say("Refused: see the reason under the entry.", "error")
            return False
        self.entry.accept()
        self.after_change(events)
        return True

    def after_change(self, events: tuple[Event, ...] = (), message: str = "") -> None:
        """The engine changed: say what the viewer may read, hand over, and autosave once the
        new frame is painted (the save, an fsync, is the slowest part and the player need not
        wait). Textual runs an after-refresh callback at the screen's next idle, which can come
        before the widgets' repaint requests reach the screen (then the save ran before the
        frame); asked through the status line, just refreshed, it comes after them."""
        self.narrowed = None
        forget_drawn_lines_of_removed_widgets()  # once an action: memory that levels off
        texts = [e.text for e in events if e.visible_to(self.eyes)]
        thinking = self.thinking_text()
        self.say(" ".join(filter(None, (message or " ".join(texts) or "Done.", thinking))), "good")
        if reveals(events) and self.bot_table.human_seats():
            self.show_reveal(events)
        else:
            self.hand_over()
        if self.is_active:  # every panel's rows drawn now, and laid out before the frame
            flush_redraws(self)
            self.lay_out_with_the_next_frame()
        self.query_one("#status").call_after_refresh(self.autosave)

    def show_reveal(self, events: tuple[Event, ...]) -> None:
        """The battle cards were just turned over, or a battle decided: the whole table
        watches the reveal on a public screen (:mod:`.reveal`) before the keyboard passes on
        (or the game over is shown), the screen beneath blanked as behind the curtain."""
        self.bot_seats.cancel()
        self.narrowed = None
        self.handover.covered()
        self.say("")
        self.entry.accept()
        self.sync()
        fought = {"fought": fought_troops(self.engine)}
        public = self.engine.view(None)
        ended, events = split_play(events)
        screen = RevealScreen(
            reveal_view(public, events),
            public_steps(events),
            seat_looks(self.engine.options, self.engine.state.n),
            go_on_after=self.reveal_pause(fought["fought"]),
            heading=heading_for(events),
            earlier=earlier_battle(self.engine, public, ended),
            **fought,
        )
        self.app.push_screen(screen, self.reveal_seen)

    def reveal_seen(self, _: object = None) -> None:
        """The table has seen the reveal: on to the next seat (the game was saved when the
        cards were turned over; looking at them changes nothing)."""
        self.handover.uncovered()
        self.view_went_up()
        self.hand_over()

    # --- the computer seats (the runner runs them, the bot table says who answers) -------------
    @property
    def bot_deciding(self) -> bool:
        """Whether a bot answers the question asked now."""
        return (
            self.engine.outcome is None and self.bot_table.bot_for(self.engine.to_act) is not None
        )

    def thinking_text(self) -> str:
        if not self.bot_deciding:
            return ""
        return f"{self.bot_table.seat_title(self.engine.to_act)} is thinking..."

    def bot_pause(self) -> float:
        """Pause before a bot's answer: after another bot's only (:meth:`BotSeatRunner.pause`)."""
        paced = self.bot_table.answered_by_bot(self.engine.plies)
        return self.bot_seats.pause(paced, BOT_PAUSE)

    def reveal_pause(self, fought: dict) -> float | None:
        """How long the reveal of a battle fought by bots alone stays up (the table's rule;
        at once in a frozen app)."""
        pause = self.bot_table.reveal_pause(
            fought, reveal_pause_setting(self.app), fighters(self.engine)
        )
        if pause is not None and self.bot_seats.frozen():
            return 0.0
        return pause

    def start_bot(self) -> None:
        """If a bot is asked now, let it think in a worker (never behind the curtain); the
        entry is left (nothing typed meanwhile is kept)."""
        self.bot_seats.cancel()
        if self.curtain_up or not self.bot_deciding:
            return
        self.leave_entry()
        decider = self.engine.to_act
        self.bot_seats.run(self.bot_table.bot_for(decider), decider, self.bot_pause())

    def on_bot_moved(self, message: BotMoved) -> None:
        """Play the bot's answer if the game is still where it thought (held while a dialog
        covers the screen), and say what it did as the viewer may read it (a bot's secret
        choices are said only as the viewer may read them: ``panels.ply_words``)."""
        if self.bot_seats.hold_if_covered(message, covered=self.app.screen is not self):
            return
        if self.curtain_up or not self.bot_seats.is_current(message):
            return
        index = len(self.engine.plies)
        title = self.bot_table.seat_title(message.seat)
        events = self.engine.play(message.action)
        label, seen = panels.ply_words(self.engine, index, self.eyes, self._labels)
        said = f"{title}: {label or 'a secret choice'}" + (f" — {seen}" if seen else "")
        self.after_change(events, said)

    def on_screen_resume(self) -> None:
        """The game screen is on top again: deliver the answer kept while it was covered."""
        message = self.bot_seats.take_held()
        if message is not None:
            self.post_message(message)

    def undo_span(self) -> int:
        """How many actions an undo by the seat at the keyboard takes back
        (:mod:`~kemet_tui.tui.parts.kemet.undo_rule`)."""
        return self.undo_rule.span(self.viewer)

    # --- commands (bound in BINDINGS, listed in the palette:
    # :mod:`~kemet_tui.tui.parts.kemet.game_actions`) ----------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """True: shown and enabled; None: shown greyed out; False: hidden (Textual's contract).
        Nothing that plays works while the terminal is too small to show the game."""
        if self.has_class("-too-small") and action not in WHILE_TOO_SMALL:
            return None
        if action == "undo":
            return True if self.may_undo() else None
        if action == "redo":
            return True if self.may_redo() else None
        if action in ("resign", "enter_token", "teach"):
            return True if self.deciding else None
        return True

    def may_undo(self) -> bool:
        """The engine allows it and the last human action was the seat's own."""
        return self.deciding and self.undo_span() > 0

    def may_redo(self) -> bool:
        """An action taken back waits to be played again, by the seat at the keyboard (the
        seat that took it back: only one's own action is ever taken back)."""
        return self.deciding and self.engine.can_redo

    def undo_refusal(self) -> str:
        """Why undo is refused now (:meth:`UndoRule.refusal`)."""
        return self.undo_rule.refusal(self.deciding)

    def redo_refusal(self) -> str:
        if not self.deciding:
            return "nobody is at the keyboard."
        return "There is nothing to redo."

    # --- typed tokens -----------------------------------------------------------------------------
    def action_enter_token(self) -> None:
        if self.deciding:
            self.entry.input.focus()

    def on_move_entry_submitted(self, message: MoveEntry.Submitted) -> None:
        """Play a typed token; the engine's reason and the closest legal tokens on refusal."""
        token = normalise(message.token)
        if token.startswith("resign:"):
            self.confirm_resign(token.split(":", 1)[1])
        elif token == "draw":
            self.entry.refuse(token, "Kemet: Seth has no agreed draw: play on or resign.", ())
        elif self.play_token(message.token):
            self.decision.focus_options()

    def on_move_entry_left(self) -> None:
        """Esc in the entry: back to the list; a refusal's reason, read, goes with it (the
        typed text stays, to be mended)."""
        if self.entry.error:
            self.entry.error = ""
            self.say(self.prompt())
        self.decision.focus_options()

    def action_cancel(self) -> None:
        """Esc: show every answer again after a space narrowed them, or leave the entry."""
        if self.narrowed is not None:
            self.narrowed = None
            self.sync_decision(self.view)
            self.say(self.prompt())
        self.decision.focus_options()

    # --- undo -------------------------------------------------------------------------------------
    def action_undo(self) -> None:
        if not self.may_undo():
            self.say(f"Cannot undo: {self.undo_refusal()}", "warn")
            return
        span = self.undo_span()
        try:
            for _ in range(span):
                token = self.engine.undo()
        except UndoRefused as error:
            self.say(f"Cannot undo: {error}", "warn")
            return
        bots = f" and the {span - 1} computer answers after it" if span > 1 else ""
        self.after_change(message=f"Took back {token}{bots} (^r plays it again).")

    def action_redo(self) -> None:
        if not self.may_redo():
            self.say(f"Cannot redo: {self.redo_refusal()}", "warn")
            return
        try:
            token = self.engine.redo()
        except (UndoRefused, IllegalAction) as error:
            self.say(f"Cannot redo: {error}", "warn")
            return
        self.after_change(message=f"Played {token} again.")

    # --- resigning --------------------------------------------------------------------------------
    def action_resign(self) -> None:
        if self.deciding:
            self.confirm_resign(
                resigning_seat(self.viewer, self.engine.ruleset.seats(self.engine.state))
            )

    def confirm_resign(self, seat: str) -> None:
        """A side resigns only from its own seat at the keyboard."""
        seats = self.engine.ruleset.seats(self.engine.state)
        if not self.deciding or not may_resign(seat, self.viewer, seats):
            self.entry.refuse(f"resign:{seat}", "You may resign only for your own side.", ())
            return
        self.ask_resign(seat, resign_question(seat))

    def after_resign(self, events: tuple[Event, ...]) -> None:
        self.after_change(events)

    # --- other screens ----------------------------------------------------------------------------
    def action_to_title(self) -> None:
        self.app.show_title()

    def action_help(self) -> None:
        from kemet_tui.tui.screens.kemet.help import KemetHelpScreen

        keys = [
            (b.key.replace(",", ", "), b.description)
            for b in self.BINDINGS
            if not (b.id or "").startswith("kemet.pick")
        ]  # the help's own 1-9 line
        self.app.push_screen(KemetHelpScreen(keys))

    # --- a hint ---------------------------------------------------------------------------------
    def action_hint(self) -> None:
        """The strongest bot's answers for the seat to act, only while that seat's own view
        is on screen (a hint reads its hand), never for a computer seat (``hint_asker``)."""
        from kemet_tui.tui.parts import hint_asker

        seat = self.engine.to_act
        problem = hint_asker.refusal(self.engine, self.bot_seats.is_bot)
        if problem is None and (self.curtain_up or seat != self.eyes):
            problem = "No hint here: a hint is for a seat's own question, on its own view."
        if problem is not None:
            self.say(problem, "warn")
            return
        label, at = self.label(seat), (len(self.engine.plies), seat)  # type: ignore[arg-type]
        hint_asker.ask(
            self,
            self.engine,
            label,
            self.say,
            lambda given, bot: self.show_hint(label, bot, given, at),
            still=lambda: not self.curtain_up and self.eyes == seat,
        )

    def show_hint(self, label: str, bot: str, given, at: tuple) -> None:
        """The hint's answers in their panel, in front of the lesson (T brings it back)."""
        self.query_one("#hint", HintPanel).show(label, bot, given, at)
        self.sync_teacher()

    # --- the end ----------------------------------------------------------------------------------
    def announce_game_over(self) -> None:
        """Name the winning side and why, once per ending."""
        from kemet_tui.tui.screens.kemet.game_over import KemetGameOver

        outcome = self.engine.outcome
        if outcome is None or self._over_announced:
            return
        self._over_announced = True
        self.app.push_screen(KemetGameOver(outcome, self.engine.state), self.after_game_over)

    def after_game_over(self, choice: str | None) -> None:
        actions = {
            "new": self.action_new_game,
            "title": self.action_to_title,
            "report": lambda: self.app.show_report(self.engine),
        }
        if choice in actions:
            actions[choice]()
        else:
            self.say(self.prompt())
