"""What the seat screens of a hosted game (Kemet: Seth, Seti) say, read off the host's
messages: who plays and who is connected, the status line, and the host's notes (a refusal,
what it said). One place, so that both
games' screens tell a table the same things in the same words."""

from __future__ import annotations

from kemet_tui.protocol import Hinted, Refused, Said, SeatEntry, Table


def seats_text(table: Table) -> str:
    """Who plays, and who is connected (the table sees it): ``Seth ●  A1 ○ away  A2 (bot)``;
    a seat played on several screens at once says so (``A1 ● 2 screens``), so that a second
    screen on a seat's line is seen by the whole table."""
    return "   ".join(f"{entry.label} {_mark(entry)}" for entry in table.seats)


def _mark(entry: SeatEntry) -> str:
    if entry.bot:
        return "(bot)"
    if entry.screens > 1:
        return f"● {entry.screens} screens"
    return "●" if entry.connected else "○ away"


def status_text(table: Table, your_turn: str, others: str) -> str:
    """The outcome, whom the game waits for, ``your_turn`` when this seat is asked, or who is
    (``A1 to answer``: ``others`` is the verb)."""
    if table.outcome is not None:
        return f"The game is over: {table.outcome.get('reason', '')}"
    if table.waiting_for:
        return f"Waiting for {', '.join(table.waiting_for)} to join (or to come back)."
    if table.asked:
        return your_turn
    asked = [e.label for e in table.seats if e.seat in table.answerers]
    return f"{', '.join(asked) or 'The host'} {others}."


def note_of(message: object) -> tuple[str, str] | None:
    """A ``refused`` or ``said`` message as (text, tone) for the status line; None for others."""
    if isinstance(message, Refused):
        return f"Refused: {message.reason}", "error"
    if isinstance(message, Said):
        return message.text, "good"
    return None


def hint_refusal(table: Table | None) -> str | None:
    """Why this screen's seat may not ask for a hint now, or None (the host checks again):
    a hint is for a seat's own question, never a spectator's nor a team's decision."""
    if table is None:
        return "No hint here: a hint is for a seat's own question, on its own view."
    if table.seat is None:
        return "A spectator gets no hints: hints are for a seat's own question."
    if table.outcome is not None:
        return "The game is over: there is nothing left to hint."
    if not table.asked:
        return "A hint is for your own turn: " + status_text(table, "", "to answer")
    if table.to_act != table.seat:
        return "No hint here: a hint is for a seat's own question, not the team's."
    return None


def hint_note(message: Hinted, table: Table | None) -> tuple[str, str] | None:
    """The host's hint as (text, tone) for the status line, if it is for the position on
    screen (None when the table moved on since it was asked)."""
    from kemet_tui.tui.parts.hint_asker import hint_line

    if table is None or message.plies != table.plies or table.seat is None:
        return None
    return hint_line(table.label_of(table.seat), tuple(message.answers)), "good"
