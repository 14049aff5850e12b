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


@dataclass(frozen=True, slots=True)
class Report:
    """A game looked back on: its title, how it ended, the charts and the turning points."""

    title: str
    result: str
    charts: tuple[Chart, ...]
    turning_points: tuple[str, ...]
