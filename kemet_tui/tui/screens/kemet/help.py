"""Kemet help: the rules, the notation, every tile and card (searchable), and the keys.

The rules and the notation are data shipped with the ruleset (``rulesets/kemet-seth/help.toml``);
the cards are read from the ruleset data itself (``load_kemet_data()``), so the help always
says what the engine plays: a tile edited in ``tiles.toml`` reads the same here. Typing in the
Cards tab's search field keeps the entries whose name, kind or text holds every word typed;
the Rules tab's keeps the sections of the rules that hold every word (``/`` reaches the search
field of the tab on show).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Markdown, Static, TabbedContent, TabPane

from kemet_tui.core.data import load_toml
from kemet_tui.rules.kemet.view.content import BRACKETS, load_kemet_data
from kemet_tui.tui.help_search import sections_matching
from kemet_tui.tui.looks.resources import DIALOG_CSS, KEMET_CSS
from kemet_tui.tui.screens.help import key_text
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.board_look import SELECTED_SIGN, TARGET_SIGN
from kemet_tui.tui.widgets.plain import PlainStatic


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One tile, card or token as the help lists it."""

    kind: str
    name: str
    details: str
    text: str

    def matches(self, words: Sequence[str]) -> bool:
        haystack = f"{self.kind} {self.name} {self.details} {self.text}".lower()
        return all(word in haystack for word in words)


#: keys of the panels and the table, beside the screen's own bindings
PANEL_KEYS = (
    ("up,down,enter", "choose an answer in the decision panel"),
    ("1-9", "the answer of that line, from anywhere on the screen"),
    ("0a,0b", "the 10th, 11th... answer (0 then the letter shown)"),
    ("a-z", "a letter no key takes starts a typed token (next:a2 + enter plays it)"),
    ("tab", "reach the map, the action board, the cards or the tiles, and on"),
    (
        "arrows,enter",
        "move on the map or a board, and pick there (a map taller than the "
        "terminal pans to the cursor; the mouse wheel scrolls it)",
    ),
    ("[,]", "the map's previous / next target space"),
)


def keys_markdown(keys: Sequence[tuple[str, str]]) -> str:
    """A Markdown table of (keys, what they do), with the mouse's part."""
    rows = [f"| `{key_text(k)}` | {what} |" for k, what in (*PANEL_KEYS, *keys)]
    mouse = (
        "\n\nWith the mouse: click an answer in the decision panel, or a space, a card or a "
        "tile on the table (only legal answers are played); click the keys in the footer; "
        "`ctrl+p` opens the command palette."
    )
    return "| keys | what they do |\n| --- | --- |\n" + "\n".join(rows) + mouse


@cache
def help_text() -> tuple[str, str]:
    """(rules, notation) Markdown from ``help.toml``; the rules end with how the map is
    drawn (:func:`map_legend`)."""
    data = load_toml("kemet-seth", "help.toml")["help"]
    return data["rules"].rstrip() + "\n\n" + map_legend(), data["notation"]


#: what each kind of space is, in the order the legend lists them
SPACE_KINDS = (
    ("district", "a district of a member's city (a1b: A1's district b)"),
    ("seth_district", "a district of Seth's city"),
    ("desert", "a desert"),
    ("obelisk_desert", "an obelisk desert (a teleport lands on an obelisk)"),
    ("temple", "a temple; the number after it is the PP it gives at night"),
    ("sanctuary", "the Sanctuary"),
    ("portal", "a portal"),
)


