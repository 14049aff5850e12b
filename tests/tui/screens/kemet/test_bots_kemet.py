"""Kemet: Seth against the computer: bot seats think in a worker, the curtain comes only where a
human might see another's secrets, a bot's secrets never reach the screen, and the record keeps
the seats. Bots are seeded from the game, so every run plays the same answers; the humans answer
with seeded random picks through the decision panel, and every screen on the way is searched for
secrets (``test_kemet_leaks``)."""

from __future__ import annotations

import random
import threading
from collections import Counter

import pytest
from textual.widgets import Input, Select
from textual.worker import get_current_worker

from kemet_tui.bots import make_bot
from kemet_tui.cli import main
from kemet_tui.core import Engine
from kemet_tui.core.storage import load_engine
from kemet_tui.rules.kemet.state.options import KemetOptions
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.bot_seats import BotMoved, seat_bots
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.game import KemetGameScreen
from kemet_tui.tui.screens.kemet.game_over import KemetGameOver
from kemet_tui.tui.screens.kemet.help import KemetHelpScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen
from kemet_tui.tui.screens.kemet.setup import KemetSetupDialog
from kemet_tui.tui.widgets.status import StatusLine
from tests.conftest import StubApp
from tests.tui.conftest import settle
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
    setup_form,
    widget_texts,
)
from tests.tui.screens.kemet.test_kemet_leaks import leaks

SETH_BOT = {"seth": "kemet:1"}
#: one human (A1) against Seth and with A2, both bots
LONE_A1 = {"seth": "kemet:1", "a2": "kemet:1"}


def status(app) -> str:
    return game(app).query_one("#status", StatusLine).message


def bot_playout(engine: Engine, stop, seed: int = 0, limit: int = 3000) -> Engine:
    """Play on as the UI would (bot seats by their seeded bots, humans at random) until
    ``stop(engine)``."""
    specs = seat_bots(engine.ruleset.name, engine.options)
    bots = {seat: make_bot(spec, engine.seed) for seat, spec in specs.items()}
    members = [s for s in engine.state.seat_ids if s != "seth"]
    rng = random.Random(seed)
    for _ in range(limit):
        if stop(engine):
            return engine
        decider = engine.to_act
        bot = bots.get(
            members[0] if decider == "alliance" and set(members) <= set(bots) else decider
        )
        if bot is None:
            engine.play_token(rng.choice(engine.legal_tokens()))
        else:
            engine.play(
                bot.choose(engine.ruleset, engine.view(decider), engine.legal_actions(), decider)
            )
    raise AssertionError("the wanted position did not come")


class SteppedBot:
    """A seat's real bot that answers only when the test lets it (one answer per release), so
    that the screen can be searched for secrets between two bot answers."""

    def __init__(self, spec: str, seed: int, turns: threading.Semaphore) -> None:
        self.inner, self.turns, self.name = make_bot(spec, seed), turns, spec

    def choose(self, ruleset, view, legal_actions, seat):
        worker = get_current_worker()
        while not self.turns.acquire(timeout=0.02):
            if worker.is_cancelled:  # the app closed while this bot waited for its turn
                return legal_actions[0]
        return self.inner.choose(ruleset, view, legal_actions, seat)


@pytest.fixture
def turns(monkeypatch) -> threading.Semaphore:
    """The screens' bots become :class:`SteppedBot`; the semaphore lets them answer."""
    semaphore = threading.Semaphore(0)
    monkeypatch.setattr(
        "kemet_tui.tui.parts.bot_seat_runner.make_bot",
        lambda spec, seed=0: SteppedBot(spec, seed, semaphore),
    )
    yield semaphore
    semaphore.release(1000)


