"""Facts at the point of choice: Seth's creature cards (level, phase, power, ability) in the
tiles view and in the Corrupt a creature answers, read off the model's data."""

from __future__ import annotations

from kemet_tui.rules.kemet.mechanics import effects as fx
from tests.tui.kemet_support import app_for, asked, lifted, new_engine, play_until


def creature_cards():
    return {card.id: card for card in fx.data().cards.creature_card}


async def test_corrupt_a_creature_shows_each_creature_cards_facts(tmp_path):
    engine = play_until(new_engine(2, seed=1), asked("corrupt-creature"), seed=0)
    cards = creature_cards()
    async with lifted(app_for(engine, tmp_path)) as (pilot, screen):
        held = screen.engine.state.seat("seth").creature_cards
        assert held and screen.viewer == "seth"
        for token, label in screen.decision.choices:
            card = cards[token.partition(":")[2]]
            level = fx.tile(card.tile).level
            assert card.name in label and f"level {level} · {card.phase}" in label, label
            assert f"Power {card.power}" in label and card.text in label, label
        await pilot.press("f5")
        await pilot.pause()
        panel = screen.query_one("#creature-cards")
        assert screen.table_view == "tiles" and panel.display
        text = panel.render().plain
        for card_id in set(held):
            card = cards[card_id]
            assert card.name in text and card.text in text, text
            assert f"level {fx.tile(card.tile).level} · {card.phase}" in text


async def test_the_market_shows_the_whole_text_of_the_tile_the_highlighted_answer_buys(tmp_path):
    engine = play_until(new_engine(2, seed=1), asked("buy"), seed=0)
    async with lifted(app_for(engine, tmp_path)) as (pilot, screen):
        assert screen.table_view == "tiles"
        market = screen.query_one("#market")
        buys = [
            (i, token.partition(":")[2])
            for i, (token, _) in enumerate(screen.decision.choices)
            if token.startswith("buy:")
        ]
        assert len(buys) >= 2
        screen.decision.focus_options()
        for index, tile_id in reversed(buys):
            screen.decision.options.highlighted = index
            await pilot.pause()
            detail = market._details(screen.engine.view(screen.viewer)).plain
            spec = fx.tile(tile_id)
            assert detail.startswith(spec.name), (spec.name, detail)
            assert " ".join(spec.text.split()) in " ".join(detail.split()), detail


async def test_the_help_explains_how_the_map_is_drawn(tmp_path):
    """The conventions the board draws, in the Rules tab, found by its search."""
    from textual.widgets import Markdown

    from kemet_tui.tui.screens.kemet.help import KemetHelpScreen
    from kemet_tui.tui.widgets.kemet.board_layout import kemet_map
    from kemet_tui.tui.widgets.kemet.board_look import label_of

    async with lifted(app_for(new_engine(2, seed=3), tmp_path)) as (pilot, screen):
        board = kemet_map(screen.engine.state.n)
        drawn = {space.kind: label_of(space) for space in board.spaces}
        await pilot.press("question_mark", "slash", *"obelisk")
        await pilot.pause()
        assert isinstance(pilot.app.screen, KemetHelpScreen)
        text = pilot.app.screen.query_one("#rules-text", Markdown).source
        assert "Reading the map" in text, text[:200]
        for example in ("[a1b]", "(f1)", "<t1>3", "|o1|", "╎ ╌", "┇ ┅"):
            assert example in text
        for kind in ("district", "desert", "obelisk_desert", "temple"):
            left, right = drawn[kind][0], drawn[kind][-1]
            assert any(
                line.startswith(f"- `{left}") and f"{right}" in line for line in text.splitlines()
            ), kind
