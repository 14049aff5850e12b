"""Seth's creature cards, public: each with the level of its creature's tile, the phase its
ability works in, its power and its ability, so that Corrupt a creature is chosen with the
facts in sight (the tiles view shows them under the market)."""

from __future__ import annotations

from collections.abc import Hashable

from rich.text import Text

from kemet_tui.rules.kemet import SETH, KemetState
from kemet_tui.rules.kemet.view.names import content_name, creature_card_facts
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.view_panel import ViewPanel


class CreatureCards(ViewPanel):
    """The creature cards Seth holds, one entry each (name, then its facts)."""

    BORDER_TITLE = "Seth's creature cards"

    def shown(self, view: KemetState) -> Hashable:
        return cards_of(view)

    def render(self) -> Text:
        view = self.view
        if view is None:
            return Text("")
        cards = cards_of(view)
        if not cards:
            return Text("Seth holds no creature card.", g.MUTED)
        lines = []
        for card in dict.fromkeys(cards):
            line = g.styled(content_name(card) or card, g.STRONG)
            line.append(f"  {creature_card_facts(card)}", g.TEXT)
            lines.append(line)
        return Text("\n").join(lines)


def cards_of(view: KemetState) -> tuple[str, ...]:
    """Seth's creature cards in ``view`` (none when Seth does not play)."""
    return view.seat(SETH).creature_cards if SETH in view.seat_ids else ()


__all__ = ["CreatureCards"]
