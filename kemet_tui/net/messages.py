"""What a connection is sent, and what it may send: JSON objects with a ``type``.

Host to screen, after every change of the game or of the table:

``{"type": "table", ...}``: everything the seat's screen draws, made only of what that seat may
know: the game's options (the setup's public choices), its view (``dump_state(view(state,
seat))``, the same JSON as ``show --json``), its legal
answers when it may answer, the last plies of its log (:meth:`Engine.log`: a token or event it
may not read is left out), the seats with who is connected, whom the game waits for, and the
outcome. A spectator's message is the public view's.

``{"type": "refused", "token": ..., "reason": ...}``: the token just sent was not played.

``{"type": "said", "text": ...}``: what a seat did that is no ply (an undo), to every screen.

Screen to host: ``{"type": "play", "token": "act:pray2"}``, a notation token, or
``{"type": "undo"}``: take back the seat's own last answer, as in hotseat (``may_undo`` in the
table message says whether it may).

The game's seed is never sent (it would tell every hidden card).
"""

from __future__ import annotations

import json
from typing import Any

from kemet_tui.net.table import HostedTable

#: how many of the latest plies of its log a screen is sent
LOG_TAIL = 80
#: the largest message a screen may send (a token is a few dozen characters)
MAX_INCOMING = 4096


def table_message(table: HostedTable, seat: str | None) -> dict[str, Any]:
    """The ``table`` message for a connection of ``seat`` (None: a spectator)."""
    engine = table.engine
    ruleset = engine.ruleset
    asked = table.may_answer(seat)
    return {
        "type": "table",
        "ruleset": ruleset.name,
        "options": dict(engine.options),
        "seat": seat,
        "seats": [_seat_entry(table, s) for s in table.seats],
        "to_act": engine.to_act,
        "answerers": list(table.answerers()),
        "asked": asked,
        "may_undo": table.undo_span(seat) > 0,
        "legal": engine.legal_tokens() if asked else [],
        "waiting_for": [table.label(s) for s in table.waiting_for()],
        "view": ruleset.dump_state(engine.view(seat)),
        "log": _log_tail(table, seat),
        "plies": len(engine.plies),
        "outcome": engine.outcome.to_json() if engine.outcome else None,
    }


def _seat_entry(table: HostedTable, seat: str) -> dict[str, Any]:
    return {"seat": seat, "label": table.label(seat), "bot": table.bots.get(seat) is not None,
            "connected": table.is_bot(seat) or table.is_connected(seat)}


def _log_tail(table: HostedTable, seat: str | None) -> list[dict[str, Any]]:
    plies = table.engine.log(seat)[-LOG_TAIL:]
    return [{"number": p.number, "seat": p.seat, "token": p.token,
             "events": [e.text for e in p.events]} for p in plies]


def refused(token: str, reason: str) -> dict[str, Any]:
    return {"type": "refused", "token": token, "reason": reason}


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class BadMessage(ValueError):
    """A message from a screen that is not one this host understands (said in one line)."""


def said(text: str) -> dict[str, Any]:
    return {"type": "said", "text": text}


def request_of(text: str) -> tuple[str, str]:
    """What a screen asks: ``("play", token)`` or ``("undo", "")``; :class:`BadMessage` for
    anything else."""
    if len(text) > MAX_INCOMING:
        raise BadMessage("That message is too long.")
    try:
        data = json.loads(text)
    except ValueError:
        raise BadMessage("That message is not JSON.") from None
    kind = data.get("type") if isinstance(data, dict) else None
    if kind == "undo":
        return "undo", ""
    if kind != "play":
        raise BadMessage('Only {"type": "play", "token": TOKEN} and {"type": "undo"} messages '
                         "are understood.")
    token = data.get("token")
    if not isinstance(token, str) or not token.strip():
        raise BadMessage("A play message needs a token.")
    return "play", token.strip()
