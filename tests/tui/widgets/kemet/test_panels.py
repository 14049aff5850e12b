"""The Kemet side widgets: what they show from a seat's view and what they post (Pilot)."""

from __future__ import annotations

import re

from kemet_tui.core.engine import Ply
from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import di_card
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.decisions import decision
from kemet_tui.tui.widgets.kemet import (
    CombatCards,
    DayTrack,
    DiHand,
    KemetLog,
    OsirisBoard,
    PyramidBoard,
    PyramidsOf,
    Scores,
    TileMarket,
    choices_from_tokens,
)
from kemet_tui.tui.widgets.kemet.day_track import current_step
from kemet_tui.tui.widgets.kemet.log import log_lines
from kemet_tui.tui.widgets.kemet.market import chip_text
from tests.tui.widgets.kemet.demo import WidgetDemo
from tests.tui.widgets.kemet.states import (
    battle_choice,
    battle_di,
    battle_reveal,
    board_state,
    day_state,
    osiris_state,
    seat_view,
)

SIZE = (100, 40)


def plain(widget) -> str:
    rendered = widget.render()
    if hasattr(rendered, "plain"):
        return rendered.plain
    from rich.console import Console

    console = Console(width=100, color_system=None)
    with console.capture() as captured:
        console.print(rendered)
    return captured.get()


# --- action boards -------------------------------------------------------------------------------
async def test_pyramid_walks_and_chooses_a_space():
    choices = choices_from_tokens(
        day_state(3), "a1", ["act:raise-pyramid", "act:buy-red", "di:alliance-di-prayer"]
    )
    assert choices == {"alliance-space-2-raise-pyramid", "alliance-space-3-buy-red"}
    app = WidgetDemo(lambda: PyramidBoard(seat_view(day_state(3), "a1"), "a1", choices=choices))
    async with app.run_test(size=SIZE) as pilot:
        board = app.query_one(PyramidBoard)
        await pilot.press("down", "enter", "down", "right", "enter")
        await pilot.click(PyramidBoard, offset=board.spot_offset("alliance-space-1-recruit"))
        await pilot.pause()
        chosen = [(m.short, m.is_choice) for m in app.of(PyramidBoard.BoardSpaceChosen)]
        assert chosen == [("raise-pyramid", True), ("buy-red", True), ("recruit", False)]


def test_pyramid_shows_tokens_and_the_row_rule():
    board = PyramidBoard(seat_view(day_state(3), "a1"), "a1")
    text = plain(board)
    assert "Row 1 ✓" in text and "Row 2 ✓" in text and "Row 3 ✗" in text
    assert "Tokens left: ♦♦ (2)" in text


def test_seths_board_shows_tokens_of_every_colour():
    board = PyramidBoard(seat_view(day_state(3), "seth"), "seth")
    text = plain(board)
    assert "Purple" in text and "Yellow" in text
    assert text.count("☥") >= 3  # two purple tokens placed, and the tokens left
    assert "♦" in text  # A1's token on Corrupt a troop
    assert "◆" in text  # the gold Divine Will


def test_pyramids_of_every_player():
    text = plain(PyramidsOf(seat_view(board_state(5), "a2")))
    assert "R3 a1a" in text and "W4 a2c" in text and "P2" in text


# --- the Day, the scores, the Osiris board -------------------------------------------------------
def test_day_track_marks_the_turn_under_way():
    view = seat_view(day_state(5).evolve(day_step=2, turn_left=("token",)), "a1")
    assert current_step(view) == 2
    text = plain(DayTrack(view))
    assert "☥2 All ☥2 All ☥2 All ☥2 All ◐ ☥3" in " ".join(text.split())
    assert "Turn 3 of 9" in text and "1 left" in text and "Eclipse after turn 8" in text


def test_scores_show_counts_of_hidden_hands_and_the_vp():
    state = board_state(3).push(decision("member-action", "a2"))
    text = plain(Scores(seat_view(state, "a1")))
    assert "▶ ♠ A2" in text
    assert "Seth 2/8" in text and "Alliance 3/6" in text


