"""The player's settings: a small TOML file in the user config folder (``paths.settings_path``,
or the file ``--config`` names), read at start and written by the settings screen.

Reading never stops the game: an unknown key or a bad value is one line naming the key, and that
setting keeps its default; a file that is not TOML at all keeps every default. The file comes
from outside, so it is read as a save is (``core/safe_read.py``): only a regular file of at most
:data:`MAX_BYTES`, nested no deeper than :data:`MAX_DEPTH`; a FIFO, a device or a folder is
refused before it is read (nothing hangs), and a file nested thousands deep before TOML's
parser recurses into it. Which themes and
binding ids exist is the terminal UI's knowledge, so it checks those (``tui/settings_apply``).

    theme = "textual-light"     # a theme name, as the command palette's theme list shows them
    auto_flip = true            # Seti: the board faces the player to move
    bot_pause = 0.3             # seconds a bot waits before answering a bot (blank: built in)
    reveal_pause = 2            # Kemet: seconds a battle reveal between bots stays up
    board_style = "fit"         # Seti: the board's size, "fit" (the largest that fits),
                                # "small", "medium" or "large" (at most that size)
    colour_blind = true         # the boards' marks and the seats in Okabe-Ito colours
    ascii = true                # every character drawn in plain ASCII
    teach = true                # "Teach me" starts on in the new-game forms

    [keymap]                    # a binding id = the keys it answers to
    "game.flip" = "F"
"""

from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from kemet_tui.core.paths import write_atomically
from kemet_tui.core.safe_read import (
    TOML_STRINGS,
    NotARegularFile,
    TooLarge,
    nesting_depth,
    read_regular_file,
)
from kemet_tui.core.text import strip_controls

#: the longest pause a bot may be given, in seconds
MAX_BOT_PAUSE = 10.0
#: the largest settings file read (one written by the settings screen takes under 1 KiB)
MAX_BYTES = 256 * 1024
#: the deepest nesting of tables and arrays read (the settings need 1: ``[keymap]``)
MAX_DEPTH = 8
#: how a refused file ends its line
ALL_DEFAULTS = "every setting keeps its default."


@dataclass(frozen=True)
class Settings:
    """What the player chose; every field has the default a new player gets."""

    theme: str | None = None
    auto_flip: bool = False
    bot_pause: float | None = None
    board_style: str = "fit"
    colour_blind: bool = False
    ascii: bool = False
    keymap: dict[str, str] = field(default_factory=dict)
    reveal_pause: float | None = None
    #: the new-game forms' "Teach me" switch starts on
    teach: bool = False


def _theme(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError("must be a theme name in quotes")
    return value.strip()


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _pause(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
        raise ValueError("must be a number of seconds")
    if not 0 <= value <= MAX_BOT_PAUSE:
        raise ValueError(f"must be between 0 and {MAX_BOT_PAUSE:g} seconds")
    return float(value)


#: the Seti board sizes a player may ask for: the largest scale each allows (``fit``: any)
BOARD_STYLES = {"fit": 3, "small": 1, "medium": 2, "large": 3}


def _board_style(value: Any) -> str:
    if not isinstance(value, str) or value.strip().lower() not in BOARD_STYLES:
        raise ValueError(f"must be one of {', '.join(repr(s) for s in BOARD_STYLES)}")
    return value.strip().lower()


def _keymap(value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        raise ValueError('must be a table of binding ids and keys ([keymap] "game.flip" = "F")')
    bad = next((k for k, v in value.items() if not isinstance(v, str) or not v.strip()), None)
    if bad is not None:
        raise ValueError(f'{bad!r} must be given its keys in quotes, e.g. "F" or "f,ctrl+f"')
    return {key: keys.replace(" ", "") for key, keys in value.items()}


CHECKS = {
    "theme": _theme,
    "auto_flip": _flag,
    "bot_pause": _pause,
    "reveal_pause": _pause,
    "board_style": _board_style,
    "colour_blind": _flag,
    "ascii": _flag,
    "teach": _flag,
    "keymap": _keymap,
}


def _shown(value: Any) -> str:
    return " ".join(strip_controls(repr(value)).split())[:60]


def parse_settings(text: str, source: str = "settings") -> tuple[Settings, list[str]]:
    """The settings in ``text`` and one line per problem (the key, what is wrong, default kept)."""
    if nesting_depth(text.encode("utf-8", "replace"), TOML_STRINGS) > MAX_DEPTH:
        return Settings(), [
            f"{source}: not a settings file (nested deeper than {MAX_DEPTH} levels); {ALL_DEFAULTS}"
        ]
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return Settings(), [f"{source}: not valid TOML ({error}); {ALL_DEFAULTS}"]
    except RecursionError:
        return Settings(), [f"{source}: not a settings file (nested too deep); {ALL_DEFAULTS}"]
    values: dict[str, Any] = {}
    problems = []
    for key, value in data.items():
        check = CHECKS.get(key)
        if check is None:
            known = ", ".join(CHECKS)
            problems.append(f"{source}: unknown setting {_shown(key)} is ignored (known: {known}).")
            continue
        try:
            values[key] = check(value)
        except ValueError as error:
            problems.append(f"{source}: {key} {error}, not {_shown(value)}; the default is kept.")
    return Settings(**values), problems


def load_settings(path: Path) -> tuple[Settings, list[str]]:
    """Read ``path``; a missing file is the defaults without a word, an unreadable one (or
    not a regular file of a sane size) a line."""
    try:
        text = read_regular_file(path, MAX_BYTES).decode("utf-8")
    except FileNotFoundError:
        return Settings(), []
    except (NotARegularFile, TooLarge) as error:
        return Settings(), [f"{path}: not a settings file ({error.strerror}); {ALL_DEFAULTS}"]
    except (OSError, UnicodeDecodeError) as error:
        cause = getattr(error, "strerror", None) or error
        return Settings(), [f"{path}: cannot be read ({cause}); {ALL_DEFAULTS}"]
    return parse_settings(text, str(path))


def without(settings: Settings, key: str) -> Settings:
    """``settings`` with ``key`` back at its default (a value the UI found unusable)."""
    return replace(settings, **{key: getattr(Settings(), key)})


def settings_toml(settings: Settings) -> str:
    """The file the settings screen writes: only what differs from the defaults."""
    lines = ["# kemet-tui settings: written by the settings screen, and yours to edit.", ""]
    if settings.theme is not None:
        lines.append(f"theme = {_quoted(settings.theme)}")
    if settings.auto_flip:
        lines.append("auto_flip = true")
    if settings.bot_pause is not None:
        lines.append(f"bot_pause = {settings.bot_pause:g}")
    if settings.reveal_pause is not None:
        lines.append(f"reveal_pause = {settings.reveal_pause:g}")
    if settings.board_style != Settings.board_style:
        lines.append(f"board_style = {_quoted(settings.board_style)}")
    if settings.colour_blind:
        lines.append("colour_blind = true")
    if settings.ascii:
        lines.append("ascii = true")
    if settings.teach:
        lines.append("teach = true")
    if settings.keymap:
        lines += ["", "[keymap]"]
        lines += [
            f"{_quoted(key)} = {_quoted(keys)}" for key, keys in sorted(settings.keymap.items())
        ]
    return "\n".join(lines) + "\n"


def _quoted(text: str) -> str:
    """A TOML basic string."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in escaped) + '"'


def save_settings(path: Path, settings: Settings) -> None:
    """Write ``settings`` to ``path`` atomically (OSError when it cannot be written)."""
    write_atomically(path, settings_toml(settings))
