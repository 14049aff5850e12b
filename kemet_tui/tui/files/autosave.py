"""Autosaves: each game in progress has its own file, written after every change, listed by
Resume, and played in one window at a time.

A game's autosave is ``autosave/<game id>.json`` (``paths.autosave_path``). The id is made when
the game starts (``paths.new_game_id``: the ruleset, the time and a random tail), so a new game
never replaces another's autosave and two windows playing two games never write one file. The
window playing a game holds its lock (``core/game_lock.py``): a second window opening the same
game is refused with the reason.

Beside each autosave, ``<game id>.info`` tells Resume who plays, how far the game is and whether
it is over, so the list is drawn without replaying every game. A finished game's autosave goes
when its screen is left: Resume lists games in progress only.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.game_lock import GameLock, acquire, holder_of, lock_path
from kemet_tui.core.paths import (
    autosave_dir,
    autosave_path,
    describe_os_error,
    new_game_id,
    write_atomically,
)
from kemet_tui.core.safe_read import read_small_json

if TYPE_CHECKING:
    from kemet_tui.core.engine import Engine

log = logging.getLogger(__name__)


@dataclass
class Autosave:
    """The autosave of the game on one screen, and the lock that keeps it to that screen."""

    path: Path
    lock: GameLock

    def write(self, engine: Engine) -> str | None:
        """Save ``engine`` atomically; the problem in words if that failed."""
        return self.write_texts(texts_of(engine))

    def write_texts(self, texts: tuple[str, str]) -> str | None:
        """Write the save and its ``.info`` (:func:`texts_of`, taken when the save was asked
        for); the problem in words if that failed. Safe on a thread of its own."""
        save, info = texts
        try:
            write_atomically(self.path, save)
            write_atomically(info_path(self.path), info)
        except OSError as error:  # SaveWriteError too: it names the file and the cause
            log.warning("autosave to %s failed: %s", self.path, error)
            return f"Autosave failed: {describe_os_error(error)}"
        return None

    def close(self, engine: Engine) -> None:
        """The screen is left: give the game up; a finished game's autosave goes with it."""
        if engine.outcome is not None and self.lock.held:
            remove_files(self.path)
        self.lock.release()


def texts_of(engine: Engine) -> tuple[str, str]:
    """What an autosave of ``engine`` writes: the save file's text and its ``.info``'s."""
    from kemet_tui.core.storage import record_text

    return record_text(engine.record), json.dumps(describe(engine)) + "\n"


def start_autosave(ruleset: str) -> Autosave:
    """The autosave of a new game: a file of its own, never another game's. An
    :class:`OSError` when its folder cannot be written (the lock is a file there)."""
    path = autosave_path(new_game_id(ruleset))
    return Autosave(path, acquire(path))


def autosave_off(error: OSError) -> str:
    """The line that says autosave is off, and why (the data folder cannot be written)."""
    return (
        f"Autosave is off: {describe_os_error(error)} The game plays on; ctrl+s saves it elsewhere."
    )


def resume_autosave(path: Path) -> Autosave:
    """Take up the autosave at ``path``; :class:`GameInUse` if another window plays it."""
    return Autosave(Path(path), acquire(Path(path)))


def is_autosave(path: Path) -> bool:
    """Whether ``path`` is an autosave (opening it resumes that game, in its own file)."""
    try:
        return (
            Path(path).suffix == ".json" and Path(path).resolve().parent == autosave_dir().resolve()
        )
    except OSError:
        return False


def info_path(save: Path) -> Path:
    return save.with_suffix(".info")


# --- what Resume lists --------------------------------------------------------------------------
@dataclass(frozen=True)
class SavedGame:
    """One autosaved game in progress, as Resume lists it."""

    path: Path
    ruleset: str
    seats: str
    progress: str
    saved: datetime
    #: the pid of the live window playing it now, if one does
    open_in: int | None

    @property
    def game_id(self) -> str:
        return self.path.stem


def unfinished_autosaves(ruleset: str | None = None) -> list[SavedGame]:
    """The autosaved games in progress (of ``ruleset``, or all), the last saved first. A file
    that does not read, or holds a finished game, is left out (and left alone)."""
    folder = autosave_dir()
    if not folder.is_dir():
        return []
    games = []
    for path in folder.glob("*.json"):
        game = _saved_game(path, ruleset)
        if game is not None:
            games.append(game)
    return sorted(games, key=lambda game: game.saved, reverse=True)


def has_unfinished_autosave(ruleset_name: str) -> bool:
    """Whether some game of the ruleset is autosaved and not over."""
    return bool(unfinished_autosaves(ruleset_name))


