"""What the seat screens of a hosted game (Kemet: Seth, Seti) say, read off the host's
messages: who plays and who is connected, the status line, and the host's notes (a refusal,
what it said). One place, so that both
games' screens tell a table the same things in the same words."""

from __future__ import annotations

from typing import Any


def seats_text(table: dict[str, Any]) -> str:
    """Who plays, and who is connected (the table sees it): ``Seth ●  A1 ○ away  A2 (bot)``."""
    parts = []
    for entry in table["seats"]:
        mark = "(bot)" if entry["bot"] else ("●" if entry["connected"] else "○ away")
        parts.append(f"{entry['label']} {mark}")
    return "   ".join(parts)


def status_text(table: dict[str, Any], your_turn: str, others: str) -> str:
    """The outcome, whom the game waits for, ``your_turn`` when this seat is asked, or who is
    (``A1 to answer``: ``others`` is the verb)."""
    if table["outcome"] is not None:
        return f"The game is over: {table['outcome']['reason']}"
    if table["waiting_for"]:
        return f"Waiting for {', '.join(table['waiting_for'])} to join (or to come back)."
    if table["asked"]:
        return your_turn
    asked = [e["label"] for e in table["seats"] if e["seat"] in table["answerers"]]
    return f"{', '.join(asked) or 'The host'} {others}."


def note_of(message: dict[str, Any]) -> tuple[str, str] | None:
    """A ``refused`` or ``said`` message as (text, tone) for the status line; None for others."""
    if message.get("type") == "refused":
        return f"Refused: {message.get('reason', '')}", "error"
    if message.get("type") == "said":
        return str(message.get("text", "")), "good"
    return None
