"""Kemet: Seth seats on a screen of their own, joined to a hosted table (``kemet-tui join``).

The host holds the game; this screen holds only the last ``table`` message each of its links
was sent, made of what that link's seat may know (its view, its legal answers when asked, its
log). It draws one seat's message at a time with the same widgets as the hotseat screen (the
table of views, the scores, the seat's DI cards, the decision panel) and sends the token a
player picks; the host plays it through the engine or refuses it with the reason, said on the
status line.

The teacher of a first game is here too when the game teaches (the host's ``teach`` option) or
the player asked for it (``join --teach``): the host, which walks the game's states, says with
each message of an asked seat which lesson its question gets
(:class:`~kemet_tui.protocol.LessonNote`), and the screen draws it above the answers as hotseat
does; ``T`` puts it away or brings it back.

One link, one seat: no curtain, nobody else's secrets ever reach this screen. Several links (a
mixed table: some seats sharing this keyboard, the others on screens of their own) hand the
keyboard over as hotseat does: when another of its seats is asked, the screen is blanked and
the full-screen curtain names that player, whose view goes up only after their key press.

Attributes down, messages up, as on the hotseat screen: the widgets post what was picked, this
screen turns it into the legal tokens it means (:mod:`~kemet_tui.tui.parts.kemet.mapping`). Down to
80 × 24 the seat's own hand, decision and log fill the screen, and ``m`` puts the whole board up
instead, then the scores; from 120 × 40 all stand side by side as in hotseat.

A link needs ``open()``, ``receive()`` (the next message, typed by ``kemet_tui.protocol``),
``play(token, plies)``, ``undo(plies)``, ``hint(plies)`` and ``close()`` (``kemet_tui.net.link.SeatLink``); the
screen does not know the network. Each request names the ``plies`` of the message it answers,
so the host never plays an answer twice or in another position. A dropped connection is
joined again by itself (:mod:`..joined_link`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import RichLog

from kemet_tui.core.registry import get_ruleset
from kemet_tui.protocol import Hinted, Table
from kemet_tui.rules.kemet import KemetState
from kemet_tui.teach import Taught, teaches
from kemet_tui.tui.looks.resources import GAME_CSS, JOINED_CSS, KEMET_CSS
from kemet_tui.tui.parts.joined_link import follow, sent
from kemet_tui.tui.parts.joined_text import (
    hint_note,
    hint_refusal,
    note_of,
    seats_text,
    status_text,
)
from kemet_tui.tui.parts.teaching import SentTeacher, Teaching
from kemet_tui.tui.screens.kemet import panels, picks
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.layout import COMPACT, FULL, give_looks
from kemet_tui.tui.screens.kemet.seat_panels import SeatPanels
from kemet_tui.tui.screens.kemet.seats import seat_styles
from kemet_tui.tui.screens.kemet.table import VIEWS, KemetTable
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.bare import BareHorizontal, BareVertical
from kemet_tui.tui.widgets.decision_panel import DecisionPanel
from kemet_tui.tui.widgets.hint_panel import HintPanel
from kemet_tui.tui.widgets.kemet import DiHand, Scores
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.status import StatusLine
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_header import SteadyHeader
from kemet_tui.tui.widgets.teach_panel import TeachPanel

KEMET = "kemet-seth"
#: how many lines of the log the seat's screen keeps
LOG_LINES = 40


def log_lines(table: Table) -> tuple[str, ...]:
    """The seat's log as the host sent it, newest last: each ply's visible events (or its
    token when it had none)."""
    return tuple(
        f"{ply.number}. {' '.join(ply.events) or ply.token}" for ply in table.log[-LOG_LINES:]
    )


class JoinedLog(RichLog):
    """The seat's log, following its newest line; its lines are text, never markup (names
    come from people)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=1, **kwargs
        )
        self._shown: tuple[str, ...] = ()

    def show(self, lines: tuple[str, ...]) -> None:
        if lines == self._shown:
            return
        self._shown = lines
        self.clear()
        for line in lines:
            self.write(Text(line))


def status_of(table: Table) -> str:
    """What the seat is told under the board
    (:func:`~kemet_tui.tui.parts.joined_text.status_text`)."""
    return status_text(
        table,
        "Your turn: choose in the list (a digit, arrows and Enter, or on the board).",
        "to answer",
    )