class Table:
    """Drives a game through the UI, one answer at a time, and searches every screen."""

    def __init__(
        self, pilot, turns: threading.Semaphore, seed: int, script: dict[int, str] | None = None
    ) -> None:
        self.pilot, self.app, self.turns = pilot, pilot.app, turns
        self.rng = random.Random(seed)
        #: the humans' answers by ply number (a seeded random pick where none is given)
        self.script = script or {}
        self.curtains: list[str] = []
        self.curtain_before: list[tuple[str, str]] = []  # (who, the decision kind it hid)
        self.seen: Counter[str | None] = Counter()  # whose view was up on the screens checked
        self.watching_bots: Counter[str | None] = Counter()  # whose, while a bot thought

    def check(self) -> None:
        """The screen on top holds no secret of anyone but whose view it shows."""
        screen = game(self.app)
        engine = screen.engine
        if isinstance(self.app.screen, (CurtainScreen, RevealScreen)):
            assert not leaks(widget_texts(self.app.screen), engine, None)
            assert not leaks(widget_texts(screen), engine, None), "behind the curtain"
            assert screen.viewer is None
            return
        if screen is not self.app.screen:
            return
        found = leaks(widget_texts(screen), engine, screen.eyes)
        assert not found, f"{screen.eyes} sees secrets: {found}"
        self.seen[screen.eyes] += 1
        if screen.bot_deciding:
            self.watching_bots[screen.eyes] += 1

    async def bot_answers(self) -> None:
        """Let the bot that thinks now answer, and wait for its answer to be played."""
        engine = game(self.app).engine
        count = len(engine.plies)
        self.turns.release()
        for _ in range(100):
            await self.pilot.pause()
            if len(engine.plies) != count:
                await self.pilot.pause()
                return
        raise AssertionError("the bot did not answer")

    async def step(self) -> bool:
        """Lift a curtain, let a bot answer, or answer as the human asked (each screen
        searched first); False once the game is over."""
        await self.pilot.pause()
        screen = game(self.app)
        self.check()
        if isinstance(self.app.screen, RevealScreen):
            await self.pilot.press("enter")
            await self.pilot.pause()
            return True
        if isinstance(self.app.screen, CurtainScreen):
            self.curtains.append(self.app.screen.who)
            self.curtain_before.append((self.app.screen.who, screen.engine.state.decision.kind))
            await self.pilot.press("enter")
            await self.pilot.pause()
            return True
        if screen.engine.outcome is not None:
            return False
        if screen.bot_deciding:
            await self.bot_answers()
            return True
        assert screen.deciding, "nobody is asked and no bot thinks"
        panel = screen.decision
        panel.focus_options()
        token = self.script.get(len(screen.engine.plies))
        if token is not None and token not in panel.tokens:  # asked in public: a card of the
            token = f"look:{screen.engine.to_act}"  # hand, so look at the hand first
        panel.options.highlighted = (
            panel.tokens.index(token) if token else self.rng.randrange(len(panel.tokens))
        )
        await self.pilot.press("enter")
        await self.pilot.pause()
        return True


# --- the option ------------------------------------------------------------------------------------
def test_the_bots_option_reads_seats_colours_and_the_command_line_forms():
    assert KemetOptions.model_validate({"bots": "seth:kemet:1,red:random"}).bots == {
        "seth": "kemet:1",
        "a1": "random",
    }
    picked = KemetOptions.model_validate(
        {"alliance_size": 3, "colours": ("green", "red", "blue"), "bots": ["red:greedy"]}
    )
    assert picked.bots == {"a2": "greedy"}
    assert KemetOptions().bots == {}
    with pytest.raises(ValueError, match="no seat 'a3'"):
        KemetOptions.model_validate({"bots": {"a3": "random"}})
    with pytest.raises(ValueError, match="not SEAT:BOT"):
        KemetOptions.model_validate({"bots": "kemet"})


def test_play_seats_a_kemet_bot_from_the_command_line(monkeypatch):
    started = []
    monkeypatch.setattr(
        "kemet_tui.tui.app.make_app", lambda **kwargs: started.append(kwargs) or StubApp()
    )
    assert main(["play", "kemet-seth", "--seed", "3", "--bot", "seth=kemet:1"]) == 0
    assert started[-1]["options"] == {"bots": {"seth": "kemet:1"}}
    assert main(["play", "kemet-seth", "-o", "bots=seth:kemet:1,red:random"]) == 0
    assert main(["play", "kemet-seth", "--bot", "a3=random"]) != 0
    assert main(["play", "kemet-seth", "--bot", "seth=kemet:9"]) != 0
    assert len(started) == 2


