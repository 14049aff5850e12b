"""Where a game is written, without Textual (``parts/game_saves.py``): the autosave made at
the first write, the path ctrl+s proposes, the save written there, the game given up."""

from __future__ import annotations

import subprocess
import sys

from kemet_tui.core import Engine
from kemet_tui.core.storage import load_engine
from kemet_tui.tui.files.saves_folder import saves_dir
from kemet_tui.tui.parts.game_saves import GameSaves


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
    code = (
        "import sys\nimport kemet_tui.tui.parts.game_saves\n"
        "raise SystemExit(1 if 'textual' in sys.modules else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


# --- the autosave's own thread -------------------------------------------------------------------
async def test_autosaves_are_written_in_the_order_asked_off_the_event_loop(monkeypatch):
    """Each write takes its time (a slow disk); the writes run on one thread of their own, one
    after another in the order asked, each with the game as it was when it was asked for; the
    outcomes come back on the event loop's thread, in the same order."""
    import asyncio
    import random
    import threading
    import time

    from kemet_tui.tui.files.autosave import Autosave

    loop_thread = threading.current_thread()
    written: list[tuple[int, str]] = []
    real_write = Autosave.write_texts
    jitter = random.Random(5)

    def slow_write(self, texts):
        time.sleep(jitter.random() / 100)
        written.append((texts[0].count('"'), threading.current_thread().name))
        return real_write(self, texts)

    monkeypatch.setattr(Autosave, "write_texts", slow_write)
    engine = Engine("seti-aleph", 1)
    saves = GameSaves(engine)
    told: list[tuple[int, str | None, bool]] = []
    choose = random.Random(1)
    for ply in range(12):
        engine.play_token(choose.choice(engine.legal_tokens()))
        saves.autosave_later(
            lambda problem, error, ply=ply: told.append(
                (ply, problem, threading.current_thread() is loop_thread)
            )
        )
    assert len(written) < 12, "the loop did not wait for the writes"
    saves.writer.wait()
    await asyncio.sleep(0.05)
    assert [ply for ply, _, _ in told] == list(range(12)), "outcomes in the order asked"
    assert all(problem is None and on_loop for _, problem, on_loop in told)
    sizes = [size for size, _ in written]
    assert sizes == sorted(sizes) and len(set(sizes)) == 12, "each write a later position"
    assert all(name.startswith("kemet-autosave") for _, name in written)
    assert load_engine(saves.autosaved.path).tokens == engine.tokens, "the last one is on disk"
    saves.close()


async def test_a_write_that_fails_on_the_thread_is_handed_back_in_words():
    import asyncio

    saves = GameSaves(played())
    assert saves.autosave() is None
    saves.autosaved.path.unlink()
    saves.autosaved.path.mkdir()  # a folder where the file should be
    told = []
    saves.autosave_later(lambda problem, error: told.append((problem, error)))
    saves.writer.wait()
    await asyncio.sleep(0.05)
    [(problem, error)] = told
    assert error is None and problem.startswith("Autosave failed: ")
    assert str(saves.autosaved.path) in problem
    saves.close()


def test_a_data_folder_that_cannot_be_written_turns_autosave_off_in_words(
    isolated_data_dir, monkeypatch
):
    isolated_data_dir.parent.mkdir(parents=True, exist_ok=True)
    isolated_data_dir.write_text("a file where the data folder should be")
    saves = GameSaves(played())
    problem = saves.autosave()
    assert problem.startswith("Autosave is off: ") and "\n" not in problem
    assert "ctrl+s saves it elsewhere" in problem
    told = []
    saves.autosave_later(lambda problem, error: told.append((problem, error)))
    assert told == [(problem, None)]
    assert saves.proposed_path().name.startswith("seti-aleph")
    saves.close()


def test_a_problem_is_news_once_and_the_recovery_is_said():
    saves = GameSaves(played())
    assert saves.news(None) is None
    assert saves.news("Autosave failed: full.") == "Autosave failed: full."
    assert saves.news("Autosave failed: full.") is None, "said once"
    assert saves.news("Autosave failed: gone.") == "Autosave failed: gone."
    assert saves.news(None) == "Autosave is on again."
    assert saves.news(None) is None