def map_legend() -> str:
    """The map's conventions as the board draws them (the brackets of each kind of space,
    the marks after a label, the troops), so that the help says what the screen shows."""
    lines = ["## Reading the map", ""]
    for kind, meaning in SPACE_KINDS:
        left, right = BRACKETS[kind]
        example = {
            "district": "a1b",
            "seth_district": "s1",
            "desert": "f1",
            "obelisk_desert": "o1",
            "temple": "t1",
            "sanctuary": "sa",
            "portal": "p1",
        }[kind]
        shown = f"{left}{example}{right}" + ("3" if kind == "temple" else "")
        lines.append(f"- `{shown}` {meaning}")
    lines += [
        "- After a label: `R2` a red level-2 pyramid (R B W K P: red, blue, white, black, "
        f"purple), `{g.SACRED}2` a level-2 sacred temple, `{g.PORTAL_CLOSED}` / "
        f"`{g.PORTAL_OPEN}` a portal closed / open.",
        f"- Troops: a seat's glyph and its units (`♦3`: three of A1's, `☥5`: five of "
        f"Seth's), `ˣ2` two corrupted units, `{g.CREATURE}` a creature.",
        "- Each space is a patch of the map round its label, in its kind's colour (a city's "
        "districts in their owner's, inside a wall `┃━`); its name is written in it when "
        "there is room. A dashed line `╎ ╌` between two patches is a step from one to the "
        "other, a solid line `│ ─` no way across; a wall is dashed `┇ ┅` at a district's "
        "gate. The space panel lists where a troop can go from the space under the cursor.",
        "- Obelisks stand on every temple, on the Sanctuary and on the obelisk deserts, each "
        f"marked `{g.OBELISK}` in its patch next to its label: a teleport lands on one of them.",
        "- `≈` is the Nile between the banks; `═` a harbour crossing it.",
        "- At 160 × 50 the map is seen whole. In a smaller terminal it scrolls: the arrows "
        "pan it to the space under the cursor, the mouse wheel scrolls it (its key under it).",
        f"- `{TARGET_SIGN}` before a label and dots over its patch: a space you can choose "
        f"now; `{SELECTED_SIGN}` the space already picked; the cursor's label is drawn "
        "reversed.",
    ]
    return "\n".join(lines) + "\n"


@cache
def card_entries() -> tuple[CardEntry, ...]:
    """Every tile, battle card, creature card, DI card, temple power and token of the data."""
    data = load_kemet_data()
    entries = [
        CardEntry(
            "Power tile",
            t.name,
            f"{t.colour} {t.level} · {t.cost} PP" + (" · Ta Seti" if t.module == "ta-seti" else ""),
            t.text,
        )
        for t in data.tiles.tile
    ]
    entries += [
        CardEntry(
            f"Battle card ({c.side})",
            c.name,
            f"strength {c.strength} · damage {c.damage} · protection "
            f"{c.protection}" + (f" · unblockable {c.unblockable}" if c.unblockable else ""),
            c.text,
        )
        for c in data.cards.battle_card
    ]
    entries += [
        CardEntry("Seth creature card", c.name, f"{c.phase} · power {c.power}", c.text)
        for c in data.cards.creature_card
    ]
    entries += [
        CardEntry(
            f"DI card ({c.deck})",
            c.name,
            f"{c.cost} PP · {c.timing} · {c.copies} cop{'y' if c.copies == 1 else 'ies'}",
            c.text,
        )
        for c in data.decks.di_card
    ]
    entries += [CardEntry("Temple power", p.name, "", p.text) for p in data.tokens.temple_power]
    entries += [
        CardEntry("Prayer token", p.name, f"back {p.back_pp} PP · front {p.front_pp} PP", p.text)
        for p in data.tokens.prayer_token
    ]
    entries += [
        CardEntry("Action token", t.name, t.colour, t.text) for t in data.tokens.action_token
    ]
    return tuple(entries)


def rules_matching(query: str) -> str:
    """The rules' sections that hold every word of ``query`` (the whole rules when blank)."""
    rules, _ = help_text()
    return sections_matching(rules, query)


