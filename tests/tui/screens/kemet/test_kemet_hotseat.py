"""The Kemet hotseat through the UI: the curtain, setup seat by seat, a night, Seth's and the
Alliance's turns, a battle's secret choices, and the Great Ceremony. Assertions are on the model
(the engine behind the screen) and on who is shown what."""

from __future__ import annotations

from kemet_tui.rules.kemet.view.names import content_name
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from tests.tui.kemet_support import (
    FULL,
    answer,
    app_for,
    asked,
    game,
    lift,
    new_engine,
    play_until,
    screen_text,
)

NAMES = ("Sam", "Ann", "Bob", "Cy")


def named_app():
    options = {"alliance_size": 3, "players": NAMES}
    return make_app("kemet-seth", seed=3, options=options, frozen=True)


async def test_a_new_game_opens_behind_the_curtain_naming_seth():
    app = named_app()
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        text = screen_text(app.screen)
        assert "Pass the keyboard to" in text and "Seth (Sam)" in text
        screen = game(app)
        assert screen.viewer is None
        assert not screen.decision.choices and not screen.query_one("#di-hand").display, (
            "behind the curtain the game screen is blank"
        )
        assert await lift(pilot) == "Seth (Sam)"
        assert screen.viewer == "seth"
        seth_card = content_name(screen.engine.state.seat("seth").di_hand[0])
        assert seth_card in screen_text(screen), "Seth sees his DI card"
        assert screen.decision.prompt == "Seth: place your units on your city's districts"


async def test_setup_is_answered_seat_by_seat_then_the_night_runs():
    """Setup's questions have public answers: after the opening curtain each member answers
    them on the public view (no hand on screen), with no curtain; Seth's first turn, whose
    answers may name his DI cards, is asked in public too, with a line to look at his cards
    behind the curtain first."""
    app = named_app()
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        curtains = [await lift(pilot)]
        screen = game(app)
        answered_in_public = set()
        while screen.engine.state.phase == "setup":
            if screen.viewer != "seth":
                assert screen.eyes is None and not screen.query_one("#di-hand").display
                answered_in_public.add(screen.viewer)
            await answer(pilot, screen.decision.tokens[0])
            name = await lift(pilot)
            if name:
                curtains.append(name)
        assert answered_in_public == {"a1", "a2", "a3"}
        assert curtains == ["Seth (Sam)"], (
            "a curtain only before a seat's own view, none before the public one"
        )
        state = screen.engine.state
        assert state.round == 1 and state.phase == "day"
        assert any("Night falls" in e.text for p in screen.engine.plies for e in p.events)
        assert screen.viewer == "seth" and screen.engine.to_act == "seth"
        assert screen.eyes is None and screen.decision.tokens[-1] == "look:seth"
        card = next(t for t in screen.engine.legal_tokens() if t.startswith("di:"))
        assert card not in screen.answerable(), "a pick on the table means no card either"
        plies = len(screen.engine.plies)
        screen.play_token(card)
        await pilot.pause()
        assert len(screen.engine.plies) == plies, "no card is played on the public view"
        assert "look at your cards first" in screen.entry.error
        screen.play_token("di")
        await pilot.pause()
        assert len(screen.engine.plies) == plies and screen.entry.error
        held = screen.engine.state.seat("seth").di_hand
        assert not any(c in screen.entry.error for c in held), "nor suggests a card of the hand"
        public = screen.decision.tokens[:-1]
        assert not any(t.startswith("di:") for t in public)
        await answer(pilot, "look:seth")
        assert await lift(pilot) == "Seth (Sam)" and screen.eyes == "seth"
        own = screen.decision.tokens
        assert own[: len(public)] == public, "the public answers keep their keys"
        assert own[len(public) :] and all(t.startswith("di:") for t in own[len(public) :])


