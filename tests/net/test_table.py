"""The hosted table without a network: keys, who answers, refusals, and what each seat is sent."""

from __future__ import annotations

import json

import pytest

from kemet_tui import protocol
from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import IllegalAction
from kemet_tui.net import messages
from kemet_tui.net.keys import SeatKeys
from kemet_tui.net.table import HostedTable, host
from kemet_tui.rules.kemet import KEMET
from tests.net.support import sent_view


def test_a_key_names_its_seat_and_nothing_else_names_one():
    keys = SeatKeys.made_for(("seth", "a1", "a2"))
    assert len({keys.key_of(s) for s in keys.seats}) == 3
    for seat in keys.seats:
        assert keys.seat_for(keys.key_of(seat)) == seat
    seth = keys.key_of("seth")
    for wrong in (
        None,
        "",
        seth[:-1],
        seth + "x",
        seth.upper() if seth.upper() != seth else "x",
        "ünïcode",
    ):
        assert keys.seat_for(wrong) is None


def test_every_human_seat_gets_a_key_and_bots_none():
    table = host(Engine("kemet-seth", 3, {"alliance_size": 2, "bots": {"a2": "kemet:1"}}))
    assert table.keys.seats == ("seth", "a1")
    assert set(table.bots) == {"a2"}


def _random_until(seed: int, options: dict, done, limit: int = 4000) -> Engine:
    """A seeded random game played until ``done(engine)`` (or its end)."""
    engine, chooser = Engine("kemet-seth", seed, options), rng.seed_state(seed)
    while engine.outcome is None and not done(engine) and len(engine.plies) < limit:
        token, chooser = rng.choice(chooser, engine.legal_tokens())
        engine.play_token(token)
    return engine


def _alliance_turn(bots: dict[str, str]) -> HostedTable:
    """A table whose game asks the Alliance (the team) who acts next."""
    played = _random_until(11, {"alliance_size": 3}, lambda e: e.to_act == "alliance")
    assert played.to_act == "alliance"
    engine = Engine.from_record(
        played.record.model_copy(update={"options": {**played.options, "bots": bots}})
    )
    return host(engine)


def test_the_team_decision_is_any_human_members_and_a_bots_only_when_none_is_human():
    table = _alliance_turn({"a2": "kemet:1"})
    assert table.answerers() == ("a1", "a3")
    assert table.may_answer("a1") and table.may_answer("a3")
    assert not table.may_answer("a2") and not table.may_answer("seth")
    assert table.bot_turn() is None
    all_bots = _alliance_turn({s: "kemet:1" for s in ("a1", "a2", "a3")})
    turn = all_bots.bot_turn()
    assert turn is not None and turn.seat == "alliance"


def test_only_the_asked_seat_plays_and_the_core_checks_its_token():
    table = host(Engine("kemet-seth", 3, {"alliance_size": 2}))
    asked = table.engine.to_act
    other = next(s for s in table.seats if s != asked)
    with pytest.raises(IllegalAction, match="not your turn"):
        table.play(other, table.engine.legal_tokens()[0])
    with pytest.raises(IllegalAction, match="spectator"):
        table.play(None, table.engine.legal_tokens()[0])
    with pytest.raises(IllegalAction):
        table.play(asked, "no-such:token")
    assert len(table.engine.plies) == 0
    table.play(asked, table.engine.legal_tokens()[0])
    assert len(table.engine.plies) == 1


def test_the_table_waits_for_a_human_with_no_screen_and_says_for_whom():
    table = host(Engine("kemet-seth", 3, {"alliance_size": 2}))
    asked = table.engine.to_act
    assert table.waiting_for() == (asked,)
    seat = table.join(table.keys.key_of(asked))
    assert seat == asked and table.waiting_for() == ()
    table.leave(seat)
    assert table.waiting_for() == (asked,)


def test_the_table_knows_whether_a_bot_answered_last():
    table = host(Engine("kemet-seth", 3, {"alliance_size": 2, "bots": {"seth": "kemet:1"}}))
    assert not table.bot_answered_last()
    turn = table.bot_turn()
    assert turn is not None and turn.seat == "seth"
    table.play_bot(turn, table.engine.legal_actions()[0])
    assert table.bot_answered_last()


