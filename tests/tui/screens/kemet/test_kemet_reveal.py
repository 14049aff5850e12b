"""The reveal of a battle is shown to the whole table on a public screen, and the battle panel
measures the strengths with the troops the battle was fought with."""

from __future__ import annotations

import random
from contextlib import asynccontextmanager

from kemet_tui.core import Engine
from kemet_tui.tui.screens.kemet.reveal import RevealScreen, reveal_view
from kemet_tui.tui.widgets.kemet import CombatCards
from kemet_tui.tui.widgets.kemet.combat_look import Strength, battle_report
from tests.tui.kemet_support import FULL, app_for, game, lift, new_engine, widget_texts
from tests.tui.screens.kemet.test_kemet_leaks import leaks

#: Alliance of 2, seed 5, random answers (seed 696): at ply 116 Seth, attacking with Whispers of
#: Corruption laid, chooses his battle card after A2's; he wins 7 against 6 and the defender A2
#: must retreat
SETH_CHOOSES_LAST = 116
SETH_CARDS = "fight:seth-card-desert-fury/seth-card-jackal-charge"


def seth_chooses_last() -> Engine:
    engine, rng = new_engine(2, seed=5), random.Random(696)
    while len(engine.plies) < SETH_CHOOSES_LAST:
        engine.play_token(rng.choice(engine.legal_tokens()))
    assert engine.state.decision.kind == "battle-cards" and engine.to_act == "seth"
    assert engine.plies[-3].token.startswith("fight:") and engine.plies[-3].seat == "a2"
    return engine


def panel_text(screen) -> str:
    combat = screen.query_one(CombatCards)
    return " ".join(line.plain for line in combat.lines(100))