# --- who answers, whose view is up ------------------------------------------------------------------
def test_team_decisions_go_to_the_human_members_and_to_a_bot_only_in_an_all_bot_alliance():
    mixed = KemetGameScreen(new_engine(2, bots=SETH_BOT | {"a2": "random"}))
    assert mixed.bot_table.bot_for("alliance") is None and mixed.bot_table.bot_for("a2") is not None
    assert mixed.handover.next_view("seth", None).eyes == "a1", (
        "the lone human watches in its own view"
    )
    bots_only = KemetGameScreen(new_engine(2, bots={"a1": "kemet:2", "a2": "random"}))
    assert bots_only.bot_table.bot_for("alliance") is bots_only.bot_seats.bots["a1"]
    assert bots_only.handover.next_view("alliance", None).eyes == "seth"
    two_humans = KemetGameScreen(new_engine(3, bots={"a3": "random"}))
    assert two_humans.bot_table.bot_for("alliance") is None
    assert two_humans.handover.next_view("a3", None).eyes is None, (
        "the public view while a bot thinks"
    )


def _team_decision(bots: dict[str, str]) -> Engine:
    """A two-member game at the Alliance's choice of who acts next, both members holding DI
    cards (A1 Bronze Wall and Bloodbath, A2 Iron Wall and Divine Memory)."""
    return play_until(
        new_engine(2, seed=3, bots=bots),
        lambda e: (
            e.to_act == "alliance" and e.state.seat("a1").di_hand and e.state.seat("a2").di_hand
        ),
    )


