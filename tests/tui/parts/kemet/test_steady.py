"""Answers that stay put while a question's list shrinks
(:mod:`kemet_tui.tui.parts.kemet.steady`), and through the screen: recruiting, the key of a
district stays its key."""

from __future__ import annotations

from kemet_tui.tui.parts.kemet.steady import GAP, Asked, lay_out


def test_an_answer_gone_leaves_a_gap_and_the_others_keep_their_lines():
    first = lay_out(None, "a1", "recruit", ["put:a1a", "put:a1b", "put:a1c", "done"])
    again = lay_out(first, "a1", "recruit", ["put:a1a", "put:a1c", "done"])
    assert again.lines == ("put:a1a", GAP, "put:a1c", "done")
    assert lay_out(again, "a1", "recruit", ["put:a1a", "done"]).lines == (
        "put:a1a",
        GAP,
        GAP,
        "done",
    )


def test_a_gap_at_the_end_is_dropped():
    first = Asked("a1", "recruit", ("put:a1a", "done", "put:a1b"))
    assert lay_out(first, "a1", "recruit", ["put:a1a", "done"]).lines == ("put:a1a", "done")


def test_the_public_answers_keep_their_lines_once_the_seat_looks_at_its_cards():
    public = lay_out(None, "a1", "member-action", ["act:a", "act:b", "look:a1"])
    own = lay_out(public, "a1", "member-action", ["di:x", "act:a", "act:b"])
    assert own.lines == ("act:a", "act:b", "di:x"), "the cards after the public answers"


def test_a_new_answer_another_question_or_another_seat_lays_the_list_out_afresh():
    first = lay_out(None, "a1", "recruit", ["put:a1a", "put:a1b", "done"])
    assert lay_out(first, "a1", "recruit", ["put:a1b", "put:x", "done"]).lines == (
        "put:a1b",
        "put:x",
        "done",
    )
    assert lay_out(first, "a1", "buy", ["put:a1b", "done"]).lines == ("put:a1b", "done")
    assert lay_out(first, "a2", "recruit", ["put:a1b", "done"]).lines == ("put:a1b", "done")


def a_district_about_to_fill():
    """Alliance of 2, seed 3: random answers (seed 4) but the first district at every recruit,
    until A2 recruits with a2a one unit from full (found by search; the test checks it)."""
    import random

    from tests.tui.kemet_support import new_engine

    engine, rng = new_engine(2, seed=3), random.Random(4)
    while len(engine.plies) < 317:
        tokens = engine.legal_tokens()
        recruiting = engine.state.decision.kind == "recruit" and len(tokens) >= 3
        engine.play_token(tokens[0] if recruiting else rng.choice(tokens))
    assert engine.legal_tokens() == ["put:a2a", "put:a2b", "put:a2c", "done"]
    return engine


async def test_recruiting_the_key_of_a_district_stays_its_key_when_another_fills(tmp_path):
    from tests.tui.kemet_support import FULL, app_for, game, lift

    async with app_for(a_district_about_to_fill(), tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(pilot.app)
        assert screen.decision.tokens == ("put:a2a", "put:a2b", "put:a2c", "done")
        await pilot.press("1")
        await pilot.pause()
        assert screen.engine.plies[-1].token == "put:a2a"
        assert screen.decision.tokens == (GAP, "put:a2b", "put:a2c", "done"), "a2a is full"
        assert "no longer possible" in screen.decision.choices[0][1]
        plies = len(screen.engine.plies)
        await pilot.press("1")
        await pilot.pause()
        assert len(screen.engine.plies) == plies, "the gap plays nothing"
        await pilot.press("3")
        await pilot.pause()
        assert screen.engine.plies[-1].token == "put:a2c", "3 is still a2c"


def the_last_unit_in_reserve():
    """Alliance of 2, seed 1, random answers (seed 0) until A2 recruits with one unit left in
    its reserve and three districts open (ply 275; the test checks it)."""
    import random

    from tests.tui.kemet_support import new_engine

    engine, rng = new_engine(2, seed=1), random.Random(0)
    while len(engine.plies) < 275:
        engine.play_token(rng.choice(engine.legal_tokens()))
    assert engine.state.decision.kind == "recruit" and engine.state.seat("a2").reserve == 1
    assert engine.legal_tokens() == ["put:a2a", "put:a2b", "put:a2c", "done"]
    return engine


async def test_the_last_unit_recruited_plays_its_key_and_the_stop_is_said(tmp_path):
    """With one unit left, "3" recruits on a2c; stopping is then the only answer and is
    played for A2. The next view's status line says so (a curtain used to blank it, and the
    log's "Stop recruiting" read as if "3" had played it)."""
    from tests.tui.kemet_support import FULL, app_for, game, lift

    async with app_for(the_last_unit_in_reserve(), tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(pilot.app)
        plies = len(screen.engine.plies)
        assert screen.decision.tokens == ("put:a2a", "put:a2b", "put:a2c", "done")
        await pilot.press("3")
        await pilot.pause()
        await lift(pilot)
        await pilot.pause()
        assert [p.token for p in screen.engine.plies[plies : plies + 2]] == ["put:a2c", "done"]
        status = str(screen.query_one("#status").render())
        assert "A2: Stop recruiting (the only answer)." in status, status


def test_a_move_one_step_further_is_another_question():
    """A troop's move asks again at every step: the places it may go next are other answers,
    laid out afresh (a troop with no move left showed ten gaps before its two answers)."""
    from kemet_tui.tui.parts.kemet.steady import question

    first = lay_out(None, "a1", question("move", "a1a"), ["step:f1", "step:b1", "drop:a1", "stop"])
    on = lay_out(first, "a1", question("move", "f1"), ["drop:a1", "stop"])
    assert on.lines == ("drop:a1", "stop")
    assert question("recruit") == "recruit" and question(None) is None
    same = lay_out(first, "a1", question("move", "a1a"), ["step:f1", "drop:a1", "stop"])
    assert same.lines == ("step:f1", GAP, "drop:a1", "stop"), "the same step keeps its lines"


def test_a_list_mostly_of_gaps_is_laid_out_afresh():
    """Few answers left of many (Seth's extra token after his action, asked with the same
    kind) are another list: more gaps than answers lays it out afresh."""
    spaces = [f"act:{n}" for n in range(20)]
    first = lay_out(None, "seth", "seth-action", spaces + ["pass"])
    assert lay_out(first, "seth", "seth-action", ["act:3", "pass"]).lines == ("act:3", "pass")
    half = lay_out(first, "seth", "seth-action", spaces[:10] + ["pass"])
    assert half.lines[:10] == tuple(spaces[:10]) and half.lines[-1] == "pass", (
        "as many gaps as answers still keeps the lines"
    )
