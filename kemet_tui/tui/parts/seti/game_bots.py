"""The Seti screen's rules for its computer seats, on an engine alone: the pause between two
bots and how far undo and redo go when a bot plays.

The screen runs the bots through its :class:`~kemet_tui.tui.parts.bot_seat_runner.BotSeatRunner`
(shared with Kemet's screen) and asks these functions what is Seti's own.
"""

from __future__ import annotations

from collections.abc import Callable

#: pause before each move when two bots play each other, so that a person can follow the game
BOT_VS_BOT_PAUSE = 0.6


def bot_to_move(engine, is_bot: Callable[[str | None], bool]) -> bool:
    """Whether the seat to act now is a computer (then the human's board input waits)."""
    return engine.outcome is None and is_bot(engine.to_act)


def undo_to_human(engine, is_bot: Callable[[str | None], bool]) -> list[str]:
    """Take back moves until a human is to move (at least one; bots alone: just one)."""
    taken = [engine.undo()]
    humans = [s for s in engine.ruleset.seats(engine.state) if not is_bot(s)]
    while humans and is_bot(engine.to_act) and engine.can_undo:
        taken.append(engine.undo())
    return taken


def redo_to_human(engine, is_bot: Callable[[str | None], bool]) -> list[str]:
    """Replay taken-back moves until a human is to move or nothing is left to redo."""
    done = [engine.redo()]
    while bot_to_move(engine, is_bot) and engine.can_redo:
        done.append(engine.redo())
    return done
