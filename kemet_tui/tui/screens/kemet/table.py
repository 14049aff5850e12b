"""The table: the Kemet widgets on the left of the game screen and of the replay, as one
widget that owns which view is up and what each view was last given.

One view of the table at a time (a ``ContentSwitcher``, so hidden views cost nothing to draw;
their scrolling frames take no focus: Tab stops only where a focus is drawn, on the widgets):
the map (with the space under the cursor), the seat's action board, the battle, the tiles for
sale, the Alliance and the day. The decision asked picks the view that fits it; F2-F6 (the
screen's keys) show another. Attributes down: the screen hands the table the seat's view
(never the raw state) and the legal choices (:meth:`KemetTable.show`). Messages up: what its
widgets post (a space, a card, a tile, an action-board space picked) bubbles up to the screen,
which turns it into the legal tokens it means (:mod:`~kemet_tui.tui.parts.kemet.mapping`); the table
keeps to itself only the map's cursor, which its space panel follows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import ContentSwitcher, Static

from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view import battle
from kemet_tui.tui.parts.kemet import mapping
from kemet_tui.tui.parts.kemet.handover import is_private
from kemet_tui.tui.parts.kemet.visitors import visitors
from kemet_tui.tui.widgets.bare import (
    BareHorizontal,
    BareSwitcher,
    BareVertical,
    BareVerticalScroll,
)
from kemet_tui.tui.widgets.kemet import (
    CombatCards,
    CreatureCards,
    DayTrack,
    KemetBoard,
    OsirisBoard,
    PyramidBoard,
    PyramidsOf,
    SeatTiles,
    SpacePanel,
    TileMarket,
    choices_from_tokens,
)
from kemet_tui.tui.widgets.kemet.board_layout import kemet_map
from kemet_tui.tui.widgets.plain import PlainStatic

#: (view id, tab name, key)
VIEWS = (
    ("map", "Map", "f2"),
    ("actions", "Actions", "f3"),
    ("battle", "Battle", "f4"),
    ("tiles", "Tiles", "f5"),
    ("alliance", "Alliance & day", "f6"),
)
#: the view that fits a decision kind (the map otherwise)
VIEW_FOR_KIND = {
    "member-action": "actions",
    "seth-action": "actions",
    "free-level": "actions",
    "battle-di": "battle",
    "battle-cards": "battle",
    "battle-swap": "battle",
    "battle-wound": "battle",
    "battle-fighter": "battle",
    "casualties": "battle",
    "drop-card": "battle",
    "buy": "tiles",
    "setup-tile": "tiles",
    "corrupt-pyramid": "tiles",
    "ceremony": "alliance",
    "rite-di": "alliance",
}
#: the panels (ids) of each view that draw public facts only (kept behind the curtain)
PUBLIC_PANELS = {
    "map": ("board", "space-panel"),
    "actions": ("pyramids",),
    "tiles": ("seat-tiles", "creature-cards"),
    "alliance": ("day", "osiris"),
}
#: the panels (ids) that draw a seat's own things (emptied behind the curtain)
PRIVATE_PANELS = ("pyramid", "combat", "market")
#: the verbs whose answer names a tile of the market (buy, take a free one, corrupt)
TILE_VERBS = ("buy", "tile", "free", "take")
#: battle events the battle view tells step by step
BATTLE_EVENTS = {
    "reveal",
    "swap",
    "wound",
    "battle",
    "battle-result",
    "casualties",
    "corrupt",
    "vp",
    "retreat",
    "recall",
}


#: the facts of the battle in progress that the battle view draws beyond the view: the steps
#: the viewer may read, and the troops it was fought with (``{"att": ..., "def": ...}``)
BattleFacts = tuple[tuple[str, ...], dict[str, Any]]


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


def targets(view: KemetState | None, tokens: list[str]) -> frozenset[str]:
    """The spaces the legal ``tokens`` name (marked on the map)."""
    if view is None:
        return frozenset()
    return mapping.spaces_in(tokens, kemet_map(view.n).ids)


def selected_space(view: KemetState | None) -> str:
    """The space a move in progress stands on (shown in amber)."""
    top = view.decision if view is not None else None
    if top is not None and top.kind == "move" and top.get("stage") != "troop":
        return str(top.get("at") or "")
    return ""


class KemetTable(BareVertical):
    """The table of a Kemet screen; ``battle_facts()`` gives what the battle view draws beyond
    the view (asked only while that view is up: hidden views are not kept up to date)."""

    def __init__(self, battle_facts: Callable[[], BattleFacts], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.battle_facts = battle_facts
        #: what the views were last given: (view, private seat, tokens, action-board seat)
        self._given: tuple[KemetState | None, str, list[str], str] | None = None

    def compose(self) -> ComposeResult:
        yield PlainStatic(tabs_text("map"), id="view-tabs")
        with BareSwitcher(initial="view-map", id="table"):
            with BareVerticalScroll(id="view-map", can_focus=False):
                yield KemetBoard(id="board")
                yield SpacePanel(id="space-panel")
            with BareVerticalScroll(id="view-actions", can_focus=False):
                # side by side: under the board the pyramids left a band of empty columns
                with BareHorizontal(id="actions-row"):
                    yield PyramidBoard(id="pyramid")
                    yield PyramidsOf(id="pyramids")
            with BareVerticalScroll(id="view-battle", can_focus=False):
                yield CombatCards(id="combat")
            with BareVerticalScroll(id="view-tiles", can_focus=False):
                yield TileMarket(id="market")
                yield SeatTiles(id="seat-tiles")
                yield CreatureCards(id="creature-cards")
            with BareVerticalScroll(id="view-alliance", can_focus=False):
                yield DayTrack(id="day")
                yield OsirisBoard(id="osiris")

    @property
    def board(self) -> KemetBoard:
        return self.query_one("#board", KemetBoard)

    # --- views --------------------------------------------------------------------------------------
    @property
    def current(self) -> str:
        """The view up now (``map``, ``actions``, ``battle``, ``tiles``, ``alliance``)."""
        return (self.query_one("#table", ContentSwitcher).current or "view-map")[5:]

    def show_view(self, view: str) -> None:
        """Show one view of the table (and bring its widgets up to date: hidden views are not
        kept up to date, so that an action repaints only what is seen)."""
        if view != self.current:
            self.query_one("#table", ContentSwitcher).current = f"view-{view}"
            self.query_one("#view-tabs", Static).update(tabs_text(view), layout=False)
        if self._given is not None:
            self._sync(view, *self._given)

    # --- attributes down ------------------------------------------------------------------------
    def show(
        self,
        view: KemetState | None,
        seat: str | None,
        tokens: list[str],
        new_decision: bool,
        board_seat: str | None = None,
    ) -> None:
        """Hand ``view`` and the legal choices to the widgets in sight; a new decision shows
        the view of the table that fits it. The action board drawn is ``board_seat``'s (the
        seat on screen unless said: the replay draws the board of the seat a step is about)."""
        private = seat if is_private(seat) else ""
        self._given = (view, private, tokens, private if board_seat is None else board_seat)
        shown = self.current
        if new_decision and view is not None and view.decision is not None:
            shown = VIEW_FOR_KIND.get(view.decision.kind, "map")
        self.show_view(shown)

    def _sync(
        self, shown: str, view: KemetState | None, seat: str, tokens: list[str], board_seat: str
    ) -> None:
        if shown == "map":
            self.board.show(view, targets(view, tokens), selected_space(view), visitors(view))
            self.query_one("#space-panel", SpacePanel).view = view
        elif shown == "actions":
            self._sync_actions(view, board_seat, tokens if board_seat == seat else [])
        elif shown == "battle":
            self._sync_battle(view, seat, tokens)
        elif shown == "tiles":
            market = self.query_one("#market", TileMarket)
            market.seat, market.view = seat, view
            market.buyable = mapping.items_of(tokens, "buy", "tile")
            self.query_one("#seat-tiles", SeatTiles).view = view
            self.query_one("#creature-cards", CreatureCards).view = view
        else:
            self.query_one("#day", DayTrack).view = view
            self.query_one("#osiris", OsirisBoard).view = view

    def _sync_actions(self, view: KemetState | None, seat: str, tokens: list[str]) -> None:
        pyramid = self.query_one("#pyramid", PyramidBoard)
        pyramid.display = bool(seat)
        if seat and view is not None:
            pyramid.view, pyramid.seat = view, seat  # the view first: the title names the seat
            pyramid.choices = choices_from_tokens(view, seat, tokens)
        self.query_one("#pyramids", PyramidsOf).view = view

    def _sync_battle(self, view: KemetState | None, seat: str, tokens: list[str]) -> None:
        combat = self.query_one("#combat", CombatCards)
        combat.seat, combat.view = seat, None if view is None else battle.as_seen(view)
        combat.choices = mapping.items_of(tokens, "fight")
        steps, fought = self.battle_facts()
        combat.steps = steps
        combat.fought = fought if view is not None else {}

    def blank(self) -> None:
        """Nobody's own things on the table (behind the curtain): the seat's action board,
        battle cards, tiles and choices on the map are emptied. The panels that draw public
        facts only are left to :meth:`show_public`."""
        self._given = None
        for panel in PRIVATE_PANELS:  # by id: a selector query walks the whole screen
            self.get_widget_by_id(panel).view = None
        board = self.board
        board.show(board.view, frozenset(), "")

    def show_public(self, public: KemetState) -> None:
        """While the curtain is up: the table shows the view the next decision picks (its
        kind is public) and its panels that draw public facts only (the map, the pyramids,
        the Alliance and the day) the public view, the same for every seat, so that lifting
        the curtain does not draw them again; the hidden views are emptied."""
        if public.decision is not None:
            self.show_view(VIEW_FOR_KIND.get(public.decision.kind, "map"))
        in_sight = self.current
        for view, panels in PUBLIC_PANELS.items():
            for panel in panels:
                self.get_widget_by_id(panel).view = public if view == in_sight else None

    def point_market_at(self, tile: str) -> None:
        """The market's cursor on ``tile``, when the tiles are up and it is for sale there (an
        answer naming it is highlighted in the decision list: the market shows its text)."""
        market = self.query_one("#market", TileMarket)
        if self.current == "tiles" and tile in {s.key for s in market.spots()}:
            market.cursor = tile

    # --- what stays inside ------------------------------------------------------------------------
    def on_kemet_board_cursor_moved(self, message: KemetBoard.CursorMoved) -> None:
        """The space panel describes the space under the map's cursor."""
        message.stop()
        self.query_one("#space-panel", SpacePanel).space = message.space_id
