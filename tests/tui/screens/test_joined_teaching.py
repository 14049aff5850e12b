"""The teacher on a seat's own screen (``kemet-tui join``), joined to a table served in-process:
the host says which lesson the asked seat's question gets, the screen draws it above the
answers, it steps back after its first times as in hotseat, ``T`` puts it away and brings it
back; a seat not asked and a spectator are told nothing; ``join --teach`` turns it on for a
game that does not teach."""

from __future__ import annotations

from kemet_tui.cli.parser import build_parser
from kemet_tui.core.engine import Engine
from kemet_tui.net.link import SeatLink
from kemet_tui.net.messages import table_message
from kemet_tui.net.server import TableServer
from kemet_tui.net.table import host
from kemet_tui.teach import TIMES, teacher_for
from kemet_tui.tui.app import make_app
from kemet_tui.tui.widgets.decision_panel import DecisionPanel
from kemet_tui.tui.widgets.teach_panel import TeachPanel
from tests.tui.screens.conftest import _first_view, _seat_app, _seat_screen, _seti_screen, _until


def kind_shown(screen) -> str | None:
    panel = screen.query_one("#teach", TeachPanel)
    return panel.taught.kind if panel.taught.lesson is not None and panel.display else None


async def _kemet(options: dict) -> TableServer:
    server = TableServer(host(Engine("kemet-seth", 4, {"alliance_size": 2, **options})))
    await server.start()
    return server


async def test_a_kemet_seat_of_a_game_that_teaches_gets_its_lesson_and_t_hides_it():
    server = await _kemet({"teach": True})
    engine = server.table.engine
    seat = engine.to_act
    expected = teacher_for("kemet-seth").now(engine.states).kind
    assert expected is not None
    try:
        async with _seat_app(server, seat).run_test(size=(160, 50)) as pilot:
            screen = await _seat_screen(pilot, pilot.app)
            await _until(pilot, lambda: kind_shown(screen) is not None)
            assert kind_shown(screen) == expected == engine.state.decision.kind
            assert screen.has_class("-teaching")  # the log gives the lesson its rows
            await pilot.press("T")
            await pilot.pause()
            assert kind_shown(screen) is None and not screen.has_class("-teaching")
            await pilot.press("T")
            await pilot.pause()
            assert kind_shown(screen) == expected
    finally:
        await server.stop()


async def test_no_lesson_for_a_seat_not_asked_nor_for_a_spectator():
    """Another seat's question is never taught on this screen, and its message holds no
    word of the teacher: what a seat is asked is its own."""
    server = await _kemet({"teach": True})
    table = server.table
    other = next(s for s in table.keys.seats if s != table.engine.to_act)
    assert table_message(table, other).lesson is None
    assert table_message(table, None).lesson is None
    assert table_message(table, table.engine.to_act).lesson is not None
    try:
        for seat in (other, None):
            async with _seat_app(server, seat).run_test(size=(160, 50)) as pilot:
                screen = await _first_view(pilot, pilot.app)
                await pilot.pause(0.1)
                assert kind_shown(screen) is None
                await pilot.press("T")
                await pilot.pause()
                assert kind_shown(screen) is None
    finally:
        await server.stop()


async def test_join_teach_turns_the_teacher_on_for_a_game_that_does_not_teach():
    server = await _kemet({})
    seat = server.table.engine.to_act
    try:
        async with _seat_app(server, seat).run_test(size=(160, 50)) as pilot:
            screen = await _first_view(pilot, pilot.app)
            await pilot.pause(0.1)
            assert kind_shown(screen) is None  # the game does not teach
            await pilot.press("T")  # but the key brings the lesson
            await pilot.pause()
            assert kind_shown(screen) == server.table.engine.state.decision.kind
            assert not screen.query_one("#teach", TeachPanel).taught.fresh
        async with _seat_app(server, seat, join_teach=True).run_test(size=(160, 50)) as pilot:
            screen = await _seat_screen(pilot, pilot.app)
            await _until(pilot, lambda: kind_shown(screen) is not None)
            assert screen.query_one("#teach", TeachPanel).taught.fresh
    finally:
        await server.stop()
    assert build_parser().parse_args(["join", "--teach", "ws://x"]).teach


