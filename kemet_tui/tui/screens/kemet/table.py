"""The table: the Kemet widgets on the left of the game screen, and what they post.

One view of the table at a time (a ``ContentSwitcher``, so hidden views cost nothing to draw;
their scrolling frames take no focus: Tab stops only where a focus is drawn, on the widgets):
the map (with the space under the cursor), the seat's action board, the battle, the tiles for
sale, the Alliance and the day. The decision asked picks the view that fits it; F2-F6 show
another. Every widget gets the seat's view (never the raw state) and the legal choices read off
``engine.legal_tokens()``; what a widget posts is turned back into the legal tokens it means
(:mod:`.mapping`) and played, or offered in the decision panel when it means several.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import ContentSwitcher, Static

from kemet_tui.rules.kemet.view.names import name_of
from kemet_tui.rules.kemet import KemetState
from kemet_tui.tui.screens.kemet import mapping
from kemet_tui.tui.screens.kemet.fought import fought_troops
from kemet_tui.tui.screens.kemet.visitors import visitors
from kemet_tui.tui.widgets.kemet import (
    CombatCards,
    CreatureCards,
    DayTrack,
    DiHand,
    KemetBoard,
    OsirisBoard,
    PyramidBoard,
    PyramidsOf,
    SpacePanel,
    TileMarket,
    choices_from_tokens,
)
from kemet_tui.tui.widgets.decision_list import DecisionList
from kemet_tui.tui.widgets.bare import BareSwitcher, BareVertical, BareVerticalScroll
from kemet_tui.tui.widgets.kemet.board_layout import kemet_map
from kemet_tui.tui.widgets.plain import PlainStatic

if TYPE_CHECKING:
    from textual.screen import Screen as _Base  # the screen this part is mixed into
else:
    _Base = object

#: (view id, tab name, key)
VIEWS = (("map", "Map", "f2"), ("actions", "Actions", "f3"), ("battle", "Battle", "f4"),
         ("tiles", "Tiles", "f5"), ("alliance", "Alliance & day", "f6"))
#: the view that fits a decision kind (the map otherwise)
VIEW_FOR_KIND = {
    "member-action": "actions", "seth-action": "actions", "free-level": "actions",
    "battle-di": "battle", "battle-cards": "battle", "battle-swap": "battle",
    "battle-wound": "battle", "battle-fighter": "battle", "casualties": "battle",
    "drop-card": "battle", "buy": "tiles", "setup-tile": "tiles", "corrupt-pyramid": "tiles",
    "ceremony": "alliance", "rite-di": "alliance",
}
#: the panels (ids) of each view that draw public facts only (kept behind the curtain)
PUBLIC_PANELS = {"map": ("board", "space-panel"), "actions": ("pyramids",),
                 "tiles": ("creature-cards",), "alliance": ("day", "osiris")}
#: the panels (ids) that draw a seat's own things (emptied behind the curtain)
PRIVATE_PANELS = ("pyramid", "combat", "market", "di-hand")
#: the verbs whose answer names a tile of the market (buy, take a free one, corrupt)
TILE_VERBS = ("buy", "tile", "free", "take")
#: battle events the battle view tells step by step
BATTLE_EVENTS = {"reveal", "swap", "wound", "battle", "casualties", "corrupt", "vp", "retreat",
                 "recall"}


SYNC_VIEW = {
    "map": lambda table, *args: table.sync_map(*args),
    "actions": lambda table, *args: table.sync_actions(*args),
    "battle": lambda table, *args: table.sync_battle(*args),
    "tiles": lambda table, *args: table.sync_tiles(*args),
    "alliance": lambda table, *args: table.sync_alliance(*args),
}


def tabs_text(active: str) -> Text:
    text = Text()
    for index, (view, name, key) in enumerate(VIEWS):
        if index:
            text.append("  ")
        style = "bold reverse #e8c35a" if view == active else "#8a93a6"
        text.append(f" {key.upper()} {name} ", style=style)
    return text


def battle_steps_in(plies, seat: str | None) -> tuple[str, ...]:
    """The events ``seat`` may read of the battle in progress at the end of ``plies`` (or the
    last one before), newest last (the replay passes the plies up to its step)."""
    steps: list[str] = []
    for ply in reversed(plies):
        for event in reversed(ply.events):
            if event.kind == "battle-end" and steps:
                return tuple(reversed(steps))
            if event.kind in BATTLE_EVENTS and event.visible_to(seat):
                steps.append(event.text)
    return tuple(reversed(steps))


class KemetTable(_Base):
    """Mixin of :class:`KemetGameScreen`: the widgets of the table and their messages."""

    def compose_table(self) -> ComposeResult:
        with BareVertical(id="kemet-table"):
            yield PlainStatic(tabs_text("map"), id="view-tabs")
            with BareSwitcher(initial="view-map", id="table"):
                with BareVertical(id="view-map"):
                    yield KemetBoard(id="board")
                    yield SpacePanel(id="space-panel")
                with BareVerticalScroll(id="view-actions", can_focus=False):
                    yield PyramidBoard(id="pyramid")
                    yield PyramidsOf(id="pyramids")
                with BareVerticalScroll(id="view-battle", can_focus=False):
                    yield CombatCards(id="combat")
                with BareVerticalScroll(id="view-tiles", can_focus=False):
                    yield TileMarket(id="market")
                    yield CreatureCards(id="creature-cards")
                with BareVerticalScroll(id="view-alliance", can_focus=False):
                    yield DayTrack(id="day")
                    yield OsirisBoard(id="osiris")

    @property
    def board(self) -> KemetBoard:
        return self.query_one("#board", KemetBoard)

    # --- views --------------------------------------------------------------------------------------
    @property
    def table_view(self) -> str:
        return (self.query_one("#table", ContentSwitcher).current or "view-map")[5:]

    def show_table(self, view: str) -> None:
        """Show one view of the table (and bring its widgets up to date: hidden views are not
        kept up to date, so that an action repaints only what is seen)."""
        if view != self.table_view:
            self.query_one("#table", ContentSwitcher).current = f"view-{view}"
            self.query_one("#view-tabs", Static).update(tabs_text(view), layout=False)
        if self._table is not None:
            SYNC_VIEW[view](self, *self._table)

    def action_show_view(self, view: str) -> None:
        self.show_table(view)

    # --- attributes down ------------------------------------------------------------------------
    def sync_table(self, view: KemetState | None, seat: str | None, tokens: list[str],
                   new_decision: bool) -> None:
        """Hand ``view`` and the legal choices to the widgets in sight; a new decision shows
        the view of the table that fits it."""
        private = seat if self.is_private(seat) else ""
        self._table = (view, private, tokens)
        self.sync_hand(view, private, tokens)
        shown = self.table_view
        if new_decision and view is not None and view.decision is not None:
            shown = VIEW_FOR_KIND.get(view.decision.kind, "map")
        self.show_table(shown)

    def sync_map(self, view: KemetState | None, seat: str, tokens: list[str]) -> None:
        self.board.show(view, self.targets(view, tokens), self.selected_space(view),
                        visitors(view))
        self.query_one("#space-panel", SpacePanel).view = view

    def sync_actions(self, view: KemetState | None, seat: str, tokens: list[str]) -> None:
        pyramid = self.query_one("#pyramid", PyramidBoard)
        pyramid.display = bool(seat)
        if seat and view is not None:
            pyramid.view, pyramid.seat = view, seat  # the view first: the title names the seat
            pyramid.choices = choices_from_tokens(view, seat, tokens)
        self.query_one("#pyramids", PyramidsOf).view = view

    def sync_tiles(self, view: KemetState | None, seat: str, tokens: list[str]) -> None:
        market = self.query_one("#market", TileMarket)
        market.seat, market.view = seat, view
        market.buyable = mapping.items_of(tokens, "buy", "tile")
        self.query_one("#creature-cards", CreatureCards).view = view

    def sync_alliance(self, view: KemetState | None, seat: str, tokens: list[str]) -> None:
        self.query_one("#day", DayTrack).view = view
        self.query_one("#osiris", OsirisBoard).view = view

    def sync_hand(self, view: KemetState | None, seat: str, tokens: list[str]) -> None:
        """The seat's DI cards, beside the table whatever its view (a private seat only)."""
        hand = self.query_one("#di-hand", DiHand)
        if not seat or view is None:
            hand.display = bool(seat)
            return
        playable = mapping.items_of(tokens, "di", "veto", "wound", "keep")
        # what the hand shows: the seat's cards and the others' counts; a new view with the
        # same cards would only lay the side panel out again
        shown = (seat, view.seat(seat).di_hand, tuple(len(s.di_hand) for s in view.seats))
        if shown != self._hand_shown or hand.view is None:
            self._hand_shown = shown
            hand.view, hand.seat = view, seat  # the view first: the title names the seat
        hand.playable = playable
        hand.display = True  # shown with its cards: showing it measures it at once

    def sync_battle(self, view: KemetState | None, seat: str, tokens: list[str]) -> None:
        combat = self.query_one("#combat", CombatCards)
        combat.seat, combat.view = seat, view
        combat.choices = mapping.items_of(tokens, "fight")
        combat.steps = self.battle_steps()
        combat.fought = fought_troops(self.engine) if view is not None else {}

    def fought_with(self) -> dict:
        """The combat widget's keywords for the troops the battle was fought with."""
        return {"fought": fought_troops(self.engine)}

    def battle_steps(self) -> tuple[str, ...]:
        return battle_steps_in(self.engine.plies[-40:], self.eyes)

    def targets(self, view: KemetState | None, tokens: list[str]) -> frozenset[str]:
        if view is None:
            return frozenset()
        return mapping.spaces_in(tokens, kemet_map(view.n).ids)

    def selected_space(self, view: KemetState | None) -> str:
        """The space a move in progress stands on (shown in amber)."""
        top = view.decision if view is not None else None
        if top is not None and top.kind == "move" and top.get("stage") != "troop":
            return str(top.get("at") or "")
        return ""

    def blank_table(self) -> None:
        """Nobody's own things on the table (behind the curtain): the seat's DI cards, action
        board, battle cards, tiles and choices on the map are emptied. The panels that draw
        public facts only are left to :meth:`public_table`."""
        self._table, self._hand_shown = None, None
        self.query_one("#di-hand", DiHand).display = False
        for panel in PRIVATE_PANELS:  # by id: a selector query walks the whole screen
            self.get_widget_by_id(panel).view = None
        board = self.board
        board.show(board.view, frozenset(), "")

    def public_table(self, public: KemetState) -> None:
        """While the curtain is up: the table shows the view the next decision picks (its
        kind is public) and its panels that draw public facts only (the map, the pyramids,
        the Alliance and the day) the public view, the same for every seat, so that lifting
        the curtain does not draw them again; the hidden views are emptied."""
        if public.decision is not None:
            self.show_table(VIEW_FOR_KIND.get(public.decision.kind, "map"))
        in_sight = self.table_view
        for view, panels in PUBLIC_PANELS.items():
            for panel in panels:
                self.get_widget_by_id(panel).view = public if view == in_sight else None

    # --- messages up ------------------------------------------------------------------------------
    _table: tuple[KemetState | None, str, list[str]] | None = None
    _hand_shown: object = None

    def on_kemet_board_space_chosen(self, message: KemetBoard.SpaceChosen) -> None:
        self.choose_space(message.space_id)

    def on_kemet_board_cursor_moved(self, message: KemetBoard.CursorMoved) -> None:
        self.query_one("#space-panel", SpacePanel).space = message.space_id

    def on_pyramid_board_board_space_chosen(self, message: PyramidBoard.BoardSpaceChosen
                                            ) -> None:
        tokens = mapping.placements_on(self.engine.legal_tokens(), message.short)
        self.offer(tokens, f"the space {message.short}")

    def on_combat_cards_cards_chosen(self, message: CombatCards.CardsChosen) -> None:
        token = mapping.token_for_cards(self.engine.legal_tokens(), message.play,
                                        message.discard)
        self.offer([token] if token else [], "those two cards")

    def on_combat_cards_di_card_added(self, message: CombatCards.DiCardAdded) -> None:
        self.offer_item(message.card_id)

    def on_combat_cards_di_done(self, message: CombatCards.DiDone) -> None:
        tokens = self.engine.legal_tokens() if self.deciding else []
        self.offer([t for t in tokens if t == "done"], "Done")

    def on_decision_list_highlighted(self, message: DecisionList.Highlighted) -> None:
        """An answer that buys or takes a tile is highlighted: the market shows that tile's
        whole text (its detail stayed on one tile whatever answer was highlighted)."""
        choices = self.decision.choices
        if self.table_view != "tiles" or not 0 <= message.index < len(choices):
            return
        tiles = mapping.items_of([choices[message.index][0]], *TILE_VERBS)
        market = self.query_one("#market", TileMarket)
        if len(tiles) == 1 and next(iter(tiles)) in {s.key for s in market.spots()}:
            market.cursor = next(iter(tiles))

    def on_tile_market_tile_chosen(self, message: TileMarket.TileChosen) -> None:
        self.offer_item(message.tile_id)

    def on_di_hand_di_card_chosen(self, message: DiHand.DiCardChosen) -> None:
        self.offer_item(message.card_id)

    def offer_item(self, item: str) -> None:
        tokens = self.engine.legal_tokens() if self.deciding else []
        self.offer(mapping.tokens_for_item(tokens, item), name_of(self.engine.state, item))
