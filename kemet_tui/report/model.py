"""What a report holds, as plain values: charts of named series over one shared x axis, and a
few lines of text (the turning points). Both the terminal charts and the SVG read only this."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Series:
    """One line (or one set of bars) of a chart: a label and a value per x position."""

    label: str
    values: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Chart:
    """One chart: ``x`` are the positions (rounds or moves), each series has one value per x.
    ``bars`` draws the series as bars (counts per round) instead of lines."""

    title: str
    x_label: str
    x: tuple[int, ...]
    series: tuple[Series, ...]
    bars: bool = False
    #: the y axis' fixed range, when it has one (a chance runs from 0 to 1)
    y_range: tuple[float, float] | None = None

    def y_bounds(self) -> tuple[float, float]:
        """The y axis both drawings use: the chart's own range, else from 0 (or the lowest
        value) to the highest, never empty."""
        if self.y_range is not None:
            return self.y_range
        values = [v for s in self.series for v in s.values] or [0.0]
        low, high = min(0.0, min(values)), max(values)
        return low, high if high > low else low + 1


@dataclass(frozen=True, slots=True)
class Report:
    """A game looked back on: its title, how it ended, the charts and the turning points."""

    title: str
    result: str
    charts: tuple[Chart, ...]
    turning_points: tuple[str, ...]
    #: the hints each seat asked ("Hints asked: White 2, Brown 1"), empty when none was
    hints: str = ""
