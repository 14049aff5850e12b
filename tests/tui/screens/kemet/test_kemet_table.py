"""The table's widgets drive the game: a space clicked on the map, a space of the action board,
battle cards picked with the keys, and the F2-F6 views. Whatever they post is played only as
one of the engine's legal tokens."""

from __future__ import annotations

from textual.widgets import ContentSwitcher

from kemet_tui.tui.widgets.kemet import CombatCards, KemetBoard, PyramidBoard
from tests.tui.kemet_support import app_for, asked, lifted, new_engine, play_until


def current_view(screen) -> str:
    return screen.query_one("#table", ContentSwitcher).current


async def test_a_click_on_the_map_plays_the_token_of_that_space(tmp_path):
    engine = play_until(
        new_engine(3, seed=2),
        lambda e: asked("move")(e) and e.state.decision.get("stage") == "troop",
        seed=2,
    )
    app = app_for(engine, tmp_path)
    async with lifted(app) as (pilot, screen):
        assert current_view(screen) == "view-map"
        board = screen.query_one("#board", KemetBoard)
        space = sorted(board.targets)[0]
        assert f"troop:{space}" in screen.engine.legal_tokens()
        await pilot.click("#board", offset=board.space_offset(space))
        await pilot.pause()
        assert screen.engine.tokens[-1] == f"troop:{space}"


async def test_the_action_board_places_a_token(tmp_path):
    engine = play_until(new_engine(2, seed=5), asked("member-action"), seed=5)
    app = app_for(engine, tmp_path)
    async with lifted(app) as (pilot, screen):
        assert current_view(screen) == "view-actions"
        pyramid = screen.query_one("#pyramid", PyramidBoard)
        legal = set(screen.engine.legal_tokens())
        assert "act:pray2" in legal and not any(t.startswith("act:pray2@") for t in legal)
        before = len(screen.engine.tokens)
        await pilot.click("#pyramid", offset=pyramid.spot_offset("alliance-space-2-pray"))
        await pilot.pause()
        assert screen.engine.tokens[before] == "act:pray2"


async def test_battle_cards_are_picked_on_the_table(tmp_path):
    engine = play_until(new_engine(2, seed=1), asked("battle-cards"), seed=1)
    app = app_for(engine, tmp_path)
    async with lifted(app) as (pilot, screen):
        assert current_view(screen) == "view-battle"
        combat = screen.query_one("#combat", CombatCards)
        hand = combat.hand
        combat.focus()
        await pilot.press("enter", "right", "enter")
        await pilot.pause()
        assert screen.engine.tokens[-1] == f"fight:{hand[0]}/{hand[1]}"


async def test_function_keys_show_the_views_of_the_table():
    from kemet_tui.tui.app import make_app

    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2}, frozen=True)
    async with lifted(app) as (pilot, screen):
        for key, view in (
            ("f3", "actions"),
            ("f4", "battle"),
            ("f5", "tiles"),
            ("f6", "alliance"),
            ("f2", "map"),
        ):
            await pilot.press(key)
            await pilot.pause()
            assert current_view(screen) == f"view-{view}"


async def test_every_seats_tiles_are_on_the_table_with_their_text_on_focus(tmp_path):
    """The tiles view lists the tiles each seat owns (public at a real table), on the public
    view too; the cursor on one tells its whole text."""
    from kemet_tui.rules.kemet.view.content import tile
    from kemet_tui.tui.widgets.kemet import SeatTiles

    engine = play_until(new_engine(2, seed=5), asked("member-action"), seed=5)
    owners = {s.seat: s.tiles for s in engine.state.seats if s.tiles}
    assert len(owners) >= 2, "the setup gave each seat a tile"
    app = app_for(engine, tmp_path)
    async with lifted(app) as (pilot, screen):
        await pilot.press("f5")
        await pilot.pause()
        tiles = screen.query_one("#seat-tiles", SeatTiles)
        text = tiles.render().plain
        for seat, owned in owners.items():
            assert all(tile(t).name in text for t in owned), (seat, text)
        seat = [s for s in engine.state.seats if s.tiles][-1]
        last = seat.tiles[-1]
        tiles.focus()
        tiles.cursor = f"{seat.seat}/{last}"
        await pilot.pause()
        told = " ".join(tiles.render().plain.split())
        assert " ".join(tile(last).text.split()) in told, "the whole text, never cut"
