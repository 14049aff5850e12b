"""Game-agnostic engine: rulesets, checked play, records, RNG, views.

Pure Python: nothing under ``kemet_tui.core`` or ``kemet_tui.rules`` may import Textual or Rich
(``tests/test_architecture.py`` proves it), so bots, the CLI and tests run without a terminal.
"""

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction, NotationError, SaveFileError, UndoRefused
from kemet_tui.core.events import Event
from kemet_tui.core.outcome import Outcome
from kemet_tui.core.record import GameRecord
from kemet_tui.core.registry import get_ruleset, ruleset_names
from kemet_tui.core.ruleset import Ruleset

__all__ = [
    "Engine",
    "Event",
    "GameRecord",
    "IllegalAction",
    "NotationError",
    "Outcome",
    "Ruleset",
    "SaveFileError",
    "UndoRefused",
    "get_ruleset",
    "ruleset_names",
]
