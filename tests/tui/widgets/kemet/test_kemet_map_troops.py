"""The map draws the troops in flight: a moving troop where it stands, both sides of a battle
while the loser chooses its retreat."""

from __future__ import annotations

from kemet_tui.rules.kemet.battle import record as rec
from kemet_tui.tui.widgets.kemet import glyphs as g
from tests.tui.kemet_support import app_for, lifted, new_engine, play_until


def box_text(screen, space: str) -> str:
    top, bottom = screen.board.look(space)
    return "".join(text for text, _ in top + bottom)


def moving(engine) -> bool:
    top = engine.state.decision
    return top is not None and top.kind == "move" and bool(top.get("units"))


def retreating(engine) -> bool:
    top = engine.state.decision
    return top is not None and top.kind == "battle-retreat"


async def test_a_moving_troop_is_drawn_where_it_stands(tmp_path):
    engine = play_until(new_engine(2, seed=42), moving)
    at = engine.state.decision.get("at")
    app = app_for(engine, tmp_path)
    async with lifted(app) as (pilot, screen):
        await pilot.press("f2")
        await pilot.pause()
        seat, count = engine.state.decision.get("units")[0]
        text = box_text(screen, at)
        assert f"{g.MOVING}{g.SEAT_GLYPH[seat]}{count}" in text, text


async def test_both_sides_are_on_the_map_during_a_retreat(tmp_path):
    engine = play_until(new_engine(2, seed=1), retreating)
    c = rec.ctx(engine.state)
    space, loser = c["space"], engine.state.troop_at(c["space"])
    attacker = rec.troop(engine.state, "att", c)
    app = app_for(engine, tmp_path)
    async with lifted(app) as (pilot, screen):
        await pilot.press("f2")
        await pilot.pause()
        text = box_text(screen, space)
        for troop in (loser, attacker):
            seat, count = troop.units[0]
            assert f"{g.SEAT_GLYPH[seat]}{count}" in text, (troop, text)
        assert g.MOVING in text