class JoinedKemetScreen(Screen[None]):
    """One seat of a hosted Kemet: Seth game, on its own screen."""

    CSS_PATH = [GAME_CSS, KEMET_CSS, JOINED_CSS]

    BINDINGS = [
        Binding("m", "toggle_board", "Board", id="joined.board"),
        Binding("ctrl+z", "undo", "Undo", key_display="^z", id="joined.undo"),
        *[
            Binding(key, f"show_view('{view}')", name, id=f"joined.view-{view}", show=False)
            for view, name, key in VIEWS
        ],
        *[
            Binding(str(digit), f"pick({digit - 1})", show=False, id=f"joined.pick{digit}")
            for digit in range(1, 10)
        ],
        Binding("escape", "all_answers", "All answers", show=False, id="joined.cancel"),
        Binding("H", "hint", "Hint", show=False, id="joined.hint"),
        Binding("T", "teach", "Lesson: show or hide", show=False, id="joined.teach"),
        Binding("q", "leave", "Leave", id="joined.leave"),
    ]

    def __init__(
        self, links: Sequence[Any], firsts: Sequence[Table] = (), teach: bool = False
    ) -> None:
        super().__init__()
        self.links = tuple(links)
        #: each link's first message, read while joining (:mod:`..joining`)
        self._firsts = tuple(firsts)
        #: link index -> the last ``table`` message it was sent
        self.tables: dict[int, Table] = {}
        #: link index -> the view its last message holds, read once per message
        self._views: dict[int, KemetState] = {}
        #: the link whose seat's view is up (None: none yet)
        self.shown: int | None = None
        #: the curtain covers the screen (several seats share it)
        self.curtain_up = False
        self.narrowed: tuple[str, ...] | None = None
        self._asked_at: int | None = None
        #: the table, the scores, the DI hand and the decision panel (:mod:`.seat_panels`)
        self.seat_panels = SeatPanels(self.query_one)
        #: the screen is going: the connection's end is not news
        self._leaving = False
        #: the teacher: on when asked for here (``join --teach``) or when the game teaches
        self.teaching = Teaching(KEMET, {"teach": teach}, teacher=SentTeacher(KEMET))

    @property
    def table_message(self) -> Table | None:
        """The message of the seat on screen (None behind the curtain or before the first)."""
        if self.shown is None or self.curtain_up:
            return None
        return self.tables.get(self.shown)

    @property
    def view(self) -> KemetState | None:
        table = self.table_message
        return None if table is None else self._views[self.shown]

    # --- layout ----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield SteadyHeader()
        with BareVertical(id="kemet-body"):
            yield PlainStatic(id="joined-seats")
            with BareHorizontal(id="kemet-main"):
                yield KemetTable(lambda: ((), {}), id="kemet-table")
                with BareVertical(id="kemet-side"):
                    yield Scores(id="scores")
                    yield DiHand(id="di-hand")
                    yield HintPanel(id="hint")
                    yield TeachPanel(id="teach")
                    yield DecisionPanel(id="decision")
                    yield JoinedLog(id="joined-log")
            yield StatusLine(id="status")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        self.title = "Kemet: Seth"
        self.sub_title = "joining..."
        self.query_one("#joined-log").border_title = "Log"
        self.fit(self.app.size)
        for index, first in enumerate(self._firsts):
            self.received(index, first)
        for index in range(len(self.links)):
            self.listen(index)

    def on_resize(self, event: events.Resize) -> None:
        self.fit(event.size)

    def fit(self, have) -> None:
        """Side by side from 120 × 40 (the map full size from 160 × 50); below that the
        seat's own panels, with the board on demand (``m``)."""
        narrow = have.width < COMPACT.width or have.height < COMPACT.height
        self.set_class(narrow, "-narrow")
        self.set_class(
            not narrow and (have.width < FULL.width or have.height < FULL.height), "-compact"
        )
        self.query_one("#kemet-table", KemetTable).board.scale = (
            "full" if have.width >= FULL.width and have.height >= FULL.height else "compact"
        )
        self.sync_teacher()

    # --- messages from the host ----------------------------------------------------------
    @work(group="links")
    async def listen(self, index: int) -> None:
        """Read one link's messages until the screen goes (joining again after a drop)."""

        def hand_on(message) -> None:
            if isinstance(message, Table):
                self.received(index, message)
            elif isinstance(message, Hinted):
                if index == self.shown and (note := hint_note(message, self.table_message)):
                    self.show_hint(message)
                    self.say(*note)
            elif (note := note_of(message)) is not None and index == self.shown:
                self.say(*note)

        await follow(self.links[index], hand_on, self.say, lambda: self._leaving)

    def received(self, index: int, table: Table) -> None:
        """A link's new message: keep it, then show whom it concerns."""
        if self._leaving:
            return
        if table.ruleset != KEMET:
            self.say(f"This screen plays Kemet: Seth; the host plays {table.ruleset}.", "error")
            return
        first = not self.tables
        self.tables[index] = table
        self._views[index] = get_ruleset(KEMET).load_state(table.view)
        if first:
            self.teaching.on = self.teaching.on or teaches(table.options)
            self.looks = seat_styles(table.options, self._views[index].n)
            give_looks(self, table.options, self._views[index].n)
        self.hand_over()

    def hand_over(self) -> None:
        """Show the seat now asked among this screen's seats; the one on screen stays while
        none is. With several seats on the screen, a seat's view goes up only behind the
        curtain naming its player, the first one too."""
        if self.curtain_up or self._leaving:
            return
        target = self._next_seat()
        if target is None:
            self.say(status_of(next(iter(self.tables.values()))))
        elif target != self.shown and len(self.links) > 1:
            self.raise_curtain(target)
        else:
            self.show_seat(target)

    def _next_seat(self) -> int | None:
        """The link whose view goes up now: the asked one (the seat on screen first), else the
        seat on screen, else a lone link's own seat; None while nobody here is asked yet."""
        asked = [i for i, t in self.tables.items() if t.asked]
        if self.shown is not None and (self.shown in asked or not asked):
            return self.shown
        if asked:
            return asked[0]
        return min(self.tables) if len(self.links) == 1 else None

    def raise_curtain(self, index: int) -> None:
        """Blank the screen, then the curtain naming the player of link ``index``."""
        self.curtain_up, self.shown = True, index
        self.blank()
        seat = self.tables[index].seat
        label = self.tables[index].label_of(seat)
        self.app.push_screen(CurtainScreen(label, self.looks[seat]), self.curtain_lifted)

    def curtain_lifted(self, ready: bool | str | None) -> None:
        if not ready:
            self.app.exit()
            return
        self.curtain_up = False
        self._asked_at = None
        self.show_seat(self.shown)
        self.hand_over()  # the table may have moved on while the curtain was up

    def show_seat(self, index: int) -> None:
        """Draw link ``index``'s message (its seat's view)."""
        self.shown = index
        table = self.tables[index]
        if self._asked_at != table.plies:
            self.narrowed = None
        self.draw()
        self.say(status_of(table), "good" if table.asked else "info")
        if table.asked and self._asked_at != table.plies:
            self.query_one("#decision", DecisionPanel).focus_options()
        self._asked_at = table.plies

    def blank(self) -> None:
        """Behind the curtain the screen holds nothing of anyone."""
        self.seat_panels.blank()
        self.query_one("#hint", HintPanel).clear()
        self.show_lesson(Taught(None))
        self.query_one("#joined-log", JoinedLog).show(())
        self.sub_title = ""

    def draw(self) -> None:
        table, view = self.table_message, self.view
        seat, tokens = table.seat, self.tokens_now()
        self.seat_panels.show(
            view, seat, seat or "", tokens, new_decision=self._asked_at != table.plies
        )
        if table.asked:
            self.seat_panels.ask(view, tokens)
        else:
            self.seat_panels.ask_nothing()
        self.query_one("#hint", HintPanel).keep_only((self.shown, table.plies))
        self.sync_teacher()
        self.query_one("#joined-log", JoinedLog).show(log_lines(table))
        self.query_one("#joined-seats", PlainStatic).update(seats_text(table))
        who = table.label_of(seat)
        self.sub_title = f"{panels.headline(view)} · {who}"

    def tokens_now(self) -> list[str]:
        tokens = list(self.table_message.legal) if self.table_message else []
        if self.narrowed is not None:
            tokens = [t for t in tokens if t in self.narrowed]
        return tokens

    # --- the teacher -----------------------------------------------------------------------
    def sync_teacher(self) -> None:
        """The teacher's panel: the lesson of the question the seat on screen is asked (none
        while it is not: another seat's questions are never taught here; none, nor the hint,
        while the small screen shows the scores instead of the answers)."""
        table = self.table_message
        taught = Taught(None)
        scores = self.has_class("-narrow") and self.has_class("-scores")
        hint = self.query_one("#hint", HintPanel)
        hint.hold(scores)
        hinted = hint.shown  # the hint takes the lesson's place
        if table is not None and table.asked and self.teaching.busy and not (scores or hinted):
            taught = self.teaching.taught(table.lesson, self.teach_question())
        self.show_lesson(taught)

    def show_lesson(self, taught: Taught) -> None:
        """The lesson in its panel; while a whole one (or a hint) is up the log gives it its
        rows."""
        self.query_one("#teach", TeachPanel).show(taught)
        self.set_class(taught.lesson is not None and not taught.folded, "-teaching")
        self.set_class(self.query_one("#hint", HintPanel).shown, "-hinting")

    def teach_question(self) -> tuple:
        """What the key's wish holds for: this seat's question, from where it began."""
        table = self.table_message
        assert table is not None
        meeting = table.lesson.meeting if table.lesson is not None else table.plies
        return (self.shown, table.seat, meeting)

    def action_teach(self) -> None:
        """``T``: put the lesson on screen away, or bring the question's lesson back."""
        table = self.table_message
        if table is None or not table.asked:
            self.say("The teacher explains your own questions: wait for your turn.", "warn")
            return
        hint = self.query_one("#hint", HintPanel)
        if hint.shown:  # the lesson the hint stood in front of comes back
            hint.clear()
            self.sync_teacher()
            return
        taught = self.teaching.toggle(table.lesson, self.teach_question())
        self.show_lesson(taught)
        if taught.lesson is None:
            self.say("The lesson is put away: T brings it back.")

    # --- answering -------------------------------------------------------------------------
    @property
    def asked(self) -> bool:
        return bool(self.table_message and self.table_message.asked)

    def send(self, token: str) -> None:
        """Send ``token`` to the host (which answers with the new table or a refusal)."""
        if not self.asked:
            self.say("It is not your turn to answer.", "warn")
            return
        self.narrowed = None
        self.say(f"Sent {token}...")
        link = self.links[self.shown]
        self.run_worker(sent(link.play(token, self.table_message.plies), self.say), group="send")

    def on_decision_panel_chosen(self, message: DecisionPanel.Chosen) -> None:
        self.send(message.token)

    def action_pick(self, index: int) -> None:
        choices = self.query_one("#decision", DecisionPanel).choices
        if self.asked and 0 <= index < len(choices):
            self.send(choices[index][0])

    def offer(self, picked: picks.Meaning) -> None:
        """A widget's pick means some legal tokens: send the only one, or narrow the list."""
        if not self.asked:
            return
        answer = picks.answer(picked)
        if answer.play:
            self.send(answer.play)
            return
        if answer.narrowed:
            self.narrowed = answer.narrowed
            self.draw()
            self.query_one("#decision", DecisionPanel).focus_options()
        self.say(answer.say, answer.tone)

    def action_all_answers(self) -> None:
        if self.narrowed is not None and self.table_message is not None:
            self.narrowed = None
            self.draw()

    def legal(self) -> list[str]:
        return list(self.table_message.legal) if self.asked else []

    @picks.on_table_picks
    def on_table_pick(self, message) -> None:
        """A space, an action space, two battle cards, a card or a tile picked on the table."""
        self.offer(picks.meaning(message, self.legal(), self.view))

    # --- other keys ------------------------------------------------------------------------
    def action_show_view(self, view: str) -> None:
        self.query_one("#kemet-table", KemetTable).show_view(view)

    def action_undo(self) -> None:
        """Take this seat's last answer back (the host says whether it may: its own, with the
        bots' answers since, before another player answers or a card is drawn or shown)."""
        table = self.table_message
        if table is None or not table.may_undo:
            self.say(
                "Cannot undo: only your own last answer, before another player answers "
                "or a card is drawn or shown.",
                "warn",
            )
            return
        self.run_worker(sent(self.links[self.shown].undo(table.plies), self.say), group="send")

    def action_hint(self) -> None:
        """Ask the host for a hint for the seat on screen: computed there on this seat's view,
        noted in the game's record, answered to this screen alone."""
        table = self.table_message
        problem = hint_refusal(table)
        if problem is not None:
            self.say(problem, "warn")
            return
        self.say("Asking the host for a hint...")
        self.run_worker(sent(self.links[self.shown].hint(table.plies), self.say), group="send")

    def show_hint(self, message: Hinted) -> None:
        """The host's hint in its panel, in front of the lesson (T brings it back)."""
        table = self.table_message
        self.query_one("#hint", HintPanel).show(
            table.label_of(table.seat), message.bot, message.answers, (self.shown, message.plies)
        )
        self.sync_teacher()

    def action_toggle_board(self) -> None:
        """On a small screen, the seat's panels, then the whole board, then the scores (each
        in the whole screen), and round again."""
        if self.has_class("-board"):
            self.remove_class("-board")
            self.add_class("-scores")
        elif self.has_class("-scores"):
            self.remove_class("-scores")
        else:
            self.add_class("-board")
        self.sync_teacher()

    def action_leave(self) -> None:
        """Leave the table: the host keeps the game and this seat's place (join again with
        the same line)."""
        self.app.exit()

    async def on_unmount(self) -> None:
        """The screen goes: so does its connection (the host notes the seat away)."""
        self._leaving = True
        for link in self.links:
            await link.close()

    def say(self, text: str, tone: str = "info") -> None:
        self.query_one("#status", StatusLine).say(text, tone)
