"""Every seat's PP, action tokens left, DI cards and reserve, and both sides' VP.

``Scores`` reads the seat's view: other seats' DI hands are counts there, which is all it shows
of anyone's hand. The seat the pending decision waits for is marked ``▶`` (the ``alliance``
decider marks every member). VP are per side: Seth's battle VP against his target, the
Alliance's permanent VP against 6 and its temporary VP (``osiris.temporary_vp``). It posts
nothing.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.console import Group
from rich.style import Style
from rich.table import Table
from rich.text import Span, Text

from kemet_tui.rules.kemet import ALLIANCE, SETH, KemetState, is_member
from kemet_tui.rules.kemet.view.boards import temporary_vp
from kemet_tui.rules.kemet.view.content import rules
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.view_panel import ViewPanel

#: the narrowest panel that takes the VP in words on two lines (narrower: one short line)
TWO_LINE_VP_WIDTH = 40


def vp_line(
    view: KemetState, looks: g.SeatLooks = g.DEFAULT_LOOKS, width: int | None = None
) -> Text:
    """``VP  ☥ Seth 2/8 battle   Alliance 3/6 permanent + 1 temporary``; in a panel narrower
    than that, the Alliance's VP on a line of their own, and in the compact layout's panel
    ``VP ☥ Seth 2/8 · Alliance 3/6+1`` on one line (Rich wrapped the line onto three, rows
    the decision list needed at 120 x 40)."""
    text = _full_vp_line(view, looks)
    if width is None or text.cell_len <= width:
        return text
    if width >= TWO_LINE_VP_WIDTH:
        cut = text.plain.index("   Alliance")
        seth, alliance = text.divide([cut, cut + 3])[::2]
        return Text("\n").join([seth, Text("    ") + alliance])
    short = Text("VP ", g.MUTED)
    short.append(
        f"{looks.glyph[SETH]} Seth {view.seth_vp}/{view.seth_target_vp}",
        g.seat_style(SETH, True, looks),
    )
    short.append(" · ", g.MUTED)
    short.append(f"Alliance {view.alliance_vp}/{rules().alliance_permanent_vp_target}", g.STRONG)
    short.append(f"+{temporary_vp(view).total}", g.MUTED)
    return short


def _full_vp_line(view: KemetState, looks: g.SeatLooks) -> Text:
    text = Text("VP  ", g.MUTED)
    text.append(
        f"{looks.glyph[SETH]} Seth {view.seth_vp}/{view.seth_target_vp}",
        g.seat_style(SETH, True, looks),
    )
    text.append(" battle   ", g.MUTED)
    text.append(f"Alliance {view.alliance_vp}/{rules().alliance_permanent_vp_target}", g.STRONG)
    text.append(" permanent", g.MUTED)
    temporary = temporary_vp(view).total
    text.append(f" + {temporary} temporary", g.MUTED)
    return text


def tokens_text(
    view: KemetState, seat: str, looks: g.SeatLooks = g.DEFAULT_LOOKS, compact: bool = False
) -> Text:
    """The seat's tokens left, one glyph each; ``compact``: a run of 3 or more as ``4☥``."""
    text = Text()
    shown = [g.token_look(token, seat, looks) for token in view.seat(seat).tokens]
    index = 0
    while index < len(shown):
        run = 1
        while index + run < len(shown) and shown[index + run] == shown[index]:
            run += 1
        glyph, colour = shown[index]
        if compact and run >= 3:
            text.append(f"{run}{glyph}", Style(color=colour, bold=True))
        else:
            text.append(glyph * run, Style(color=colour, bold=True))
        index += run
    if not shown:
        text.append("–", g.MUTED)
    return text


#: the table's columns: (header, justify)
COLUMNS = (("", "left"), ("PP", "right"), ("tokens", "left"), ("DI", "right"), ("reserve", "right"))
#: the columns when the table is too wide for its panel (runs of tokens counted too)
COMPACT_COLUMNS = COLUMNS[:4] + (("res", "right"),)


