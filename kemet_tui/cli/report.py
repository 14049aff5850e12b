"""``kemet-tui report FILE [--svg OUT]``: a saved game's charts, on screen or as a picture.

Without ``--svg`` the report screen opens (Textual is imported only then); with it the charts
are written as an SVG (atomically: a reader never sees half a picture) and the turning points
are printed, headless.
"""

from __future__ import annotations

from argparse import Namespace

from kemet_tui.cli.show import say
from kemet_tui.core.paths import write_atomically
from kemet_tui.report.figures import gather
from kemet_tui.report.svg import render
from kemet_tui.saves import open_game


def report(args: Namespace) -> int:
    engine = open_game(args.file)  # a broken file is refused here, with its reason
    if args.svg is None:
        from kemet_tui.cli.interactive import run_app, settings_for
        from kemet_tui.tui.app import make_app

        return run_app(make_app(report=args.file, report_crashes=True, **settings_for(args)))
    figures = gather(engine)
    write_atomically(args.svg, render(figures))
    say(f"{figures.title}: {figures.result}")
    for line in figures.turning_points:
        say(line)
    if figures.hints:
        say(figures.hints)
    say(f"Wrote {len(figures.charts)} charts to {args.svg}.")
    return 0
