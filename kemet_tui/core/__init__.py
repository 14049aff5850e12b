"""Game-agnostic engine: rulesets, checked play, records, RNG, views.

Pure Python: nothing under ``kemet_tui.core`` or ``kemet_tui.rules`` may import Textual or Rich
(``tests/test_architecture.py`` proves it), so bots, the CLI and tests run without a terminal.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names below are imported on first use, see __getattr__
    from kemet_tui.core.engine import Engine
    from kemet_tui.core.errors import IllegalAction, NotationError, SaveFileError, UndoRefused
    from kemet_tui.core.events import Event
    from kemet_tui.core.outcome import Outcome
    from kemet_tui.core.record import GameRecord
    from kemet_tui.core.registry import get_ruleset, ruleset_names
    from kemet_tui.core.ruleset import Ruleset

# name -> module: ``from kemet_tui.core import Engine`` works, but importing ``kemet_tui.core``
# (which every ``kemet_tui.core.x`` import does) loads nothing heavy such as pydantic
_EXPORTS = {
    "Engine": "engine",
    "Event": "events",
    "GameRecord": "record",
    "IllegalAction": "errors",
    "NotationError": "errors",
    "Outcome": "outcome",
    "Ruleset": "ruleset",
    "SaveFileError": "errors",
    "UndoRefused": "errors",
    "get_ruleset": "registry",
    "ruleset_names": "registry",
}


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(import_module(f"kemet_tui.core.{_EXPORTS[name]}"), name)
    raise AttributeError(f"module 'kemet_tui.core' has no attribute {name!r}")


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
