"""Nothing is cut off: the scores with five members in the compact layout, the other seats'
DI counts, a DI card's whole text, the log after a resize, no stale "No actions yet."."""

from __future__ import annotations

import textwrap

from kemet_tui.rules.kemet.mechanics.common import di_card
from kemet_tui.tui.screens.kemet.seat_log import SeatLog
from kemet_tui.tui.widgets.kemet import DiHand, Scores
from tests.tui.kemet_support import (
    COMPACT,
    FULL,
    answer,
    app_for,
    asked,
    game,
    lift,
    lifted,
    new_engine,
    play_until,
)


def five_members(seed: int = 7):
    return play_until(new_engine(5, seed=seed, ta_seti=True), asked("member-action"), seed=seed)


def rendered(widget) -> list[str]:
    return [widget.render_line(y).text for y in range(widget.size.height)]


async def test_the_scores_fit_the_compact_layout_with_five_members(tmp_path):
    app = app_for(five_members(), tmp_path)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.pause()
        scores = game(app).query_one(Scores)
        lines = rendered(scores)
        assert not any("…" in line for line in lines), lines
        seth = next(line for line in lines if "Seth" in line and "PP" not in line)
        assert "res" in " ".join(lines) and "☥" in seth


async def test_every_other_seats_di_count_is_shown_and_the_focused_card_in_full(tmp_path):
    engine = five_members(seed=0)  # a seed whose member to act holds a card of several lines
    app = app_for(engine, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.pause()
        screen = game(app)
        hand = screen.query_one(DiHand)
        text = " ".join(rendered(hand))
        viewer = screen.viewer
        for seat in engine.state.seat_ids:
            if seat != viewer:
                count = len(engine.state.seat(seat).di_hand)
                assert f"{seat.upper()} {count}" in text or f"Seth {count}" in text, text
        card = next(
            c
            for c in engine.state.seat(viewer).di_hand
            if len(textwrap.wrap(di_card(c).text, hand.content_size.width)) > 1
        )
        hand.cursor = next(key for key, c in hand.own_cards() if c == card)
        hand.focus()
        await pilot.pause()
        shown = " ".join(line.strip() for line in rendered(hand))
        assert " ".join(di_card(card).text.split()) in " ".join(shown.split())


async def test_the_log_is_wrapped_again_after_a_resize(tmp_path):
    app = app_for(five_members(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.resize_terminal(*COMPACT)
        await pilot.pause()
        await pilot.pause()
        log = game(app).query_one("#log", SeatLog)
        width = log.content_size.width - 1  # less the bar
        assert width < FULL[0] // 3
        assert log.rows and all(strip.cell_length <= width for strip in log.rows)
        shown = [log.render_line(y) for y in range(log.content_size.height)]
        assert all(strip.cell_length == width + 1 for strip in shown)
        assert log.rows[-1].text.rstrip() in shown[-1].text, "the newest line stays in sight"


async def test_no_actions_yet_goes_with_the_first_action(tmp_path):
    app = app_for(new_engine(2, seed=3), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        log = screen.query_one("#log", SeatLog)
        assert "No actions yet" in " ".join(s.text for s in log.rows)
        await answer(pilot, screen.decision.tokens[0])
        await lift(pilot)
        await pilot.pause()
        assert "No actions yet" not in " ".join(s.text for s in log.rows)


def answers_wholly_shown(options) -> int:
    """How many answers of the decision list have all their rows in sight (from the top)."""
    height = options.content_size.height
    ends = options._starts[1:] + [len(options.rows)]
    return sum(1 for end in ends if end <= height)


async def test_the_compact_layout_shows_at_least_three_answers_with_five_members(tmp_path):
    """At 120 x 40 with five members (the tallest scores) and a DI hand, the decision list
    shows three answers or more, each of two rows (it showed one and a half)."""
    engine = play_until(
        new_engine(5, seed=4),
        lambda e: len(e.legal_tokens()) >= 4 and e.state.phase != "setup" or asked("buy")(e),
        seed=4,
    )
    app = app_for(engine, tmp_path)
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        options = screen.decision.options
        assert len(screen.decision.tokens) >= 4 and screen.query_one(DiHand).display
        assert answers_wholly_shown(options) >= 3, (
            f"{answers_wholly_shown(options)} answers in {options.content_size.height} rows"
        )


async def test_the_decision_panel_lights_up_only_while_the_keyboard_is_in_it(tmp_path):
    """The decision frame was always in the focus colour: with the map or a board focused,
    two frames looked focused."""
    async with lifted(app_for(new_engine(2, seed=3), tmp_path)) as (pilot, screen):
        panel = screen.decision
        panel.focus_options()
        await pilot.pause()
        lit = panel.styles.border_top[1]
        screen.query_one(DiHand).focus()
        await pilot.pause()
        assert panel.styles.border_top[1] != lit
        assert screen.query_one(DiHand).styles.border_top[1] == lit, (
            "the focused panel takes the focus colour"
        )


async def test_the_map_fits_whole_at_full_size_and_pans_with_the_cursor_when_smaller(tmp_path):
    """160 x 50: the map, its key and the space panel fit without scrolling (the cities' walls
    at the map's top and foot in sight). 120 x 40: the map does not fit; walking the cursor
    to the lowest space scrolls it into sight, and back to the top scrolls back."""
    from kemet_tui.tui.widgets.kemet import KemetBoard

    app = app_for(five_members(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press("f2")
        await pilot.pause()
        frame = game(app).query_one("#view-map")
        assert frame.display and frame.size.height > 40
        board = frame.query_one(KemetBoard)
        panel = frame.query_one("#space-panel")
        assert frame.max_scroll_y == 0
        assert board.region.bottom <= panel.region.y and panel.region.bottom <= frame.region.bottom
        await pilot.resize_terminal(*COMPACT)
        await pilot.pause()
        await pilot.pause()
        assert frame.max_scroll_y > 0, "the compact map is taller than its view"
        lay = board.layout_now
        lowest = max(lay.space_ids(), key=lambda s: lay.boxes[s].row)
        highest = min(lay.space_ids(), key=lambda s: lay.boxes[s].row)
        board.cursor = lowest
        await pilot.pause()
        box = board.space_region(lowest).translate(board.virtual_region.offset)
        assert frame.scroll_offset.y + frame.size.height >= box.bottom, "the cursor is seen"
        frame.scroll_end(animate=False, immediate=True)  # the wheel, down to the key
        await pilot.pause()
        assert frame.scroll_offset.y == frame.max_scroll_y
        board.cursor = highest
        await pilot.pause()
        assert frame.scroll_offset.y <= board.space_region(highest).y, "panned back up"


async def test_f3_puts_the_pyramids_beside_the_action_board_each_with_its_district(tmp_path):
    """F3 leaves no band of empty columns: every seat's pyramids sit beside the action board
    up to the view's edge; where that column is narrow (Seth's board at 120 x 40) a pyramid
    gets a line of its own and is never wrapped away from its district."""
    import re

    from kemet_tui.tui.widgets.kemet import PyramidBoard, PyramidsOf

    engine = play_until(new_engine(5, seed=3), asked("seth-action"), seed=3)
    for size in (FULL, COMPACT):
        async with app_for(engine, tmp_path).run_test(size=size) as pilot:
            await pilot.pause()
            await lift(pilot)
            await pilot.press("f3")
            await pilot.pause()
            screen = game(pilot.app)
            view = screen.query_one("#view-actions")
            board, pyramids = screen.query_one(PyramidBoard), screen.query_one(PyramidsOf)
            assert pyramids.region.x >= board.region.right
            assert pyramids.region.right == view.region.right
            lines = rendered(pyramids)
            text = " ".join(lines)
            pairs = re.findall(r"[RBWKP]\d ?a\d[abc]", text)
            levels = re.findall(r"[RBWK]\d", text)
            assert levels and len(pairs) == len(levels), lines
