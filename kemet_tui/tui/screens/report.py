"""The report of a game: its charts drawn in the terminal, one plotext plot each, and the
turning points. Reached when a game ends, from Replay and Resume, and by ``kemet-tui report``.

The figures come from ``kemet_tui.report`` (Textual-free, read from the public view only); this
screen only draws them. It holds no game and changes nothing: Esc or q closes it.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult, RenderResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual_plotext import PlotextPlot

from kemet_tui.core import Engine
from kemet_tui.report.figures import gather
from kemet_tui.report.model import Chart, Report
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_header import SteadyHeader

#: plotext markers per series: lines told apart by their marker, not by colour alone
MARKERS = ("braille", "dot", "+", "x", "o")
#: plotext colours per series (the SVG's order: red, blue, orange, green, magenta)
COLOURS = ("red", "blue", "orange", "green", "magenta")
#: at most this many x ticks (a Seti game has a tick per move otherwise)
X_TICKS = 12


class ChartPlot(PlotextPlot):
    """One chart of a report, drawn by plotext."""

    DEFAULT_CSS = "ChartPlot { height: 14; margin: 0 0 1 0; }"

    def __init__(self, chart: Chart, **kwargs) -> None:
        super().__init__(**kwargs)
        self.chart = chart

    def on_mount(self) -> None:
        super().on_mount()
        draw(self.plt, self.chart)

    def render(self) -> RenderResult:
        """The chart, or one line saying it does not fit: plotext fails on some sizes (a
        ValueError for bars six columns wide, an IndexError in its legend when a resize
        squeezes it), and a failed chart must not stop the game behind the report."""
        try:
            return super().render()
        except (ArithmeticError, IndexError, ValueError):
            return Text(f"{self.chart.title}: too small to draw here.", no_wrap=True)


def draw(plt, chart: Chart) -> None:
    """Put ``chart`` on a plotext plot: bars side by side, or one marked line per series."""
    plt.clear_data()
    plt.title(chart.title)
    plt.xlabel(chart.x_label)
    x = list(chart.x)
    colours = [COLOURS[i % len(COLOURS)] for i in range(len(chart.series))]
    if chart.bars:
        plt.multiple_bar(
            x,
            [list(s.values) for s in chart.series],
            labels=[s.label for s in chart.series],
            color=colours,
        )
    else:
        for index, series in enumerate(chart.series):
            plt.plot(
                x,
                list(series.values),
                label=series.label,
                color=colours[index],
                marker=MARKERS[index % len(MARKERS)],
            )
    plt.xticks(x[:: max(1, -(-len(x) // X_TICKS))])
    plt.ylim(*chart.y_bounds())


class ReportScreen(Screen[None]):
    """A game's report: the result, its charts and its turning points, scrolled as one page."""

    DEFAULT_CSS = """
    ReportScreen #report-body { padding: 0 1; }
    ReportScreen .report-line { margin: 0 0 1 0; }
    """

    BINDINGS = [Binding("escape,q", "close", "Close", id="report.close")]

    def __init__(self, engine: Engine) -> None:
        super().__init__()
        self.report: Report = gather(engine)

    def compose(self) -> ComposeResult:
        yield SteadyHeader()
        with VerticalScroll(id="report-body"):
            yield PlainStatic(
                f"{self.report.title}: {self.report.result}",
                id="report-result",
                classes="report-line",
            )
            for index, chart in enumerate(self.report.charts):
                yield ChartPlot(chart, id=f"report-chart-{index}")
            turns = self.report.turning_points or (
                "None: the estimate never moved by 5 % or more between two points.",
            )
            yield PlainStatic("Turning points\n" + "\n".join(turns), id="report-turns")
            if self.report.hints:
                yield PlainStatic(self.report.hints, id="report-hints")
        yield SteadyFooter()

    @while_shown
    def on_mount(self) -> None:
        self.sub_title = "Report"
        self.query_one("#report-body").focus()

    def action_close(self) -> None:
        self.dismiss(None)
