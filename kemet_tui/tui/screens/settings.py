"""The settings screen: the theme, colour-blind-safe colours, the ASCII mode, the Seti board's size
and its turning to the player to move, whether new games start with the teacher on, and how
long a bot waits before answering a bot; Save writes the settings file and the choices apply at once.

Key remapping lives in the same file (``[keymap]``, binding id = keys); the screen says where
the file is and how many keys are remapped, since choosing keys is done best in an editor.
A file that cannot be written is one line in the form, which stays open with the choices.
"""

from __future__ import annotations

from dataclasses import replace

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Select, Static, Switch

from kemet_tui.core.paths import describe_os_error
from kemet_tui.core.settings import BOARD_STYLES, CHECKS, Settings, save_settings
from kemet_tui.tui.looks.resources import DIALOG_CSS
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.widgets.plain import PlainLabel, PlainStatic
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_select import SteadySelect

#: the board sizes as the form names them
BOARD_STYLE_NAMES = {
    "fit": "as large as fits",
    "small": "small",
    "medium": "at most medium",
    "large": "at most large",
}


class SettingsDialog(ModalScreen[Settings | None]):
    """Edit and save the app's settings; dismisses with the saved settings, or None."""

    CSS_PATH = DIALOG_CSS

    BINDINGS = [
        Binding("ctrl+s", "save", "Save", id="settings.save"),
        Binding("escape", "cancel", "Cancel", id="settings.cancel"),
    ]

    def compose(self) -> ComposeResult:
        settings: Settings = self.app.settings
        themes = sorted(self.app.available_themes)
        with Vertical(classes="dialog dialog-wide", id="settings") as box:
            box.border_title = "Settings"
            with Grid(id="settings-grid"):
                yield PlainLabel("Theme")
                yield SteadySelect(
                    [(name, name) for name in themes],
                    value=self.app.theme,
                    allow_blank=False,
                    compact=True,
                    id="theme",
                )
                yield PlainLabel("Colour-blind-safe colours (Okabe-Ito)")
                yield Switch(settings.colour_blind, id="colour-blind")
                yield PlainLabel("Plain ASCII characters only")
                yield Switch(settings.ascii, id="ascii")
                yield PlainLabel("Seti: the board's size")
                yield SteadySelect(
                    [(BOARD_STYLE_NAMES[s], s) for s in BOARD_STYLES],
                    value=settings.board_style,
                    allow_blank=False,
                    compact=True,
                    id="board-style",
                )
                yield PlainLabel("Seti: the board faces the player to move")
                yield Switch(settings.auto_flip, id="auto-flip")
                yield PlainLabel("Seconds a bot waits before answering a bot")
                yield SteadyInput(
                    "" if settings.bot_pause is None else f"{settings.bot_pause:g}",
                    placeholder="blank: built in",
                    id="bot-pause",
                )
                yield PlainLabel("New games start with Teach me on")
                yield Switch(settings.teach, id="teach")
                yield PlainLabel("Kemet: seconds a bots' battle is shown")
                yield SteadyInput(
                    "" if settings.reveal_pause is None else f"{settings.reveal_pause:g}",
                    placeholder="blank: built in",
                    id="reveal-pause",
                )
            remapped = len(settings.keymap)
            yield PlainStatic(
                f"Keys: {remapped} remapped. To remap one, add a line to [keymap] in "
                f"{self.app.settings_file}: its binding id = its keys, e.g. "
                '"game.flip" = "F" (every id: docs/settings.md).',
                id="settings-keys",
                classes="dialog-hint",
                markup=False,
            )
            yield PlainStatic("", id="settings-problem", classes="dialog-problem")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save (ctrl+s)", variant="primary", id="save")
                yield Button("Cancel (Esc)", id="cancel")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        self.query_one("#theme", Select).focus()

    def chosen(self) -> Settings:
        """The settings the form shows; ValueError naming the field when one is not usable."""
        pause = self.seconds("#bot-pause", "bot_pause", "The bot's pause")
        reveal = self.seconds("#reveal-pause", "reveal_pause", "The reveal's pause")
        return replace(
            self.app.settings,
            theme=str(self.query_one("#theme", Select).value),
            auto_flip=self.query_one("#auto-flip", Switch).value,
            bot_pause=pause,
            reveal_pause=reveal,
            board_style=str(self.query_one("#board-style", Select).value),
            colour_blind=self.query_one("#colour-blind", Switch).value,
            ascii=self.query_one("#ascii", Switch).value,
            teach=self.query_one("#teach", Switch).value,
        )

    def seconds(self, field_id: str, key: str, what: str) -> float | None:
        """The seconds typed in ``field_id`` (blank: None), or ValueError naming ``what``."""
        text = self.query_one(field_id, Input).value.strip()
        try:
            return None if not text else CHECKS[key](float(text))
        except ValueError as error:
            reason = str(error) if "seconds" in str(error) else "must be a number of seconds"
            raise ValueError(f"{what} {reason}, not {text!r}.") from None

    @on(Button.Pressed, "#save")
    @on(Input.Submitted, "#bot-pause")
    @on(Input.Submitted, "#reveal-pause")
    def action_save(self) -> None:
        """Write the file and apply the choices; a problem stays in the form, in one line."""
        problem = self.query_one("#settings-problem", Static)
        try:
            settings = self.chosen()
            if self.app.settings_file is not None:
                save_settings(self.app.settings_file, settings)
        except ValueError as error:
            problem.update(str(error))
            return
        except OSError as error:
            problem.update(f"The settings were not saved: {describe_os_error(error)}")
            return
        self.dismiss(settings)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