async def test_a_lone_human_member_decides_for_the_team_in_their_own_view(tmp_path):
    """A1 is the Alliance's only human (A2 and Seth are bots): the team's decision comes up in
    A1's own view, their DI cards shown, A2's never; the curtain names A1 alone."""
    engine = _team_decision(LONE_A1)
    async with app_for(engine, tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        assert await lift(pilot) == "A1"
        screen = game(pilot.app)
        assert screen.viewer == "alliance" and screen.deciding and screen.eyes == "a1"
        hand = screen.query_one("#di-hand")
        assert hand.display and hand.seat == "a1" and hand.border_title.startswith("A1")
        assert [card for _, card in hand.own_cards()] == [
            "alliance-di-bronze-wall",
            "alliance-di-bloodbath",
        ]
        text = screen_text(screen)
        assert "Bronze Wall" in text and "Bloodbath" in text
        assert "Iron Wall" not in text and "Divine Memory" not in text
        assert not leaks(widget_texts(screen), screen.engine, "a1")


async def test_a_human_seth_hands_the_team_decision_to_the_lone_human_member(tmp_path):
    """Seth and A1 human, A2 a bot: after Seth's answer the team's decision (which member acts:
    public answers) is asked on the public view, with no curtain and no hand on screen; A1's
    own turn then too, with a line to look at A1's cards behind the curtain naming A1 alone."""
    engine = play_until(new_engine(2, seed=3, bots={"a2": "kemet:1"}), lambda e: len(e.plies) == 18)
    async with app_for(engine, tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        assert await lift(pilot) == "Seth"
        await answer(pilot, "stop")
        screen = game(pilot.app)
        assert pilot.app.screen is screen, "a public view needs no curtain"
        assert screen.viewer == "alliance" and screen.deciding and screen.eyes is None
        assert not screen.query_one("#di-hand").display
        assert not leaks(widget_texts(screen), screen.engine, None)
        await answer(pilot, "next:a1")
        assert pilot.app.screen is screen and (screen.viewer, screen.eyes) == ("a1", None)
        assert screen.decision.tokens[-1] == "look:a1"
        assert not leaks(widget_texts(screen), screen.engine, None)
        await answer(pilot, "look:a1")
        curtain = pilot.app.screen
        assert isinstance(curtain, CurtainScreen) and not curtain.public
        assert "Only A1 looks now" in curtain.hint()
        assert await lift(pilot) == "A1"
        assert screen.viewer == "a1" and screen.query_one("#di-hand").seat == "a1"
        assert not leaks(widget_texts(screen), screen.engine, "a1")


async def test_two_human_members_decide_for_the_team_in_the_public_view(tmp_path):
    """With A1 and A2 both human (Seth a bot), the team's decision shows no member's hand."""
    engine = _team_decision(SETH_BOT)
    async with app_for(engine, tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        assert await lift(pilot) == "The Alliance"
        screen = game(pilot.app)
        assert screen.viewer == "alliance" and screen.deciding and screen.eyes == "alliance"
        assert not screen.query_one("#di-hand").display
        assert not leaks(widget_texts(screen), screen.engine, None)


# --- playing ---------------------------------------------------------------------------------------
async def test_a_bot_seth_fights_a_human_member_behind_the_curtain(turns):
    """Seth (kemet:1) against two human members, from the new game: the humans set up and play
    through the curtains (their answers planned with the engine so that a battle comes soon),
    the battle is fought, the human's secret choice behind the curtain, Seth's never on
    screen, and the public view is up while he thinks."""
    options = {"alliance_size": 2, "bots": SETH_BOT}
    planned = bot_playout(Engine("kemet-seth", 3, options), asked("battle-di"), seed=3)
    script = {index: ply.token for index, ply in enumerate(planned.plies) if ply.seat != "seth"}
    app = make_app("kemet-seth", seed=3, options=options, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        table = Table(pilot, turns, seed=1, script=script)
        await pilot.pause()
        engine, fought = game(app).engine, False
        for _ in range(200):
            in_battle = any(d.kind == "battle" for d in engine.state.pending)
            if fought and not in_battle:
                break
            fought |= in_battle
            await table.step()
        assert engine.tokens[: len(planned.plies)] == planned.tokens
        played = engine.plies[len(planned.plies) :]
        assert fought and not any(d.kind == "battle" for d in engine.state.pending)
        assert any(p.seat == "seth" and p.token.startswith("fight:") for p in played)
        assert any(e.kind == "reveal" for p in played for e in p.events)
        fighter = planned.state.decision.decider.upper()
        assert (fighter, "battle-cards") in table.curtain_before, (
            "the human chooses the battle cards behind it"
        )
        assert table.curtain_before[0] == ("A1", "setup-pyramids"), "the opening curtain"
        assert len(table.curtains) == 2, (
            "the rest is asked in public (the cards looked at only when the script plays one)"
        )
        assert table.watching_bots and set(table.watching_bots) == {None}


async def test_a_lone_human_plays_on_without_curtains(turns):
    """A1 alone against Seth, with A2 a bot: one curtain when the game opens, then A1's own
    view throughout (the team's decisions too: A1 alone makes them), and what the bots did is
    said."""
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2, "bots": LONE_A1}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        table = Table(pilot, turns, seed=3)
        await pilot.pause()
        saw_a_bot_answer = False
        while len(game(app).engine.plies) < 36 and await table.step():
            saw_a_bot_answer |= "(Level 1):" in status(app)
        engine = game(app).engine
        assert len(engine.plies) >= 36 and table.curtains == ["A1"]
        assert set(table.seen) == {"a1"} and table.watching_bots.keys() == {"a1"}
        assert saw_a_bot_answer
        assert game(app).sub_title.endswith(" · bots: Seth (Level 1), A2 (Level 1)")
        seats = Counter(p.seat for p in engine.plies)
        assert seats["seth"] and seats["a2"] and seats["a1"] and seats["alliance"]


async def test_the_bots_finish_the_game_and_it_is_announced(tmp_path, turns):
    """Resumed a few bot answers before Seth's last battle VP: the curtain once (the resume),
    then the bots play to the end and the game-over dialog comes."""
    engine = new_engine(2, seed=2, bots=LONE_A1)  # the bots' last answers follow A1's last
    bot_playout(engine, lambda e: e.outcome is not None, seed=0)
    last_human = max(i for i, p in enumerate(engine.plies) if p.seat in ("a1", "alliance"))
    assert last_human < len(engine.plies) - 1
    resumed = new_engine(2, seed=2, bots=LONE_A1)
    for ply in engine.plies[: last_human + 1]:
        resumed.play_token(ply.token)
    app = app_for(resumed, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        table = Table(pilot, turns, seed=0)
        await pilot.pause()
        while await table.step():
            pass
        await pilot.pause()
        assert table.curtains == ["A1"]
        assert game(app).engine.outcome is not None
        assert isinstance(app.screen, KemetGameOver)
        assert load_engine(tmp_path / "kemet.json").options["bots"] == LONE_A1


def _after_bots_answered_a1(engine: Engine) -> bool:
    """A1 is asked again, bots answered since its last answer, and none drew or revealed."""
    if engine.to_act != "a1" or not engine.plies or engine.plies[-1].seat in ("a1", "alliance"):
        return False
    for ply in reversed(engine.plies):
        if any(e.irreversible for e in ply.events):
            return False
        if ply.seat in ("a1", "alliance"):
            return True
    return False


async def test_undo_takes_back_the_bots_answers_with_the_humans_own(tmp_path):
    engine = bot_playout(new_engine(2, seed=3, bots=LONE_A1), _after_bots_answered_a1, seed=5)
    app = app_for(engine, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain of the resume
        await pilot.pause()
        screen = game(app)
        plies = screen.engine.plies
        span, before = screen.undo_span(), len(plies)
        mine = plies[before - span]
        assert span > 1 and mine.seat in ("a1", "alliance") and screen.deciding
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert len(screen.engine.plies) == before - span
        assert screen.engine.to_act == mine.seat and screen.deciding and not screen.bot_deciding
        assert f"Took back {mine.token} and the {span - 1} computer answers" in status(app)


async def test_resume_keeps_the_bot_seats(tmp_path):
    engine = play_until(new_engine(2, seed=2, bots=SETH_BOT), asked("member-action"), seed=2)
    app = app_for(engine, tmp_path)
    assert load_engine(tmp_path / "kemet.json").options["bots"] == SETH_BOT
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = game(app)
        assert set(screen.bot_seats.bots) == {"seth"}
        assert screen.bot_table.human_seats() == ("a1", "a2")
        assert isinstance(app.screen, CurtainScreen), "two humans: the curtain first"


# --- the UI while a bot thinks -----------------------------------------------------------------------
async def test_the_ui_stays_usable_while_a_bot_thinks_and_a_stale_answer_is_dropped(
    gated_bots, tmp_path
):
    made = gated_bots
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2, "bots": LONE_A1}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain for A1: Seth's bot sets up first
        await pilot.pause()
        screen = game(app)
        assert screen.viewer == "a1" and screen.bot_deciding
        assert "Seth (Level 1) is thinking" in status(app)
        await pilot.press("f3")
        assert screen.table_view == "actions"
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KemetHelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        stale = screen.engine.legal_actions()[0]
        screen.post_message(BotMoved("seth", Engine("kemet-seth", 3).state, stale))
        await pilot.pause()
        assert screen.engine.plies == (), "an answer to another state is dropped"
        for bot in made:
            bot.gate.set()
        await settle(pilot, rounds=3)
        assert screen.engine.plies and screen.engine.plies[0].seat == "seth"


async def test_a_bots_answer_waits_while_a_dialog_covers_the_game(gated_bots):
    """QA: a bot played on behind the save dialog and a curtain came up over it, to be lifted by
    the Enter meant for the dialog. The answer is now held until the game screen is back."""
    made = gated_bots
    app = make_app("kemet-seth", seed=3, options={"alliance_size": 2, "bots": LONE_A1}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain for A1: Seth's bot sets up first
        await pilot.pause()
        screen = game(app)
        await pilot.press("question_mark")
        await pilot.pause()
        for bot in made:
            bot.gate.set()
        await settle(pilot, rounds=3)
        assert isinstance(app.screen, KemetHelpScreen), "nothing came up over the help"
        assert screen.engine.plies == (), "the bot's answer waits under the dialog"
        await pilot.press("escape")
        await settle(pilot, rounds=3)
        assert screen.engine.plies and screen.engine.plies[0].seat == "seth"


def test_a_bot_of_another_game_or_a_seat_named_twice_is_refused(capsys):
    assert main(["play", "kemet-seth", "--seed", "3", "--bot", "seth=seti:3"]) != 0
    assert "the bots for kemet-seth are: random, greedy, kemet:1" in capsys.readouterr().err
    assert main(["play", "seti-aleph", "--bot", "white=kemet:1"]) != 0
    with pytest.raises(ValueError, match="a second time"):
        KemetOptions.model_validate({"bots": {"red": "random", "a1": "greedy"}})


async def test_bots_answering_in_a_row_are_paced_but_not_after_a_human(tmp_path):
    engine = play_until(new_engine(2, seed=2, bots=LONE_A1), asked("member-action"), seed=2)
    app = app_for(engine, tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = game(app)
        assert screen.bot_pause() == 0.0, "a frozen app (tests) never waits"
        screen.bot_seats.fixed_pause = 0.25
        after_bot = screen.bot_table.bot_for(engine.plies[-1].seat) is not None
        assert screen.bot_pause() == (0.25 if after_bot else 0.0)


# --- the setup form -------------------------------------------------------------------------------
async def _seat_bots_in_the_form(pilot) -> None:
    await pilot.pause()
    form = await setup_form(pilot)
    form.query_one("#size", Select).value = 3
    form.query_one("#player-seth", Select).value = "kemet:2"
    form.query_one("#player-a3", Select).value = "random"
    await pilot.pause()


async def test_the_setup_form_seats_bots():
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await _seat_bots_in_the_form(pilot)
        form = app.screen
        assert isinstance(form, KemetSetupDialog)
        assert form.query_one("#player-a1", Select).value == "human"
        form.query_one("#player-a2", Select).value = "kemet:1"
        form.query_one("#size", Select).value = 2  # A3 leaves the table, and its bot with it
        form.query_one("#seed", Input).value = "4"
        await pilot.pause()
        await pilot.click("#start")
        await pilot.pause()
        screen = game(app)
        assert screen.engine.options["bots"] == {"seth": "kemet:2", "a2": "kemet:1"}
        assert isinstance(app.screen, CurtainScreen) and app.screen.who == "A1"


def test_the_setup_form_offers_level_3_and_a_resumed_game_keeps_a_budgeted_one():
    from kemet_tui.tui.parts.bot_seat_runner import bot_title
    from kemet_tui.tui.screens.new_game import seat_choices

    assert ("Level 3", "kemet:3") in seat_choices("kemet-seth")
    assert bot_title("kemet:3/8") == "Level 3, 8 iterations"
    screen = KemetGameScreen(new_engine(2, bots={"seth": "kemet:3/8", "a2": "kemet:3"}))
    assert screen.bot_seats.specs == {"seth": "kemet:3/8", "a2": "kemet:3"}
    assert screen.bot_seats.bots["seth"].iterations == 8


def test_setup_form_with_bots_snapshot(snap_compare):
    assert snap_compare(
        make_app(frozen=True), run_before=_seat_bots_in_the_form, terminal_size=FULL
    )


async def test_the_setup_form_is_usable_from_the_keyboard():
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        form = await setup_form(pilot)
        form.query_one("#player-seth", Select).focus()
        await pilot.press("enter", "down", "down", "enter")  # Human, Random, Level 1
        await pilot.pause()
        assert form.query_one("#player-seth", Select).value == "kemet:1"


async def test_the_decision_list_has_the_focus_when_the_turn_comes_back_from_the_bots():
    """QA: with one human, after the bots' first answers Enter did nothing (the emptied list had
    passed the focus on to the map); the list takes it back when the human is asked."""
    app = make_app("kemet-seth", seed=9, options={"alliance_size": 2, "bots": LONE_A1}, frozen=True)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the one curtain
        await settle(pilot, rounds=30)
        screen = game(app)
        assert screen.engine.to_act == "a1" and screen.engine.plies[-1].seat != "a1"
        assert app.focused is screen.decision.options
        await pilot.press("enter")
        await settle(pilot)
        assert any(p.seat == "a1" for p in screen.engine.plies), "Enter answered"
