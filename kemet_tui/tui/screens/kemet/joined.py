"""A Kemet: Seth seat on a screen of its own, joined to a hosted table (``kemet-tui join``).

The host holds the game; this screen holds only the last ``table`` message it was sent, which
is made of what this seat may know (its view, its legal answers when asked, its log). So there
is no curtain: nobody else's secrets ever reach this screen. It draws the message with the same
widgets as the hotseat screen (the table of views, the scores, the seat's DI cards, the decision
panel) and sends the token a player picks; the host plays it through the engine or refuses it
with the reason, said on the status line.

Attributes down, messages up, as on the hotseat screen: the widgets post what was picked, this
screen turns it into the legal tokens it means (:mod:`.mapping`). Down to 80 × 24 the seat's own
panels fill the screen and ``m`` puts the whole board up on demand; from 120 × 40 both stand
side by side as in hotseat.

The link it is given needs ``open()``, ``receive()`` (the next message, as a dict), ``play(token)``
and ``close()`` (``kemet_tui.net.link.SeatLink``); the screen does not know the network.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Header, Static

from kemet_tui.core.errors import KemetError
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.labels import describe_decision
from kemet_tui.rules.kemet.view.names import name_of
from kemet_tui.tui.resources import GAME_CSS, JOINED_CSS, KEMET_CSS
from kemet_tui.tui.screens.kemet import mapping, panels
from kemet_tui.tui.screens.kemet.layout import COMPACT, FULL, give_looks
from kemet_tui.tui.screens.kemet.table import VIEWS, KemetTable
from kemet_tui.tui.widgets.bare import BareHorizontal, BareVertical
from kemet_tui.tui.widgets.decision_panel import DecisionPanel
from kemet_tui.tui.widgets.kemet import CombatCards, DiHand, KemetBoard, PyramidBoard, Scores
from kemet_tui.tui.widgets.kemet import TileMarket
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.status import StatusLine
from kemet_tui.tui.widgets.steady_footer import SteadyFooter

KEMET = "kemet-seth"
#: how many lines of the log the seat's screen keeps
LOG_LINES = 40


def log_text(table: dict[str, Any], rows: int = LOG_LINES) -> Text:
    """The seat's log, its last ``rows`` plies, newest last: each ply's visible events (or
    its token when it had none). Drawn as text, never as markup (names come from people)."""
    lines = []
    for ply in table["log"]:
        said = " ".join(ply["events"]) or ply["token"]
        lines.append(f"{ply['number']}. {said}")
    return Text("\n".join(lines[-max(1, rows):]))


def seats_text(table: dict[str, Any]) -> str:
    """Who plays, and who is connected (the table sees it): ``Seth ●  A1 ○  A2 (bot)``."""
    parts = []
    for entry in table["seats"]:
        mark = "(bot)" if entry["bot"] else ("●" if entry["connected"] else "○ away")
        parts.append(f"{entry['label']} {mark}")
    return "   ".join(parts)


def status_of(table: dict[str, Any]) -> str:
    """What the seat is told under the board: the outcome, whom the game waits for, or who
    is asked."""
    if table["outcome"] is not None:
        return f"The game is over: {table['outcome']['reason']}"
    if table["waiting_for"]:
        return f"Waiting for {', '.join(table['waiting_for'])} to join (or to come back)."
    if table["asked"]:
        return "Your turn: choose in the list (a digit, arrows and Enter, or on the board)."
    asked = [e["label"] for e in table["seats"] if e["seat"] in table["answerers"]]
    return f"{', '.join(asked) or 'The host'} to answer."


class JoinedKemetScreen(Screen[None]):
    """One seat of a hosted Kemet: Seth game, on its own screen."""

    CSS_PATH = [GAME_CSS, KEMET_CSS, JOINED_CSS]

    BINDINGS = [
        Binding("m", "toggle_board", "Board", id="joined.board"),
        *[Binding(key, f"show_view('{view}')", name, id=f"joined.view-{view}", show=False)
          for view, name, key in VIEWS],
        *[Binding(str(digit), f"pick({digit - 1})", show=False, id=f"joined.pick{digit}")
          for digit in range(1, 10)],
        Binding("escape", "all_answers", "All answers", show=False, id="joined.cancel"),
        Binding("q", "leave", "Leave", id="joined.leave"),
    ]

    def __init__(self, link: Any) -> None:
        super().__init__()
        self.link = link
        #: the last ``table`` message (None until the host's first)
        self.table_message: dict[str, Any] | None = None
        self.view: KemetState | None = None
        self.narrowed: tuple[str, ...] | None = None
        self._asked_at: int | None = None
        #: the screen is going: the connection's end is not news
        self._leaving = False

    # --- layout ----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with BareVertical(id="kemet-body"):
            yield PlainStatic(id="joined-seats")
            with BareHorizontal(id="kemet-main"):
                yield KemetTable(lambda: ((), {}), id="kemet-table")
                with BareVertical(id="kemet-side"):
                    yield Scores(id="scores")
                    yield DiHand(id="di-hand")
                    yield DecisionPanel(id="decision")
                    yield Static(id="joined-log")
            yield StatusLine(id="status")
        yield SteadyFooter(compact=True)

    def on_mount(self) -> None:
        self.title = "Kemet: Seth"
        self.sub_title = "joining..."
        self.query_one("#joined-log").border_title = "Log"
        self.fit(self.app.size)
        self.listen()

    def on_resize(self, event: events.Resize) -> None:
        self.fit(event.size)

    def fit(self, have) -> None:
        """Side by side from 120 × 40 (the map full size from 160 × 50); below that the
        seat's own panels, with the board on demand (``m``)."""
        narrow = have.width < COMPACT.width or have.height < COMPACT.height
        self.set_class(narrow, "-narrow")
        self.set_class(not narrow and (have.width < FULL.width or have.height < FULL.height),
                       "-compact")
        self.query_one("#kemet-table", KemetTable).board.scale = \
            "full" if have.width >= FULL.width and have.height >= FULL.height else "compact"

    # --- messages from the host ----------------------------------------------------------
    @work(exclusive=True, group="link")
    async def listen(self) -> None:
        """Read the host's messages until the connection ends, drawing each."""
        try:
            await self.link.open()
            while True:
                message = await self.link.receive()
                if message.get("type") == "table":
                    self.show_table(message)
                elif message.get("type") == "refused":
                    self.say(f"Refused: {message.get('reason', '')}", "error")
        except KemetError as error:
            if not self._leaving:
                self.say(f"{error} (q leaves).", "error")
                self.sub_title = "not connected"

    def show_table(self, table: dict[str, Any]) -> None:
        """Draw the table as the host sent it."""
        if table.get("ruleset") != KEMET:
            self.say(f"This screen plays Kemet: Seth; the host plays {table.get('ruleset')}.",
                     "error")
            return
        first = self.table_message is None
        self.table_message = table
        self.view = get_ruleset(KEMET).load_state(table["view"])
        if first:
            give_looks(self, {}, self.view.n)
        if self._asked_at != table["plies"]:
            self.narrowed = None
        self.draw()
        self.say(status_of(table), "good" if table["asked"] else "info")
        if table["asked"] and self._asked_at != table["plies"]:
            self.query_one("#decision", DecisionPanel).focus_options()
        self._asked_at = table["plies"]

    def draw(self) -> None:
        table, view = self.table_message, self.view
        seat, tokens = table["seat"], self.tokens_now()
        self.query_one("#kemet-table", KemetTable).show(
            view, seat, tokens, new_decision=self._asked_at != table["plies"])
        self.query_one("#di-hand", DiHand).hold(
            view, seat or "", mapping.items_of(tokens, "di", "veto", "wound", "keep"))
        self.query_one("#scores", Scores).view = view
        panel = self.query_one("#decision", DecisionPanel)
        if table["asked"]:
            panel.prompt = describe_decision(view, view.decision)
            panel.choices = tuple((t, panels.answer_label(view, t)) for t in tokens)
        else:
            panel.prompt, panel.choices = "", ()
        log = self.query_one("#joined-log", Static)
        log.update(log_text(table, log.content_size.height or LOG_LINES))
        self.query_one("#joined-seats", PlainStatic).update(seats_text(table))
        who = next((e["label"] for e in table["seats"] if e["seat"] == seat), "spectator")
        self.sub_title = f"{panels.headline(view)} · {who}"

    def tokens_now(self) -> list[str]:
        tokens = list(self.table_message["legal"]) if self.table_message else []
        if self.narrowed is not None:
            tokens = [t for t in tokens if t in self.narrowed]
        return tokens

    # --- answering -------------------------------------------------------------------------
    @property
    def asked(self) -> bool:
        return bool(self.table_message and self.table_message["asked"])

    def send(self, token: str) -> None:
        """Send ``token`` to the host (which answers with the new table or a refusal)."""
        if not self.asked:
            self.say("It is not your turn to answer.", "warn")
            return
        self.narrowed = None
        self.say(f"Sent {token}...")
        self.run_worker(self.link.play(token), group="send")

    def on_decision_panel_chosen(self, message: DecisionPanel.Chosen) -> None:
        self.send(message.token)

    def action_pick(self, index: int) -> None:
        choices = self.query_one("#decision", DecisionPanel).choices
        if self.asked and 0 <= index < len(choices):
            self.send(choices[index][0])

    def offer(self, tokens: list[str], what: str) -> None:
        """A widget's pick means ``tokens``: send the only one, or narrow the list to them."""
        if not self.asked:
            return
        if len(tokens) == 1:
            self.send(tokens[0])
        elif tokens:
            self.narrowed = tuple(tokens)
            self.draw()
            self.query_one("#decision", DecisionPanel).focus_options()
            self.say(f"{len(tokens)} answers use {what}: choose one (Esc shows them all).")
        else:
            self.say(f"Nothing to do with {what} now.", "warn")

    def action_all_answers(self) -> None:
        if self.narrowed is not None and self.table_message is not None:
            self.narrowed = None
            self.draw()

    def legal(self) -> list[str]:
        return list(self.table_message["legal"]) if self.asked else []

    def on_kemet_board_space_chosen(self, message: KemetBoard.SpaceChosen) -> None:
        self.offer(mapping.tokens_for_space(self.legal(), message.space_id), message.space_id)

    def on_pyramid_board_board_space_chosen(self, message: PyramidBoard.BoardSpaceChosen
                                            ) -> None:
        self.offer(mapping.placements_on(self.legal(), message.short),
                   f"the space {message.short}")

    def on_combat_cards_cards_chosen(self, message: CombatCards.CardsChosen) -> None:
        token = mapping.token_for_cards(self.legal(), message.play, message.discard)
        self.offer([token] if token else [], "those two cards")

    def on_combat_cards_di_card_added(self, message: CombatCards.DiCardAdded) -> None:
        self.offer_item(message.card_id)

    def on_combat_cards_di_done(self, message: CombatCards.DiDone) -> None:
        self.offer([t for t in self.legal() if t == "done"], "Done")

    def on_tile_market_tile_chosen(self, message: TileMarket.TileChosen) -> None:
        self.offer_item(message.tile_id)

    def on_di_hand_di_card_chosen(self, message: DiHand.DiCardChosen) -> None:
        self.offer_item(message.card_id)

    def offer_item(self, item: str) -> None:
        what = name_of(self.view, item) if self.view is not None else item
        self.offer(mapping.tokens_for_item(self.legal(), item), what)

    # --- other keys ------------------------------------------------------------------------
    def action_show_view(self, view: str) -> None:
        self.query_one("#kemet-table", KemetTable).show_view(view)

    def action_toggle_board(self) -> None:
        """The whole board on demand (on a small screen it takes the seat's panels' place)."""
        self.toggle_class("-board")

    def action_leave(self) -> None:
        """Leave the table: the host keeps the game and this seat's place (join again with
        the same line)."""
        self.app.exit()

    async def on_unmount(self) -> None:
        """The screen goes: so does its connection (the host notes the seat away)."""
        self._leaving = True
        await self.link.close()

    def say(self, text: str, tone: str = "info") -> None:
        self.query_one("#status", StatusLine).say(text, tone)
