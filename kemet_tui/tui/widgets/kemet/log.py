"""The game log as one seat may read it.

The screen passes the engine's plies (``Engine.plies``) and the seat; ``KemetLog`` keeps only
the events that seat may see (``Event.visible_to(seat)``, never anything else), under the number
and seat of the ply that caused them. A ply's token is shown only to the seat that played it
(a token can tell a secret choice: a battle card, a discard, a DI card laid face down). Events
only that seat may read are marked ``◆``. The log scrolls to its end when plies are added. It
posts nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.reactive import reactive
from textual.widgets import Static

from kemet_tui.core.engine import Ply
from kemet_tui.rules.kemet import ALLIANCE
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.plain import PlainStatic

PRIVATE = Style(color="#e8c35a", italic=True)


def log_lines(
    plies: Sequence[Ply], seat: str | None, looks: g.SeatLooks = g.DEFAULT_LOOKS
) -> list[Text]:
    """The log's lines for ``seat`` (None: a spectator, public events only)."""
    lines = []
    for ply in plies:
        events = [e for e in ply.events if e.visible_to(seat)]
        if not events:
            continue
        lines.append(_head(ply, seat, looks))
        for event in events:
            private = event.seats is not None
            line = Text("  ◆ " if private else "    ", PRIVATE if private else g.MUTED)
            line.append(event.text, PRIVATE if private else g.TEXT)
            lines.append(line)
    return lines


def _head(ply: Ply, seat: str | None, looks: g.SeatLooks) -> Text:
    text = Text(f"{ply.number:>3} ", g.MUTED)
    who = ply.seat
    if who == ALLIANCE:
        text.append("Alliance", g.STRONG)
    elif who:
        text.append_text(g.seat_text(None, who, looks=looks))
    if seat is not None and who == seat:
        text.append(f"  {ply.token}", g.MUTED)
    return text


class KemetLog(g.SeatLooked, VerticalScroll):
    """What has happened, as the seat may know it, newest at the bottom."""

    DEFAULT_CSS = """
    KemetLog {
        height: 1fr;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    KemetLog > Static { width: 100%; }
    """

    #: the plies of the game so far (``Engine.plies``)
    plies: reactive[tuple[Ply, ...]] = reactive(tuple)
    #: whose log: a seat, ``alliance`` (public events), or None (a spectator)
    seat: reactive[str | None] = reactive(None)

    def __init__(
        self,
        plies: Sequence[Ply] = (),
        seat: str | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(KemetLog.plies, tuple(plies))
        self.set_reactive(KemetLog.seat, seat)

    def compose(self) -> ComposeResult:
        yield PlainStatic(id="kemet-log-body")

    def on_mount(self) -> None:
        self.border_title = "Log"
        self._redraw()

    def watch_plies(self) -> None:
        self._redraw()

    def watch_seat(self) -> None:
        self._redraw()

    def watch_looks(self) -> None:
        self._redraw()

    def _redraw(self) -> None:
        bodies = self.query("#kemet-log-body")
        if not bodies:  # not composed yet: on_mount draws it
            return
        lines = log_lines(self.plies, self.seat, self.looks)
        body = Text("\n").join(lines) if lines else Text("Nothing has happened yet.", g.MUTED)
        bodies.first(Static).update(body)
        self.call_after_refresh(self.scroll_end, animate=False)


__all__ = ["KemetLog", "log_lines"]
