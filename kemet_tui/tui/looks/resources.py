"""Where the app's stylesheets live. Each screen names its own, so that a stylesheet is parsed
only when its screen first opens and the title screen, the one the player waits for, stays light.
"""

from __future__ import annotations

from pathlib import Path

STYLES = Path(__file__).resolve().parent / "styles"
TITLE_CSS = STYLES / "title.tcss"
GAME_CSS = STYLES / "game.tcss"
DIALOG_CSS = STYLES / "dialogs.tcss"
KEMET_CSS = STYLES / "kemet.tcss"
KEMET_REPLAY_CSS = STYLES / "kemet_replay.tcss"
JOINED_CSS = STYLES / "joined.tcss"
