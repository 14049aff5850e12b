"""How Kemet: Seth things look: each seat's glyph and colour, pyramid and tile colours, and the
small Rich texts every Kemet widget shares (a troop, a pyramid, a seat's name).

Nothing depends on colour alone: every seat has its own glyph (``♦ ♠ ♣ ● ▲`` for the Alliance
members a1..a5, ``☥`` for Seth), a pyramid or tile colour is a letter (``R B W K P``) as well as a
colour, a creature is ``✶``, a sacred temple ``⌂``. Every glyph here is in DejaVu Sans Mono
(and so in the fonts derived from it) and is one cell wide.
"""

from __future__ import annotations

from functools import lru_cache

from rich.style import Style
from rich.text import Text

from kemet_tui.rules.kemet.state import SETH, KemetState, Troop, is_member

SEAT_GLYPH = {"a1": "♦", "a2": "♠", "a3": "♣", "a4": "●", "a5": "▲", SETH: "☥"}
SEAT_COLOUR = {
    "a1": "#ef6a5f",  # red
    "a2": "#5a9cff",  # blue
    "a3": "#e4e4e4",  # white / grey
    "a4": "#5ccf6e",  # green
    "a5": "#f2cf4a",  # yellow
    SETH: "#c08bf5",  # purple
}
SEAT_COLOUR_NAME = {"a1": "red", "a2": "blue", "a3": "white", "a4": "green", "a5": "yellow",
                    SETH: "purple"}
#: pyramid and tile colours: a letter and a colour each (black is drawn grey to show on dark)
COLOUR_LETTER = {"red": "R", "blue": "B", "white": "W", "black": "K", "purple": "P"}
COLOUR_HEX = {"red": "#ef6a5f", "blue": "#5a9cff", "white": "#e4e4e4", "black": "#9d9d9d",
              "purple": "#c08bf5"}
COLOUR_ORDER = ("red", "blue", "white", "black", "purple")
CREATURE = "✶"
SACRED = "⌂"
#: before a troop in flight on a space (moving, or attacking it)
MOVING = "»"
PORTAL_CLOSED = "⊘"
PORTAL_OPEN = "⇄"
HIDDEN_CARD = "▒"

MUTED = Style(color="#8a93a6")
TEXT = Style(color="#d7dce6")
STRONG = Style(color="#f0f3f8", bold=True)
GOLD = Style(color="#e8c35a", bold=True)
GOOD = Style(color="#6fd08c", bold=True)
BAD = Style(color="#ef6a5f", bold=True)


@lru_cache(maxsize=None)
def seat_style(seat: str, bold: bool = True) -> Style:
    return Style(color=SEAT_COLOUR.get(seat, "#d7dce6"), bold=bold)


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


def seat_text(state: KemetState | None, seat: str, glyph: bool = True) -> Text:
    """``♦ A1`` (or ``♦ Ana``) in the seat's colour."""
    label = seat_name(state, seat)
    return styled(f"{SEAT_GLYPH.get(seat, '?')} {label}" if glyph else label, seat_style(seat))


def pyramid_text(colour: str, level: int) -> Text:
    """``R2``: a red pyramid of level 2."""
    return styled(f"{COLOUR_LETTER.get(colour, '?')}{level}", colour_style(colour))


def troop_parts(troop: Troop | None) -> list[tuple[str, str]]:
    """A troop as (text, colour) pieces: ``♦3`` ``♠2`` ``✶`` (Seth's corrupted units: ``☥4``
    then ``ˣ2`` in the colour of the member they came from)."""
    if troop is None:
        return []
    parts = [(f"{SEAT_GLYPH.get(seat, '?')}{count}", SEAT_COLOUR.get(seat, "#d7dce6"))
             for seat, count in troop.units]
    bad = sum(n for _, n in troop.corrupted)
    if bad:
        parts.append((f"ˣ{bad}", SEAT_COLOUR.get(troop.corrupted[0][0], "#d7dce6")))
    if troop.creature:
        parts.append((CREATURE, SEAT_COLOUR.get(troop.creature_owner or SETH, "#d7dce6")))
    return parts


def troop_text(troop: Troop | None) -> Text:
    text = Text()
    for part, colour in troop_parts(troop):
        text.append(part, Style(color=colour, bold=True))
    return text


def member_or_seth(seat: str) -> bool:
    return seat == SETH or is_member(seat)


def legend(seats: tuple[str, ...]) -> Text:
    """``♦A1 ♠A2 ☥Seth``: whose glyph is whose."""
    text = Text()
    for index, seat in enumerate(seats):
        if index:
            text.append(" ")
        text.append(f"{SEAT_GLYPH[seat]}{seat_tag(seat)}", seat_style(seat))
    return text


#: extra action tokens by their colour: a shape each
TOKEN_SHAPES = {"gold": ("◆", "#e8c35a"), "silver": ("◇", "#c9ced8"),
                "grey": ("□", "#8d939e"), "transparent": ("○", "#e8f4ff")}


def token_look(token: str, board: str) -> tuple[str, str]:
    """(glyph, colour) of an action token on ``board``'s spaces: a member's normal token is
    his glyph, Seth's purple one ``☥``, a member's token on Seth's board that member's glyph,
    and the extra tokens ``◆`` gold, ``◇`` silver, ``□`` grey, ``○`` transparent (none of
    them a member's glyph, whatever colours the members play)."""
    if token == "token-alliance":
        return SEAT_GLYPH.get(board, "?"), SEAT_COLOUR.get(board, "#d7dce6")
    if token == "token-purple":
        return SEAT_GLYPH[SETH], SEAT_COLOUR[SETH]
    if token in SEAT_GLYPH:
        return SEAT_GLYPH[token], SEAT_COLOUR[token]
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
