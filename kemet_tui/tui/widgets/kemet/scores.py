"""Every seat's PP, action tokens left, DI cards and reserve, and both sides' VP.

``Scores`` reads the seat's view: other seats' DI hands are counts there, which is all it shows
of anyone's hand. The seat the pending decision waits for is marked ``▶`` (the ``alliance``
decider marks every member). VP are per side: Seth's battle VP against his target, the
Alliance's permanent VP against 6 and its temporary VP (``osiris.temporary_vp``). It posts
nothing.
"""

from __future__ import annotations

from rich.console import Group
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from kemet_tui.rules.kemet.common import rules
from kemet_tui.rules.kemet.osiris import temporary_vp
from kemet_tui.rules.kemet.state import ALLIANCE, SETH, KemetState, is_member
from kemet_tui.tui.widgets.kemet import glyphs as g


def vp_line(view: KemetState) -> Text:
    """``VP  ☥ Seth 2/8 battle   Alliance 3/6 permanent + 1 temporary``."""
    text = Text("VP  ", g.MUTED)
    text.append(f"{g.SEAT_GLYPH[SETH]} Seth {view.seth_vp}/{view.seth_target_vp}",
                g.seat_style(SETH))
    text.append(" battle   ", g.MUTED)
    text.append(f"Alliance {view.alliance_vp}/{rules().alliance_permanent_vp_target}",
                g.STRONG)
    text.append(" permanent", g.MUTED)
    temporary = temporary_vp(view).total
    text.append(f" + {temporary} temporary", g.MUTED)
    return text


def tokens_text(view: KemetState, seat: str) -> Text:
    text = Text()
    for token in view.seat(seat).tokens:
        glyph, colour = g.token_look(token, seat)
        text.append(glyph, Style(color=colour, bold=True))
    if not view.seat(seat).tokens:
        text.append("–", g.MUTED)
    return text


class Scores(Widget):
    """PP, tokens left, DI cards and reserve of every seat; VP of both sides."""

    DEFAULT_CSS = """
    Scores {
        height: auto;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    """

    view: reactive[KemetState | None] = reactive(None)

    def __init__(self, view: KemetState | None = None, *, name: str | None = None,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(Scores.view, view)

    def on_mount(self) -> None:
        self.border_title = "Scores"

    def render(self) -> Group | Text:
        view = self.view
        if view is None:
            return Text("")
        table = Table.grid(padding=(0, 1))
        for head, justify in (("", "left"), ("PP", "right"), ("tokens", "left"),
                              ("DI", "right"), ("reserve", "right")):
            table.add_column(header=head, justify=justify, no_wrap=True)
        table.show_header = True
        table.header_style = g.MUTED
        deciding = view.decision.decider if view.decision is not None and not view.result else ""
        for seat in view.seat_ids:
            table.add_row(*self.row(view, seat, _acts(seat, deciding)))
        return Group(table, vp_line(view))

    @staticmethod
    def row(view: KemetState, seat: str, acting: bool) -> list[Text]:
        me = view.seat(seat)
        name = g.styled("▶ " if acting else "  ", g.GOLD)
        name.append_text(g.seat_text(view, seat))
        return [name, Text(str(me.pp), g.STRONG), tokens_text(view, seat),
                Text(str(len(me.di_hand)), g.TEXT), Text(str(me.reserve), g.TEXT)]


def _acts(seat: str, decider: str) -> bool:
    return seat == decider or (decider == ALLIANCE and is_member(seat))


__all__ = ["Scores", "tokens_text", "vp_line"]
