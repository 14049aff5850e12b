"""What each connection is sent, built from the hosted table (the message types themselves are
:mod:`.protocol`'s).

A ``table`` message is made for a seat (None: a spectator) from what that seat may know: the
game's options (the setup's public choices), its view (``dump_state(view(state, seat))``, the
same JSON as ``show --json``), its legal answers when it may answer, the last plies of its log
(:meth:`Engine.log`: a token or event it may not read is left out), the seats with how many
screens each has, whom the game waits for and the outcome; an asked seat's holds the teacher's
word on its question (:func:`lesson_note`). Every spectator gets the same one.

What an undo took back is said to each seat in the words it may read (:func:`undo_said`).
"""

from __future__ import annotations

from typing import Any

from kemet_tui.net.table import HostedTable, Undone
from kemet_tui.protocol import HintAnswer, Hinted, LessonNote, LogPly, Said, SeatEntry, Table

#: how many of the latest plies of its log a screen is sent
LOG_TAIL = 80
#: keys of a view that hold a seed or a generator's state: never sent
UNSENDABLE = frozenset({"seed", "rng"})


def table_message(table: HostedTable, seat: str | None) -> Table:
    """The ``table`` message for a connection of ``seat`` (None: a spectator)."""
    engine = table.engine
    ruleset = engine.ruleset
    asked = table.may_answer(seat)
    return Table(
        ruleset=ruleset.name,
        options=dict(engine.options),
        seat=seat,
        seats=[_seat_entry(table, s) for s in table.seats],
        to_act=engine.to_act,
        answerers=list(table.answerers()),
        asked=asked,
        may_undo=table.undo_span(seat) > 0,
        legal=engine.legal_tokens() if asked else [],
        waiting_for=[table.label(s) for s in table.waiting_for()],
        view=_sendable(ruleset.dump_state(engine.view(seat))),
        log=_log_tail(table, seat),
        plies=len(engine.plies),
        outcome=engine.outcome.to_json() if engine.outcome else None,
        lesson=lesson_note(table) if asked else None,
    )


def lesson_note(table: HostedTable) -> LessonNote:
    """What the teacher says of the question asked now, for a screen of a seat that answers
    it: sent whether or not the game teaches, since a player may ask for the lesson (``T``,
    ``join --teach``). Kinds of questions only, counted on public facts, as in hotseat."""
    teacher, states = table.teacher, table.engine.states
    now = teacher.now(states)
    return LessonNote(
        fresh=now.kind if now.lesson is not None else None,
        count=now.count,
        folded=now.folded,
        topic=teacher.on_demand(states).kind,
        meeting=teacher.meeting_start(states),
    )


def _sendable(view: dict[str, Any]) -> dict[str, Any]:
    """The view without any seed or generator state (a ruleset's view should hold none; this
    is the last guard before the wire)."""
    return {k: v for k, v in view.items() if k not in UNSENDABLE}


def _seat_entry(table: HostedTable, seat: str) -> SeatEntry:
    screens = 1 if table.is_bot(seat) else table.connections[seat]
    return SeatEntry(seat=seat, label=table.label(seat), bot=table.is_bot(seat), screens=screens)


def _log_tail(table: HostedTable, seat: str | None) -> list[LogPly]:
    plies = table.engine.log(seat)[-LOG_TAIL:]
    return [
        LogPly(number=p.number, seat=p.seat, token=p.token, events=[e.text for e in p.events])
        for p in plies
    ]


def undo_said(table: HostedTable, undone: Undone, seat: str | None) -> Said:
    """What ``seat``'s screen is told of an undo: the answers taken back when it may read
    every one of them (the undoing seat, or a token that was public), else only that an
    answer was taken back."""
    who = table.label(undone.seat)
    bots = undone.bot_answers
    after = f" and the {bots} computer answer{'s' if bots > 1 else ''} after it" if bots else ""
    if undone.readable_by(table.engine.ruleset, seat):
        return Said(text=f"{who} took back {undone.token}{after}.")
    return Said(text=f"{who} took back an answer{after}.")


def hinted(plies: int, bot: str, given) -> Hinted:
    """The ``hinted`` message of a hint asked in the position of ``plies`` plies: the answers
    ``bots.hints`` gave on the asking seat's view (sent to that seat's connection alone)."""
    return Hinted(
        plies=plies,
        bot=bot,
        answers=[HintAnswer(token=h.token, reason=h.reason, chosen=h.chosen) for h in given],
    )
