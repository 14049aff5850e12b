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
from kemet_tui.tui.looks.palette import palette_of
from kemet_tui.tui.settings_apply import piece_glyphs_setting
from kemet_tui.tui.widgets.seti.glyphs import (
    legend_pieces,
    piece_colours,
    ship_colours,
    ship_legend,
)


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
        palette = palette_of(self)
        moving = self.to_act == SEATS[colour]
        style = Style(color=piece_colours(palette)[colour], bold=moving)
        line = Text("▶ " if moving else "  ", style)
        line.append(f"{COLOUR_NAMES[colour]:<6}", style)
        name = state.players[colour]
        if name != COLOUR_NAMES[colour]:
            line.append(f" {name}", style if moving else Style(color=palette.name_fg))
        if state.aleph:
            line.append(
                f"  ships: {state.reserves[colour]}", Style(color=ship_colours(palette)[colour])
            )
        return line

    def _legend(self, state: SetiState) -> Text:
        palette = palette_of(self)
        muted = Style(color=palette.muted)
        line = Text()
        mode = piece_glyphs_setting(self.app)
        for text, colour in legend_pieces(palette, mode):
            line.append(text, Style(color=colour, bold=not text.startswith(" ")))
        if state.aleph:
            line.append("  ships", muted)
            for text, colour in ship_legend(palette, mode):
                line.append(" ", muted)
                line.append(text, Style(color=colour, bold=True))
        return line
