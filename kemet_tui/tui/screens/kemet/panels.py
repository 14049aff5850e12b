"""Texts the Kemet screen writes itself: the subtitle and the lines of the seat's log.

A log line holds only what the seat may know: the events ``Event.visible_to(seat)`` and the
label of the token unless the answer is another seat's secret (``Engine.token_visible``, which
``Engine.log`` asks too), so the privacy of the log rests on the core's filters. Rich ``Text`` only.
"""

from __future__ import annotations

from rich.text import Text

from kemet_tui.core import Engine
from kemet_tui.rules.kemet import SETH, KemetState, split_token
from kemet_tui.rules.kemet.view.labels import describe_action
from kemet_tui.rules.kemet.view.names import creature_card_facts, seat_code
from kemet_tui.rules.kemet.view.summary import day_position
from kemet_tui.tui.screens.kemet.seats import SeatStyle

DIM = "#8a93a6"
#: plies whose labels are kept: more than any log is rewritten with or holds (older ones are
#: worded again if ever asked: the label of a past ply never changes)
LABELS_KEPT = 240


def _badge(styles: dict[str, SeatStyle], seat: str, text: str | None = None) -> Text:
    """``▲ A1`` in the seat's colour (appended, so the style does not spill over the line)."""
    style = styles[seat]
    badge = Text()
    badge.append(f"{style.glyph} {text or seat_code(seat)}", style=f"bold {style.hex}")
    return badge


def headline(view: KemetState) -> str:
    """``Round 2 · day, turn 7 of 9`` (or the result), for the screen's subtitle: the turn as
    the day-phase track counts it (``summary.day_position``)."""
    if view.result is not None:
        return f"Game over: {view.result.reason}"
    where = day_position(view)
    return f"Round {view.round} · {view.phase}" + (f", {where}" if where else "")


# --- the log --------------------------------------------------------------------------------------
def no_actions() -> Text:
    text = Text()
    text.append("No actions yet.", style=DIM)
    return text


def ply_line(
    engine: Engine,
    index: int,
    seat: str | None,
    styles: dict[str, SeatStyle],
    labels: dict[tuple[int, str], str],
) -> Text:
    """One ply as ``seat`` may read it: the engine's events visible to it, and the token's
    label unless the answer is another seat's secret (``Engine.token_visible``). ``labels``
    caches the labels of past plies by (index, token): they never change."""
    ply = engine.plies[index]
    who = ply.seat if ply.seat in styles else SETH
    line = Text()
    line.append(f"{ply.number:>4} ", style=DIM)
    line.append_text(_badge(styles, who))
    line.append(" ")
    label, events = ply_words(engine, index, seat, labels)
    if label is None:
        line.append("(a secret choice)", style="italic")
    else:
        line.append(label, style="bold")
    if events:
        line.append(" — " + events, style=DIM)
    return line


def forget_old_labels(labels: dict[tuple[int, str], str], plies: int) -> None:
    """Let the labels of plies long past go (``labels`` is kept by the screen for the whole
    game: one entry an action would grow it without end)."""
    if len(labels) > 2 * LABELS_KEPT:
        for key in [key for key in labels if key[0] < plies - LABELS_KEPT]:
            del labels[key]


def ply_words(
    engine: Engine, index: int, seat: str | None, labels: dict[tuple[int, str], str]
) -> tuple[str | None, str]:
    """What ``seat`` may read of a ply: the token's label (None when it is another seat's
    secret) and the text of the events visible to it. The log and the computer seats' status
    line both say a ply this way, so neither can tell more than the other."""
    ply = engine.plies[index]
    before = engine.states[index]
    label = None
    if engine.token_visible(index, seat):
        key = (index, ply.token)
        if key not in labels:
            labels[key] = _label(before, ply.token)
        label = labels[key]
    return label, " ".join(e.text for e in ply.events if e.visible_to(seat))


def answer_label(state: KemetState, token: str) -> str:
    """An answer's line in the decision list: the rules' label and, for one of Seth's
    creature cards, the facts it is chosen by (level, phase, power, ability); the log keeps
    the short label."""
    label = describe_action(state, token)
    action = split_token(token)
    if action.verb == "creature" and action.args:
        label += f" ({creature_card_facts(action.args[0])})"
    return label


def _label(state: KemetState, token: str) -> str:
    try:
        return describe_action(state, token)
    except Exception:  # noqa: BLE001 - a meta token (resign, draw) or a retired verb
        return token
