"""Every seat's PP, action tokens left, DI cards and reserve, and both sides' VP.

``Scores`` reads the seat's view: other seats' DI hands are counts there, which is all it shows
of anyone's hand. The seat the pending decision waits for is marked ``▶`` (the ``alliance``
decider marks every member). VP are per side: Seth's battle VP against his target, the
Alliance's permanent VP against 6 and its temporary VP (``osiris.temporary_vp``). It posts
nothing.

The table never cuts a cell: when it is wider than the panel (Seth's 2N+1 tokens with five
members, in the compact layout), runs of one token are counted (``4☥`` for ``☥☥☥☥``) and the
reserve column is headed ``res``.
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


def tokens_text(view: KemetState, seat: str, compact: bool = False) -> Text:
    """The seat's tokens left, one glyph each; ``compact``: a run of 3 or more as ``4☥``."""
    text = Text()
    looks = [g.token_look(token, seat) for token in view.seat(seat).tokens]
    index = 0
    while index < len(looks):
        run = 1
        while index + run < len(looks) and looks[index + run] == looks[index]:
            run += 1
        glyph, colour = looks[index]
        if compact and run >= 3:
            text.append(f"{run}{glyph}", Style(color=colour, bold=True))
        else:
            text.append(glyph * run, Style(color=colour, bold=True))
        index += run
    if not looks:
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
        deciding = view.decision.decider if view.decision is not None and not view.result else ""
        rows = [self.row(view, seat, _acts(seat, deciding)) for seat in view.seat_ids]
        heads = ["", "PP", "tokens", "DI", "reserve"]
        if _width(heads, rows) > self.content_size.width > 0:
            rows = [self.row(view, seat, _acts(seat, deciding), compact=True)
                    for seat in view.seat_ids]
            heads[4] = "res"
        table = Table.grid(padding=(0, 1))
        for head, justify in zip(heads, ("left", "right", "left", "right", "right")):
            table.add_column(header=head, justify=justify, no_wrap=True)
        table.show_header = True
        table.header_style = g.MUTED
        for row in rows:
            table.add_row(*row)
        return Group(table, vp_line(view))

    @staticmethod
    def row(view: KemetState, seat: str, acting: bool, compact: bool = False) -> list[Text]:
        me = view.seat(seat)
        name = g.styled("▶ " if acting else "  ", g.GOLD)
        name.append_text(g.seat_text(view, seat))
        return [name, Text(str(me.pp), g.STRONG), tokens_text(view, seat, compact),
                Text(str(len(me.di_hand)), g.TEXT), Text(str(me.reserve), g.TEXT)]


def _width(heads: list[str], rows: list[list[Text]]) -> int:
    """The table's width: each column as wide as its widest cell, one space between."""
    columns = [[len(head)] + [row[i].cell_len for row in rows] for i, head in enumerate(heads)]
    return sum(max(column) for column in columns) + len(heads) - 1


def _acts(seat: str, decider: str) -> bool:
    return seat == decider or (decider == ALLIANCE and is_member(seat))


__all__ = ["Scores", "tokens_text", "vp_line"]