def test_every_play_is_autosaved_and_a_failed_write_is_said():
    saved = []
    table = host(
        Engine("kemet-seth", 3, {"alliance_size": 2}),
        autosave=lambda engine: saved.append(len(engine.plies)) or "disk full",
    )
    table.play(table.engine.to_act, table.engine.legal_tokens()[0])
    assert saved == [1] and table.save_problem == "disk full"


def test_a_seats_message_holds_its_own_view_and_never_the_seed():
    played = _random_until(209, {"alliance_size": 2}, lambda e: len(e.plies) >= 300)
    table = host(played)
    for seat in (*table.seats, None):
        sent = messages.table_message(table, seat)
        assert sent.view == sent_view(KEMET, KEMET.view(played.state, seat))
        assert [p.model_dump() for p in sent.log] == [
            {
                "number": p.number,
                "seat": p.seat,
                "token": p.token,
                "events": [e.text for e in p.events],
            }
            for p in played.log(seat)[-messages.LOG_TAIL :]
        ]
        assert (sent.legal != []) == table.may_answer(seat)
        data = json.loads(protocol.encode(sent))
        assert str(played.seed) not in json.dumps({k: v for k, v in data.items() if k != "view"})
        assert not set(data) & {"seed", "rng"} and not set(data["view"]) & {"seed", "rng"}


@pytest.mark.parametrize(
    "text, reason",
    [
        ("x" * (protocol.MAX_INCOMING + 1), "too long"),
        ("{", "not JSON"),
        ("[" * 2000 + "]" * 2000, "nested too deep"),
        ('{"type": "play", "plies": 0, "token": ' + "[" * 900 + "]" * 900 + "}", "Only"),
        (b'{"type": "undo", "plies": 0}', "Only text"),
        ('{"type": "redo"}', "Only"),
        ("[1]", "Only"),
        ('{"type": "play", "plies": 0}', "Only"),
        ('{"type": "play", "token": 3, "plies": 0}', "Only"),
        ('{"type": "play", "token": "put:s2"}', "plies"),
        ('{"type": "undo"}', "plies"),
        ('{"type": "undo", "plies": -1}', "plies"),
    ],
)
def test_a_message_that_is_not_a_request_is_refused_in_one_line(text, reason):
    with pytest.raises(protocol.BadMessage, match=reason) as refused:
        protocol.request_of(text)
    assert len(str(refused.value).splitlines()) == 1


def test_a_play_message_gives_its_token_and_position_and_an_undo_message_its_position():
    assert protocol.request_of(
        '{"type": "play", "token": " act:pray2 ", "plies": 3}'
    ) == protocol.Play(token="act:pray2", plies=3)
    assert protocol.request_of('{"type": "undo", "plies": 4}') == protocol.Undo(plies=4)


@pytest.mark.parametrize(
    "token, echoed",
    [
        ("act:pray2", "act:pray2"),
        ("\ud800x", "?x"),
        ("a\x1b[31mb", "a?[31mb"),
        ("x" * 5000, "x" * (protocol.ECHO_CHARS - 1) + "…"),
        (["nested"], ""),
    ],
)
def test_a_refusal_echoes_a_token_safely(token, echoed):
    assert protocol.safe_echo(token) == echoed
    protocol.encode(protocol.Refused(token=protocol.safe_echo(token), reason="x")).encode()


def test_a_seat_takes_back_its_own_last_answer_with_the_bots_since_and_nothing_else():
    table = host(Engine("kemet-seth", 3, {"alliance_size": 2, "bots": {"a2": "kemet:1"}}))
    engine = table.engine
    seth = engine.to_act
    assert seth == "seth" and table.undo_span("seth") == 0
    with pytest.raises(IllegalAction, match="Nothing of yours"):
        table.undo("seth")
    table.play(seth, engine.legal_tokens()[0])
    while (turn := table.bot_turn()) is not None:  # the bots answer, if they are asked next
        table.play_bot(turn, engine.legal_actions()[0])
    assert table.undo_span("a1") == 0 and table.undo_span(None) == 0
    span = table.undo_span("seth")
    assert span == len(engine.plies) >= 1
    undone = table.undo("seth")
    assert undone.seat == "seth" and undone.bot_answers == span - 1 and len(engine.plies) == 0
    assert messages.undo_said(table, undone, "seth").text.startswith("Seth took back ")
