"""Moving pictures for the README: real games played in the app, one frame per step, put
together into one animated SVG per game (a CSS animation shows each frame in turn, so the
picture moves wherever an SVG image is shown, GitHub's README included, with no script).

``generate(out_dir)`` writes ``seti-beth-game.svg`` (a Seti-Beth game to its end, each move
picked on the board by clicks: the piece, its targets lit, the square) and ``kemet-turn.svg``
(a Kemet: Seth game a few answers before its first battle, the answers played through the game
screen, the curtains between seats lifted and the battle's reveal shown, until the game goes
on). Frames
are the app's own screenshots (``App.export_screenshot``) from the same headless runs as
``screenshots.py``, whose scratch data folder keeps a player's autosaves untouched.
"""

from __future__ import annotations

import asyncio
import random
import re
from dataclasses import dataclass
from pathlib import Path

from kemet_tui.core import Engine
from kemet_tui.core.storage import save_engine
from kemet_tui.tui.app import make_app
from kemet_tui.tui.devtools.screenshots import (
    BETH_WIN,
    Scene,
    build_app,
    click_square,
    scratch_data_dir,
)

#: how long a frame stays (seconds) unless told otherwise
HOLD = 1.2
#: screens gone through at most (answers, curtains, the reveal) before the Kemet run stops
KEMET_STEPS = 120
#: answers played in the app before the battle's cards are asked
KEMET_LEAD = 6
SVG_ROOT = re.compile(r"<svg\b[^>]*\bviewBox=\"0 0 ([\d.]+) ([\d.]+)\"")


@dataclass(frozen=True)
class Frame:
    """One picture of the app and how long it stays."""

    svg: str
    hold: float = HOLD


def combine(frames: list[Frame], title: str) -> str:
    """One SVG showing ``frames`` in turn, over and over (each for its ``hold``)."""
    if not frames:
        raise ValueError("an animation needs at least one frame")
    found = SVG_ROOT.search(frames[0].svg)
    if found is None:
        raise ValueError("a frame is not an SVG with a viewBox")
    width, height = found.groups()
    total = sum(frame.hold for frame in frames)
    styles, bodies, start = [], [], 0.0
    for index, frame in enumerate(frames):
        begin, end = 100 * start / total, 100 * (start + frame.hold) / total
        start += frame.hold
        styles.append(_keyframes(index, begin, end))
        bodies.append(
            f'<g class="frame" style="animation-name: frame-{index}">{_strip_prolog(frame.svg)}</g>'
        )
    style = (
        f".frame {{ opacity: 0; animation-duration: {total:.2f}s; "
        "animation-iteration-count: infinite; animation-timing-function: step-end; }\n"
        + "\n".join(styles)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">'
        f"<title>{_escape(title)}</title><style>{style}</style>" + "".join(bodies) + "</svg>\n"
    )


def _keyframes(index: int, begin: float, end: float) -> str:
    shown = f"{begin:.3f}% {{ opacity: 1; }}"
    hidden = f"{end:.3f}% {{ opacity: 0; }}" if end < 100 else "100% { opacity: 1; }"
    before = "" if begin <= 0 else "0% { opacity: 0; } "
    return f"@keyframes frame-{index} {{ {before}{shown} {hidden} }}"


def _strip_prolog(svg: str) -> str:
    return svg[svg.index("<svg") :]


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# --- a Seti game, clicked on the board -----------------------------------------------------------
SQUARES = re.compile(r"^([a-e]\d+)([a-e]\d+)$")


async def seti_frames(moves: tuple[str, ...], folder: Path) -> list[Frame]:
    """A Seti-Beth game from its start: for each move, the piece picked (its targets lit),
    then the move made; the last frame, the end of the game, stays longer."""
    scene = Scene("seti-beth-game", "seti-beth", size=(100, 30))
    app = build_app(scene, folder)
    frames = []
    async with app.run_test(size=scene.size) as pilot:
        await pilot.pause()
        frames.append(Frame(app.export_screenshot(title="kemet-tui: Seti-Beth"), 2.0))
        for move in moves:
            source, target = SQUARES.match(move).groups()
            await click_square(pilot, app, source)
            frames.append(Frame(app.export_screenshot(title="kemet-tui: Seti-Beth"), 0.9))
            await click_square(pilot, app, target)
            await pilot.wait_for_scheduled_animations()
            frames.append(Frame(app.export_screenshot(title="kemet-tui: Seti-Beth"), 1.2))
    frames[-1] = Frame(frames[-1].svg, 4.0)
    return frames


# --- a Kemet turn with a battle ------------------------------------------------------------------
def battle_line(seed: int = 1, lead: int = KEMET_LEAD) -> tuple[Engine, list[str]]:
    """A Kemet: Seth game (Alliance of 3) ``lead`` seeded answers before its first battle's
    cards are chosen, and those answers (the same seed replays the same game)."""
    engine = Engine("kemet-seth", seed, {"alliance_size": 3})
    rng = random.Random(seed)
    tokens: list[str] = []
    while engine.outcome is None and engine.state.decision.kind != "battle-cards":
        tokens.append(rng.choice(engine.legal_tokens()))
        engine.play_token(tokens[-1])
    start = Engine("kemet-seth", seed, {"alliance_size": 3})
    for token in tokens[:-lead]:
        start.play_token(token)
    return start, tokens[-lead:]


async def kemet_frames(folder: Path, seed: int = 1) -> list[Frame]:
    """The answers before a battle played through the game screen, each curtain lifted as a
    player would, the battle cards chosen and revealed, until the game goes on: a frame after
    each answer and of each curtain, the reveal held longest."""
    from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
    from kemet_tui.tui.screens.kemet.reveal import RevealScreen

    engine, line = battle_line(seed)
    path = folder / "kemet-turn.json"
    save_engine(path, engine)
    app = make_app(load=path, frozen=True)
    rng = random.Random(seed)
    frames: list[Frame] = []
    revealed = False
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        for _ in range(KEMET_STEPS):
            screen = app.screen
            if isinstance(screen, RevealScreen):
                frames.append(Frame(app.export_screenshot(title="kemet-tui: a battle"), 5.0))
                revealed = True
                await pilot.press("enter")
            elif isinstance(screen, CurtainScreen):
                frames.append(Frame(app.export_screenshot(title="kemet-tui: curtain"), 1.0))
                await pilot.press("enter")
            else:
                frames.append(
                    Frame(app.export_screenshot(title="kemet-tui: Kemet"), 3.0 if revealed else 1.6)
                )
                if revealed or screen.engine.outcome is not None:
                    break
                screen.play_token(line.pop(0) if line else _pick(rng, screen.engine))
            await pilot.pause()
            await pilot.wait_for_scheduled_animations()
    return frames


def _pick(rng: random.Random, engine) -> str:
    return rng.choice(engine.legal_tokens())


def generate(out_dir: Path) -> list[Path]:
    """Write the animated SVGs into ``out_dir``; returns the files written."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with scratch_data_dir() as folder:
        runs = (
            (
                "seti-beth-game",
                "A Seti-Beth game, move by move",
                lambda: seti_frames(BETH_WIN, folder),
            ),
            ("kemet-turn", "Kemet: Seth, a turn with a battle", lambda: kemet_frames(folder)),
        )
        for name, title, run in runs:
            svg = combine(asyncio.run(run()), title)
            path = out_dir / f"{name}.svg"
            path.write_text(svg, encoding="utf-8")
            written.append(path)
    return written
