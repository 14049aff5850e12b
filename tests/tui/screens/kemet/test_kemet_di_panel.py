"""The DI panel shows the whole hand of the seat that looks, after every hand-over.

The panel is measured from the rows it draws, and behind the curtain it is blanked, then given
the next seat's hand and laid out before the curtain goes. Seeded games are played through the
UI with random legal answers; after each curtain the panel's rows on screen are read and every
card the seat holds (the model's hand) must be on them, whether the hand grew or shrank since
the previous seat's.
"""

from __future__ import annotations

import random

import pytest
from textual.geometry import Region

from kemet_tui.rules.kemet.mechanics.common import di_card
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen
from kemet_tui.tui.widgets.kemet import DiHand
from tests.tui.kemet_support import COMPACT, FULL, app_for, game, new_engine


def shown_rows(hand: DiHand) -> list[str]:
    """The panel's rows as laid out on screen (its height now, frame included)."""
    size = hand.outer_size
    return [strip.text for strip in hand.render_lines(Region(0, 0, size.width, size.height))]


def missing_cards(screen) -> list[str]:
    """The cards the viewer holds (in the model) that the DI panel does not show."""
    hand = screen.query_one("#di-hand", DiHand)
    held = [di_card(card).name for card in screen.engine.state.seat(screen.viewer).di_hand]
    assert hand.display, "the seat's DI panel is shown"
    text = " ".join(shown_rows(hand))
    return [name for name in held if name not in text]


async def hand_overs_checked(app, size, steps: int, seed: int) -> dict[str, int]:
    """Random legal answers through the panel; after every curtain the panel is checked
    against the model. Returns how many hand-overs found a hand that grew, shrank or kept
    its size since the previous viewer's."""
    rng = random.Random(seed)
    seen = {"grew": 0, "shrank": 0, "same": 0}
    before = None
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for _ in range(steps):
            screen = game(app)
            if isinstance(app.screen, RevealScreen):
                await pilot.press("enter")
                await pilot.pause()
                continue
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                await pilot.pause()
                if screen.viewer not in screen.engine.state.seat_ids:
                    continue  # nobody's, or the whole Alliance's, public view
                held = len(screen.engine.state.seat(screen.viewer).di_hand)
                if before is not None:
                    seen["grew" if held > before else "shrank" if held < before else "same"] += 1
                before = held
                assert not missing_cards(screen), (
                    f"{screen.viewer}'s DI panel hides {missing_cards(screen)}"
                )
                continue
            if screen.engine.outcome is not None:
                break
            panel = screen.decision
            panel.focus_options()
            claims = [i for i, t in enumerate(panel.tokens) if t.startswith("look:")]
            # a turn asked in public: half the time the seat looks at its cards (the curtain)
            panel.options.highlighted = (
                rng.choice(claims)
                if claims and rng.random() < 0.5
                else rng.randrange(len(panel.tokens))
            )
            await pilot.press("enter")
            await pilot.pause()
    return seen


@pytest.mark.parametrize(("n", "seed", "size"), [(2, 1, FULL), (4, 2, COMPACT)])
async def test_the_di_panel_shows_each_seats_whole_hand_after_every_hand_over(
    tmp_path, n, seed, size
):
    app = app_for(new_engine(n, seed=seed), tmp_path)
    seen = await hand_overs_checked(app, size, 150, seed)
    assert seen["grew"] >= 1 and seen["shrank"] >= 1, seen


@pytest.mark.parametrize("open_hands", [True, False])
async def test_open_hands_show_the_partners_cards_never_seths_never_to_seth(tmp_path, open_hands):
    """Under the open-hands house rule a member's DI panel lists its fellow members' cards
    by name (Seth's stay a count); Seth's panel lists none of theirs; without the house rule
    a member sees counts only."""
    from tests.tui.kemet_support import asked, lifted, play_until

    engine = play_until(
        new_engine(2, seed=5, open_hands=open_hands), asked("member-action"), seed=5
    )
    member = engine.to_act
    fellow = "a2" if member == "a1" else "a1"
    state = engine.state
    assert state.seat(fellow).di_hand and state.seat("seth").di_hand
    async with lifted(app_for(engine, tmp_path)) as (pilot, screen):
        assert screen.viewer == member
        hand = screen.query_one("#di-hand", DiHand)
        text = " ".join(shown_rows(hand))
        fellows = [di_card(c).name for c in state.seat(fellow).di_hand]
        seths = {di_card(c).name for c in state.seat("seth").di_hand} - {
            di_card(c).name for c in state.seat(member).di_hand + state.seat(fellow).di_hand
        }
        assert all(name in text for name in fellows) == open_hands, (fellows, text)
        assert not any(name in text for name in seths), "never Seth's cards"
        seth = DiHand(screen.engine.view("seth"), "seth")
        members = {di_card(c).name for s in ("a1", "a2") for c in state.seat(s).di_hand} - {
            di_card(c).name for c in state.seat("seth").di_hand
        }
        told = " ".join(t.plain for t in seth._others(60))
        assert not any(name in told for name in members), "never to Seth"
