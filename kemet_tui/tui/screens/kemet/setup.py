"""The Kemet: Seth setup form: the Alliance's size, everyone's names, the members' colours,
who plays each seat (a human, or one of the Kemet bots), Ta Seti, an experienced Seth (10 VP),
open hands, the teacher of a first game and the seed.

Only the table's choices are asked here; each seat's own setup (pyramids, units, free tile) is a
decision of the game, answered behind the curtain. The form builds the :class:`Engine` itself,
so a bad option (two equal names, two members of one colour) is reported with the core's own
message before anything starts.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Input, Select, Static, Switch

from kemet_tui.core import Engine
from kemet_tui.core.text import NAME_LIMIT
from kemet_tui.rules.kemet import MEMBER_COLOURS, MEMBERS, SETH
from kemet_tui.teach import TIMES
from kemet_tui.tui.looks.resources import DIALOG_CSS, KEMET_CSS
from kemet_tui.tui.screens.dialogs import EnterMovesOn
from kemet_tui.tui.screens.kemet.seats import PALETTE
from kemet_tui.tui.screens.new_game import HUMAN, error_text, parse_seed, seat_choices
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.widgets.kemet.glyphs import SEAT_GLYPH
from kemet_tui.tui.widgets.plain import PlainLabel, PlainStatic
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_select import SteadySelect

RULESET = "kemet-seth"
SIZES = (2, 3, 4, 5)


def switch_text(on: bool) -> str:
    """``✓ on`` / ``✗ off`` beside a switch: its state in words, not only in colour."""
    return "✓ on" if on else "✗ off"


def colour_options() -> list[tuple[str, str]]:
    """``▲ red`` … for the colour pickers: the glyph goes with the colour everywhere."""
    return [(f"{PALETTE[c][1]} {c}", c) for c in MEMBER_COLOURS]


def options_from(
    n: int,
    seth: str,
    names: list[str],
    colours: list[str],
    ta_seti: bool,
    experienced: bool,
    players: dict[str, str] | None = None,
    open_hands: bool = False,
    teach: bool = False,
) -> dict:
    """Engine options from the form. Blank names keep the seats' own (Seth, A1…); with no name
    typed at all the players are not named. ``players`` maps a seat to ``human`` or a bot spec;
    only the bots of seats in play are stored (a game of humans keeps the record it had).
    ``open_hands`` and ``teach`` are stored only when chosen (off, a game's record stays as it
    was)."""
    typed = [seth.strip()] + [name.strip() for name in names[:n]]
    defaults = ["Seth"] + [m.upper() for m in MEMBERS[:n]]
    options: dict = {
        "alliance_size": n,
        "ta_seti": ta_seti,
        "seth_target_vp": 10 if experienced else 8,
        "colours": tuple(colours[:n]),
    }
    if open_hands:
        options["open_hands"] = True
    if teach:
        options["teach"] = True
    if any(typed):
        options["players"] = tuple(name or default for name, default in zip(typed, defaults))
    in_play = (SETH, *MEMBERS[:n])
    bots = {
        seat: spec for seat, spec in (players or {}).items() if spec != HUMAN and seat in in_play
    }
    if bots:
        options["bots"] = bots
    return options


def setup_hint(open_hands: bool, teach: bool = False) -> str:
    """The line under the form: how the game goes on, with open hands what it reveals, and
    with the teacher what it does."""
    if open_hands:
        hint = (
            "House rule, not the rulebook's: each member sees the other members' DI cards, "
            "battle cards and discards, and the keyboard passes among them with no curtain. "
            "Seth sees none of them, they see none of his, and two members fighting each "
            "other keep their cards to themselves."
        )
    else:
        hint = (
            "Each player then sets up behind the privacy curtain, Seth first; computer "
            "seats play on their own."
        )
    if teach:
        times = {2: "two", 3: "three", 4: "four"}.get(TIMES, str(TIMES))
        hint += (
            f" The teacher explains each kind of question the first {times} times; T "
            "shows or hides a lesson."
        )
    return hint


class KemetSetupDialog(EnterMovesOn, ModalScreen[Engine | None]):
    """Set up a Kemet: Seth game; dismisses with the started engine, or None."""

    CSS_PATH = [DIALOG_CSS, KEMET_CSS]

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="kemet-setup.cancel")]

    def __init__(self, seed: int | None = None, teach: bool = False) -> None:
        super().__init__()
        self.seed = seed
        #: the Teach me switch starts on (the player's setting for new games)
        self.teach = teach

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide", id="kemet-setup") as box:
            box.border_title = "New game: Kemet: Seth"
            with Grid(id="kemet-setup-grid"):
                yield PlainLabel("Alliance members")
                yield SteadySelect(
                    [(f"{n} members ({n + 1} players)", n) for n in SIZES],
                    value=2,
                    allow_blank=False,
                    compact=True,
                    id="size",
                )
                yield from (PlainStatic(), PlainStatic())
                yield from (
                    PlainStatic(),
                    PlainStatic("Name", classes="setup-head"),
                    PlainStatic("Colour", classes="setup-head"),
                    PlainStatic("Played by", classes="setup-head"),
                )
                yield PlainLabel("Seth")
                yield SteadyInput(placeholder="Seth", id="name-seth", max_length=NAME_LIMIT)
                yield PlainStatic(f"{SEAT_GLYPH[SETH]} purple", classes="seth-colour")
                yield self.player_choice(SETH)
                for index, seat in enumerate(MEMBERS):
                    yield PlainLabel(f"Member {seat.upper()}", classes=f"member-{seat}")
                    yield SteadyInput(
                        placeholder=seat.upper(),
                        id=f"name-{seat}",
                        max_length=NAME_LIMIT,
                        classes=f"member-{seat}",
                    )
                    yield SteadySelect(
                        colour_options(),
                        value=MEMBER_COLOURS[index],
                        compact=True,
                        allow_blank=False,
                        id=f"colour-{seat}",
                        classes=f"member-{seat}",
                    )
                    yield self.player_choice(seat)
                for switch, label in (
                    ("ta-seti", "Ta Seti modules"),
                    ("experienced", "Experienced Seth (10 VP)"),
                    ("open-hands", "Members show their cards"),
                    ("teach", "Teach me (first game)"),
                ):
                    on = switch == "teach" and self.teach
                    yield PlainLabel(label)
                    yield Switch(on, id=switch)
                    yield from (
                        PlainStatic(switch_text(on), id=f"{switch}-state", classes="switch-state"),
                        PlainStatic(),
                    )
                yield PlainLabel("Seed")
                yield SteadyInput(
                    "" if self.seed is None else str(self.seed),
                    placeholder="blank: random",
                    id="seed",
                )
            yield PlainStatic(setup_hint(False, self.teach), id="setup-hint", classes="dialog-hint")
            yield PlainStatic("", id="setup-problem", classes="dialog-problem")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Start (Enter)", variant="primary", id="start")
                yield Button("Cancel (Esc)", id="cancel")
        # the form's own keys, not those of the screen beneath (the title's, a game's)
        yield SteadyFooter(compact=True)

    @staticmethod
    def player_choice(seat: str) -> Select:
        """Human, or one of the bots that can sit at Kemet: Seth."""
        member = f"member-{seat}" if seat != SETH else ""
        return SteadySelect(
            seat_choices(RULESET),
            value=HUMAN,
            allow_blank=False,
            compact=True,
            id=f"player-{seat}",
            classes=member,
        )

    @while_shown
    def on_mount(self) -> None:
        self.show_members(2)
        self.query_one("#name-seth", Input).focus()

    @property
    def alliance_size(self) -> int:
        value = self.query_one("#size", Select).value
        return value if isinstance(value, int) else 2

    @on(Select.Changed, "#size")
    def _size_changed(self) -> None:
        self.show_members(self.alliance_size)

    def show_members(self, n: int) -> None:
        """Only the rows of the N members in play are shown."""
        for index, seat in enumerate(MEMBERS):
            for widget in self.query(f".member-{seat}"):
                if index >= n:
                    self.let_go(widget)
                widget.display = index < n

    def let_go(self, widget: Widget) -> None:
        """A widget about to be hidden gives up the keyboard: its drop-down closes and the
        focus goes to the Alliance's size. The size's change arrives as a message, after
        keys typed in the meantime (a burst from the terminal) may have opened a colour list
        in a row it hides; the keys after it then paged through a list with no lines to show
        (``KeyError`` inside Textual's option list)."""
        if isinstance(widget, Select) and widget.expanded:
            widget.expanded = False
        focused = self.focused
        if focused is not None and widget in focused.ancestors_with_self:
            self.query_one("#size", Select).focus()

    @on(Switch.Changed)
    def _switch_changed(self, event: Switch.Changed) -> None:
        """A switch says on or off in words too, not by its colour alone."""
        if event.switch.id:
            self.query_one(f"#{event.switch.id}-state", Static).update(switch_text(event.value))
        if event.switch.id in ("open-hands", "teach"):
            self.query_one("#setup-hint", Static).update(
                setup_hint(
                    self.query_one("#open-hands", Switch).value,
                    self.query_one("#teach", Switch).value,
                )
            )
        self.forget_problem()

    @on(Select.Changed)
    @on(Input.Changed)
    def forget_problem(self) -> None:
        """The problem shown was about the form as it was: any change takes it away (Start
        says it again if it is still there)."""
        self.query_one("#setup-problem", Static).update("")

    @on(Button.Pressed, "#start")
    def start(self) -> None:
        """Build the engine from the form, or say what is wrong with it."""
        n = self.alliance_size
        names = [self.query_one(f"#name-{seat}", Input).value for seat in MEMBERS]
        colours = [str(self.query_one(f"#colour-{seat}", Select).value) for seat in MEMBERS]
        players = {
            seat: str(self.query_one(f"#player-{seat}", Select).value) for seat in (SETH, *MEMBERS)
        }
        options = options_from(
            n,
            self.query_one("#name-seth", Input).value,
            names,
            colours,
            self.query_one("#ta-seti", Switch).value,
            self.query_one("#experienced", Switch).value,
            players,
            self.query_one("#open-hands", Switch).value,
            self.query_one("#teach", Switch).value,
        )
        try:
            seed = parse_seed(self.query_one("#seed", Input).value)
            engine = Engine(RULESET, seed, options)
        except ValueError as error:
            self.query_one("#setup-problem", Static).update(error_text(error))
            return
        self.dismiss(engine)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
