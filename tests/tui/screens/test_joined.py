"""A seat on its own screen (``kemet-tui join``), joined over the loopback address to a hosted
table: it draws the seat's view, plays the answer a digit picks, shows a refusal, and works down
to 80 × 24 with the board on demand."""

from __future__ import annotations

from kemet_tui.core.engine import Engine
from kemet_tui.net.link import SeatLink
from kemet_tui.net.server import TableServer
from kemet_tui.net.table import host
from kemet_tui.rules.kemet import KEMET
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.joined import JoinedKemetScreen, status_of
from kemet_tui.tui.widgets.decision_panel import DecisionPanel
from kemet_tui.tui.widgets.kemet import DiHand
from tests.tui.screens.conftest import (
    _first_view,
    _seat_app,
    _served,
    _seti_screen,
    _seti_table,
    _until,
)


async def test_the_seat_sees_its_view_and_a_digit_plays_its_answer():
    server = await _served()
    engine = server.table.engine
    seat = engine.to_act
    app = _seat_app(server, seat)
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            screen = await _first_view(pilot, app)
            assert screen.view == KEMET.view(engine.state, seat)
            panel = screen.query_one("#decision", DecisionPanel)
            assert [t for t, _ in panel.choices] == engine.legal_tokens()
            first = engine.legal_tokens()[0]
            await pilot.press("1")
            await _until(pilot, lambda: len(engine.plies) == 1)
            assert engine.plies[0].token == first
            await _until(pilot, lambda: screen.table_message.plies == 1)
            assert screen.view == KEMET.view(engine.state, seat)
    finally:
        await server.stop()


async def test_another_seats_screen_holds_no_answer_and_says_who_is_asked():
    server = await _served()
    engine = server.table.engine
    other = next(s for s in server.table.keys.seats if s != engine.to_act)
    app = _seat_app(server, other)
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            screen = await _first_view(pilot, app)
            assert screen.query_one("#decision", DecisionPanel).choices == ()
            assert status_of(screen.table_message).startswith(
                f"Waiting for {server.table.label(engine.to_act)} to join"
            )
            await pilot.press("1")
            await pilot.pause(0.2)
            assert len(engine.plies) == 0
            hand = screen.query_one("#di-hand", DiHand)
            assert hand.display or not KEMET.view(engine.state, other).seat(other).di_hand
    finally:
        await server.stop()


async def test_a_phone_sized_screen_shows_the_seats_panels_and_the_board_and_scores_on_demand():
    server = await _served()
    engine = server.table.engine
    seat = engine.to_act
    app = _seat_app(server, seat)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await _first_view(pilot, app)
            assert screen.has_class("-narrow")
            side, table = screen.query_one("#kemet-side"), screen.query_one("#kemet-table")
            decision, scores = screen.query_one("#decision"), screen.query_one("#scores")

            def shown() -> tuple[bool, ...]:
                return (
                    table.display,
                    side.display and decision.display,
                    side.display and scores.display,
                )

            assert shown() == (False, True, False)
            assert decision.choices and decision.region.height >= 8
            await pilot.press("m")
            assert shown() == (True, False, False)
            await pilot.press("m")
            assert shown() == (False, False, True)
            await pilot.press("m")
            assert shown() == (False, True, False)
    finally:
        await server.stop()


async def test_a_host_that_cannot_be_reached_is_one_line_on_the_screen():
    app = make_app(join=[SeatLink("ws://127.0.0.1:9/play")], frozen=True)
    async with app.run_test(size=(160, 50)) as pilot:
        screen = app.screen
        await _until(pilot, lambda: "cannot join" in str(screen.query_one("#joining").render()))


async def test_two_seats_sharing_one_screen_pass_the_keyboard_behind_the_curtain():
    from kemet_tui.tui.screens.kemet.curtain import CurtainScreen

    server = TableServer(
        host(Engine("kemet-seth", 4, {"alliance_size": 2, "bots": {"a2": "kemet:1"}}))
    )
    await server.start()
    engine, keys = server.table.engine, server.table.keys
    links = [SeatLink(server.url(keys.key_of(seat))) for seat in ("seth", "a1")]
    app = make_app(join=links, frozen=True)
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            await _until(pilot, lambda: isinstance(app.screen, CurtainScreen))
            assert app.screen.who == server.table.label("seth")  # the first view too
            screen = app.screen_stack[-2]
            assert isinstance(screen, JoinedKemetScreen) and screen.table_message is None
            await pilot.press("enter")
            await _until(pilot, lambda: screen.table_message is not None)
            assert screen.table_message.seat == engine.to_act == "seth"
            while engine.to_act == "seth":  # Seth's setup; then A1 sets up
                plies = len(engine.plies)
                await pilot.press("1")
                await _until(pilot, lambda: len(engine.plies) > plies)
            assert engine.to_act == "a1"
            await _until(pilot, lambda: isinstance(app.screen, CurtainScreen))
            assert app.screen.who == server.table.label("a1")
            assert screen.table_message is None  # nothing of Seth's behind the curtain
            assert screen.query_one("#decision", DecisionPanel).choices == ()
            assert (
                not screen.query_one("#di-hand", DiHand).display
                or not screen.query_one("#di-hand", DiHand).children
            )
            await pilot.press("enter")
            await _until(pilot, lambda: screen.table_message is not None)
            assert screen.table_message.seat == "a1"
            assert screen.view == KEMET.view(engine.state, "a1")
    finally:
        await server.stop()


