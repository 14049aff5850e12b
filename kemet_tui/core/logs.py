"""The log file, and how an unexpected error is recorded in it.

Everything kemet-tui logs goes to one file in the user state folder (``paths.log_path``), at the
level ``--log-level`` chose (warnings by default). An unexpected error, a bug and never a
player's mistake, is written there with its whole traceback; the player is told so in one line
that names the file, instead of being shown the traceback. The file is opened only when the
first record arrives, so a run that logs nothing leaves nothing behind.
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from kemet_tui.core.paths import log_path
from kemet_tui.core.text import strip_controls

DEFAULT_LEVEL = "warning"
#: a log that outgrows this is rolled over, keeping one older file beside it
MAX_BYTES = 1_000_000
ROOT = "kemet_tui"
_HANDLER_NAME = "kemet-tui-file"

log = logging.getLogger(__name__)


def configure(level: str = DEFAULT_LEVEL) -> None:
    """Send the package's records of ``level`` and above to the log file (again: the folder or
    the level may have changed since the last call, as between two tests)."""
    root = logging.getLogger(ROOT)
    for handler in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(handler)
        handler.close()
    handler = _FolderMakingHandler(
        log_path(), maxBytes=MAX_BYTES, backupCount=1, encoding="utf-8", delay=True
    )
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(level.upper())
    root.propagate = False


def adopt(*names: str) -> None:
    """Send the records of other packages' loggers (``names``: a server's ``aiohttp``,
    ``asyncio``) to the log file too, and never to the terminal: a long-running command such
    as ``host`` keeps its terminal for its own lines."""
    handler = _file_handler()
    if handler is None:
        configure()
        handler = _file_handler()
    assert handler is not None, "configure() adds the file handler"
    for name in names:
        logger = logging.getLogger(name)
        if handler not in logger.handlers:
            logger.addHandler(handler)
        logger.propagate = False


class _FolderMakingHandler(logging.handlers.RotatingFileHandler):
    """A rotating file handler that makes its folder when it first opens the file."""

    def _open(self):
        Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
        return super()._open()


def _file_handler() -> logging.Handler | None:
    root = logging.getLogger(ROOT)
    return next((h for h in root.handlers if h.get_name() == _HANDLER_NAME), None)


def record_crash(error: BaseException, doing: str) -> str:
    """Write ``error`` and its traceback to the log; return the line to show the player.

    ``doing`` says what stopped ("the game", "the command"). When the log cannot be written,
    the line says so and why, so that nothing is lost silently.
    """
    handler = _file_handler()
    if handler is None or Path(handler.baseFilename) != log_path():  # type: ignore[attr-defined]
        level = logging.getLogger(ROOT).level or logging.WARNING
        configure(logging.getLevelName(level).lower())
    summary = " ".join(strip_controls(f"{type(error).__name__}: {error}").split())[:160]
    path = log_path()
    try:
        _write_now(error, doing)
    except OSError as failure:
        return (
            f"an unexpected error stopped {doing} ({summary}); its traceback could not be "
            f"written to {path}: {failure.strerror or failure}."
        )
    return f"an unexpected error stopped {doing} ({summary}); the traceback is in {path}."


def _write_now(error: BaseException, doing: str) -> None:
    """Log ``error``, having made sure first that the file can be written (a logging handler
    only prints its own failures to stderr, which would lose the traceback unseen)."""
    path = log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8"):
        pass
    exc_info = (type(error), error, error.__traceback__)
    log.error("unexpected error stopped %s", doing, exc_info=exc_info)
    handler = _file_handler()
    if handler is not None:
        handler.flush()
