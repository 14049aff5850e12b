"""The Osiris board: what the Alliance holds in common and how far it is from victory.

``OsirisBoard`` draws ``osiris.summary(view)`` (public facts only, so the same for every seat):
the Alliance tiles (bought ``◈`` or still for sale ``◇``, and where the Osiris figure is), the
sacred temples with their prayer and power tokens and the pieces left in stock, the temple
powers gained and those not drawn yet, the prayer tokens left, the Great Ceremony's cost now
and whether it can be performed, the permanent and temporary VP, and the three victory
conditions ticked ``✓`` or open ``·``. It posts nothing.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.table import Table
from rich.text import Text

from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.boards import OsirisBoard as Summary
from kemet_tui.rules.kemet.view.boards import summary
from kemet_tui.rules.kemet.view.content import power_spec
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.view_panel import ViewPanel

BAR = 6  # permanent VP bar cells (the target is 6)


def _power_name(power_id: str) -> str:
    try:
        return power_spec(power_id).name
    except StopIteration:
        return power_id


def tiles_line(info: Summary) -> Text:
    text = Text()
    for slot in info.tiles:
        text.append("◈ " if slot.owned else "◇ ", g.colour_style(slot.colour))
        text.append(slot.name, g.colour_style(slot.colour, bold=slot.owned))
        text.append(" (bought)  " if slot.owned else " (for sale)  ", g.MUTED)
    if info.creature is not None:
        where = f"on {info.creature.space}" if info.creature.space else "in reserve"
        text.append(
            f"\n{g.CREATURE} figure of {g.seat_tag(info.creature.controller)} {where}", g.MUTED
        )
    return text


def temples_text(info: Summary) -> Text:
    text = Text()
    for temple in info.temples:
        text.append(f"{g.SACRED}{temple.level} {temple.space}", g.GOLD)
        held = {"alliance": "held by the Alliance", "seth": "held by Seth"}.get(
            temple.holder or "", "empty"
        )
        text.append(f" {held}", g.MUTED)
        if temple.prayer != "none":
            face = "face up" if temple.prayer == "up" else "face down"
            text.append(f" · prayer {face}: {temple.prayer_pp} PP", g.TEXT)
        if temple.power:
            text.append(f" · {_power_name(temple.power)}", g.STRONG)
        text.append("\n")
    if not info.temples:
        text.append("none yet\n", g.MUTED)
    text.append(
        "stock: " + "  ".join(f"L{lvl} {n}" for lvl, n in enumerate(info.stock, 1)), g.MUTED
    )
    return text


def powers_text(info: Summary) -> Text:
    text = Text()
    for power in info.powers:
        spec = power_spec(power)
        text.append(f"✓ {spec.name}", g.GOOD)
        text.append(f": {spec.text}\n", g.TEXT)
    names = ", ".join(_power_name(p) for p in info.powers_left)
    text.append(f"not drawn ({len(info.powers_left)}): {names}" if names else "all drawn", g.MUTED)
    text.append(f"\nprayer tokens left: {info.prayer_tokens_left}", g.MUTED)
    return text


def ceremony_text(info: Summary, n: int) -> Text:
    cer = info.ceremony
    if cer.done:
        return g.styled("✓ performed: the portal is open", g.GOOD)
    text = g.styled(f"{cer.cost} PP now", g.GOLD)
    text.append(f" (10 × {n} − 4 × {info.temporary_vp.total} temporary VP)", g.MUTED)
    if cer.participants:
        who = " ".join(g.seat_tag(s) for s in cer.participants)
        text.append(f"\non obelisk deserts: {who} with {cer.participants_pp} PP", g.TEXT)
    if cer.problem:
        text.append(f"\nnot now: {cer.problem}", g.MUTED)
    else:
        text.append("\nthe Alliance can perform it now", g.GOOD)
    return text


def vp_text(info: Summary) -> Text:
    target = info.progress.vp_target
    done = min(info.permanent_vp, target)
    text = g.styled("█" * done, g.GOOD)
    text.append("░" * max(0, target - done), g.MUTED)
    text.append(f" {info.permanent_vp}/{target} permanent", g.STRONG)
    tvp = info.temporary_vp
    where = ", ".join(tvp.temples + tvp.pyramids)
    text.append(f"   {tvp.total} temporary" + (f" ({where})" if where else ""), g.TEXT)
    return text


def victory_text(info: Summary) -> Text:
    p = info.progress
    text = Text()
    for done, label in (
        (p.sacred_temple, "a level-3 sacred temple"),
        (p.ceremony, "the Great Ceremony"),
        (p.vp_reached, f"{p.vp_target} permanent VP ({p.permanent_vp})"),
    ):
        text.append("✓ " if done else "· ", g.GOOD if done else g.MUTED)
        text.append(label + "\n", g.TEXT if done else g.MUTED)
    held = ", ".join(p.districts)
    text.append(
        "or 1 + 2 and, at the start of an Alliance turn, a district of Seth's city"
        + (f" (held: {held})" if held else ""),
        g.MUTED,
    )
    return text


class OsirisBoard(ViewPanel):
    """The Alliance's shared board: tiles, sacred temples, powers, Ceremony, VP, victory."""

    BORDER_TITLE = "Osiris board"

    def shown(self, view: KemetState) -> Hashable:
        """All the board draws is the summary of the Alliance's public facts."""
        return view.n, summary(view)

    def render(self) -> Table | Text:
        if self.view is None:
            return Text("")
        info = summary(self.view)
        table = Table.grid(padding=(0, 1))
        table.add_column(style=g.MUTED, no_wrap=True)
        table.add_column()
        for head, body in (
            ("Tiles", tiles_line(info)),
            ("Temples", temples_text(info)),
            ("Powers", powers_text(info)),
            ("Ceremony", ceremony_text(info, self.view.n)),
            ("VP", vp_text(info)),
            ("Victory", victory_text(info)),
        ):
            table.add_row(head, body)
        return table


__all__ = ["OsirisBoard"]