def cards_text(query: str) -> Text:
    """The entries matching ``query`` (all of them when it is blank)."""
    words = query.lower().split()
    found = [e for e in card_entries() if e.matches(words)]
    if not found:
        return Text(f"Nothing matches {query!r}.", style="italic")
    text = Text()
    text.append(f"{len(found)} of {len(card_entries())} entries\n", style="dim")
    for entry in found:
        text.append(f"\n{entry.name}", style="bold #e6c84a")
        text.append(
            f"  {entry.kind}" + (f" · {entry.details}" if entry.details else ""), style="#8a93a6"
        )
        text.append(f"\n  {entry.text}\n")
    return text


class KemetHelpScreen(ModalScreen[None]):
    """Rules, notation, cards and keys in four tabs; Esc or ``?`` closes it."""

    CSS_PATH = [DIALOG_CSS, KEMET_CSS]

    BINDINGS = [
        Binding("escape,question_mark", "dismiss", "Close", id="kemet-help.close"),
        Binding("f1", "tab('rules')", "Rules", id="kemet-help.rules"),
        Binding("f2", "tab('notation')", "Notation", id="kemet-help.notation"),
        Binding("f3", "tab('cards')", "Cards", id="kemet-help.cards"),
        Binding("f4", "tab('keys')", "Keys", id="kemet-help.keys"),
        # first, even in a search field: ``/`` there is the key that searches, never a letter
        Binding("slash", "find", "Search", id="kemet-help.find", priority=True),
    ]
    #: the search field of each tab that has one
    SEARCHES = {"rules": "#rules-search", "cards": "#card-search"}

    def __init__(self, keys: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.keys = list(keys)

    def compose(self) -> ComposeResult:
        rules, notation = help_text()
        with Vertical(id="help-box") as box:
            box.border_title = "Help: Kemet: Seth"
            # no ``initial``: the first pane (Rules) opens anyway, and a named initial tab
            # raised ValueError when the screen went before its tabs were mounted
            with TabbedContent():
                with TabPane("Rules (F1)", id="rules"):
                    yield SteadyInput(
                        placeholder="search the rules: words of a section (/)", id="rules-search"
                    )
                    yield VerticalScroll(Markdown(rules, id="rules-text"))
                with TabPane("Notation (F2)", id="notation"):
                    yield VerticalScroll(Markdown(notation))
                with TabPane("Cards (F3)", id="cards"):
                    yield SteadyInput(
                        placeholder="search: a name or words of the text", id="card-search"
                    )
                    yield VerticalScroll(PlainStatic(cards_text(""), id="card-list"))
                with TabPane("Keys (F4)", id="keys"):
                    yield VerticalScroll(Markdown(keys_markdown(self.keys)))
            yield PlainStatic(
                "F1-F4 switch tabs · / searches the rules or the cards · ↑ ↓ PgUp PgDn "
                "scroll · Esc closes",
                id="help-hint",
            )

    @while_shown
    def on_mount(self) -> None:
        self.query_one("#rules VerticalScroll").focus()

    def action_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab
        target = "#card-search" if tab == "cards" else f"#{tab} VerticalScroll"
        self.query_one(target).focus()

    def action_find(self) -> None:
        """``/``: the search field of the tab on show (the Cards tab's for the others)."""
        tab = self.query_one(TabbedContent).active
        if tab not in self.SEARCHES:
            self.action_tab("cards")
            return
        field = self.query_one(self.SEARCHES[tab], Input)
        if field.has_focus:  # searching again: what is typed next replaces the old words
            field.select_all()
        field.focus()

    @on(Input.Changed, "#card-search")
    def _search(self, event: Input.Changed) -> None:
        self.query_one("#card-list", Static).update(cards_text(event.value))

    @on(Input.Changed, "#rules-search")
    async def _search_rules(self, event: Input.Changed) -> None:
        await self.query_one("#rules-text", Markdown).update(rules_matching(event.value))

    def search(self, query: str) -> None:
        """Show the Cards tab filtered by ``query`` (for the palette and the tests)."""
        self.action_tab("cards")
        self.query_one("#card-search", Input).value = query
