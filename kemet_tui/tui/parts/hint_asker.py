"""A hint asked from a game screen: which seat may ask, the bot's answer computed on a worker
thread (a Level 3 search takes about a second), and a stale answer dropped. The answers and
their reasons go to the screen's hint panel (``widgets/hint_panel.py``: whole, wrapped), the
status line says the bot's choice in a line that fits.

The answer is computed by ``bots.hints`` from the asking seat's view only; a computer seat's
turn gets no hint (hints are for the players), and an answer that arrives after the position
moved on (an undo, a move typed meanwhile) is not shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kemet_tui.bots.hints import STRONGEST, Hint, hints
from kemet_tui.core import Engine


def refusal(engine: Engine, is_bot: Callable[[str | None], bool]) -> str | None:
    """Why no hint can be asked now, or None."""
    seat = engine.to_act
    if seat is None:
        return "The game is over: there is nothing left to hint."
    if is_bot(seat):
        return "A computer seat is to play: hints are for the players' own turns."
    return None


def hint_line(label: str, given: Sequence[Any]) -> str:
    """The status line's hint: the bot's own choice, short enough to read whole on the two
    rows of the smallest screen; its reason and the next best answers are in the panel."""
    chosen = next((h.token for h in given if h.chosen), None)
    if chosen is None:
        return f"Hint for {label}: no answer to suggest."
    return f"Hint for {label}: {chosen} (its choice); the hint panel says why, and what else."


def ask(
    screen,
    engine: Engine,
    label: str,
    say: Callable[[str], None],
    show: Callable[[tuple[Hint, ...], str], None],
    still: Callable[[], bool] = lambda: True,
) -> None:
    """Compute a hint for the seat to act on a worker thread; on the UI thread, if the game
    still stands where it was asked and ``still()`` (the same seat's view is on screen, where
    the game has secrets), ``show`` the answers and the bot asked, and ``say`` the line."""
    seat = engine.to_act
    assert seat is not None
    view, legal, ruleset = engine.view(seat), list(engine.legal_actions()), engine.ruleset
    asked_at = (len(engine.tokens), seat)
    engine.note_hint(seat)  # the record keeps that it was asked (not an action)
    screen.autosave()  # so that the note survives a terminal closed before the next move
    family = "kemet" if ruleset.name.startswith("kemet") else "seti"
    bot = STRONGEST[family]
    say(f"Asking {bot} for a hint for {label}…")

    def work() -> None:
        given = hints(ruleset, view, legal, seat)
        screen.app.call_from_thread(done, given)

    def done(given: tuple[Hint, ...]) -> None:
        if (len(engine.tokens), engine.to_act) == asked_at and still():
            show(given, bot)
            say(hint_line(label, given))

    screen.run_worker(work, thread=True, group="hint", exclusive=True, name="hint")
