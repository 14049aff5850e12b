"""Who plays which colour, whose turn it is, and the ships each holds in reserve.

The panel is drawn from the position and the seat to act that its screen hands down; it knows
the Seti glyphs (for the legend) but nothing of the rules.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from kemet_tui.rules.seti.board import COLOUR_NAMES, SEATS
from kemet_tui.rules.seti.state import SetiState
from kemet_tui.tui.widgets.glyphs import BROWN_FG, SHIP_FG, WHITE_FG, legend_pieces

SEAT_COLOURS = (WHITE_FG, BROWN_FG)
MUTED = Style(color="#8a93a6")


class PlayersPanel(Widget):
    """Both players: name, colour, reserve of ships, with the one to move marked ``▶``."""

    DEFAULT_CSS = """
    PlayersPanel {
        height: auto;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    """

    position: reactive[SetiState | None] = reactive(None, layout=True)
    to_act: reactive[str | None] = reactive(None)

    def on_mount(self) -> None:
        self.border_title = "Players"

    def render(self) -> Text:
        state = self.position
        if state is None:
            return Text("")
        lines = [self._player_line(state, colour) for colour in (0, 1)]
        lines.append(self._legend(state))
        return Text("\n").join(lines)

    def _player_line(self, state: SetiState, colour: int) -> Text:
        moving = self.to_act == SEATS[colour]
        style = Style(color=SEAT_COLOURS[colour], bold=moving)
        line = Text("▶ " if moving else "  ", style)
        line.append(f"{COLOUR_NAMES[colour]:<6}", style)
        name = state.players[colour]
        if name != COLOUR_NAMES[colour]:
            line.append(f" {name}", style if moving else Style(color="#c8ccd6"))
        if state.aleph:
            line.append(f"  ships: {state.reserves[colour]}", Style(color=SHIP_FG[colour]))
        return line

    def _legend(self, state: SetiState) -> Text:
        line = Text()
        for text, colour in legend_pieces():
            line.append(text, Style(color=colour, bold=not text.startswith(" ")))
        if state.aleph:
            line.append("  ships", MUTED)
            line.append(" [~]", Style(color=SHIP_FG[0]))
            line.append(" ", MUTED)
            line.append("{~}", Style(color=SHIP_FG[1]))
        return line
