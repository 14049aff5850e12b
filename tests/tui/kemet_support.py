"""Helpers for the Kemet TUI tests: seeded positions, the curtain, answering through the panel,
and the text a screen shows (for the leak tests).

Positions are reached the way a player would get there: a seeded game is played on through the
engine (random legal tokens, or until a decision of some kind is asked), saved, and opened with
``make_app(load=...)``; the tests then act through the UI only.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from textual.geometry import Region
from textual.widgets import Input, Static

from kemet_tui.core import Engine
from kemet_tui.core.storage import save_engine
from kemet_tui.tui.app import KemetApp, make_app
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.game import KemetGameScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen
from kemet_tui.tui.screens.kemet.seat_log import SeatLog
from kemet_tui.tui.screens.kemet.setup import KemetSetupDialog
from kemet_tui.tui.widgets.decision_list import DecisionList

FULL = (160, 50)
COMPACT = (120, 40)
KEMET = "kemet-seth"


def new_engine(n: int = 3, seed: int = 3, **options) -> Engine:
    return Engine(KEMET, seed, {"alliance_size": n, **options})


def play_until(
    engine: Engine, wanted: Callable[[Engine], bool], seed: int = 0, limit: int = 3000
) -> Engine:
    """Random legal tokens (seeded) until ``wanted(engine)``; fails if it never comes."""
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(engine):
            return engine
        assert engine.outcome is None, "the game ended before the wanted position"
        engine.play_token(rng.choice(engine.legal_tokens()))
    raise AssertionError("the wanted position did not come")


def asked(kind: str) -> Callable[[Engine], bool]:
    return lambda e: e.state.decision is not None and e.state.decision.kind == kind


def saved(folder: Path, engine: Engine, name: str = "kemet.json") -> Path:
    path = folder / name
    save_engine(path, engine)
    return path


def app_for(engine: Engine, folder: Path) -> KemetApp:
    """The app opening ``engine``'s game from a save file, as Load or Resume would."""
    return make_app(load=saved(folder, engine), frozen=True)


def game(app: KemetApp) -> KemetGameScreen:
    screen = next(s for s in reversed(app.screen_stack) if isinstance(s, KemetGameScreen))
    return screen


async def setup_form(pilot) -> KemetSetupDialog:
    """Open the Kemet: Seth setup form from the title, as ``n`` would, and give it."""
    pilot.app.ask_new_game(KEMET)
    await pilot.pause()
    form = pilot.app.screen
    assert isinstance(form, KemetSetupDialog)
    return form


@asynccontextmanager
async def lifted(app: KemetApp, size=None) -> AsyncIterator[tuple[Any, KemetGameScreen]]:
    """Run ``app`` (``FULL`` by default), lift the first curtain and give the pilot and the
    game screen: how most Kemet screen tests begin."""
    async with app.run_test(size=size or FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        yield pilot, game(app)


async def lift(pilot) -> str | None:
    """Go on from the public reveal of a battle if it is up, then lift the curtain if it is
    up; returns the name the curtain showed."""
    if isinstance(pilot.app.screen, RevealScreen):
        await pilot.press("enter")
        await pilot.pause()
    screen = pilot.app.screen
    if not isinstance(screen, CurtainScreen):
        return None
    await pilot.press("enter")
    await pilot.pause()
    return screen.who


async def answer(pilot, token: str) -> None:
    """Choose ``token`` in the decision panel (highlight it, Enter), then lift any curtain."""
    screen = game(pilot.app)
    panel = screen.decision
    index = panel.tokens.index(token)
    panel.focus_options()
    panel.options.highlighted = index
    await pilot.press("enter")
    await pilot.pause()


async def type_token(pilot, token: str) -> None:
    """``:`` (or, when the entry already has focus, ctrl+u to clear it), the token, Enter."""
    entry = game(pilot.app).entry.input
    await pilot.press("ctrl+u" if entry.has_focus else "colon", *token, "enter")
    await pilot.pause()


def widget_texts(screen) -> list[str]:
    """The text each shown widget of ``screen`` holds, one string per widget: a ``Static``'s
    whole content (scrolled out or not, unwrapped, so a name reads whole), every answer of the
    decision list and line of the log (the same), an input's value, a border title; other leaves as they render."""
    texts = []
    for widget in screen.walk_children(with_self=False):
        if not widget.display:
            continue
        if widget.border_title:
            texts.append(str(widget.border_title))
        texts.append(_text_of(widget))
    return [re.sub(r"\s+", " ", text) for text in texts if text]


def _text_of(widget) -> str:
    if isinstance(widget, Static):
        content = widget.content
        return content.plain if hasattr(content, "plain") else str(content)
    if isinstance(widget, DecisionList):  # every answer, scrolled out or not, unwrapped
        return " ".join(answer.plain for answer in widget.answers)
    if isinstance(widget, SeatLog):  # every line held, scrolled out or not, unwrapped
        return " ".join(line.plain for line in widget.lines)
    if isinstance(widget, Input):
        return f"{widget.value} {widget.placeholder}"
    if widget.children or not widget.outer_size.area:
        return ""
    size = widget.outer_size
    strips = widget.render_lines(Region(0, 0, size.width, size.height))
    return " ".join(strip.text.strip(" │╭╮╰╯─┃━║╔╗╚╝═▏▕") for strip in strips)


def screen_text(screen) -> str:
    return "\n".join(widget_texts(screen))


def revealed_battle_step(engine: Engine) -> int:
    """The replay step right after the game's first reveal whose battle is still under way
    (the battle panel still tells it: its strengths, its winner)."""
    return next(
        i + 1
        for i, p in enumerate(engine.plies)
        if any(e.kind == "reveal" for e in p.events)
        and any(x.kind == "battle" for x in engine.states[i + 1].pending)
    )
