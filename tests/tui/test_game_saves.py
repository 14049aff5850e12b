"""Where a game is written, without Textual (``screens/game_saves.py``): the autosave made at
the first write, the path ctrl+s proposes, the save written there, the game given up."""

from __future__ import annotations

import subprocess
import sys

from kemet_tui.core import Engine
from kemet_tui.core.storage import load_engine
from kemet_tui.tui.screens.game_saves import GameSaves
from kemet_tui.tui.saves_folder import saves_dir


def played(moves: int = 1) -> Engine:
    engine = Engine("seti-aleph", 1)
    for _ in range(moves):
        engine.play_token(engine.legal_tokens()[0])
    return engine


def test_the_first_autosave_makes_the_games_own_file_and_writes_the_game():
    engine = played()
    saves = GameSaves(engine)
    assert saves.autosaved is None
    assert not saves.autosave(), "no problem to say"
    path = saves.autosaved.path
    assert load_engine(path).tokens == engine.tokens
    engine.play_token(engine.legal_tokens()[0])
    saves.autosave()
    assert saves.autosaved.path == path and load_engine(path).tokens == engine.tokens
    saves.close()


def test_ctrl_s_proposes_the_games_own_name_then_where_it_was_saved():
    saves = GameSaves(played())
    proposed = saves.proposed_path()
    assert proposed == saves_dir() / f"{saves.autosaved.path.stem}.json"
    assert proposed.stem.startswith("seti-aleph")
    other = GameSaves(played())
    assert other.proposed_path() != proposed, "two games never propose one file"
    elsewhere = proposed.with_name("mine.json")
    assert saves.write(elsewhere) == elsewhere
    assert load_engine(elsewhere).tokens == saves.engine.tokens
    saves.saved_to = elsewhere
    assert saves.proposed_path() == elsewhere
    saves.close()
    other.close()


def test_the_saves_import_without_textual():
    code = ("import sys\nimport kemet_tui.tui.screens.game_saves\n"
            "raise SystemExit(1 if 'textual' in sys.modules else 0)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
