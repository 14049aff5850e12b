"""Helpers for the TUI tests: fixed games saved to files, and a way to reach the game screen.

Positions are reached by saving a record (ruleset, seed, tokens) and opening it with
``make_app(load=...)``, the same path a player takes, so tests do not poke widgets into shape.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from textual.worker import WorkerCancelled

from kemet_tui.bots import make_bot
from kemet_tui.core import Engine
from kemet_tui.core.storage import save_engine
from kemet_tui.tui.app import KemetApp, make_app
from kemet_tui.tui.devtools.screenshots import ALEPH_CAPTURE, BETH_WIN  # noqa: F401 (re-exported)
from kemet_tui.tui.screens.seti.game import SetiGameScreen
from kemet_tui.tui.widgets.seti.board import CELL_SIZES, LABEL_WIDTH

SIZE = (80, 24)
#: after these plies of Seti-Aleph seed 1, Brown can capture on a6 with a choice of squares
ALEPH_PLACEMENT = ALEPH_CAPTURE


def saved_game(
    folder: Path,
    ruleset: str,
    tokens: tuple[str, ...],
    seed: int = 1,
    options: dict | None = None,
    name: str = "game.json",
) -> Path:
    """Save a game made of ``tokens`` and return the file."""
    engine = Engine(ruleset, seed, options)
    for token in tokens:
        engine.play_token(token)
    path = folder / name
    save_engine(path, engine)
    return path


def autosave_of(ruleset: str) -> Path:
    """The file of the one game of ``ruleset`` autosaved in progress (each game has its own)."""
    from kemet_tui.tui.files.autosave import unfinished_autosaves

    games = unfinished_autosaves(ruleset)
    assert len(games) == 1, f"expected one autosaved {ruleset} game, found {len(games)}"
    return games[0].path


def game_app(ruleset: str = "seti-aleph", seed: int = 1, **kwargs) -> KemetApp:
    return make_app(ruleset, seed=seed, frozen=True, **kwargs)


def game_screen(app: KemetApp) -> SetiGameScreen:
    screen = app.screen
    assert isinstance(screen, SetiGameScreen), f"expected the game screen, got {screen!r}"
    return screen


def square_offset(screen: SetiGameScreen, name: str) -> tuple[int, int]:
    """The offset inside the board widget of the centre of square ``name`` (e.g. ``"b2"``)."""
    geo = screen.state.geo
    square = geo.parse_square(name)
    assert square is not None
    row, column = screen.board.visual_of(square)
    width, height = CELL_SIZES[screen.board.scale]
    return LABEL_WIDTH + column * width + width // 2, 1 + row * height + height // 2


async def click_square(pilot, name: str) -> None:
    screen = game_screen(pilot.app)
    await pilot.click("#board", offset=square_offset(screen, name))
    await pilot.pause()


class GatedBot:
    """A bot that thinks until the test opens its gate: the UI is checked while it thinks."""

    def __init__(self, spec: str, seed: int = 0) -> None:
        self.inner, self.gate, self.name = make_bot(spec, seed), threading.Event(), spec

    def choose(self, ruleset, view, legal_actions, seat):
        self.gate.wait(5)
        return self.inner.choose(ruleset, view, legal_actions, seat)


@pytest.fixture
def gated_bots(monkeypatch):
    """Every bot a screen seats is a :class:`GatedBot`; the list of them, their gates opened
    when the test ends so that no worker thread waits on."""
    made: list[GatedBot] = []
    monkeypatch.setattr(
        "kemet_tui.tui.parts.bot_seat_runner.make_bot",
        lambda spec, seed=0: made.append(GatedBot(spec, seed)) or made[-1],
    )
    yield made
    for bot in made:
        bot.gate.set()


async def settle(pilot, rounds: int = 20) -> None:
    """Let the bots' workers finish and their answers be handled (up to ``rounds`` answers)."""
    for _ in range(rounds):
        try:
            await pilot.app.workers.wait_for_complete()
        except WorkerCancelled:  # a finished bot's worker, cancelled as the next one starts
            pass
        await pilot.pause()
        if not pilot.app.workers:
            return


async def type_move(pilot, token: str) -> None:
    """``:``, the token, Enter: the player's typed-move path."""
    await pilot.press("colon")
    await pilot.press(*token)
    await pilot.press("enter")
    await pilot.pause()


@pytest.fixture(autouse=True)
def pinned_registry(monkeypatch):
    """The TUI tests see the registry as committed for them (Kemet: Seth and the Seti rulesets),
    so that rulesets other engineers register do not change the title screen under these tests."""
    from kemet_tui.core import registry

    pinned = {
        name: target
        for name, target in registry.declared().items()
        if name.startswith("seti-") or name == "kemet-seth"
    }
    monkeypatch.setattr(registry, "_RULESETS", pinned)
    return pinned


@pytest.fixture
def saves(tmp_path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder
