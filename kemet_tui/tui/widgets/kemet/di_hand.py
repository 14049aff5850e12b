"""A seat's Divine Intervention cards, with their text; other seats' hands as counts only.

``DiHand`` shows ``seat``'s hand from ``view`` (the seat's own view: other hands are blanked
there, and this widget never shows more than counts for them), each card with its cost, when
it is played (``battle``, ``day``…) and its text; ``playable`` lights the cards the decision at
hand allows. Arrows walk the cards; Enter, space or a click posts :class:`DiHand.DiCardChosen`.

A card's text takes one line (cut with ``…``) except the card under the cursor while the hand
has the focus: it shows its whole text, so that a card is read in full without the help. When
the texts would not fit in the rows the panel may take (its ``max-height``: a hand of four in
the full layout, three in the compact one), each card shows its name line only, and its text
under the cursor: no card is cut off the bottom unseen. The other seats' counts wrap onto as
many lines as they need (five members do not fit on one). A hand the view shows face up (a
fellow member's, under the open-hands house rule) is listed by name under the counts.
"""

from __future__ import annotations

import io
import textwrap

from rich.console import Console
from rich.style import Style
from rich.text import Text
from textual.css.scalar import Unit
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive

from kemet_tui.rules.kemet import HIDDEN, KemetState
from kemet_tui.rules.kemet.view.content import di_card
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.market import clip
from kemet_tui.tui.widgets.kemet.picker import Picker, Spot
from kemet_tui.tui.widgets.plain import plain

#: only measures text for wrapping (never prints)
_CONSOLE = Console(width=200, file=io.StringIO())
CARD_BG, PLAYABLE_BG, CURSOR_BG, CURSOR_PLAYABLE_BG = "#262a32", "#2f6b3d", "#3d6fd6", "#46b565"


def hand_of(view: KemetState | None, seat: str) -> tuple[str, ...]:
    """The cards ``seat`` holds as ``view`` shows them (``?`` for a hidden card)."""
    if view is None or seat not in view.seat_ids:
        return ()
    return view.seat(seat).di_hand


def card_key(index: int, card: str) -> str:
    return f"{index}:{card}"


