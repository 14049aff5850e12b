"""Computer seats. Pure (no Textual, no Rich): bots see ``ruleset.view(state, seat)`` and the
legal actions, and answer with one of them; the match runner records games as ordinary records.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names below are imported on first use, see __getattr__
    from kemet_tui.bots.base import Bot, RandomBot, SeededBot
    from kemet_tui.bots.match import parse_bots_spec, play_match, run_matches, simulate_bots
    from kemet_tui.bots.registry import all_specs, make_bot, specs_for
    from kemet_tui.bots.table import MatchResult, MatchTable

# name -> module: ``from kemet_tui.bots import make_bot`` works, but opening a save (which asks
# ``bots.registry`` whether its computer seats exist) loads neither the match runner nor its
# process pool
_EXPORTS = {
    "Bot": "base",
    "RandomBot": "base",
    "SeededBot": "base",
    "parse_bots_spec": "match",
    "play_match": "match",
    "run_matches": "match",
    "simulate_bots": "match",
    "all_specs": "registry",
    "make_bot": "registry",
    "specs_for": "registry",
    "MatchResult": "table",
    "MatchTable": "table",
}


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(import_module(f"kemet_tui.bots.{_EXPORTS[name]}"), name)
    raise AttributeError(f"module 'kemet_tui.bots' has no attribute {name!r}")


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
