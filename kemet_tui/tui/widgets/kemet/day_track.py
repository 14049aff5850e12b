"""The day-phase track: the nine turns of this Day for N, Seth's actions on each, the eclipse,
and where the Day stands (``state.day_step``).

``DayTrack`` draws the track as one row of turns (``☥2`` a Seth turn of 2 actions, ``All`` an
Alliance turn, ``◐`` the eclipse), done turns dimmed and struck through, the turn under way
highlighted and pointed at, and a line saying what it is (Seth's actions left in it, the
members still to act). It posts nothing.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.style import Style
from rich.text import Text

from kemet_tui.rules.kemet import SETH, KemetState
from kemet_tui.rules.kemet.view.boards import day_track
from kemet_tui.rules.kemet.view.names import counted
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.view_panel import ViewPanel
from kemet_tui.tui.widgets.plain import plain

ECLIPSE = "◐"
DONE = Style(color="#5d6474", strike=True)
NOW = Style(color="#101216", bgcolor="#e8c35a", bold=True)
CELL = 5


def current_step(view: KemetState) -> int | None:
    """The index in ``steps()`` of the turn under way, or None outside the Day. The last
    member of an Alliance turn acts after the track has moved on: his turn is still shown."""
    if view.phase != "day":
        return None
    steps = day_track(view).steps()
    top = view.decision
    if (
        top is not None
        and top.kind == "member-action"
        and not view.turn_left
        and 0 < view.day_step <= len(steps)
        and steps[view.day_step - 1][0] == "alliance"
    ):
        return view.day_step - 1
    return view.day_step if view.day_step < len(steps) else None


def step_cell(kind: str, count: int, looks: g.SeatLooks = g.DEFAULT_LOOKS) -> tuple[str, Style]:
    if kind == "seth":
        return f"{looks.glyph[SETH]}{count}", Style(color=looks.colour[SETH], bold=True)
    if kind == "eclipse":
        return ECLIPSE, Style(color="#e8c35a", bold=True)
    return "All", Style(color="#7fb0ff", bold=True)


class DayTrack(ViewPanel):
    """The Day's nine turns and the eclipse, with the turn under way marked."""

    def shown(self, view: KemetState) -> Hashable:
        """The Day's position: phase, round, turn, who is left to act in it."""
        top = view.decision
        return (
            view.n,
            view.phase,
            view.round,
            view.day_step,
            view.turn_left,
            top.kind if top is not None else None,
            day_track(view),
        )

    def watch_view(self, old: KemetState | None, new: KemetState | None) -> None:
        self.border_title = plain(_title(new))
        super().watch_view(old, new)

    def on_mount(self) -> None:
        self.border_title = plain(_title(self.view))

    def render(self) -> Text:
        view = self.view
        if view is None:
            return Text("")
        steps = day_track(view).steps()
        now = current_step(view)
        numbers, cells, marks = Text(), Text(), Text()
        turn = 0
        for index, (kind, count) in enumerate(steps):
            width = 2 if kind == "eclipse" else CELL
            if kind != "eclipse":
                turn += 1
            numbers.append(("" if kind == "eclipse" else str(turn)).center(width), g.MUTED)
            text, style = step_cell(kind, count, self.looks)
            look = NOW if index == now else (DONE if _done(view, index, now) else style)
            cells.append(text.center(width - 1), look)
            cells.append(" ")
            marks.append(("▲" if index == now else "").center(width), g.GOLD)
        return Text("\n").join([numbers, cells, marks, describe(view, now, self.looks)])


def _done(view: KemetState, index: int, now: int | None) -> bool:
    if view.phase in ("dusk",):
        return True
    if view.phase != "day":
        return False
    return index < (now if now is not None else len(day_track(view).steps()))


def _title(view: KemetState | None) -> str:
    if view is None:
        return "Day"
    phase = {
        "day": "Day",
        "night": "Night",
        "dusk": "End of the Day",
        "setup": "Setup",
        "over": "Game over",
    }.get(view.phase, view.phase.capitalize())
    return f"{phase} · round {view.round}" if view.round else phase


def describe(view: KemetState, now: int | None, looks: g.SeatLooks = g.DEFAULT_LOOKS) -> Text:
    """One line: the turn under way and what is left of it, and the eclipse."""
    track = day_track(view)
    steps = track.steps()
    text = Text()
    if now is None:
        text.append(
            "Seth plays "
            + " ".join(str(a) for a in track.seth_actions)
            + f" actions ({track.total_seth_actions} in all).",
            g.MUTED,
        )
    else:
        kind, count = steps[now]
        number = sum(1 for k, _ in steps[: now + 1] if k != "eclipse")
        where = f"After turn {number}: " if kind == "eclipse" else f"Turn {number} of 9: "
        text.append(where, g.MUTED)
        text.append_text(_turn_now(view, kind, count, looks))
    after = track.eclipse_after_turn
    if now is None or steps[now][0] != "eclipse":
        text.append(f" Eclipse after turn {after}." if after else " No eclipse.", g.MUTED)
    return text


def _turn_now(view: KemetState, kind: str, count: int, looks: g.SeatLooks) -> Text:
    if kind == "eclipse":
        return g.styled("the eclipse: night tiles act.", g.GOLD)
    if kind == "seth":
        left = view.turn_left.count("token")
        text = g.styled(f"{looks.glyph[SETH]} Seth", g.seat_style(SETH, True, looks))
        text.append(f", {counted(count, 'action')}" + (f", {left} left." if left else "."), g.TEXT)
        return text
    text = Text("the Alliance", g.TEXT)
    if view.turn_left:
        text.append(" (to act: ", g.MUTED)
        for seat in view.turn_left:
            text.append(looks.glyph.get(seat, "?"), g.seat_style(seat, True, looks))
        text.append(")", g.MUTED)
    return text.append(".", g.MUTED)


__all__ = ["DayTrack", "current_step"]
