"""What the combat widget draws: battle cards as small cards, and a battle read from its record.

``battle_report(view)`` reads the battle record on the view's decision stack (``battle/record.py``)
into a :class:`Report`: both sides' fighters and troops, the cards they chose (``?`` while the
view may not know them), the DI cards laid, and once the cards are revealed the strengths (with
what they are made of), the winner and the losses. Everything comes from the seat's view, so a
secret stays a secret. ``card_lines`` draws one battle card (``None``: face down).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

from kemet_tui.rules.kemet import HIDDEN, SETH, KemetState, Troop
from kemet_tui.rules.kemet.view import battle
from kemet_tui.rules.kemet.view.content import BattleCard
from kemet_tui.tui.widgets.kemet import glyphs as g

CARD_WIDTH = 13  # borders included
CARD_LINES = 6
#: the stages at which the troops on the record are still those that fought
MEASURABLE = ("post", "resolve", "losses", "spoils", "rise", "homes", "retreat")
ROLE_NAMES = {"att": "Attacker", "def": "Defender"}


@dataclass(frozen=True, slots=True)
class Strength:
    """A side's strength as the rules count it: ``(source, strength)`` parts, the units (or
    Seth's lone creature card) first, then the battle card, tiles, creature, DI cards..."""

    parts: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(value for _, value in self.parts)


@dataclass(frozen=True, slots=True)
class Side:
    role: str
    fighter: str
    seats: tuple[str, ...]
    units: tuple[tuple[str, int], ...]
    creature: str | None
    play: str
    discard: str
    di: tuple[str, ...]
    strength: Strength | None
    damage: int
    protection: int
    unblockable: int
    losses: int
    #: Seth's creature card attacking alone (Corrupt a creature): its name
    alone: str = ""
    #: what the damage, protection and unblockable damage are made of: ``(source, value)``
    #: parts, as for the strength (the card, a tile such as Carnage, a creature, DI cards)
    damage_parts: tuple[tuple[str, int], ...] = ()
    protection_parts: tuple[tuple[str, int], ...] = ()
    unblockable_parts: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Report:
    space: str
    attacker: str
    stage: str
    fought: bool
    winner: str
    no_discard: tuple[str, ...]
    sides: tuple[Side, Side]

    def side(self, role: str) -> Side:
        return self.sides[0] if role == "att" else self.sides[1]

    def role_of(self, seat: str) -> str | None:
        for side in self.sides:
            if side.fighter == seat:
                return side.role
        return None


#: the troops each role fought with (before the losses, the reinforcements, the retreat...)
Fought = Mapping[str, Troop]


def battle_report(view: KemetState | None, fought: Fought | None = None) -> Report | None:
    """The battle under way in ``view``, or None. ``fought``: the troops as they stood when
    the cards were turned over (the screen reads them off the state before the reveal); the
    strengths are measured with them, so that they add up to what the battle was fought with
    even after losses, Reinforcements or a retreat changed the troops on the board."""
    if view is None or battle.marker_index(view) is None:
        return None
    c = battle.ctx(view)
    sides = tuple(_side(view, c, role, (fought or {}).get(role), fought) for role in battle.ROLES)
    return Report(
        c["space"],
        c["attacker"],
        c["stage"],
        bool(c["fought"]),
        c["winner"],
        tuple(c["no_discard"]),
        sides,
    )  # type: ignore[arg-type]


def _as_fought(view: KemetState, c: dict, role: str, troop: Troop) -> tuple[KemetState, dict]:
    """``view`` and the record with ``role``'s troop put back as it fought."""
    if role == "def":
        return view.with_troop(c["space"], troop), c
    creature = (troop.creature, troop.creature_owner or SETH) if troop.creature else ()
    return view, {
        **c,
        "att_units": troop.units,
        "att_creature": creature,
        "att_corrupted": troop.corrupted,
    }


def _side(
    view: KemetState, c: dict, role: str, fought: Troop | None, every: Fought | None = None
) -> Side:
    troop = battle.troop(view, role, c)
    measured = (
        c["fought"] and not _hidden(c, role) and (fought is not None or c["stage"] in MEASURABLE)
    )
    strength, totals, found = None, battle.Totals(), ()
    if measured:
        if fought is not None:
            state, cc = view, c
            for each, troop_then in (every or {}).items():  # both sides: a creature of one
                state, cc = _as_fought(state, cc, each, troop_then)  # may cancel the other's
            troop, units = fought, fought.size
        else:
            state, cc = view, c
            units = troop.size + (len(c[f"{role}_killed"]) - c[f"{role}_pre"] if c["winner"] else 0)
        totals = battle.totals(state, cc, role)
        found = battle.parts(state, cc, role)
        strength = Strength(
            tuple(
                (p.source, units if p.source == battle.UNITS else p.strength)
                for p in found
                if p.strength or p.source == battle.UNITS
            )
        )
    alone = battle.creature_card(c["creature_card"]) if role == "att" else None
    return Side(
        role,
        c[f"{role}_fighter"],
        tuple(c[f"{role}_seats0"]),
        troop.units,
        troop.creature,
        c[f"{role}_play"],
        c[f"{role}_discard"],
        tuple(c[f"{role}_di"]),
        strength,
        totals.damage,
        totals.protection,
        totals.unblockable,
        c[f"{role}_dmg"] + c[f"{role}_own"] if c["winner"] else 0,
        alone.name if alone is not None else "",
        _by_source(found, "damage"),
        _by_source(found, "protection"),
        _by_source(found, "unblockable"),
    )


def _by_source(parts: tuple, value: str) -> tuple[tuple[str, int], ...]:
    """The parts that add to ``value`` (damage, protection...), each with its source."""
    return tuple((p.source, getattr(p, value)) for p in parts if getattr(p, value))


def _hidden(c: dict, role: str) -> bool:
    return c[f"{role}_play"] == HIDDEN or HIDDEN in c[f"{role}_di"]


# --- one card -------------------------------------------------------------------------------------
def card_lines(card: BattleCard | None, border: Style, face: Style) -> list[Text]:
    """A battle card drawn in ``CARD_LINES`` lines of ``CARD_WIDTH`` cells (None: face down)."""
    inner = CARD_WIDTH - 2
    if card is None:
        body = [g.HIDDEN_CARD * inner] * (CARD_LINES - 2)
    else:
        body = _name_lines(card.name, inner) + [
            f"STR {card.strength:<2}DMG {card.damage}".ljust(inner)[:inner],
            _last_line(card).ljust(inner)[:inner],
        ]
    lines = [g.styled("╭" + "─" * inner + "╮", border)]
    for row in body:
        line = g.styled("│", border)
        line.append(row, face)
        line.append("│", border)
        lines.append(line)
    lines.append(g.styled("╰" + "─" * inner + "╯", border))
    return lines


def _name_lines(name: str, width: int) -> list[str]:
    words, lines, line = name.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    lines.append(line)
    if len(lines) > 2:
        lines = [lines[0], (" ".join(lines[1:]))[: width - 1] + "…"]
    return [entry.ljust(width)[:width] for entry in (lines + [""])[:2]]


def _last_line(card: BattleCard) -> str:
    if battle.is_mirror(card):
        return "copies foe"
    parts = [f"PRO {card.protection}"]
    if card.unblockable:
        parts.append(f"UNB {card.unblockable}")
    elif card.own_losses:
        parts.append(f"-{card.own_losses}own")
    return " ".join(parts)


__all__ = [
    "CARD_LINES",
    "CARD_WIDTH",
    "Report",
    "Side",
    "Fought",
    "Strength",
    "battle_report",
    "card_lines",
]
