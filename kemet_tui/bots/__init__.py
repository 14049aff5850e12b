"""Computer seats. Pure (no Textual, no Rich): bots see ``ruleset.view(state, seat)`` and the
legal actions, and answer with one of them; the match runner records games as ordinary records.
"""

from kemet_tui.bots.base import Bot, RandomBot, SeededBot
from kemet_tui.bots.match import parse_bots_spec, play_match, run_matches, simulate_bots
from kemet_tui.bots.registry import all_specs, make_bot, specs_for
from kemet_tui.bots.table import MatchResult, MatchTable

__all__ = [
    "Bot",
    "MatchResult",
    "MatchTable",
    "RandomBot",
    "SeededBot",
    "all_specs",
    "make_bot",
    "parse_bots_spec",
    "play_match",
    "run_matches",
    "simulate_bots",
    "specs_for",
]
