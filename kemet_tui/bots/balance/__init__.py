"""The Kemet: Seth balance harness: seeded self-play series and what they say about balance.

- ``facts.py``: what one finished game tells (who won, by which victory path, after how many
  rounds, which designed tiles and cards each side took or played);
- ``pace.py``: how fast each side moved (the round each goal was first met, and the actions
  that won Seth his battle VP);
- ``stats.py``: the figures of a series (Wilson interval, quartiles, use in won and lost games);
- ``series.py``: playing the games, spread over processes (a probe's game replays its paired
  baseline game until the probe first acts);
- ``probing.py``: the exploit probes' games paired with the baseline's, and their figures;
- ``report.py``: the text ``kemet-tui balance`` prints.

Pure: no Textual, no Rich (the bots' purity test covers this package).
"""

from kemet_tui.bots.balance.facts import GameFacts, Use
from kemet_tui.bots.balance.report import report
from kemet_tui.bots.balance.series import BalanceGame, play_game, run_series
from kemet_tui.bots.balance.stats import SeriesStats, quartiles, series_stats, wilson

__all__ = [
    "BalanceGame",
    "GameFacts",
    "SeriesStats",
    "Use",
    "play_game",
    "quartiles",
    "report",
    "run_series",
    "series_stats",
    "wilson",
]