def test_osiris_board_after_a_sacred_temple():
    text = plain(OsirisBoard(seat_view(osiris_state(), "a2")))
    assert "⌂3 b1" in text and "Shield of Horus" in text
    assert "not drawn (5)" in text
    assert "✓ a level-3 sacred temple" in text and "· the Great Ceremony" in text
    assert "4/6 permanent" in text


# --- market and DI cards -------------------------------------------------------------------------
async def test_market_lights_and_chooses_tiles():
    buyable = frozenset({"red-1-god-speed"})
    app = WidgetDemo(
        lambda: TileMarket(
            seat_view(board_state(3), "a1"), seat="a1", buyable=buyable, colours=("red",)
        )
    )
    async with app.run_test(size=SIZE) as pilot:
        market = app.query_one(TileMarket)
        await pilot.press("right", "right", "enter")
        await pilot.click(TileMarket, offset=market.spot_offset("red-2-carnage"))
        await pilot.pause()
        chosen = [(m.tile_id, m.is_buyable) for m in app.of(TileMarket.TileChosen)]
        assert chosen == [("red-1-god-speed", True), ("red-2-carnage", False)]
        assert "Blue" not in plain(market) and "Recruiting Scribe" not in plain(market)


async def test_the_market_tells_a_free_pick_and_forgets_the_last_seats_tile():
    """The setup's free pick is no purchase: the market says "free now", never a price and
    "buyable now"; another seat's view starts at its own first tile, not the one the seat
    before browsed to."""
    free = board_state(3).push(decision("setup-tile", "a1"))
    buyable = frozenset({"red-1-god-speed"})
    app = WidgetDemo(
        lambda: TileMarket(seat_view(free, "a1"), seat="a1", buyable=buyable, colours=("red",))
    )
    async with app.run_test(size=SIZE) as pilot:
        market = app.query_one(TileMarket)
        market.focus()
        await pilot.pause()
        await pilot.press("right", "right")
        await pilot.pause()
        text = plain(market)
        assert market.cursor == "red-1-god-speed"
        assert "free now" in text and "yours to take now" in text and "buyable" not in text
        market.view = seat_view(board_state(3).push(decision("buy", "a1")), "a1")
        await pilot.pause()
        assert "buyable now" in plain(market), "a Buy says it"
        market.seat = "a2"
        await pilot.pause()
        assert market.cursor == "", "the next seat starts at its own first tile"


async def test_di_hand_shows_own_cards_and_only_counts_of_others():
    view = seat_view(battle_di(), "a1")
    app = WidgetDemo(lambda: DiHand(view, "a1", playable=frozenset({"alliance-di-war-rage"})))
    async with app.run_test(size=SIZE) as pilot:
        hand = app.query_one(DiHand)
        text = plain(hand)
        assert "War Rage" in text and "+1 strength" in text
        assert "Seth 1" in text
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        chosen = [(m.card_id, m.is_playable) for m in app.of(DiHand.DiCardChosen)]
        assert chosen == [("alliance-di-war-rage", True), ("alliance-di-prayer", False)]
    # Seth's view of A1's hand: nothing but the count
    seth = DiHand(seat_view(battle_di(), "seth"), "a1")
    assert seth.own_cards() == []


# --- battles -------------------------------------------------------------------------------------
async def test_combat_play_then_discard():
    app = WidgetDemo(lambda: CombatCards(seat_view(battle_choice(), "a1"), "a1"))
    async with app.run_test(size=SIZE) as pilot:
        cards = app.query_one(CombatCards)
        assert cards.mode == "cards"
        await pilot.press("enter")  # Cavalry Blitz to play
        assert cards.play_index == 0
        await pilot.press("escape")  # taken back
        assert cards.play_index == -1
        await pilot.press("enter", "right", "enter")
        await pilot.pause()
        chosen = [(m.play, m.discard) for m in app.of(CombatCards.CardsChosen)]
        assert chosen == [("card-cavalry-blitz", "card-shield-push")]


