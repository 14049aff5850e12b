"""The Kemet screen's computer seats, decided without a screen (``parts/kemet/bot_table.py``):
who answers each question, the pace between answers, and how far an undo goes back."""

from __future__ import annotations

from dataclasses import dataclass

from kemet_tui.core import Engine
from kemet_tui.rules.kemet import ALLIANCE, SETH, make_troop
from kemet_tui.tui.parts.bot_seat_runner import BotSeatRunner
from kemet_tui.tui.parts.kemet.bot_table import BOT_PAUSE, REVEAL_PAUSE, BotTable

SEATS = (SETH, "a1", "a2")


@dataclass(frozen=True)
class Event:
    irreversible: bool = False


@dataclass(frozen=True)
class Ply:
    seat: str
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Bot:
    name: str


def table(*bot_seats: str) -> BotTable:
    bots = {seat: Bot(f"bot-{seat}") for seat in bot_seats}
    specs = {seat: "kemet:1" for seat in bot_seats}
    return BotTable(SEATS, bots, specs, label=str.capitalize)


def test_a_bot_answers_its_own_seat_and_a_human_the_others():
    seats = table(SETH, "a2")
    assert seats.bot_for(SETH).name == "bot-seth"
    assert seats.bot_for("a2").name == "bot-a2"
    assert seats.bot_for("a1") is None and seats.bot_for(None) is None
    assert seats.human_seats() == ("a1",)


def test_the_alliance_is_answered_by_its_first_bot_only_when_no_member_is_human():
    assert table("a2").bot_for(ALLIANCE) is None
    assert table("a1", "a2").bot_for(ALLIANCE).name == "bot-a1"


def test_a_bot_seat_is_titled_with_its_level_and_the_note_lists_them_in_seat_order():
    seats = table("a2", SETH)
    assert seats.seat_title(SETH) == "Seth (Level 1)"
    assert seats.seat_title("a1") == "A1"
    assert seats.note() == " · bots: Seth (Level 1), A2 (Level 1)"
    assert table().note() == ""


def test_a_bot_waits_after_another_bot_and_never_after_a_human():
    seats = table(SETH, "a2")

    def pause_before(plies, chosen):
        """The screen's pace: paced after a bot's answer, at the player's or the table's pause."""
        runner = BotSeatRunner(
            Engine("kemet-seth", 2), launch=None, cancel=None, chosen_pause=lambda: chosen
        )
        return runner.pause(seats.answered_by_bot(plies), BOT_PAUSE)

    assert pause_before([Ply("a1")], chosen=None) == 0.0
    assert pause_before([Ply("a1"), Ply(SETH)], chosen=None) == BOT_PAUSE
    assert pause_before([Ply("a2")], chosen=1.25) == 1.25
    assert pause_before([], chosen=1.25) == 0.0


def test_a_reveal_goes_on_by_itself_only_when_bots_alone_fought():
    seats = table(SETH, "a2")
    bots_only = {"att": make_troop("t1", {SETH: 3}), "def": make_troop("t1", {"a2": 2})}
    with_a_human = {"att": make_troop("t1", {SETH: 3}), "def": make_troop("t1", {"a1": 1, "a2": 1})}
    assert seats.reveal_pause(bots_only, chosen=None) == REVEAL_PAUSE
    assert seats.reveal_pause(bots_only, chosen=0.5) == 0.5
    assert seats.reveal_pause(with_a_human, chosen=0.5) is None
    assert seats.reveal_pause({}, chosen=0.5) is None
    assert seats.reveal_pause({}, chosen=0.5, fighters=(SETH, "a2")) == 0.5, (
        "a battle over, its troops gone: the fighters tell"
    )
    assert seats.reveal_pause({}, chosen=0.5, fighters=(SETH, "a1")) is None


def test_undo_takes_back_the_bots_answers_and_the_forced_ones_then_the_viewers_own():
    seats = table(SETH)
    plies = [Ply("a1"), Ply("a2"), Ply(SETH), Ply(SETH)]
    assert seats.undo_span(plies, viewer="a2", forced=set()) == 3
    assert seats.undo_span(plies, viewer="a1", forced=set()) == 0  # a2 answered since
    assert seats.undo_span(plies, viewer="a1", forced={1}) == 4  # a2's answer was forced


def test_undo_never_takes_back_a_draw_or_a_reveal():
    seats = table(SETH)
    plies = [Ply("a1"), Ply(SETH, (Event(irreversible=True),)), Ply(SETH)]
    assert seats.undo_span(plies, viewer="a1", forced=set()) == 0


def test_with_one_human_an_undo_reaches_that_humans_last_answer_whoever_watches():
    seats = table(SETH, "a2")
    assert seats.undo_span([Ply("a1"), Ply(SETH)], viewer=None, forced=set()) == 2
