"""The hand-over rules on their own (no Textual): whose view goes up, when the curtain comes,
what a window's curtain offers, and which answers are played without asking."""

from __future__ import annotations

from types import SimpleNamespace

from kemet_tui.rules.kemet.state.decisions import decision
from kemet_tui.tui.parts.kemet.handover import HandOver

SEATS = ("seth", "a1", "a2")


def table(*bots: str, empty: tuple[str, ...] = ()) -> HandOver:
    """Seth, A1 and A2, ``bots`` played by the computer, ``empty`` holding no DI card."""
    return HandOver(SEATS, lambda seat: seat in bots, holds_cards=lambda seat: seat not in empty)


def state_of(ask, di: int = 2, battle: int = 3):
    """What the hand-over reads of a state: the question, the seats' hand sizes."""
    seat = SimpleNamespace(di_hand=("x",) * di, battle_hand=("y",) * battle)
    return SimpleNamespace(decision=ask, seat_ids=SEATS, seat=lambda _: seat)


def test_the_first_view_always_comes_behind_the_curtain():
    hand = table()
    shown = hand.next_view("seth", decision("setup-units", "seth"))
    assert shown.curtain and shown.eyes == "seth", "the opening names who starts"


def test_a_private_view_needs_the_curtain_a_public_one_does_not():
    hand = table()
    hand.lifted(), hand.went_up("seth", "seth")
    to_a1 = hand.next_view("a1", decision("battle-cards", "a1"))
    assert to_a1.curtain and to_a1.eyes == "a1"
    public = hand.next_view("alliance", decision("alliance-turn", "alliance"))
    assert not public.curtain and public.eyes == "alliance"


def test_a_question_with_public_answers_is_asked_in_public_unless_the_seat_looks_already():
    hand = table()
    hand.lifted(), hand.went_up("seth", "seth")
    setup = hand.next_view("a1", decision("setup-units", "a1"))
    assert (setup.seat, setup.eyes, setup.curtain) == ("a1", None, False)
    hand.went_up("a1", "a1")
    kept = hand.next_view("a1", decision("buy", "a1"))
    assert (kept.eyes, kept.curtain) == ("a1", False), "its own view stays up"


def test_a_turn_is_asked_in_public_and_the_curtain_comes_when_the_seat_claims_its_cards():
    hand = table(empty=("a2",))
    hand.lifted(), hand.went_up("seth", "seth")
    turn = decision("member-action", "a1")
    shown = hand.next_view("a1", turn)
    assert (shown.seat, shown.eyes, shown.curtain, shown.claims) == ("a1", None, False, ("a1",))
    hand.went_up("a1", None, shown.claims)
    hand.claim_for("a1", turn)
    looks = hand.next_view("a1", turn)
    assert (looks.eyes, looks.curtain, looks.claims) == ("a1", True, ())
    hand.covered(curtain_for=looks), hand.lifted(), hand.went_up("a1", "a1")
    assert hand.claim is None, "the claim is spent once its view is up"
    move = hand.next_view("a1", decision("move", "a1"))
    assert (move.eyes, move.curtain, move.claims) == ("a1", False, ()), "it keeps its view"
    empty = hand.next_view("a2", decision("member-action", "a2"))
    assert (empty.eyes, empty.curtain, empty.claims) == (None, False, ()), (
        "no DI card: nothing to look at, asked in public without a claim line"
    )


def test_a_window_is_one_public_question_and_nobody_lets_the_card_be_for_all():
    hand = table()
    hand.lifted(), hand.went_up("seth", "seth")
    window = decision("veto", "a1", card="c", player="seth", later=("a2",), chain=())
    shown = hand.next_view("a1", window)
    assert (shown.eyes, shown.curtain, shown.claims) == (None, False, ("a1", "a2"))
    hand.went_up("a1", None, shown.claims)
    hand.decline(window, shown.claims)
    for seat in ("a1", "a2"):
        ask = decision("veto", seat, card="c", player="seth", later=(), chain=())
        assert hand.only_answer(state_of(ask), ["allow", "veto:v"]) == "allow"
    other = decision("veto", "a1", card="d", player="seth", later=(), chain=())
    hand.next_view("a1", other)
    assert hand.only_answer(state_of(other), ["allow", "veto:v"]) is None, (
        "another window: the seat is asked again"
    )


def test_a_seat_that_claims_a_window_passes_the_curtain_and_the_seats_before_it_let_be():
    hand = table("seth")
    hand.lifted(), hand.went_up(None, None)
    window = decision("veto", "a1", card="c", player="seth", later=("a2",), chain=())
    shown = hand.next_view("a1", window)
    hand.went_up("a1", None, shown.claims)
    hand.claim_for("a2", window)
    assert hand.only_answer(state_of(window), ["allow", "veto:v"]) == "allow"
    second = decision("veto", "a2", card="c", player="seth", later=(), chain=())
    looks = hand.next_view("a2", second)
    assert (looks.eyes, looks.curtain, looks.passing) == ("a2", True, "allow"), (
        "it may still let it be from the curtain"
    )


def test_a_bot_or_a_seat_with_no_card_has_no_claim_line_in_a_window():
    hand = table("a2", empty=("seth",))
    hand.lifted(), hand.went_up("seth", "seth")
    hand.humans  # seth and a1 play
    window = decision("veto", "a1", card="c", player="seth", later=("a2",), chain=())
    assert hand.next_view("a1", window).claims == ("a1",)


