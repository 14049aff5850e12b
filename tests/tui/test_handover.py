"""The hand-over rules on their own (no Textual): whose view goes up, when the curtain comes,
what a window's curtain offers, and which answers are played without asking."""

from __future__ import annotations

from kemet_tui.rules.kemet.state.decisions import decision
from kemet_tui.tui.screens.kemet.handover import HandOver

SEATS = ("seth", "a1", "a2")


def table(*bots: str) -> HandOver:
    return HandOver(SEATS, lambda seat: seat in bots)


def test_the_first_view_always_comes_behind_the_curtain():
    hand = table()
    shown = hand.next_view("seth", decision("setup-units", "seth"))
    assert shown.curtain and shown.eyes == "seth", "the opening names who starts"


def test_a_private_view_needs_the_curtain_a_public_one_does_not():
    hand = table()
    hand.lifted(), hand.went_up("seth", "seth")
    to_a1 = hand.next_view("a1", decision("member-action", "a1"))
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


def test_a_window_curtain_offers_its_pass_to_every_seat_asked():
    hand = table()
    hand.lifted(), hand.went_up("seth", "seth")
    for seat in ("a1", "a2"):
        shown = hand.next_view(seat, decision("veto", seat))
        assert shown.curtain and shown.passing == "allow"
        hand.covered()
    assert hand.next_view("a1", decision("member-action", "a1")).passing is None


def test_only_a_public_single_answer_is_played_without_asking():
    hand = table()
    assert hand.only_answer(decision("buy", "a1"), ["pass"]) == "pass"
    assert hand.only_answer(decision("veto", "a1"), ["allow"]) is None, \
        "a hand with no Veto is a secret: the seat is asked like any other"
    assert hand.only_answer(decision("buy", "a1"), ["pass", "buy:x"]) is None


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
    assert (hand.viewer, hand.eyes, hand.curtain_up, hand.curtain_for) == (None, None, True,
                                                                            coming)
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
    return HandOver(SEATS, lambda seat: False,
                    lambda seat, other: seat == other or {seat, other} <= members)


def test_with_open_hands_a_member_follows_a_member_without_the_curtain_but_not_seth():
    hand = open_table()
    hand.lifted(), hand.went_up("a1", "a1")
    to_a2 = hand.next_view("a2", decision("member-action", "a2"))
    assert (to_a2.eyes, to_a2.curtain) == ("a2", False)
    hand.went_up("a2", "a2")
    assert hand.next_view("seth", decision("seth-action", "seth")).curtain
    hand.went_up("seth", "seth")
    assert hand.next_view("a1", decision("member-action", "a1")).curtain


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
    first = hand.next_view("a1", decision("veto", "a1"))
    assert first.curtain
    hand.covered(curtain_for=first)
    hand.passed("a1")
    second = hand.next_view("a2", decision("veto", "a2"))
    assert (second.eyes, second.curtain) == ("a2", False)
    hand.covered()
    assert hand.next_view("a2", decision("veto", "a2")).curtain, "a covered screen: anyone"


def test_without_open_hands_a_window_passed_from_the_curtain_still_curtains_the_next_one():
    hand = table()
    hand.lifted(), hand.went_up("seth", "seth")
    hand.covered(curtain_for=hand.next_view("a1", decision("veto", "a1")))
    hand.passed("a1")
    assert hand.next_view("a2", decision("veto", "a2")).curtain
