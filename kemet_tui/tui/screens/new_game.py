"""The new-game form: player names, colours by lot or as entered, the repetition draw, the
teacher of a first game, a seed, and who plays each colour (a human, or one of the bots that can sit at this ruleset).

Enter starts the game from any field, as the Start button says: it is a priority binding of
the form, so a switch does not toggle on it nor a menu open (Space does both). Only an open
menu's list and the Cancel button keep their own Enter. The form is reached only through a
clear yes when it would replace a game in play, so a move typed by mistake cannot get this far.
Its footer shows its own keys, not those of the screen beneath.

The form builds the :class:`Engine` itself so that invalid options (two equal names, a seed that
is not a number) are reported in the form, with the core's own message, before anything starts.
"""

from __future__ import annotations

import random

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, OptionList, Select, Static, Switch

from kemet_tui.bots.registry import menu_specs_for
from kemet_tui.core import Engine, get_ruleset
from kemet_tui.core.text import NAME_LIMIT
from kemet_tui.tui.looks.resources import DIALOG_CSS
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.widgets.plain import PlainLabel, PlainStatic, plain
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_select import SteadySelect

DEFAULT_NAMES = ("White", "Brown")
LOT_NAMES = ("Player 1", "Player 2")
SEATS = ("white", "brown")
HUMAN = "human"


def random_seed() -> int:
    """A fresh seed for a game the player did not seed (the UI's choice, not the engine's)."""
    return random.SystemRandom().randrange(1, 2**31)


def parse_seed(text: str) -> int:
    """The seed typed in the form; blank means a random one. ValueError when not a number."""
    text = text.strip()
    if not text:
        return random_seed()
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"The seed must be a whole number, not {text!r}.") from None


def options_from(
    names: tuple[str, str],
    by_lot: bool,
    repetition: bool,
    seats: dict[str, str] | None = None,
    teach: bool = False,
) -> dict:
    """Engine options from the form; blank names become colours (or Player 1/2 when by lot).

    ``seats`` maps a colour to ``human`` or a bot spec; only bot seats are stored (as the
    ``bots`` option), so that a game of two humans keeps the record it always had; ``teach``
    (the teacher of a first game) is stored only when on, for the same reason.
    """
    defaults = LOT_NAMES if by_lot else DEFAULT_NAMES
    players = tuple(name.strip() or default for name, default in zip(names, defaults))
    options = {"players": players, "colours_by_lot": by_lot, "repetition_draw": repetition}
    bots = {seat: spec for seat, spec in (seats or {}).items() if spec != HUMAN}
    if bots:
        options["bots"] = bots
    if teach:
        options["teach"] = True
    return options


def seat_choices(ruleset_name: str) -> list[tuple[str, str]]:
    """(label, value) of the seat menus: Human first, then the bots of this ruleset."""
    from kemet_tui.tui.parts.bot_seat_runner import bot_title

    return [("Human", HUMAN)] + [(bot_title(spec), spec) for spec in menu_specs_for(ruleset_name)]


def error_text(error: Exception) -> str:
    """The first problem in a player's words (pydantic's list shortened to one sentence)."""
    if isinstance(error, ValidationError):
        message = error.errors()[0]["msg"]
        return message.removeprefix("Value error, ").capitalize() + "."
    return str(error)


class NewGameDialog(ModalScreen[Engine | None]):
    """Set up a new game of one ruleset; dismisses with the started engine, or None."""

    CSS_PATH = DIALOG_CSS

    BINDINGS = [
        Binding("enter", "start", "Start", priority=True, id="new.start"),
        Binding("escape", "cancel", "Cancel", id="new.cancel"),
    ]

    def __init__(self, ruleset_name: str, seed: int | None = None, teach: bool = False) -> None:
        super().__init__()
        self.ruleset_name = ruleset_name
        self.seed = seed
        #: the Teach me switch starts on (the player's setting for new games)
        self.teach = teach

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide", id="new-game") as box:
            box.border_title = plain(f"New game: {get_ruleset(self.ruleset_name).title}")
            with Grid(id="new-game-grid"):
                yield PlainLabel("First player")
                yield SteadyInput(placeholder="White", id="name-1", max_length=NAME_LIMIT)
                yield PlainLabel("Second player")
                yield SteadyInput(placeholder="Brown", id="name-2", max_length=NAME_LIMIT)
                yield PlainLabel("Colours by lot")
                yield Switch(False, id="by-lot")
                yield PlainLabel("Third repetition draws")
                yield Switch(True, id="repetition")
                yield PlainLabel("Teach me (first game)")
                yield Switch(self.teach, id="teach")
                for seat in SEATS:
                    yield PlainLabel(f"{seat.capitalize()} is played by")
                    yield SteadySelect(
                        seat_choices(self.ruleset_name),
                        value=HUMAN,
                        allow_blank=False,
                        compact=True,
                        id=f"seat-{seat}",
                    )
                yield PlainLabel("Seed")
                yield SteadyInput(
                    "" if self.seed is None else str(self.seed),
                    placeholder="blank: random",
                    id="seed",
                )
            yield PlainStatic(
                "Off: the first player plays White and moves first.",
                id="lot-hint",
                classes="dialog-hint",
            )
            yield PlainStatic("", id="new-problem", classes="dialog-problem")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Start (Enter)", variant="primary", id="start")
                yield Button("Cancel (Esc)", id="cancel")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        self.query_one("#name-1", Input).focus()

    @on(Switch.Changed, "#by-lot")
    def _lot_changed(self, event: Switch.Changed) -> None:
        hint = (
            "On: colours are drawn by lot when the game starts."
            if event.value
            else "Off: the first player plays White and moves first."
        )
        self.query_one("#lot-hint", Static).update(hint)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter goes to an open menu's list (its choice) and to the Cancel button."""
        if action == "start":
            focused = self.focused
            return not (isinstance(focused, OptionList) or getattr(focused, "id", "") == "cancel")
        return True

    def action_start(self) -> None:
        self.start()

    @on(Button.Pressed, "#start")
    def start(self) -> None:
        """Build the engine from the form, or say what is wrong with it."""
        names = (self.query_one("#name-1", Input).value, self.query_one("#name-2", Input).value)
        by_lot = self.query_one("#by-lot", Switch).value
        repetition = self.query_one("#repetition", Switch).value
        seats = {seat: str(self.query_one(f"#seat-{seat}", Select).value) for seat in SEATS}
        try:
            seed = parse_seed(self.query_one("#seed", Input).value)
            options = options_from(
                names, by_lot, repetition, seats, self.query_one("#teach", Switch).value
            )
            engine = Engine(self.ruleset_name, seed, options)
        except ValueError as error:
            self.query_one("#new-problem", Static).update(error_text(error))
            return
        self.dismiss(engine)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