async def test_seth_turn_then_the_alliance_chooses_in_public(tmp_path):
    engine = play_until(new_engine(3), asked("seth-action"))
    pp = engine.state.seat("seth").pp
    app = app_for(engine, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert await lift(pilot) == "Seth"
        screen = game(app)
        assert "act:pray" in screen.decision.tokens
        await answer(pilot, "act:pray")
        assert screen.engine.state.seat("seth").pp == pp + 3
        screen = game(app)
        while screen.engine.to_act == "seth":  # the rest of his turn, without a DI card
            await answer(
                pilot, next(t for t in reversed(screen.decision.tokens) if not t.startswith("di:"))
            )
        assert screen.engine.to_act == "alliance"
        assert not isinstance(app.screen, CurtainScreen), "a public view needs no curtain"
        assert screen.viewer == "alliance" and screen.eyes == "alliance"
        assert not screen.query_one("#di-hand").display, "the Alliance's turn shows no hand"
        member = next(t for t in screen.decision.tokens if t.startswith("next:"))
        await answer(pilot, member)
        seat = member.split(":")[1]
        assert not isinstance(app.screen, CurtainScreen), "the member's turn is asked in public"
        assert (screen.viewer, screen.eyes) == (seat, None)
        assert screen.engine.state.decision.kind == "member-action"
        await answer(pilot, f"look:{seat}")
        assert isinstance(app.screen, CurtainScreen), "to look at the cards"
        assert await lift(pilot) == seat.upper()
        assert (screen.viewer, screen.eyes) == (seat, seat)


async def test_a_battle_asks_each_side_behind_the_curtain(tmp_path):
    engine = play_until(new_engine(2, seed=1), asked("battle-cards"), seed=1)
    first = engine.to_act
    app = app_for(engine, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(app)
        assert screen.viewer == first
        assert screen.decision.prompt.endswith(
            "choose the battle card to play and the one to discard"
        )
        await answer(pilot, screen.decision.tokens[0])
        assert screen.eyes != first, "the other side never answers on the first one's view"
        while not any(e.kind == "reveal" for p in screen.engine.plies for e in p.events):
            await lift(pilot)
            assert screen.viewer != first and screen.eyes != first
            if screen.engine.state.decision.kind == "battle-cards":
                assert screen.eyes == screen.viewer, "the battle cards behind the curtain"
            await answer(pilot, screen.decision.tokens[-1])
        reveal = next(e for p in screen.engine.plies for e in p.events if e.kind == "reveal")
        assert reveal.seats is None, "the reveal is public"


async def test_the_great_ceremony_through_the_panel(tmp_path):
    engine = play_until(new_engine(3, seed=1), lambda e: "ceremony" in e.legal_tokens(), seed=1)
    app = app_for(engine, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert await lift(pilot) == "The Alliance"
        screen = game(app)
        await answer(pilot, "ceremony")
        for _ in range(40):
            if screen.engine.state.great_ceremony_done:
                break
            await lift(pilot)
            await answer(pilot, screen.decision.tokens[0])
        state = screen.engine.state
        assert state.great_ceremony_done and state.portal_open


def before_a_veto_window():
    """Alliance of 2, seed 2, seeded answers (a DI card half the time): the game just before
    Seth plays a card that both members may veto; returns the engine and that card's token."""
    import random

    from kemet_tui.core import Engine

    engine, rng = new_engine(2, seed=2), random.Random(2)
    while True:
        tokens = engine.legal_tokens()
        cards = [t for t in tokens if t.startswith("di:")]
        token = rng.choice(cards if cards and rng.random() < 0.5 else tokens)
        after = Engine(engine.ruleset.name, engine.seed, engine.options)
        for played in engine.tokens + (token,):
            after.play_token(played)
        ask = after.state.decision
        if len(engine.plies) > 40 and ask.kind == "veto" and ask.get("later"):
            return engine, token
        engine.play_token(token)


async def test_a_veto_window_is_one_public_question_enter_lets_the_card_be_for_all(tmp_path):
    engine, card = before_a_veto_window()
    async with app_for(engine, tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        assert await lift(pilot) == "Seth"
        screen = game(pilot.app)
        screen.play_token(card)
        await pilot.pause()
        assert not isinstance(pilot.app.screen, CurtainScreen), "no curtain for the window"
        assert (screen.viewer, screen.eyes) == ("a1", None)
        assert screen.decision.prompt.endswith("does anyone veto it? (Enter: nobody)")
        assert [label for _, label in screen.decision.choices] == [
            "Nobody: let it be",
            "A1 looks at their cards (and may still pass)",
            "A2 looks at their cards (and may still pass)",
        ]
        status = screen.query_one("#status").message
        assert "Enter: nobody answers" in status and ": " in status, "the card's text"
        plies = len(screen.engine.plies)
        await pilot.press("enter")
        await pilot.pause()
        played = [(p.seat, p.token) for p in screen.engine.plies[plies : plies + 2]]
        assert played == [("a1", "allow"), ("a2", "allow")], "one key lets it be for both"
        assert not isinstance(pilot.app.screen, CurtainScreen)


async def test_a_seat_claims_the_window_passes_the_curtain_and_may_still_let_it_be(tmp_path):
    engine, card = before_a_veto_window()
    async with app_for(engine, tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        screen = game(pilot.app)
        screen.play_token(card)
        await pilot.pause()
        plies = len(screen.engine.plies)
        await pilot.press("3")  # A2 looks at their cards
        await pilot.pause()
        assert [(p.seat, p.token) for p in screen.engine.plies[plies:]] == [("a1", "allow")], (
            "A1, listed before the claim, let it be"
        )
        curtain = pilot.app.screen
        assert isinstance(curtain, CurtainScreen) and curtain.who == "A2" and curtain.passing
        assert await lift(pilot) == "A2"
        assert (screen.viewer, screen.eyes) == ("a2", "a2")
        assert screen.decision.tokens[-1] == "allow", "its own view: its Vetoes, or let it be"
