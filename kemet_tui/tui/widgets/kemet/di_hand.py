"""A seat's Divine Intervention cards, with their text; other seats' hands as counts only.

``DiHand`` shows ``seat``'s hand from ``view`` (the seat's own view: other hands are blanked
there, and this widget never shows more than counts for them), each card with its cost, when
it is played (``battle``, ``day``…) and its text; ``playable`` lights the cards the decision at
hand allows. Arrows walk the cards; Enter, space or a click posts :class:`DiHand.DiCardChosen`.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive

from kemet_tui.rules.kemet.common import di_card
from kemet_tui.rules.kemet.decisions import HIDDEN
from kemet_tui.rules.kemet.state import KemetState
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.market import clip
from kemet_tui.tui.widgets.kemet.picker import Picker, Spot

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

    view: reactive[KemetState | None] = reactive(None, layout=True)
    #: whose hand: the seat the view was made for
    seat: reactive[str] = reactive("", layout=True)
    #: the card ids the decision at hand allows
    playable: reactive[frozenset[str]] = reactive(frozenset())

    def __init__(self, view: KemetState | None = None, seat: str = "", *,
                 playable: frozenset[str] = frozenset(), name: str | None = None,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(DiHand.view, view)
        self.set_reactive(DiHand.seat, seat)
        self.set_reactive(DiHand.playable, frozenset(playable))

    def on_mount(self) -> None:
        self.watch_seat(self.seat)

    def watch_seat(self, seat: str) -> None:
        self.border_title = f"{g.seat_name(self.view, seat)}'s DI cards" if seat else "DI cards"

    def own_cards(self) -> list[tuple[str, str]]:
        """(key, card id) of the cards this widget may show (none hidden)."""
        return [(card_key(i, c), c) for i, c in enumerate(hand_of(self.view, self.seat))
                if c != HIDDEN]

    def spots(self) -> list[Spot]:
        width = max(self.content_size.width, 30)
        return [Spot(key, 2 * i, 0, width, 2) for i, (key, _) in enumerate(self.own_cards())]

    def picked(self, key: str) -> None:
        card = key.partition(":")[2]
        self.post_message(self.DiCardChosen(card, card in self.playable))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(1, 2 * len(self.own_cards())) + 1

    def render(self) -> Text:
        width = max(self.content_size.width, 30)
        lines: list[Text] = []
        for key, card in self.own_cards():
            lines += self._card(key, card, width)
        if not lines:
            lines.append(Text("No DI card in hand.", g.MUTED))
        lines.append(self._others())
        return Text("\n").join(lines)

    def _card(self, key: str, card: str, width: int) -> list[Text]:
        spec = di_card(card)
        playable = card in self.playable
        bg = (CURSOR_PLAYABLE_BG if playable else CURSOR_BG) if self.is_cursor(key) else \
            (PLAYABLE_BG if playable else CARD_BG)
        head = Text(style=Style(bgcolor=bg))
        head.append(spec.name, Style(color="#f0f3f8", bold=True, underline=playable))
        head.append(f"  {spec.cost} PP · {spec.timing}", Style(color="#e8c35a"))
        head.pad_right(width - head.cell_len)
        body = Text(clip(spec.text, width, 1)[0], Style(color="#c3c8d2", bgcolor=bg))
        body.pad_right(width - body.cell_len)
        return [head, body]

    def _others(self) -> Text:
        view = self.view
        text = Text("Others: ", g.MUTED)
        if view is None:
            return text
        for seat in view.seat_ids:
            if seat == self.seat:
                continue
            text.append_text(g.seat_text(view, seat, looks=self.looks))
            text.append(f" {len(view.seat(seat).di_hand)}  ", g.TEXT)
        return text


__all__ = ["DiHand", "hand_of"]