class Scores(ViewPanel):
    """PP, tokens left, DI cards and reserve of every seat; VP of both sides."""

    BORDER_TITLE = "Scores"

    def shown(self, view: KemetState) -> Hashable:
        """Every figure the table draws, and whose turn it is (not the seats' secrets: only
        the number of DI cards shows)."""
        deciding = _decider(view)
        seats = tuple(
            (
                seat,
                view.name(seat),
                me.pp,
                me.tokens,
                len(me.di_hand),
                me.reserve,
                _acts(seat, deciding),
            )
            for seat in view.seat_ids
            for me in (view.seat(seat),)
        )
        return seats, view.seth_vp, view.seth_target_vp, view.alliance_vp, temporary_vp(view).total

    def render(self) -> Group | Text:
        view = self.view
        if view is None:
            return Text("")
        deciding = _decider(view)
        looks = self.looks
        width = self.content_size.width
        if not width:  # not laid out yet: Rich's table, as wide as it needs
            rows = [self.row(view, seat, _acts(seat, deciding), looks) for seat in view.seat_ids]
            return Group(rich_grid(rows), vp_line(view, looks))
        for columns, compact in ((COLUMNS, False), (COMPACT_COLUMNS, True)):
            rows = [
                self.row(view, seat, _acts(seat, deciding), looks, compact)
                for seat in view.seat_ids
            ]
            lines = grid_lines(rows, width, columns)
            if lines is not None:
                return Group(*lines, vp_line(view, looks, width))
        # too narrow even so: Rich's table shrinks the columns
        return Group(rich_grid(rows, COMPACT_COLUMNS), vp_line(view, looks, width))

    @staticmethod
    def row(
        view: KemetState,
        seat: str,
        acting: bool,
        looks: g.SeatLooks = g.DEFAULT_LOOKS,
        compact: bool = False,
    ) -> list[Text]:
        me = view.seat(seat)
        name = g.styled("▶ " if acting else "  ", g.GOLD)
        name.append_text(g.seat_text(view, seat, looks=looks))
        return [
            name,
            Text(str(me.pp), g.STRONG),
            tokens_text(view, seat, looks, compact),
            Text(str(len(me.di_hand)), g.TEXT),
            Text(str(me.reserve), g.TEXT),
        ]


def rich_grid(rows: list[list[Text]], columns=COLUMNS) -> Table:
    """The scores as a Rich grid (header row muted, one space between columns)."""
    table = Table.grid(padding=(0, 1))
    for head, justify in columns:
        table.add_column(header=head, justify=justify, no_wrap=True)
    table.show_header = True
    table.header_style = g.MUTED
    for row in rows:
        table.add_row(*row)
    return table


def grid_lines(rows: list[list[Text]], width: int, columns=COLUMNS) -> list[Text] | None:
    """The lines :func:`rich_grid` draws, laid out directly (Rich's table layout was most of
    the time the scores took to repaint); None when they would not fit in ``width``."""
    widths = [
        max([len(head), *(row[i].cell_len for row in rows)]) for i, (head, _) in enumerate(columns)
    ]
    if not width or sum(widths) + len(widths) - 1 > width:
        return None
    header = Text(
        " ".join(
            _aligned(Text(head), justify, w).plain
            for (head, justify), w in zip(columns, widths, strict=True)
        ),
        g.MUTED,
    )
    lines = [header]
    for row in rows:
        line = Text()
        for index, (cell, (_, justify), w) in enumerate(zip(row, columns, widths, strict=True)):
            if index:
                line.append(" ")
            line.append_text(_aligned(cell, justify, w))
        lines.append(_merged(line))
    return lines


def _merged(line: Text) -> Text:
    """``line`` with touching pieces of one style made one (as the table hands them on), so
    that the screen gets the same runs of text either way."""
    spans: list[Span] = []
    for span in line.spans:
        if spans and spans[-1].end == span.start and spans[-1].style == span.style:
            spans[-1] = Span(spans[-1].start, span.end, span.style)
        else:
            spans.append(span)
    line.spans = spans
    return line


def _aligned(cell: Text, justify: str, width: int) -> Text:
    """``cell`` padded to ``width`` the way a table cell is (the padding in the cell's style)."""
    out = cell.copy()
    if justify == "right":
        out.pad_left(width - out.cell_len)
    else:
        out.pad_right(width - out.cell_len)
    return out


def _decider(view: KemetState) -> str:
    return view.decision.decider if view.decision is not None and not view.result else ""


def _acts(seat: str, decider: str) -> bool:
    return seat == decider or (decider == ALLIANCE and is_member(seat))


__all__ = ["Scores", "grid_lines", "rich_grid", "tokens_text", "vp_line"]
