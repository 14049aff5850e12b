"""The reveal of a battle is shown to the whole table on a public screen, and the battle panel
measures the strengths with the troops the battle was fought with."""

from __future__ import annotations

import random

from kemet_tui.core import Engine
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen
from kemet_tui.tui.widgets.kemet import CombatCards
from kemet_tui.tui.widgets.kemet.combat_look import Strength, battle_report
from tests.tui.kemet_support import FULL, app_for, game, lift, new_engine, widget_texts
from tests.tui.test_kemet_leaks import leaks

#: Alliance of 2, seed 2, random answers (seed 4): at ply 41 Seth, attacking with War Rage laid,
#: chooses his battle card after A2's; he wins 9 against 5 and the defender A2 must retreat
SETH_CHOOSES_LAST = 41
SETH_CARDS = "fight:seth-card-desert-fury/seth-card-wall-of-red-sand"


def seth_chooses_last() -> Engine:
    engine, rng = new_engine(2, seed=2), random.Random(4)
    while len(engine.plies) < SETH_CHOOSES_LAST:
        engine.play_token(rng.choice(engine.legal_tokens()))
    assert engine.state.decision.kind == "battle-cards" and engine.to_act == "seth"
    assert engine.plies[-3].token.startswith("fight:") and engine.plies[-3].seat == "a2"
    return engine


def panel_text(screen) -> str:
    combat = screen.query_one(CombatCards)
    return " ".join(line.plain for line in combat.lines(100))


async def test_the_seat_that_chose_last_sees_the_reveal_with_the_table(tmp_path):
    app = app_for(seth_chooses_last(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert await lift(pilot) == "Seth"
        screen = game(app)
        await pilot.press(*SETH_CARDS, "enter")
        await pilot.pause()
        reveal = app.screen
        assert isinstance(reveal, RevealScreen), "the reveal comes before the loser's curtain"
        assert screen.engine.to_act == "a2" and screen.viewer is None
        texts = widget_texts(reveal)
        text = " ".join(texts)
        assert "Desert Fury" in text and "Shield Push" in text and "War Rage" in text
        assert "Strength 9 against 5" in text and "Winner: attacker" in text
        assert not leaks(texts, screen.engine, None), "the reveal is public"
        assert "Wall of Red Sand" not in text, "Seth's discard stays face down"
        assert not leaks(widget_texts(screen), screen.engine, None), "nothing beneath it"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.who == "A2"


async def test_the_battle_panel_shows_the_numbers_the_battle_was_fought_with(tmp_path):
    """Seth wins 9 against 5 and the defender loses a unit: the panel still says 9 = 6 units
    + 2 (Desert Fury) + 1 (War Rage) and 5 = 2 units + 3 (Shield Push), every bonus by name,
    with the troops as they fought."""
    app = app_for(seth_chooses_last(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press(*SETH_CARDS, "enter")
        await pilot.pause()
        assert await lift(pilot) == "A2"
        screen = game(app)
        await pilot.press("f4")
        await pilot.pause()
        combat = screen.query_one(CombatCards)
        report = battle_report(combat.view, combat.fought)
        assert report is not None and report.stage == "retreat"
        assert report.side("att").strength == Strength(
            (("units", 6), ("Desert Fury", 2), ("War Rage", 1)))
        assert report.side("def").strength == Strength((("units", 2), ("Shield Push", 3)))
        assert report.side("def").units == (("a2", 2),), "the troop as it fought, before its loss"
        text = panel_text(screen)
        assert "strength 9" in text and "= 6 units +2 Desert Fury +1 War Rage" in text
        assert "strength 5" in text and "= 2 units +3 Shield Push" in text, "every bonus named"
        assert "other" not in text
