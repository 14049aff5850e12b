"""Opening a save as the app and the commands open it: the core's strict load
(``core.storage.load_engine``) and then the check that every computer seat it names is a bot
that exists and plays this game. That check lives above the core because which bots exist is
the bots package's business, and the core does not import it (``core/bot_seats.py``).

A save may be opened to teach (``play --load FILE --teach``): the game is the saved one, with
the teacher's option turned on in its record, so that its autosave keeps teaching too."""

from __future__ import annotations

from pathlib import Path

from kemet_tui.bots.registry import check_bots
from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.storage import load_engine
from kemet_tui.teach import OPTION as TEACH


def open_game(
    path: Path, expected_ruleset: str | None = None, legacy: bool = False, teach: bool = False
) -> Engine:
    """The game saved at ``path``; :class:`SaveFileError` (one line) when anything is wrong.
    ``legacy`` opens a save from before the checksum too (``kemet-tui upgrade``); ``teach``
    turns the teacher on (:func:`with_teacher`)."""
    engine = load_engine(Path(path), expected_ruleset, legacy)
    try:
        check_bots(engine.ruleset.name, engine.options)
    except ValueError as error:
        raise SaveFileError(f"Not a valid save file: options.bots: {error}") from None
    return with_teacher(engine) if teach else engine


def with_teacher(engine: Engine) -> Engine:
    """``engine``'s game with the teacher's option on: its record replayed with the option
    (the rules ignore it, so the game is the same; the states and the record agree on it)."""
    if engine.options.get(TEACH):
        return engine
    options = {**engine.options, TEACH: True}
    return Engine.from_record(engine.record.model_copy(update={"options": options}), engine.ruleset)
