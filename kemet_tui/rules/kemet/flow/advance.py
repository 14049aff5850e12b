"""Flow is data: ``advance`` runs the automatic steps of a round up to the next decision.

A round is a Night then a Day; the game starts with a Night after the setup (kemet-seth.md
§Round). Automatic work is a queue of named steps in ``state.queue`` (``"income:a1"``,
``"tiles:seth"``, ``"temple-vp"``…); a step may push a decision (a choice a tile asks), and the
queue resumes once the decision stack is empty again. The Day itself is walked by ``day.py``
along the day-phase track. After every step the victory conditions are checked (kemet-seth.md
§Victory: "checked at once, after every step"). A game ends by the rules only; a self-play
series may set a round cap (option ``round_cap``), which stops a game *unfinished*.

The steps and the skips it runs are looked up by name in ``state/tables.py``; the packages'
``registry.py`` list them (the night's and the dusk's steps: ``flow/registry.py``; the
``rite-di`` skip: ``alliance/registry.py``). ``mechanics/victory.py`` holds the victory checks.
"""

from __future__ import annotations

from kemet_tui.core.events import Event
from kemet_tui.core.outcome import Outcome
from kemet_tui.rules.kemet.battle import cards, record
from kemet_tui.rules.kemet.flow import day
from kemet_tui.rules.kemet.mechanics.common import members
from kemet_tui.rules.kemet.mechanics.victory import victory
from kemet_tui.rules.kemet.mechanics.words import counted
from kemet_tui.rules.kemet.state.contexts import battle_context
from kemet_tui.rules.kemet.state.model import KemetState
from kemet_tui.rules.kemet.state.tables import SKIPS, STEPS

_GUARD = 100_000


def advance(state: KemetState) -> tuple[KemetState, tuple[Event, ...]]:
    """Run automatic steps until a decision waits or the game is over."""
    events: list[Event] = []
    for _ in range(_GUARD):
        if state.result is not None:
            break
        outcome = victory(state)
        if outcome is not None:
            state = _keep_the_deciding_battle(state)
            state = state.evolve(result=outcome, phase="over", pending=(), queue=())
            events.append(Event("game-over", outcome.reason))
            break
        if state.pending:
            skip = SKIPS.get(state.pending[-1].kind)
            skipped = skip(state, state.pending[-1]) if skip else None
            if skipped is None:
                break
            state, done = skipped
            events += done
            continue
        state, done = _next(state)
        events += done
    else:  # pragma: no cover - a rules bug, never a player's doing
        raise RuntimeError("the Kemet flow did not reach a decision")
    return state, tuple(events)


def _keep_the_deciding_battle(state: KemetState) -> KemetState:
    """A battle that wins the game leaves the stack with every other decision: its record is
    kept for the table as a battle's cleanup keeps it, so the reveal shows the battle that
    decided the game (after an Ambush's exchange too, where no cleanup runs before the end)."""
    index = record.marker_index(state)
    if index is None or not battle_context(state.pending[index])["fought"]:
        return state
    return cards.kept_for_the_table(state)


def _next(state: KemetState) -> tuple[KemetState, tuple[Event, ...]]:
    """One automatic step: the next queued step, else the next part of the round."""
    if state.queue:
        name, _, arg = state.queue[0].partition(":")
        return STEPS[name](state.evolve(queue=state.queue[1:]), arg)
    if state.phase in ("setup", "dusk"):
        return _start_round(state)
    if state.phase == "night":
        return state.evolve(phase="day", day_step=0, turn_left=()), (
            Event("phase", f"Day {state.round} begins."),
        )
    return day.next_turn(state)


def _start_round(state: KemetState) -> tuple[KemetState, tuple[Event, ...]]:
    """A new round opens with the Night (Seth first, then each member: kemet-seth.md §Night),
    unless the round cap says the game ends here."""
    if state.phase == "dusk" and state.round_cap and state.round >= state.round_cap:
        reason = (
            f"Stopped unfinished after {counted(state.round, 'round')} (the round cap of "
            "a self-play series): no side has won yet."
        )
        stopped = Outcome((), reason, unfinished=True)
        return state.evolve(result=stopped, phase="over"), (Event("game-over", reason),)
    queue = ("income:seth", "tiles:seth")
    queue += tuple(f"income:{m}" for m in members(state)) + ("temples:",)
    queue += tuple(f"tiles:{m}" for m in members(state)) + ("tiles:alliance",)
    round_ = state.round + 1
    state = state.evolve(round=round_, phase="night", queue=queue, day_step=0, turn_left=())
    return state, (Event("phase", f"Round {round_}: the Night falls."),)
