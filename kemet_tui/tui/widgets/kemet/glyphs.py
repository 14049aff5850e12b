"""How Kemet: Seth things look: each seat's glyph and colour, pyramid and tile colours, and the
small Rich texts every Kemet widget shares (a troop, a pyramid, a seat's name).

Nothing depends on colour alone: every seat has its own glyph (``♦ ♠ ♣ ● ▲`` for the Alliance
members a1..a5 by default, ``☥`` for Seth), a pyramid or tile colour is a letter (``R B W K P``)
as well as a colour, a creature is ``✶``, a sacred temple ``⌂``, an obelisk ``▮``. Every glyph
here is in DejaVu Sans Mono (and so in the fonts derived from it) and is one cell wide.

The members' colours are a game option, so how a seat is drawn is a value, :class:`SeatLooks`:
each Kemet widget holds the game's in its ``looks`` (:class:`SeatLooked`) and hands it to the
helpers here. Nothing draws from a shared table that a game would have to rewrite.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive

from kemet_tui.rules.kemet import MEMBERS, SETH, KemetState, Troop, is_member
from kemet_tui.tui.looks.recolour import themed_line_filters

#: a member colour -> (screen colour, glyph, district background); every glyph is one cell wide
PALETTE: Mapping[str, tuple[str, str, str]] = MappingProxyType(
    {
        "red": ("#ef6a5f", "♦", "#3f2624"),
        "blue": ("#5a9cff", "♠", "#1f2c44"),
        "white": ("#e4e4e4", "♣", "#35373c"),
        "green": ("#5ccf6e", "●", "#1f3a26"),
        "yellow": ("#f2cf4a", "▲", "#3d3620"),
        "orange": ("#f0913a", "■", "#42301c"),
    }
)
#: Seth's look: (colour name, screen colour, glyph, district background)
SETH_LOOK = ("purple", "#c08bf5", "☥", "#33244a")
#: the members' colours of a game that chose none, in seat order
DEFAULT_COLOURS = ("red", "blue", "white", "green", "yellow")


@dataclass(frozen=True)
class SeatLooks:
    """How every seat is drawn in one game: (seat, colour name, screen colour, glyph, district
    background) for Seth and the members a1..a5. Hashable, so drawings cached by their looks
    stay right when another game (with other colours) is drawn."""

    seats: tuple[tuple[str, str, str, str, str], ...]
    colour: Mapping[str, str] = field(init=False, compare=False, repr=False)
    glyph: Mapping[str, str] = field(init=False, compare=False, repr=False)
    colour_name: Mapping[str, str] = field(init=False, compare=False, repr=False)
    district: Mapping[str, str] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        for index, name in enumerate(("colour_name", "colour", "glyph", "district"), 1):
            table = MappingProxyType({row[0]: row[index] for row in self.seats})
            object.__setattr__(self, name, table)

    @classmethod
    def for_colours(cls, colours: Sequence[str]) -> SeatLooks:
        """The looks of a game whose members a1, a2... play ``colours`` (the members after
        them keep the default colours not taken)."""
        rest = [c for c in DEFAULT_COLOURS if c not in colours]
        chosen = [*colours, *rest][: len(MEMBERS)]
        rows = [(SETH, *SETH_LOOK)]
        rows += [
            (seat, colour, *PALETTE[colour]) for seat, colour in zip(MEMBERS, chosen, strict=False)
        ]
        return cls(tuple(rows))


DEFAULT_LOOKS = SeatLooks.for_colours(DEFAULT_COLOURS)
#: the default looks, read-only (a widget draws with its own ``looks``)
SEAT_GLYPH = DEFAULT_LOOKS.glyph
SEAT_COLOUR = DEFAULT_LOOKS.colour
SEAT_COLOUR_NAME = DEFAULT_LOOKS.colour_name


class SeatLooked:
    """Mixin of the Kemet widgets that draw seats: ``looks`` is the game's (the screen sets it
    once; a demo or a test keeps the defaults), and their colours follow the theme
    (``tui/looks/recolour.py``)."""

    looks: reactive[SeatLooks] = reactive(DEFAULT_LOOKS)

    def get_line_filters(self):  # noqa: ANN201 - Textual's signature
        return themed_line_filters(self)


#: pyramid and tile colours: a letter and a colour each (black is drawn grey to show on dark)
COLOUR_LETTER = {"red": "R", "blue": "B", "white": "W", "black": "K", "purple": "P"}
COLOUR_HEX = {
    "red": "#ef6a5f",
    "blue": "#5a9cff",
    "white": "#e4e4e4",
    "black": "#9d9d9d",
    "purple": "#c08bf5",
}
COLOUR_ORDER = ("red", "blue", "white", "black", "purple")
CREATURE = "✶"
SACRED = "⌂"
#: before a troop in flight on a space (moving, or attacking it)
MOVING = "»"
PORTAL_CLOSED = "⊘"
PORTAL_OPEN = "⇄"
#: an obelisk, drawn in the patch of every space that has one: a pillar (``▲`` is a member's
#: glyph and would read as a troop; ``†`` reads as Seth's ``☥``)
OBELISK = "▮"
HIDDEN_CARD = "▒"

MUTED = Style(color="#8a93a6")
TEXT = Style(color="#d7dce6")
STRONG = Style(color="#f0f3f8", bold=True)
GOLD = Style(color="#e8c35a", bold=True)
GOOD = Style(color="#6fd08c", bold=True)
BAD = Style(color="#ef6a5f", bold=True)


@lru_cache(maxsize=None)
def seat_style(seat: str, bold: bool = True, looks: SeatLooks = DEFAULT_LOOKS) -> Style:
    return Style(color=looks.colour.get(seat, "#d7dce6"), bold=bold)


@lru_cache(maxsize=None)
def colour_style(colour: str, bold: bool = True) -> Style:
    return Style(color=COLOUR_HEX.get(colour, "#d7dce6"), bold=bold)


def seat_tag(seat: str) -> str:
    """``A1``, ``Seth``: the short name of a seat (the player's name is ``seat_name``)."""
    return "Seth" if seat == SETH else seat.upper()


def seat_name(state: KemetState | None, seat: str) -> str:
    """The player's name when one was given, else the seat tag."""
    tag = seat_tag(seat)
    if state is None:
        return tag
    name = state.name(seat)
    return name if name and name != tag else tag


def seat_text(
    state: KemetState | None, seat: str, glyph: bool = True, looks: SeatLooks = DEFAULT_LOOKS
) -> Text:
    """``♦ A1`` (or ``♦ Ana``) in the seat's colour."""
    label = seat_name(state, seat)
    return styled(
        f"{looks.glyph.get(seat, '?')} {label}" if glyph else label, seat_style(seat, True, looks)
    )


def pyramid_text(colour: str, level: int) -> Text:
    """``R2``: a red pyramid of level 2."""
    return styled(f"{COLOUR_LETTER.get(colour, '?')}{level}", colour_style(colour))


def troop_parts(troop: Troop | None, looks: SeatLooks = DEFAULT_LOOKS) -> list[tuple[str, str]]:
    """A troop as (text, colour) pieces: ``♦3`` ``♠2`` ``✶`` (Seth's corrupted units: ``☥4``
    then ``ˣ2`` in the colour of the member they came from)."""
    if troop is None:
        return []
    colour = looks.colour
    parts = [
        (f"{looks.glyph.get(seat, '?')}{count}", colour.get(seat, "#d7dce6"))
        for seat, count in troop.units
    ]
    bad = sum(n for _, n in troop.corrupted)
    if bad:
        parts.append((f"ˣ{bad}", colour.get(troop.corrupted[0][0], "#d7dce6")))
    if troop.creature:
        parts.append((CREATURE, colour.get(troop.creature_owner or SETH, "#d7dce6")))
    return parts


def troop_text(troop: Troop | None, looks: SeatLooks = DEFAULT_LOOKS) -> Text:
    text = Text()
    for part, colour in troop_parts(troop, looks):
        text.append(part, Style(color=colour, bold=True))
    return text


def member_or_seth(seat: str) -> bool:
    return seat == SETH or is_member(seat)


def legend(seats: tuple[str, ...], looks: SeatLooks = DEFAULT_LOOKS) -> Text:
    """``♦A1 ♠A2 ☥Seth``: whose glyph is whose."""
    text = Text()
    for index, seat in enumerate(seats):
        if index:
            text.append(" ")
        text.append(f"{looks.glyph[seat]}{seat_tag(seat)}", seat_style(seat, True, looks))
    return text


#: extra action tokens by their colour: a shape each
TOKEN_SHAPES = {
    "gold": ("◆", "#e8c35a"),
    "silver": ("◇", "#c9ced8"),
    "grey": ("□", "#8d939e"),
    "transparent": ("○", "#e8f4ff"),
}


def token_look(token: str, board: str, looks: SeatLooks = DEFAULT_LOOKS) -> tuple[str, str]:
    """(glyph, colour) of an action token on ``board``'s spaces: a member's normal token is
    his glyph, Seth's purple one ``☥``, a member's token on Seth's board that member's glyph,
    and the extra tokens ``◆`` gold, ``◇`` silver, ``□`` grey, ``○`` transparent (none of
    them a member's glyph, whatever colours the members play)."""
    if token == "token-alliance":
        return looks.glyph.get(board, "?"), looks.colour.get(board, "#d7dce6")
    if token == "token-purple":
        return looks.glyph[SETH], looks.colour[SETH]
    if token in looks.glyph:
        return looks.glyph[token], looks.colour[token]
    for colour, look in TOKEN_SHAPES.items():
        if token.startswith(f"token-{colour}"):
            return look
    return "?", "#d7dce6"


def styled(text: str, style: Style | str) -> Text:
    """A Text whose first piece has ``style`` (unlike ``Text(text, style)``, whose style would
    also lie under everything appended later)."""
    out = Text()
    out.append(text, style)
    return out