async def test_the_lesson_leaves_the_answers_their_rows_at_80_by_24():
    server = await _kemet({"teach": True})
    seat = server.table.engine.to_act
    try:
        async with _seat_app(server, seat).run_test(size=(80, 24)) as pilot:
            screen = await _seat_screen(pilot, pilot.app)
            await _until(pilot, lambda: kind_shown(screen) is not None)
            decision = screen.query_one("#decision", DecisionPanel)
            assert decision.choices and decision.region.height >= 8
            await pilot.press("m", "m")  # the scores take the seat's panels' place
            await pilot.pause()
            assert kind_shown(screen) is None
            await pilot.press("m")
            await pilot.pause()
            assert kind_shown(screen) is not None
    finally:
        await server.stop()


async def test_a_seti_seats_lesson_steps_back_after_its_first_times():
    """White on its own screen against a bot: the move's lesson comes for White's first
    TIMES moves, then steps back, as in hotseat."""
    server = TableServer(host(Engine("seti-beth", 1, {"teach": True, "bots": {"brown": "seti:1"}})))
    await server.start()
    engine = server.table.engine
    app = _seat_app(server, "white")
    shown = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await _seti_screen(pilot, app)
            for turn in range(TIMES + 1):
                await _until(
                    pilot,
                    lambda: screen.table_message.asked and screen.table_message.plies == 2 * turn,
                )
                await pilot.pause()
                shown.append(kind_shown(screen))
                await pilot.press("colon", *engine.legal_tokens()[0], "enter")
                await _until(pilot, lambda: len(engine.plies) > 2 * turn)
    finally:
        await server.stop()
    assert shown == ["move"] * TIMES + [None]


def test_host_teach_turns_the_teacher_on_for_a_new_and_a_loaded_game(tmp_path):
    from kemet_tui.cli.hosting import _game
    from kemet_tui.core.registry import get_ruleset
    from kemet_tui.core.storage import save_engine

    saved = Engine("seti-beth", 1)
    saved.play_token(saved.legal_tokens()[0])
    path = tmp_path / "saved.json"
    save_engine(path, saved)
    ruleset = get_ruleset("seti-beth")
    for line in (
        ["host", "seti-beth", "--teach"],
        ["host", "seti-beth", "--load", str(path), "--teach"],
    ):
        assert _game(build_parser().parse_args(line), ruleset).options["teach"] is True
    loaded = _game(build_parser().parse_args(["host", "seti-beth", "--load", str(path)]), ruleset)
    assert "teach" not in loaded.options and loaded.tokens == saved.tokens


async def test_seats_sharing_a_screen_each_get_their_own_lesson_behind_the_curtain():
    """Seth and A1 on one screen: Seth's lesson is gone behind the curtain with the rest,
    and A1's own question gets A1's lesson once A1's view is up (with a hint of Seth's put
    away with it)."""
    from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
    from tests.tui.screens.seti.test_hints import hint_shown

    server = await _kemet({"teach": True, "bots": {"a2": "kemet:1"}})
    engine, keys = server.table.engine, server.table.keys
    links = [SeatLink(server.url(keys.key_of(seat))) for seat in ("seth", "a1")]
    app = make_app(join=links, frozen=True)
    try:
        async with app.run_test(size=(160, 50)) as pilot:
            await _until(pilot, lambda: isinstance(app.screen, CurtainScreen))
            screen = app.screen_stack[-2]
            assert kind_shown(screen) is None
            await pilot.press("enter")
            await _until(pilot, lambda: kind_shown(screen) is not None)
            assert screen.table_message.seat == "seth"
            await pilot.press("H")
            await _until(pilot, lambda: hint_shown(screen))
            while engine.to_act == "seth":
                plies = len(engine.plies)
                await pilot.press("1")
                await _until(pilot, lambda: len(engine.plies) > plies)
            await _until(pilot, lambda: isinstance(app.screen, CurtainScreen))
            assert kind_shown(screen) is None and hint_shown(screen) == ""
            assert not screen.has_class("-teaching")
            await pilot.press("enter")
            await _until(pilot, lambda: kind_shown(screen) is not None)
            assert screen.table_message.seat == "a1"
            assert kind_shown(screen) == engine.state.decision.kind
            assert screen.query_one("#teach", TeachPanel).taught.count == 0
    finally:
        await server.stop()