def test_the_address_is_found_in_the_hosts_whole_line_or_alone():
    from kemet_tui.tui.screens.kemet.join_form import address_in

    url = "ws://127.0.0.1:8765/play?key=abc"
    assert address_in(f"kemet-tui join '{url}'") == url
    assert address_in(f"  {url} ") == url
    assert address_in("kemet-tui join 'ws://a' 'ws://b'") is None
    for wrong in ("", "http://127.0.0.1:8765/play", "kemet-tui join", "'unclosed ws://x"):
        assert address_in(wrong) in (None, "ws://x")


async def test_a_pasted_line_joins_its_seat_and_a_wrong_one_is_said_in_one_line():
    from kemet_tui.tui.screens.kemet.join_form import JoinFormScreen

    server = await _served()
    engine = server.table.engine
    seat = engine.to_act
    app = make_app(join_form=SeatLink, frozen=True)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            assert isinstance(app.screen, JoinFormScreen)
            await pilot.press(*"[not a line")
            await pilot.press("enter")
            problem = app.screen.query_one("#join-problem")
            assert "not a table's line" in str(problem.render())
            field = app.screen.query_one("#join-line")
            field.value = f"kemet-tui join '{server.url(server.table.keys.key_of(seat))}'"
            await pilot.press("enter")
            await _until(
                pilot,
                lambda: (
                    isinstance(app.screen, JoinedKemetScreen)
                    and app.screen.table_message is not None
                ),
            )
            assert app.screen.table_message.seat == seat
    finally:
        await server.stop()


async def test_a_seti_seat_on_its_own_screen_sees_the_board_and_plays_a_typed_move():
    from kemet_tui.tui.widgets.seti.board import SetiBoard

    server, app = await _seti_table()
    engine = server.table.engine
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            screen = await _seti_screen(pilot, app)
            public = engine.ruleset.view(engine.state, None)
            assert screen.view == public and public.rng == 0
            assert screen.query_one("#board", SetiBoard).position == public
            token = engine.legal_tokens()[0]
            await pilot.press("colon", *token, "enter")
            await _until(pilot, lambda: len(engine.plies) == 1)
            assert engine.plies[0].token == token
            await _until(pilot, lambda: screen.table_message.plies == 1)
            assert not screen.table_message.asked
            assert screen.query_one("#board", SetiBoard).last_move
    finally:
        await server.stop()


async def test_a_seti_seat_chooses_a_move_on_the_board():
    from kemet_tui.tui.widgets.seti.board import SetiBoard

    server, app = await _seti_table()
    engine = server.table.engine
    seat = engine.to_act
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            screen = await _seti_screen(pilot, app)
            move = next(m for m in engine.legal_actions() if m.origin >= 0)
            board = screen.query_one("#board", SetiBoard)
            board.post_message(SetiBoard.SquareSelected(move.origin))
            await pilot.pause()
            assert move.target in board.targets
            board.post_message(SetiBoard.SquareSelected(move.target))
            await _until(pilot, lambda: len(engine.plies) == 1)
            assert engine.plies[0].seat == seat
    finally:
        await server.stop()


async def test_two_seti_seats_on_one_screen_are_refused_in_one_line():
    """Seti has no curtain to pass between two seats: each joins on a screen of its own."""
    server = TableServer(host(Engine("seti-beth", 2, {})))
    await server.start()
    links = [SeatLink(server.url(server.table.keys.key_of(seat))) for seat in server.table.seats]
    app = make_app(join=links, frozen=True)
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            screen = app.screen
            await _until(
                pilot,
                lambda: "cannot share one screen" in str(screen.query_one("#joining").render()),
            )
            assert app.screen is screen
    finally:
        await server.stop()


async def test_a_dropped_connection_is_joined_again_by_itself():
    server = await _served()
    engine = server.table.engine
    seat = engine.to_act
    app = _seat_app(server, seat)
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            await _first_view(pilot, app)
            dropped = next(c for c in server.connections if c.seat == seat)
            await dropped.socket.close()
            await _until(
                pilot, lambda: dropped not in server.connections and server.table.is_connected(seat)
            )
            await pilot.press("1")  # and it plays on
            await _until(pilot, lambda: len(engine.plies) == 1)
    finally:
        await server.stop()
