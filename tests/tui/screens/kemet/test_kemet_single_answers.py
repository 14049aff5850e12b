"""A curtain only for a real decision: over seeded games at N = 2..5 played through the screen,
no question with a single legal answer is put to a human when answering it reveals nothing
(its list is known to the table, ``asking.answers_known``; with one human, always: nobody
else watches). Each such answer is played for the seat and said on the status line."""

from __future__ import annotations

import random

import pytest

from kemet_tui.rules.kemet.view.asking import answers_known
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen
from tests.tui.kemet_support import FULL, app_for, asked, game, new_engine, play_until


async def put_to_humans(app, steps: int, seed: int) -> tuple[list[str], int]:
    """Random answers through the screen (half the time a claim line when there is one);
    returns the single-answer questions put that answering would not have revealed, and how
    many questions were put."""
    rng = random.Random(seed)
    wrong, put = [], 0
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = game(app)
        for _ in range(steps):
            engine = screen.engine
            if engine.outcome is not None:
                break
            if isinstance(app.screen, (CurtainScreen, RevealScreen)):
                await pilot.press("enter")
                await pilot.pause()
                continue
            if not screen.deciding:
                await pilot.pause(0.02)
                continue
            put += 1
            tokens = engine.legal_tokens()
            lone = len(screen.bot_table.human_seats()) == 1
            if len(tokens) == 1 and (lone or answers_known(engine.state)):
                wrong.append(f"{engine.state.decision.kind}: {tokens[0]}")
            lines = screen.decision.tokens
            claims = [t for t in lines if t.startswith("look:")]
            pick = rng.choice(claims) if claims and rng.random() < 0.5 else rng.choice(lines)
            panel = screen.decision
            panel.focus_options()
            panel.options.highlighted = lines.index(pick)
            await pilot.press("enter")
            await pilot.pause()
    return wrong, put


@pytest.mark.parametrize(
    ("n", "seed", "bots"),
    [
        (2, 11, {}),
        (3, 2, {}),
        (4, 3, {}),
        (5, 4, {}),
        (2, 5, {"seth": "kemet:1", "a2": "kemet:1"}),
    ],
)
async def test_no_single_answer_is_asked_when_asking_it_reveals_nothing(tmp_path, n, seed, bots):
    engine = play_until(new_engine(n, seed=seed, bots=bots), asked("seth-action"), seed=seed)
    wrong, put = await put_to_humans(app_for(engine, tmp_path), 110, seed)
    assert put >= 30, "the game was played through the screen"
    assert not wrong, f"asked with one answer that tells nothing: {wrong}"
