"""The games the title screen offers, and whether each can be played yet.

Playability is read from the core registry, never hard-coded here: when a ruleset registers
(Kemet: Seth once its engine lands) its entry lights up without touching the UI. A registered
game still needs a game screen; until the UI has one the entry says so and cannot be started.
"""

from __future__ import annotations

from dataclasses import dataclass

from kemet_tui.core.registry import ruleset_blurb, ruleset_names


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One line of the ruleset picker."""

    name: str
    title: str
    description: str
    playable: bool
    #: shown instead of nothing when the game cannot be played yet
    pending_note: str = ""

    @property
    def has_screen(self) -> bool:
        """Whether the UI has a game screen for this ruleset."""
        return has_game_screen(self.name)

    @property
    def startable(self) -> bool:
        """Registered in the core and drawable by the UI."""
        return self.playable and self.has_screen


#: prefixes of the ruleset names the TUI has a game screen for
SCREEN_PREFIXES = ("seti-", "kemet-")
NO_SCREEN_NOTE = "Its rules engine is registered; its game screen is in progress."


def has_game_screen(name: str) -> bool:
    return name.startswith(SCREEN_PREFIXES)


#: Games the client knows about before their ruleset exists, with their own words.
_PLANNED = {
    "kemet-seth": GameEntry(
        name="kemet-seth",
        title="Kemet: Seth",
        description="Seth against an Alliance of 2 to 5 gods: armies, pyramids and powers.",
        playable=False,
        pending_note="Not playable here: its ruleset is not registered in this installation.",
    ),
}
_ORDER = ("kemet-seth", "seti-aleph", "seti-beth")


def catalogue() -> tuple[GameEntry, ...]:
    """Every game to show, in the picker's order, playable ones as their ruleset describes them."""
    registered = ruleset_names()
    names = list(_ORDER) + [n for n in registered if n not in _ORDER]
    known = [n for n in names if n in registered or n in _PLANNED]
    return tuple(_entry(name, name in registered) for name in known)


def _entry(name: str, registered: bool) -> GameEntry:
    """A registered game is described from its data (``ruleset_blurb``), without importing its
    rules: the title screen draws before any ruleset is loaded."""
    if not registered:
        return _PLANNED[name]
    title, description = ruleset_blurb(name)
    note = "" if has_game_screen(name) else NO_SCREEN_NOTE
    return GameEntry(name, title or name, description, True, note)


def playable_names() -> tuple[str, ...]:
    """Names of the games that can be started now."""
    return tuple(entry.name for entry in catalogue() if entry.startable)
