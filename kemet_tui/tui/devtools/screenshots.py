"""Screenshots for the README: SVGs of the main screens, drawn from fixed seeds and games.

``generate(out_dir)`` runs the real app headless (``make_app(frozen=True)``, the factory the
player and the tests use) and exports one SVG per scene. It points the user data folder at a
temporary one while it works, so that drawing a game screen never overwrites a player's autosave.
"""

from __future__ import annotations

import asyncio
import os
import random
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from kemet_tui.core import Engine
from kemet_tui.core.storage import DATA_DIR_ENV, save_engine
from kemet_tui.tui.app import KemetApp, make_app

#: Seti-Aleph seed 1: ships of both sides on the board, a Pharaoh standing on its own ship
ALEPH_SHIPS = ("+b2", "+b8", "b1b2", "+c8", "+a3", "b10b9")
#: Seti-Aleph seed 1: Brown captures on a6 and chooses where the captured priest goes
ALEPH_CAPTURE = ("a1c2", "a10a8", "c2a4", "b10a9", "a4a6")
#: Seti-Beth seed 1: White's High Priest reaches e10 and survives Brown's reply
BETH_WIN = ("c2e4", "c9e9", "e4e6", "b10c9", "e6e8", "e10c8", "e8e10", "c8a6")


@dataclass(frozen=True)
class Scene:
    """One screenshot: which game to open, what to press, at what terminal size."""

    name: str
    ruleset: str | None = None
    tokens: tuple[str, ...] = ()
    keys: tuple[str, ...] = ()
    size: tuple[int, int] = (80, 24)
    clicks: tuple[str, ...] = ()
    options: tuple[tuple[str, object], ...] = ()
    #: Kemet: random legal answers (seeded) until this decision kind is asked
    play_until: str = ""
    #: open the game in the replay viewer instead of playing it
    replay: bool = False
    #: Kemet: random legal answers (seeded) until this round begins
    until_round: int = 0
    #: open the game's report instead of playing it
    report: bool = False


SCENES = (
    Scene("title"),
    Scene("seti-aleph-board", "seti-aleph", ALEPH_SHIPS, size=(100, 30)),
    Scene("seti-beth-board", "seti-beth", size=(100, 30)),
    Scene("selection", "seti-aleph", ALEPH_SHIPS, keys=("up", "enter")),
    Scene("capture-choice", "seti-aleph", ALEPH_CAPTURE, clicks=("a8", "a6")),
    Scene("game-over", "seti-beth", BETH_WIN[:-1], keys=("colon", *BETH_WIN[-1], "enter")),
    Scene("help", "seti-aleph", keys=("question_mark",)),
    Scene(
        "kemet-n3",
        "kemet-seth",
        keys=("enter", "f2"),
        size=(160, 50),
        options=(("alliance_size", 3),),
        play_until="member-action",
    ),
    Scene(
        "kemet-curtain",
        "kemet-seth",
        size=(160, 50),
        options=(("alliance_size", 3),),
        play_until="alliance-turn",
    ),
    Scene(
        "kemet-replay",
        "kemet-seth",
        keys=("end",),
        size=(160, 50),
        options=(("alliance_size", 3),),
        play_until="battle-cards",
        replay=True,
    ),
    Scene(
        "report",
        "kemet-seth",
        size=(120, 40),
        options=(("alliance_size", 3),),
        until_round=8,
        report=True,
    ),
    Scene(
        "kemet-teach",
        "kemet-seth",
        keys=("enter",),
        size=(160, 50),
        options=(("alliance_size", 2), ("teach", True)),
        play_until="member-action",
    ),
)


@contextmanager
def scratch_data_dir() -> Iterator[Path]:
    """Send autosaves to a temporary folder for the duration."""
    old = os.environ.get(DATA_DIR_ENV)
    with tempfile.TemporaryDirectory(prefix="kemet-shots-") as folder:
        os.environ[DATA_DIR_ENV] = folder
        try:
            yield Path(folder)
        finally:
            if old is None:
                os.environ.pop(DATA_DIR_ENV, None)
            else:
                os.environ[DATA_DIR_ENV] = old


def build_app(scene: Scene, folder: Path) -> KemetApp:
    """The app for a scene: the title, or a saved game of fixed seed 1 opened from a file."""
    if scene.ruleset is None:
        return make_app(frozen=True)
    engine = Engine(scene.ruleset, 1, dict(scene.options))
    for token in scene.tokens:
        engine.play_token(token)
    if scene.play_until:
        play_until(engine, scene.play_until)
    if scene.until_round:
        play_until_round(engine, scene.until_round)
    path = folder / f"{scene.name}.json"
    save_engine(path, engine)
    if scene.report:
        return make_app(report=path, frozen=True)
    if scene.replay:
        return make_app(replay=path, frozen=True)
    return make_app(load=path, frozen=True)


def play_until(engine: Engine, kind: str, seed: int = 1) -> None:
    """Seeded random legal answers until a decision of ``kind`` is asked (a Kemet game has no
    short fixed opening worth writing out by hand)."""
    rng = random.Random(seed)
    while engine.outcome is None and engine.state.decision.kind != kind:
        engine.play_token(rng.choice(engine.legal_tokens()))


def play_until_round(engine: Engine, round_: int, seed: int = 1) -> None:
    """Seeded random legal answers until round ``round_`` begins (a report needs rounds)."""
    rng = random.Random(seed)
    while engine.outcome is None and engine.state.round < round_:
        engine.play_token(rng.choice(engine.legal_tokens()))


async def click_square(pilot, app, name: str) -> None:
    """Click the middle of the Seti board's square ``name``, as a player would."""
    from kemet_tui.tui.widgets.seti.board import CELL_SIZES, LABEL_WIDTH

    board = app.screen.board
    row, column = board.visual_of(board.position.geo.parse_square(name))
    width, height = CELL_SIZES[board.scale]
    offset = (LABEL_WIDTH + column * width + width // 2, 1 + row * height + height // 2)
    await pilot.click("#board", offset=offset)
    await pilot.pause()


async def capture(scene: Scene, folder: Path) -> str:
    """Run the scene headless and return its SVG."""
    app = build_app(scene, folder)
    async with app.run_test(size=scene.size) as pilot:
        await pilot.pause()
        for name in scene.clicks:
            await click_square(pilot, app, name)
        await pilot.press(*scene.keys)
        await pilot.pause()
        await pilot.wait_for_scheduled_animations()
        return app.export_screenshot(title=f"kemet-tui: {scene.name}")


def generate(out_dir: Path) -> list[Path]:
    """Write ``<scene>.svg`` for every scene into ``out_dir``; returns the files written."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with scratch_data_dir() as folder:
        for scene in SCENES:
            svg = asyncio.run(capture(scene, folder))
            path = out_dir / f"{scene.name}.svg"
            path.write_text(svg, encoding="utf-8")
            written.append(path)
    return written


if __name__ == "__main__":  # pragma: no cover - a convenience for developers
    for written_path in generate(Path("screenshots")):
        print(written_path)
