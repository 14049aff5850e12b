"""Saves, for any game (ruleset, seed, how far it went, what was undone, the players' names):
what is written reads back as the same record and the same game, and writing it again gives the
same bytes."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from kemet_tui.core.engine import Engine
from kemet_tui.core.playout import random_playout
from kemet_tui.core.rng import SEED_LIMIT, SEED_MIN
from kemet_tui.core.storage import load_engine, record_text, save_engine

#: derandomized and without a database: the same examples every run, on every worker
SAME_EVERY_RUN = settings(derandomize=True, database=None, max_examples=40, deadline=None)

NAMES = st.text(min_size=1, max_size=24)


@st.composite
def games(draw) -> Engine:
    """A game of any ruleset, played at random for a while, some moves undone."""
    ruleset = draw(st.sampled_from(("seti-aleph", "seti-beth", "kemet-seth")))
    seed = draw(st.integers(SEED_MIN, SEED_LIMIT - 1))
    if ruleset == "kemet-seth":
        size = draw(st.integers(2, 5))
        options = {
            "alliance_size": size,
            "players": draw(st.lists(NAMES, min_size=size + 1, max_size=size + 1)),
        }
    else:
        options = {"players": draw(st.lists(NAMES, min_size=2, max_size=2))}
    try:
        Engine(ruleset, seed, options)
    except ValueError:  # names that clean to nothing, or to the same name twice
        assume(False)
    engine = random_playout(ruleset, seed, options, max_actions=draw(st.integers(0, 60))).engine
    for _ in range(draw(st.integers(0, 3))):
        if engine.can_undo:
            engine.undo()
    return engine


@SAME_EVERY_RUN
@given(games())
def test_a_saved_game_reads_back_as_the_same_game(engine):
    with tempfile.TemporaryDirectory(prefix="kemet-save-") as folder:
        path = Path(folder) / "game.json"
        save_engine(path, engine)
        loaded = load_engine(path)
    assert loaded.record == engine.record
    assert loaded.state == engine.state
    assert loaded.tokens == engine.tokens
    assert record_text(loaded.record) == record_text(engine.record)