def delete_autosave(game: SavedGame) -> None:
    """Delete an autosaved game (its file and what lies beside it); refused while a window
    plays it."""
    holder = holder_of(game.path)
    if holder is not None:
        from kemet_tui.core.game_lock import GameInUse

        raise GameInUse(holder.pid)
    remove_files(game.path)


def remove_files(save: Path) -> None:
    for path in (save, info_path(save)):
        path.unlink(missing_ok=True)
    if holder_of(save) is None:
        lock_path(save).unlink(missing_ok=True)


def _saved_game(path: Path, ruleset: str | None) -> SavedGame | None:
    info = _read_info(path)
    if info is not None and (
        info.get("finished") or (ruleset is not None and info.get("ruleset") != ruleset)
    ):
        return None
    if info is None:
        info = _describe_file(path, ruleset)
        if info is None:
            return None
    try:
        saved = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return None
    holder = holder_of(path)
    return SavedGame(
        path,
        str(info["ruleset"]),
        str(info.get("seats", "")),
        str(info.get("progress", "")),
        saved,
        holder.pid if holder is not None else None,
    )


#: the largest ``.info`` read (one holds a few names and words) and its deepest nesting
INFO_MAX_BYTES, INFO_MAX_DEPTH = 64 * 1024, 4


def _read_info(path: Path) -> dict[str, Any] | None:
    """The game's ``.info``, when it is as recent as the autosave itself (written after it):
    a regular file of a sane size and depth (a FIFO put in its place must not hang Resume)."""
    info = info_path(path)
    try:
        if info.stat().st_mtime_ns < path.stat().st_mtime_ns:
            return None
    except OSError:
        return None
    data = read_small_json(info, INFO_MAX_BYTES, INFO_MAX_DEPTH)
    return data if isinstance(data, dict) and isinstance(data.get("ruleset"), str) else None


#: descriptions of autosaves without a ``.info``, by (path, mtime, size): replaying a long
#: Kemet game takes a good part of a second, and the title asks at every highlight
_DESCRIBED: dict[tuple[Path, int, int], dict[str, Any] | None] = {}


def _describe_file(path: Path, ruleset: str | None) -> dict[str, Any] | None:
    """Describe an autosave without its ``.info`` (one of an older kemet-tui) by replaying it;
    ``None`` for a file that does not load, or a finished game."""
    try:
        stat = path.stat()
    except OSError:
        return None
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key not in _DESCRIBED:
        _DESCRIBED[key] = _replayed_description(path)
    info = _DESCRIBED[key]
    return info if info is not None and ruleset in (None, info["ruleset"]) else None


def _replayed_description(path: Path) -> dict[str, Any] | None:
    """What Resume lists of an autosave without its ``.info``. An older kemet-tui's autosave
    (no checksum) is listed too, so that the player sees the game is there: opening it then
    says how to upgrade it (docs/save-format.md)."""
    from kemet_tui.core.storage import load_engine  # pydantic: only once there is a file

    try:
        engine = load_engine(path, legacy=True)
    except SaveFileError:
        return None
    return None if engine.outcome is not None else describe(engine)


# --- describing a game --------------------------------------------------------------------------
def describe(engine: Engine) -> dict[str, Any]:
    """What Resume shows of a game: the ruleset, who plays, how far it is, whether it is over."""
    state = engine.state
    return {
        "ruleset": engine.ruleset.name,
        "seats": seats_text(state, engine),
        "progress": progress_text(state),
        "finished": engine.outcome is not None,
    }


def seats_text(state: Any, engine: Engine | None = None) -> str:
    """The players' names (Seti's two players; Kemet's seats, Seth first), a computer's with
    ``(bot)``, and ``open hands`` when the game plays that house rule: who is at the table
    and what it trades, before a game is picked."""
    names = getattr(state, "players", None)
    seats: tuple[str, ...] = ("white", "brown")
    if names is None:
        seats = tuple(state.seat_ids)
        names = [state.name(seat) for seat in seats]
    bots = _bot_seats(engine)
    text = ", ".join(
        f"{name} (bot)" if seat in bots else str(name) for seat, name in zip(seats, names)
    )
    if engine is not None and engine.options.get("open_hands"):
        text += " · open hands"
    return text


def _bot_seats(engine: Engine | None) -> dict[str, str]:
    """The seats a computer plays in ``engine``'s game (none when its options do not read)."""
    if engine is None or not engine.options.get("bots"):
        return {}
    from kemet_tui.bots.registry import seat_bots

    try:
        return seat_bots(engine.ruleset.name, engine.options)
    except ValueError:
        return {}


def progress_text(state: Any) -> str:
    """How far the game is: Kemet's round (or its setup), Seti's move."""
    if hasattr(state, "round"):
        return f"round {state.round}" if state.round else "setting up"
    return f"move {getattr(state, 'ply', 0) // 2 + 1}"
