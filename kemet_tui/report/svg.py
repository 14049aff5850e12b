"""A report as one SVG picture: each chart a panel of axes, lines (or bars) and a legend,
stacked down the page, with the title, the result and the turning points as text.

Plain SVG written by hand (no plotting library): a browser shows it as it is, and every piece of
text from the game (player names) is escaped, so a name is drawn as text, never as markup.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from kemet_tui.report.model import Chart, Report

WIDTH, PANEL, PAD = 900, 230, 56
#: one colour per series, told apart by dash pattern too (colour is never the only cue)
COLOURS = ("#c0392b", "#2471a3", "#b9770e", "#1e8449", "#7d3c98")
DASHES = ("", "6 3", "2 3", "8 3 2 3", "1 2")


def render(report: Report) -> str:
    """The whole SVG document for ``report``."""
    head_h = 70
    foot_h = 24 + 18 * (len(report.turning_points) + (1 if report.hints else 0))
    height = head_h + PANEL * len(report.charts) + foot_h
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif">',
        f'<rect width="{WIDTH}" height="{height}" fill="#fdfaf3"/>',
        _text(20, 30, report.title + " - report", 20, "bold"),
        _text(20, 54, report.result, 13),
    ]
    for index, chart in enumerate(report.charts):
        parts.append(_panel(chart, head_h + PANEL * index))
    y = head_h + PANEL * len(report.charts) + 18
    parts.append(
        _text(
            20,
            y,
            "Turning points"
            if report.turning_points
            else "Turning points: none (the estimate never moved by 5 % or more)",
            13,
            "bold",
        )
    )
    for i, line in enumerate(report.turning_points):
        parts.append(_text(30, y + 18 * (i + 1), line, 12))
    if report.hints:
        parts.append(_text(20, y + 18 * (len(report.turning_points) + 1), report.hints, 12))
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _panel(chart: Chart, top: int) -> str:
    """One chart: its title, axes with a few ticks, the series and a legend beside them."""
    left, right = PAD, WIDTH - 170
    plot_top, plot_bottom = top + 30, top + PANEL - 30
    low, high = chart.y_bounds()
    xs = chart.x or (0,)
    x0, x1 = float(xs[0]), float(max(xs[-1], xs[0] + 1))
    if chart.bars:  # a bar stands around its x, so the axis leaves half a step each side
        x0, x1 = x0 - 0.5, x1 + 0.5

    def px(x: float) -> float:
        return left + (x - x0) / (x1 - x0) * (right - left)

    def py(y: float) -> float:
        return plot_bottom - (y - low) / (high - low) * (plot_bottom - plot_top)

    out = [
        f'<g class="chart" data-title="{escape(chart.title, {chr(34): "&quot;"})}">',
        _text(left, top + 20, chart.title, 14, "bold"),
        f'<line x1="{left}" y1="{plot_bottom}" x2="{right}" y2="{plot_bottom}" stroke="#444"/>',
        f'<line x1="{left}" y1="{plot_top}" x2="{left}" y2="{plot_bottom}" stroke="#444"/>',
    ]
    for k in range(5):
        value = low + (high - low) * k / 4
        out.append(_text(left - 6, py(value) + 4, _tick(value, chart), 10, anchor="end"))
    for x in _x_ticks(xs):
        out.append(_text(px(x), plot_bottom + 14, str(x), 10, anchor="middle"))
    out.append(_text((left + right) / 2, plot_bottom + 27, chart.x_label, 11, anchor="middle"))
    width = (right - left) / (x1 - x0) * 0.8 / max(1, len(chart.series))
    for s_index, series in enumerate(chart.series):
        colour, dash = COLOURS[s_index % 5], DASHES[s_index % 5]
        if chart.bars:
            for x, value in zip(xs, series.values):
                if value:
                    bx = px(x) - width * len(chart.series) / 2 + width * s_index
                    out.append(
                        f'<rect class="bar" x="{bx:.1f}" y="{py(value):.1f}" '
                        f'width="{width:.1f}" height="{py(low) - py(value):.1f}" '
                        f'fill="{colour}"/>'
                    )
        else:
            points = " ".join(f"{px(x):.1f},{py(v):.1f}" for x, v in zip(xs, series.values))
            out.append(
                f'<polyline class="series" points="{points}" fill="none" '
                f'stroke="{colour}" stroke-width="2" stroke-dasharray="{dash}"/>'
            )
        ly = plot_top + 16 * s_index
        out.append(
            f'<line x1="{right + 12}" y1="{ly}" x2="{right + 36}" y2="{ly}" '
            f'stroke="{colour}" stroke-width="{6 if chart.bars else 2}" '
            f'stroke-dasharray="{"" if chart.bars else dash}"/>'
        )
        out.append(_text(right + 42, ly + 4, series.label, 11))
    out.append("</g>")
    return "\n".join(out)


def _tick(value: float, chart: Chart) -> str:
    if chart.y_range == (0, 1):
        return f"{value:.0%}"
    return f"{value:g}" if value == int(value) else f"{value:.1f}"


def _x_ticks(xs: tuple[int, ...]) -> list[int]:
    step = max(1, len(xs) // 10)
    return list(xs[::step])


def _text(
    x: float, y: float, text: str, size: int, weight: str = "normal", anchor: str = "start"
) -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" font-weight="{weight}" '
        f'text-anchor="{anchor}">{escape(text)}</text>'
    )