class DiHand(g.SeatLooked, Picker):
    """The seat's DI cards with their text; the other seats' DI cards as counts."""

    DEFAULT_CSS = """
    DiHand {
        height: auto;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    DiHand:focus { border: round $accent; }
    """

    class DiCardChosen(Message):
        """The player picked the DI card ``card_id``; ``is_playable`` says whether the
        decision allows it (it is in ``playable``)."""

        def __init__(self, card_id: str, is_playable: bool) -> None:
            super().__init__()
            self.card_id = card_id
            self.is_playable = is_playable

    REDRAWN_BY = ("view", "playable")

    view: reactive[KemetState | None] = reactive(None, repaint=False)
    #: whose hand: the seat the view was made for
    seat: reactive[str] = reactive("", repaint=False)
    #: the card ids the decision at hand allows
    playable: reactive[frozenset[str]] = reactive(frozenset(), repaint=False)

    def __init__(
        self,
        view: KemetState | None = None,
        seat: str = "",
        *,
        playable: frozenset[str] = frozenset(),
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(DiHand.view, view)
        self.set_reactive(DiHand.seat, seat)
        self.set_reactive(DiHand.playable, frozenset(playable))

    def on_mount(self) -> None:
        self.watch_seat(self.seat)

    # --- attributes down ------------------------------------------------------------------------
    _held: object = None

    def hold(self, view: KemetState | None, seat: str, playable: frozenset[str]) -> None:
        """Show ``seat``'s cards in ``view`` (no seat: hidden), ``playable`` marked. A new view
        with the same cards and counts keeps the drawn hand: it would only lay the side panel
        out again."""
        if not seat or view is None:
            self.display = bool(seat)
            return
        held = (seat, view.seat(seat).di_hand, tuple(len(s.di_hand) for s in view.seats))
        if held != self._held or self.view is None:
            self._held = held
            self.view, self.seat = view, seat  # the view first: the title names the seat
        self.playable = playable
        self.display = True  # shown with its cards: showing it measures it at once

    def clear(self) -> None:
        """Nobody's cards (behind the curtain): hidden and emptied."""
        self._held = None
        self.display = False
        self.view = None

    def watch_seat(self, seat: str) -> None:
        self.border_title = plain(
            f"{g.seat_name(self.view, seat)}'s DI cards" if seat else "DI cards"
        )
        self.redraw()

    def own_cards(self) -> list[tuple[str, str]]:
        """(key, card id) of the cards this widget may show (none hidden)."""
        return [
            (card_key(i, c), c) for i, c in enumerate(hand_of(self.view, self.seat)) if c != HIDDEN
        ]

    def expanded(self) -> str:
        """The key of the card shown in full: the one under the cursor, while focused."""
        keys = [key for key, _ in self.own_cards()]
        if not self.has_focus or not keys:
            return ""
        return self.cursor if self.cursor in keys else keys[0]

    def text_rows(self, width: int) -> dict[str, int]:
        """The text rows of each card (by key) at ``width``, worked out once for them all: one
        each and the whole text under the cursor; in a hand too long for its panel
        (:meth:`brief`), none but the cursor's, in the rows the names and counts leave."""
        rows = self._full_text_rows(width)
        if not self._overflows(rows, width):
            return rows
        expanded = self.expanded()
        room = max(0, self.rows_allowed() - len(rows) - len(self._others(width)))
        return {key: min(count, room) if key == expanded else 0 for key, count in rows.items()}

    def brief(self, width: int) -> bool:
        """The cards' texts would overflow the rows the panel may take: names only."""
        return self._overflows(self._full_text_rows(width), width)

    def _full_text_rows(self, width: int) -> dict[str, int]:
        expanded = self.expanded()
        return {
            key: self.whole_text(card, width) if key == expanded else 1
            for key, card in self.own_cards()
        }

    def _overflows(self, text_rows: dict[str, int], width: int) -> bool:
        budget = self.rows_allowed()
        rows = len(text_rows) + sum(text_rows.values()) + len(self._others(width))
        return budget is not None and rows > budget

    @staticmethod
    def whole_text(card: str, width: int) -> int:
        return max(1, len(textwrap.wrap(di_card(card).text, width)))

    def rows_allowed(self) -> int | None:
        """The content rows the panel may take (its ``max-height`` less its frame)."""
        limit = self.styles.max_height
        if limit is None or limit.unit != Unit.CELLS:
            return None
        return int(limit.value) - self.styles.gutter.height

    def spots(self, width: int | None = None) -> list[Spot]:
        width = max(width or self.content_size.width, 30)
        out, line = [], 0
        text_rows = self.text_rows(width)
        for key, _ in self.own_cards():
            height = 1 + text_rows[key]
            out.append(Spot(key, line, 0, width, height))
            line += height
        return out

    def watch_cursor(self) -> None:
        self.measure_again()  # the card under the cursor shows its whole text

    def on_focus(self) -> None:
        self.measure_again()

    def on_blur(self) -> None:
        self.measure_again()

    def picked(self, key: str) -> None:
        card = key.partition(":")[2]
        self.post_message(self.DiCardChosen(card, card in self.playable))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        cards = sum(spot.height for spot in self.spots(width))
        return max(1, cards) + len(self._others(max(width, 30)))

    def render(self) -> Text:
        width = max(self.content_size.width, 30)
        lines: list[Text] = []
        text_rows = self.text_rows(width)
        for key, card in self.own_cards():
            lines += self._card(key, card, width, text_rows[key])
        if not lines:
            lines.append(Text("No DI card in hand.", g.MUTED))
        lines += self._others(width)
        return Text("\n").join(lines)

    def _card(self, key: str, card: str, width: int, text_rows: int) -> list[Text]:
        spec = di_card(card)
        playable = card in self.playable
        bg = (
            (CURSOR_PLAYABLE_BG if playable else CURSOR_BG)
            if self.is_cursor(key)
            else (PLAYABLE_BG if playable else CARD_BG)
        )
        head = Text(style=Style(bgcolor=bg), no_wrap=True, overflow="ellipsis")
        head.append(spec.name, Style(color="#f0f3f8", bold=True, underline=playable))
        about = f"  {spec.cost} PP · {spec.timing}"
        if len(spec.name) + len(about) > width:  # one row a card: the panel counts on it
            about = f" {spec.cost}PP·{spec.timing}"
        head.append(about, Style(color="#e8c35a"))
        head.truncate(width, overflow="ellipsis")
        head.pad_right(width - head.cell_len)
        out = [head]
        for row in clip(spec.text, width, text_rows) if text_rows else ():
            body = Text(row, Style(color="#c3c8d2", bgcolor=bg))
            body.pad_right(width - body.cell_len)
            out.append(body)
        return out

    def _others(self, width: int) -> list[Text]:
        """``Others: ☥ Seth 2  ♦ A1 3 …``, wrapped between two seats (never inside one)."""
        view = self.view
        lines = [Text("Others: ", g.MUTED)]
        if view is None:
            return lines
        seats_on_line = 0
        for seat in view.seat_ids:
            if seat == self.seat:
                continue
            part = g.seat_text(view, seat, looks=self.looks)
            part.append(f" {len(view.seat(seat).di_hand)}", g.TEXT)
            line = lines[-1]
            gap = 2 if seats_on_line else 0
            if seats_on_line and line.cell_len + gap + part.cell_len > width:
                lines.append(Text("  "))
                line, gap, seats_on_line = lines[-1], 0, 0
            line.append(" " * gap)
            line.append_text(part)
            seats_on_line += 1
        return lines + self._open_hands(width)

    def _open_hands(self, width: int) -> list[Text]:
        """The other hands ``view`` shows face up (a fellow member's under the open-hands
        house rule: the core's view decides, so never Seth's, and never to Seth), one seat a
        line: ``♠ A2: War Rage, Prayer``, wrapped to ``width``."""
        view, lines = self.view, []
        if view is None:
            return lines
        for seat in view.seat_ids:
            hand = view.seat(seat).di_hand
            if seat == self.seat or not hand or HIDDEN in hand:
                continue
            line = g.seat_text(view, seat, looks=self.looks)
            line.append(": " + ", ".join(di_card(card).name for card in hand), g.TEXT)
            lines += list(line.wrap(_CONSOLE, width))
        return lines


__all__ = ["DiHand", "hand_of"]
