"""Texts the Kemet screen draws from one seat's view: the overview, the seat's own things, the log.

Every function here takes what the seat may know (``engine.view(seat)``, ``engine.log(seat)``)
and nothing else, so the privacy of the screen rests on the core's filters. They stand in
for the map and the card widgets until those are composed, and stay as the compact summary
beside them. Rich ``Text`` only; the widgets that show them are plain ``Static``s.
"""

from __future__ import annotations

from rich.text import Text

from kemet_tui.core import Engine
from kemet_tui.rules.kemet import effects as fx
from kemet_tui.rules.kemet.common import alliance_temporary_vp
from kemet_tui.rules.kemet.decisions import HIDDEN
from kemet_tui.rules.kemet.labels import describe_action, token_is_private
from kemet_tui.rules.kemet.names import content_name, seat_code, seat_name, space_name
from kemet_tui.rules.kemet.state import ALLIANCE, SETH, KemetState, Troop, is_member
from kemet_tui.tui.screens.kemet.seats import SeatStyle

DIM = "#8a93a6"


def _badge(styles: dict[str, SeatStyle], seat: str, text: str | None = None) -> Text:
    """``▲ A1`` in the seat's colour (appended, so the style does not spill over the line)."""
    style = styles[seat]
    badge = Text()
    badge.append(f"{style.glyph} {text or seat_code(seat)}", style=f"bold {style.hex}")
    return badge


# --- the overview ----------------------------------------------------------------------------------
def headline(view: KemetState) -> str:
    if view.result is not None:
        return f"Game over: {view.result.reason}"
    day = f", day turn {view.day_step + 1}" if view.phase == "day" else ""
    return f"Round {view.round} · {view.phase}{day}"


def overview_text(view: KemetState, styles: dict[str, SeatStyle]) -> Text:
    """Round, VP, each seat's public numbers, and every troop on the map by space."""
    text = Text()
    text.append(headline(view), style="bold")
    text.append(f"\nVP: Seth {view.seth_vp}/{view.seth_target_vp} · Alliance "
                f"{view.alliance_vp} permanent, {alliance_temporary_vp(view)} temporary"
                f" · portal {'open' if view.portal_open else 'closed'}\n")
    for seat in view.seat_ids:
        text.append_text(seat_line(view, seat, styles))
        text.append("\n")
    text.append("\nTroops\n", style="bold")
    for troop in view.troops:
        text.append_text(troop_line(view, troop, styles))
        text.append("\n")
    text.append_text(pyramid_lines(view))
    return text


def seat_line(view: KemetState, seat: str, styles: dict[str, SeatStyle]) -> Text:
    me = view.seat(seat)
    line = _badge(styles, seat, seat_name(view, seat))
    line.append(f"  {me.pp} PP · {me.reserve} in reserve · {len(me.tokens)} tokens · "
                f"{len(me.di_hand)} DI", style=DIM)
    if me.tiles:
        line.append(" · " + ", ".join(content_name(t) or t for t in me.tiles), style=DIM)
    return line


def troop_line(view: KemetState, troop: Troop, styles: dict[str, SeatStyle]) -> Text:
    line = Text(f"  {space_name(view, troop.space)}: ")
    for seat, count in troop.units:
        line.append_text(_badge(styles, seat, f"{count}"))
        line.append(" ")
    if troop.creature:
        line.append(f"+ {content_name(troop.creature) or troop.creature}", style="italic")
    return line


def pyramid_lines(view: KemetState) -> Text:
    pyramids = ", ".join(f"{p.site} {p.colour} {p.level}" for p in view.pyramids)
    text = Text()
    text.append(f"\nPyramids: {pyramids}", style=DIM)
    if view.sacred_temples:
        temples = ", ".join(f"{t.space} level {t.level}" for t in view.sacred_temples)
        text.append(f"\nSacred temples: {temples}", style=DIM)
    if view.osiris:
        text.append("\nOsiris board: " + ", ".join(fx.tile(t).name for t in view.osiris),
                    style=DIM)
    return text


# --- the seat's own things -------------------------------------------------------------------------
def hand_text(view: KemetState, seat: str | None, styles: dict[str, SeatStyle]) -> Text:
    """What only ``seat`` sees: its DI cards and battle cards. The Alliance's public turn and
    a spectator get a line saying nothing private is shown."""
    if seat is None or seat == ALLIANCE:
        return Text("The Alliance decides together: only public information is shown.",
                    style="italic")
    me = view.seat(seat)
    text = _badge(styles, seat, seat_name(view, seat))
    text.append(f"  {me.pp} PP\n")
    text.append("DI cards: ", style="bold")
    text.append(_names(me.di_hand) or "none")
    text.append("\nBattle cards: ", style="bold")
    text.append(_names(me.battle_hand) or "none")
    if me.battle_discard:
        text.append("\nDiscarded face down: ", style="bold")
        text.append(_names(me.battle_discard))
    tiles = ", ".join(content_name(t) or t for t in me.tiles)
    if tiles:
        text.append(f"\nTiles: {tiles}", style=DIM)
    return text


def _names(ids: tuple[str, ...]) -> str:
    return ", ".join(content_name(i) or i for i in ids if i != HIDDEN)


# --- the log --------------------------------------------------------------------------------------
def log_text(engine: Engine, seat: str | None, styles: dict[str, SeatStyle],
             labels: dict[tuple[int, str], str], last: int = 200) -> Text:
    """The last ``last`` plies as ``seat`` may read them: the engine's visible events, and the
    token's label unless the answer is another seat's secret (``token_is_private``).
    ``labels`` caches the labels of past plies by (index, token): they never change."""
    plies = engine.plies
    if not plies:
        return Text("No actions yet.", style=DIM)
    lines = [_ply_line(engine, index, seat, styles, labels)
             for index in range(max(0, len(plies) - last), len(plies))]
    return Text("\n").join(lines)


def _ply_line(engine: Engine, index: int, seat: str | None, styles: dict[str, SeatStyle],
              labels: dict[tuple[int, str], str]) -> Text:
    ply = engine.plies[index]
    who = ply.seat if ply.seat in styles else SETH
    line = Text()
    line.append(f"{ply.number:>4} ", style=DIM)
    line.append_text(_badge(styles, who))
    line.append(" ")
    before = engine.states[index]
    if token_is_private(before, seat):
        line.append("(a secret choice)", style="italic")
    else:
        key = (index, ply.token)
        if key not in labels:
            labels[key] = _label(before, ply.token)
        line.append(labels[key], style="bold")
    events = [e.text for e in ply.events if e.visible_to(seat)]
    if events:
        line.append(" — " + " ".join(events), style=DIM)
    return line


def _label(state: KemetState, token: str) -> str:
    try:
        return describe_action(state, token)
    except Exception:  # noqa: BLE001 - a meta token (resign, draw) or a retired verb
        return token


def is_private_seat(seat: str | None) -> bool:
    """Whether ``seat`` has private things (a member or Seth, not the Alliance's turn)."""
    return seat is not None and (seat == SETH or is_member(seat))