def test_a_single_answer_is_played_without_asking_when_the_table_knows_it_is_the_only_one():
    hand = table()
    assert hand.only_answer(state_of(decision("buy", "a1")), ["pass"]) == "pass"
    veto = decision("veto", "a1")
    assert hand.only_answer(state_of(veto), ["allow"]) is None, (
        "a hand with no Veto is a secret: the seat is asked like any other"
    )
    assert hand.only_answer(state_of(veto, di=0), ["allow"]) == "allow", "no card: known"
    assert hand.only_answer(state_of(decision("buy", "a1")), ["pass", "buy:x"]) is None
    cards = decision("battle-cards", "a1")
    assert hand.only_answer(state_of(cards, battle=1), ["fight:x"]) == "fight:x"
    assert hand.only_answer(state_of(cards, battle=2), ["fight:x/y"]) is None
    assert table("seth").only_answer(state_of(cards, battle=2), ["fight:x/y"]) is None
    alone = table("seth", "a2")
    assert alone.only_answer(state_of(veto), ["allow"]) == "allow", "nobody else watches"


def test_a_lone_human_never_meets_the_curtain_again_and_watches_bots_in_its_own_view():
    hand = table("seth", "a2")
    first = hand.next_view("seth", decision("seth-action", "seth"))
    assert first.curtain and first.eyes == "a1"
    hand.lifted(), hand.went_up("a1", "a1")
    assert not hand.next_view("a1", decision("member-action", "a1")).curtain
    assert hand.next_view("alliance", decision("alliance-turn", "alliance")).eyes == "a1"


def test_the_hand_over_knows_who_holds_the_keyboard_and_what_the_curtain_will_show():
    hand = HandOver(SEATS, lambda seat: False)
    hand.went_up("a1", "a1")
    assert (hand.viewer, hand.eyes, hand.curtain_up) == ("a1", "a1", False)
    coming = hand.next_view("seth", None)
    hand.covered(curtain_for=coming)
    assert (hand.viewer, hand.eyes, hand.curtain_up, hand.curtain_for) == (None, None, True, coming)
    hand.lifted()
    assert not hand.curtain_up and hand.lifted_once
    hand.went_up(coming.seat, coming.eyes)
    assert (hand.viewer, hand.eyes) == ("seth", "seth")


def test_a_reveal_covers_the_screen_without_a_curtain_and_the_game_over_leaves_nobody():
    hand = HandOver(SEATS, lambda seat: False)
    hand.went_up("seth", "seth")
    hand.covered()
    assert hand.curtain_up and hand.curtain_for is None and hand.viewer is None
    hand.uncovered()
    assert not hand.curtain_up and not hand.lifted_once
    hand.went_up("a2", "a2")
    hand.nobody()
    assert (hand.viewer, hand.eyes) == (None, None)


def open_table() -> HandOver:
    """Three humans whose members show each other their cards (the rules' ``shares_secrets``
    while no battle between members is fought)."""
    members = {"a1", "a2"}
    return HandOver(
        SEATS, lambda seat: False, lambda seat, other: seat == other or {seat, other} <= members
    )


def test_with_open_hands_a_member_follows_a_member_without_the_curtain_but_not_seth():
    hand = open_table()
    hand.lifted(), hand.went_up("a1", "a1")
    to_a2 = hand.next_view("a2", decision("member-action", "a2"))
    assert (to_a2.eyes, to_a2.curtain) == ("a2", False)
    hand.went_up("a2", "a2")
    assert hand.next_view("seth", decision("battle-cards", "seth")).curtain
    hand.went_up("seth", "seth")
    assert hand.next_view("a1", decision("battle-cards", "a1")).curtain


def test_with_open_hands_the_alliance_decides_on_a_members_view_behind_one_curtain():
    hand = open_table()
    hand.lifted(), hand.went_up("seth", "seth")
    team = hand.next_view("alliance", decision("alliance-turn", "alliance"))
    assert team.eyes in ("a1", None), "a member's view, or the public one asked in public"
    hand.went_up("a2", "a2")
    team = hand.next_view("alliance", decision("alliance-turn", "alliance"))
    assert (team.eyes, team.curtain) == ("a2", False), "the member's view up stays up"


def test_with_open_hands_a_window_passed_from_the_curtain_leaves_the_next_member_uncurtained():
    hand = open_table()
    hand.lifted(), hand.went_up("seth", "seth")
    window = decision("veto", "a1", card="c", player="seth", later=("a2",), chain=())
    hand.claim_for("a1", window)
    first = hand.next_view("a1", window)
    assert first.curtain
    hand.covered(curtain_for=first)
    hand.passed("a1")
    second = hand.next_view("a2", decision("veto", "a2"))
    assert (second.eyes, second.curtain) == ("a2", False)
    hand.covered()
    assert hand.next_view("a2", decision("battle-cards", "a2")).curtain, "a covered screen: anyone"


def test_without_open_hands_a_window_passed_from_the_curtain_asks_the_next_one_in_public():
    hand = table()
    hand.lifted(), hand.went_up("seth", "seth")
    window = decision("veto", "a1", card="c", player="seth", later=("a2",), chain=())
    hand.claim_for("a1", window)
    hand.covered(curtain_for=hand.next_view("a1", window))
    hand.passed("a1")
    second = hand.next_view("a2", decision("veto", "a2", card="c", player="seth", chain=()))
    assert (second.eyes, second.curtain, second.claims) == (None, False, ("a2",))


def test_a_move_past_its_first_step_plays_no_card_so_it_is_asked_in_public_without_a_line():
    hand = table()
    hand.lifted(), hand.went_up("seth", "seth")
    first = hand.next_view("a1", decision("move", "a1", stage="step", steps=0))
    assert first.claims == ("a1",), "a card may go with the Move before its first step"
    hand.went_up("seth", "seth")
    later = decision("move", "a1", stage="step", steps=1)
    shown = hand.next_view("a1", later)
    assert (shown.eyes, shown.curtain, shown.claims) == (None, False, ())
    assert hand.only_answer(state_of(later), ["stop"]) == "stop", "End the move here: known"