async def test_the_seat_that_chose_last_sees_the_reveal_with_the_table(tmp_path):
    app = app_for(seth_chooses_last(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        assert await lift(pilot) == "Seth"
        screen = game(app)
        await pilot.press(*SETH_CARDS, "enter")
        await pilot.pause()
        reveal = app.screen
        assert isinstance(reveal, RevealScreen), "the reveal comes before the loser's curtain"
        assert screen.engine.to_act == "a2" and screen.viewer is None
        texts = widget_texts(reveal)
        text = " ".join(texts)
        assert "Desert Fury" in text and "Chariot Raid" in text
        assert "Whispers of Corruption" in text
        assert "Strength 8 against 6" in text and "Winner: attacker" in text
        assert not leaks(texts, screen.engine, None), "the reveal is public"
        assert "Jackal Charge" not in text, "Seth's discard stays face down"
        assert "Phalanx Defense" not in text, "and so does A2's"
        assert not leaks(widget_texts(screen), screen.engine, None), "nothing beneath it"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and screen.viewer == "a2" and screen.eyes is None, (
            "the retreat's answers are public: A2 is asked on the public view, no curtain"
        )
        assert screen.engine.state.decision.kind == "battle-retreat"
        assert not leaks(widget_texts(screen), screen.engine, None)


async def test_the_battle_panel_shows_the_numbers_the_battle_was_fought_with(tmp_path):
    """Seth wins 8 against 6 and the defender loses four units: the panel still says 8 = 5 units
    + 3 (Desert Fury) and 6 = 5 units + 1 (Chariot Raid), every bonus by name, with the troops
    as they fought."""
    app = app_for(seth_chooses_last(), tmp_path)
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press(*SETH_CARDS, "enter")
        await pilot.pause()
        assert await lift(pilot) is None, "the reveal, then A2's retreat asked in public"
        screen = game(app)
        await pilot.press("f4")
        await pilot.pause()
        combat = screen.query_one(CombatCards)
        report = battle_report(combat.view, combat.fought)
        assert report is not None and report.stage == "retreat"
        assert report.side("att").strength == Strength((("units", 5), ("Desert Fury", 3)))
        assert report.side("def").strength == Strength((("units", 5), ("Chariot Raid", 1)))
        assert report.side("def").units == (("a2", 5),), "the troop as it fought, before its loss"
        text = panel_text(screen)
        assert "strength 8" in text and "= 5 units +3 Desert Fury" in text
        assert "strength 6" in text and "= 5 units +1 Chariot Raid" in text, "every bonus named"
        assert "other" not in text


async def test_a_battle_between_bots_goes_on_by_itself_one_a_human_fought_waits(tmp_path):
    """The reveal of a battle no human fought stays up for the reveal pause and goes on by
    itself (none in frozen apps); a battle with a human in it waits for Enter."""
    from kemet_tui.rules.kemet.state.model import Troop

    engine = new_engine(2, seed=2, bots={"seth": "kemet:1", "a2": "kemet:1"})
    async with app_for(engine, tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        screen = game(pilot.app)
        bots = {"att": Troop("a1b", (("seth", 3),)), "def": Troop("x", (("a2", 2),))}
        human = {"att": Troop("a1b", (("seth", 3),)), "def": Troop("x", (("a1", 2),))}
        assert screen.reveal_pause(bots) == 0.0 and screen.reveal_pause(human) is None
        reveal = RevealScreen(screen.engine.view(None), ("Seth wins.",), go_on_after=0.0)
        gone = []
        pilot.app.push_screen(reveal, gone.append)
        for _ in range(5):
            await pilot.pause(0.05)
        assert gone == [None] and not isinstance(pilot.app.screen, RevealScreen)
        waits = RevealScreen(screen.engine.view(None), ("Seth wins.",))
        pilot.app.push_screen(waits)
        await pilot.pause(0.1)
        assert pilot.app.screen is waits, "a human's battle waits for Enter"


def _revealed_with_many_di_cards() -> Engine:
    """Alliance of 2, seed 4, random answers (seed 14): the first battle just revealed, and
    still on, whose attacker laid six DI cards or more and whose defender laid one."""
    engine, rng = new_engine(2, seed=4), random.Random(14)
    for _ in range(3000):
        if (
            engine.plies
            and any(e.kind == "reveal" for e in engine.plies[-1].events)
            and any(d.kind == "battle" for d in engine.state.pending)
        ):
            report = battle_report(engine.view(None), None)
            if len(report.side("att").di) >= 6 and report.side("def").di:
                return engine
        engine.play_token(rng.choice(engine.legal_tokens()))
    raise AssertionError("no battle was revealed with so many DI cards")


def _di_names(cards) -> str:
    from kemet_tui.bots.kemet.knowledge import di

    return ", ".join(di(card).name for card in cards)


def test_each_side_of_a_battle_wraps_within_its_half_of_the_panel():
    engine = _revealed_with_many_di_cards()
    report = battle_report(engine.view(None), None)
    attacker, defender = report.side("att"), report.side("def")
    for width in (80, 110):
        lines = [t.plain for t in CombatCards(engine.view(None), "").lines(width)]
        assert max(len(line) for line in lines) <= width, (width, lines)
        half = (width - 3) // 2
        left = " ".join(" ".join(line[:half] for line in lines).split())
        right = " ".join(" ".join(line[half + 3 :] for line in lines).split())
        assert f"DI: {_di_names(attacker.di)}" in left, left
        assert f"DI: {_di_names(defender.di)}" in right, right


def test_a_battle_over_with_its_reveal_still_names_its_fighters_for_the_pause():
    """A reveal that ends the battle (nothing left to decide) leaves no troop to read: the
    fighters, read off the state the reveal was played on, still tell that bots alone fought
    it, so its reveal goes on by itself after the pause instead of waiting for a key."""
    from kemet_tui.rules.kemet.view import battle
    from kemet_tui.tui.parts.kemet.bot_table import REVEAL_PAUSE, BotTable
    from kemet_tui.tui.parts.kemet.fought import fighters, fought_troops

    engine, rng = new_engine(2, seed=5), random.Random(618)
    for _ in range(3000):
        engine.play_token(rng.choice(engine.legal_tokens()))
        revealed = any(e.kind == "reveal" for e in engine.plies[-1].events)
        if revealed and battle.marker_index(engine.state) is None:
            break
    else:
        raise AssertionError("no battle ended with its reveal")
    seats = fighters(engine)
    assert len(seats) == 2 and "seth" in seats
    table = BotTable(engine.state.seat_ids, {s: object() for s in seats}, {}, str)
    assert table.reveal_pause(fought_troops(engine), None, seats) == REVEAL_PAUSE
    assert table.reveal_pause({}, None, seats) == REVEAL_PAUSE, "the fighters alone tell"


# --- the reveal box after every battle ------------------------------------------------------------
def _reveals_of_a_seeded_game(n: int, seed: int):
    """Every reveal of a random seeded game at N = ``n``: (the engine at that ply, the play's
    events), played to the end (or 2,500 plies)."""
    engine, rng = new_engine(n, seed=seed), random.Random(seed * 31 + n)
    while engine.outcome is None and len(engine.plies) < 2500:
        events = engine.play_token(rng.choice(engine.legal_tokens()))
        if any(e.text.startswith("Strength ") for e in events):  # both cards turned over
            yield engine, events


#: (N, seed) of the random games: at N = 3 and 4 (seed 56) the game is won by a battle; in the
#: N = 4 game of seed 56 a battle's PP wait to be shared out after its cards went back (the
#: box draws the cards the table saw); in the N = 4 game of seed 84 one play ends a battle and turns over the cards of the Furious
#: Invasion's next one
SEEDED_GAMES = ((2, 42), (3, 43), (4, 56), (4, 84), (5, 46))


def _strengths(events) -> tuple[int, int]:
    """The strengths of the last battle result among ``events``."""
    text = [e.text for e in events if e.text.startswith("Strength ")][-1]
    words = text.split()
    return int(words[1]), int(words[3].rstrip(":"))


def test_the_reveal_box_comes_after_every_battle_of_seeded_games():
    """At N = 2..5, after every play that decides a battle, the screen puts the reveal up
    (``reveals``) and it draws the battle's box from the public view: both cards, the winner
    and each side's strength as the battle counted it, whether a retreat follows or the battle
    ended within the play (a Day, a Furious Invasion or the game ended with it), and whether
    the cards were turned over by that play or before it (an Ambush's exchange or a Divine
    Wound answered in between: the play that wins the game after one has no ``reveal``). A
    play that ends a battle and goes on to turn the next one's cards over draws both boxes."""
    from kemet_tui.tui.parts.kemet.fought import fought_troops
    from kemet_tui.tui.screens.kemet.reveal import earlier_battle, reveals, split_play

    ended_within = under_way = after_the_cards = won_the_game = two_in_one = 0
    for n, seed in SEEDED_GAMES:
        for engine, events in _reveals_of_a_seeded_game(n, seed):
            assert reveals(events), (n, len(engine.plies), "the screen puts the reveal up")
            public = engine.view(None)
            over = not any(d.kind == "battle" and d.get("fought") for d in public.pending)
            ended_within += over
            under_way += not over
            after_the_cards += not any(e.kind == "reveal" for e in events)
            won_the_game += engine.outcome is not None
            ended, rest = split_play(events)
            if ended:
                two_in_one += 1
                earlier = earlier_battle(engine, public, ended)
                assert earlier is not None, (n, len(engine.plies))
                _assert_decided_box(earlier.view, earlier.fought, ended)
                second = battle_report(reveal_view(public, rest), fought_troops(engine))
                assert second is not None and second.space != battle_report(earlier.view).space
                assert "?" not in (second.side("att").play, second.side("def").play)
            else:
                _assert_decided_box(reveal_view(public, events), fought_troops(engine), events)
    assert ended_within >= 5 and under_way >= 5, (ended_within, under_way)
    assert after_the_cards >= 5 and won_the_game >= 2, (after_the_cards, won_the_game)
    assert two_in_one >= 1, "the N = 4 game ends a battle and reveals the next in one play"


def _assert_decided_box(view, fought, events) -> None:
    """The box drawn from ``view`` shows both cards, the winner, and the strengths of the
    battle result among ``events``, with its damage and protection lines."""
    report = battle_report(view, fought)
    assert report is not None
    assert report.fought and report.winner in ("att", "def")
    att, dfn = report.side("att"), report.side("def")
    assert "?" not in (att.play, dfn.play) and att.strength and dfn.strength
    assert (att.strength.total, dfn.strength.total) == _strengths(events)
    lines = " ".join(t.plain for t in CombatCards(view, "", fought=fought).lines(120))
    assert "Winner:" in lines and "damage" in lines and "protection" in lines


def test_an_attack_won_with_no_unit_left_says_why_it_gains_no_vp():
    """Alliance of 2, seed 115, random answers (seed 115 * 31 + 2): at ply 180 A1's attack is
    won with no unit left: no battle VP, and a public line says why."""
    engine, rng = new_engine(2, seed=115), random.Random(115 * 31 + 2)
    while len(engine.plies) < 179:
        engine.play_token(rng.choice(engine.legal_tokens()))
    before = (engine.state.seth_vp, engine.state.alliance_vp)
    events = engine.play_token(rng.choice(engine.legal_tokens()))
    said = [e for e in events if e.kind == "no-vp"]
    assert [e.text for e in said] == ["No battle VP for A1: the attack won with no unit left."]
    assert said[0].visible_to(None)
    assert (engine.state.seth_vp, engine.state.alliance_vp) == before


def _random_game_at(n: int, seed: int, plies: int) -> Engine:
    """The random game of ``_reveals_of_a_seeded_game`` after ``plies`` plies."""
    engine, rng = new_engine(n, seed=seed), random.Random(seed * 31 + n)
    while len(engine.plies) < plies:
        engine.play_token(rng.choice(engine.legal_tokens()))
    return engine


@asynccontextmanager
async def _on_screen(engine: Engine, tmp_path):
    """The pilot and game screen of ``engine`` opened from a save, its curtain lifted."""
    async with app_for(engine, tmp_path).run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        yield pilot, game(pilot.app)


#: Alliance of 3, seed 48, random answers (seed 48 * 31 + 3): at ply 2422 Seth, holding an
#: Ambush, exchanges the played cards of the battle revealed the ply before; the attacker, his
#: troop, wins 16 against 13 and his 8th battle VP wins the game
WON_AFTER_AN_AMBUSH = 2421


async def test_the_battle_that_wins_the_game_is_revealed_before_the_game_over(tmp_path):
    """The play that decides the battle and the game carries no ``reveal`` (the cards were
    turned over before the Ambush's exchange): the reveal box still comes, with the result,
    and Enter then shows the game over."""
    from kemet_tui.tui.screens.kemet.game_over import KemetGameOver

    engine = _random_game_at(3, 48, WON_AFTER_AN_AMBUSH)
    assert engine.state.decision.kind == "battle-swap" and engine.to_act == "seth"
    async with _on_screen(engine, tmp_path) as (pilot, screen):
        assert screen.play_token("swap")
        await pilot.pause()
        assert screen.engine.outcome is not None, "the battle won the game"
        reveal = pilot.app.screen
        assert isinstance(reveal, RevealScreen), "the deciding battle is revealed first"
        texts = widget_texts(reveal)
        text = " ".join(texts)
        assert "Winner: attacker" in text and "Strength 16 against 13" in text
        assert "exchanges the played battle cards (Ambush)" in text
        assert not leaks(texts, screen.engine, None), "the reveal is public"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, KemetGameOver), "then the game over"


#: Alliance of 4, seed 84, random answers (seed 84 * 31 + 4): at ply 1087 Seth, holding an
#: Ambush, keeps the played cards of his Furious Invasion battle on T1: he wins it 9 against 6,
#: and the same play turns over the cards of its second battle, on B4
TWO_BATTLES_IN_ONE_PLAY = 1086


async def test_a_play_that_ends_a_battle_and_reveals_the_next_draws_both(tmp_path):
    """The table sees the first battle's box, winner and lines, then the second one's cards:
    the reveal draws the battle the play ended above the one it turned over."""
    engine = _random_game_at(4, 84, TWO_BATTLES_IN_ONE_PLAY)
    assert engine.state.decision.kind == "battle-swap" and engine.to_act == "seth"
    async with _on_screen(engine, tmp_path) as (pilot, screen):
        assert screen.play_token("keep")
        await pilot.pause()
        reveal = pilot.app.screen
        assert isinstance(reveal, RevealScreen)
        first = reveal.query_one("#reveal-earlier", CombatCards)
        second = reveal.query_one("#reveal-combat", CombatCards)
        assert first.border_title == "Battle over (public)"
        assert second.border_title == "Battle (public)"
        assert battle_report(first.view).space == "t1" and battle_report(second.view).space == "b4"
        texts = widget_texts(reveal)
        text = " ".join(texts)
        assert "Strength 9 against 6" in text and "Winner: attacker" in text
        assert "Seth plays Serpent Strike" in text
        assert not leaks(texts, screen.engine, None), "the reveal is public"


def test_a_play_that_ends_two_battles_lists_both_results():
    """A play that ends a battle, turns the next one's cards over and ends that one too (the
    game won by it) keeps one box, the second battle's: the first one's record is gone, so
    its result comes first among the lines instead of going by unseen."""
    from kemet_tui.core.events import Event
    from kemet_tui.tui.screens.kemet.reveal import public_steps, split_play

    play = (
        Event("battle-result", "Strength 12 against 7: the attacker wins."),
        Event("battle-end", "The battle on T4 is over."),
        Event("reveal", "Seth plays Desert Fury; A1 plays Fervent Purge."),
        Event("fight", "A1's secret card.", seats=("a1",)),
        Event("battle-result", "Strength 9 against 4: the attacker wins."),
        Event("battle-end", "The battle on O1 is over."),
    )
    ended, rest = split_play(play)
    assert ended == () and rest == play
    steps = public_steps(rest)
    assert steps[0].startswith("Strength 12") and steps[-1] == "The battle on O1 is over."
    assert "A1's secret card." not in steps
    assert public_steps(play[2:]) == tuple(e.text for e in play[2:] if e.seats is None)


#: Alliance of 4, seed 54, random answers (seed 54 * 31 + 4): after ply 963 Seth's battle (his
#: Battle Mirror against A1's Phalanx Defense, kept when his Ambush could exchange them) is won
#: 11 against 9, its cards gone back to their owners, and the members of the beaten troop must
#: share its PP out
PP_SHARE_AFTER_A_BATTLE = 963


async def test_the_battle_view_keeps_the_cards_while_a_battle_shares_its_pp(tmp_path):
    """The battle's record on the stack holds no card once they went back: the battle view
    draws the battle as the table saw it, both cards and the strengths it was won with."""
    engine = _random_game_at(4, 54, PP_SHARE_AFTER_A_BATTLE)
    assert engine.state.decision.kind == "pp-share"
    async with _on_screen(engine, tmp_path) as (pilot, screen):
        await pilot.press("f4")
        await pilot.pause()
        combat = screen.query_one("#combat", CombatCards)
        text = " ".join(t.plain for t in combat.lines(120))
        assert "no card" not in text
        assert "Battle Mirror" in text and "Phalanx Defense" in text
        assert "strength 11" in text and "strength 9" in text