async def test_combat_without_a_discard_and_barred_cards():
    state = battle_choice()
    c = dict(state.pending[-2].context)
    c["no_discard"] = ("a1",)
    marker = state.pending[-2].with_context(**c)
    state = state.evolve(pending=state.pending[:-2] + (marker, state.pending[-1]))
    app = WidgetDemo(
        lambda: CombatCards(seat_view(state, "a1"), "a1", choices=frozenset({"card-shield-push"}))
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # Cavalry Blitz is not allowed: nothing goes up
        await pilot.press("right", "enter")
        await pilot.pause()
        chosen = [(m.play, m.discard) for m in app.of(CombatCards.CardsChosen)]
        assert chosen == [("card-shield-push", None)]


async def test_combat_battle_di_cards():
    app = WidgetDemo(lambda: CombatCards(seat_view(battle_di(), "a1"), "a1"))
    async with app.run_test(size=SIZE) as pilot:
        cards = app.query_one(CombatCards)
        assert cards.mode == "di"
        assert cards.battle_di() == ["alliance-di-war-rage", "alliance-di-bronze-wall"]
        await pilot.press("enter", "down", "down", "enter")
        await pilot.pause()
        assert [m.card_id for m in app.of(CombatCards.DiCardAdded)] == ["alliance-di-war-rage"]
        assert len(app.of(CombatCards.DiDone)) == 1


def test_combat_keeps_secrets_until_the_reveal():
    seth = plain(CombatCards(seat_view(battle_choice(), "seth"), "seth"))
    assert "War Rage" not in seth and "face down" in seth
    a1 = plain(CombatCards(seat_view(battle_choice(), "a1"), "a1"))
    assert "Jackal Charge" not in a1 and "War Rage" in a1


def test_combat_reveal_and_resolution():
    text = plain(
        CombatCards(
            seat_view(battle_reveal(), "seth"),
            "seth",
            steps=("Strength 9 against 7: the attacker wins.",),
        )
    )
    assert "Cavalry Blitz" in text.replace("\n", " ") or "Cavalry" in text
    assert "strength 9" in text and "strength 7" in text  # Jackal Charge is 3/5/0
    assert "4 units +4 Cavalry Blitz +1 War Rage" in text and " other" not in text
    assert "4 units +3 Jackal Charge" in text
    assert "Winner: attacker ♦ A1" in text
    assert "loses 1 unit" in text and "loses 1 units" not in text
    assert "Shield Push" not in text  # A1's discard stays face down for Seth
    assert "· Strength 9 against 7" in text


# --- the log -------------------------------------------------------------------------------------
PLIES = (
    Ply(
        1,
        "a1",
        "fight:card-cavalry-blitz/card-shield-push",
        (
            Event("battle-card", "You play Cavalry Blitz and discard Shield Push.", seats=("a1",)),
            Event("battle-card", "A1 has chosen his battle card."),
        ),
    ),
    Ply(
        2,
        "seth",
        "di:seth-di-war-rage",
        (Event("battle-di", "You lay War Rage face down.", seats=("seth",)),),
    ),
    Ply(3, "alliance", "next:a2", (Event("turn", "A2 acts."),)),
)


def test_log_shows_each_seat_only_what_it_may_see():
    seth = "\n".join(line.plain for line in log_lines(PLIES, "seth"))
    assert "Shield Push" not in seth and "card-shield-push" not in seth
    assert "A1 has chosen his battle card." in seth
    assert "◆ You lay War Rage face down." in seth and "di:seth-di-war-rage" in seth
    public = "\n".join(line.plain for line in log_lines(PLIES, None))
    assert "War Rage" not in public and "Alliance" in public


async def test_log_widget_follows_the_plies():
    app = WidgetDemo(lambda: KemetLog(PLIES[:1], "a1"))
    async with app.run_test(size=(80, 12)) as pilot:
        log = app.query_one(KemetLog)
        log.plies = PLIES
        await pilot.pause()
        body = log.query_one("#kemet-log-body").render().plain
        assert "A2 acts." in body and "You lay War Rage" not in body


async def test_a_hand_too_long_for_its_panel_shows_every_card_by_name():
    """Three cards in a panel of five rows: names only (no card cut off unseen), and the text
    of the card under the cursor in the row left (the hand has the focus)."""
    view = seat_view(battle_di(), "a1")
    cards = [c for c in view.seat("a1").di_hand]
    app = WidgetDemo(lambda: DiHand(view, "a1"))
    async with app.run_test(size=SIZE) as pilot:
        hand = app.query_one(DiHand)
        roomy = plain(hand)
        assert all(di_card(card).name in roomy for card in cards)
        assert hand.rows_allowed() is None and not hand.brief(hand.content_size.width)
        hand.styles.max_height = len(cards) + 2 + hand.styles.gutter.height
        hand.refresh(layout=True)
        await pilot.pause()
        tight = on_screen(hand)
        assert hand.brief(hand.content_size.width)
        assert all(di_card(card).name in tight for card in cards), tight
        assert "Others" in tight
        assert hand.has_focus
        assert di_card(cards[0]).text.split()[0] in tight, "the cursor's card shows its text"
        assert di_card(cards[1]).text.split()[0] not in tight


def on_screen(widget) -> str:
    """What the widget shows in its box (a line past its height is not shown)."""
    widget.refresh()
    return " ".join(strip.text for strip in widget.render_lines(widget.outer_size.region))


def test_the_reveal_keeps_both_sides_level_part_by_part():
    """A1 lays a DI card and Seth none: each side's strength is still on one row, beside the
    other's (the whole table reads the reveal across)."""
    text = plain(CombatCards(seat_view(battle_reveal(), "seth"), "seth"))
    rows = text.splitlines()
    strength = [row for row in rows if "strength" in row and "=" not in row]
    assert any(row.count("strength ") == 2 for row in strength), strength
    sums = [row for row in rows if row.lstrip().startswith("= ")]
    assert sums and all(row.count("= ") == 2 for row in sums), sums


def test_the_legend_says_so_once_every_row_has_a_token():
    assert "✗ this row still needs" in plain(PyramidBoard(seat_view(day_state(3), "a1"), "a1"))
    scenario = Scenario(n=3, seed=5).set(day_step=4, round=2)
    scenario.placed("a1", "move1").placed("a1", "pray2").placed("a1", "pray3")
    text = plain(PyramidBoard(seat_view(scenario.build(), "a1"), "a1"))
    assert "Row 1 ✓" in text and "Row 2 ✓" in text and "Row 3 ✓" in text, text
    assert "✓ every row has one of your tokens today" in text
    assert "still needs" not in text


def test_no_tile_name_is_cut_in_the_market():
    names = [entry for entry in fx.data().tiles.tile]
    assert names and all("…" not in chip_text(entry.id, 2) for entry in names)


def test_the_other_seats_counts_keep_their_gap_on_every_wrapped_line():
    """Five members' counts wrap onto a second line in a narrow panel: two seats on one line
    are always two spaces apart (the second line used to run them together: ``A3 1♦ A4 1``)."""
    from kemet_tui.core import Engine

    engine = Engine("kemet-seth", 4, {"alliance_size": 5})
    hand = DiHand(engine.view("seth"), "seth")
    lines = [line.plain for line in hand._others(30)]
    assert len(lines) >= 2, lines
    seats = [seat for line in lines for seat in re.findall(r"A\d \d", line)]
    assert len(seats) == 5, lines
    for line in lines:
        assert not re.search(r"\d\S", line), f"two seats run together in {line!r}"
