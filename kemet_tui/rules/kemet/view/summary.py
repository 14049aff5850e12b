"""A readable text of a Kemet state, for ``kemet-tui show`` and the logs: round and phase,
what is asked of whom, each seat's public numbers, VP, pyramids and the troops on the map."""

from __future__ import annotations

from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.mechanics.common import alliance_temporary_vp, day_track, label
from kemet_tui.rules.kemet.state.model import SETH, KemetState
from kemet_tui.rules.kemet.view.names import counted


def summary(state: KemetState) -> str:
    lines = [_headline(state), _asked(state), ""]
    lines += [_seat_line(state, s.seat) for s in state.seats]
    lines.append(
        f"VP: Seth {state.seth_vp}/{state.seth_target_vp} battle VP; Alliance "
        f"{state.alliance_vp} permanent, {alliance_temporary_vp(state)} temporary."
    )
    lines.append("Pyramids: " + ", ".join(f"{p.site} {p.colour} {p.level}" for p in state.pyramids))
    lines.append("Troops: " + ("; ".join(_troop(t) for t in state.troops) or "none"))
    if state.osiris:
        lines.append("Osiris board: " + ", ".join(fx.tile(t).name for t in state.osiris))
    lines += _rites(state)
    lines.append(f"Portal {'open' if state.portal_open else 'closed'}.")
    return "\n".join(lines)


def _rites(state: KemetState) -> list[str]:
    """The sacred temples and the Great Ceremony (osiris.py gathers them for the UI)."""
    from kemet_tui.rules.kemet.alliance import osiris, sacred

    board = osiris.summary(state)
    out = []
    if board.temples:
        out.append(
            "Sacred temples: "
            + ", ".join(
                f"{t.space} level {t.level}" + (f" ({t.holder})" if t.holder else "")
                for t in board.temples
            )
        )
    if board.powers:
        out.append("Temple powers: " + ", ".join(sacred.power_spec(p).name for p in board.powers))
    ceremony = board.ceremony
    out.append("Great Ceremony: " + ("performed." if ceremony.done else f"{ceremony.cost} PP now."))
    return out


def _headline(state: KemetState) -> str:
    if state.result is not None:
        return f"Game over: {state.result.reason}"
    where = day_position(state)
    return f"Round {state.round}, {state.phase}" + (f", {where}" if where else "")


def day_position(state: KemetState) -> str:
    """Where the Day stands, counted as the day-phase track counts its turns (the eclipse is
    not a turn): ``turn 2 of 9``, ``the eclipse after turn 5``; ``""`` outside the Day.
    ``state.day_step`` indexes the flow's steps, eclipse included, and moves on as a step's
    last part starts (the last member of an Alliance turn, the eclipse's tiles): while that
    part still asks something, nothing of the next step is open yet (``turn_left`` empty),
    and it is still the step before."""
    if state.phase != "day":
        return ""
    steps = day_track(state).steps()
    now = state.day_step
    if not state.turn_left and state.pending and now > 0:
        now -= 1
    if now >= len(steps):
        return "the end of the Day"
    turns = sum(1 for kind, _ in steps if kind != "eclipse")
    number = sum(1 for kind, _ in steps[: now + 1] if kind != "eclipse")
    if steps[now][0] == "eclipse":
        return f"the eclipse after turn {number}"
    return f"turn {number} of {turns}"


def _asked(state: KemetState) -> str:
    top = state.decision
    if top is None:
        return "Nothing is asked."
    return f"Asked of {label(state, top.decider)}: {top.kind}."


def _seat_line(state: KemetState, seat: str) -> str:
    me = state.seat(seat)
    tiles = ", ".join(fx.tile(t).name for t in me.tiles) or "no tiles"
    return (
        f"{label(state, seat)}: {me.pp} PP, {counted(me.reserve, 'unit')} in reserve, "
        f"{counted(len(me.tokens), 'token')}, {counted(len(me.di_hand), 'DI card')}, {tiles}."
    )


def _troop(troop) -> str:
    units = "+".join(f"{n} {seat}" for seat, n in troop.units)
    creature = f" with {fx.tile(troop.creature).name}" if troop.creature else ""
    side = "" if troop.units else f"{troop.creature_owner or SETH}'s "
    return f"{troop.space}: {side}{units}{creature}"
